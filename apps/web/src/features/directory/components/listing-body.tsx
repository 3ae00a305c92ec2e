import { useTranslation } from 'react-i18next';
import type { DirectoryType, JobDetail, ServiceDetail, VolunteerDetail } from '@harbour/shared';
import type { DetailOf } from '../api/detail';
import { CategoryChips } from '@/components/ui/category-chips';
import { TranslationNote } from '@/components/ui/translation-note';
import { JobView, ServiceView, VolunteerView } from './detail-views';

export function listingName<T extends DirectoryType>(type: T, data: DetailOf[T]): string {
  if (type === 'service') return (data as ServiceDetail).businessName;
  if (type === 'job') return (data as JobDetail).job_title;
  return (data as VolunteerDetail).orgName;
}

/**
 * Category chips, the type's own view and (services show theirs beside the contacts) the address. A job's `cat_name` is
 * its job type, which the job view already shows as "Employment type": no chips for a job.
 */
export function ListingBody<T extends DirectoryType>({ type, data }: { type: T; data: DetailOf[T] }) {
  const { t } = useTranslation('directory');
  return (
    <div className="flex flex-col gap-5">
      {type !== 'job' && <CategoryChips names={data.cat_name} />}
      <TranslationNote translation={data.translation} originalLang={data.original_lang} />
      {type === 'service' ? (
        <ServiceView service={data as ServiceDetail} />
      ) : type === 'job' ? (
        <JobView job={data as JobDetail} />
      ) : (
        <VolunteerView org={data as VolunteerDetail} />
      )}
      {type !== 'service' && data.address && (
        <div>
          <h3 className="mb-1 text-lg font-bold text-harbour-900">{t('detail.address')}</h3>
          <p dir="auto">{data.address}</p>
        </div>
      )}
    </div>
  );
}
