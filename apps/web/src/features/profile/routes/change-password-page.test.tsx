import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { envelope, main, mockApi, mockSignedIn, openPage, setupAppTests } from '@/test/app-harness';

setupAppTests();

const submit = () => main().getByRole('button', { name: 'Change password' });
const field = (name: RegExp) => main().getByLabelText(name);

async function open() {
  await openPage('/change-password');
  await main().findByLabelText(/^current password/i);
}

describe('/change-password', { timeout: 30_000 }, () => {
  it('checks required fields, then matching passwords, then strength, before calling the server', async () => {
    const api = mockSignedIn({
      'POST /api/web/change-password': envelope(null, true, 'change_password.success'),
    });
    await open();
    const user = userEvent.setup({ delay: null });

    await user.type(field(/^new password/i), 'weak');
    await user.type(field(/^confirm the new password/i), 'other');
    await user.click(submit());
    expect(await main().findByText('Please fill in all the required fields.')).toBeInTheDocument();
    expect(field(/^current password/i)).toHaveAttribute('aria-invalid', 'true');

    await user.type(field(/^current password/i), 'old-secret1');
    await user.click(submit());
    expect(await main().findByText('The passwords do not match.')).toBeInTheDocument();
    expect(main().queryByText('Please fill in all the required fields.')).not.toBeInTheDocument();

    await user.clear(field(/^confirm the new password/i));
    await user.type(field(/^confirm the new password/i), 'weak');
    await user.click(submit());
    expect(
      await main().findByText(
        'Your password needs at least 8 characters, with at least one letter and one number.',
      ),
    ).toBeInTheDocument();
    expect(api.to('POST /api/web/change-password')).toHaveLength(0);

    await user.type(field(/^new password/i), 'er-harbour9');
    await user.type(field(/^confirm the new password/i), 'er-harbour9');
    await user.click(submit());
    expect(await main().findByText('Your password has been changed.')).toBeInTheDocument();
    expect(api.to('POST /api/web/change-password')[0]?.body).toEqual({
      old_password: 'old-secret1',
      new_password: 'weaker-harbour9',
    });
    // The form is emptied after a change.
    expect(field(/^current password/i)).toHaveValue('');
  });

  it('shows a live strength hint while typing the new password', async () => {
    mockSignedIn();
    await open();
    const user = userEvent.setup({ delay: null });
    await user.type(field(/^new password/i), 'abc');
    expect(main().getByText('This password does not meet the rules yet.')).toBeInTheDocument();
    await user.type(field(/^new password/i), 'defg12');
    expect(main().getByText('This password meets the rules.')).toBeInTheDocument();
  });

  it('shows the server message when the current password is wrong', async () => {
    mockSignedIn({
      'POST /api/web/change-password': {
        status: 400,
        json: envelope(null, false, 'change_password.wrong_password'),
      },
    });
    await open();
    const user = userEvent.setup({ delay: null });
    await user.type(field(/^current password/i), 'not-it-1');
    await user.type(field(/^new password/i), 'harbour-new9');
    await user.type(field(/^confirm the new password/i), 'harbour-new9');
    await user.click(submit());
    expect(await main().findByRole('alert')).toHaveTextContent('Your current password is not correct.');
  });

  it('asks a visitor to sign in', async () => {
    mockApi();
    await openPage('/change-password');
    expect(await main().findByText('Please sign in to continue.')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
