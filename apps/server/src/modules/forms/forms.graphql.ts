import { FORM_TYPES, type CustomFormAttribute, type FormType } from '@app/shared';
import { builder } from '../../graphql/builder.js';
import { member } from '../../graphql/context.js';
import { AppError } from '../../lib/app-error.js';
import { idArg } from '../users/user-admin.repo.js';
import { CLINIC_NOT_FOUND } from './forms.repo.js';
import { actionContext } from '../../graphql/context.js';
import { saveForm } from './save-form.js';

export const FormAttribute = builder.objectRef<CustomFormAttribute>('FormAttribute').implement({
  fields: (t) => ({
    field: t.exposeString('field'),
    label: t.exposeString('label'),
    size: t.exposeString('size'),
    required: t.exposeBoolean('required'),
    hidden: t.exposeBoolean('hidden'),
    kind: t.exposeString('kind'),
    choices: t.exposeStringList('choices'),
    helpText: t.string({ nullable: true, resolve: (a) => a.helpText || null }),
  }),
});

const FormAttributeInput = builder.inputType('FormAttributeInput', {
  fields: (t) => ({
    field: t.string({ required: true }),
    label: t.string({ required: true }),
    // The spec stores the size as text; the input accepts text ('' means 6 on save).
    size: t.string(),
    required: t.boolean(),
    hidden: t.boolean(),
    kind: t.string({ required: true }),
    choices: t.stringList(),
    helpText: t.string(),
  }),
});

/** An unknown form type reads as an empty form nowhere: it is a validation error. */
function formTypeArg(v: string): FormType {
  if ((FORM_TYPES as readonly string[]).includes(v)) return v as FormType;
  throw AppError.validation('The given data was invalid.', { form_type: ['Invalid form type'] });
}

builder.queryField('clinic_custom_form_attributes', (t) =>
  t.field({
    type: [FormAttribute],
    extensions: { access: 'member' },
    args: {
      clinic_id: t.arg.id({ required: true }),
      form_type: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      member(ctx).data.forms.list(
        idArg(args.clinic_id, CLINIC_NOT_FOUND),
        formTypeArg(args.form_type),
      ),
  }),
);

builder.mutationField('save_clinic_custom_form_attributes', (t) =>
  t.field({
    type: [FormAttribute],
    extensions: { access: 'member' },
    description:
      'Managers of the clinic and admins. Replaces the form (positions in the given order), validated with the shared custom-form rules; errors at custom_form_attributes.<index>.',
    args: {
      clinic_id: t.arg.id({ required: true }),
      form_type: t.arg.string({ required: true }),
      custom_form_attributes: t.arg({ type: [FormAttributeInput], required: true }),
    },
    resolve: (_root, args, ctx) =>
      saveForm(
        actionContext(ctx),
        idArg(args.clinic_id, CLINIC_NOT_FOUND),
        args.form_type,
        args.custom_form_attributes.map((a) => ({ ...a }) as Record<string, unknown>),
      ),
  }),
);
