import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NupostNotice, NupostNoticeDetail, NupostNoticesData } from '@harbour/shared';
import { LANGUAGES } from '@harbour/i18n';
import {
  envelope,
  main,
  mockApi,
  mockSignedIn,
  openPage,
  setupAppTests,
  type Call,
} from '@/test/app-harness';

setupAppTests();

const ZERO = {
  recipients: 0,
  push_sent: 0,
  push_delivered: 0,
  push_failed: 0,
  emails_sent: 0,
  read_in_app: 0,
  unsubscribed_since: 0,
};
const notice = (id: number, patch: Partial<NupostNotice> = {}): NupostNotice => ({
  id,
  title: `Notice ${id}`,
  body: 'Fresh bread every Saturday.',
  link: null,
  picture: null,
  lang: 'en',
  audience: { kind: 'all', province_id: null, city_id: null },
  status: 'draft',
  scheduled_at: null,
  sent_at: null,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  figures: ZERO,
  ...patch,
});
const detail = (n: NupostNotice): NupostNoticeDetail => ({
  ...n,
  texts: [
    { lang: 'en', title: n.title, body: n.body, origin: 'original' },
    { lang: 'fr', title: 'Avis', body: 'Du pain frais.', origin: 'machine' },
    { lang: 'ar', title: 'إشعار', body: 'خبز طازج.', origin: 'written' },
  ],
  translation_state: 'in_progress',
});
const history = (notices: NupostNotice[]): NupostNoticesData => ({
  notices,
  count: notices.length,
  pageNumber: 1,
  hasMore: false,
  limits: {
    business_name: 'Harbour Bakery',
    plan_name: 'Starter',
    plan_scheme: 'monthly',
    member_limit: 50,
    members: 12,
    notice_limit: 10,
    notices_this_period: 3,
    period_start: '2026-03-01T00:00:00Z',
    period_end: '2026-04-01T00:00:00Z',
  },
  machine_translation: true,
});
const preview = (c: Call) => {
  const lang = new URLSearchParams(c.search).get('lang');
  return envelope({
    business_name: 'Harbour Bakery',
    lang,
    title: lang === 'fr' ? 'Avis' : 'Notice 1',
    body: lang === 'fr' ? 'Du pain frais.' : 'Fresh bread every Saturday.',
    link: null,
    picture: null,
    origin: lang === 'fr' ? 'machine' : 'original',
    pending: false,
  });
};

