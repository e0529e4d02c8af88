import { PUBLIC_REFERRAL_MSG, providerDisplayName } from '@app/shared';
import { systemDb } from '../../deps.js';
import { publicBuilder, type PublicContext } from '../../graphql/public-builder.js';
import { AppError } from '../../lib/app-error.js';
import type { ProviderView } from '../providers/providers.repo.js';
import { emailOfPrefillCookie, PREFILL_COOKIE, setPrefillCookie } from './prefill-cookie.js';
import { publicReferrerOf } from '../referrals/public-referrer.js';
import type { PublicClinicDetail } from './public-referrals.repo.js';
import { PublicReferrer } from './public-review.graphql.js';
import { PublicFlowRepo } from './public-flow.repo.js';
import { savePublicReferral, type PublicReferralDraft } from './save-public-referral.js';
import { submitPublicReferral } from './submit-public-referral.js';

type ProviderDocument = ProviderView['documents'][number];

const PublicProviderDocument = publicBuilder
  .objectRef<ProviderDocument>('PublicProviderDocument')
  .implement({
    description:
      "A document the provider asks for (misc included); `id` is the upload's document_id.",
    fields: (t) => ({
      id: t.id({ resolve: (d) => d.document.id }),
      name: t.string({ resolve: (d) => d.document.name }),
      required: t.exposeBoolean('required'),
      question: t.string({ nullable: true, resolve: (d) => d.question?.question ?? null }),
    }),
  });

const PublicProvider = publicBuilder.objectRef<ProviderView>('PublicProvider').implement({
  fields: (t) => ({
    uuid: t.exposeString('uuid'),
    display_name: t.string({ resolve: (p) => providerDisplayName(p) }),
    specializations: t.exposeStringList('specializations'),
    documents: t.field({ type: [PublicProviderDocument], resolve: (p) => p.documents }),
  }),
});

const PublicClinicDetailRef = publicBuilder
  .objectRef<PublicClinicDetail>('PublicClinicDetail')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      code: t.exposeString('code'),
      name: t.exposeString('name'),
      full_address: t.exposeString('fullAddress', { nullable: true }),
      office_phone: t.exposeString('officePhone', { nullable: true }),
      fax: t.exposeString('fax', { nullable: true }),
      is_fax: t.exposeBoolean('isFax', {
        description: 'a fax clinic (no users, a fax number): referrals reach it by fax',
      }),
      providers: t.field({
        type: [PublicProvider],
        resolve: (c, _args, ctx) => ctx.data.publicForm.providersOf(c.id),
      }),
    }),
  });

const PublicReferralDraftRef = publicBuilder
  .objectRef<PublicReferralDraft>('PublicReferralDraft')
  .implement({
    fields: (t) => ({
      uuid: t.exposeString('uuid'),
      upload_token: t.exposeString('upload_token'),
    }),
  });

const writeDb = (ctx: PublicContext) =>
  systemDb(ctx.deps, { reason: 'public referral form: the upload token is its credential' });

publicBuilder.queryField('clinic_by_code', (t) =>
  t.field({
    type: PublicClinicDetailRef,
    extensions: { access: 'public' },
    description: 'A clinic of the directory with the providers its public form offers.',
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const clinic = await ctx.data.publicForm.clinicByCode(args.code);
      if (!clinic) throw AppError.notFound(PUBLIC_REFERRAL_MSG.clinicNotFound);
      return clinic;
    },
  }),
);

publicBuilder.queryField('public_referrer', (t) =>
  t.field({
    type: PublicReferrer,
    nullable: true,
    extensions: { access: 'public' },
    description:
      'Prefill of the referrer contact: only for the e-mail this browser last submitted with (a signed cookie); null otherwise.',
    args: { referrer_email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const email = emailOfPrefillCookie(ctx.deps.crypto, ctx.cookies[PREFILL_COOKIE]);
      if (!email || email !== args.referrer_email.trim().toLowerCase()) return null;
      const metadata = await ctx.data.publicForm.latestReferrerMetadata(email);
      return metadata ? publicReferrerOf({ referrerMetadata: metadata }) : null;
    },
  }),
);

publicBuilder.mutationField('save_public_referral', (t) =>
  t.field({
    type: PublicReferralDraftRef,
    extensions: { access: 'public' },
    description:
      'Saves the public form as a draft nobody sees yet; upload its files with the token, then submit_public_referral.',
    args: {
      referral: t.arg.string({ required: true }),
      patient: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      savePublicReferral(ctx.deps, new PublicFlowRepo(writeDb(ctx)), {
        referral: args.referral,
        patient: args.patient,
        ip: ctx.ip,
        now: ctx.deps.clock.now(),
      }),
  }),
);

publicBuilder.mutationField('submit_public_referral', (t) =>
  t.string({
    extensions: { access: 'public' },
    description: "Sends the public draft: 'Successfully submitted a referral.'",
    args: {
      uuid: t.arg.string({ required: true }),
      upload_token: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const { email } = await submitPublicReferral(ctx.deps, new PublicFlowRepo(writeDb(ctx)), {
        uuid: args.uuid,
        uploadToken: args.upload_token,
        now: ctx.deps.clock.now(),
      });
      if (ctx.reply) {
        setPrefillCookie(ctx.reply, ctx.deps.crypto, email, ctx.deps.config.secureCookies);
      }
      return PUBLIC_REFERRAL_MSG.submitted;
    },
  }),
);
