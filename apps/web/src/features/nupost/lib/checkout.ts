/**
 * What the wizard needs after the provider sends the payer back: the form without its passwords
 * (the account was made with them when the checkout opened; a password never waits in storage).
 */
export interface PendingSignup {
  name: string;
  email: string;
  city_id: number;
  state_id: number;
  business_plan: number;
}

const KEY = 'nupostSignup';

export function savePendingSignup(value: PendingSignup): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // private mode without storage: the return step says how to go on
  }
}

export function readPendingSignup(): PendingSignup | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<PendingSignup>;
    const ok =
      typeof v.name === 'string' &&
      typeof v.email === 'string' &&
      typeof v.city_id === 'number' &&
      typeof v.state_id === 'number' &&
      typeof v.business_plan === 'number';
    return ok ? (v as PendingSignup) : null;
  } catch {
    return null;
  }
}
