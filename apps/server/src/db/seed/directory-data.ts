/** Building blocks of the demo directory (spec 2): combined deterministically by directory.ts. */

export const BUSINESS_CATEGORIES = [
  { slug: 'food', en: 'Food & Groceries' },
  { slug: 'restaurants', en: 'Restaurants & Cafés' },
  { slug: 'home', en: 'Home Services' },
  { slug: 'automotive', en: 'Automotive' },
  { slug: 'health', en: 'Health & Wellness' },
  { slug: 'legal', en: 'Legal & Immigration' },
  { slug: 'finance', en: 'Banking & Tax' },
  { slug: 'education', en: 'Education & Tutoring' },
  { slug: 'beauty', en: 'Beauty & Barbers' },
  { slug: 'retail', en: 'Shopping' },
  { slug: 'translation', en: 'Translation' },
  { slug: 'childcare', en: 'Childcare' },
] as const;

export const VOLUNTEER_CATEGORIES = [
  { slug: 'newcomers', en: 'Newcomer Support' },
  { slug: 'food-security', en: 'Food Security' },
  { slug: 'youth', en: 'Youth & Children' },
  { slug: 'seniors', en: 'Seniors' },
  { slug: 'environment', en: 'Environment' },
  { slug: 'arts', en: 'Arts & Culture' },
  { slug: 'sports', en: 'Sports & Recreation' },
  { slug: 'health-care', en: 'Health Care' },
  { slug: 'animals', en: 'Animal Welfare' },
  { slug: 'literacy', en: 'Literacy & Language' },
] as const;

type BusinessCategorySlug = (typeof BUSINESS_CATEGORIES)[number]['slug'];
type VolunteerCategorySlug = (typeof VOLUNTEER_CATEGORIES)[number]['slug'];

