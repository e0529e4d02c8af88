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
// Public review page (issue 6): no sign-in; its own GraphQL client for /graphql/public.
const PublicReferralReviewRoute = lazy(() => import('../routes/PublicReferralReviewRoute'));
// Clinics directory and public referral form (issue 6): no sign-in.
const PublicDirectoryRoute = lazy(() => import('../routes/PublicDirectoryRoute'));
const PublicReferralFormRoute = lazy(() => import('../routes/PublicReferralFormRoute'));
const SignedInApp = lazy(() => import('./SignedInApp'));
const HomeRoute = lazy(() => import('../routes/HomeRoute'));
const DashboardRoute = lazy(() => import('../routes/DashboardRoute'));
const NotificationsRoute = lazy(() => import('../routes/NotificationsRoute'));
const AccountProfileRoute = lazy(() => import('../routes/AccountProfileRoute'));
const ActiveReferralsRoute = lazy(() => import('../routes/ActiveReferralsRoute'));
const DeclinedReferralsRoute = lazy(() => import('../routes/DeclinedReferralsRoute'));
const CompletedReferralsRoute = lazy(() => import('../routes/CompletedReferralsRoute'));
const FaxedReferralsRoute = lazy(() => import('../routes/FaxedReferralsRoute'));
const SendReferralRoute = lazy(() => import('../routes/SendReferralRoute'));
const ReferralReviewRoute = lazy(() => import('../routes/ReferralReviewRoute'));
const ReferralNotesRoute = lazy(() => import('../routes/ReferralNotesRoute'));
const ProviderRoute = lazy(() => import('../routes/ProviderRoute'));
// Administration lists (issue 3); the data grid loads with the first of them.
const ManageClinicsRoute = lazy(() => import('../routes/ManageClinicsRoute'));
const ManageUsersRoute = lazy(() => import('../routes/ManageUsersRoute'));
const ManageRolesRoute = lazy(() => import('../routes/ManageRolesRoute'));
const ManageReferralGroupsRoute = lazy(() => import('../routes/ManageReferralGroupsRoute'));
const ReferralGroupEnrollRoute = lazy(() => import('../routes/ReferralGroupEnrollRoute'));
const ReferralGroupDetailsRoute = lazy(() => import('../routes/ReferralGroupDetailsRoute'));
const ManageDocumentsRoute = lazy(() => import('../routes/ManageDocumentsRoute'));
const DocumentDetailsRoute = lazy(() => import('../routes/DocumentDetailsRoute'));
// Admin referral lists (issue 5).
const ManageReferralsRoute = lazy(() => import('../routes/ManageReferralsRoute'));
const AppointmentAgingRoute = lazy(() => import('../routes/AppointmentAgingRoute'));
// Outbound fax list (issue 8); admin only like every /manage screen (redirectForPath).
const OutboundFaxesRoute = lazy(() => import('../routes/OutboundFaxesRoute'));
// Clinic details, enrollment and referral form settings (issue 3).
const ManageClinicRoute = lazy(() => import('../routes/ManageClinicRoute'));
const MyClinicRoute = lazy(() => import('../routes/MyClinicRoute'));
const ClinicRoute = lazy(() => import('../routes/ClinicRoute'));
const ClinicSettingsRoute = lazy(() => import('../routes/ClinicSettingsRoute'));
const EnrollClinicRoute = lazy(() => import('../routes/EnrollClinicRoute'));
const NonAffiliateClinicRoute = lazy(() => import('../routes/NonAffiliateClinicRoute'));
// Received faxes (issue 8): staff and admin paths share the screen.
const ReceivedFaxesRoute = lazy(() => import('../routes/ReceivedFaxesRoute'));
// Export and analytics (issue 9); the charts load with the analytics page only.
const ExportRoute = lazy(() => import('../routes/ExportRoute'));
const AnalyticsRoute = lazy(() => import('../routes/AnalyticsRoute'));
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
