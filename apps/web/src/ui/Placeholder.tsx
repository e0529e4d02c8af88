import Skeleton, { type SkeletonProps } from '@mui/material/Skeleton';

/**
 * Content still loading. The one placeholder of the app: it tells assistive technology the
 * region is busy, and the browser tests' screenshots wait until none is left on the page.
 */
export function Placeholder(props: SkeletonProps) {
  return <Skeleton aria-busy="true" {...props} />;
}
