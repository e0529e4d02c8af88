import { z } from 'zod';
import {
  CLINIC_ADMIN_MSG,
  documentQuestionSchema,
  documentSchema,
  requiredText,
} from '@app/shared';
import { builder } from '../../graphql/builder.js';
import { member, type GraphQLContext } from '../../graphql/context.js';
import { AppError } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validate.js';
import { assertMayEditCatalog } from './catalog.policy.js';
import type { DocumentRow, QuestionRow } from './catalog.repo.js';
import { clampLimit, parseId } from './sql.js';

export const Specialization = builder
  .objectRef<{ id: number; name: string }>('Specialization')
  .implement({
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });

export const Organization = builder
  .objectRef<{ id: number; name: string }>('Organization')
  .implement({
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });

export const DocumentQuestion = builder.objectRef<QuestionRow>('DocumentQuestion').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    question: t.exposeString('question'),
    document_id: t.exposeID('documentId'),
  }),
});

export const Document = builder.objectRef<DocumentRow>('Document').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    questions: t.field({
      type: [DocumentQuestion],
      resolve: (d, _args, ctx) => member(ctx).data.catalog.questionsOf([d.id]),
    }),
  }),
});

const organizationSchema = z.object({
  name: requiredText(CLINIC_ADMIN_MSG.organizationNameRequired),
});
/** The catalog's writes, for an actor catalog.policy.ts lets change it. */
const catalogEditor = (ctx: GraphQLContext) => {
  const { actor, data } = member(ctx);
  assertMayEditCatalog(actor);
  return data.catalog;
};

const documentId = (id: string | number) => {
  const n = parseId(id);
  if (n === null) throw AppError.notFound('Document not found.');
  return n;
};

builder.queryField('specializations', (t) =>
  t.field({
    type: [Specialization],
    extensions: { access: 'member' },
    args: { limit: t.arg.int({ defaultValue: 100 }) },
    resolve: (_root, args, ctx) =>
      member(ctx).data.catalog.specializations(clampLimit(args.limit, 100)),
  }),
);

builder.queryField('documents', (t) =>
  t.field({
    type: [Document],
    extensions: { access: 'member' },
    args: { limit: t.arg.int({ defaultValue: 100 }) },
    resolve: (_root, args, ctx) => member(ctx).data.catalog.documents(clampLimit(args.limit, 100)),
  }),
);

builder.queryField('document', (t) =>
  t.field({
    type: Document,
    extensions: { access: 'member' },
    args: { document_id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => member(ctx).data.catalog.document(documentId(args.document_id)),
  }),
);

builder.queryField('organizations', (t) =>
  t.field({
    type: [Organization],
    extensions: { access: 'member' },
    args: { limit: t.arg.int({ defaultValue: 100 }) },
    resolve: (_root, args, ctx) =>
      member(ctx).data.catalog.organizations(clampLimit(args.limit, 100)),
  }),
);

builder.mutationField('save_organization', (t) =>
  t.field({
    type: Organization,
    extensions: { access: 'admin' },
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      const input = parseInput(organizationSchema, args);
      return catalogEditor(ctx).saveOrganization(input.name);
    },
  }),
);

builder.mutationField('save_document', (t) =>
  t.field({
    type: Document,
    extensions: { access: 'admin' },
    args: { name: t.arg.string({ required: true }), id: t.arg.id() },
    resolve: (_root, args, ctx) => {
      const input = parseInput(documentSchema, args);
      return catalogEditor(ctx).saveDocument({ id: input.id, name: input.name });
    },
  }),
);

builder.mutationField('delete_document', (t) =>
  t.boolean({
    extensions: { access: 'admin' },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await catalogEditor(ctx).archiveDocument(documentId(args.id), ctx.deps.clock.now());
      return true;
    },
  }),
);

builder.mutationField('save_document_question', (t) =>
  t.field({
    type: DocumentQuestion,
    extensions: { access: 'admin' },
    args: {
      document_id: t.arg.id({ required: true }),
      question: t.arg.string({ required: true }),
      uuid: t.arg.string(),
    },
    resolve: (_root, args, ctx) => {
      const input = parseInput(documentQuestionSchema, args);
      return catalogEditor(ctx).saveQuestion({
        documentId: documentId(input.document_id ?? ''),
        question: input.question,
        uuid: input.uuid ?? null,
      });
    },
  }),
);

builder.mutationField('delete_document_question', (t) =>
  t.boolean({
    extensions: { access: 'admin' },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await catalogEditor(ctx).deleteQuestion(args.uuid, ctx.deps.clock.now());
      return true;
    },
  }),
);
