import type { ContentTextState } from '@harbour/shared';

/** The colour of a text's state in the content grids (the state's name is always written too). */
export const CONTENT_STATE_CLASS: Record<ContentTextState, string> = {
  missing: 'bg-slate-100 text-slate-700',
  machine: 'bg-amber-100 text-amber-900',
  written: 'bg-sky-100 text-sky-900',
  reviewed: 'bg-emerald-100 text-emerald-900',
};
