import { portrait } from './images.js';

interface Member {
  name: string;
  position: string;
  short: string;
  /** the long profile (title + description) a member card opens at /profile/{index} */
  profile?: { title: string; description: string };
}

/** The 18 members of the about pages, in order: the array index is the {index} of /profile/{index}. */
const MEMBERS: Member[] = [
  {
    name: 'Leila Haddad',
    position: 'Executive Director',
    short: 'Came to Charlottetown from Beirut in 2012 and has worked with newcomer families ever since.',
    profile: {
      title: 'Building a welcome that lasts',
      description:
        'Leila arrived on Prince Edward Island with two suitcases and a degree nobody recognised yet. She spent her first winter learning the bus routes, the school forms and the meaning of "a skiff of snow". Today she leads Harbour and makes sure every decision starts with one question: will this help someone feel at home sooner?',
    },
  },
  {
    name: 'Daniel MacPherson',
    position: 'Director of Partnerships',
    short: 'Connects Harbour with towns, employers and community groups across the four Atlantic provinces.',
    profile: {
      title: 'Partners make the difference',
      description:
        'Daniel grew up in Cape Breton and spent fifteen years in municipal government. He knows that newcomers settle best when libraries, clinics, employers and neighbours all pull in the same direction, and he spends his days making those connections happen.',
    },
  },
  {
    name: 'Ana Sofia Reyes',
    position: 'Community Programs Lead',
    short: 'Runs our volunteer hub and the welcome events held every month in Halifax and Charlottetown.',
    profile: {
      title: 'Every event is a first friendship',
      description:
        'Ana Sofia moved from Bogotá to Halifax as an international student. She remembers how much a single invitation to a potluck meant to her. She now organises welcome events, conversation circles and volunteer training so that no one spends their first months alone.',
    },
  },
  {
    name: 'Oleksandr Kovalenko',
    position: 'Lead Developer',
    short: 'Builds the Harbour platform and makes sure it works well on every phone, in every language.',
    profile: {
      title: 'Technology that includes everyone',
      description:
        'Oleksandr came to Moncton from Kharkiv in 2022. He builds Harbour so that it loads quickly on an older phone, reads correctly in Arabic and Farsi, and works with a screen reader. If a feature is hard to use, he treats it as a bug.',
    },
  },
  {
    name: 'Fatima Rahimi',
    position: 'Language Services Coordinator',
    short: 'Coordinates our translators and interpreters for Farsi, Dari, Arabic and more.',
    profile: {
      title: 'Your language is welcome here',
      description:
        'Fatima speaks Farsi, Dari, English and French. She coordinates a network of volunteer and professional translators so that important information reaches people in the language they think in, and she reviews every translation on the platform with care.',
    },
  },
  {
    name: 'Samuel Okafor',
    position: 'Employment Partnerships Manager',
    short: 'Works with employers to open doors to good jobs for newcomers.',
    profile: {
      title: 'From first job to real career',
      description:
        'Samuel is an engineer who arrived from Lagos and started his Canadian life stacking shelves. He now helps employers understand foreign credentials and helps job seekers prepare résumés, interviews and licensing steps, so that talent is not wasted.',
    },
  },
  {
    name: 'Marie-Claude Arsenault',
    position: 'Francophone Services Advisor',
    short: 'Helps French-speaking newcomers connect with Acadian communities and services.',
    profile: {
      title: 'Bienvenue en Acadie',
      description:
        'Marie-Claude was born in Évangéline, PEI, and has worked in Acadian community organisations for twenty years. She guides French-speaking newcomers to schools, health services and cultural groups where they can live their daily lives in French.',
    },
  },
  {
    name: 'Priya Natarajan',
    position: 'Health and Well-being Advisor',
    short: 'Helps newcomers find doctors, clinics, mental health support and health coverage.',
    profile: {
      title: 'Health care, step by step',
      description:
        'Priya is a nurse trained in Chennai. She explains how provincial health cards work, how to join a patient registry, when to use a walk-in clinic and where to find mental health support, so that families can take care of their health with confidence.',
    },
  },
  {
    name: 'Thomas Gallant',
    position: 'Finance and Operations Manager',
    short: 'Keeps our budgets, grants and offices in good order.',
  },
  {
    name: 'Nguyen Thi Lan',
    position: 'Settlement Worker, Halifax',
    short: 'Helps families with housing, school registration and first appointments.',
  },
  {
    name: 'Ahmad Al-Masri',
    position: 'Settlement Worker, Charlottetown',
    short: 'Supports newcomer families in their first year on the Island.',
  },
  {
    name: 'Grace MacLeod',
    position: 'Volunteer Coordinator',
    short: 'Matches volunteers with newcomers for conversation, rides and friendship.',
  },
  {
    name: 'Juan Carlos Medina',
    position: 'Business Relations Officer',
    short: 'Helps local businesses list their services and offers on Harbour.',
  },
  {
    name: 'Hodan Warsame',
    position: 'Youth Programs Facilitator',
    short: 'Runs homework clubs and sports afternoons for newcomer youth.',
  },
  {
    name: 'Li Wei',
    position: 'Content Editor',
    short: 'Writes and edits the guides and tips you read on Harbour.',
  },
  {
    name: 'Rebecca Doucette',
    position: 'Communications Officer',
    short: 'Shares Harbour news with partners, media and the community.',
  },
  {
    name: 'Mateus Oliveira',
    position: 'Designer',
    short: 'Designs Harbour to be clear, calm and easy to use.',
  },
  {
    name: 'Maria Santos',
    position: 'Outreach Worker, St. John’s',
    short: 'Brings Harbour to newcomers across Newfoundland and Labrador.',
  },
];

export const TEAM_ROWS = MEMBERS.map((m, index) => ({
  positionIndex: index,
  language: 'en',
  name: m.name,
  position: m.position,
  shortDescription: m.short,
  title: m.profile?.title ?? null,
  description: m.profile?.description ?? null,
  image: m.profile ? portrait(m.name, index) : null,
}));
