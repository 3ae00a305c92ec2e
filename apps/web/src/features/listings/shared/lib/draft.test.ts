import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, DRAFT_TTL_MS, loadDraft, saveDraft } from './draft';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('drafts in session storage', () => {
  it('keeps a value until it expires (2 hours by default), then forgets it', () => {
    vi.useFakeTimers();
    saveDraft('job', { title: 'Cook' });
    expect(loadDraft('job')).toEqual({ title: 'Cook' });
    vi.advanceTimersByTime(DRAFT_TTL_MS - 1000);
    expect(loadDraft('job')).toEqual({ title: 'Cook' });
    vi.advanceTimersByTime(2000);
    expect(loadDraft('job')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('honours a given expiry, clears on demand and ignores unreadable entries', () => {
    saveDraft('a', 1, -1);
    expect(loadDraft('a')).toBeNull();
    saveDraft('b', [1, 2]);
    clearDraft('b');
    expect(loadDraft('b')).toBeNull();
    sessionStorage.setItem('draft:c', '{not json');
    expect(loadDraft('c')).toBeNull();
    expect(sessionStorage.getItem('draft:c')).toBeNull();
  });
});
