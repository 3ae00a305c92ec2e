import { badRequest, notFound } from '../../lib/errors.js';
import { WebhookSignatureError } from '../../providers/payments/index.js';
import * as repo from './payments.repository.js';
import type { PaymentDeps } from './payment-deps.js';
import { applyReport } from './payments.service.js';

function verifiedEvent(deps: PaymentDeps, rawBody: Buffer, signature: string | undefined) {
  try {
    return deps.payments.parseWebhook(rawBody, signature);
  } catch (err) {
    if (err instanceof WebhookSignatureError) {
      deps.log.warn({ reason: err.message }, 'webhook refused');
      throw badRequest('invalid_signature');
    }
    throw err;
  }
}

/**
 * A provider webhook: the signature is checked over the raw body, then the event is applied once.
 * Events about sessions Harbour did not open are acknowledged and ignored.
 */
export async function handleWebhook(
  deps: PaymentDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<void> {
  const provider = deps.payments.name;
  if (!deps.payments.acceptsWebhooks || provider === 'none') throw notFound();
  const event = verifiedEvent(deps, rawBody, signature);
  if (event.kind === 'ignored') return;
  const status = event.kind;
  const purchaseId = Number(event.metadata.purchase_id);
  const purchase = event.sessionId
    ? await repo.findPurchaseBySession(deps.db, provider, event.sessionId)
    : Number.isInteger(purchaseId) && purchaseId > 0
      ? await repo.findPurchaseById(deps.db, purchaseId)
      : null;
  if (!purchase) {
    deps.log.info({ eventId: event.id, type: event.type }, 'webhook about no purchase of ours: ignored');
    return;
  }
  await applyReport(deps, purchase, { ...event, status }, { id: event.id, type: event.type });
}
