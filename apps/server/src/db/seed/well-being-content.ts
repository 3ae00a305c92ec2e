/* Well-being content in English: categories and the kinds of services with their texts (the other
   languages are in long-content/<lang>.ts). */

import type { WellBeingKindTexts } from './long-content/types.js';

export const CATEGORIES: { tag: string; name: string; description: string }[] = [
  {
    tag: 'beauty',
    name: 'Beauty',
    description: 'Hair salons, barbers and skin care close to home.',
  },
  {
    tag: 'physical_health',
    name: 'Physical Health',
    description: 'Fitness centres, physiotherapy and easy ways to stay active.',
  },
  {
    tag: 'family_health',
    name: 'Family Health',
    description: 'Family resource centres and support for parents, babies and children.',
  },
  {
    tag: 'hospitals_clinics',
    name: 'Hospitals & Clinics',
    description: 'Walk-in clinics, community health centres and hospitals.',
  },
  {
    tag: 'mental_health',
    name: 'Mental Health',
    description: 'Counselling, peer support and someone to talk to.',
  },
  {
    tag: 'dental_care',
    name: 'Dental Care',
    description: 'Dentists and dental clinics, with help to understand the costs.',
  },
  {
    tag: 'pharmacies',
    name: 'Pharmacies',
    description: 'Prescriptions, vaccines and friendly health advice.',
  },
];

/** Tags of the categories that have their own tile image in the web app (public/well-being/<tag>.svg). */
/** A listing's coverage area, `{city}` its city. */
export const COVERAGE = '{city} and the surrounding area';

export const CATEGORY_IMAGES = new Set([
  'beauty',
  'physical_health',
  'family_health',
  'hospitals_clinics',
  'mental_health',
]);

export interface KindTexts extends WellBeingKindTexts {
  categories: string[];
}

const STEP_FREE = 'Step-free entrance, accessible washroom and reserved parking near the door.';
const HEALTH_CARD =
  'Provincial health card. If you do not have one yet, bring photo ID and your immigration papers.';
const NONE = 'None.';
const EVERYONE = 'Everyone is welcome.';

