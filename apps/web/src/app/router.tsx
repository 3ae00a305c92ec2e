import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { loadNamespaces } from './i18n';
import { RouteErrorPage } from './layout/error-page';
import { RootLayout } from './layout/root-layout';

type PageModule = { Component: ComponentType };

/** A lazy page whose catalogue namespaces are loaded with its code, so it never flashes raw keys. */
function page(load: () => Promise<PageModule>, ...namespaces: string[]) {
  return async () => {
    const [module] = await Promise.all([load(), namespaces.length ? loadNamespaces(...namespaces) : null]);
    return { Component: module.Component };
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // Errors of a page show inside the frame (header and footer stay).
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, lazy: page(() => import('../features/home/routes/welcome-page')) },
          { path: 'dashboard', lazy: page(() => import('../features/home/routes/dashboard-page')) },
          {
            path: 'select-province',
            lazy: page(() => import('../features/location/routes/select-province-page'), 'location'),
          },
          {
            path: 'select-location',
            lazy: page(() => import('../features/location/routes/select-location-page'), 'location'),
          },
          { path: 'coming-soon', lazy: page(() => import('../features/site/routes/coming-soon-page')) },

          { path: 'login', lazy: page(() => import('../features/auth/routes/login-page'), 'auth') },
          { path: 'register', lazy: page(() => import('../features/auth/routes/register-page'), 'auth') },
          {
            path: 'check-email',
            lazy: page(() => import('../features/auth/routes/check-email-page'), 'auth'),
          },
          {
            path: ':token/confirm-email',
            lazy: page(() => import('../features/auth/routes/confirm-email-page'), 'auth'),
          },
          {
            path: 'resend-confirmation',
            lazy: page(() => import('../features/auth/routes/resend-confirmation-page'), 'auth'),
          },
          {
            path: 'forgot-password',
            lazy: page(() => import('../features/auth/routes/forgot-password-page'), 'auth'),
          },
          {
            path: 'reset-password',
            lazy: page(() => import('../features/auth/routes/reset-password-page'), 'auth'),
          },
          { path: 'sign-in', lazy: page(() => import('../features/auth/routes/sign-in-gate-page'), 'auth') },

          {
            path: 'edit-profile',
            lazy: page(() => import('../features/profile/routes/edit-profile-page'), 'profile'),
          },
          {
            path: 'change-password',
            lazy: page(() => import('../features/profile/routes/change-password-page'), 'profile'),
          },
          {
            path: 'user-profile',
            lazy: page(() => import('../features/profile/routes/user-profile-page'), 'profile'),
          },
          {
            path: 'delete-account',
            lazy: page(() => import('../features/profile/routes/delete-account-page'), 'profile'),
          },

          { path: '*', lazy: page(() => import('../features/site/routes/not-found-page')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
