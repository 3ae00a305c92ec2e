import { formatPrice } from '@/lib/format';

/** Cents of a purchase as the language writes the amount ("$115", "115,00 $"). */
export function formatCents(cents: number, currency = 'cad', withCents = false): string {
  return formatPrice(cents / 100, currency.toUpperCase(), withCents);
}

/** Amounts shown side by side (a total and its tax) with the same decimals: "$22.99 (tax $3.00)". */
export function formatCentsAlike(amounts: number[], currency = 'cad'): string[] {
  const withCents = amounts.some((c) => c % 100 !== 0);
  return amounts.map((c) => formatCents(c, currency, withCents));
}
