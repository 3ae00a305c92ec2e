import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import type { JobCard } from '@harbour/shared';
import { envelope, main, mockApi, openPage, setupAppTests } from '@/test/app-harness';

setupAppTests();

const job = (over: Partial<JobCard> = {}): JobCard => ({
  id: 5,
  job_title: 'Line Cook',
  company_name: 'Red Sands Grill',
  hourly_wages: 17.5,
  location: 'On site',
  employment_type: 'Full-time',
  number_of_vacancies: 2,
  start_date_of_job: '2026-12-01',
  job_description: 'Cook good food.',
  address: '1 Barrington Street, Halifax',
  address_lat: null,
  address_long: null,
  cat_name: 'Full-time',
  ...over,
});

async function openJobs(jobs: JobCard[]) {
  sessionStorage.setItem('provinceId', '1');
  sessionStorage.setItem('cityId', '2');
  mockApi({
    'GET /api/web/directory/job': envelope({ count: jobs.length, page: 1, page_size: 10, jobs_list: jobs }),
  });
  await openPage('/findajob');
  const heading = await main().findByRole('heading', { level: 3, name: jobs[0]!.job_title });
  return within(heading.closest('article')!);
}

describe('job card', () => {
  it('shows the job type once, beside the wage and the company', async () => {
    const card = await openJobs([job()]);
    expect(card.getAllByText('Full-time')).toHaveLength(1);
    expect(card.getByText('$17.50 an hour')).toBeTruthy();
    expect(card.getByText('Red Sands Grill')).toBeTruthy();
  });

  it('shows the job type given in the reader’s language once', async () => {
    const card = await openJobs([job({ employment_type: 'Temps plein', cat_name: 'Temps plein' })]);
    expect(card.getAllByText('Temps plein')).toHaveLength(1);
  });

  it('shows no job type line for a job without one', async () => {
    const card = await openJobs([job({ employment_type: null, cat_name: '' })]);
    expect(card.queryByText('Full-time')).toBeNull();
    expect(card.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['$17.50 an hour']);
  });
});
