import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { cities, eventCities, events, provinces } from '../schema/index.js';
import { englishDemoText } from './content-files/english-demo.js';

interface Venue {
  venue: string;
  address: string;
  lat: number;
  lon: number;
}

const V = {
  confed: {
    venue: 'Confederation Centre of the Arts',
    address: '145 Richmond Street, Charlottetown, PE C1A 1J1',
    lat: 46.2346,
    lon: -63.1286,
  },
  chLibrary: {
    venue: 'Confederation Centre Public Library',
    address: '145 Richmond Street, Charlottetown, PE C1A 1J1',
    lat: 46.2349,
    lon: -63.1282,
  },
  chMarket: {
    venue: "Charlottetown Farmers' Market",
    address: '100 Belvedere Avenue, Charlottetown, PE C1A 7N8',
    lat: 46.2563,
    lon: -63.1376,
  },
  victoriaPark: {
    venue: 'Victoria Park',
    address: 'Victoria Park Roadway, Charlottetown, PE',
    lat: 46.2296,
    lon: -63.1374,
  },
  holland: {
    venue: 'Holland College, Prince of Wales Campus',
    address: '140 Weymouth Street, Charlottetown, PE C1A 4Z1',
    lat: 46.2389,
    lon: -63.1256,
  },
  stratfordHall: {
    venue: 'Stratford Town Centre',
    address: '234 Shakespeare Drive, Stratford, PE C1B 2V8',
    lat: 46.2178,
    lon: -63.0905,
  },
  cornwallCentre: {
    venue: 'Cornwall Civic Centre',
    address: '39 Lowther Drive, Cornwall, PE C0A 1H0',
    lat: 46.2272,
    lon: -63.2189,
  },
  cup: {
    venue: 'Credit Union Place',
    address: '511 Notre Dame Street, Summerside, PE C1N 1T2',
    lat: 46.3985,
    lon: -63.7772,
  },
  suLibrary: {
    venue: 'Summerside Rotary Library',
    address: '57 Central Street, Summerside, PE C1N 3K9',
    lat: 46.3951,
    lon: -63.7884,
  },
  northShore: {
    venue: 'North Shore Community Centre',
    address: '8 Bay Shore Drive, Grand Tracadie, PE C0A 1P0',
    lat: 46.4065,
    lon: -63.0468,
  },
  hxLibrary: {
    venue: 'Halifax Central Library',
    address: '5440 Spring Garden Road, Halifax, NS B3J 1E9',
    lat: 44.6431,
    lon: -63.5751,
  },
  seaport: {
    venue: "Halifax Seaport Farmers' Market",
    address: '961 Marginal Road, Halifax, NS B3H 4P7',
    lat: 44.6396,
    lon: -63.5661,
  },
  oval: {
    venue: 'Emera Oval',
    address: '5775 Cogswell Street, Halifax, NS B3J 1R1',
    lat: 44.6478,
    lon: -63.5806,
  },
  isans: {
    venue: 'ISANS Welcome Centre',
    address: '6960 Mumford Road, Halifax, NS B3L 4P1',
    lat: 44.6508,
    lon: -63.6169,
  },
  moLibrary: {
    venue: 'Moncton Public Library',
    address: '644 Main Street, Moncton, NB E1C 1E2',
    lat: 46.0893,
    lon: -64.7752,
  },
  avenir: {
    venue: 'Avenir Centre',
    address: '150 Canada Street, Moncton, NB E1C 0V2',
    lat: 46.0908,
    lon: -64.7822,
  },
  moMarket: {
    venue: 'Moncton Market',
    address: '120 Westmorland Street, Moncton, NB E1C 0S1',
    lat: 46.0899,
    lon: -64.7793,
  },
  rooms: {
    venue: 'The Rooms',
    address: "9 Bonaventure Avenue, St. John's, NL A1C 5P9",
    lat: 47.5676,
    lon: -52.7099,
  },
  acHunter: {
    venue: 'A.C. Hunter Library',
    address: "125 Allandale Road, St. John's, NL A1B 3A3",
    lat: 47.5789,
    lon: -52.7318,
  },
  sjMarket: {
    venue: "St. John's Farmers' Market",
    address: "245 Freshwater Road, St. John's, NL A1B 1B3",
    lat: 47.5602,
    lon: -52.7286,
  },
  bannerman: {
    venue: 'Bannerman Park',
    address: "Military Road, St. John's, NL",
    lat: 47.5663,
    lon: -52.7059,
  },
} satisfies Record<string, Venue>;

interface EventSeed {
  key: string;
  province: string;
  city: string | null;
  /** 0: this month, 1: next month */
  month: 0 | 1;
  /** day of the month (past the last day means the last day) */
  day: number;
  start: string;
  end?: string;
  at: Venue;
  host: string;
  ages: string;
  website?: string;
  phone?: string;
}

