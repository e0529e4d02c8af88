export {
  ClinicPicker,
  CANT_FIND_CLINIC,
  addClinicLabel,
  type ClinicPickerProps,
} from './ClinicPicker';
export { ClinicQuickAddDialog } from './ClinicQuickAddDialog';
export {
  ProviderPicker,
  ADD_PROVIDER_LABEL,
  providerOptionLabel,
  type ProviderPickerProps,
} from './ProviderPicker';
export type { ClinicOption, ProviderOption } from './graphql';
