import type { CustomFormAttribute } from '@app/shared';
import { publicBuilder } from '../../graphql/public-builder.js';
import { AppError } from '../../lib/app-error.js';

const PublicFormAttribute = publicBuilder
  .objectRef<CustomFormAttribute>('PublicFormAttribute')
  .implement({
    fields: (t) => ({
      field: t.exposeString('field'),
      label: t.exposeString('label'),
      size: t.exposeString('size'),
      required: t.exposeBoolean('required'),
      hidden: t.exposeBoolean('hidden', {
        description: 'Only standard patient fields come hidden: the form does not show them.',
      }),
      kind: t.exposeString('kind'),
      choices: t.exposeStringList('choices'),
      helpText: t.string({ nullable: true, resolve: (a) => a.helpText || null }),
    }),
  });

publicBuilder.queryField('public_clinic_custom_form_attributes', (t) =>
  t.field({
    type: [PublicFormAttribute],
    extensions: { access: 'public' },
    description:
      "A public clinic's external form: hidden custom rows left out, hidden standard rows flagged. Only the external form is public: another form type answers an empty list.",
    args: {
      clinic_code: t.arg.string({ required: true }),
      form_type: t.arg.string({ defaultValue: 'external' }),
    },
    resolve: async (_root, args, ctx) => {
      if ((args.form_type ?? 'external') !== 'external') return [];
      const form = await ctx.data.forms.externalForm(args.clinic_code);
      if (!form) throw AppError.notFound('Clinic not found.');
      return form;
    },
  }),
);
