import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Call } from '@/test/app-harness';
import { envelope, main, mockApi, openPage, setupAppTests } from '@/test/app-harness';

setupAppTests();

const member = (index: number, name: string, profile: boolean) => ({
  index,
  name,
  position: `Position ${index}`,
  short_description: `About ${name}`,
  title: profile ? `Title of ${name}` : null,
  description: profile ? `Long story of ${name}` : null,
  image: null,
});
const TEAM = [member(0, 'Leila Haddad', true), member(1, 'Thomas Gallant', false)];
const SETTINGS = (c: Call) =>
  envelope({
    value: c.search.includes('org_email') ? 'hello@harbour.local' : '100 Queen Street, Charlottetown',
  });

describe('/team and /profile/{index}', () => {
  it('links a member with a title and description to the profile, the others to /coming-soon', async () => {
    mockApi({ 'GET /api/web/team': envelope({ members: TEAM }) });
    await openPage('/team');
    const leila = await main().findByRole('link', { name: /Leila Haddad/ });
    expect(leila).toHaveAttribute('href', '/profile/0');
    expect(main().getByRole('link', { name: /Thomas Gallant/ })).toHaveAttribute('href', '/coming-soon');
    expect(main().getByText('About Thomas Gallant')).toBeInTheDocument();
  });

  it('shows one member’s story, and a friendly message for an unknown one', async () => {
    mockApi({
      'GET /api/web/team/0': envelope(TEAM[0]),
      'GET /api/web/team/42': { status: 404, json: envelope(null, false, 'team.not_found') },
    });
    const view = await openPage('/profile/0');
    expect(await main().findByRole('heading', { level: 1, name: 'Leila Haddad' })).toBeInTheDocument();
    expect(main().getByText('Long story of Leila Haddad')).toBeInTheDocument();
    view.unmount();
    await openPage('/profile/42');
    expect(await main().findByText('We could not find this team member.')).toBeInTheDocument();
  });
});

describe('/contact-us', () => {
  it('requires the last name in the larger form, then sends, clears the fields and thanks the user', async () => {
    const api = mockApi({
      'GET /api/web/settings': SETTINGS,
      'POST /api/web/contact': envelope(null, true, 'contact_us.success'),
    });
    await openPage('/contact-us');
    expect(await main().findByText('100 Queen Street, Charlottetown')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(main().getByRole('textbox', { name: /First name/ }), 'Amina');
    await user.type(main().getByRole('textbox', { name: /E-mail/ }), 'amina@example.org');
    await user.type(main().getByRole('textbox', { name: /Message/ }), 'Hello there');
    await user.click(main().getByRole('button', { name: 'Send message' }));
    expect(await main().findByText('Please fill in all the required fields.')).toBeInTheDocument();
    expect(api.to('POST /api/web/contact')).toHaveLength(0);

    await user.type(main().getByRole('textbox', { name: /Last name/ }), 'Yusuf');
    await user.click(main().getByRole('button', { name: 'Send message' }));
    expect(await main().findByText(/Your message has been sent/)).toBeInTheDocument();
    expect(api.to('POST /api/web/contact')[0]!.body).toEqual({
      firstName: 'Amina',
      lastName: 'Yusuf',
      email: 'amina@example.org',
      message: 'Hello there',
    });
    expect(main().getByRole('textbox', { name: /First name/ })).toHaveValue('');
    expect(main().getByRole('textbox', { name: /Message/ })).toHaveValue('');
    expect(main().getByRole('textbox', { name: /Message/ })).toHaveAttribute('rows', '10');
  });

  it('shows contact_us.error when sending fails and keeps what was typed', async () => {
    mockApi({ 'GET /api/web/settings': SETTINGS });
    await openPage('/contact-us');
    const user = userEvent.setup();
    await user.type(await main().findByRole('textbox', { name: /First name/ }), 'Amina');
    await user.type(main().getByRole('textbox', { name: /Last name/ }), 'Yusuf');
    await user.type(main().getByRole('textbox', { name: /E-mail/ }), 'amina@example.org');
    await user.type(main().getByRole('textbox', { name: /Message/ }), 'Hello');
    await user.click(main().getByRole('button', { name: 'Send message' }));
    expect(
      await main().findByText('Sorry, your message could not be sent. Please try again.'),
    ).toBeInTheDocument();
    expect(main().getByRole('textbox', { name: /Message/ })).toHaveValue('Hello');
  });
});

describe('/about-us', () => {
  it('has two accessible tab sets; the contact tab holds the smaller form without a last name', async () => {
    mockApi({
      'GET /api/web/team': envelope({ members: TEAM }),
      'GET /api/web/settings': SETTINGS,
      'GET /api/web/posts': envelope({
        slug: 'our-services',
        language: 'en',
        title: 'Our services',
        intro: '',
        sections: [],
      }),
    });
    await openPage('/about-us');
    const who = await main().findByRole('tablist', { name: 'Who we are' });
    expect(
      within(who)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Our team', 'Our story', 'Sponsors']);
    const what = main().getByRole('tablist', { name: 'What we do' });
    expect(
      within(what)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Our services', 'Terms and privacy', 'Values', 'Contact']);
    expect(await main().findByRole('link', { name: /Leila Haddad/ })).toHaveAttribute('href', '/profile/0');
    await userEvent.click(within(what).getByRole('tab', { name: 'Contact' }));
    await waitFor(() =>
      expect(within(what).getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(main().getByRole('textbox', { name: /^Name/ })).toBeInTheDocument();
    expect(main().queryByRole('textbox', { name: /Last name/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact-us');
  });
});

describe('/sponsors', () => {
  it('shows a sponsor’s logo only when its feature flag is on', async () => {
    mockApi({
      'GET /api/getVersion': {
        status: 1,
        message: '',
        data: { lang_version: '1', feature_list: [{ name: 'upei', enabled: true, states: [] }] },
      },
      'GET /api/web/sponsors': envelope({
        sponsors: [
          {
            slug: 'upei',
            name: 'University of Prince Edward Island',
            description: 'Research partner',
            website: null,
            feature: 'upei',
          },
          {
            slug: 'gov-pei',
            name: 'Government of Prince Edward Island',
            description: 'Province',
            website: null,
            feature: 'gov_pei',
          },
        ],
      }),
    });
    await openPage('/sponsors');
    expect(
      await main().findByRole('img', { name: 'Logo of University of Prince Edward Island' }),
    ).toBeInTheDocument();
    expect(main().queryByRole('img', { name: /Government of Prince Edward Island/ })).not.toBeInTheDocument();
  });
});
