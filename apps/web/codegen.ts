// GraphQL Code Generator: typed documents for the web, checked against the committed schema.
// apps/server/schema.graphql holds two schemas (staff at /graphql, public at /graphql/public);
// each set of documents is validated against the one its client talks to.
import { readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

const PUBLIC_HEADER = '# Public schema: /graphql/public';
const printed = readFileSync(new URL('../server/schema.graphql', import.meta.url), 'utf8');
const split = printed.indexOf(PUBLIC_HEADER);
if (split < 0) throw new Error(`apps/server/schema.graphql has no "${PUBLIC_HEADER}" section`);
const staffSchema = printed.slice(0, split);
const publicSchema = printed.slice(split);

const PUBLIC_DOCUMENTS = 'apps/web/src/features/public-referrals/**/*.{ts,tsx}';
const NOT_DOCUMENTS = [
  '!apps/web/src/gql/**',
  '!apps/web/src/**/*.test.{ts,tsx}',
  '!apps/web/src/**/*TestKit.tsx',
];

const preset = {
  preset: 'client' as const,
  presetConfig: { fragmentMasking: false },
  config: {
    // Apollo adds __typename at run time; the view models do not read it.
    skipTypename: true,
    enumsAsTypes: true,
    useTypeImports: true,
    avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
    scalars: { ID: 'string' },
  },
};

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: false,
  generates: {
    'apps/web/src/gql/staff/': {
      ...preset,
      schema: staffSchema,
      documents: ['apps/web/src/**/*.{ts,tsx}', `!${PUBLIC_DOCUMENTS}`, ...NOT_DOCUMENTS],
    },
    'apps/web/src/gql/public/': {
      ...preset,
      schema: publicSchema,
      documents: [PUBLIC_DOCUMENTS, ...NOT_DOCUMENTS],
    },
  },
};

export default config;
