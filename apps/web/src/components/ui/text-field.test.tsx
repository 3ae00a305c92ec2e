import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupAppTests } from '@/test/app-harness';
import { TextField } from './text-field';

setupAppTests();

function Harness({ max }: { max: number }) {
  const [value, setValue] = useState('');
  return <TextField label="Description" multiline value={value} onChange={setValue} maxLength={max} />;
}

describe('TextField', () => {
  it('keeps web addresses, e-mails and phone numbers left to right, also on an RTL page', () => {
    render(
      <div dir="rtl">
        <TextField label="Website" type="url" placeholder="https://" />
        <TextField label="E-mail" type="email" />
        <TextField label="Phone" type="tel" />
        <TextField label="Name" />
      </div>,
    );
    for (const name of ['Website', 'E-mail', 'Phone']) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('dir', 'ltr');
    }
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('dir');
  });

  it('says when a paste was cut to the limit, until the text is shorter again', async () => {
    const user = userEvent.setup();
    render(<Harness max={20} />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    await user.click(box);
    await user.paste('x'.repeat(25));
    expect(box).toHaveValue('x'.repeat(20));
    const cut = screen.getByText('The pasted text was cut to 20 characters, the most this field takes.');
    expect(cut).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('20 / 20')).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(cut).toHaveTextContent(/^$/);

    // a paste that fits says nothing
    await user.paste('y');
    expect(cut).toHaveTextContent(/^$/);
  });
});
