import { Navigate } from 'react-router';
import { useCurrentUser } from '../features/auth/SessionProvider';
import { landingPath } from '../features/auth/signInRules';
import { PageHeader } from '../ui/PageHeader';

/** '/' sends each user to their landing page; a user without a role has nowhere else to go. */
export default function HomeRoute() {
  const user = useCurrentUser();
  const path = landingPath(user);
  if (path !== '/') return <Navigate to={path} replace />;
  return <PageHeader title="Welcome" subtitle={`Signed in as ${user.full_name}`} />;
}
