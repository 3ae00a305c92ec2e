import type { Db } from '../../db/client.js';
import { siteTexts } from '../site/index.js';
import { JOB_TYPE_LISTS, jobTypeId, type JobTypeEntity } from '../../db/job-types.js';

/** English employment type or job location → its name in `lang`; free text stays as written. */
export type JobTypeNamer = (entity: JobTypeEntity, english: string) => string;

/** Both lists' names in `lang` (two small reads), for overlaying job cards and details. */
export async function jobTypeNames(db: Db, lang: string): Promise<JobTypeNamer> {
  const ids = (entity: JobTypeEntity) => JOB_TYPE_LISTS[entity].map((_, i) => i + 1);
  const [employment, location] = await Promise.all([
    siteTexts(db, 'employment_type', ids('employment_type'), lang),
    siteTexts(db, 'job_location', ids('job_location'), lang),
  ]);
  const readers = { employment_type: employment, job_location: location };
  return (entity, english) => {
    const id = jobTypeId(entity, english);
    return id === undefined ? english : readers[entity](id, 'name', JOB_TYPE_LISTS[entity][id - 1]!);
  };
}
