import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS, type JobDetail, type ServiceDetail, type VolunteerDetail } from '@harbour/shared';
import { currentLanguage } from '@/lib/api-client';
import { formatDate, formatNumber, formatPrice } from '@/lib/format';
import { formatClock, isOpenNow, localClock, weekdayName } from '../lib/open-now';
import { safeWebsite } from '../lib/types';
import { writtenIn } from '../lib/written-in';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-harbour-900">{label}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

function Text({ value, lang }: { value: string; lang?: string }) {
  return (
    <span dir="auto" lang={lang} className="whitespace-pre-line">
      {value}
    </span>
  );
}

function Contact({
  phone,
  email,
  website,
}: {
  phone: string | null;
  email: string | null;
  website: string | null;
}) {
  const { t } = useTranslation('directory');
  const site = safeWebsite(website);
  return (
    <>
      {phone && (
        <Field label={t('detail.phone')}>
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr" className="text-harbour-700 underline">
            {phone}
          </a>
        </Field>
      )}
      {email && (
        <Field label={t('detail.email')}>
          <a href={`mailto:${email}`} dir="ltr" className="break-all text-harbour-700 underline">
            {email}
          </a>
        </Field>
      )}
      {site && (
        <Field label={t('detail.website')}>
          <a
            href={site}
            target="_blank"
            rel="noopener noreferrer"
            dir="ltr"
            className="break-all text-harbour-700 underline"
          >
            {site.replace(/^https?:\/\//i, '')}
          </a>
          <span className="sr-only"> {t('detail.opens_new_tab')}</span>
        </Field>
      )}
    </>
  );
}

export function ServiceView({ service, now = new Date() }: { service: ServiceDetail; now?: Date }) {
  const { t } = useTranslation('directory');
  const locale = currentLanguage();
  const open = isOpenNow(service.hours, service.time_zone, now);
  const today = localClock(now, service.time_zone).day;
  return (
    <div className="flex flex-col gap-5">
      {service.business_description && (
        <p dir="auto" lang={writtenIn(service, locale)} className="whitespace-pre-line text-slate-800">
          {service.business_description}
        </p>
      )}
      <section aria-labelledby="service-hours">
        <div className="mb-2 flex flex-wrap items-center gap-3">
          <h3 id="service-hours" className="text-lg font-bold text-harbour-900">
            {t('service.hours')}
          </h3>
          <span
            className={
              open
                ? 'rounded-full bg-green-100 px-3 py-0.5 text-sm font-semibold text-green-900'
                : 'rounded-full bg-slate-100 px-3 py-0.5 text-sm font-semibold text-slate-800'
            }
          >
            {open ? t('service.open_now') : t('service.closed_now')}
          </span>
        </div>
        <table aria-labelledby="service-hours" className="w-full max-w-sm text-start">
          <tbody>
            {WEEKDAYS.map((day) => {
              const h = service.hours[day];
              return (
                <tr key={day} className={day === today ? 'font-semibold' : undefined}>
                  <th scope="row" className="py-0.5 pe-4 text-start font-normal">
                    {weekdayName(day, locale)}
                  </th>
                  <td className="py-0.5">
                    {h ? (
                      <span>
                        {formatClock(h.start, locale)} – {formatClock(h.end, locale)}
                      </span>
                    ) : (
                      t('service.closed')
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <dl className="flex flex-col gap-3">
        {service.address && (
          <Field label={t('detail.address')}>
            <span dir="auto">{service.address}</span>
          </Field>
        )}
        <Contact phone={service.phonenumber} email={service.email} website={service.website} />
      </dl>
      {service.photos.length > 0 && (
        <section aria-labelledby="service-photos">
          <h3 id="service-photos" className="mb-2 text-lg font-bold text-harbour-900">
            {t('service.photos')}
          </h3>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {service.photos.map((src, i) => (
              <li key={src}>
                <img
                  src={src}
                  alt={t('service.photo_alt', { name: service.businessName, n: formatNumber(i + 1) })}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-xl object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export function JobView({ job }: { job: JobDetail }) {
  const { t } = useTranslation('directory');
  const lang = writtenIn(job, currentLanguage());
  const fields: [string, ReactNode | null][] = [
    ['job.company', job.company_name ? <Text value={job.company_name} /> : null],
    [
      'job.hourly_wage',
      job.hourly_wages != null ? t('job.wage_per_hour', { wage: formatPrice(job.hourly_wages) }) : null,
    ],
    ['job.positions', job.number_of_vacancies != null ? formatNumber(job.number_of_vacancies) : null],
    ['job.employment_type', job.employment_type ? <Text value={job.employment_type} /> : null],
    ['job.location', job.location ? <Text value={job.location} /> : null],
    ['job.language', job.language_require ? <Text value={job.language_require} lang={lang} /> : null],
    [
      'job.education',
      job.education_qualification ? <Text value={job.education_qualification} lang={lang} /> : null,
    ],
    ['job.skills', job.skill_required ? <Text value={job.skill_required} lang={lang} /> : null],
    ['job.start_date', job.start_date_of_job ? formatDate(`${job.start_date_of_job}T12:00:00`) : null],
    ['job.how_to_apply', job.how_to_apply ? <Text value={job.how_to_apply} lang={lang} /> : null],
  ];
  return (
    <div className="flex flex-col gap-5">
      {job.job_description && (
        <p dir="auto" lang={lang} className="whitespace-pre-line text-slate-800">
          {job.job_description}
        </p>
      )}
      <dl className="grid gap-3 sm:grid-cols-2">
        {fields.map(([key, value]) =>
          value ? (
            <Field key={key} label={t(key)}>
              {value}
            </Field>
          ) : null,
        )}
      </dl>
    </div>
  );
}

export function VolunteerView({ org }: { org: VolunteerDetail }) {
  const { t } = useTranslation('directory');
  const lang = writtenIn(org, currentLanguage());
  const sections: [string, string | null][] = [
    ['volunteer.description', org.org_description],
    ['volunteer.needs', org.description_org_needs],
    ['volunteer.mission', org.org_mission],
    ['volunteer.note', org.note],
  ];
  return (
    <div className="flex flex-col gap-5">
      <p className="font-semibold text-harbour-800">
        {t('volunteer.looking_value', { value: t(`volunteer.looking.${org.looking_for_volunteer}`) })}
      </p>
      {sections.map(([key, value]) =>
        value ? (
          <section key={key}>
            <h3 className="mb-1 text-lg font-bold text-harbour-900">{t(key)}</h3>
            <p dir="auto" lang={lang} className="whitespace-pre-line text-slate-800">
              {value}
            </p>
          </section>
        ) : null,
      )}
      <dl className="flex flex-col gap-3">
        <Contact phone={org.phonenumber} email={org.email} website={org.website} />
      </dl>
    </div>
  );
}
