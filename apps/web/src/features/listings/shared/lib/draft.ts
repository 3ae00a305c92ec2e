/**
 * Form drafts of the job and event wizards (the listing and payment rules), kept in sessionStorage with an expiry. The
 * spec does not give the expiry: 2 hours, long enough to look up details for a listing, short enough
 * that an abandoned draft on a shared computer does not linger for the rest of the session.
 */
export const DRAFT_TTL_MS = 2 * 60 * 60 * 1000;

const PREFIX = 'draft:';

interface Stored<T> {
  expiresAt: number;
  value: T;
}

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, value: unknown, ttlMs: number = DRAFT_TTL_MS): void {
  try {
    store()?.setItem(PREFIX + key, JSON.stringify({ expiresAt: Date.now() + ttlMs, value }));
  } catch {
    // storage full or disabled: the draft is only a convenience
  }
}

/** The saved value, or null when there is none, it has expired (and is removed) or cannot be read. */
export function loadDraft<T>(key: string): T | null {
  const s = store();
  const raw = s?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Stored<T>>;
    if (typeof parsed.expiresAt !== 'number' || parsed.expiresAt <= Date.now() || !('value' in parsed)) {
      s?.removeItem(PREFIX + key);
      return null;
    }
    return parsed.value as T;
  } catch {
    s?.removeItem(PREFIX + key);
    return null;
  }
}

export function clearDraft(key: string): void {
  store()?.removeItem(PREFIX + key);
}
