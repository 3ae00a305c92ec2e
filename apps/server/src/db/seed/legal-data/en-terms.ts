import { s, type LegalPage } from './types.js';

export const TERMS_EN: LegalPage = {
  slug: 'terms-and-conditions',
  language: 'en',
  title: 'Terms and conditions',
  intro:
    'These terms explain the agreement between you and Harbour Newcomer Hub ("Harbour", "we", "us") when you use the Harbour website and apps. Please read them carefully. By creating an account or using Harbour, you accept them.',
  sections: [
    s(
      '1. Who we are',
      'Harbour is a not-for-profit platform that helps newcomers settle in Atlantic Canada: Prince Edward Island, Nova Scotia, New Brunswick and Newfoundland and Labrador. We are based in Charlottetown, Prince Edward Island. Our postal address is shown at the bottom of every page.',
    ),
    s(
      '2. What Harbour offers',
      'Harbour gives you information about your community (events, services, jobs, volunteering, well-being and local news), tools such as translated chat, and pages where organisations can list their services.\n\nThe information comes from us, from partner organisations and from other users. We work hard to keep it correct and up to date, but we cannot promise that every listing is complete, current or right for your situation. Always check important details (dates, prices, eligibility) with the organisation itself.',
    ),
    s(
      '3. Your account',
      'You need an account for some features. You must:\n\n- give true information when you register;\n- keep your password secret and tell us at once if you think someone else is using your account;\n- be at least 13 years old, or have the permission of a parent or guardian.\n\nYou are responsible for what happens under your account. You can delete your account at any time from your profile settings.',
    ),
    s(
      '4. Acceptable use',
      "Harbour is a welcoming place. When you use it, you agree not to:\n\n- post anything unlawful, hateful, threatening, discriminatory or sexually explicit;\n- harass, deceive or take advantage of other people, especially people new to Canada;\n- post false job offers, scams or requests for money or personal documents;\n- collect other users' information, send spam or advertise without a paid listing;\n- try to break, overload or get around the security of the platform.\n\nWe may remove content or suspend an account that breaks these rules, and we may report illegal activity to the authorities.",
    ),
    s(
      '5. Content you share',
      'You keep the rights to what you post. You give Harbour a free, non-exclusive licence to show, store, translate and share it on the platform so the service can work. You confirm you have the right to share it. Automatic translations are provided to help you understand each other; they may contain mistakes and are not official translations.',
    ),
    s(
      '6. Listings, ads and payments',
      'Organisations can buy listings, ads, sponsorships and subscriptions. Prices are shown in Canadian dollars on the pricing page, before taxes. Payments are handled by our payment provider; we do not store card numbers. Unless the offer says otherwise, paid periods are not refunded once they have started, but you may cancel a renewal at any time before it is charged. Listings must describe a real service, job or opportunity honestly.',
    ),
    s(
      '7. Links to other websites',
      'Harbour links to websites of governments, schools and organisations. We do not control them and are not responsible for their content or privacy practices.',
    ),
    s(
      '8. Limitation of liability',
      'Harbour is provided "as is". To the extent the law allows, we are not liable for indirect or consequential losses, or for decisions you make based on information found on Harbour.\n\nTo the extent the law allows, our total liability to you for any claim related to Harbour is limited to one hundred Canadian dollars (CAD $100). Nothing in these terms limits rights you have under consumer protection laws that cannot be waived.',
    ),
    s(
      '9. Changes to Harbour and to these terms',
      'We may change or stop features, and we may update these terms. When a change is important, we will tell you on the website or by e-mail before it takes effect. If you keep using Harbour after that, you accept the new terms.',
    ),
    s(
      '10. Governing law',
      'These terms are governed by the laws of Prince Edward Island and the federal laws of Canada that apply there. Any dispute will be handled by the courts of Prince Edward Island, unless the law of your province gives you the right to go to your local courts.',
    ),
    s(
      '11. Contact',
      'Questions about these terms? Write to us through the contact page. We answer in English or French, and we will do our best to help in your language.',
      '/contact-us',
    ),
  ],
};
