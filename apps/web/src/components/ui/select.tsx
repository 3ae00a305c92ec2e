import type { Key, Ref } from 'react';
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import { useMessage } from '@/lib/messages';
import { cx } from '@/lib/cx';
import { FieldLabel, FieldMessages } from './text-field';

export interface SelectOption {
  id: string | number;
  /** Visible text, already translated. */
  label: string;
  /** Language of the label when it differs from the page (native language names). */
  lang?: string;
  isDisabled?: boolean;
}

export interface SelectProps {
  label: string;
  options: SelectOption[];
  /** The selected option id, or null. */
  value?: string | number | null;
  onChange?: (id: string | number | null) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  description?: string;
  /** A message key or server sentence, shown translated. */
  errorKey?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  disabled?: boolean;
  /** Hides the visible label (it stays for screen readers). */
  hideLabel?: boolean;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A pick-one list (react-aria `Select`). Ids may be numbers (province ids) or strings (language tags). */
export function Select({
  label,
  options,
  value,
  onChange,
  onBlur,
  name,
  placeholder,
  description,
  errorKey,
  isRequired,
  isDisabled,
  disabled,
  hideLabel,
  className,
  ref,
}: SelectProps) {
  const tm = useMessage();
  const error = errorKey ? tm(errorKey) : '';
  return (
    <AriaSelect
      name={name}
      value={value ?? null}
      onChange={(key: Key | null) => onChange?.(key as string | number | null)}
      onBlur={onBlur}
      placeholder={placeholder}
      isRequired={isRequired}
      isDisabled={isDisabled ?? disabled}
      isInvalid={!!error}
      validationBehavior="aria"
      className={cx('flex flex-col gap-1', className)}
    >
      {hideLabel ? (
        <Label className="sr-only">{label}</Label>
      ) : (
        <FieldLabel label={label} isRequired={isRequired} />
      )}
      <AriaButton
        ref={ref}
        className={cx(
          'flex min-h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-lg border border-slate-400 bg-white px-3 py-2 text-start text-base',
          'data-[disabled]:cursor-not-allowed data-[disabled]:bg-slate-100 data-[disabled]:text-slate-500',
          error && 'border-red-700',
        )}
      >
        <SelectValue className="truncate data-[placeholder]:text-slate-500" />
        <span aria-hidden="true" className="text-slate-600">
          ▾
        </span>
      </AriaButton>
      <FieldMessages description={description} error={error} />
      <Popover className="max-h-72 w-(--trigger-width) max-w-[500px] overflow-auto rounded-lg border border-slate-300 bg-white p-1 shadow-lg">
        <ListBox className="outline-none" items={options}>
          {(o) => (
            <ListBoxItem
              id={o.id}
              textValue={o.label}
              isDisabled={o.isDisabled}
              lang={o.lang}
              className={cx(
                'cursor-pointer rounded-md px-3 py-2 text-start outline-none',
                'data-[focused]:bg-harbour-100 data-[selected]:font-semibold data-[selected]:text-harbour-800',
                'data-[disabled]:text-slate-400',
                // forced colours drop the fill: the active option keeps a Highlight one
                'forced-colors:data-[focused]:forced-color-adjust-none forced-colors:data-[focused]:bg-[Highlight] forced-colors:data-[focused]:text-[HighlightText]',
              )}
            >
              {o.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
