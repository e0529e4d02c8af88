import { builder } from '../../graphql/builder.js';
import { member } from '../../graphql/context.js';
import type { AddressSuggestion } from '../../adapters/address/address.js';
import { suggestAddresses } from './suggest-addresses.js';

const AddressSuggestionRef = builder.objectRef<AddressSuggestion>('AddressSuggestion').implement({
  fields: (t) => ({
    address_line1: t.exposeString('address_line1'),
    place: t.exposeString('place'),
    region: t.exposeString('region'),
    postcode: t.exposeString('postcode'),
    full_address: t.exposeString('full_address'),
  }),
});

builder.queryField('address_suggestions', (t) =>
  t.field({
    type: [AddressSuggestionRef],
    extensions: { access: 'member' },
    args: { query: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      const { actor } = member(ctx);
      return suggestAddresses(ctx.deps, actor, args.query);
    },
  }),
);
