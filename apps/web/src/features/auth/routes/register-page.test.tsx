import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { envelope, main, mockApi, openPage, setupAppTests } from '@/test/app-harness';

setupAppTests();

const submit = () => main().getByRole('button', { name: 'Create my account' });

async function choose(user: UserEvent, field: RegExp, option: string) {
  const select = main().getByRole('button', { name: field });
  // The province list arrives from the server first.
  await waitFor(() => expect(select).toBeEnabled());
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: option }));
}

interface FillOptions {
  email?: string;
  password?: string;
  confirm?: string;
}

async function fillAll(user: UserEvent, options: FillOptions = {}) {
  const { email = 'amira@example.ca', password = 'harbour7x' } = options;
  const confirm = options.confirm ?? password;
  await user.type(main().getByRole('textbox', { name: /first name/i }), 'Amira');
  await user.type(main().getByRole('textbox', { name: /last name/i }), 'Khalil');
  await user.type(main().getByRole('textbox', { name: /e-mail/i }), email);
  await user.type(main().getByRole('textbox', { name: /postal code/i }), 'C1A 1A1');
  await choose(user, /province/i, 'Prince Edward Island');
  await choose(user, /city/i, 'Charlottetown');
  await user.type(main().getByLabelText(/^password/i), password);
  await user.type(main().getByLabelText(/^confirm password/i), confirm);
}

async function open() {
  const view = await openPage('/register');
  await main().findByRole('textbox', { name: /first name/i });
  return view;
}

describe('/register', { timeout: 30_000 }, () => {
  it('keeps the button disabled until every field is filled and the terms are accepted', async () => {
    mockApi();
    await open();
    const user = userEvent.setup({ delay: null });
    expect(submit()).toBeDisabled();
    // The city waits for a province.
    expect(main().getByRole('button', { name: /city/i })).toBeDisabled();

    await fillAll(user);
    expect(submit()).toBeDisabled();
    expect(main().getByText('Fill in every field and accept the terms to continue.')).toBeInTheDocument();

    await user.click(main().getByRole('checkbox', { name: /accept the terms/i }));
    expect(submit()).toBeEnabled();
    expect(main().getByRole('link', { name: 'terms and privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-terms',
    );
  });

  it('checks the e-mail, then the matching passwords, then the password rule', async () => {
    const api = mockApi({ 'POST /api/registration': envelope(null, true, 'registration.success') });
    const { router } = await open();
    const user = userEvent.setup({ delay: null });
    await fillAll(user, { email: 'amira@example', password: 'short', confirm: 'different' });
    await user.click(main().getByRole('checkbox', { name: /accept the terms/i }));

    await user.click(submit());
    expect(await main().findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(main().queryByText('The passwords do not match.')).not.toBeInTheDocument();
    expect(main().getByRole('textbox', { name: /e-mail/i })).toHaveAttribute('aria-invalid', 'true');

    await user.type(main().getByRole('textbox', { name: /e-mail/i }), '.ca');
    await user.click(submit());
    expect(await main().findByText('The passwords do not match.')).toBeInTheDocument();
    expect(main().queryByText('Please enter a valid e-mail address.')).not.toBeInTheDocument();

    await user.clear(main().getByLabelText(/^confirm password/i));
    await user.type(main().getByLabelText(/^confirm password/i), 'short');
    await user.click(submit());
    expect(
      await main().findByText(
        'Your password needs at least 8 characters, with at least one letter and one number.',
      ),
    ).toBeInTheDocument();
    expect(api.to('POST /api/registration')).toHaveLength(0);

    await user.type(main().getByLabelText(/^password/i), 'ly42');
    await user.type(main().getByLabelText(/^confirm password/i), 'ly42');
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/check-email'));
    expect(await main().findByText(/spam or junk folder/i)).toBeInTheDocument();
    expect(api.to('POST /api/registration')[0]?.body).toEqual({
      firstName: 'Amira',
      lastName: 'Khalil',
      email: 'amira@example.ca',
      password: 'shortly42',
      address: '',
      postalCode: 'C1A 1A1',
      provinceId: 1,
      cityId: 12,
      language: 'en',
      captcha: '',
      captchaOn: false,
    });
  });

  it('shows the translated server message when the registration fails', async () => {
    mockApi({
      'POST /api/registration': { status: 400, json: envelope(null, false, 'captcha_invalid') },
    });
    await open();
    const user = userEvent.setup({ delay: null });
    await fillAll(user);
    await user.click(main().getByRole('checkbox', { name: /accept the terms/i }));
    await user.click(submit());
    expect(await main().findByRole('alert')).toHaveTextContent(
      'Please complete the check that you are not a robot',
    );
  });

  it('clears the city when the province changes', async () => {
    mockApi();
    await open();
    const user = userEvent.setup({ delay: null });
    await choose(user, /province/i, 'Prince Edward Island');
    await choose(user, /city/i, 'Charlottetown');
    expect(main().getByRole('button', { name: /city/i })).toHaveTextContent('Charlottetown');
    await choose(user, /province/i, 'Nova Scotia');
    expect(main().getByRole('button', { name: /city/i })).toHaveTextContent('Choose a city');
  });
});
