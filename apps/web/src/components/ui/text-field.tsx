import { useState, type ClipboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, Input, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { useMessage } from '@/lib/messages';
import { cx } from '@/lib/cx';

export const fieldLabelClass = 'block text-sm font-semibold text-slate-800';
export const fieldInputClass = cx(
  'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 min-h-11',
  'placeholder:text-slate-500 focus:border-harbour-600',
  // typed Latin text (addresses, URLs) keeps its own order in a right-to-left page; an empty field
  // still follows the page's direction
  '[unicode-bidi:plaintext]',
  'data-[invalid]:border-red-700 data-[disabled]:bg-slate-100 data-[disabled]:text-slate-500',
);
export const fieldErrorClass = 'text-sm font-medium text-red-700';
export const fieldDescriptionClass = 'text-sm text-slate-600';

/** A field's label, with a red asterisk (not read out) when it is required. */
export function FieldLabel({ label, isRequired }: { label: string; isRequired?: boolean }) {
  return (
    <Label className={fieldLabelClass}>
      {label}
      {isRequired && (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      )}
    </Label>
  );
}

/** The help text and the error message under a field. */
export function FieldMessages({ description, error }: { description?: string; error: string }) {
  return (
    <>
      {description && (
        <Text slot="description" className={fieldDescriptionClass}>
          {description}
        </Text>
      )}
      <FieldError className={fieldErrorClass}>{error}</FieldError>
    </>
  );
}

export interface TextFieldProps {
  /** Visible label, already translated. */
  label: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  /** Receives the new text (works with react-hook-form's `field.onChange`). */
  onChange?: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal' | 'search';
  placeholder?: string;
  /** Help text under the field, already translated. */
  description?: string;
  /** A message key (`fill_required_fields`) or a server sentence; shown translated, marks the field invalid. */
  errorKey?: string | null;
  /** Enables the character counter ("12 / 200"). */
  maxLength?: number;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** react-hook-form's `field.disabled` */
  disabled?: boolean;
  isReadOnly?: boolean;
  autoFocus?: boolean;
  /** Renders a multi-line text area with this many rows. */
  multiline?: boolean;
  rows?: number;
  className?: string;
  /** Forwarded to the input element (react-hook-form focuses it on error). */
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** A labelled text input (react-aria `TextField`). With react-hook-form use `FormTextField` (components/form). */
export function TextField({
  label,
  description,
  errorKey,
  maxLength,
  multiline,
  rows = 4,
  className,
  ref,
  value,
  defaultValue,
  onChange,
  disabled,
  isDisabled,
  inputMode,
  placeholder,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation();
  const tm = useMessage();
  const [uncontrolledLength, setUncontrolledLength] = useState(defaultValue?.length ?? 0);
  const length = value != null ? value.length : uncontrolledLength;
  const error = errorKey ? tm(errorKey) : '';
  // maxlength cuts a longer paste without a word: say so until the text is shorter than the limit
  const [cut, setCut] = useState(false);
  const onPaste = (e: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (maxLength == null) return;
    const el = e.currentTarget;
    const kept = el.value.length - ((el.selectionEnd ?? 0) - (el.selectionStart ?? 0));
    setCut(kept + e.clipboardData.getData('text').length > maxLength);
  };

  return (
    <AriaTextField
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={(v) => {
        setUncontrolledLength(v.length);
        if (maxLength != null && v.length < maxLength) setCut(false);
        onChange?.(v);
      }}
      maxLength={maxLength}
      isDisabled={isDisabled ?? disabled}
      isInvalid={!!error}
      validationBehavior="aria"
      className={cx('flex flex-col gap-1', className)}
    >
      <FieldLabel label={label} isRequired={rest.isRequired} />
      {multiline ? (
        <TextArea
          ref={ref}
          onPaste={onPaste}
          rows={rows}
          placeholder={placeholder}
          className={cx(fieldInputClass, 'resize-y')}
        />
      ) : (
        <Input
          ref={ref}
          onPaste={onPaste}
          // addresses read left to right in every language: an RTL page showed "https://" as "//:https"
          dir={rest.type === 'url' || rest.type === 'email' || rest.type === 'tel' ? 'ltr' : undefined}
          inputMode={inputMode}
          placeholder={placeholder}
          className={fieldInputClass}
        />
      )}
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <FieldMessages description={description} error={error} />
          {maxLength != null && (
            <p aria-live="polite" className={cut ? 'text-sm text-amber-900' : 'sr-only'}>
              {cut ? t('field.cut_to_limit', { max: maxLength }) : ''}
            </p>
          )}
        </div>
        {maxLength != null && (
          <span className="ms-auto shrink-0 text-sm text-slate-600 tabular-nums">
            {t('field.characters', { count: length, max: maxLength })}
          </span>
        )}
      </div>
    </AriaTextField>
  );
}
