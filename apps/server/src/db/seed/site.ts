import type { FeatureName } from '@harbour/shared';
import type { Db } from '../client.js';
import { appMeta, features, provinces, settings } from '../schema/index.js';

/** Which provinces (by code) each feature flag is on for; `all` lists every province, `[]` means everywhere. */
const FEATURES: { name: FeatureName; states: 'all' | string[] }[] = [
  { name: 'irsa', states: 'all' },
  { name: 'nuchat', states: [] },
  { name: 'medavie', states: ['NS', 'PE'] },
  { name: 'gov_pei', states: ['PE'] },
  { name: 'gov_stratford', states: ['PE'] },
  { name: 'gov_cornwall', states: ['PE'] },
  { name: 'upei', states: ['PE'] },
];

const SETTINGS = [
  {
    settingType: 'org_address',
    category: 'contact_us',
    value: 'Harbour Newcomer Hub, 100 Queen Street, Charlottetown, PE C1A 4B3',
  },
  { settingType: 'org_email', category: 'contact_us', value: 'hello@harbour.local' },
  /** sales tax on purchases, in percent (the listing and payment rules: 15 %); the payments module reads it */
  { settingType: 'tax_rate', category: 'payments', value: '15' },
];

/** Idempotent (natural keys: feature name, setting type + category, meta key); runs after the locations seed. */
export async function seedSite(db: Db): Promise<void> {
  const codes = [...new Set(FEATURES.flatMap((f) => (f.states === 'all' ? [] : f.states)))];
  const rows = await db.select({ id: provinces.id, code: provinces.code }).from(provinces);
  const idByCode = new Map(rows.map((r) => [r.code, r.id]));
  const allIds = rows.map((r) => r.id).sort((a, b) => a - b);
  if (codes.some((c) => !idByCode.has(c))) throw new Error('seedSite: run the locations seed first');

  await db
    .insert(features)
    .values(
      FEATURES.map((f) => ({
        name: f.name,
        enabled: true,
        states: f.states === 'all' ? allIds : f.states.map((c) => idByCode.get(c)!).sort((a, b) => a - b),
      })),
    )
    .onConflictDoNothing({ target: features.name });
  await db.insert(settings).values(SETTINGS).onConflictDoNothing();
  await db.insert(appMeta).values({ key: 'lang_version', value: '1' }).onConflictDoNothing();
}
