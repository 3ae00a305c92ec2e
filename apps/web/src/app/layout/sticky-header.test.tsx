import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, openPage, setupAppTests } from '@/test/app-harness';

setupAppTests();

describe('sticky header height', () => {
  it('is published on <html> for scroll-padding-top, on the app and the landing headers', async () => {
    mockApi();
    const { unmount } = await openPage('/dashboard');
    await screen.findByRole('button', { name: 'Settings' });
    // jsdom has no layout: the height is 0px, but the variable is set and removed with the header
    expect(document.documentElement.style.getPropertyValue('--sticky-header-height')).toMatch(/^\d+px$/);
    unmount();
    expect(document.documentElement.style.getPropertyValue('--sticky-header-height')).toBe('');
    await openPage('/pricing');
    await screen.findAllByRole('button', { name: 'Settings' });
    expect(document.documentElement.style.getPropertyValue('--sticky-header-height')).toMatch(/^\d+px$/);
  });
});
