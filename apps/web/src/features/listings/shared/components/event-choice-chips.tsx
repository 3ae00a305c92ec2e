import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup, Label, Text } from 'react-aria-components';
import { Button, Spinner } from '@/components/ui';
import { fieldDescriptionClass, fieldErrorClass, fieldLabelClass } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';

export interface ChoiceOption {
  id: number;
  /** already translated, or a name from the database */
  label: string;
}

export interface ChoiceChipsProps {
  label: string;
  options: ChoiceOption[];
  value: number[];
  onChange: (ids: number[]) => void;
  description?: string;
  /** already translated */
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isLoading?: boolean;
  /** the list could not be loaded: a Retry button shows */
  onRetry?: () => void;
  /** shown when there is nothing to choose from */
  emptyText?: string;
}

/**
 * A multi-select chip field (the listing screens "a multi-select chip field"): a group of check boxes drawn as
 * chips, so Tab and Space work and screen readers hear "checked". A chosen chip also shows a tick.
 */
export function ChoiceChips({
  label,
  options,
  value,
  onChange,
  description,
  error,
  isRequired,
  isDisabled,
  isLoading,
  onRetry,
  emptyText,
}: ChoiceChipsProps) {
  const { t } = useTranslation('vivalinks');
  const errorId = useId();
  const selected = value.map(String);
  return (
    <CheckboxGroup
      value={selected}
      onChange={(ids) => onChange(ids.map(Number))}
      isInvalid={!!error}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-2"
    >
      <Label className={fieldLabelClass}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </Label>
      {description && (
        <Text slot="description" className={fieldDescriptionClass}>
          {description}
        </Text>
      )}
      {isLoading ? (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner size="sm" />
          {t('event.chips.loading')}
        </p>
      ) : onRetry ? (
        <div className="flex flex-wrap items-center gap-3 text-red-700" role="alert">
          <span>{t('event.chips.error')}</span>
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {t('event.chips.retry')}
          </Button>
        </div>
      ) : options.length === 0 ? (
        <p className="text-slate-600">{emptyText ?? t('event.chips.empty')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {options.map((o) => (
            <Checkbox
              key={o.id}
              value={String(o.id)}
              // a screen reader on a check box hears why the group is invalid
              aria-describedby={error ? errorId : undefined}
              className={({ isSelected, isDisabled: off }) =>
                cx(
                  'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border-2 px-4 py-1.5 text-sm font-semibold',
                  isSelected
                    ? 'border-harbour-600 bg-harbour-600 text-white'
                    : 'border-slate-400 bg-white text-slate-800 hover:bg-harbour-50',
                  off && 'cursor-not-allowed opacity-60',
                )
              }
            >
              {({ isSelected }) => (
                <>
                  {isSelected && <span aria-hidden="true">✓</span>}
                  <span dir="auto">{o.label}</span>
                </>
              )}
            </Checkbox>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </CheckboxGroup>
  );
}
