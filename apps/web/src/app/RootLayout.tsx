import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../ui/FullPageSpinner';
import { ScrollToTop } from './ScrollToTop';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
