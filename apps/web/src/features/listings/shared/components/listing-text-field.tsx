import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type FieldValues } from 'react-hook-form';
import type { BindProps } from '@/components/form';
import { TextField, type TextFieldProps } from '@/components/ui';
import { useMessage } from '@/lib/messages';

/** Form errors: the wizards' keys (`event.errors.…`, `jobs.errors.…`), else a server message key. */
export function useFormMessage(): (key: string | null | undefined) => string {
  const { t, i18n } = useTranslation('vivalinks');
  const tm = useMessage();
  return useCallback(
    (key) => (!key ? '' : i18n.exists(key, { ns: 'vivalinks' }) ? t(key) : tm(key)),
    [t, i18n, tm],
  );
}

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
  const msg = useFormMessage();
  const { field, fieldState } = useController({ control, name });
  return <TextField {...field} errorKey={msg(fieldState.error?.message) || null} {...props} />;
}
