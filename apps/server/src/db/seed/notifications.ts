import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { cities, notifications, provinces, users } from '../schema/index.js';
import { DEMO_USER } from './users.js';

interface NoticeSeed {
  key: string;
  /** province code; `city` null: the whole province */
  province: string;
  city: string | null;
  type: string;
  gov?: boolean;
  title: string;
  message: string;
  link?: string;
  /** how long ago it was last updated, in minutes (kept relative to each start) */
  ago: number;
  /** addressed to the demo user only */
  personal?: boolean;
}

const H = 60;
const D = 24 * H;

export const NOTICES: NoticeSeed[] = [
  // Prince Edward Island, province-wide
  {
    key: 'pe-storm-warning',
    province: 'PE',
    city: null,
    type: 'weather',
    gov: true,
    ago: 3 * H,
    title: 'Winter storm warning for Prince Edward Island',
    message:
      'Environment Canada has issued a winter storm warning for all of PEI from this evening until tomorrow afternoon. Expect 20 to 30 cm of snow and strong winds. Avoid travel if you can, charge your phone and keep a flashlight close by.',
    link: 'https://weather.gc.ca/warnings/index_e.html?prov=pe',
  },
  {
    key: 'pe-vaccine-clinics',
    province: 'PE',
    city: null,
    type: 'health',
    ago: 2 * D,
    title: 'Flu and COVID-19 vaccine clinics are open',
    message:
      'Health PEI is offering free flu and COVID-19 vaccines at clinics across the Island. Everyone aged 6 months and older can book. You do not need a PEI health card to get vaccinated. Bring photo ID if you have it. Pharmacies also give vaccines for free.',
    link: 'https://www.princeedwardisland.ca/en/topic/vaccinations',
  },
  {
    key: 'pe-health-card',
    province: 'PE',
    city: null,
    type: 'newcomer',
    ago: 9 * D,
    title: 'Apply for your PEI health card',
    message:
      'New to the Island? Apply for your PEI health card as soon as you arrive. Coverage for permanent residents starts the day you become a resident. Bring your immigration documents and proof of address to any Access PEI location.',
  },
  // Charlottetown
  {
    key: 'ch-grafton-closure',
    province: 'PE',
    city: 'Charlottetown',
    type: 'road',
    ago: 5 * H,
    title: 'Road closure: Grafton Street between Queen and Prince',
    message:
      'Grafton Street will be closed to traffic between Queen Street and Prince Street from 7 am to 6 pm for water line repairs. Please follow the detour signs. Sidewalks stay open for people walking.',
  },
  {
    key: 'ch-parking-ban',
    province: 'PE',
    city: 'Charlottetown',
    type: 'road',
    gov: true,
    ago: 1 * D,
    title: 'Overnight parking ban for snow clearing',
    message:
      'The City of Charlottetown winter parking ban is in effect from midnight to 7 am. Vehicles parked on city streets during the ban may be ticketed and towed so snow plows can clear the roads. Use off-street parking until the ban is lifted.',
    link: 'https://www.charlottetown.ca',
  },
  {
    key: 'ch-library-conversation',
    province: 'PE',
    city: 'Charlottetown',
    type: 'library',
    ago: 3 * D,
    title: 'English conversation circle at the library',
    message:
      'Practise your English in a relaxed group at the Confederation Centre Public Library every Tuesday evening. All levels are welcome, it is free and you do not need to register. Tea and coffee are provided.',
  },
  {
    key: 'ch-newcomer-session',
    province: 'PE',
    city: 'Charlottetown',
    type: 'newcomer',
    ago: 6 * D,
    title: 'Newcomer info session: renting your first home',
    message:
      'Learn about leases, deposits and your rights as a tenant in PEI. The session is free and interpreters can be arranged if you ask in advance. Bring your questions about heating costs, utilities and what to do if something breaks.',
  },
  {
    key: 'ch-transit-detour',
    province: 'PE',
    city: 'Charlottetown',
    type: 'road',
    ago: 8 * D,
    title: 'T3 bus route detour this week',
    message:
      'T3 buses will not stop on University Avenue between Belvedere Avenue and Allen Street this week. Temporary stops are on Mount Edward Road.',
  },
  {
    key: 'ch-recycling',
    province: 'PE',
    city: 'Charlottetown',
    type: 'community',
    ago: 11 * D,
    title: 'Holiday change to waste collection',
    message:
      'Green, blue and black cart collection moves one day later during the holiday week. Put your carts out by 6 am on your new day.',
  },
  {
    key: 'ch-public-skate',
    province: 'PE',
    city: 'Charlottetown',
    type: 'community',
    ago: 14 * D,
    title: 'Free public skating at Simmons Arena',
    message:
      'Free public skating is on every Sunday afternoon. Skates and helmets can be borrowed at the desk while supplies last. Helmets are recommended for everyone.',
  },
  {
    key: 'ch-tax-clinic',
    province: 'PE',
    city: 'Charlottetown',
    type: 'newcomer',
    ago: 20 * D,
    title: 'Free tax clinic for newcomers',
    message:
      'Volunteers can help you file your income tax return for free if your income is modest. Filing lets you receive benefits such as the GST/HST credit and the Canada Child Benefit, even if you had no income.',
  },
  {
    key: 'ch-water-flushing',
    province: 'PE',
    city: 'Charlottetown',
    type: 'community',
    ago: 35 * D,
    title: 'Water main flushing in East Royalty',
    message:
      'Crews are flushing water mains in East Royalty overnight. Your water may look cloudy for a short time; let the cold tap run until it is clear.',
  },
  {
    key: 'ch-job-fair',
    province: 'PE',
    city: 'Charlottetown',
    type: 'newcomer',
    ago: 70 * D,
    title: 'Job fair at Holland College',
    message:
      'More than 40 Island employers will be hiring at the spring job fair. Bring copies of your resume. Newcomer employment counsellors will be there to help.',
  },
  {
    key: 'ch-welcome-personal',
    province: 'PE',
    city: 'Charlottetown',
    type: 'personal',
    personal: true,
    ago: 40,
    title: 'Welcome to Harbour!',
    message:
      'Thank you for joining Harbour. Complete your profile so we can show you notices, events and services for your community.',
  },
  // Stratford, Cornwall, Summerside, North Shore
  {
    key: 'st-kinlock-paving',
    province: 'PE',
    city: 'Stratford',
    type: 'road',
    ago: 7 * H,
    title: 'Paving on Kinlock Road',
    message:
      'Kinlock Road will have one lane open with flaggers from 8 am to 5 pm while paving is finished. Expect short delays.',
  },
  {
    key: 'st-library-storytime',
    province: 'PE',
    city: 'Stratford',
    type: 'library',
    ago: 4 * D,
    title: 'Family storytime at the Stratford library',
    message:
      'Stories, songs and crafts for children up to 6 and their families, every Saturday morning at the Stratford Public Library. Free, no registration.',
  },
  {
    key: 'co-snow-ban',
    province: 'PE',
    city: 'Cornwall',
    type: 'road',
    gov: true,
    ago: 20 * H,
    title: 'Cornwall: no street parking during snow clearing',
    message:
      "Please keep vehicles off town streets overnight while crews clear snow. Cars in the way may be towed at the owner's cost.",
  },
  {
    key: 'co-rec-programs',
    province: 'PE',
    city: 'Cornwall',
    type: 'community',
    ago: 5 * D,
    title: 'Winter recreation programs open for sign-up',
    message:
      'Registration is open for youth basketball, adult yoga and family swim times. Fee help is available for families who need it.',
  },
  {
    key: 'su-water-street',
    province: 'PE',
    city: 'Summerside',
    type: 'road',
    ago: 9 * H,
    title: 'Water Street closed for sewer work',
    message:
      'Water Street is closed between Central Street and Summer Street for sewer work. Local traffic only.',
  },
  {
    key: 'su-newcomer-session',
    province: 'PE',
    city: 'Summerside',
    type: 'newcomer',
    ago: 2 * D,
    title: 'Newcomer info session at Credit Union Place',
    message:
      'Meet settlement workers, ask about schools, driving licences and jobs, and connect with other newcomers in Summerside. Children are welcome.',
  },
  {
    key: 'ns-shore-library',
    province: 'PE',
    city: 'Rural Municipality of North Shore',
    type: 'library',
    ago: 6 * D,
    title: 'Book van stops at the North Shore Community Centre',
    message:
      'The library book van visits the North Shore Community Centre every second Wednesday afternoon. Borrow books and get a free library card.',
  },
  // Nova Scotia
  {
    key: 'nsw-burn-restrictions',
    province: 'NS',
    city: null,
    type: 'weather',
    gov: true,
    ago: 10 * H,
    title: 'Burn restrictions across Nova Scotia',
    message:
      'Dry conditions mean no open fires are allowed anywhere in the province between 8 am and 7 pm. Check the burn map before lighting any fire.',
    link: 'https://novascotia.ca/burnsafe/',
  },
  {
    key: 'hx-parking-ban',
    province: 'NS',
    city: 'Halifax',
    type: 'road',
    gov: true,
    ago: 14 * H,
    title: 'Halifax overnight winter parking ban',
    message:
      'The overnight winter parking ban is in effect from 1 am to 6 am in Zone 1 (central) and Zone 2 (non-central). Vehicles on the street may be ticketed and towed so crews can clear snow.',
    link: 'https://www.halifax.ca',
  },
  {
    key: 'hx-bridge-lane',
    province: 'NS',
    city: 'Halifax',
    type: 'road',
    ago: 2 * D,
    title: 'Macdonald Bridge: one lane closed at night',
    message:
      'One lane of the Macdonald Bridge will be closed from 9 pm to 5 am for maintenance. The bike and walking lane stays open.',
  },
  {
    key: 'hx-library-newcomers',
    province: 'NS',
    city: 'Halifax',
    type: 'library',
    ago: 4 * D,
    title: 'Newcomer programs at Halifax Central Library',
    message:
      'Halifax Public Libraries offer English conversation groups, job search help and free computer classes for newcomers. Ask at any desk for a free library card, which also gives free museum passes.',
  },
  {
    key: 'hx-vaccine-clinic',
    province: 'NS',
    city: 'Halifax',
    type: 'health',
    ago: 7 * D,
    title: 'Walk-in vaccine clinic this weekend',
    message:
      'A free walk-in clinic for flu and COVID-19 vaccines runs Saturday and Sunday. No health card needed.',
  },
  // New Brunswick
  {
    key: 'nb-vaccine-clinics',
    province: 'NB',
    city: null,
    type: 'health',
    ago: 3 * D,
    title: 'Free flu vaccines for everyone in New Brunswick',
    message:
      'Flu vaccines are free at pharmacies and public health clinics across New Brunswick. Book online or by phone.',
  },
  {
    key: 'mo-parking-ban',
    province: 'NB',
    city: 'Moncton',
    type: 'road',
    gov: true,
    ago: 18 * H,
    title: 'Moncton overnight parking ban',
    message:
      'Street parking is not allowed from midnight to 7 am while the winter parking ban is in effect. Plows need the space to clear streets.',
  },
  {
    key: 'mo-main-closure',
    province: 'NB',
    city: 'Moncton',
    type: 'road',
    ago: 2 * D,
    title: 'Main Street closed for the winter festival',
    message:
      'Main Street between Botsford and Lutz will be closed to cars on Saturday from 10 am to 10 pm. Buses will use Assomption Boulevard.',
  },
  {
    key: 'mo-library-cafe',
    province: 'NB',
    city: 'Moncton',
    type: 'library',
    ago: 5 * D,
    title: 'Conversation café at Moncton Public Library',
    message: 'Practise English or French with friendly volunteers every Thursday evening. Free for everyone.',
  },
  {
    key: 'mo-newcomer-session',
    province: 'NB',
    city: 'Moncton',
    type: 'newcomer',
    ago: 10 * D,
    title: 'Newcomer session: your first winter in Moncton',
    message:
      'Learn how to dress for the cold, heat your home affordably and drive safely in snow. Free winter coats for families while supplies last.',
  },
  // Newfoundland and Labrador
  {
    key: 'nl-power-advisory',
    province: 'NL',
    city: null,
    type: 'weather',
    gov: true,
    ago: 6 * H,
    title: 'High wind and power outage advisory',
    message:
      'Wind gusts up to 120 km/h are expected on the Avalon Peninsula tonight. Power outages are possible: keep devices charged and have water and flashlights ready.',
  },
  {
    key: 'sj-snow-clearing',
    province: 'NL',
    city: "St. John's",
    type: 'road',
    gov: true,
    ago: 1 * D,
    title: "St. John's: no overnight street parking",
    message:
      'Overnight parking on city streets is not allowed from midnight to 7 am during the snow-clearing season. Vehicles may be towed.',
  },
  {
    key: 'sj-water-street',
    province: 'NL',
    city: "St. John's",
    type: 'road',
    ago: 3 * D,
    title: 'Water Street pedestrian detour',
    message:
      'Part of the Water Street sidewalk is closed near Prescott Street for building work. Please use the covered walkway across the street.',
  },
  {
    key: 'sj-library-storytime',
    province: 'NL',
    city: "St. John's",
    type: 'library',
    ago: 5 * D,
    title: 'Storytime at the A.C. Hunter Library',
    message:
      'Bring your little ones for songs and stories every Wednesday morning. Free, and all families are welcome.',
  },
  {
    key: 'sj-newcomer-info',
    province: 'NL',
    city: "St. John's",
    type: 'newcomer',
    ago: 8 * D,
    title: "Newcomer info session: finding work in St. John's",
    message:
      'Employment counsellors explain how to write a Canadian-style resume, get your credentials recognised and find job openings. Free, with childcare on site.',
  },
];

