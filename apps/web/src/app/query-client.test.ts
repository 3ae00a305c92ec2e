import { describe, expect, it } from 'vitest';
import { SOMETHING_WENT_WRONG } from '@harbour/shared';
import { ApiError } from '../lib/api-client';
import { shouldRetry } from './query-client';

describe('query retries', () => {
  it('retries a failure without a stated reason once', () => {
    expect(shouldRetry(0, new ApiError(SOMETHING_WENT_WRONG))).toBe(true);
    expect(shouldRetry(1, new ApiError(SOMETHING_WENT_WRONG))).toBe(false);
  });
  it('does not retry a deliberate answer such as weather.unavailable', () => {
    expect(shouldRetry(0, new ApiError('weather.unavailable'))).toBe(false);
  });
});
