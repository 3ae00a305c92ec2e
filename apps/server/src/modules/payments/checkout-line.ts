import { DEFAULT_LANGUAGE, isLanguageTag } from '@harbour/i18n';
import type { Db } from '../../db/client.js';
import { t } from '../../lib/i18n.js';
import { packageName } from '../packages/index.js';

export interface LineItem {
  product: string;
  packageId: number;
  /** the plan's English name, kept on the purchase */
  packageName: string;
  quantity: number;
}

/** The plan's name in `lang` (a NuPOST plan, of another table, keeps its own name). */
export function planNameIn(db: Db, lang: string, item: LineItem): Promise<string> {
  if (item.product === 'nupost') return Promise.resolve(item.packageName);
  return packageName(db, item.packageId, item.packageName, lang);
}

/**
 * The line the payer sees on the checkout page, in the payer's language: "إدراج نشاط تجاري في
 * VivaLinks: 1 Month (شامل ضريبة ١٥٪)" for ar, "VivaLinks business listing: 3 Months × 2 (incl. 15% tax)".
 */
export async function checkoutLine(
  db: Db,
  lang: string,
  item: LineItem & { taxRateBp: number },
): Promise<string> {
  const tag = isLanguageTag(lang) ? lang : DEFAULT_LANGUAGE;
  const plan = await planNameIn(db, tag, item);
  const quantity = item.quantity > 1 ? ` × ${item.quantity}` : '';
  const rate = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(
    item.taxRateBp / 10_000,
  );
  const product = t(tag, `payment_receipt.products.${item.product}`);
  return `${product}: ${plan}${quantity} (${t(tag, 'payment_sandbox.tax_included', { rate })})`;
}
