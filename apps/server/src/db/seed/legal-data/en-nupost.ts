import { s, type LegalPage } from './types.js';

export const NUPOST_EN: LegalPage = {
  slug: 'terms-of-service-nupost',
  language: 'en',
  title: 'NuPost terms of service',
  intro:
    'NuPost is the Harbour service that lets organisations publish posts, news and announcements to newcomers in their community. These terms apply to every organisation that uses NuPost, in addition to the Harbour terms and conditions.',
  sections: [
    s(
      '1. Who can use NuPost',
      'NuPost is for registered businesses, non-profit organisations, public bodies and community groups. The person who creates the NuPost account confirms that they are allowed to act for the organisation and that its details are true.',
      '/terms-and-conditions',
    ),
    s(
      '2. Your subscription',
      'NuPost is sold as a subscription shown on the pricing page, in Canadian dollars before taxes. It renews automatically at the end of each period unless you cancel before the renewal date. You can cancel at any time; the service then stays active until the end of the period already paid. Periods already started are not refunded, except where the law requires it.',
      '/pricing#nupost',
    ),
    s(
      '3. What you may post',
      'Your posts must be honest, lawful and useful to newcomers. You must not post:\n\n- false or misleading offers, including jobs that do not exist or that ask for payment;\n- content that is hateful, discriminatory, violent or sexually explicit;\n- requests for identity documents, immigration papers or banking details;\n- political campaign material, or spam.\n\nYou are responsible for the accuracy of your posts and for having the rights to the texts and images you use.',
    ),
    s(
      '4. Moderation',
      'We may review, refuse, edit for format, or remove any post that breaks these terms, and we may suspend an account that does so repeatedly. When we remove a post, we will tell you why, unless doing so would break the law or put someone at risk.',
    ),
    s(
      '5. Translation and reach',
      'Posts may be translated automatically into the languages of Harbour. Automatic translations can contain mistakes; the original text is the one that counts. We do not guarantee how many people will see or act on a post.',
    ),
    s(
      '6. Personal information',
      'If people answer your posts, you receive their personal information. You must use it only to reply to them, protect it as PIPEDA requires, and delete it when you no longer need it. Harbour handles its own data as described in the privacy policy.',
      '/privacy-policy',
    ),
    s(
      '7. Liability',
      'NuPost is provided "as is". To the extent the law allows, Harbour\'s total liability for any claim about NuPost is limited to the amount you paid for NuPost in the twelve months before the claim.',
    ),
    s(
      '8. Changes and contact',
      'We may update these terms; we will tell subscribers by e-mail at least 30 days before an important change takes effect. These terms are governed by the laws of Prince Edward Island and of Canada. Questions? Write to us through the contact page.',
      '/contact-us',
    ),
  ],
};
