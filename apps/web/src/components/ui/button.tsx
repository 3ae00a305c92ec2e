import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from '@/lib/cx';
import { Spinner } from './spinner';
import { buttonClasses, type ButtonStyleProps } from './button-styles';

export { buttonClasses, type ButtonStyleProps, type ButtonSize, type ButtonVariant } from './button-styles';
export { LinkButton, type LinkButtonProps } from './link-button';

export interface ButtonProps extends ButtonStyleProps, Omit<AriaButtonProps, 'className' | 'children'> {
  children?: ReactNode;
  className?: string;
  /** Shows a spinner and disables the button while work is under way. */
  isPending?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The button (react-aria `Button`): use `onPress` (or `type="submit"` in a form), `isDisabled`,
 * `isPending`. Example: `<Button variant="secondary" onPress={close}>{t('close')}</Button>`.
 */
export function Button({ variant, size, fullWidth, className, isPending, children, ...rest }: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      isPending={isPending}
      className={cx(buttonClasses({ variant, size, fullWidth }), className)}
    >
      {isPending && <Spinner size="sm" className="text-current" />}
      {children}
    </AriaButton>
  );
}
