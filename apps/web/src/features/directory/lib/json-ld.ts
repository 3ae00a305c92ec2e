import type { JobDetail, ServiceDetail, VolunteerDetail } from '@harbour/shared';

type Geo = { address: string | null; address_lat: number | null; address_long: number | null };

const geo = (g: Geo) =>
  g.address_lat != null && g.address_long != null
    ? { geo: { '@type': 'GeoCoordinates', latitude: g.address_lat, longitude: g.address_long } }
    : {};

const present = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined && v !== ''));

/** JSON for a <script type="application/ld+json"> data block; "<" escaped so it cannot end the script. */
function serialize(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function serviceJsonLd(s: ServiceDetail, url: string): string {
  return serialize(
    present({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: s.businessName,
      description: s.business_description,
      telephone: s.phonenumber,
      email: s.email,
      url: s.website ?? url,
      image: s.photos.length ? s.photos : null,
      address: s.address,
      ...geo(s),
      openingHoursSpecification: Object.entries(s.hours).flatMap(([day, h]) =>
        h
          ? [
              {
                '@type': 'OpeningHoursSpecification',
                dayOfWeek: `https://schema.org/${day.charAt(0).toUpperCase()}${day.slice(1)}`,
                opens: h.start,
                closes: h.end,
              },
            ]
          : [],
      ),
    }),
  );
}

const EMPLOYMENT: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  seasonal: 'TEMPORARY',
  casual: 'PER_DIEM',
};

export function jobJsonLd(j: JobDetail, url: string): string {
  return serialize(
    present({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: j.job_title,
      description: j.job_description ?? j.job_title,
      datePosted: j.date_posted,
      employmentType: EMPLOYMENT[(j.employment_type ?? '').toLowerCase()] ?? j.employment_type,
      hiringOrganization: { '@type': 'Organization', name: j.company_name },
      jobLocation: {
        '@type': 'Place',
        address: present({
          '@type': 'PostalAddress',
          streetAddress: j.address,
          addressLocality: j.city,
          addressRegion: j.state,
          addressCountry: 'CA',
        }),
        ...geo(j),
      },
      baseSalary:
        j.hourly_wages != null
          ? {
              '@type': 'MonetaryAmount',
              currency: 'CAD',
              value: { '@type': 'QuantitativeValue', value: j.hourly_wages, unitText: 'HOUR' },
            }
          : null,
      educationRequirements: j.education_qualification,
      skills: j.skill_required,
      totalJobOpenings: j.number_of_vacancies,
      jobStartDate: j.start_date_of_job,
      url,
    }),
  );
}

export function volunteerJsonLd(v: VolunteerDetail, url: string): string {
  return serialize(
    present({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: v.orgName,
      description: v.org_description,
      telephone: v.phonenumber,
      email: v.email,
      url: v.website ?? url,
      logo: v.image,
      address: v.address,
      location: v.address_lat != null ? { '@type': 'Place', address: v.address, ...geo(v) } : null,
    }),
  );
}
