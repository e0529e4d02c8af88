import { isValidElement, lazy, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { RequireSession } from '../features/auth/RequireSession';
import LoginRoute from '../routes/LoginRoute';
import { RootLayout } from './RootLayout';

/** Each lazily loaded screen's loader, so that the screen of the address opened can start early. */
const loaders = new Map<unknown, () => Promise<unknown>>();

function lazyRoute<T extends ComponentType>(load: () => Promise<{ default: T }>) {
  const Screen = lazy(load);
  loaders.set(Screen, load);
  return Screen;
}

// Only the login page ships in the first bundle; every other screen loads when visited.
const TwoFactorRoute = lazyRoute(() => import('../routes/TwoFactorRoute'));
const ActivateAccountRoute = lazyRoute(() => import('../routes/ActivateAccountRoute'));
const ForgotPasswordRoute = lazyRoute(() => import('../routes/ForgotPasswordRoute'));
const PasswordResetRoute = lazyRoute(() => import('../routes/PasswordResetRoute'));
// Public review page (issue 6): no sign-in; its own GraphQL client for /graphql/public.
const PublicReferralReviewRoute = lazyRoute(() => import('../routes/PublicReferralReviewRoute'));
// Clinics directory and public referral form (issue 6): no sign-in.
const PublicDirectoryRoute = lazyRoute(() => import('../routes/PublicDirectoryRoute'));
const PublicReferralFormRoute = lazyRoute(() => import('../routes/PublicReferralFormRoute'));
const SignedInApp = lazyRoute(() => import('./SignedInApp'));
const HomeRoute = lazyRoute(() => import('../routes/HomeRoute'));
const DashboardRoute = lazyRoute(() => import('../routes/DashboardRoute'));
const NotificationsRoute = lazyRoute(() => import('../routes/NotificationsRoute'));
const AccountProfileRoute = lazyRoute(() => import('../routes/AccountProfileRoute'));
const ActiveReferralsRoute = lazyRoute(() => import('../routes/ActiveReferralsRoute'));
const DeclinedReferralsRoute = lazyRoute(() => import('../routes/DeclinedReferralsRoute'));
const CompletedReferralsRoute = lazyRoute(() => import('../routes/CompletedReferralsRoute'));
const FaxedReferralsRoute = lazyRoute(() => import('../routes/FaxedReferralsRoute'));
const SendReferralRoute = lazyRoute(() => import('../routes/SendReferralRoute'));
const ReferralReviewRoute = lazyRoute(() => import('../routes/ReferralReviewRoute'));
const ReferralNotesRoute = lazyRoute(() => import('../routes/ReferralNotesRoute'));
const ProviderRoute = lazyRoute(() => import('../routes/ProviderRoute'));
// Administration lists (issue 3); the data grid loads with the first of them.
const ManageClinicsRoute = lazyRoute(() => import('../routes/ManageClinicsRoute'));
const ManageUsersRoute = lazyRoute(() => import('../routes/ManageUsersRoute'));
const ManageRolesRoute = lazyRoute(() => import('../routes/ManageRolesRoute'));
const ManageReferralGroupsRoute = lazyRoute(() => import('../routes/ManageReferralGroupsRoute'));
const ReferralGroupEnrollRoute = lazyRoute(() => import('../routes/ReferralGroupEnrollRoute'));
const ReferralGroupDetailsRoute = lazyRoute(() => import('../routes/ReferralGroupDetailsRoute'));
const ManageDocumentsRoute = lazyRoute(() => import('../routes/ManageDocumentsRoute'));
const DocumentDetailsRoute = lazyRoute(() => import('../routes/DocumentDetailsRoute'));
// Admin referral lists (issue 5).
const ManageReferralsRoute = lazyRoute(() => import('../routes/ManageReferralsRoute'));
const AppointmentAgingRoute = lazyRoute(() => import('../routes/AppointmentAgingRoute'));
// Outbound fax list (issue 8); admin only like every /manage screen (redirectForPath).
const OutboundFaxesRoute = lazyRoute(() => import('../routes/OutboundFaxesRoute'));
// Clinic details, enrollment and referral form settings (issue 3).
const ManageClinicRoute = lazyRoute(() => import('../routes/ManageClinicRoute'));
const MyClinicRoute = lazyRoute(() => import('../routes/MyClinicRoute'));
const ClinicRoute = lazyRoute(() => import('../routes/ClinicRoute'));
const ClinicSettingsRoute = lazyRoute(() => import('../routes/ClinicSettingsRoute'));
const EnrollClinicRoute = lazyRoute(() => import('../routes/EnrollClinicRoute'));
const NonAffiliateClinicRoute = lazyRoute(() => import('../routes/NonAffiliateClinicRoute'));
// Received faxes (issue 8): staff and admin paths share the screen.
const ReceivedFaxesRoute = lazyRoute(() => import('../routes/ReceivedFaxesRoute'));
// Export and analytics (issue 9); the charts load with the analytics page only.
const ExportRoute = lazyRoute(() => import('../routes/ExportRoute'));
const AnalyticsRoute = lazyRoute(() => import('../routes/AnalyticsRoute'));
const NotFoundRoute = lazyRoute(() => import('../routes/NotFoundRoute'));

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
      { path: '/public/:uuid/referral/review/:code', element: <PublicReferralReviewRoute /> },
      { path: '/directory', element: <PublicDirectoryRoute /> },
      { path: '/directory/:clinic_code', element: <PublicReferralFormRoute /> },
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
          { path: '/referrals/completed', element: <CompletedReferralsRoute /> },
          { path: '/referrals/faxed', element: <FaxedReferralsRoute /> },
          { path: '/referrals/send', element: <SendReferralRoute /> },
          { path: '/referrals/:uuid/review', element: <ReferralReviewRoute /> },
          { path: '/referrals/:uuid/notes', element: <ReferralNotesRoute /> },
          { path: '/referrals/:uuid', element: <SendReferralRoute /> },
          { path: '/provider', element: <ProviderRoute /> },
          { path: '/manage/clinics', element: <ManageClinicsRoute /> },
          { path: '/manage/users', element: <ManageUsersRoute /> },
          { path: '/manage/roles', element: <ManageRolesRoute /> },
          { path: '/manage/referral-networks', element: <ManageReferralGroupsRoute /> },
          { path: '/manage/referral-networks/enroll', element: <ReferralGroupEnrollRoute /> },
          {
            path: '/manage/referral-networks/details/:uuid',
            element: <ReferralGroupDetailsRoute />,
          },
          { path: '/manage/documents', element: <ManageDocumentsRoute /> },
          { path: '/manage/documents/:id', element: <DocumentDetailsRoute /> },
          { path: '/manage/referrals', element: <ManageReferralsRoute /> },
          { path: '/manage/appointment-aging', element: <AppointmentAgingRoute /> },
          { path: '/manage/fax', element: <OutboundFaxesRoute /> },
          { path: '/manage/clinics/:id', element: <ManageClinicRoute /> },
          { path: '/fax/received', element: <ReceivedFaxesRoute /> },
          { path: '/manage/fax/received', element: <ReceivedFaxesRoute /> },
          { path: '/clinic', element: <MyClinicRoute /> },
          { path: '/clinic/:id', element: <ClinicRoute /> },
          { path: '/clinic/:id/settings', element: <ClinicSettingsRoute /> },
          { path: '/clinics/enroll', element: <EnrollClinicRoute /> },
          { path: '/clinics/non-affiliate', element: <NonAffiliateClinicRoute /> },
          { path: '/export', element: <ExportRoute /> },
          { path: '/analytics', element: <AnalyticsRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

/** The lazily loaded component an element renders, itself or as the child of a guard. */
function screensOf(element: ReactNode): unknown[] {
  if (!isValidElement<{ children?: ReactNode }>(element)) return [];
  return [element.type, ...screensOf(element.props.children)];
}

/**
 * Starts loading the chunks of the screen at `pathname` (the signed-in app with it) while the
 * session is still being checked, instead of one after the other once each renders.
 */
export function preloadScreen(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    for (const screen of screensOf(match.route.element)) void loaders.get(screen)?.();
  }
}

/**
 * The app's routes under the declarative <BrowserRouter> (App.tsx): the app uses no loader,
 * action or blocker, and the data router's machinery (createBrowserRouter) would add about
 * 20 kB of gzipped JavaScript to the login page (issue 19 item 2).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
