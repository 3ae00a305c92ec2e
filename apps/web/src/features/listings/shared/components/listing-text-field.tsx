import { useController, type FieldValues } from 'react-hook-form';
import type { BindProps } from '@/components/form';
import { TextField, type TextFieldProps } from '@/components/ui';
import { useListingMessage } from '../lib/listing-message';

/** A text field bound to the form whose errors may be keys of this catalogue (FormTextField reads `common`). */
export function ListingTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  ...props
}: BindProps<T, TOut, string> &
  Omit<
    TextFieldProps,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'disabled' | 'errorKey'
  >) {
  const msg = useListingMessage();
  const { field, fieldState } = useController({ control, name });
  return <TextField {...field} errorKey={msg(fieldState.error?.message) || null} {...props} />;
}
