import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Call } from '@/test/app-harness';
import { envelope, main, mockApi, openPage, setupAppTests } from '@/test/app-harness';
import { changeLanguage } from '@/lib/i18n';
import { toBlocks } from './legal-pages';

setupAppTests();

const PAGE = (c: Call) =>
  envelope({
    slug: new URLSearchParams(c.search).get('type'),
    language: 'en',
    title: 'Terms and conditions',
    intro: 'These terms explain the agreement.',
    sections: [
      {
        heading: '1. Who we are',
        text: 'Harbour helps newcomers.\n\n- first point;\n- second point.',
        link: null,
      },
      { heading: '11. Contact', text: 'Write to us.', link: '/contact-us' },
    ],
  });

describe('legal pages', () => {
  it('shows the text from the server with its date, paragraphs, lists and links', async () => {
    const api = mockApi({ 'GET /api/web/posts': PAGE });
    await openPage('/terms-and-conditions');
    expect(
      await main().findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument();
    expect(api.to('GET /api/web/posts')[0]!.search).toBe('?type=terms-and-conditions');
    expect(await main().findByText('Last updated: December 2, 2019')).toBeInTheDocument();
    expect(main().getByRole('heading', { level: 2, name: '1. Who we are' })).toBeInTheDocument();
    expect(main().getAllByRole('listitem')).toHaveLength(2);
    expect(main().getByRole('link', { name: 'Read more: 11. Contact' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(main().queryByText(/not available in your language/)).not.toBeInTheDocument();
  });

  it.each([
    ['/privacy-policy', 'Last updated: January 3, 2023'],
    ['/terms-of-service-nupost', 'Last updated: May 31, 2023'],
  ])('%s asks for its own slug and shows its date', async (path, date) => {
    const api = mockApi({ 'GET /api/web/posts': PAGE });
    await openPage(path);
    expect(await main().findByText(date)).toBeInTheDocument();
    expect(api.to('GET /api/web/posts')[0]!.search).toBe(`?type=${path.slice(1)}`);
  });

  it('says when the text is shown in English instead of the chosen language', async () => {
    await act(() => changeLanguage('so'));
    mockApi({ 'GET /api/web/posts': PAGE });
    await openPage('/privacy-terms');
    expect(await main().findByRole('heading', { level: 2, name: '1. Who we are' })).toBeInTheDocument();
    // a note in the chosen language; the text itself is the English one
    expect(main().getByRole('status')).toBeInTheDocument();
    expect(main().getByRole('article').querySelector('[lang="en"]')).not.toBeNull();
  });

  it('offers to try again when the page cannot be loaded', async () => {
    mockApi({ 'GET /api/web/posts': { status: 500, json: envelope(null, false, 'Something went wrong!') } });
    await openPage('/privacy-policy');
    expect(await main().findByRole('alert')).toBeInTheDocument();
    expect(main().getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});

describe('toBlocks', () => {
  it('splits paragraphs on blank lines and turns "- " lines into a list', () => {
    expect(toBlocks('One\ntwo.\n\n- a\n- b\n\nEnd.')).toEqual([
      { kind: 'p', text: 'One two.' },
      { kind: 'ul', items: ['a', 'b'] },
      { kind: 'p', text: 'End.' },
    ]);
  });
});
