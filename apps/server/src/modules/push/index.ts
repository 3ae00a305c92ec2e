export { encodePushPayload, PAYLOAD_JSON_MAX_BYTES } from './push-payload.js';
export {
  createWebPushSender,
  type PushMessage,
  type PushOutcome,
  type PushSender,
  type PushTarget,
} from './push-sender.js';
export { deleteSubscriptionById, subscriptionsOf } from './push.repository.js';
export { pushPlugin } from './push.plugin.js';
export type { VapidKeys } from './vapid.js';
