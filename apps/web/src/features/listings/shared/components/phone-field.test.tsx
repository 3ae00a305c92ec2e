import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHONE_PATTERN } from '@harbour/shared';
import { setupAppTests } from '@/test/app-harness';
import { loadKitCatalogues, renderKit } from '@/test/kit-test-utils';
import { formatPhone, PhoneField } from './phone-field';

setupAppTests();
loadKitCatalogues();

function Harness() {
  const [value, setValue] = useState('');
  return <PhoneField label="Telephone" value={value} onChange={setValue} />;
}

describe('phone mask +1 (nnn) nnn-nnnn', () => {
  it('formats as the digits come', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('9')).toBe('+1 (9');
    expect(formatPhone('902')).toBe('+1 (902');
    expect(formatPhone('9025')).toBe('+1 (902) 5');
    expect(formatPhone('9025550')).toBe('+1 (902) 555-0');
    expect(formatPhone('90255501019999')).toBe('+1 (902) 555-0101');
  });

  it('drops the country code of pasted numbers and keeps the mask when editing', () => {
    expect(formatPhone('+1 902 555 0101')).toBe('+1 (902) 555-0101');
    expect(formatPhone('1-902-555-0101')).toBe('+1 (902) 555-0101');
    expect(formatPhone('(902) 555-0101')).toBe('+1 (902) 555-0101');
    // Backspace over the dash leaves the digits before it.
    expect(formatPhone('+1 (902) 555-')).toBe('+1 (902) 555');
    expect(formatPhone('+1 (')).toBe('');
    expect(PHONE_PATTERN.test(formatPhone('9025550101'))).toBe(true);
  });

  it('masks what the user types', async () => {
    const user = userEvent.setup();
    renderKit(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Telephone' });
    await user.type(input, '902abc5550101');
    expect(input).toHaveValue('+1 (902) 555-0101');
    expect(input).toHaveAttribute('type', 'tel');
    // Four backspaces take the line number and its dash; the next one a digit of the exchange.
    await user.type(input, '{backspace}{backspace}{backspace}{backspace}');
    expect(input).toHaveValue('+1 (902) 555');
    await user.type(input, '{backspace}');
    expect(input).toHaveValue('+1 (902) 55');
  });
});