/** kind of business: name suffix, categories, keywords, description, usual hours */
export const BUSINESS_KINDS: {
  kind: string;
  categories: BusinessCategorySlug[];
  keywords: string;
  description: string;
  hours: 'office' | 'shop' | 'late' | 'weekend';
}[] = [
  {
    kind: 'Halal Market',
    categories: ['food', 'retail'],
    keywords: 'halal meat groceries spices rice',
    description: 'A family grocery with halal meat, fresh produce, spices and rice from around the world.',
    hours: 'shop',
  },
  {
    kind: 'International Grocery',
    categories: ['food'],
    keywords: 'asian african latin groceries imported food',
    description:
      'Imported foods from Asia, Africa and Latin America, with staff who speak several languages.',
    hours: 'shop',
  },
  {
    kind: 'Bakery',
    categories: ['food', 'restaurants'],
    keywords: 'bread pastries cakes coffee',
    description: 'Fresh bread every morning, pastries, custom cakes and good coffee.',
    hours: 'shop',
  },
  {
    kind: 'Shawarma House',
    categories: ['restaurants'],
    keywords: 'shawarma falafel takeout halal',
    description: 'Shawarma, falafel and family platters to eat in or take away.',
    hours: 'late',
  },
  {
    kind: 'Café',
    categories: ['restaurants'],
    keywords: 'coffee tea breakfast wifi',
    description: 'A friendly café with breakfast, lunch, free Wi-Fi and a community notice board.',
    hours: 'shop',
  },
  {
    kind: 'Plumbing & Heating',
    categories: ['home'],
    keywords: 'plumber heat pump furnace repair emergency',
    description: 'Licensed plumbers for repairs, heat pumps and furnace service; emergency calls answered.',
    hours: 'office',
  },
  {
    kind: 'Electrical Services',
    categories: ['home'],
    keywords: 'electrician wiring repair installation',
    description: 'Residential and commercial electricians; safe wiring, panels and lighting.',
    hours: 'office',
  },
  {
    kind: 'Cleaning Co.',
    categories: ['home'],
    keywords: 'house cleaning office cleaning move out',
    description: 'Home and office cleaning, move-in and move-out cleans, eco-friendly products.',
    hours: 'office',
  },
  {
    kind: 'Auto Repair',
    categories: ['automotive'],
    keywords: 'mechanic car repair winter tires inspection',
    description: 'Car repairs, winter tire changes and provincial safety inspections.',
    hours: 'office',
  },
  {
    kind: 'Driving School',
    categories: ['automotive', 'education'],
    keywords: 'driving lessons licence road test',
    description:
      'Patient instructors help newcomers prepare for the road test; lessons in several languages.',
    hours: 'weekend',
  },
  {
    kind: 'Physiotherapy',
    categories: ['health'],
    keywords: 'physio massage rehabilitation injury',
    description: 'Physiotherapy and massage therapy; direct billing to most insurance plans.',
    hours: 'office',
  },
  {
    kind: 'Pharmacy',
    categories: ['health', 'retail'],
    keywords: 'pharmacy prescriptions vaccines medication',
    description: 'Prescriptions, flu shots and friendly advice from our pharmacists.',
    hours: 'late',
  },
  {
    kind: 'Dental Clinic',
    categories: ['health'],
    keywords: 'dentist cleaning teeth emergency dental',
    description: 'Family dentistry accepting new patients, including the Canadian Dental Care Plan.',
    hours: 'office',
  },
  {
    kind: 'Immigration Consulting',
    categories: ['legal'],
    keywords: 'immigration permanent residence work permit study permit',
    description: 'Licensed consultants for work permits, study permits and permanent residence.',
    hours: 'office',
  },
  {
    kind: 'Law Office',
    categories: ['legal'],
    keywords: 'lawyer notary real estate family law',
    description: 'Real estate, family law and notary services, with interpreters on request.',
    hours: 'office',
  },
  {
    kind: 'Tax & Accounting',
    categories: ['finance'],
    keywords: 'tax return accountant bookkeeping',
    description: 'Personal tax returns for newcomers, small-business bookkeeping and benefits applications.',
    hours: 'office',
  },
  {
    kind: 'Tutoring Centre',
    categories: ['education'],
    keywords: 'tutoring math english french homework',
    description: 'After-school tutoring in math, English and French for all grades.',
    hours: 'weekend',
  },
  {
    kind: 'Language School',
    categories: ['education', 'translation'],
    keywords: 'english classes french classes ielts',
    description: 'English and French classes for adults, IELTS and CELPIP preparation.',
    hours: 'weekend',
  },
  {
    kind: 'Hair Salon',
    categories: ['beauty'],
    keywords: 'haircut salon colour braids',
    description: 'Cuts, colour and braiding for all hair types.',
    hours: 'weekend',
  },
  {
    kind: 'Barbershop',
    categories: ['beauty'],
    keywords: 'barber haircut beard fade',
    description: 'Walk-in haircuts, fades and beard trims.',
    hours: 'weekend',
  },
  {
    kind: 'Thrift Store',
    categories: ['retail'],
    keywords: 'second hand furniture clothing winter coats',
    description: 'Affordable second-hand clothing, winter coats and furniture for new homes.',
    hours: 'shop',
  },
  {
    kind: 'Translation Services',
    categories: ['translation', 'legal'],
    keywords: 'certified translation interpreter documents',
    description: 'Certified translation of documents and interpreters for appointments.',
    hours: 'office',
  },
  {
    kind: 'Daycare',
    categories: ['childcare', 'education'],
    keywords: 'daycare early learning preschool',
    description: 'Licensed early learning centre with spaces for infants and preschoolers.',
    hours: 'office',
  },
  {
    kind: 'Phone & Computer Repair',
    categories: ['retail', 'home'],
    keywords: 'phone repair computer screen sim card',
    description: 'Phone and laptop repairs, unlocked phones and help choosing a mobile plan.',
    hours: 'shop',
  },
];

export const NAME_PARTS = [
  'Harbourview',
  'Island',
  'Maple',
  'North Star',
  'Lighthouse',
  'Red Sands',
  'Atlantic',
  'Bluenose',
  'Seaside',
  'Evergreen',
  'Cedar',
  'Tidewater',
  'Bayside',
  'Coastal',
  'Hillcrest',
  'Sunrise',
  'Anchor',
  'Driftwood',
  'Greenfield',
  'Riverside',
  'Oakwood',
  'Kindred',
  'Welcome',
  'Compass',
];

