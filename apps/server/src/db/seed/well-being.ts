import { inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  cities,
  provinces,
  wellBeingArticles,
  wellBeingArticleTranslations,
  wellBeingCategories,
  wellBeingCategoryTranslations,
  wellBeingListingCategories,
  wellBeingListings,
  wellBeingListingTranslations,
  wellBeingPageTexts,
} from '../schema/index.js';
import { ARTICLES, PAGE_TEXTS } from './well-being-articles.js';
import { CATEGORIES, CATEGORY_IMAGES, KINDS, type Bilingual } from './well-being-content.js';
import { LISTINGS } from './well-being-listings.js';

export const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** "English, French, Arabic" / "Anglais, français, arabe" */
function languageNames(tags: string[]): Bilingual {
  const names = (lang: 'en' | 'fr') => {
    const display = new Intl.DisplayNames([lang], { type: 'language' });
    const text = tags.map((t) => display.of(t) ?? t).join(', ');
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  return { en: names('en'), fr: names('fr') };
}

/** Categories are reference data: always seeded. Natural key: tag. */
async function seedCategories(db: Db): Promise<Map<string, number>> {
  await db
    .insert(wellBeingCategories)
    .values(
      CATEGORIES.map((c, i) => ({
        tag: c.tag,
        name: c.name.en,
        description: c.description.en,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing({ target: wellBeingCategories.tag });
  const rows = await db
    .select({ id: wellBeingCategories.id, tag: wellBeingCategories.tag })
    .from(wellBeingCategories);
  const idByTag = new Map(rows.map((r) => [r.tag, r.id]));
  await db
    .insert(wellBeingCategoryTranslations)
    .values(
      CATEGORIES.map((c) => ({
        categoryId: idByTag.get(c.tag)!,
        lang: 'fr',
        name: c.name.fr,
        description: c.description.fr,
      })),
    )
    .onConflictDoNothing();
  return idByTag;
}

/** Demo listings (natural key: slug of the name), their categories and French texts. */
async function seedListings(db: Db, idByTag: Map<string, number>): Promise<void> {
  const provinceRows = await db.select({ id: provinces.id, code: provinces.code }).from(provinces);
  const provinceId = new Map(provinceRows.map((r) => [r.code, r.id]));
  const cityRows = await db
    .select({ id: cities.id, provinceId: cities.provinceId, name: cities.name })
    .from(cities);
  const cityId = (province: number, name: string) =>
    cityRows.find((c) => c.provinceId === province && c.name === name)?.id ?? null;

  const prepared = LISTINGS.map(([kind, name, code, city, address, lat, lon, phone, langs = ['en']]) => {
    const k = KINDS[kind];
    const province = provinceId.get(code);
    if (!k || province === undefined) throw new Error(`seedWellBeing: unknown kind or province for ${name}`);
    const slug = slugOf(name);
    const imageTag = k.categories.find((t) => CATEGORY_IMAGES.has(t));
    const language = languageNames(langs);
    const coverage = { en: `${city} and the surrounding area`, fr: `${city} et les environs` };
    return {
      kind: k,
      slug,
      language,
      coverage,
      row: {
        slug,
        provinceId: province,
        cityId: cityId(province, city),
        name,
        image: imageTag ? `/well-being/${imageTag}.svg` : null,
        workingHours: k.workingHours.en,
        phoneNumber: phone,
        address,
        lat,
        lon,
        website: `https://${slug}.example.com`,
        description: k.description.en,
        eligibility: k.eligibility.en,
        fees: k.fees.en,
        howToAccess: k.howToAccess.en,
        disabilitiesAccess: k.disabilitiesAccess.en,
        coverageArea: coverage.en,
        language: language.en,
        documentsRequired: k.documentsRequired.en,
      },
    };
  });

  await db
    .insert(wellBeingListings)
    .values(prepared.map((p) => p.row))
    .onConflictDoNothing();
  const ids = await db
    .select({ id: wellBeingListings.id, slug: wellBeingListings.slug })
    .from(wellBeingListings)
    .where(
      inArray(
        wellBeingListings.slug,
        prepared.map((p) => p.slug),
      ),
    );
  const idBySlug = new Map(ids.map((r) => [r.slug, r.id]));

  await db
    .insert(wellBeingListingCategories)
    .values(
      prepared.flatMap((p) =>
        p.kind.categories.map((tag, position) => ({
          listingId: idBySlug.get(p.slug)!,
          categoryId: idByTag.get(tag)!,
          position,
        })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(wellBeingListingTranslations)
    .values(
      prepared.map(({ kind: k, slug, language, coverage }) => ({
        listingId: idBySlug.get(slug)!,
        lang: 'fr',
        workingHours: k.workingHours.fr,
        description: k.description.fr,
        eligibility: k.eligibility.fr,
        fees: k.fees.fr,
        howToAccess: k.howToAccess.fr,
        disabilitiesAccess: k.disabilitiesAccess.fr,
        coverageArea: coverage.fr,
        language: language.fr,
        documentsRequired: k.documentsRequired.fr,
      })),
    )
    .onConflictDoNothing();
}

/** Articles 1–3 (natural key: id) and the main-page banners (key + lang). */
async function seedArticles(db: Db): Promise<void> {
  await db
    .insert(wellBeingArticles)
    .values(
      ARTICLES.map((a) => ({
        id: a.id,
        header: a.header.en,
        title: a.title.en,
        bannerText: a.bannerText.en,
        text: a.text.en,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(wellBeingArticleTranslations)
    .values(
      ARTICLES.map((a) => ({
        articleId: a.id,
        lang: 'fr',
        header: a.header.fr,
        title: a.title.fr,
        bannerText: a.bannerText.fr,
        text: a.text.fr,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(wellBeingPageTexts)
    .values(
      PAGE_TEXTS.flatMap((t) =>
        (['en', 'fr'] as const).map((lang) => ({ key: t.key, lang, value: t.value[lang] })),
      ),
    )
    .onConflictDoNothing();
}

/** Idempotent; runs after the locations seed. Categories always, listings and articles as demo content. */
export async function seedWellBeing(db: Db, opts: { demo: boolean }): Promise<void> {
  const idByTag = await seedCategories(db);
  if (!opts.demo) return;
  await seedListings(db, idByTag);
  await seedArticles(db);
}
