import { describe, expect, it } from 'vitest';
import { SOMETHING_WENT_WRONG } from '@harbour/shared';
import { ApiError } from '@/lib/api-client';
import i18next from 'i18next';
import { createQueryClient, refetchOnLanguageChange, shouldRetry } from './query-client';

describe('query retries', () => {
  it('retries a failure without a stated reason once', () => {
    expect(shouldRetry(0, new ApiError(SOMETHING_WENT_WRONG))).toBe(true);
    expect(shouldRetry(1, new ApiError(SOMETHING_WENT_WRONG))).toBe(false);
  });
  it('does not retry a deliberate answer such as weather.unavailable', () => {
    expect(shouldRetry(0, new ApiError('weather.unavailable'))).toBe(false);
  });
});

describe('refetchOnLanguageChange', () => {
  it('marks every query stale when the language changes, and stops when undone', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: {} });
    const client = createQueryClient();
    client.setQueryData(['provinces'], ['Prince Edward Island']);
    const undo = refetchOnLanguageChange(client, i18n);
    expect(client.getQueryState(['provinces'])?.isInvalidated).toBe(false);
    await i18n.changeLanguage('ar');
    expect(client.getQueryState(['provinces'])?.isInvalidated).toBe(true);
    undo();
    client.setQueryData(['provinces'], ['جزيرة الأمير إدوارد']);
    await i18n.changeLanguage('fr');
    expect(client.getQueryState(['provinces'])?.isInvalidated).toBe(false);
  });
});
