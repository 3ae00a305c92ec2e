import type { PresenceChange } from './use-chat-socket';

/** The set of users online after `change` (the same set when nothing changed, so React skips a render). */
export function applyPresence(all: ReadonlySet<number>, change: PresenceChange): ReadonlySet<number> {
  const next = new Set(change.replace ? [] : all);
  for (const id of change.online) next.add(id);
  for (const id of change.offline) next.delete(id);
  if (next.size === all.size && [...next].every((id) => all.has(id))) return all;
  return next;
}
