// Build-time counterpart of the codegen client preset's graphql(): each graphql(`...`) call in the
// app becomes an import of its generated document, so the bundle holds neither the preset's
// lookup map nor a second copy of every query's text (the preset's babel plugin does the same;
// Vite's React plugin has no babel step to run it).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const SCHEMAS = ['staff', 'public'] as const;
const MAP_ENTRY = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
const IMPORT = /^import \{ graphql \} from '[./]+\/gql\/(staff|public)';\n/m;
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

function documentsOf(gqlDir: string, schema: string): Map<string, string> {
  const text = readFileSync(`${gqlDir}/${schema}/gql.ts`, 'utf8');
  const map = text.slice(text.indexOf('const documents'));
  return new Map([...map.matchAll(MAP_ENTRY)].map(([, key, name]) => [JSON.parse(key!), name!]));
}

export function graphqlDocuments(gqlDir: string): Plugin {
  const documents = new Map(SCHEMAS.map((s) => [s, documentsOf(gqlDir, s)]));
  return {
    name: 'graphql-documents',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const imported = IMPORT.exec(code);
      if (!imported || id.includes('/src/gql/')) return null;
      const schema = imported[1] as (typeof SCHEMAS)[number];
      const known = documents.get(schema)!;
      const used = new Set<string>();
      const body = code.replace(IMPORT, '').replace(CALL, (_call, source: string) => {
        const name = known.get(source);
        if (!name)
          throw new Error(`${id}: a graphql() document codegen has not seen; run npm run codegen`);
        used.add(name);
        return name;
      });
      const names = [...used].join(', ');
      return {
        code: `import { ${names} } from '${gqlDir}/${schema}/graphql.ts';\n${body}`,
        map: null,
      };
    },
  };
}
