/** What other modules use of accounts: import it from here, never from its files. */
export { findCity, findUserByEmail, findUserById, insertUser } from './accounts.repository.js';
export type { UserRow } from './accounts.repository.js';
export { checkCaptcha, issueToken } from './accounts.service.js';
export type { AccountsDeps } from './accounts.service.js';
export { deliverAccountMail, takeMailQuota } from './mails.js';
