import { useWatch, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { PasswordHint } from '@/components/account/password-hint';
import { boundField, FormPasswordField, type BindProps } from './form-fields';

export interface NewPasswordFieldsProps<T extends FieldValues, TOut> extends BindProps<T, TOut, string> {
  confirmName: FieldPathByValue<T, string>;
  label: string;
  confirmLabel: string;
  hintId?: string;
}

/** A new password with its live strength hint, then its confirmation. */
export const NewPasswordFields = boundField(function NewPasswordFields<T extends FieldValues, TOut = T>({
  control,
  name,
  confirmName,
  label,
  confirmLabel,
  hintId,
}: NewPasswordFieldsProps<T, TOut>) {
  const password = useWatch({ control, name }) as string;
  return (
    <>
      <div className="flex flex-col gap-2">
        <FormPasswordField
          control={control}
          name={name}
          label={label}
          autoComplete="new-password"
          isRequired
        />
        <PasswordHint password={password} id={hintId} />
      </div>
      <FormPasswordField
        control={control}
        name={confirmName}
        label={confirmLabel}
        autoComplete="new-password"
        isRequired
      />
    </>
  );
});
