import { s, type LegalPage } from './types.js';

export const PRIVACY_EN: LegalPage = {
  slug: 'privacy-policy',
  language: 'en',
  title: 'Privacy policy',
  intro:
    'Your privacy matters to us. This policy explains what personal information Harbour collects, why, how long we keep it and the choices you have. Harbour follows the Personal Information Protection and Electronic Documents Act (PIPEDA) and the privacy laws of the Atlantic provinces.',
  sections: [
    s(
      'What we collect',
      'We collect only what we need to run Harbour:\n\n- Account details: your name, e-mail address, password (stored only as a secure hash), your province and city, and your preferred language.\n- Profile details you choose to add, such as a photo, your country of origin or your interests.\n- What you send us: messages through the contact form, invitation requests, listings and event details.\n- Technical information: the pages you visit, the type of device and browser, and your IP address, used to keep Harbour secure and to understand which pages are useful.\n- Payment records when an organisation buys a listing or ad (amount, date and product). Card details go straight to our payment provider and never reach our servers.',
    ),
    s(
      'Why we use it',
      'We use your information to:\n\n- create and protect your account and let you sign in;\n- show information for your province and city, in your language;\n- answer your messages and requests;\n- send the e-mails you need (confirmation, password reset, replies) and, only if you agree, news from your community;\n- prevent abuse, spam and fraud;\n- improve Harbour using statistics that do not identify you.\n\nWe do not sell your personal information, and we do not show you ads based on your personal profile.',
    ),
    s(
      'Consent',
      'We ask for your consent when you register and when we collect something new. You can withdraw your consent at any time by changing your settings or deleting your account; some features may then stop working.',
    ),
    s(
      'Who we share it with',
      'We share information only when needed, and only what is needed:\n\n- service providers who host our servers, send our e-mails, translate messages or process payments, under contracts that require them to protect it;\n- partner organisations, only when you ask to be contacted by them (for example when you answer a job or volunteer listing);\n- authorities, when the law requires it.\n\nSome providers may store data outside Canada; when they do, your information is protected by contract, but it may be subject to the laws of that country.',
    ),
    s(
      'How long we keep it',
      'We keep your account information while your account is open. When you delete your account, we delete or anonymise your personal information within 30 days, except records we must keep by law (for example payment records, kept for seven years for tax purposes). Contact messages and invitation requests are kept for up to two years. Security logs are kept for up to one year.',
    ),
    s(
      'Cookies and local storage',
      'Harbour does not use advertising cookies. Your browser keeps a few small items on your device so the site works: your sign-in token, your chosen language, province and city. If you tick "remember me", they stay until you sign out; otherwise they disappear when you close the browser. We count page visits without identifying you.',
    ),
    s(
      'Your rights',
      'Under PIPEDA you can:\n\n- ask what personal information we hold about you and get a copy;\n- ask us to correct information that is wrong;\n- withdraw your consent or delete your account;\n- complain to us, and if you are not satisfied, to the Office of the Privacy Commissioner of Canada (www.priv.gc.ca).\n\nWe answer requests within 30 days, free of charge.',
    ),
    s(
      'Security',
      'We protect your information with encrypted connections, hashed passwords, limited staff access and regular updates. No system is perfectly secure; if a breach puts you at real risk of significant harm, we will tell you and the Privacy Commissioner as the law requires.',
    ),
    s(
      'Children',
      'Harbour is meant for people aged 13 and over. Children under 13 may use Harbour only with a parent or guardian, who is responsible for their account. If we learn that we hold information about a child under 13 without that permission, we will delete it.',
    ),
    s(
      'Changes to this policy',
      'We may update this policy. The date at the top shows the latest version. If a change is important, we will tell you on the website or by e-mail before it takes effect.',
    ),
    s(
      'Contact our privacy officer',
      'For any question or request about your personal information, write to our privacy officer through the contact page, or by post to the address at the bottom of every page.',
      '/contact-us',
    ),
  ],
};
