import type { FeatureName } from '../constants.js';

export interface Feature {
  name: string;
  enabled: boolean;
  states: number[];
}

/** Spec 1 §4: listed, enabled, and its states empty or containing the user's state. */
export function isFeatureEnabled(
  features: readonly Feature[] | undefined,
  name: FeatureName,
  stateId: number | null | undefined,
): boolean {
  const feature = features?.find((f) => f.name === name);
  if (!feature?.enabled) return false;
  if (feature.states.length === 0) return true;
  return stateId != null && feature.states.includes(stateId);
}
