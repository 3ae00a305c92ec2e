import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { main, mockApi, openPage, setupAppTests } from '@/test/app-harness';
import { RouteFocus } from './route-focus';

setupAppTests();

describe('focus after a page change', () => {
  it('moves focus to the new page’s h1, not on the first load', async () => {
    mockApi();
    const user = userEvent.setup();
    await openPage('/dashboard');
    const link = await main().findByRole('link', { name: 'Choose your location' });
    // the first load leaves focus where the browser put it
    expect(document.activeElement).toBe(document.body);

    await user.click(link);
    const heading = await main().findByRole('heading', { level: 1, name: 'Where are you settling?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
    // the next Tab starts after the heading, not in the middle of the page
    await user.tab();
    expect(heading.compareDocumentPosition(document.activeElement!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('leaves focus alone for a query or hash change on the same page', async () => {
    mockApi();
    const { router } = await openPage('/dashboard');
    const link = await main().findByRole('link', { name: 'Choose your location' });
    const settings = screen.getByRole('button', { name: 'Settings' });
    settings.focus();
    await act(() => router.navigate('/dashboard?search=food'));
    await act(() => router.navigate('/dashboard#main'));
    expect(document.activeElement).toBe(settings);
    expect(link).toBeInTheDocument();
  });
});

describe('a page without an h1', () => {
  it('has its title announced and the page area focused once it has had time to show', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const Frame = () => (
        <>
          <main id="main" tabIndex={-1}>
            <Outlet />
          </main>
          <RouteFocus />
        </>
      );
      const router = createMemoryRouter(
        [
          {
            Component: Frame,
            children: [
              { path: '/', element: <h1>Home</h1> },
              { path: '/plain', element: <p>No heading here</p> },
            ],
          },
        ],
        { initialEntries: ['/'] },
      );
      render(<RouterProvider router={router} />);
      document.title = 'Plain page · Harbour';
      await act(() => router.navigate('/plain'));
      expect(screen.getByRole('status')).toHaveTextContent('');
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(screen.getByRole('status')).toHaveTextContent('Plain page · Harbour');
      expect(document.activeElement).toBe(screen.getByRole('main'));
    } finally {
      vi.useRealTimers();
    }
  });
});
