import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, Input, TextField as AriaTextField, ToggleButton } from 'react-aria-components';
import { useMessage } from '@/lib/messages';
import { cx } from '@/lib/cx';
import { FieldLabel, FieldMessages, fieldInputClass, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<
  TextFieldProps,
  'type' | 'multiline' | 'rows' | 'inputMode' | 'maxLength'
> & {
  /** `current-password` (default) or `new-password` */
  autoComplete?: 'current-password' | 'new-password';
};

/** A password input with a show/hide toggle (aria-pressed). Same props as TextField. */
export function PasswordField({
  label,
  description,
  errorKey,
  className,
  ref,
  disabled,
  isDisabled,
  placeholder,
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const tm = useMessage();
  const [visible, setVisible] = useState(false);
  const error = errorKey ? tm(errorKey) : '';
  const off = isDisabled ?? disabled;

  return (
    <AriaTextField
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      isDisabled={off}
      isInvalid={!!error}
      validationBehavior="aria"
      className={cx('flex flex-col gap-1', className)}
    >
      <FieldLabel label={label} isRequired={rest.isRequired} />
      <Group className="relative flex items-center">
        <Input ref={ref} placeholder={placeholder} className={cx(fieldInputClass, 'pe-24')} />
        <ToggleButton
          isSelected={visible}
          onChange={setVisible}
          isDisabled={off}
          className="absolute end-1 rounded-md px-3 py-1.5 text-sm font-semibold text-harbour-700 hover:bg-harbour-50 cursor-pointer"
        >
          {visible ? t('password.hide') : t('password.show')}
        </ToggleButton>
      </Group>
      <FieldMessages description={description} error={error} />
    </AriaTextField>
  );
}