export const STREETS: Record<string, string[]> = {
  Charlottetown: [
    'Queen Street',
    'Grafton Street',
    'University Avenue',
    'Kent Street',
    'Water Street',
    'Allen Street',
  ],
  Summerside: ['Water Street', 'Granville Street', 'Central Street', 'Notre Dame Street'],
  Stratford: ['Stratford Road', 'Kinlock Road', 'Bunbury Road'],
  Cornwall: ['Trans-Canada Highway', 'Meadowbank Road', 'Lowther Drive'],
  'Rural Municipality of North Shore': ['Route 6', 'Route 25', 'Covehead Road'],
  Halifax: [
    'Spring Garden Road',
    'Barrington Street',
    'Quinpool Road',
    'Gottingen Street',
    'Robie Street',
    'Agricola Street',
  ],
  Moncton: ['Main Street', 'Mountain Road', 'St. George Street', 'Elmwood Drive', 'Killam Drive'],
  "St. John's": ['Water Street', 'Duckworth Street', 'Topsail Road', 'Kenmount Road', 'Elizabeth Avenue'],
};

export const POSTAL_PREFIX: Record<string, string> = {
  Charlottetown: 'C1A',
  Summerside: 'C1N',
  Stratford: 'C1B',
  Cornwall: 'C0A',
  'Rural Municipality of North Shore': 'C0A',
  Halifax: 'B3H',
  Moncton: 'E1C',
  "St. John's": 'A1C',
};

export const PROVINCE_OF_CITY: Record<string, string> = {
  Charlottetown: 'PE',
  Summerside: 'PE',
  Stratford: 'PE',
  Cornwall: 'PE',
  'Rural Municipality of North Shore': 'PE',
  Halifax: 'NS',
  Moncton: 'NB',
  "St. John's": 'NL',
};

export const AREA_CODE: Record<string, string> = { PE: '902', NS: '902', NB: '506', NL: '709' };

