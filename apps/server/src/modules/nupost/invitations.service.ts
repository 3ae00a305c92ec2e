import {
  NUPOST_INVITATION_DAYS,
  NUPOST_INVITES_PER_DAY,
  type NupostFollow,
  type NupostInvitation,
  type NupostInviteResult,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import type { Limiter } from '../../lib/limiter.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { followBusiness, myFollows } from './follows.service.js';
import { renderInvitationMail } from './invitation-mail.js';
import * as repo from './invitations.repository.js';
import { requireAccount } from './notices.service.js';
import { lockAccount } from './notices.repository.js';
import { withTransaction } from './nupost.repository.js';

export interface InvitationDeps {
  db: Db;
  mail: {
    send(mail: { to: string; subject: string; text: string; html?: string; kind: string }): Promise<unknown>;
  };
  limiter: Limiter;
  publicUrl: string;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

const DAY_MS = 24 * 3600 * 1000;
/** Invitations from any businesses to one address a day: beyond, they are skipped (no mailbox is flooded). */
const INVITES_PER_ADDRESS_PER_DAY = 3;
const NOT_FOUND = 'nupost.invitations.not_found';

/** The page the link opens (web: confirms once signed in with the invited address). */
export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/nupost/invitations/${token}`;

/**
 * Mails each new address a link to follow the business (double opt-in: the address gets nothing else until
 * its owner confirms), in the business's language. Addresses that follow already, hold a live invitation, or
 * had enough invitations today are skipped. The whole request is refused, before anything is written, when it
 * would take the business beyond NUPOST_INVITES_PER_DAY in 24 hours.
 */
export async function invite(
  deps: InvitationDeps,
  userId: number,
  emails: readonly string[],
  now = new Date(),
): Promise<NupostInviteResult> {
  const account = await requireAccount(deps.db, userId);
  const owner = await repo.userContact(deps.db, userId);
  const unique = [...new Set(emails)].filter((e) => e !== owner?.email);
  const sent = await withTransaction(deps.db, async (tx) => {
    await lockAccount(tx, userId);
    const used = await repo.countSince(tx, userId, new Date(now.getTime() - DAY_MS));
    const reached = await repo.alreadyReached(tx, userId, unique, now);
    const fresh = unique.filter((e) => !reached.has(e));
    if (used + fresh.length > NUPOST_INVITES_PER_DAY)
      throw new AppError(429, 'nupost.invitations.daily_limit');
    const out: { email: string; token: string }[] = [];
    for (const email of fresh) {
      const quota = await deps.limiter.hit(`nupost:invite:${email}`, INVITES_PER_ADDRESS_PER_DAY, DAY_MS);
      if (!quota.allowed) continue;
      const token = newToken();
      await repo.insertInvitation(tx, {
        businessUserId: userId,
        email,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + NUPOST_INVITATION_DAYS * DAY_MS),
      });
      out.push({ email, token });
    }
    return { out, used: used + out.length };
  });
  const lang = owner?.lang ?? 'en';
  for (const { email, token } of sent.out) {
    const mail = renderInvitationMail(lang, {
      business: account.businessName,
      link: invitationLink(deps.publicUrl, token),
    });
    try {
      await deps.mail.send({ to: email, ...mail, kind: 'nupost_invitation' });
    } catch (err) {
      deps.log.error(
        { err: err instanceof Error ? err.message : String(err), businessUserId: userId },
        'NuPOST invitation not sent',
      );
    }
  }
  return {
    invited: sent.out.length,
    skipped: emails.length - sent.out.length,
    remaining_today: Math.max(0, NUPOST_INVITES_PER_DAY - sent.used),
  };
}

/** a***@example.com: enough for its owner to recognise, not the whole address. */
function emailHint(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

async function live(db: Db, token: string, now: Date) {
  const found = await repo.findLive(db, hashToken(token), now);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

/** What an invitation link is for (public: the page shows it before asking to sign in). */
export async function describeInvitation(db: Db, token: string, now = new Date()): Promise<NupostInvitation> {
  const { invitation, businessName } = await live(db, token, now);
  return {
    business_name: businessName,
    email_hint: emailHint(invitation.email),
    confirmed: invitation.confirmedAt !== null,
  };
}

/**
 * The invited address's owner confirms: signed in with that very address, they follow the business.
 * Not signed in: 401 `nupost.invitations.sign_in` (the page asks them to sign in or sign up with it).
 */
export async function confirmInvitation(
  db: Db,
  token: string,
  callerId: number | null,
  now = new Date(),
): Promise<NupostFollow> {
  const { invitation } = await live(db, token, now);
  if (callerId === null) throw unauthorized('nupost.invitations.sign_in');
  const caller = await repo.userContact(db, callerId);
  if (!caller || caller.email !== invitation.email) throw forbidden('nupost.invitations.email_mismatch');
  if (invitation.confirmedAt === null) {
    await followBusiness(db, callerId, invitation.businessUserId);
    await repo.markConfirmed(db, invitation.id, callerId);
  }
  const follow = (await myFollows(db, callerId)).find(
    (f) => f.business_user_id === invitation.businessUserId,
  );
  if (!follow) throw new AppError(409, 'nupost.invitations.already_used');
  return follow;
}
