import type { Ref } from 'react';
import { TextField } from '@/components/ui';

/**
 * The mask of the listing form rules, applied as the user types: "+1 (902) 555-0101". The leading 1 (country code)
 * is taken off pasted numbers; at most 10 digits are kept; an empty field stays empty.
 */
export function formatPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (input.trim().startsWith('+1') || (digits.length > 10 && digits.startsWith('1'))) {
    digits = digits.slice(1);
  }
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  let out = `+1 (${area}`;
  if (digits.length > 3) out += `) ${exchange}`;
  if (digits.length > 6) out += `-${line}`;
  return out;
}

export interface PhoneFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A message key or sentence, shown translated. */
  errorMessage?: string | null;
  onBlur?: () => void;
  name?: string;
  isRequired?: boolean;
  description?: string;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

export function PhoneField({ label, value, onChange, errorMessage, ...rest }: PhoneFieldProps) {
  return (
    <TextField
      {...rest}
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="+1 (___) ___-____"
      value={value}
      onChange={(v) => onChange(formatPhone(v))}
      errorKey={errorMessage}
    />
  );
}
