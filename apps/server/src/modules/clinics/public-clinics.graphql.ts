import { publicBuilder } from '../../graphql/public-builder.js';
import type { PublicData } from '../../scoped-data/public-scoped.js';

type PublicClinicRow = Awaited<ReturnType<PublicData['clinics']['list']>>[number];

const PublicClinic = publicBuilder.objectRef<PublicClinicRow>('PublicClinic').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    full_address: t.string({
      resolve: (c) =>
        c.fullAddress ??
        [c.addressLine1, c.addressCity, [c.addressState, c.addressZip].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', '),
    }),
  }),
});

publicBuilder.queryField('public_clinics', (t) =>
  t.field({
    type: [PublicClinic],
    extensions: { access: 'public' },
    args: { keyword: t.arg.string(), is_public: t.arg.boolean() },
    // is_public is accepted for the spec's call shape; only public clinics are ever listed.
    resolve: (_root, args, ctx) => ctx.data.clinics.list(args.keyword),
  }),
);
