import { useId, type ReactNode, type Ref } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { useMessage } from '@/lib/messages';
import { cx } from '@/lib/cx';
import { fieldErrorClass } from './text-field';

export interface CheckboxProps {
  /** The label; may contain links (e.g. the terms consent). */
  children: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (selected: boolean) => void;
  onBlur?: () => void;
  name?: string;
  /** A message key or server sentence shown under the box. */
  errorKey?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
  ref?: Ref<HTMLLabelElement>;
}

/** A check box with its label. With react-hook-form use `FormCheckbox` (components/form). */
export function Checkbox({ children, errorKey, className, ref, ...rest }: CheckboxProps) {
  const tm = useMessage();
  const error = errorKey ? tm(errorKey) : '';
  const errorId = useId();
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <AriaCheckbox
        {...rest}
        ref={ref}
        isInvalid={!!error}
        validationBehavior="aria"
        aria-describedby={error ? errorId : undefined}
        className="group flex cursor-pointer items-start gap-3 text-base"
      >
        {({ isSelected }) => (
          <>
            <span
              aria-hidden="true"
              className={cx(
                'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border-2',
                isSelected ? 'border-harbour-600 bg-harbour-600 text-white' : 'border-slate-500 bg-white',
                error && 'border-red-700',
              )}
            >
              {isSelected && (
                <svg
                  viewBox="0 0 16 16"
                  className="size-3.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                >
                  <path d="M3 8.5l3.2 3L13 4.5" />
                </svg>
              )}
            </span>
            <span>{children}</span>
          </>
        )}
      </AriaCheckbox>
      {error && (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
