import { ProviderPortal } from '../features/provider/ProviderPortal';

export default function ProviderRoute() {
  return <ProviderPortal />;
}
