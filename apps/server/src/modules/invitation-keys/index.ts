/** What other modules use of invitation-keys: import it from here, never from its files. */
export { limitKeyAttempts, redeemInvitationKey } from './invitation-keys.service.js';
