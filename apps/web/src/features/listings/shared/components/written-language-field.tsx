import { useTranslation } from 'react-i18next';
import { useController, type FieldValues } from 'react-hook-form';
import type { BindProps } from '@/components/form';
import { Select } from '@/components/ui';
import { LANGUAGE_OPTIONS } from '../lib/written-language';

/**
 * "Language of your texts", beside a listing's descriptions: the other languages are translated from it. A
 * new listing shows the interface language until the owner picks another (the value stays '' until then).
 */
export function WrittenLanguageField<T extends FieldValues, TOut = T>({
  control,
  name,
}: BindProps<T, TOut, string>) {
  const { t, i18n } = useTranslation('vivalinks');
  const {
    field: { ref, value, onChange, onBlur, name: fieldName },
    fieldState,
  } = useController({ control, name });
  const shown = (value as string) || (i18n.resolvedLanguage ?? i18n.language);
  return (
    <Select
      ref={ref}
      name={fieldName}
      label={t('written_language.label')}
      description={t('written_language.help')}
      options={LANGUAGE_OPTIONS}
      value={shown}
      onChange={(id) => onChange(id ?? '')}
      onBlur={onBlur}
      errorKey={fieldState.error?.message}
      className="max-w-sm"
    />
  );
}
