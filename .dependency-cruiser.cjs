/**
 * The dependency rules of docs/architecture.md, checked by `npm run lint`. Each rule's name is the
 * heading it has there. Violations that existed when a rule was introduced are listed in
 * .dependency-cruiser-known-violations.json: the lint fails on any other, so the debt can only
 * shrink. After removing some of it, regenerate the list with `npm run lint:deps:baseline`.
 */
const SERVER = '^apps/server/src/';

/** Files that may speak SQL: the data layer, repositories, and the few stores that own a table. */
const DATA_ACCESS = [
  `${SERVER}(db|jobs|seed)/`,
  '\\.repo\\.ts$',
  // Local adapters that keep their state in a table (dev outbox, ZIP code directory).
  `${SERVER}adapters/(mail/local-mail|address/local-address)\\.ts$`,
  // The limiter is a counter table shared by every instance.
  `${SERVER}lib/rate-limit\\.ts$`,
  '\\.test\\.ts$',
];

/**
 * The referral core: the files through which modules meet (access and visibility rules, the one
 * status writer, the live events, and the repositories of the first two). They live in
 * modules/referrals but rank below every module that works on referrals.
 */
const REFERRAL_CORE =
  'referrals/(referral-access(\\.repo)?|write-status(\\.repo)?|referral-events)\\.ts$';

/**
 * Every module, lowest first. A module may import only modules ranked below it, so no two modules
 * can import each other, directly or around a circle. A new module gets a place here.
 */
const MODULE_RANKS = [
  'audit',
  'mail',
  'auth',
  'catalog',
  'address',
  'notifications',
  REFERRAL_CORE,
  'users',
  'providers',
  'clinics',
  'networks',
  'forms',
  'documents',
  'orders',
  'sms',
  'faxes',
  'referrals',
  'public-referrals',
  'inbound-faxes',
  'reporting',
  'dashboard',
  'dev',
];

const MODULES = `${SERVER}modules/`;
const moduleFiles = (rank) =>
  rank === REFERRAL_CORE
    ? `${MODULES}${REFERRAL_CORE}`
    : rank === 'referrals'
      ? `${MODULES}referrals/(?!(referral-access(\\.repo)?|write-status(\\.repo)?|referral-events)\\.ts$)`
      : `${MODULES}${rank}/`;

const label = (rank) => (rank === REFERRAL_CORE ? 'the referral core' : rank);

/** One rule per module: nothing ranked above it. Production code only; tests may cross freely. */
const moduleRankRules = MODULE_RANKS.slice(0, -1).map((rank, i) => ({
  name: 'modules-import-only-lower-modules',
  comment: `${label(rank)} ranks below ${MODULE_RANKS.slice(i + 1)
    .map(label)
    .join(', ')}`,
  severity: 'error',
  from: { path: moduleFiles(rank), pathNot: '\\.test\\.ts$' },
  to: { path: MODULE_RANKS.slice(i + 1).map(moduleFiles) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'db-is-data-only',
      comment:
        'db/ holds the client, schema and migrations; it imports nothing else from the server.',
      severity: 'error',
      from: { path: `${SERVER}db/` },
      to: { path: SERVER, pathNot: `${SERVER}db/` },
    },
    {
      name: 'web-never-imports-server',
      comment: 'The web talks to the server over HTTP only; shared code lives in packages/shared.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'shared-imports-only-zod',
      comment: 'packages/shared runs in the browser and on the server: pure TypeScript and zod.',
      severity: 'error',
      from: { path: '^packages/shared/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^packages/shared/|^node_modules/zod/' },
    },
    {
      name: 'e2e-goes-through-the-browser',
      comment:
        'Browser tests start the real server and drive it; they import no app code (the SMTP catcher and the PDF text reader are test tooling they share with the integration tests).',
      severity: 'error',
      from: { path: '^packages/e2e/' },
      to: {
        path: '^apps/',
        pathNot: '^apps/server/test/(smtp-catcher|free-port|fixtures/pdf-text)[.]ts$',
      },
    },
    {
      name: 'adapters-never-import-modules',
      comment:
        'An adapter is an interface to the outside world; the domain uses it, not the reverse.',
      severity: 'error',
      from: { path: `${SERVER}adapters/` },
      to: { path: `${SERVER}(modules|scoped-data|graphql|http|jobs|seed)/` },
    },
    {
      name: 'lib-is-a-leaf',
      comment: 'lib/ holds small helpers any layer may use; it may use the database client only.',
      severity: 'error',
      from: { path: `${SERVER}lib/` },
      to: { path: `${SERVER}(modules|scoped-data|adapters|graphql|http|jobs|seed)/` },
    },
    ...moduleRankRules,
    {
      name: 'every-module-is-ranked',
      comment: 'A module folder missing from MODULE_RANKS escapes the cycle rule: give it a rank.',
      severity: 'error',
      from: {
        path: MODULES,
        pathNot: `${MODULES}(${MODULE_RANKS.filter((r) => r !== REFERRAL_CORE).join('|')})/`,
      },
      to: {},
    },
    {
      name: 'action-context-is-types-only',
      comment:
        'Every module imports src/action-context.ts, which names ScopedData (above modules): it holds types only, so it adds no run-time edge. Its builders live in transport (http/session.ts, graphql/context.ts).',
      severity: 'error',
      from: { path: `${SERVER}action-context\\.ts$` },
      to: { dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'drizzle-only-in-data-access',
      comment: 'SQL (drizzle-orm and the schema) lives in repositories and the data layer.',
      severity: 'error',
      from: { path: SERVER, pathNot: DATA_ACCESS },
      to: { path: ['^node_modules/drizzle-orm/', `${SERVER}db/schema/`] },
    },
    {
      name: 'modules-reach-the-database-through-repositories',
      comment: 'Outside repositories, module code gets a scoped handle, never the raw client.',
      severity: 'error',
      from: { path: `${SERVER}modules/`, pathNot: '\\.repo\\.ts$|\\.test\\.ts$' },
      to: { path: `${SERVER}db/client\\.ts$` },
    },
    {
      name: 'transport-never-touches-the-database',
      comment:
        'Routes, resolvers, Yoga and http/ get RequestDeps (no raw database): data through deps.scoped(actor), deps.publicData() or systemDb(deps, { reason }), never the client, the schema or drizzle.',
      severity: 'error',
      from: {
        path: [`${SERVER}(graphql|http)/`, '\\.(routes|graphql)\\.ts$'],
        pathNot: '\\.test\\.ts$',
      },
      to: { path: [`${SERVER}db/(client\\.ts$|schema/)`, '^node_modules/drizzle-orm/'] },
    },
    {
      name: 'production-code-never-imports-tests',
      severity: 'error',
      from: {
        path: '^(apps|packages)/[^/]+/src/',
        pathNot: ['\\.test\\.tsx?$', 'TestKit\\.tsx?$', '^apps/web/src/test/'],
      },
      to: { path: ['\\.test\\.tsx?$', '^apps/server/test/', '^apps/web/src/test/'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Build output and generated code (the server bundle, the web's GraphQL types).
    exclude: { path: ['(^|/)dist/', '^apps/web/src/gql/', '(^|/)generated/'] },
    // Type-only imports couple code as much as value imports do.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'metadata' },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
