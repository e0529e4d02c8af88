import { useMemo } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  buildFormSchema,
  defaultValuesFor,
  type CustomFormAttribute,
  type FormValues,
} from '@app/shared';

/**
 * A react-hook-form form for a clinic's custom form rows, validated with the shared
 * buildFormSchema. Submitted values are the parsed ones (dates as YYYY-MM-DD, phones masked,
 * hidden and label rows left out). Pass a stable `attributes` array (memoised).
 */
export function useCustomForm(
  attributes: readonly CustomFormAttribute[],
  defaultValues?: Partial<FormValues>,
): UseFormReturn<FieldValues, unknown, FormValues> {
  const resolver = useMemo(() => zodResolver(buildFormSchema(attributes)) as never, [attributes]);
  const defaults = useMemo(
    () => ({ ...defaultValuesFor(attributes), ...defaultValues }),
    // Defaults apply when the form is created, like react-hook-form's own defaultValues.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [attributes],
  );
  return useForm<FieldValues, unknown, FormValues>({
    resolver,
    defaultValues: defaults,
    mode: 'onTouched',
  });
}
