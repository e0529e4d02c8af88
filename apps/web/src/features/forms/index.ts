export { FormRenderer, type FormRendererProps } from './FormRenderer';
export {
  CustomFormField,
  CustomFormFields,
  columnSpan,
  visibleRows,
  type CustomFormFieldsProps,
} from './CustomFormFields';
export { useCustomForm } from './useCustomForm';
