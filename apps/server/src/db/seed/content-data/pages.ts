import type { ContentSection } from '../../schema/content.js';
import { scene } from './images.js';

const s = (heading: string, text: string, link: string | null = null): ContentSection => ({
  heading,
  text,
  link,
});

/** /our-story/{id}: the story of Harbour, in order. */
export const STORY_ROWS = [
  {
    storyId: 1,
    title: 'Where it began',
    description:
      'Harbour started in 2016 around a kitchen table in Charlottetown. A few newcomer families and their Island neighbours kept answering the same questions for each new arrival: where to get a health card, how to register children for school, which bus goes to the hospital. We decided to write the answers down, in as many languages as we could.',
  },
  {
    storyId: 2,
    title: 'From a binder to a platform',
    description:
      'The first Harbour guide was a binder in a church basement. By 2019 it had become a website in five languages, and local businesses, towns and volunteers started to add their own information. Today the platform covers Prince Edward Island, Nova Scotia, New Brunswick, and Newfoundland and Labrador, in thirteen languages.',
  },
  {
    storyId: 3,
    title: 'Built with newcomers',
    description:
      'Every part of Harbour is tested with people who have just arrived. Newcomers sit on our advisory circle, review our translations and tell us when something is confusing. Many of our team members first came to Harbour looking for help themselves.',
  },
  {
    storyId: 4,
    title: 'Looking ahead',
    description:
      'Our goal is simple: no one who chooses Atlantic Canada should feel lost in their first year. We are growing our volunteer hub, working with more employers and adding translated chat, so that the right help is always one message away.',
  },
].map((r) => ({ ...r, language: 'en', image: scene(r.storyId) }));

interface PageSeed {
  slug: string;
  language: string;
  title: string;
  intro: string;
  sections: ContentSection[];
}

export const PAGE_ROWS: PageSeed[] = [
  {
    slug: 'principles-and-values',
    language: 'en',
    title: 'Our principles and values',
    intro: 'These principles guide every page we write, every partner we choose and every person we serve.',
    sections: [
      s(
        'Welcome first',
        'Everyone who arrives deserves a warm welcome, whatever their status, language, faith or background.',
      ),
      s(
        'Your language matters',
        'Important information should reach you in the language you think in. We translate with care and check every text with native speakers.',
      ),
      s(
        'Respect and dignity',
        'We listen before we advise. Newcomers are experts in their own lives, and we treat every question as a good question.',
      ),
      s(
        'Privacy and trust',
        'We collect only what we need, we never sell your data, and you can delete your account at any time.',
      ),
      s(
        'Community together',
        'Settlement works best when neighbours, employers, towns and newcomers work side by side.',
      ),
      s(
        'Access for all',
        'Harbour should work on any phone, with a screen reader, with a slow connection and for people who are new to technology.',
      ),
    ],
  },
  {
    slug: 'our-services',
    language: 'en',
    title: 'Our services',
    intro:
      'Harbour brings together the information and people you need in your first years in Atlantic Canada.',
    sections: [
      s(
        'Local services directory',
        'Find businesses, clinics, community groups and government offices near you.',
        '/market',
      ),
      s('News and notices', 'Weather, events and important notices for your city, in your language.', '/nuz'),
      s(
        'Tools',
        'Post a listing, chat with translation, find well-being support and order translations.',
        '/tulz',
      ),
      s('Community', 'Volunteer, meet people from your culture and join local events.', '/community'),
    ],
  },
  {
    slug: 'terms-and-privacy',
    language: 'en',
    title: 'Terms and privacy',
    intro: 'We keep the rules short and clear. Please read the full documents for every detail.',
    sections: [
      s(
        'Terms and conditions',
        'The rules for using Harbour, for visitors, members and businesses.',
        '/terms-and-conditions',
      ),
      s(
        'Privacy policy',
        'What we collect, why, how long we keep it, and how to ask us to delete it.',
        '/privacy-policy',
      ),
    ],
  },
  {
    slug: 'tips-of-the-day',
    language: 'en',
    title: 'Tips of the day',
    intro: 'A small, practical tip for every season of your first year in Atlantic Canada.',
    sections: [],
  },
  {
    slug: 'school-food',
    language: 'en',
    title: 'School food programmes',
    intro:
      'Every province in Atlantic Canada helps children eat well at school. Here is how the programmes work and how your family can take part. Fees and details change each school year, so always check with your child’s school.',
    sections: [
      s(
        'Prince Edward Island: PEI School Food Programme',
        'All public schools on the Island offer a hot lunch through the PEI School Food Programme. Families pay what they can, up to a suggested amount per meal, and no child is turned away. You order and pay online through the school lunch portal, or on paper through the school office. Meals are made with local ingredients and can be ordered vegetarian; tell the school about allergies and religious food needs.',
        'https://www.princeedwardisland.ca/en/information/education-and-lifelong-learning/school-food-program',
      ),
      s(
        'Nova Scotia: school breakfast and lunch',
        'Most schools in Nova Scotia run a free breakfast programme open to every student, supported by the province and local partners. Nova Scotia is also rolling out a universal school lunch programme, starting with elementary schools, with a pay-what-you-can approach. Ask your school’s office or regional centre for education which meals are offered this year.',
        'https://www.ednet.ns.ca/',
      ),
      s(
        'New Brunswick: school food and nutrition',
        'New Brunswick schools follow a provincial healthy food policy, and many schools offer breakfast programmes and low-cost lunches through community partners and the province’s school food initiatives. Anglophone and francophone school districts each organise their own programmes, so ask your school how to sign up.',
        'https://www2.gnb.ca/content/gnb/en/departments/education.html',
      ),
      s(
        'Newfoundland and Labrador: School Lunch Association and Kids Eat Smart',
        'In the St. John’s area, the School Lunch Association serves hot lunches with pay-what-you-can pricing, so every child can eat. Across the province, Kids Eat Smart Foundation runs free breakfast clubs in most schools, open to all students with no questions asked.',
        'https://www.kidseatsmart.ca/',
      ),
      s(
        'Tips for families',
        'You do not need to show income papers to take part in breakfast programmes. If paying for lunch is hard, speak privately with the principal or school counsellor: help is available and confidential. Pack a labelled water bottle every day, and let the school know about allergies in writing.',
      ),
    ],
  },
];
