import { cx } from '@/lib/cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  /** primary (filled blue, default), secondary (outlined), ghost (text only), danger (red), link (underlined text) */
  variant?: ButtonVariant;
  /** sm, md (default), lg */
  size?: ButtonSize;
  /** Takes the full width of its container. */
  fullWidth?: boolean;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-harbour-600 text-white hover:bg-harbour-700 data-[pressed]:bg-harbour-800 shadow-sm',
  secondary:
    'border-2 border-harbour-600 bg-white text-harbour-700 hover:bg-harbour-50 data-[pressed]:bg-harbour-100',
  ghost: 'text-harbour-700 hover:bg-harbour-50 data-[pressed]:bg-harbour-100',
  danger: 'bg-red-700 text-white hover:bg-red-800 data-[pressed]:bg-red-900 shadow-sm',
  link: 'text-harbour-700 underline underline-offset-2 hover:text-harbour-900 px-0! py-0! min-h-0!',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-4 py-2 text-base',
  lg: 'min-h-12 px-6 py-3 text-lg',
};

// Forced colours drop the fill of primary and danger buttons: a border keeps their shape.
const FORCED_EDGE = 'forced-colors:border forced-colors:border-solid forced-colors:border-[ButtonText]';

/** Class names of a button, for elements that must look like one (links, file pickers, plain buttons). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth,
}: ButtonStyleProps = {}): string {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors cursor-pointer select-none no-underline',
    'disabled:cursor-not-allowed disabled:opacity-60 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60',
    VARIANTS[variant],
    (variant === 'primary' || variant === 'danger') && FORCED_EDGE,
    SIZES[size],
    fullWidth && 'w-full',
  );
}
