import type { KeyboardEvent, ReactNode } from 'react';

export interface MapButtonProps {
  label: string;
  onActivate: () => void;
  isDisabled?: boolean;
  children: ReactNode;
  className?: string;
}

/** An SVG group that behaves as a button: focusable, Enter or Space activates, named by `label`. */
export function MapButton({ label, onActivate, isDisabled, children, className }: MapButtonProps) {
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!isDisabled) onActivate();
    }
  };
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-disabled={isDisabled || undefined}
      onClick={() => !isDisabled && onActivate()}
      onKeyDown={onKeyDown}
      className={`group cursor-pointer focus:outline-none ${className ?? ''}`}
    >
      {children}
    </g>
  );
}
