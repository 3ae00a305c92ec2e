import { formatPrice } from '../../../lib/format';

/** Cents of a purchase as the language writes the amount ("$115", "115,00 $"). */
export function formatCents(cents: number, currency = 'cad'): string {
  return formatPrice(cents / 100, currency.toUpperCase());
}
