import type {
  DirectoryDetail,
  DirectoryType,
  JobDetail,
  ServiceDetail,
  VolunteerDetail,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { jobTypeId } from '../../db/job-types.js';
import * as repo from './directory.repository.js';
import { overlayItem, pageTranslations, siteName, type FieldMap } from './translation-overlay.js';

/** The texts owners write that a reader gets in their language (answer key → translated field). */
export const TRANSLATED_FIELDS: Record<DirectoryType, FieldMap> = {
  service: { business_description: 'businessDescriptionEn', keywords: 'keywordsEn' },
  job: {
    job_title: 'jobTitle',
    job_description: 'jobDescription',
    language_require: 'languageRequire',
    education_qualification: 'educationQualification',
    skill_required: 'skillRequired',
    how_to_apply: 'howToApply',
  },
  volunteer: {
    org_description: 'orgDescription',
    description_org_needs: 'descriptionOrgNeeds',
    org_mission: 'orgMission',
    note: 'note',
  },
};

export function timeZoneOfProvince(code: string | null): string {
  return code === 'NL' ? 'America/St_Johns' : 'America/Halifax';
}

/** Category names in the reader's language, comma separated. */
function categoryNames(refs: repo.CategoryRef[], texts: Parameters<typeof siteName>[0]): string {
  return refs.map((c) => siteName(texts, c.id, c.name)).join(', ');
}

/**
 * Full listings of a type in the order of `ids` (unpublished ones left out), each in the reader's
 * language where it has a current translation, with the category, city and job type names too.
 */
export async function loadListings(
  db: Db,
  type: DirectoryType,
  ids: number[],
  lang: string,
  today: string,
): Promise<DirectoryDetail[]> {
  if (ids.length === 0) return [];
  const order = <T>(rows: T[], idOf: (row: T) => number): T[] => {
    const byId = new Map<number, T>();
    for (const row of rows) byId.set(idOf(row), row);
    const ordered: T[] = [];
    for (const id of ids) {
      const row = byId.get(id);
      if (row) ordered.push(row);
    }
    return ordered;
  };
  const fields = TRANSLATED_FIELDS[type];
  if (type === 'service') {
    const rows = order(await repo.businessesByIds(db, ids, today), (r) => r.business.id);
    const texts = await pageTranslations(db, {
      lang,
      listings: [{ entity: 'service', items: rows.map((r) => r.business) }],
      site: [{ entity: 'business_category', ids: rows.flatMap((r) => r.categories.map((c) => c.id)) }],
    });
    return rows.map(({ business: b, provinceCode, categories }) =>
      overlayItem<ServiceDetail>(
        {
          id: b.id,
          businessName: b.businessName,
          business_description: b.businessDescription || null,
          keywords: b.keywords || null,
          phonenumber: b.telephone,
          email: b.email,
          website: b.website,
          featured: b.featured === 1 ? '1' : '0',
          image: b.photos[0] ?? null,
          photos: b.photos,
          hours: b.hours,
          time_zone: timeZoneOfProvince(provinceCode),
          address: b.address,
          address_lat: b.lat,
          address_long: b.lon,
          cat_name: categoryNames(categories, texts.get('business_category')),
          original_lang: b.originalLang,
        },
        fields,
        texts.get('service'),
        lang,
      ),
    );
  }
  if (type === 'job') {
    const rows = order(await repo.jobsByIds(db, ids), (r) => r.job.id);
    const jobTypes = (entity: 'employment_type' | 'job_location') =>
      rows.flatMap(({ job }) => {
        const id = jobTypeId(entity, (entity === 'job_location' ? job.location : job.employmentType) ?? '');
        return id === undefined ? [] : [id];
      });
    const texts = await pageTranslations(db, {
      lang,
      listings: [{ entity: 'job', items: rows.map((r) => r.job) }],
      site: [
        { entity: 'city', ids: rows.map((r) => r.job.cityId) },
        { entity: 'employment_type', ids: jobTypes('employment_type') },
        { entity: 'job_location', ids: jobTypes('job_location') },
      ],
    });
    const jobType = (entity: 'employment_type' | 'job_location', value: string | null) =>
      value === null ? null : siteName(texts.get(entity), jobTypeId(entity, value), value);
    return rows.map(({ job: j, city, state }) => {
      const employmentType = jobType('employment_type', j.employmentType);
      return overlayItem<JobDetail>(
        {
          id: j.id,
          job_title: j.jobTitle,
          company_name: j.companyName,
          hourly_wages: j.hourlyWages,
          location: jobType('job_location', j.location),
          employment_type: employmentType,
          number_of_vacancies: j.numberOfVacancies,
          start_date_of_job: j.startDateOfJob,
          job_description: j.jobDescription,
          language_require: j.languageRequire,
          education_qualification: j.educationQualification,
          skill_required: j.skillRequired,
          how_to_apply: j.howToApply,
          city: siteName(texts.get('city'), j.cityId, city),
          state,
          date_posted: j.postedAt,
          address: j.address,
          address_lat: j.lat,
          address_long: j.lon,
          cat_name: employmentType ?? '',
          original_lang: j.originalLang,
        },
        fields,
        texts.get('job'),
        lang,
      );
    });
  }
  const rows = order(await repo.organizationsByIds(db, ids), (r) => r.org.id);
  const texts = await pageTranslations(db, {
    lang,
    listings: [{ entity: 'volunteer', items: rows.map((r) => r.org) }],
    site: [{ entity: 'volunteer_category', ids: rows.flatMap((r) => r.categories.map((c) => c.id)) }],
  });
  return rows.map(({ org: v, categories }) =>
    overlayItem<VolunteerDetail>(
      {
        id: v.id,
        orgName: v.orgName,
        org_description: v.orgDescription,
        description_org_needs: v.descriptionOrgNeeds,
        org_mission: v.orgMission,
        note: v.note,
        image: v.image,
        looking_for_volunteer: v.lookingForVolunteer,
        phonenumber: v.phone,
        email: v.email,
        website: v.website,
        address: v.address,
        address_lat: v.lat,
        address_long: v.lon,
        cat_name: categoryNames(categories, texts.get('volunteer_category')),
        original_lang: v.originalLang,
      },
      fields,
      texts.get('volunteer'),
      lang,
    ),
  );
}
