import { s, type LegalPage } from './types.js';

export const CONSENT_EN: LegalPage = {
  slug: 'privacy-terms',
  language: 'en',
  title: 'Privacy and terms',
  intro:
    'Before you create your Harbour account, here is a short summary of what you agree to. The full terms and conditions and privacy policy are linked below; they are the texts that count.',
  sections: [
    s(
      'What you agree to',
      'By creating an account you confirm that:\n\n- the information you give is true;\n- you are at least 13 years old, or have the permission of a parent or guardian;\n- you will treat other people on Harbour with respect and not post anything unlawful, hateful or misleading;\n- you accept the Harbour terms and conditions.',
      '/terms-and-conditions',
    ),
    s(
      'What we do with your information',
      'We use your name, e-mail address, province, city and language to run your account and show you information for your community, in your language. We do not sell your information. We keep it while your account is open, and we delete or anonymise it within 30 days after you delete your account, except what the law requires us to keep.',
      '/privacy-policy',
    ),
    s(
      'E-mails',
      'We will send you the e-mails your account needs, such as the confirmation of your address and password resets. We send community news only if you ask for it, and every such e-mail lets you stop them.',
    ),
    s(
      'On your device',
      'Your browser keeps your sign-in, language, province and city so you do not have to choose them each time. We do not use advertising cookies.',
    ),
    s(
      'Your rights',
      'You can see, correct or delete your information at any time, and withdraw your consent by deleting your account. Under PIPEDA you may also complain to the Office of the Privacy Commissioner of Canada. For any question, write to us through the contact page.',
      '/contact-us',
    ),
  ],
};