export const JOB_TITLES: {
  title: string;
  wage: [number, number];
  education: string;
  skills: string;
  description: string;
  companies: string[];
}[] = [
  {
    title: 'Line Cook',
    wage: [16, 19],
    education: 'No formal education required',
    skills: 'Food safety, teamwork, working quickly',
    description: 'Prepare meals in a busy kitchen and keep your station clean and safe.',
    companies: ['Harbourview Bistro', 'Red Sands Grill', 'Bluenose Kitchen'],
  },
  {
    title: 'Cashier',
    wage: [15.5, 17],
    education: 'High school diploma',
    skills: 'Customer service, cash handling',
    description: 'Welcome customers, handle payments and keep the front of the store tidy.',
    companies: ['Island Fresh Market', 'Maple Grocery', 'Atlantic Superstore'],
  },
  {
    title: 'Personal Support Worker',
    wage: [19, 23],
    education: 'PSW or CCA certificate',
    skills: 'Compassion, first aid, reliability',
    description: 'Support seniors with daily living in their homes and in long-term care.',
    companies: ['Seaside Home Care', 'Evergreen Manor', 'Kindred Care'],
  },
  {
    title: 'Warehouse Associate',
    wage: [17, 20],
    education: 'High school diploma',
    skills: 'Lifting, forklift an asset, attention to detail',
    description: 'Pick, pack and ship orders; forklift training provided.',
    companies: ['Coastal Logistics', 'Tidewater Distribution', 'Anchor Freight'],
  },
  {
    title: 'Fish Plant Worker',
    wage: [16.5, 19],
    education: 'No formal education required',
    skills: 'Stamina, hygiene, teamwork',
    description: 'Process seafood on a production line; seasonal and year-round shifts.',
    companies: ['North Shore Seafoods', 'Atlantic Catch', 'Bayside Fisheries'],
  },
  {
    title: 'Early Childhood Educator',
    wage: [20, 25],
    education: 'ECE diploma',
    skills: 'Play-based learning, patience, first aid',
    description: 'Plan activities and care for children in a licensed early learning centre.',
    companies: ['Little Lighthouse Daycare', 'Sunrise Early Learning', 'Maple Kids Centre'],
  },
  {
    title: 'Software Developer',
    wage: [32, 48],
    education: 'Degree or diploma in computer science',
    skills: 'TypeScript, SQL, teamwork',
    description: 'Build and maintain web applications with a friendly product team.',
    companies: ['Compass Digital', 'North Star Software', 'Harbour Tech'],
  },
  {
    title: 'Registered Nurse',
    wage: [38, 50],
    education: 'Nursing degree and provincial registration',
    skills: 'Patient care, assessment, communication',
    description: 'Provide nursing care in a hospital or community setting; signing bonus available.',
    companies: ['Health PEI', 'Nova Scotia Health', 'Horizon Health Network'],
  },
  {
    title: 'Truck Driver (Class 1)',
    wage: [25, 32],
    education: 'Class 1 licence',
    skills: 'Clean driving record, logbooks',
    description: 'Regional and long-haul routes across the Maritimes.',
    companies: ['Atlantic Haulage', 'Coastal Logistics', 'Island Transport'],
  },
  {
    title: 'Customer Service Representative',
    wage: [17, 21],
    education: 'High school diploma',
    skills: 'Bilingual an asset, listening, computers',
    description: 'Answer customer calls and chats; full training, bilingual candidates welcome.',
    companies: ['Bluenose Contact Centre', 'Maritime Connect', 'Greenfield Insurance'],
  },
  {
    title: 'Housekeeper',
    wage: [15.5, 17.5],
    education: 'No formal education required',
    skills: 'Attention to detail, reliability',
    description: 'Clean guest rooms and common areas in a busy hotel.',
    companies: ['Harbourfront Hotel', 'Seaside Inn', 'Lighthouse Suites'],
  },
  {
    title: 'Carpenter',
    wage: [24, 32],
    education: 'Red Seal an asset',
    skills: 'Framing, finishing, reading plans',
    description: 'Build new homes and renovations; apprentices welcome.',
    companies: ['Cedar Homes', 'Oakwood Construction', 'Driftwood Builders'],
  },
  {
    title: 'Bookkeeper',
    wage: [21, 27],
    education: 'Accounting diploma',
    skills: 'QuickBooks, payroll, Excel',
    description: 'Keep the books, run payroll and prepare monthly reports.',
    companies: ['Riverside Accounting', 'Atlantic Tax Services', 'Compass Financial'],
  },
  {
    title: 'Dishwasher',
    wage: [15.5, 16.5],
    education: 'No formal education required',
    skills: 'Teamwork, working quickly',
    description: 'Keep the kitchen running: dishes, prep help and cleaning.',
    companies: ['Harbourview Bistro', 'Red Sands Grill', 'Seaside Inn'],
  },
  {
    title: 'Settlement Worker',
    wage: [22, 27],
    education: 'Degree in social work or related field',
    skills: 'Languages, empathy, case management',
    description: 'Help newcomer families settle: housing, school registration and appointments.',
    companies: ['Welcome Centre Atlantic', 'Newcomer Connections', 'Kindred Settlement Services'],
  },
];

/** Ends a demo business's description ("… Proudly serving Halifax."). */
export const PROUDLY_SERVING = 'Proudly serving {city}.';
/** Ends a demo job's description. */
export const HIRING_IN = '{company} is hiring in {city}.';

/** `{name}` placeholders of a template filled from `values` (an unknown one stays). */
export const fillTemplate = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);

export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Seasonal', 'Contract', 'Casual'];
export const JOB_LOCATIONS = ['On site', 'On site', 'On site', 'Hybrid', 'Remote'];
export const LANGUAGES = [
  'English',
  'English',
  'English and French',
  'English; Arabic an asset',
  'English; French an asset',
];
export const HOW_TO_APPLY = [
  'Send your résumé by e-mail to the hiring manager.',
  'Apply in person with your résumé, Monday to Friday.',
  'Apply online on our website; we reply to every applicant.',
  'Call us to book a short interview.',
];