/**
 * Demo notices (SEED_DEMO), upserted by seed key so their times stay relative to each start. Runs
 * after the locations and users seeds; the personal notice goes to the demo user.
 */
export async function seedNotifications(db: Db, now = new Date()): Promise<void> {
  const provinceRows = await db.select({ id: provinces.id, code: provinces.code }).from(provinces);
  const cityRows = await db
    .select({ id: cities.id, name: cities.name, provinceId: cities.provinceId })
    .from(cities);
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} = ${DEMO_USER.email}`)
    .limit(1);
  const provinceId = new Map(provinceRows.map((p) => [p.code, p.id]));

  const rows = NOTICES.flatMap((n) => {
    const pid = provinceId.get(n.province);
    const cid = n.city === null ? null : cityRows.find((c) => c.provinceId === pid && c.name === n.city)?.id;
    if (pid === undefined || cid === undefined || (n.personal && !demo)) return [];
    return [
      {
        seedKey: `demo:${n.key}`,
        provinceId: pid,
        cityId: cid,
        userId: n.personal ? demo!.id : null,
        type: n.type,
        govAlert: n.gov ?? false,
        title: n.title,
        message: n.message,
        link: n.link ?? null,
        icon: n.type,
        updatedAt: new Date(now.getTime() - n.ago * 60_000),
      },
    ];
  });
  if (!rows.length) return;
  await db
    .insert(notifications)
    .values(rows)
    .onConflictDoUpdate({ target: notifications.seedKey, set: { updatedAt: sql`excluded.updated_at` } });
}