/** The demo events; their texts are in content/<lang>/demo.json. */
const EVENT_SEEDS: EventSeed[] = [
  {
    key: 'ch-welcome-night',
    province: 'PE',
    city: 'Charlottetown',
    month: 0,
    day: 4,
    start: '18:00',
    end: '20:00',
    at: V.confed,
    ages: 'Adults, Seniors, Families',
    host: 'PEI Association for Newcomers to Canada',
    website: 'https://www.peianc.com',
    phone: '902-628-6009',
  },
  {
    key: 'ch-conversation',
    province: 'PE',
    city: 'Charlottetown',
    month: 0,
    day: 9,
    start: '18:30',
    end: '20:00',
    at: V.chLibrary,
    ages: 'Teens, Adults, Seniors',
    host: 'Confederation Centre Public Library',
    phone: '902-368-4642',
  },
  {
    key: 'ch-market-tour',
    province: 'PE',
    city: 'Charlottetown',
    month: 0,
    day: 13,
    start: '09:30',
    end: '11:00',
    at: V.chMarket,
    ages: 'Families, Adults',
    host: "Charlottetown Farmers' Market Co-op",
    website: 'https://www.charlottetownfarmersmarket.com',
  },
  {
    key: 'ch-career-workshop',
    province: 'PE',
    city: 'Charlottetown',
    month: 0,
    day: 19,
    start: '13:00',
    end: '16:00',
    at: V.holland,
    ages: 'Adults',
    host: 'Holland College Career Services',
    phone: '902-629-4217',
  },
  {
    key: 'ch-winter-walk',
    province: 'PE',
    city: 'Charlottetown',
    month: 0,
    day: 24,
    start: '10:00',
    end: '11:30',
    at: V.victoriaPark,
    ages: 'Children, Families, Seniors',
    host: 'City of Charlottetown Recreation',
  },
  {
    key: 'ch-next-potluck',
    province: 'PE',
    city: 'Charlottetown',
    month: 1,
    day: 7,
    start: '17:30',
    end: '20:00',
    at: V.confed,
    ages: 'Children, Teens, Adults, Seniors',
    host: 'PEI Association for Newcomers to Canada',
    website: 'https://www.peianc.com',
    phone: '902-628-6009',
  },
  {
    key: 'ch-next-tax',
    province: 'PE',
    city: 'Charlottetown',
    month: 1,
    day: 16,
    start: '10:00',
    end: '15:00',
    at: V.chLibrary,
    ages: 'Adults, Seniors',
    host: 'Community Volunteer Income Tax Program',
  },
  {
    key: 'pe-welcome-day',
    province: 'PE',
    city: null,
    month: 1,
    day: 21,
    start: '11:00',
    end: '15:00',
    at: V.holland,
    ages: 'Children, Teens, Adults, Seniors',
    host: 'Government of Prince Edward Island, Office of Immigration',
    website: 'https://www.princeedwardisland.ca',
  },
  {
    key: 'st-storytime',
    province: 'PE',
    city: 'Stratford',
    month: 0,
    day: 11,
    start: '10:30',
    end: '11:15',
    at: V.stratfordHall,
    ages: 'Children, Families',
    host: 'Stratford Public Library',
  },
  {
    key: 'st-next-skate',
    province: 'PE',
    city: 'Stratford',
    month: 1,
    day: 9,
    start: '14:00',
    end: '15:30',
    at: V.stratfordHall,
    ages: 'Children, Teens, Adults',
    host: 'Town of Stratford Recreation',
  },
  {
    key: 'co-yoga',
    province: 'PE',
    city: 'Cornwall',
    month: 0,
    day: 15,
    start: '19:00',
    end: '20:00',
    at: V.cornwallCentre,
    ages: 'Adults, Seniors',
    host: 'Town of Cornwall',
  },
  {
    key: 'su-info-session',
    province: 'PE',
    city: 'Summerside',
    month: 0,
    day: 17,
    start: '18:00',
    end: '19:30',
    at: V.cup,
    ages: 'Adults, Families',
    host: 'PEI Association for Newcomers to Canada',
    phone: '902-628-6009',
  },
  {
    key: 'su-book-club',
    province: 'PE',
    city: 'Summerside',
    month: 1,
    day: 12,
    start: '19:00',
    end: '20:30',
    at: V.suLibrary,
    ages: 'Teens, Adults',
    host: 'Summerside Rotary Library',
  },
  {
    key: 'nsh-kitchen-party',
    province: 'PE',
    city: 'Rural Municipality of North Shore',
    month: 0,
    day: 22,
    start: '19:00',
    end: '22:00',
    at: V.northShore,
    ages: 'Children, Teens, Adults, Seniors',
    host: 'North Shore Community Centre',
  },
  {
    key: 'hx-conversation',
    province: 'NS',
    city: 'Halifax',
    month: 0,
    day: 6,
    start: '17:30',
    end: '19:00',
    at: V.hxLibrary,
    ages: 'Teens, Adults, Seniors',
    host: 'Halifax Public Libraries',
    website: 'https://www.halifaxpubliclibraries.ca',
    phone: '902-490-5700',
  },
  {
    key: 'hx-market',
    province: 'NS',
    city: 'Halifax',
    month: 0,
    day: 14,
    start: '10:00',
    end: '12:00',
    at: V.seaport,
    ages: 'Families, Adults',
    host: "Halifax Seaport Farmers' Market",
  },
  {
    key: 'hx-skate',
    province: 'NS',
    city: 'Halifax',
    month: 0,
    day: 20,
    start: '13:00',
    end: '15:00',
    at: V.oval,
    ages: 'Children, Teens, Adults',
    host: 'Halifax Regional Municipality',
  },
  {
    key: 'hx-next-employment',
    province: 'NS',
    city: 'Halifax',
    month: 1,
    day: 10,
    start: '09:30',
    end: '12:30',
    at: V.isans,
    ages: 'Adults',
    host: 'Immigrant Services Association of Nova Scotia',
    website: 'https://www.isans.ca',
    phone: '902-423-3607',
  },
  {
    key: 'mo-cafe',
    province: 'NB',
    city: 'Moncton',
    month: 0,
    day: 8,
    start: '18:00',
    end: '19:30',
    at: V.moLibrary,
    ages: 'Teens, Adults, Seniors',
    host: 'Moncton Public Library',
    phone: '506-869-6000',
  },
  {
    key: 'mo-market',
    province: 'NB',
    city: 'Moncton',
    month: 0,
    day: 16,
    start: '09:00',
    end: '11:00',
    at: V.moMarket,
    ages: 'Families, Adults',
    host: 'Magnetic North Newcomers Network',
  },
  {
    key: 'mo-next-game',
    province: 'NB',
    city: 'Moncton',
    month: 1,
    day: 14,
    start: '19:00',
    end: '21:30',
    at: V.avenir,
    ages: 'Children, Teens, Adults',
    host: 'Avenir Centre Community Program',
  },
  {
    key: 'sj-rooms',
    province: 'NL',
    city: "St. John's",
    month: 0,
    day: 10,
    start: '18:00',
    end: '21:00',
    at: V.rooms,
    ages: 'Children, Teens, Adults, Seniors',
    host: 'The Rooms',
    website: 'https://www.therooms.ca',
    phone: '709-757-8000',
  },
  {
    key: 'sj-storytime',
    province: 'NL',
    city: "St. John's",
    month: 0,
    day: 18,
    start: '10:30',
    end: '11:15',
    at: V.acHunter,
    ages: 'Children, Families',
    host: 'Newfoundland and Labrador Public Libraries',
  },
  {
    key: 'sj-market',
    province: 'NL',
    city: "St. John's",
    month: 0,
    day: 25,
    start: '10:00',
    end: '12:00',
    at: V.sjMarket,
    ages: 'Families, Adults',
    host: 'Association for New Canadians',
    website: 'https://www.anc-nf.ca',
  },
  {
    key: 'sj-next-sliding',
    province: 'NL',
    city: "St. John's",
    month: 1,
    day: 8,
    start: '13:00',
    end: '15:00',
    at: V.bannerman,
    ages: 'Children, Families',
    host: "City of St. John's",
  },
];

