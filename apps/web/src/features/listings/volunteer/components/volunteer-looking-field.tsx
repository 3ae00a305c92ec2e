import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { LOOKING_FOR_VOLUNTEER_OPTIONS } from '@harbour/shared';
import { fieldErrorClass, fieldLabelClass } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';

export interface VolunteerLookingFieldProps {
  value: number | null;
  onChange: (value: number) => void;
  onBlur?: () => void;
  /** already translated */
  error?: string;
}

/** "Looking for volunteers" (required): Yes (0), No (1), Adding names to waiting list (2), Other (3). */
export function VolunteerLookingField({ value, onChange, onBlur, error }: VolunteerLookingFieldProps) {
  const { t } = useTranslation('vivalinks');
  return (
    <RadioGroup
      value={value == null ? null : String(value)}
      onChange={(v) => onChange(Number(v))}
      onBlur={onBlur}
      isRequired
      isInvalid={!!error}
      validationBehavior="aria"
      className="flex flex-col gap-2"
    >
      <Label className={fieldLabelClass}>
        {t('volunteer.form.looking')}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </Label>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {LOOKING_FOR_VOLUNTEER_OPTIONS.map((option) => (
          <Radio
            key={option}
            value={String(option)}
            className="group flex min-h-11 cursor-pointer items-center gap-2 text-base"
          >
            {({ isSelected }) => (
              <>
                <span
                  aria-hidden="true"
                  className={cx(
                    'flex size-5 items-center justify-center rounded-full border-2',
                    isSelected ? 'border-harbour-600' : 'border-slate-500',
                    error && 'border-red-700',
                  )}
                >
                  {isSelected && <span className="size-2.5 rounded-full bg-harbour-600" />}
                </span>
                {t(`volunteer.looking.${option}`)}
              </>
            )}
          </Radio>
        ))}
      </div>
      {error && (
        <Text slot="errorMessage" className={fieldErrorClass}>
          {error}
        </Text>
      )}
    </RadioGroup>
  );
}
