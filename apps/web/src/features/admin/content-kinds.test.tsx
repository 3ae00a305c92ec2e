import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGS, type ContentAdminKindPair } from '@harbour/shared';
import type { Call } from '@/test/app-harness';
import { envelope, main, mockSignedIn, openPage, PROFILE, setupAppTests } from '@/test/app-harness';

setupAppTests();

const ADMIN = { ...PROFILE, role: 'admin' as const };
const states = Object.fromEntries(TRANSLATION_LANGS.map((l) => [l, l === 'en' ? 'reviewed' : 'written']));
states.so = 'missing';
states.fr = 'machine';
const counts = Object.fromEntries(
  TRANSLATION_LANGS.map((l) => [l, { missing: 0, machine: 0, written: 1, reviewed: 0, stale: 0 }]),
);
const FIELDS = [{ name: 'description', multiline: true, html: false, max: 5000 }];
const ENGLISH = 'IRSA helps newcomers settle in.';

const pair = (lang: string, texts: Record<string, string>, state = 'written', stale = false) =>
  ({
    kind: 'sponsor',
    id: 4,
    label: 'IRSA',
    fields: FIELDS,
    source: { lang: 'en', texts: { description: ENGLISH } },
    target: { lang, state, stale, texts, updatedAt: null },
  }) as ContentAdminKindPair;

function kindsApi(
  save: (c: Call) => unknown = (c) => envelope({ ...pair('ar', {}).target, ...(c.body as object) }),
) {
  return mockSignedIn({
    'GET /api/users/profile': envelope(ADMIN),
    'GET /api/admin/content/pages': envelope({ pages: [] }),
    'GET /api/admin/content/kinds': envelope({
      kinds: [
        { kind: 'sponsor', items: 1, counts },
        { kind: 'notification', items: 0, counts },
      ],
    }),
    'GET /api/admin/content/kinds/sponsor': envelope({
      kind: 'sponsor',
      fields: FIELDS,
      items: [{ id: 4, label: 'IRSA', group: null, states, stale: ['fr'] }],
    }),
    'GET /api/admin/content/kinds/notification': envelope({ kind: 'notification', fields: [], items: [] }),
    'GET /api/admin/content/kinds/sponsor/4/ar': envelope(
      pair('ar', { description: 'إيرسا تساعد القادمين' }),
    ),
    'GET /api/admin/content/kinds/sponsor/4/fr': envelope(
      pair('fr', { description: 'IRSA aide les nouveaux' }, 'machine', true),
    ),
    'GET /api/admin/content/kinds/sponsor/4/so': envelope(pair('so', {}, 'missing')),
    'PUT /api/admin/content/kinds/sponsor/4/ar': save,
    'POST /api/admin/content/kinds/sponsor/4/ar/reviewed': envelope(
      pair('ar', { description: 'x' }, 'reviewed').target,
    ),
  });
}

describe('/admin/content: the other kinds', () => {
  it('switches from pages to a kind and shows its items × 13 languages, stale ones said so', async () => {
    kindsApi();
    await openPage('/admin/content');
    const nav = await main().findByRole('navigation', { name: 'Kind of content' });
    expect(within(nav).getByRole('link', { name: 'Pages' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(await within(nav).findByRole('link', { name: 'Sponsors (1)' }));

    const table = await main().findByRole('table', { name: 'Sponsors and their state in each language' });
    expect(within(nav).getByRole('link', { name: 'Sponsors (1)' })).toHaveAttribute('aria-current', 'page');
    expect(within(table).getAllByRole('link')).toHaveLength(13);
    expect(within(table).getByRole('link', { name: 'Edit IRSA in Somali (Missing)' })).toBeInTheDocument();
    expect(
      within(table).getByRole('link', { name: 'Edit IRSA in French (Machine, the English changed since)' }),
    ).toHaveTextContent('outdated');

    await userEvent.click(within(table).getByRole('link', { name: 'Edit IRSA in Arabic (Written)' }));
    const description = await main().findByLabelText('Description · العربية');
    expect(main().getByRole('heading', { level: 1, name: 'Site content' })).toBeInTheDocument();
    expect(main().getByRole('heading', { level: 2, name: 'IRSA in Arabic' })).toBeInTheDocument();
    expect(description).toHaveValue('إيرسا تساعد القادمين');
    expect(description).toHaveAttribute('dir', 'rtl');
    expect(description.tagName).toBe('TEXTAREA');
    // the English is beside it, read-only
    expect(main().getByText(ENGLISH)).toBeInTheDocument();
    expect(main().queryByLabelText('Description · English')).not.toBeInTheDocument();
  });

  it('saves what the admin typed, unreviewed, then marks it reviewed', async () => {
    const api = kindsApi();
    await openPage('/admin/content?kind=sponsor&id=4&lang=ar');
    const description = await main().findByLabelText('Description · العربية');
    await userEvent.clear(description);
    await userEvent.type(description, 'وصف جديد');
    await userEvent.click(main().getByRole('button', { name: 'Save' }));
    expect(await main().findByText('Saved. Readers see the new text now.')).toBeInTheDocument();
    const [put] = api.to('PUT /api/admin/content/kinds/sponsor/4/ar');
    expect(put!.body).toEqual({ texts: { description: 'وصف جديد' }, reviewed: false });

    await userEvent.click(main().getByRole('button', { name: 'Mark reviewed' }));
    expect(await main().findByText('Marked reviewed.')).toBeInTheDocument();
    expect(api.to('POST /api/admin/content/kinds/sponsor/4/ar/reviewed')).toHaveLength(1);
  });

  it('says a stale text is stale', async () => {
    kindsApi();
    await openPage('/admin/content?kind=sponsor&id=4&lang=fr');
    expect(
      await main().findByText(/The English text changed after this translation was made/),
    ).toBeInTheDocument();
  });

  it('starts a missing language empty, not yet to review', async () => {
    kindsApi();
    await openPage('/admin/content?kind=sponsor&id=4&lang=so');
    const description = await main().findByLabelText('Description · Soomaali');
    expect(description).toHaveValue('');
    expect(description).toHaveAttribute('dir', 'ltr');
    expect(main().getByRole('button', { name: 'Mark reviewed' })).toBeDisabled();
  });

  it('keeps what was typed and shows the server refusal', async () => {
    kindsApi(() => ({ status: 400, json: envelope(null, false, 'field_too_long') }));
    await openPage('/admin/content?kind=sponsor&id=4&lang=ar');
    const description = await main().findByLabelText('Description · العربية');
    await userEvent.type(description, ' +');
    await userEvent.click(main().getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The text was not saved');
    expect(alert).toHaveTextContent('This text is too long.');
    expect(description).toHaveValue('إيرسا تساعد القادمين +');
  });

  it('says when a kind has nothing to edit', async () => {
    kindsApi();
    await openPage('/admin/content?kind=notification');
    expect(await main().findByText('There is nothing to edit here yet.')).toBeInTheDocument();
  });
});