export const EVENTS = EVENT_SEEDS.map((e) => ({
  ...e,
  title: englishDemoText('event', e.key, 'title'),
  details: englishDemoText('event', e.key, 'details'),
}));

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of `day` in the month `monthOffset` after now's month (clamped to the month's last day). */
export function relativeEventDate(now: Date, monthOffset: number, day: number): string {
  const y = now.getFullYear();
  const m = now.getMonth() + monthOffset;
  const last = new Date(y, m + 1, 0).getDate();
  const d = new Date(y, m, Math.min(day, last));
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Demo events (SEED_DEMO) for this month and next, upserted by seed key so the dates move with the calendar. */
export async function seedEvents(db: Db, now = new Date()): Promise<void> {
  const provinceRows = await db.select({ id: provinces.id, code: provinces.code }).from(provinces);
  const cityRows = await db
    .select({ id: cities.id, name: cities.name, provinceId: cities.provinceId })
    .from(cities);
  const provinceId = new Map(provinceRows.map((p) => [p.code, p.id]));
  const rows = EVENTS.flatMap((e) => {
    const pid = provinceId.get(e.province);
    const cid = e.city === null ? null : cityRows.find((c) => c.provinceId === pid && c.name === e.city)?.id;
    if (pid === undefined || cid === undefined) return [];
    return [
      {
        seedKey: `demo:${e.key}`,
        provinceId: pid,
        cityId: cid,
        title: e.title,
        eventDate: relativeEventDate(now, e.month, e.day),
        startTime: e.start,
        endTime: e.end ?? null,
        venue: e.at.venue,
        address: e.at.address,
        lat: e.at.lat,
        lon: e.at.lon,
        ageGroup: e.ages,
        details: e.details,
        hostDetails: e.host,
        website: e.website ?? null,
        phoneNumber: e.phone ?? null,
      },
    ];
  });
  if (!rows.length) return;
  const inserted = await db
    .insert(events)
    .values(rows)
    .onConflictDoUpdate({ target: events.seedKey, set: { eventDate: sql`excluded.event_date` } })
    .returning({ id: events.id, cityId: events.cityId });
  const links = inserted.flatMap((e) => (e.cityId === null ? [] : [{ eventId: e.id, cityId: e.cityId }]));
  if (links.length) await db.insert(eventCities).values(links).onConflictDoNothing();
}
