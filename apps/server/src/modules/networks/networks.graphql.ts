import { referralGroupSchema } from '@app/shared';
import { builder } from '../../graphql/builder.js';
import { member } from '../../graphql/context.js';
import { parseInput } from '../../lib/validate.js';
import { Clinic } from '../clinics/clinics.graphql.js';
import type { NetworkRow } from './networks.repo.js';
import { actionContext } from '../../graphql/context.js';
import { removeNetwork } from './remove-network.js';
import { saveNetwork } from './save-network.js';

const ReferralNetwork = builder.objectRef<NetworkRow>('ReferralNetwork').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    name: t.exposeString('name'),
    members: t.field({
      type: [Clinic],
      resolve: (n, _args, ctx) => member(ctx).data.clinics.inNetwork(n.id),
    }),
    member_count: t.int({
      resolve: (n, _args, ctx) => member(ctx).data.networks.memberCount(n.id),
    }),
  }),
});

builder.queryField('referral_networks', (t) =>
  t.field({
    type: [ReferralNetwork],
    extensions: { access: 'admin' },
    args: { keyword: t.arg.string() },
    resolve: (_root, args, ctx) => member(ctx).data.networks.list(args.keyword),
  }),
);

builder.queryField('referral_network', (t) =>
  t.field({
    type: ReferralNetwork,
    extensions: { access: 'admin' },
    args: { referral_network_uuid: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => member(ctx).data.networks.byUuid(args.referral_network_uuid),
  }),
);

builder.mutationField('save_referral_network', (t) =>
  t.field({
    type: ReferralNetwork,
    extensions: { access: 'admin' },
    args: { name: t.arg.string({ required: true }), id: t.arg.id() },
    resolve: (_root, args, ctx) => {
      const input = parseInput(referralGroupSchema, args);
      return saveNetwork(actionContext(ctx), { id: input.id, name: input.name });
    },
  }),
);

builder.mutationField('delete_referral_network', (t) =>
  t.boolean({
    extensions: { access: 'admin' },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await removeNetwork(actionContext(ctx), args.uuid);
      return true;
    },
  }),
);
