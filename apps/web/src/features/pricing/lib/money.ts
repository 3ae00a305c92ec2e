import { priceFractionDigits } from '@harbour/shared';
import { formatNumber } from '@/lib/format';

/** Canadian dollars as "$963" / "963 $" (narrow symbol: the page is Canadian), 2 decimals unless whole. */
export function formatMoney(amount: number): string {
  const digits = priceFractionDigits(amount);
  return formatNumber(amount, {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}
