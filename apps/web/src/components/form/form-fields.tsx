import { memo } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import {
  Checkbox,
  PasswordField,
  TextField,
  type CheckboxProps,
  type PasswordFieldProps,
  type TextFieldProps,
} from '@/components/ui';

/**
 * A bound field re-renders when its own props change or its field does (useController subscribes it),
 * not whenever its form does. react-hook-form re-renders a form's host once, synchronously, just after
 * it mounts (`isReady`, set in a layout effect): without this, every field of a long form was drawn
 * again in one task that input had to wait for. `memo` keeps the generics.
 */
export const boundField = memo as <C>(component: C) => C;

export interface BindProps<T extends FieldValues, TOut, TValue> {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, TValue>;
}

type Bound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'disabled' | 'errorKey';

/** The field's props for a TextField or PasswordField, its error message key included. */
function useTextBinding<T extends FieldValues, TOut>({ control, name }: BindProps<T, TOut, string>) {
  const { field, fieldState } = useController({ control, name });
  return { ...field, value: field.value as string, errorKey: fieldState.error?.message };
}

export type FormTextFieldProps<T extends FieldValues, TOut> = Omit<TextFieldProps, Bound> &
  BindProps<T, TOut, string>;

export const FormTextField = boundField(function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  ...props
}: FormTextFieldProps<T, TOut>) {
  const bound = useTextBinding({ control, name });
  return <TextField {...bound} {...props} />;
});

/** An e-mail field: e-mail keyboard and autofill. */
export const FormEmailField = boundField(function FormEmailField<T extends FieldValues, TOut = T>(
  props: Omit<FormTextFieldProps<T, TOut>, 'type' | 'inputMode' | 'autoComplete'>,
) {
  return <FormTextField {...props} type="email" inputMode="email" autoComplete="email" />;
});

export type FormPasswordFieldProps<T extends FieldValues, TOut> = Omit<PasswordFieldProps, Bound> &
  BindProps<T, TOut, string>;

export const FormPasswordField = boundField(function FormPasswordField<T extends FieldValues, TOut = T>({
  control,
  name,
  ...props
}: FormPasswordFieldProps<T, TOut>) {
  const bound = useTextBinding({ control, name });
  return <PasswordField {...bound} {...props} />;
});

export type FormCheckboxProps<T extends FieldValues, TOut> = Omit<
  CheckboxProps,
  'name' | 'isSelected' | 'defaultSelected' | 'onChange' | 'onBlur' | 'ref' | 'errorKey'
> &
  BindProps<T, TOut, boolean | undefined>;

export const FormCheckbox = boundField(function FormCheckbox<T extends FieldValues, TOut = T>({
  control,
  name,
  ...props
}: FormCheckboxProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox
      name={field.name}
      isSelected={!!field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorKey={fieldState.error?.message}
      {...props}
    />
  );
});
