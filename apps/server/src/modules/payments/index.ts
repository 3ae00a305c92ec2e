/** What other modules use of payments: import it from here, never from its files. */
export { paymentDeps } from './payment-deps.js';
export type { PaymentDeps } from './payment-deps.js';
export {
  findBuyer,
  findPurchaseById,
  findPurchaseByTransaction,
  insertPurchase,
  markPaid,
  moveStatus,
  withTransaction,
} from './payments.repository.js';
export type { PurchaseRow } from './payments.repository.js';
export { createPaymentIntent, purchaseStatus, purchaseValues } from './payments.service.js';
export { checkedQuantity, keyPlanChoice, pricePurchase } from './pricing.js';
export type { PricedPurchase } from './pricing.js';
export type { PurchaseHooks } from './purchase-hooks.js';
export { formatMoney, receiptNumber, sendReceipt } from './receipt-mail.js';
