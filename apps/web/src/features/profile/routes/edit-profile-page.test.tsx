import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE, envelope, main, mockSignedIn, openPage, setupAppTests } from '@/test/app-harness';

setupAppTests();

const picture = (name: string, type: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type });

async function open() {
  await openPage('/edit-profile');
  await main().findByRole('textbox', { name: /full name/i });
}

describe('/edit-profile', { timeout: 30_000 }, () => {
  it('checks the picture in the browser, then uploads it as `files`', async () => {
    const api = mockSignedIn({
      'POST /api/web/update-profile-picture': envelope(
        { ...PROFILE, profile_image: '/uploads/amira.webp' },
        true,
        'profile.picture_updated',
      ),
    });
    await open();
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const input = main().getByLabelText('Choose a picture');

    await user.upload(input, picture('big.png', 'image/png', 2 * 1024 * 1024 + 1));
    expect(await main().findByRole('alert')).toHaveTextContent('larger than 2 MB');
    await user.upload(input, picture('notes.pdf', 'application/pdf', 100));
    expect(await main().findByRole('alert')).toHaveTextContent('Please choose a PNG, JPEG or WebP picture.');
    expect(api.to('POST /api/web/update-profile-picture')).toHaveLength(0);

    await user.upload(input, picture('me.jpg', 'image/jpeg', 1000));
    expect(await main().findByText('Your new picture has been saved.')).toBeInTheDocument();
    const sent = api.to('POST /api/web/update-profile-picture')[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('files')).toHaveProperty('name', 'me.jpg');
    await waitFor(() =>
      expect(main().getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
        'src',
        '/uploads/amira.webp',
      ),
    );
  });

  it('saves the details and shows that it worked', async () => {
    const api = mockSignedIn({
      'POST /api/web/update-profile': envelope([
        { ...PROFILE, full_name: 'Amira K.', state_id: 2, city_id: 21 },
      ]),
    });
    await open();
    const user = userEvent.setup({ delay: null });
    const name = main().getByRole('textbox', { name: /full name/i });
    expect(name).toHaveValue('Amira Khalil');

    await user.clear(name);
    await user.click(main().getByRole('button', { name: 'Save' }));
    expect(await main().findByText('Please fill in all the required fields.')).toBeInTheDocument();

    await user.type(name, 'Amira K.');
    const province = main().getByRole('button', { name: /province/i });
    await waitFor(() => expect(province).toHaveTextContent('Prince Edward Island'));
    await user.click(province);
    await user.click(await screen.findByRole('option', { name: 'Nova Scotia' }));
    await user.click(main().getByRole('button', { name: 'Save' }));
    expect(await main().findByText('Please fill in all the required fields.')).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: /city/i }));
    await user.click(await screen.findByRole('option', { name: 'Halifax' }));
    await user.click(main().getByRole('button', { name: 'Save' }));
    expect(await main().findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(api.to('POST /api/web/update-profile')[0]?.body).toEqual({
      full_name: 'Amira K.',
      postal_code: 'C1A 1A1',
      user_mobile: '902 555 0101',
      state_id: 2,
      city_id: 21,
      preferred_language: 'en',
    });
  });
});