export const ORGANIZATIONS: {
  name: string;
  categories: VolunteerCategorySlug[];
  description: string;
  needs: string;
  mission: string;
}[] = [
  {
    name: 'Newcomer Welcome Circle',
    categories: ['newcomers'],
    description: 'Volunteers meet newcomer families, show them around town and help with first appointments.',
    needs: 'Friendly people to be conversation partners and drivers to appointments.',
    mission: 'No one should feel alone in a new home.',
  },
  {
    name: 'Community Food Bank',
    categories: ['food-security'],
    description: 'A food bank serving families and individuals every week.',
    needs: 'Help sorting donations and packing hampers on weekday mornings.',
    mission: 'Good food for everyone in our community.',
  },
  {
    name: 'Big Brothers Big Sisters',
    categories: ['youth'],
    description: 'Mentoring that changes the lives of young people.',
    needs: 'Mentors who can give one hour a week for a year.',
    mission: 'Every young person deserves a mentor.',
  },
  {
    name: 'Seniors Friendly Visiting',
    categories: ['seniors', 'health-care'],
    description: 'Volunteers visit isolated seniors at home and in care.',
    needs: 'Weekly visitors, especially those who speak a second language.',
    mission: 'Kindness and company for older neighbours.',
  },
  {
    name: 'Shoreline Cleanup Crew',
    categories: ['environment'],
    description: 'Monthly beach and shoreline cleanups along the coast.',
    needs: 'Anyone who can spend a Saturday morning outdoors.',
    mission: 'Clean shores for people and wildlife.',
  },
  {
    name: 'Community Arts Collective',
    categories: ['arts', 'youth'],
    description: 'Free art workshops and a yearly multicultural festival.',
    needs: 'Helpers for workshops and festival set-up.',
    mission: 'Art brings people together.',
  },
  {
    name: 'Youth Soccer League',
    categories: ['sports', 'youth'],
    description: 'Recreational soccer for children aged 5 to 16.',
    needs: 'Coaches, referees and field helpers for the summer season.',
    mission: 'Sport for every child, whatever their background.',
  },
  {
    name: 'Hospital Auxiliary',
    categories: ['health-care'],
    description: 'Volunteers help visitors find their way and run the gift shop.',
    needs: 'Greeters and gift shop helpers, day and evening shifts.',
    mission: 'A warm welcome for patients and families.',
  },
  {
    name: 'Humane Society',
    categories: ['animals'],
    description: 'Shelter care and adoptions for cats and dogs.',
    needs: 'Dog walkers, cat cuddlers and foster homes.',
    mission: 'A loving home for every animal.',
  },
  {
    name: 'Adult Literacy Council',
    categories: ['literacy', 'newcomers'],
    description: 'One-to-one tutoring in reading, writing and English conversation.',
    needs: 'Tutors for evening sessions; training provided.',
    mission: 'Reading opens doors.',
  },
  {
    name: 'Community Garden Network',
    categories: ['environment', 'food-security'],
    description: 'Shared garden plots and growing workshops.',
    needs: 'Gardeners to help with planting, watering and harvest days.',
    mission: 'Grow food, grow community.',
  },
  {
    name: 'Multicultural Association',
    categories: ['newcomers', 'arts'],
    description: 'Cultural events, interpretation and support for newcomers.',
    needs: 'Interpreters, event helpers and people to welcome at the airport.',
    mission: 'Celebrate every culture that calls this place home.',
  },
  {
    name: 'Meals on Wheels',
    categories: ['seniors', 'food-security'],
    description: 'Hot meals delivered to seniors and people recovering at home.',
    needs: 'Drivers with a car for a two-hour lunchtime route.',
    mission: 'A hot meal and a friendly face at the door.',
  },
  {
    name: 'Homework Club',
    categories: ['youth', 'literacy'],
    description: 'After-school homework help at the public library.',
    needs: 'Volunteers strong in math or English, weekday afternoons.',
    mission: 'Every student can succeed with a little help.',
  },
];

export const ORG_PREFIXES: Record<string, string> = {
  Charlottetown: 'Charlottetown',
  Summerside: 'Summerside',
  Stratford: 'Stratford',
  Cornwall: 'Cornwall',
  'Rural Municipality of North Shore': 'North Shore',
  Halifax: 'Halifax',
  Moncton: 'Greater Moncton',
  "St. John's": "St. John's",
};

export const NOTES = [
  'A police record check is needed for some roles.',
  'Training is provided; no experience needed.',
  'Newcomers are warmly welcome — volunteering is a great way to meet people.',
  'Volunteer hours can be signed for school and job references.',
];
