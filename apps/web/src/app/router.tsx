import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireSession } from '../features/auth/RequireSession';
import LoginRoute from '../routes/LoginRoute';
import { RootLayout } from './RootLayout';

// Only the login page ships in the first bundle; every other screen loads when visited.
const TwoFactorRoute = lazy(() => import('../routes/TwoFactorRoute'));
const ActivateAccountRoute = lazy(() => import('../routes/ActivateAccountRoute'));
const ForgotPasswordRoute = lazy(() => import('../routes/ForgotPasswordRoute'));
const PasswordResetRoute = lazy(() => import('../routes/PasswordResetRoute'));
const SignedInApp = lazy(() => import('./SignedInApp'));
const HomeRoute = lazy(() => import('../routes/HomeRoute'));
const DashboardRoute = lazy(() => import('../routes/DashboardRoute'));
const NotificationsRoute = lazy(() => import('../routes/NotificationsRoute'));
const AccountProfileRoute = lazy(() => import('../routes/AccountProfileRoute'));
const ActiveReferralsRoute = lazy(() => import('../routes/ActiveReferralsRoute'));
const DeclinedReferralsRoute = lazy(() => import('../routes/DeclinedReferralsRoute'));
const ProviderRoute = lazy(() => import('../routes/ProviderRoute'));
const NotFoundRoute = lazy(() => import('../routes/NotFoundRoute'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/login', element: <LoginRoute /> },
      { path: '/auth/2fa/verify', element: <TwoFactorRoute /> },
      { path: '/account/activate', element: <ActivateAccountRoute /> },
      { path: '/forgot-password', element: <ForgotPasswordRoute /> },
      // Matches with or without the trailing slash the e-mailed link carries.
      { path: '/password-reset/:token', element: <PasswordResetRoute /> },
      {
        element: (
          <RequireSession>
            <SignedInApp />
          </RequireSession>
        ),
        children: [
          { index: true, element: <HomeRoute /> },
          { path: '/dashboard', element: <DashboardRoute /> },
          { path: '/notifications', element: <NotificationsRoute /> },
          { path: '/user/account-profile', element: <AccountProfileRoute /> },
          { path: '/referrals/active', element: <ActiveReferralsRoute /> },
          { path: '/referrals/declined', element: <DeclinedReferralsRoute /> },
          { path: '/provider', element: <ProviderRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
