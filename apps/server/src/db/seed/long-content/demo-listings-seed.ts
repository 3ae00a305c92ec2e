import {
  upsertChangedTranslations,
  type TranslationRow,
} from '../../../modules/translations/text-translations.repository.js';
import type { Db } from '../../client.js';
import { businesses, cities, jobs, volunteerOrganizations } from '../../schema/index.js';
import { JOB_TITLES } from '../directory-data.js';
import { SITE_TRANSLATIONS } from '../translations-data/index.js';
import type { TranslatedLang } from '../translations-data/types.js';
import { englishDemoListingTexts } from './demo-listings-english.js';
import type { DemoListingTexts } from './demo-listings-types.js';

type Field = { field: string; original: string | null; text: string | undefined };

/**
 * For one demo row and language: field → [original, translation]. A field whose original is not
 * the seed's text (an owner edited it) gets nothing.
 */
type Translate = (t: DemoListingTexts, cityName: string) => Field[];

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);

const EN = englishDemoListingTexts();
const companiesOf = new Map(JOB_TITLES.map((j) => [j.title, j.companies]));

function businessFields(row: {
  keywordsEn: string | null;
  businessDescriptionEn: string | null;
  city: string;
}) {
  const kind = Object.entries(EN.businesses).find(
    ([, k]) =>
      row.businessDescriptionEn === `${k.description} ${fill(EN.proudlyServing, { city: row.city })}`,
  )?.[0];
  if (!kind) return undefined;
  return ((t, cityName) => [
    {
      field: 'keywordsEn',
      original: row.keywordsEn,
      text: row.keywordsEn === EN.businesses[kind]!.keywords ? t.businesses[kind]?.keywords : undefined,
    },
    {
      field: 'businessDescriptionEn',
      original: row.businessDescriptionEn,
      text:
        t.businesses[kind] &&
        `${t.businesses[kind].description} ${fill(t.proudlyServing, { city: cityName })}`,
    },
  ]) satisfies Translate;
}

function jobFields(row: {
  jobTitle: string;
  jobDescription: string | null;
  skillRequired: string | null;
  educationQualification: string | null;
  howToApply: string | null;
  city: string;
}) {
  const en = EN.jobs[row.jobTitle];
  if (!en) return undefined;
  const company = companiesOf
    .get(row.jobTitle)
    ?.find(
      (c) => row.jobDescription === `${en.description} ${fill(EN.hiringIn, { company: c, city: row.city })}`,
    );
  const howTo = EN.howToApply.indexOf(row.howToApply ?? '');
  return ((t, cityName) => {
    const job = t.jobs[row.jobTitle];
    return [
      { field: 'jobTitle', original: row.jobTitle, text: job?.title },
      {
        field: 'jobDescription',
        original: row.jobDescription,
        text: company && job && `${job.description} ${fill(t.hiringIn, { company, city: cityName })}`,
      },
      {
        field: 'skillRequired',
        original: row.skillRequired,
        text: row.skillRequired === en.skills ? job?.skills : undefined,
      },
      {
        field: 'educationQualification',
        original: row.educationQualification,
        text: row.educationQualification === en.education ? job?.education : undefined,
      },
      { field: 'howToApply', original: row.howToApply, text: howTo >= 0 ? t.howToApply[howTo] : undefined },
    ];
  }) satisfies Translate;
}

function volunteerFields(row: {
  orgDescription: string | null;
  descriptionOrgNeeds: string | null;
  orgMission: string | null;
  note: string | null;
}) {
  const name = Object.entries(EN.organizations).find(([, o]) => o.description === row.orgDescription)?.[0];
  const note = EN.notes.indexOf(row.note ?? '');
  return ((t) => {
    const org = name ? t.organizations[name] : undefined;
    const en = name ? EN.organizations[name] : undefined;
    return [
      { field: 'orgDescription', original: row.orgDescription, text: org?.description },
      {
        field: 'descriptionOrgNeeds',
        original: row.descriptionOrgNeeds,
        text: row.descriptionOrgNeeds === en?.needs ? org?.needs : undefined,
      },
      {
        field: 'orgMission',
        original: row.orgMission,
        text: row.orgMission === en?.mission ? org?.mission : undefined,
      },
      { field: 'note', original: row.note, text: note >= 0 ? t.notes[note] : undefined },
    ];
  }) satisfies Translate;
}

/**
 * Stores the demo directory's listings in every language that has a `listings-<lang>.ts`, as the
 * translation worker would (origin machine, not reviewed; a current text is left alone, an owner's
 * never replaced). Only rows whose text is still the seed's are matched.
 */
export async function seedDemoListingTranslations(
  db: Db,
  translations: Partial<Record<TranslatedLang, DemoListingTexts>>,
): Promise<void> {
  const entries = Object.entries(translations) as [TranslatedLang, DemoListingTexts][];
  if (entries.length === 0) return;
  const cityRows = await db.select({ id: cities.id, name: cities.name }).from(cities);
  const cityName = new Map(cityRows.map((c) => [c.id, c.name]));
  const [bizRows, jobRows, orgRows] = await Promise.all([
    db
      .select({
        id: businesses.id,
        cityId: businesses.cityId,
        keywordsEn: businesses.keywordsEn,
        businessDescriptionEn: businesses.businessDescriptionEn,
      })
      .from(businesses),
    db
      .select({
        id: jobs.id,
        cityId: jobs.cityId,
        jobTitle: jobs.jobTitle,
        jobDescription: jobs.jobDescription,
        skillRequired: jobs.skillRequired,
        educationQualification: jobs.educationQualification,
        howToApply: jobs.howToApply,
      })
      .from(jobs),
    db
      .select({
        id: volunteerOrganizations.id,
        orgDescription: volunteerOrganizations.orgDescription,
        descriptionOrgNeeds: volunteerOrganizations.descriptionOrgNeeds,
        orgMission: volunteerOrganizations.orgMission,
        note: volunteerOrganizations.note,
      })
      .from(volunteerOrganizations),
  ]);
  const items: { entity: string; id: number; city: string; translate: Translate }[] = [];
  for (const b of bizRows) {
    const city = cityName.get(b.cityId ?? -1) ?? '';
    const translate = businessFields({ ...b, city });
    if (translate) items.push({ entity: 'service', id: b.id, city, translate });
  }
  for (const j of jobRows) {
    const city = cityName.get(j.cityId ?? -1) ?? '';
    const translate = jobFields({ ...j, city });
    if (translate) items.push({ entity: 'job', id: j.id, city, translate });
  }
  for (const o of orgRows)
    items.push({ entity: 'volunteer', id: o.id, city: '', translate: volunteerFields(o) });

  const rows: TranslationRow[] = [];
  for (const [lang, texts] of entries) {
    const cityIn = (name: string) => SITE_TRANSLATIONS[lang].city?.[name]?.name ?? name;
    for (const item of items) {
      for (const f of item.translate(texts, cityIn(item.city))) {
        if (!f.original || !f.text) continue;
        rows.push({
          entity: item.entity,
          entityId: item.id,
          field: f.field,
          lang,
          text: f.text,
          origin: 'machine',
          reviewed: false,
          original: f.original,
        });
      }
    }
  }
  await upsertChangedTranslations(db, rows);
}
