/**
 * The employment types and job locations the site offers, in English (as stored on jobs). Their
 * translations are `employment_type` / `job_location` rows of text_translations whose entity id is
 * the 1-based position in these lists: never reorder, only append.
 */
export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Seasonal', 'Contract', 'Casual'] as const;
export const JOB_LOCATIONS = ['On site', 'Hybrid', 'Remote'] as const;

export type JobTypeEntity = 'employment_type' | 'job_location';

export const JOB_TYPE_LISTS: Record<JobTypeEntity, readonly string[]> = {
  employment_type: EMPLOYMENT_TYPES,
  job_location: JOB_LOCATIONS,
};

/** The entity id of an English employment type or job location, or undefined for free text. */
export function jobTypeId(entity: JobTypeEntity, english: string): number | undefined {
  const i = JOB_TYPE_LISTS[entity].findIndex((t) => t.toLowerCase() === english.trim().toLowerCase());
  return i < 0 ? undefined : i + 1;
}