export const KINDS: Record<string, KindTexts> = {
  clinic: {
    categories: ['hospitals_clinics', 'physical_health'],
    description:
      'A walk-in clinic for everyday health concerns: colds and flu, small injuries, infections, prescription renewals and referrals. No family doctor needed.',
    workingHours: 'Mon–Fri 8:00 AM–8:00 PM; Sat–Sun 10:00 AM–4:00 PM',
    eligibility: EVERYONE,
    fees: 'Free with a provincial health card. Visitors without coverage pay a visit fee.',
    howToAccess: 'Walk in or book a same-day spot by phone. Arrive early: spots fill up by mid-afternoon.',
    disabilitiesAccess: STEP_FREE,
    documentsRequired: HEALTH_CARD,
  },
  chc: {
    categories: ['hospitals_clinics', 'family_health'],
    description:
      'A community health centre with nurses, nurse practitioners, a dietitian and a social worker under one roof. Newcomers without a family doctor can get regular care here.',
    workingHours: 'Mon–Fri 8:30 AM–4:30 PM; Thu until 7:00 PM',
    eligibility: 'Residents of the area, including newcomers waiting for a family doctor.',
    fees: 'Free. Interpreters are free too.',
    howToAccess: 'Call to register. Tell us if you need an interpreter and we will book one for your visit.',
    disabilitiesAccess: STEP_FREE,
    documentsRequired: HEALTH_CARD,
  },
  hospital: {
    categories: ['hospitals_clinics'],
    description:
      'A regional hospital with a 24-hour emergency department, maternity care, surgery and specialist clinics. For emergencies, call 911.',
    workingHours: 'Emergency department open 24 hours, every day',
    eligibility: EVERYONE,
    fees: 'Covered by the provincial health plan. Without coverage, hospital fees apply.',
    howToAccess:
      'Go to the emergency entrance for urgent care. Specialist clinics need a referral from a doctor or nurse practitioner.',
    disabilitiesAccess: 'Fully accessible: automatic doors, elevators, wheelchairs at the main entrance.',
    documentsRequired: HEALTH_CARD,
  },
  counselling: {
    categories: ['mental_health', 'family_health'],
    description:
      'Short-term counselling for individuals, couples and families: stress, grief, settling into a new country, parenting and relationships. Sessions in person or by video.',
    workingHours: 'Mon–Thu 9:00 AM–8:00 PM; Fri 9:00 AM–4:00 PM',
    eligibility: 'Adults, youth aged 12 and over, couples and families.',
    fees: 'Sliding scale based on income; free for newcomers in their first year.',
    howToAccess:
      'Call or e-mail to book a first conversation. You can ask for a counsellor who speaks your language.',
    disabilitiesAccess: STEP_FREE,
    documentsRequired: NONE,
  },
  peer: {
    categories: ['mental_health'],
    description:
      'A warm, free place to talk with trained peers who have lived through hard times too. Drop-in groups, a phone warmline and quiet space. In a crisis, call or text 988.',
    workingHours: 'Every day 10:00 AM–10:00 PM',
    eligibility: 'Anyone aged 16 and over.',
    fees: 'Free.',
    howToAccess: 'Drop in, or call the warmline. No referral and no appointment needed.',
    disabilitiesAccess: STEP_FREE,
    documentsRequired: NONE,
  },
  pharmacy: {
    categories: ['pharmacies'],
    description:
      'A community pharmacy: prescriptions, flu and COVID-19 vaccines, blood pressure checks and advice on medicines for minor illnesses. Pharmacists can treat some common conditions.',
    workingHours: 'Mon–Fri 9:00 AM–9:00 PM; Sat 9:00 AM–6:00 PM; Sun 11:00 AM–5:00 PM',
    eligibility: EVERYONE,
    fees: 'Prescription costs depend on your drug plan. Many vaccines are free.',
    howToAccess: 'Walk in. Vaccines can be booked online or by phone.',
    disabilitiesAccess: STEP_FREE,
    documentsRequired: 'Your prescription and health card; your drug plan card if you have one.',
  },
  family_resource: {
    categories: ['family_health'],
    description:
      'Free programs for parents and caregivers with children up to six: playgroups, prenatal classes, parenting workshops, a clothing exchange and friendly staff who help families find their way.',
    workingHours: 'Mon–Fri 9:00 AM–4:00 PM; some evening programs',
    eligibility: 'Expecting parents and families with children aged 0 to 6.',
    fees: 'Free.',
    howToAccess: 'Drop in during playgroup hours or call to register for a program.',
    disabilitiesAccess:
      'Ground-floor space with room for strollers and wheelchairs; accessible washroom with a change table.',
    documentsRequired: NONE,
  },
  dental: {
    categories: ['dental_care'],
    description:
      'A family dental clinic: check-ups, cleanings, fillings, children’s dentistry and same-day emergency care for toothaches. We welcome patients of the Canadian Dental Care Plan.',
    workingHours: 'Mon–Thu 8:00 AM–6:00 PM; Fri 8:00 AM–2:00 PM',
    eligibility: 'New patients of all ages are welcome.',
    fees: 'Fees follow the provincial dental association guide. We bill the Canadian Dental Care Plan and most insurance plans directly.',
    howToAccess: 'Call to book. Emergencies are seen the same day when possible.',
    disabilitiesAccess: STEP_FREE,
    documentsRequired: 'Photo ID and your dental plan or insurance card.',
  },
  fitness: {
    categories: ['physical_health'],
    description:
      'A community fitness centre with a gym, group classes, a walking track and swim times. Beginner sessions and women-only hours are offered every week.',
    workingHours: 'Mon–Fri 6:00 AM–10:00 PM; Sat–Sun 8:00 AM–8:00 PM',
    eligibility: EVERYONE,
    fees: 'Day passes and monthly memberships; reduced rates for students, seniors and newcomers.',
    howToAccess: 'Come to the front desk for a free first visit and a tour.',
    disabilitiesAccess: 'Accessible change rooms, a pool lift and adapted equipment.',
    documentsRequired: NONE,
  },
  physio: {
    categories: ['physical_health', 'hospitals_clinics'],
    description:
      'Physiotherapy for back and neck pain, sports injuries and recovery after surgery, plus massage therapy and exercise programs you can follow at home.',
    workingHours: 'Mon–Fri 7:30 AM–7:00 PM; Sat 9:00 AM–1:00 PM',
    eligibility: 'No referral needed.',
    fees: 'Paid per visit; most workplace health plans cover physiotherapy.',
    howToAccess: 'Book online or by phone.',
    disabilitiesAccess: STEP_FREE,
    documentsRequired: 'Your health plan card, if you have one.',
  },
  salon: {
    categories: ['beauty'],
    description:
      'A friendly hair salon for cuts, colour, braids and styling for every hair type, plus eyebrow threading and manicures.',
    workingHours: 'Tue–Fri 10:00 AM–7:00 PM; Sat 9:00 AM–5:00 PM',
    eligibility: EVERYONE,
    fees: 'Prices are listed in the salon; ask for a free consultation.',
    howToAccess: 'Book by phone or walk in when a chair is free.',
    disabilitiesAccess: STEP_FREE,
    documentsRequired: NONE,
  },
  barber: {
    categories: ['beauty'],
    description: 'A neighbourhood barbershop: classic cuts, fades, beard trims and hot-towel shaves.',
    workingHours: 'Mon–Sat 9:00 AM–6:00 PM',
    eligibility: EVERYONE,
    fees: 'Cuts from $25; children and seniors pay less.',
    howToAccess: 'Walk in or book by phone.',
    disabilitiesAccess: 'One small step at the entrance; we are happy to help.',
    documentsRequired: NONE,
  },
  spa: {
    categories: ['beauty', 'physical_health'],
    description:
      'A calm skin care studio: facials, waxing, massage and make-up for special days, with products for sensitive skin.',
    workingHours: 'Tue–Sat 10:00 AM–6:00 PM',
    eligibility: EVERYONE,
    fees: 'Prices on request; gift cards available.',
    howToAccess: 'Book by phone or online.',
    disabilitiesAccess: STEP_FREE,
    documentsRequired: NONE,
  },
};
