import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { cx } from '@/lib/cx';

export interface PlanCardProps {
  /** the plan's id, as the list's value */
  id: number;
  /** the plan's name, at the top of the card beside the selection dot */
  name: string;
  /** a plan set apart (the listings' non-profit plans): a sea-green card while not selected */
  highlighted?: boolean;
  /** what follows the name: description, price, promo */
  children: ReactNode;
}

/** One plan as a radio card: its name and dot, then what the product says of it. */
export function PlanCard({ id, name, highlighted, children }: PlanCardProps) {
  return (
    <Radio
      value={String(id)}
      className={({ isSelected, isFocusVisible }) =>
        cx(
          'flex cursor-pointer flex-col gap-1 rounded-xl border-2 p-4 text-start',
          isSelected ? 'border-harbour-600 bg-harbour-50' : 'border-slate-300 bg-white',
          highlighted && !isSelected && 'border-sea-500 bg-sea-50',
          isFocusVisible && 'ring-2 ring-harbour-600 ring-offset-2',
        )
      }
    >
      {({ isSelected }) => (
        <>
          <span className="flex items-center justify-between gap-2">
            <span className="font-bold text-harbour-900" dir="auto">
              {name}
            </span>
            <span
              aria-hidden="true"
              className={cx(
                'size-5 shrink-0 rounded-full border-2',
                isSelected
                  ? 'border-harbour-600 bg-harbour-600 ring-2 ring-white ring-inset'
                  : 'border-slate-500',
              )}
            />
          </span>
          {children}
        </>
      )}
    </Radio>
  );
}

export interface PlanListProps {
  /** the group's name: shown above the cards, or read only by screen readers with `hideLabel` */
  label: string;
  hideLabel?: boolean;
  value: number | null;
  onChange: (id: number) => void;
  isDisabled?: boolean;
  /** PlanCard elements */
  children: ReactNode;
}

/** The plans of a checkout (listings, NuPOST, NuChat) as one radio group of cards, two columns from `sm`. */
export function PlanList({ label, hideLabel, value, onChange, isDisabled, children }: PlanListProps) {
  return (
    <RadioGroup
      value={value != null ? String(value) : null}
      onChange={(v) => onChange(Number(v))}
      isDisabled={isDisabled}
      className="flex flex-col gap-2"
    >
      <Label className={hideLabel ? 'sr-only' : 'text-base font-semibold text-slate-800'}>{label}</Label>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </RadioGroup>
  );
}
