import { useEffect, useRef } from 'react';
import { cx } from '@/lib/cx';
import { focusWhenPresent } from '@/lib/focus';

export interface WizardStepsProps {
  /** Step names, already translated. */
  steps: string[];
  /** Index of the current step. */
  current: number;
  onStepClick?: (index: number) => void;
  /** Which steps may be reached by clicking (the listing and payment rules: only back from the payment step). */
  canGoTo?: (index: number) => boolean;
  /** The step bar's name ("Steps"), translated by the caller. */
  label: string;
  /** What a screen reader hears before each step's name ("Step 1 of 3:"). */
  stepOf: (step: number, total: number) => string;
}

/** The numbered step bar of a wizard; only the steps `canGoTo` allows are buttons. */
export function WizardSteps({
  steps,
  current,
  onStepClick,
  canGoTo = () => false,
  label,
  stepOf,
}: WizardStepsProps) {
  const nav = useRef<HTMLElement>(null);
  useFocusStepHeading(nav, current);
  return (
    <nav ref={nav} aria-label={label} className="mb-6">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-3">
        {steps.map((name, i) => {
          const isCurrent = i === current;
          const isDone = i < current;
          const clickable = !isCurrent && !!onStepClick && canGoTo(i);
          const badge = (
            <span
              aria-hidden="true"
              className={cx(
                'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                isCurrent && 'bg-harbour-600 text-white',
                isDone && 'bg-sea-600 text-white',
                !isCurrent && !isDone && 'border-2 border-slate-400 bg-white text-slate-700',
              )}
            >
              {isDone ? '✓' : i + 1}
            </span>
          );
          const label = (
            <>
              {badge}
              <span className={cx('font-semibold', isCurrent ? 'text-harbour-900' : 'text-slate-700')}>
                <span className="sr-only">{stepOf(i + 1, steps.length)} </span>
                {name}
              </span>
            </>
          );
          return (
            <li key={name} className="flex items-center gap-2" aria-current={isCurrent ? 'step' : undefined}>
              {clickable ? (
                <button
                  type="button"
                  onClick={() => onStepClick(i)}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-1 underline-offset-2 hover:underline"
                >
                  {label}
                </button>
              ) : (
                <span className="flex min-h-11 items-center gap-2 px-1">{label}</span>
              )}
              {i < steps.length - 1 && (
                <span aria-hidden="true" className="hidden h-0.5 w-8 bg-slate-300 sm:block" />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * When the step changes (Next, Back, a step button), focus moves to the new step's heading, the first
 * h2 beside the step bar, once it is shown (the payment step loads its plans first).
 */
function useFocusStepHeading(nav: React.RefObject<HTMLElement | null>, current: number) {
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    const wizard = nav.current?.parentElement;
    if (!wizard) return;
    return focusWhenPresent(wizard, ':scope > :not(nav) h2, :scope > h2', { preventScroll: true });
  }, [nav, current]);
}
