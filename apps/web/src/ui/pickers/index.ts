export { ClinicPicker } from './ClinicPicker';
export { ProviderPicker } from './ProviderPicker';
export type { ClinicOption, ProviderOption } from './graphql';
