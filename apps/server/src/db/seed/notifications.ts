import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { cities, notifications, provinces, users } from '../schema/index.js';
import { englishDemoText } from './content-files/english-demo.js';
import { DEMO_USER } from './users.js';

interface NoticeSeed {
  key: string;
  /** province code; `city` null: the whole province */
  province: string;
  city: string | null;
  type: string;
  gov?: boolean;
  link?: string;
  /** how long ago it was last updated, in minutes (kept relative to each start) */
  ago: number;
  /** addressed to the demo user only */
  personal?: boolean;
}

const H = 60;
const D = 24 * H;

/** The demo notices; their texts are in content/<lang>/demo.json. */
const NOTICE_SEEDS: NoticeSeed[] = [
  // Prince Edward Island, province-wide
  {
    key: 'pe-storm-warning',
    province: 'PE',
    city: null,
    type: 'weather',
    gov: true,
    ago: 3 * H,
    link: 'https://weather.gc.ca/warnings/index_e.html?prov=pe',
  },
  {
    key: 'pe-vaccine-clinics',
    province: 'PE',
    city: null,
    type: 'health',
    ago: 2 * D,
    link: 'https://www.princeedwardisland.ca/en/topic/vaccinations',
  },
  {
    key: 'pe-health-card',
    province: 'PE',
    city: null,
    type: 'newcomer',
    ago: 9 * D,
  },
  // Charlottetown
  {
    key: 'ch-grafton-closure',
    province: 'PE',
    city: 'Charlottetown',
    type: 'road',
    ago: 5 * H,
  },
  {
    key: 'ch-parking-ban',
    province: 'PE',
    city: 'Charlottetown',
    type: 'road',
    gov: true,
    ago: 1 * D,
    link: 'https://www.charlottetown.ca',
  },
  {
    key: 'ch-library-conversation',
    province: 'PE',
    city: 'Charlottetown',
    type: 'library',
    ago: 3 * D,
  },
  {
    key: 'ch-newcomer-session',
    province: 'PE',
    city: 'Charlottetown',
    type: 'newcomer',
    ago: 6 * D,
  },
  {
    key: 'ch-transit-detour',
    province: 'PE',
    city: 'Charlottetown',
    type: 'road',
    ago: 8 * D,
  },
  {
    key: 'ch-recycling',
    province: 'PE',
    city: 'Charlottetown',
    type: 'community',
    ago: 11 * D,
  },
  {
    key: 'ch-public-skate',
    province: 'PE',
    city: 'Charlottetown',
    type: 'community',
    ago: 14 * D,
  },
  {
    key: 'ch-tax-clinic',
    province: 'PE',
    city: 'Charlottetown',
    type: 'newcomer',
    ago: 20 * D,
  },
  {
    key: 'ch-water-flushing',
    province: 'PE',
    city: 'Charlottetown',
    type: 'community',
    ago: 35 * D,
  },
  {
    key: 'ch-job-fair',
    province: 'PE',
    city: 'Charlottetown',
    type: 'newcomer',
    ago: 70 * D,
  },
  {
    key: 'ch-welcome-personal',
    province: 'PE',
    city: 'Charlottetown',
    type: 'personal',
    personal: true,
    ago: 40,
  },
  // Stratford, Cornwall, Summerside, North Shore
  {
    key: 'st-kinlock-paving',
    province: 'PE',
    city: 'Stratford',
    type: 'road',
    ago: 7 * H,
  },
  {
    key: 'st-library-storytime',
    province: 'PE',
    city: 'Stratford',
    type: 'library',
    ago: 4 * D,
  },
  {
    key: 'co-snow-ban',
    province: 'PE',
    city: 'Cornwall',
    type: 'road',
    gov: true,
    ago: 20 * H,
  },
  {
    key: 'co-rec-programs',
    province: 'PE',
    city: 'Cornwall',
    type: 'community',
    ago: 5 * D,
  },
  {
    key: 'su-water-street',
    province: 'PE',
    city: 'Summerside',
    type: 'road',
    ago: 9 * H,
  },
  {
    key: 'su-newcomer-session',
    province: 'PE',
    city: 'Summerside',
    type: 'newcomer',
    ago: 2 * D,
  },
  {
    key: 'ns-shore-library',
    province: 'PE',
    city: 'Rural Municipality of North Shore',
    type: 'library',
    ago: 6 * D,
  },
  // Nova Scotia
  {
    key: 'nsw-burn-restrictions',
    province: 'NS',
    city: null,
    type: 'weather',
    gov: true,
    ago: 10 * H,
    link: 'https://novascotia.ca/burnsafe/',
  },
  {
    key: 'hx-parking-ban',
    province: 'NS',
    city: 'Halifax',
    type: 'road',
    gov: true,
    ago: 14 * H,
    link: 'https://www.halifax.ca',
  },
  {
    key: 'hx-bridge-lane',
    province: 'NS',
    city: 'Halifax',
    type: 'road',
    ago: 2 * D,
  },
  {
    key: 'hx-library-newcomers',
    province: 'NS',
    city: 'Halifax',
    type: 'library',
    ago: 4 * D,
  },
  {
    key: 'hx-vaccine-clinic',
    province: 'NS',
    city: 'Halifax',
    type: 'health',
    ago: 7 * D,
  },
  // New Brunswick
  {
    key: 'nb-vaccine-clinics',
    province: 'NB',
    city: null,
    type: 'health',
    ago: 3 * D,
  },
  {
    key: 'mo-parking-ban',
    province: 'NB',
    city: 'Moncton',
    type: 'road',
    gov: true,
    ago: 18 * H,
  },
  {
    key: 'mo-main-closure',
    province: 'NB',
    city: 'Moncton',
    type: 'road',
    ago: 2 * D,
  },
  {
    key: 'mo-library-cafe',
    province: 'NB',
    city: 'Moncton',
    type: 'library',
    ago: 5 * D,
  },
  {
    key: 'mo-newcomer-session',
    province: 'NB',
    city: 'Moncton',
    type: 'newcomer',
    ago: 10 * D,
  },
  // Newfoundland and Labrador
  {
    key: 'nl-power-advisory',
    province: 'NL',
    city: null,
    type: 'weather',
    gov: true,
    ago: 6 * H,
  },
  {
    key: 'sj-snow-clearing',
    province: 'NL',
    city: "St. John's",
    type: 'road',
    gov: true,
    ago: 1 * D,
  },
  {
    key: 'sj-water-street',
    province: 'NL',
    city: "St. John's",
    type: 'road',
    ago: 3 * D,
  },
  {
    key: 'sj-library-storytime',
    province: 'NL',
    city: "St. John's",
    type: 'library',
    ago: 5 * D,
  },
  {
    key: 'sj-newcomer-info',
    province: 'NL',
    city: "St. John's",
    type: 'newcomer',
    ago: 8 * D,
  },
];

export const NOTICES = NOTICE_SEEDS.map((n) => ({
  ...n,
  title: englishDemoText('notification', n.key, 'title'),
  message: englishDemoText('notification', n.key, 'message'),
}));

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
