import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { loadNamespaces } from '@/lib/i18n';
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
          {
            path: 'dashboard',
            lazy: page(() => import('../features/home/routes/dashboard-page'), 'community'),
          },
          {
            path: 'select-province',
            lazy: page(() => import('../features/location/routes/select-province-page'), 'location'),
          },
          {
            path: 'select-location',
            lazy: page(() => import('../features/location/routes/select-location-page'), 'location'),
          },
          { path: 'coming-soon', lazy: page(() => import('../features/site/routes/coming-soon-page')) },
          {
            path: 'nuweather',
            lazy: page(() => import('../features/weather/routes/weather-page'), 'weather'),
          },
          {
            path: 'notifications',
            lazy: page(() => import('../features/notifications/routes/notifications-page'), 'notifications'),
          },
          {
            path: 'notification-detail',
            lazy: page(
              () => import('../features/notifications/routes/notification-detail-page'),
              'notifications',
            ),
          },
          {
            path: 'displayevents',
            lazy: page(() => import('../features/events/routes/events-page'), 'events'),
          },
          {
            path: 'well-being',
            lazy: page(() => import('../features/well-being/routes/well-being-page'), 'well-being'),
          },
          {
            path: 'well-being-listings',
            lazy: page(() => import('../features/well-being/routes/well-being-listings-page'), 'well-being'),
          },
          {
            path: 'well-being-detail',
            lazy: page(() => import('../features/well-being/routes/well-being-detail-page'), 'well-being'),
          },
          {
            path: 'well-being-article',
            lazy: page(() => import('../features/well-being/routes/well-being-article-page'), 'well-being'),
          },

          { path: 'nuz', lazy: page(() => import('../features/community/routes/nuz-page'), 'community') },
          { path: 'tulz', lazy: page(() => import('../features/community/routes/tulz-page'), 'community') },
          {
            path: 'market',
            lazy: page(() => import('../features/community/routes/market-page'), 'community'),
          },
          {
            path: 'community',
            lazy: page(() => import('../features/community/routes/community-page'), 'community'),
          },
          {
            path: 'ethnic-cultural',
            lazy: page(() => import('../features/community/routes/ethnic-cultural-page'), 'community'),
          },
          {
            path: 'school-food',
            lazy: page(() => import('../features/school-food/routes/school-food-page'), 'community'),
          },
          { path: 'about-us', lazy: page(() => import('../features/about/routes/about-us-page'), 'about') },
          { path: 'team', lazy: page(() => import('../features/about/routes/team-page'), 'about') },
          {
            path: 'profile/:index',
            lazy: page(() => import('../features/about/routes/profile-page'), 'about'),
          },
          { path: 'our-story', lazy: page(() => import('../features/about/routes/our-story-page'), 'about') },
          { path: 'our-story/:id', lazy: page(() => import('../features/about/routes/story-page'), 'about') },
          {
            path: 'principles-and-values',
            lazy: page(() => import('../features/about/routes/principles-and-values-page'), 'about'),
          },
          {
            path: 'terms-and-conditions',
            lazy: page(() => import('../features/legal/routes/legal-page'), 'legal'),
          },
          {
            path: 'privacy-policy',
            lazy: page(() => import('../features/legal/routes/legal-page'), 'legal'),
          },
          {
            path: 'terms-of-service-nupost',
            lazy: page(() => import('../features/legal/routes/legal-page'), 'legal'),
          },
          { path: 'privacy-terms', lazy: page(() => import('../features/legal/routes/legal-page'), 'legal') },
          {
            path: 'products',
            lazy: page(() => import('../features/marketing/routes/products-page'), 'marketing'),
          },
          {
            path: 'services',
            lazy: page(() => import('../features/directory/routes/services-page'), 'directory'),
          },
          {
            path: 'services/:id',
            lazy: page(() => import('../features/directory/routes/service-detail-page'), 'directory'),
          },
          {
            path: 'findajob',
            lazy: page(() => import('../features/directory/routes/jobs-page'), 'directory'),
          },
          {
            path: 'findajob/:id',
            lazy: page(() => import('../features/directory/routes/job-detail-page'), 'directory'),
          },
          {
            path: 'volunteer-hub',
            lazy: page(() => import('../features/directory/routes/volunteer-hub-page'), 'directory'),
          },
          {
            path: 'volunteer-hub/:id',
            lazy: page(() => import('../features/directory/routes/volunteer-detail-page'), 'directory'),
          },
          {
            path: 'our-services',
            lazy: page(() => import('../features/marketing/routes/our-services-page'), 'marketing'),
          },
          {
            path: 'nuchat/info',
            lazy: page(() => import('../features/marketing/routes/nuchat-info-page'), 'marketing', 'nuchat'),
          },
          {
            path: 'nuchat/checkout',
            lazy: page(() => import('../features/nuchat/routes/checkout-page'), 'nuchat'),
          },
          {
            path: 'rentanoffice',
            lazy: page(() => import('../features/office/routes/rent-an-office-page'), 'office'),
          },
          {
            path: 'contact-us',
            lazy: page(() => import('../features/about/routes/contact-us-page'), 'about'),
          },
          { path: 'sponsors', lazy: page(() => import('../features/about/routes/sponsors-page'), 'about') },
          { path: 'pricing', lazy: page(() => import('../features/pricing/routes/pricing-page'), 'pricing') },
          { path: 'info', lazy: page(() => import('../features/pricing/routes/info-page'), 'pricing') },
          { path: 'coupons', lazy: page(() => import('../features/coupons/routes/coupons-page'), 'coupons') },
          { path: 'wallet', lazy: page(() => import('../features/coupons/routes/coupons-page'), 'coupons') },
          {
            path: 'tips-of-the-day',
            lazy: page(() => import('../features/tips/routes/tips-of-the-day-page'), 'tips'),
          },
          {
            path: 'translation',
            lazy: page(() => import('../features/translation/routes/translation-page'), 'translation'),
          },

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

          {
            path: 'vivalinks/manager',
            lazy: page(() => import('../features/listings/manager/routes/manager-page'), 'vivalinks'),
          },
          {
            path: 'vivalinks/update',
            lazy: page(() => import('../features/listings/update/routes/update-page'), 'vivalinks'),
          },
          {
            path: 'vivalinks/pay',
            lazy: page(() => import('../features/listings/pay/routes/pay-page'), 'vivalinks', 'checkout'),
          },
          {
            path: 'events',
            lazy: page(
              () => import('../features/listings/event/routes/event-wizard-page'),
              'vivalinks',
              'checkout',
            ),
          },
          {
            path: 'vivalinks/volunteer',
            lazy: page(
              () => import('../features/listings/volunteer/routes/volunteer-wizard-page'),
              'vivalinks',
              'checkout',
            ),
          },
          {
            path: 'vivalinks/business',
            lazy: page(
              () => import('../features/listings/business/routes/business-wizard-page'),
              'vivalinks',
              'checkout',
            ),
          },
          {
            path: 'vivalinks/jobs',
            lazy: page(
              () => import('../features/listings/job/routes/jobs-wizard-page'),
              'vivalinks',
              'checkout',
            ),
          },

          {
            path: 'nupost/signup',
            lazy: page(() => import('../features/nupost/routes/signup-page'), 'nupost'),
          },
          {
            path: 'nupost',
            lazy: page(() => import('../features/nupost/routes/business-page'), 'nupost', 'location'),
          },
          {
            path: 'nupost/unsubscribe/:token',
            lazy: page(() => import('../features/nupost/routes/unsubscribe-page'), 'nupost'),
          },
          {
            path: 'nupost/invitations/:token',
            lazy: page(() => import('../features/nupost/routes/invitation-page'), 'nupost'),
          },

          { path: 'chat', lazy: page(() => import('../features/chat/routes/chat-page'), 'chat') },

          {
            path: 'admin/listings',
            lazy: page(() => import('../features/admin/routes/admin-listings-page'), 'admin'),
          },
          {
            path: 'admin/content',
            lazy: page(() => import('../features/admin/routes/admin-content-page'), 'admin'),
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
