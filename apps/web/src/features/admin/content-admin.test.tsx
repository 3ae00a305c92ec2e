import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGS, type ContentAdminPagePair } from '@harbour/shared';
import type { Call } from '@/test/app-harness';
import { envelope, main, mockSignedIn, openPage, PROFILE, setupAppTests } from '@/test/app-harness';

setupAppTests();

const ADMIN = { ...PROFILE, role: 'admin' as const };
const states = Object.fromEntries(TRANSLATION_LANGS.map((l) => [l, l === 'en' ? 'reviewed' : 'written']));
states.so = 'missing';

const text = (lang: string, title: string, state = 'written') => ({
  lang,
  state,
  title,
  intro: `${title} intro`,
  sections: [{ heading: `${title} heading`, text: `${title} text`, link: null }],
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const pair = (lang: string, state = 'written'): ContentAdminPagePair =>
  ({
    slug: 'our-services',
    source: text('en', 'Our services', 'reviewed'),
    target:
      state === 'missing'
        ? { ...text(lang, '', 'missing'), sections: [], updatedAt: null }
        : text(lang, 'خدماتنا', state),
  }) as ContentAdminPagePair;

function contentApi(
  save: (c: Call) => unknown = (c) => envelope({ ...text('ar', 'x'), ...(c.body as object) }),
) {
  return mockSignedIn({
    'GET /api/users/profile': envelope(ADMIN),
    'GET /api/admin/content/pages': envelope({
      pages: [{ slug: 'our-services', title: 'Our services', states }],
    }),
    'GET /api/admin/content/pages/our-services/ar': envelope(pair('ar')),
    'GET /api/admin/content/pages/our-services/so': envelope(pair('so', 'missing')),
    'PUT /api/admin/content/pages/our-services/ar': save,
    'POST /api/admin/content/pages/our-services/ar/reviewed': envelope(text('ar', 'خدماتنا', 'reviewed')),
  });
}

describe('/admin/content', () => {
  it('shows each page in 13 languages and opens the Arabic editor, right to left', async () => {
    contentApi();
    await openPage('/admin/content');
    const table = await main().findByRole('table', { name: 'Pages and their state in each language' });
    expect(within(table).getAllByRole('link')).toHaveLength(13);
    expect(
      within(table).getByRole('link', { name: 'Edit Our services in Somali (Missing)' }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(table).getByRole('link', { name: 'Edit Our services in Arabic (Written)' }),
    );

    const title = await main().findByLabelText('Title · العربية');
    expect(title).toHaveValue('خدماتنا');
    expect(title).toHaveAttribute('dir', 'rtl');
    expect(main().getByLabelText('Text · العربية')).toHaveAttribute('dir', 'rtl');
    // the English source is beside it, read-only
    expect(main().getByText('Our services text')).toBeInTheDocument();
  });

  it('saves what the admin typed, unreviewed, then marks it reviewed', async () => {
    const api = contentApi();
    await openPage('/admin/content?page=our-services&lang=ar');
    const intro = await main().findByLabelText('Introduction · العربية');
    await userEvent.clear(intro);
    await userEvent.type(intro, 'مقدمة جديدة');
    await userEvent.click(main().getByRole('button', { name: 'Save' }));
    expect(await main().findByText('Saved. Readers see the new text now.')).toBeInTheDocument();
    const [put] = api.to('PUT /api/admin/content/pages/our-services/ar');
    expect(put!.body).toEqual({
      title: 'خدماتنا',
      intro: 'مقدمة جديدة',
      sections: [{ heading: 'خدماتنا heading', text: 'خدماتنا text', link: null }],
    });

    await userEvent.click(main().getByRole('button', { name: 'Mark reviewed' }));
    expect(await main().findByText('Marked reviewed.')).toBeInTheDocument();
    expect(api.to('POST /api/admin/content/pages/our-services/ar/reviewed')).toHaveLength(1);
  });

  it("starts a missing language empty in the source's shape, not yet to review", async () => {
    contentApi();
    await openPage('/admin/content?page=our-services&lang=so');
    expect(await main().findByLabelText('Title · Soomaali')).toHaveValue('');
    expect(main().getByLabelText('Heading · Soomaali')).toHaveAttribute('dir', 'ltr');
    expect(main().getByRole('button', { name: 'Mark reviewed' })).toBeDisabled();
  });

  it('shows the server refusal', async () => {
    contentApi(() => ({ status: 400, json: envelope(null, false, 'field_too_long') }));
    await openPage('/admin/content?page=our-services&lang=ar');
    await userEvent.click(await main().findByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The text was not saved');
    expect(alert).toHaveTextContent('This text is too long.');
  });
});
