import type { DirectoryType } from '@harbour/shared';

export interface DirectoryKind {
  type: DirectoryType;
  /** route of the screen; detail pages are `${path}/{id}` */
  path: string;
  /** title key in the directory catalogue (spec: services, find_a_job, volunteer_hub) */
  titleKey: 'services' | 'find_a_job' | 'volunteer_hub';
}

export const KINDS: Record<DirectoryType, DirectoryKind> = {
  service: { type: 'service', path: '/services', titleKey: 'services' },
  job: { type: 'job', path: '/findajob', titleKey: 'find_a_job' },
  volunteer: { type: 'volunteer', path: '/volunteer-hub', titleKey: 'volunteer_hub' },
};

export function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** Only http(s) links from the database become links. */
export function safeWebsite(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}
