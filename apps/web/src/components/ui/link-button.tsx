import { Link, type LinkProps } from 'react-router';
import { cx } from '@/lib/cx';
import { buttonClasses, type ButtonStyleProps } from './button-styles';

export interface LinkButtonProps extends ButtonStyleProps, Omit<LinkProps, 'className'> {
  className?: string;
}

/** A router link that looks like a button: `<LinkButton to="/select-province">{t('start')}</LinkButton>`. */
export function LinkButton({ variant, size, fullWidth, className, ...rest }: LinkButtonProps) {
  return <Link {...rest} className={cx(buttonClasses({ variant, size, fullWidth }), className)} />;
}