describe('/nupost (business page)', () => {
  it('asks visitors to sign in and other accounts to sign up', async () => {
    mockApi();
    const first = await openPage('/nupost');
    expect(await main().findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Fnupost',
    );
    first.unmount();
    mockSignedIn({
      'GET /api/nupost/notices': {
        status: 403,
        json: envelope(null, false, 'nupost.notices.no_business_account'),
      },
    });
    await openPage('/nupost');
    expect(await main().findByText('This account has no NuPOST business account')).toBeVisible();
    expect(main().getByRole('link', { name: 'Sign up for NuPOST' })).toHaveAttribute(
      'href',
      '/nupost/signup',
    );
  });

  it('shows the plan usage and the history with the figures of a sent notice', async () => {
    const sent = notice(2, {
      status: 'sent',
      title: 'Saturday market',
      sent_at: '2026-03-05T15:00:00Z',
      figures: {
        ...ZERO,
        recipients: 120,
        push_sent: 80,
        push_delivered: 78,
        push_failed: 2,
        emails_sent: 40,
        read_in_app: 33,
        unsubscribed_since: 1,
      },
    });
    mockSignedIn({ 'GET /api/nupost/notices': envelope(history([sent, notice(1)])) });
    await openPage('/nupost');
    expect(await main().findByText('12 of 50')).toBeVisible();
    expect(main().getByText('3 of 10')).toBeVisible();
    const items = within(main().getByRole('region', { name: 'Your notices' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const figures = within(items[0]!);
    expect(figures.getByText('Sent')).toBeVisible();
    const value = (label: string) => figures.getByText(label).nextElementSibling?.textContent;
    expect(value('Recipients')).toBe('120');
    expect(value('Pushes delivered')).toBe('78');
    expect(value('Pushes failed')).toBe('2');
    expect(value('E-mails sent')).toBe('40');
    expect(value('Read in the app')).toBe('33');
    expect(value('Unfollowed since')).toBe('1');
    // a draft has no figures yet
    expect(within(items[1]!).queryByText('Recipients')).toBeNull();
  });

  it('writes a draft for a city, previews it in another language and sends it now', async () => {
    let current = notice(1);
    const api = mockSignedIn({
      'GET /api/nupost/notices': () => envelope(history([current])),
      'POST /api/nupost/notices': (c: Call) => {
        const body = c.body as { title: string };
        current = notice(1, { title: body.title });
        return envelope(detail(current));
      },
      'GET /api/nupost/notices/1': () => envelope(detail(current)),
      'GET /api/nupost/notices/1/preview': preview,
      'POST /api/nupost/notices/1/send': () => {
        current = { ...current, status: 'sending' };
        return envelope(detail(current));
      },
    });
    await openPage('/nupost');
    const user = userEvent.setup({ delay: null });
    await user.click(await main().findByRole('button', { name: 'Write a notice' }));
    const save = main().getByRole('button', { name: 'Save the draft' });
    expect(save).toBeDisabled();
    await user.click(main().getByRole('textbox', { name: /^title/i }));
    await user.paste('Notice 1');
    await user.click(main().getByRole('textbox', { name: /^text/i }));
    await user.paste('Fresh bread every Saturday.');
    await user.click(main().getByRole('radio', { name: 'Members in a city' }));
    expect(save).toBeDisabled();
    await user.click(main().getByRole('button', { name: /province/i }));
    await user.click(await screen.findByRole('option', { name: 'Prince Edward Island' }));
    await user.click(main().getByRole('button', { name: /city/i }));
    await user.click(await screen.findByRole('option', { name: 'Charlottetown' }));
    await user.click(save);

    expect(api.to('POST /api/nupost/notices')[0]!.body).toEqual({
      title: 'Notice 1',
      body: 'Fresh bread every Saturday.',
      link: '',
      picture: '',
      lang: 'en',
      audience: { kind: 'city', province_id: 1, city_id: 12 },
    });
    const previewPart = within(await main().findByRole('region', { name: 'Preview' }));
    expect(await previewPart.findByText('Fresh bread every Saturday.')).toBeVisible();
    await user.click(previewPart.getByRole('button', { name: /see it in/i }));
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    expect(await previewPart.findByText('Du pain frais.')).toBeVisible();
    expect(previewPart.getByText('Machine translation')).toBeVisible();

    await user.click(main().getByRole('button', { name: 'Send now' }));
    expect(api.to('POST /api/nupost/notices/1/send')[0]!.body).toEqual({});
    expect(await main().findByText(/This notice is Sending/)).toBeVisible();
  });

  it('composes a notice with a picture: checked, uploaded, shown, replaced, removed', async () => {
    const PICTURE = `/uploads/nupost/7/${'a'.repeat(32)}.webp`;
    const OTHER = `/uploads/nupost/7/${'b'.repeat(32)}.webp`;
    let uploads = 0;
    const api = mockSignedIn({
      'GET /api/nupost/notices': envelope(history([])),
      'POST /api/nupost/pictures': () =>
        ++uploads === 1
          ? envelope({ url: PICTURE, bytes: 1000, used_bytes: 1000, max_bytes: 20 << 20 })
          : uploads === 2
            ? { status: 403, json: envelope(null, false, 'nupost.pictures.storage_full') }
            : envelope({ url: OTHER, bytes: 1000, used_bytes: 2000, max_bytes: 20 << 20 }),
      [`DELETE /api/nupost/pictures/${'a'.repeat(32)}.webp`]: envelope({ removed: true }),
      'POST /api/nupost/notices': (c: Call) => envelope(detail(notice(1, c.body as Partial<NupostNotice>))),
      'GET /api/nupost/notices/1': envelope(detail(notice(1, { picture: OTHER }))),
      'GET /api/nupost/notices/1/preview': preview,
    });
    await openPage('/nupost');
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.click(await main().findByRole('button', { name: 'Write a notice' }));
    const picture = within(main().getByRole('group', { name: 'Picture (optional)' }));
    const file = (name: string, type: string, bytes: number) =>
      new File([new Uint8Array(bytes)], name, { type });

    // checked in the browser first, as the server would
    await user.upload(picture.getByLabelText('Choose a picture'), file('menu.pdf', 'application/pdf', 100));
    expect(await picture.findByRole('alert')).toHaveTextContent(
      'This file is not a PNG, JPEG or WebP picture.',
    );
    await user.upload(
      picture.getByLabelText('Choose a picture'),
      file('big.jpg', 'image/jpeg', (2 << 20) + 1),
    );
    expect(await picture.findByRole('alert')).toHaveTextContent('Each picture can be at most 2 MB.');
    expect(api.to('POST /api/nupost/pictures')).toHaveLength(0);

    await user.upload(picture.getByLabelText('Choose a picture'), file('bread.jpg', 'image/jpeg', 1000));
    await waitFor(() => expect(api.to('POST /api/nupost/pictures')).toHaveLength(1));
    const sent = api.to('POST /api/nupost/pictures')[0]!.body as FormData;
    expect(sent.get('file')).toHaveProperty('name', 'bread.jpg');
    await waitFor(() =>
      expect(picture.getByRole('img', { name: "The notice's picture" })).toHaveAttribute('src', PICTURE),
    );
    expect(picture.queryByRole('alert')).toBeNull();

    // the account is full: the picture stays, the message says why
    await user.upload(picture.getByLabelText('Choose another picture'), file('b.png', 'image/png', 1000));
    expect(await picture.findByRole('alert')).toHaveTextContent(/use all the space/);
    expect(picture.getByRole('img', { name: "The notice's picture" })).toHaveAttribute('src', PICTURE);

    // another one replaces it; the first, never saved, is removed from the server
    await user.upload(picture.getByLabelText('Choose another picture'), file('c.webp', 'image/webp', 1000));
    await waitFor(() =>
      expect(picture.getByRole('img', { name: "The notice's picture" })).toHaveAttribute('src', OTHER),
    );
    expect(api.to(`DELETE /api/nupost/pictures/${'a'.repeat(32)}.webp`)).toHaveLength(1);

    await user.click(main().getByRole('textbox', { name: /^title/i }));
    await user.paste('Notice 1');
    await user.click(main().getByRole('textbox', { name: /^text/i }));
    await user.paste('Fresh bread every Saturday.');
    await user.click(main().getByRole('button', { name: 'Save the draft' }));
    await waitFor(() =>
      expect(api.to('POST /api/nupost/notices')[0]?.body).toMatchObject({ picture: OTHER }),
    );
  });

  it('takes a picture off a draft with Remove, by keyboard', async () => {
    const PICTURE = `/uploads/nupost/7/${'a'.repeat(32)}.webp`;
    const api = mockSignedIn({
      'GET /api/nupost/notices': envelope(history([notice(1, { picture: PICTURE })])),
      'GET /api/nupost/notices/1': envelope(detail(notice(1, { picture: PICTURE }))),
      'GET /api/nupost/notices/1/preview': (c: Call) => ({
        ...preview(c),
        data: { ...preview(c).data, picture: PICTURE },
      }),
      'PUT /api/nupost/notices/1': (c: Call) => envelope(detail(notice(1, c.body as Partial<NupostNotice>))),
    });
    await openPage('/nupost?notice=1');
    const previewPart = await main().findByRole('region', { name: 'Preview' });
    // the preview shows the picture as members will see it (decorative there: alt "")
    await waitFor(() => expect(previewPart.querySelector('img')).toHaveAttribute('src', PICTURE));
    const user = userEvent.setup({ delay: null });
    await user.click(main().getByRole('button', { name: 'Edit the notice' }));
    const picture = within(main().getByRole('group', { name: 'Picture (optional)' }));
    expect(picture.getByRole('img', { name: "The notice's picture" })).toHaveAttribute('src', PICTURE);
    picture.getByRole('button', { name: 'Remove the picture' }).focus();
    await user.keyboard('{Enter}');
    expect(picture.queryByRole('img')).toBeNull();
    // the saved notice's own picture is not removed from the server by the form
    expect(api.to(`DELETE /api/nupost/pictures/${'a'.repeat(32)}.webp`)).toHaveLength(0);
    // the focus moves to the file input, not lost with the button
    expect(picture.getByLabelText('Choose a picture')).toHaveFocus();
    await user.click(main().getByRole('button', { name: 'Save the draft' }));
    await waitFor(() => expect(api.to('PUT /api/nupost/notices/1')[0]?.body).toMatchObject({ picture: '' }));
  });

  it('says the notice goes out in its own language when the site has no translation', async () => {
    const untranslated: NupostNoticeDetail = {
      ...detail(notice(1)),
      texts: [{ lang: 'en', title: 'Notice 1', body: 'Fresh bread every Saturday.', origin: 'original' }],
      translation_state: 'unavailable',
    };
    mockSignedIn({
      'GET /api/nupost/notices': envelope({ ...history([notice(1)]), machine_translation: false }),
      'GET /api/nupost/notices/1': envelope(untranslated),
      'GET /api/nupost/notices/1/preview': (c: Call) => ({
        ...preview(c),
        data: { ...preview(c).data, lang: 'en', title: 'Notice 1', origin: 'original', pending: true },
      }),
    });
    await openPage('/nupost?notice=1');
    const texts = within(await main().findByRole('region', { name: 'Languages' }));
    expect(
      texts.getByText(/not set up on this site.*goes out in English to everyone.*members read it in English/),
    ).toBeVisible();
    expect(texts.queryByText(/still on their way/)).toBeNull();
    const user = userEvent.setup({ delay: null });
    const previewPart = within(main().getByRole('region', { name: 'Preview' }));
    await user.click(previewPart.getByRole('button', { name: /see it in/i }));
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    expect(await previewPart.findByText(/members reading it get the notice in English/)).toBeVisible();
    expect(previewPart.queryByText(/not ready yet/)).toBeNull();
  });

  it('names the language of the notice in the interface language, not in its own', async () => {
    const arabic: NupostNoticeDetail = {
      ...detail(notice(1, { lang: 'ar' })),
      texts: [{ lang: 'ar', title: 'خبز', body: 'خبز طازج كل سبت.', origin: 'original' }],
      translation_state: 'unavailable',
    };
    mockSignedIn({
      'GET /api/nupost/notices': envelope({
        ...history([notice(1, { lang: 'ar' })]),
        machine_translation: false,
      }),
      'GET /api/nupost/notices/1': envelope(arabic),
      'GET /api/nupost/notices/1/preview': (c: Call) => ({
        ...preview(c),
        data: { ...preview(c).data, lang: 'ar', title: 'خبز', origin: 'original', pending: true },
      }),
    });
    await openPage('/nupost?notice=1');
    const texts = within(await main().findByRole('region', { name: 'Languages' }));
    expect(texts.getByText(/goes out in Arabic to everyone.*members read it in Arabic/)).toBeVisible();
    expect(texts.queryByText(/in العربية/)).toBeNull();
  });

  it('schedules a notice, cancels it, and replaces a machine translation', async () => {
    let current = notice(1);
    const api = mockSignedIn({
      'GET /api/nupost/notices': () => envelope(history([current])),
      'GET /api/nupost/notices/1': () => envelope(detail(current)),
      'GET /api/nupost/notices/1/preview': preview,
      'POST /api/nupost/notices/1/send': (c: Call) => {
        current = { ...current, status: 'scheduled', scheduled_at: (c.body as { send_at: string }).send_at };
        return envelope(detail(current));
      },
      'POST /api/nupost/notices/1/cancel': () => {
        current = { ...current, status: 'cancelled' };
        return envelope(detail(current));
      },
      'PUT /api/nupost/notices/1/texts/fr': envelope(null),
    });
    await openPage('/nupost?notice=1');
    const user = userEvent.setup({ delay: null });
    await user.click(await main().findByRole('button', { name: 'Schedule' }));
    const sendAt = (api.to('POST /api/nupost/notices/1/send')[0]!.body as { send_at: string }).send_at;
    expect(Date.parse(sendAt)).toBeGreaterThan(Date.now());
    expect(await main().findByText(/^Scheduled for/)).toBeVisible();
    await user.click(main().getByRole('button', { name: 'Cancel the scheduled notice' }));
    expect(api.to('POST /api/nupost/notices/1/cancel')).toHaveLength(1);
    await waitFor(() => expect(main().getByText('Cancelled')).toBeVisible());

    const texts = within(main().getByRole('region', { name: 'Languages' }));
    expect(texts.getByText('Machine translation')).toBeVisible();
    // the original is edited with the notice itself
    expect(texts.queryByRole('button', { name: 'Replace the English text' })).toBeNull();
    await user.click(texts.getByRole('button', { name: 'Replace the French text' }));
    const title = texts.getByRole('textbox', { name: /^title/i });
    await user.clear(title);
    await user.paste('Pain frais samedi');
    await user.click(texts.getByRole('button', { name: 'Save this text' }));
    expect(api.to('PUT /api/nupost/notices/1/texts/fr')[0]!.body).toEqual({
      title: 'Pain frais samedi',
      body: 'Du pain frais.',
    });
  });

  it('writes the text of a language that has none yet', async () => {
    const first = LANGUAGES.find((l) => !['en', 'fr', 'ar'].includes(l.tag))!.tag;
    const api = mockSignedIn({
      'GET /api/nupost/notices': envelope(history([notice(1)])),
      'GET /api/nupost/notices/1': envelope(detail(notice(1))),
      'GET /api/nupost/notices/1/preview': preview,
      [`PUT /api/nupost/notices/1/texts/${first}`]: envelope(null),
    });
    await openPage('/nupost?notice=1');
    const user = userEvent.setup({ delay: null });
    const texts = within(await main().findByRole('region', { name: 'Languages' }));
    await user.click(texts.getByRole('button', { name: 'Write' }));
    const title = texts.getByRole('textbox', { name: /^title/i });
    expect(title).toHaveValue('Notice 1');
    await user.clear(title);
    await user.paste('My own title');
    await user.click(texts.getByRole('button', { name: 'Save this text' }));
    await waitFor(() =>
      expect(api.to(`PUT /api/nupost/notices/1/texts/${first}`)[0]?.body).toEqual({
        title: 'My own title',
        body: 'Fresh bread every Saturday.',
      }),
    );
  });

  it('shows a refused send with its message', async () => {
    mockSignedIn({
      'GET /api/nupost/notices': envelope(history([notice(1)])),
      'GET /api/nupost/notices/1': envelope(detail(notice(1))),
      'GET /api/nupost/notices/1/preview': preview,
      'POST /api/nupost/notices/1/send': {
        status: 403,
        json: envelope(null, false, 'Your plan allows 10 notices this month.'),
      },
    });
    await openPage('/nupost?notice=1');
    await userEvent.setup({ delay: null }).click(await main().findByRole('button', { name: 'Send now' }));
    expect(await main().findByRole('alert')).toHaveTextContent('Your plan allows 10 notices this month.');
  });

  it('invites addresses and reports what happened', async () => {
    const api = mockSignedIn({
      'GET /api/nupost/notices': envelope(history([])),
      'POST /api/nupost/invitations': envelope({ invited: 2, skipped: 1, remaining_today: 197 }),
    });
    await openPage('/nupost');
    expect(await main().findByText('You have not written any notice yet.')).toBeVisible();
    const user = userEvent.setup({ delay: null });
    await user.type(
      main().getByRole('textbox', { name: /e-mail addresses/i }),
      'a@example.ca, b@example.ca{enter}a@example.ca; c@example.ca',
    );
    await user.click(main().getByRole('button', { name: 'Send the invitations' }));
    expect(api.to('POST /api/nupost/invitations')[0]!.body).toEqual({
      emails: ['a@example.ca', 'b@example.ca', 'c@example.ca'],
    });
    expect(
      await main().findByText(/Invitations sent: 2\. Skipped .*: 1\. You may still invite 197 today\./),
    ).toBeVisible();
  });
});

describe('/nupost/unsubscribe/:token', () => {
  const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
  it('changes nothing on opening and stops following in one press, with no sign-in', async () => {
    let following = true;
    const api = mockApi({
      [`GET /api/nupost/unsubscribe/${TOKEN}`]: () =>
        envelope({ business_name: 'Harbour Bakery', following }),
      [`POST /api/nupost/unsubscribe/${TOKEN}`]: () => {
        following = false;
        return envelope({ business_name: 'Harbour Bakery', following });
      },
    });
    await openPage(`/nupost/unsubscribe/${TOKEN}`);
    expect(await main().findByText(/You receive the notices of .Harbour Bakery.\./)).toBeVisible();
    expect(api.to(`POST /api/nupost/unsubscribe/${TOKEN}`)).toHaveLength(0);
    await userEvent
      .setup({ delay: null })
      .click(main().getByRole('button', { name: 'Stop following Harbour Bakery' }));
    expect(await main().findByText(/You no longer receive notices from .Harbour Bakery./)).toBeVisible();
    expect(api.to(`POST /api/nupost/unsubscribe/${TOKEN}`)).toHaveLength(1);
  });

  it('says when the link is not valid', async () => {
    mockApi({
      'GET /api/nupost/unsubscribe/unknown-token-0000000000': {
        status: 404,
        json: envelope(null, false, 'This link is not valid.'),
      },
    });
    await openPage('/nupost/unsubscribe/unknown-token-0000000000');
    expect(await main().findByText('This link is not valid.')).toBeVisible();
  });
});

describe('/nupost/invitations/:token', () => {
  const TOKEN = 'inv_abcdefghijklmnopqrstuvwxyz';
  const invitation = (confirmed = false) =>
    envelope({ business_name: 'Harbour Bakery', email_hint: 'a***@example.ca', confirmed });

  it('asks a visitor to sign in with the invited address', async () => {
    mockApi({ [`GET /api/nupost/invitations/${TOKEN}`]: invitation() });
    await openPage(`/nupost/invitations/${TOKEN}`);
    expect(await main().findByText(/Sign in with .a\*\*\*@example\.ca. to accept/)).toBeVisible();
    expect(main().getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/sign-in?next=${encodeURIComponent(`/nupost/invitations/${TOKEN}`)}`,
    );
  });

  it('follows once the signed-in member confirms, and shows a refusal', async () => {
    let answer: unknown = { status: 403, json: envelope(null, false, 'Sent to another address.') };
    const api = mockSignedIn({
      [`GET /api/nupost/invitations/${TOKEN}`]: invitation(),
      [`POST /api/nupost/invitations/${TOKEN}/confirm`]: () => answer,
    });
    await openPage(`/nupost/invitations/${TOKEN}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await main().findByRole('button', { name: 'Follow Harbour Bakery' }));
    expect(await main().findByRole('alert')).toHaveTextContent('Sent to another address.');
    answer = envelope({
      business_user_id: 3,
      business_name: 'Harbour Bakery',
      business_id: 5,
      since: '2026-03-01T00:00:00Z',
    });
    await user.click(main().getByRole('button', { name: 'Follow Harbour Bakery' }));
    expect(await main().findByText(/You now receive the notices of .Harbour Bakery./)).toBeVisible();
    expect(api.to(`POST /api/nupost/invitations/${TOKEN}/confirm`)).toHaveLength(2);
  });
});
