import { useId, type Ref } from 'react';
import { useMessage } from '@/lib/messages';
import { cx } from '@/lib/cx';
import { fieldErrorClass, fieldInputClass, fieldLabelClass } from '@/components/ui/text-field';

/** The browser's own date picker with a label and an error: it speaks the user's language. */
export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  min,
  errorKey,
  isRequired,
  ref,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  min?: string;
  errorKey?: string;
  isRequired?: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  const tm = useMessage();
  const id = useId();
  const error = errorKey ? tm(errorKey) : '';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        ref={ref}
        id={id}
        type="date"
        value={value}
        min={min}
        required={isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        className={cx(fieldInputClass, error && 'border-red-700')}
      />
      {error && (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
