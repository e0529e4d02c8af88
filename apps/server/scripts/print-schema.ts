// Writes the printed GraphQL schemas to apps/server/schema.graphql (committed; a test keeps it current).
import { writeFileSync } from 'node:fs';
import { buildSchemas, printSchemas } from '../src/graphql/schema.js';

const file = new URL('../schema.graphql', import.meta.url).pathname;
writeFileSync(file, printSchemas(buildSchemas()) + '\n');
console.log(`wrote ${file}`);
