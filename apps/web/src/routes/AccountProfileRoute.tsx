import { AccountProfile } from '../features/profile/AccountProfile';

export default function AccountProfileRoute() {
  return <AccountProfile />;
}
