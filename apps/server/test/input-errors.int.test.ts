import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isAbstractType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { TEXT_MSG } from '@app/shared';
import { buildSchemas } from '../src/graphql/schema.js';
import type { Access } from '../src/graphql/access.js';
import type { Limit } from '../src/lib/rate-limit.js';
import type { Agent } from './agent.js';
import { uploadFiles } from './documents-kit.js';
import { pngImage } from './fixtures/files.js';
import { captureLog } from './log-capture.js';
import { PERSONAS } from './personas.js';
import {
  attachRequiredDocuments,
  createDraft,
  demoIds,
  draftPayload,
  EXTERNAL_EXTRA,
  send,
  uuidOf,
} from './referrals-kit.js';
import { appSuite } from './suite.js';

/**
 * Issue 18 items 1 and 5: a value the database cannot store (a NUL byte, other control
 * characters) is refused as the caller's mistake on every write route and operation, never a 500,
 * and never reaches the log; GraphQL variables of the wrong type are a 400; an unexpected error is
 * logged with the id of its own request.
 */

/** Two names that appear nowhere else: the log must never contain either. */
const POISON = 'Ysolde\u0000Quarrington\u001b[2J';
const MARKERS = ['Ysolde', 'Quarrington'];

const log = captureLog();
const { t, agents } = appSuite(
  'pglite',
  {
    member: PERSONAS.northsidePsr,
    lake: PERSONAS.lakesidePsr,
    admin: PERSONAS.admin,
    provider: PERSONAS.provider,
  },
  { log: log.logger },
);

/**
 * A document as a GraphQL-over-HTTP client sends it (application/graphql-response+json), to which
 * validation errors answer 400 (application/json: 200, as the spec says).
 */
const askDocument = (query: string) =>
  agents.member.request<{ errors: { message: string }[] }>(
    'POST',
    '/graphql',
    { query },
    { accept: 'application/graphql-response+json' },
  );

const expectNoPoisonLogged = () => {
  const text = log.text();
  for (const marker of MARKERS) expect(text).not.toContain(marker);
};

/** A 422 naming `field` with the text rule's message, and nothing of the value in the log. */
const expectRefused = (res: { status: number; body: { errors?: unknown } }, field: string) => {
  expect([res.status, res.body.errors]).toEqual([422, { [field]: [TEXT_MSG.controlCharacters] }]);
  expectNoPoisonLogged();
};

/** A draft of the member's, Northside to Lakeside. */
const newDraft = async () => {
  const ids = await demoIds(t);
  return createDraft(agents.member, draftPayload(ids.patel, ids.carter, EXTERNAL_EXTRA));
};

/** A permission need is a member's access too (the member agent holds every bit). */
const agentFor = (access: Access): Agent =>
  typeof access === 'object'
    ? agents.member
    : access === 'admin'
      ? agents.admin
      : access === 'provider'
        ? agents.provider
        : access === 'member'
          ? agents.member
          : t.agent();

/** A value for an input type: every string (and id) is the poison. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, sample(f.type)]));
  }
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isScalarType(type)) {
    if (type.name === 'Int' || type.name === 'Float') return 1;
    if (type.name === 'Boolean') return false;
    return POISON;
  }
  return null;
}

/**
 * Every mutation, and every query whose arguments can carry text, of one schema: an operation
 * with variables for all its arguments, and the endpoint that serves it.
 */
function operations(which: 'staff' | 'public') {
  const schema: GraphQLSchema = buildSchemas()[which];
  const endpoint = which === 'staff' ? '/graphql' : '/graphql/public';
  const holdsText = (f: GraphQLField<unknown, unknown>) =>
    JSON.stringify(f.args.map((a) => sample(a.type))).includes('Ysolde');
  const roots = [
    ['mutation', schema.getMutationType()],
    ['query', schema.getQueryType()],
  ] as const;
  return roots.flatMap(([keyword, root]) =>
    Object.values(root?.getFields() ?? {})
      .filter(holdsText)
      .map((f) => {
        const defs = f.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
        const args = f.args.map((a) => `${a.name}: $${a.name}`).join(', ');
        const named = getNamedType(f.type);
        const selection = isObjectType(named) || isAbstractType(named) ? ' { __typename }' : '';
        const name = `${root!.name}.${f.name}`;
        return {
          name,
          access: t.graphqlAccess[`${which} ${name}`] ?? 'public',
          endpoint,
          query: `${keyword}${defs ? `(${defs})` : ''} { ${f.name}${args ? `(${args})` : ''}${selection} }`,
          variables: Object.fromEntries(f.args.map((a) => [a.name, sample(a.type)])),
        };
      }),
  );
}

describe('control characters never reach the database or the log', () => {
  it('refuses the issue reproduction: a NUL in a patient name on POST /api/referrals/:uuid/patient', async () => {
    const ids = await demoIds(t);
    const created = await newDraft();
    const uuid = uuidOf(created);
    await attachRequiredDocuments(t, created.body.referral.id, ids.patel);
    expect((await send(agents.member, uuid)).status).toBe(200);

    const res = await agents.member.post(`/api/referrals/${uuid}/patient`, {
      firstname: POISON,
      lastname: 'Byron',
    });
    expectRefused(res, 'firstname');
  });

  it('refuses it in the text fields of an upload', async () => {
    const uuid = uuidOf(await newDraft());
    const res = await uploadFiles(
      agents.member,
      uuid,
      [{ filename: 'scan.png', content: await pngImage() }],
      { use_filename: POISON },
    );
    expectRefused(res, 'use_filename');
  });

  it('refuses it on every REST route, in the body and in the query, with a 4xx', async () => {
    const ids = await demoIds(t);
    const uuid = uuidOf(await newDraft());
    const params: Record<string, string> = {
      uuid,
      doc_uuid: uuid,
      id: String(ids.northside),
      userId: '1',
      status: 'accepted',
    };
    const body = Object.fromEntries(
      [
        'firstname',
        'lastname',
        'name',
        'email',
        'note',
        'message',
        'reason',
        'diagnosis',
        'phone',
      ].map((k) => [k, POISON]),
    );
    const routes = Object.entries(t.routeAccess).filter(
      ([route]) => !route.includes('*') && !/ \/graphql/.test(route),
    );
    expect(routes.length).toBeGreaterThan(40);
    const answers: string[] = [];
    for (const [route, access] of routes) {
      const [method, pattern] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const url = pattern.replace(/:(\w+)/g, (_, p: string) => params[p] ?? '1');
      const query = `?keyword=${encodeURIComponent(POISON)}`;
      const agent = agentFor(access);
      const res = await agent.request(method, url + query, method === 'GET' ? undefined : body);
      answers.push(`${route} ${res.status}`);
    }
    // One line per route so that a failure names the routes.
    expect(answers.filter((a) => !/ 4\d\d$/.test(a))).toEqual([]);
    expectNoPoisonLogged();
  });

  it('refuses it in every GraphQL mutation and every query taking text, on both endpoints', async () => {
    const cases = [...operations('staff'), ...operations('public')];
    expect(cases.filter((c) => c.name.startsWith('Mutation')).length).toBeGreaterThan(45);
    const wrong: string[] = [];
    for (const c of cases) {
      const res = await agentFor(c.access).request<{
        errors?: { extensions?: { code?: string } }[];
      }>('POST', c.endpoint, { query: c.query, variables: c.variables });
      const code = res.body.errors?.[0]?.extensions?.code;
      if (res.status !== 400 || code !== 'BAD_USER_INPUT')
        wrong.push(`${c.name} ${res.status} ${code}`);
    }
    expect(wrong).toEqual([]);
    expectNoPoisonLogged();
  });

  it('refuses it as a literal in the document (a validation error: 400 to GraphQL-over-HTTP clients)', async () => {
    const res = await askDocument('{ clinics(keyword: "Ysolde\\u0000Quarrington") { id } }');
    expect([res.status, res.body.errors[0]?.message]).toEqual([400, TEXT_MSG.controlCharacters]);
    expectNoPoisonLogged();
  });
});

describe('GraphQL errors by class', () => {
  const CLINICS =
    'query($limit: Int, $keyword: String) { clinics(limit: $limit, keyword: $keyword) { id } }';
  const ask = (variables: Record<string, unknown>) =>
    agents.member.request<{
      data?: unknown;
      errors: { message: string; extensions: Record<string, unknown> }[];
    }>('POST', '/graphql', { query: CLINICS, variables });

  it.each([
    ['a string for an Int', { limit: 'ten' }],
    ['an Int past 32 bits', { limit: 2 ** 40 }],
    ['a NUL byte in a string', { keyword: 'North\u0000side' }],
    ['an object for a string', { keyword: { $ne: '' } }],
  ])('%s is BAD_USER_INPUT with HTTP 400', async (_, variables) => {
    const res = await ask(variables);
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors.map((e) => e.extensions.code)).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses an Int past 32 bits written in the document with a 400 too', async () => {
    const res = await askDocument('{ clinics(limit: 99999999999) { id } }');
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.message).toMatch(/Int cannot represent/);
  });

  const ADDRESS = 'query($q: String!) { address_suggestions(query: $q) { full_address } }';

  /**
   * Runs `test` while the rate limiter of address suggestions (reached by every suggestion
   * request before anything else) answers with `limited(subject)` instead; restores it after.
   */
  async function withAddressLimiter(
    limited: (subject: string) => Promise<void>,
    test: () => Promise<void>,
  ) {
    const limiter = t.deps.limiter;
    const consume = limiter.consume.bind(limiter);
    limiter.consume = (limit: Limit, subject: string) =>
      limit.name === 'address-suggest' ? limited(subject) : consume(limit, subject);
    try {
      await test();
    } finally {
      limiter.consume = consume;
    }
  }

  it('answers a value the database refused (a data exception) as BAD_USER_INPUT, logged by its code', async () => {
    const refused = Object.assign(new Error('invalid input syntax: "Ysolde Quarrington"'), {
      code: '22P02',
      where: "unnamed portal parameter $1 = 'Ysolde Quarrington'",
    });
    await withAddressLimiter(
      () => Promise.reject(refused),
      async () => {
        const res = await agents.member.request<{ errors: { extensions: { code: string } }[] }>(
          'POST',
          '/graphql',
          { query: ADDRESS, variables: { q: '1 Main' } },
        );
        expect([res.status, res.body.errors[0]?.extensions.code]).toEqual([400, 'BAD_USER_INPUT']);
        expect(res.body.errors[0]?.extensions).not.toHaveProperty('http');
        expect(log.text()).toContain('"sqlstate":"22P02"');
        expectNoPoisonLogged();
        expect(JSON.stringify(res.body)).not.toMatch(/Ysolde|Quarrington/);
      },
    );
  });

  it('logs an unexpected error with the id of its own request, under concurrency', async () => {
    // The limiter fails (not an AppError) for each request once the test lets it.
    const waiting = new Map<string, () => void>();
    const arrived = new Map<string, () => void>();
    const arrival = (key: string) => new Promise<void>((resolve) => arrived.set(key, resolve));
    const limited = (subject: string) =>
      new Promise<void>((_, reject) => {
        waiting.set(subject, () => reject(new Error(`limiter store down for ${subject}`)));
        arrived.get(subject)?.();
      });
    await withAddressLimiter(limited, async () => {
      const userKey = async (agent: Agent) => {
        const me = await agent.graphql<{ me: { id: number } }>('{ me { id } }');
        return `user:${me.data!.me.id}`;
      };
      const [keyA, keyB] = [await userKey(agents.member), await userKey(agents.lake)];
      // A waits inside its resolver while B starts: B's context is built before A fails.
      const reachedA = arrival(keyA);
      const a = agents.member.graphql(ADDRESS, { q: '1 Main' });
      await reachedA;
      const reachedB = arrival(keyB);
      const b = agents.lake.graphql(ADDRESS, { q: '2 Main' });
      await reachedB;
      waiting.get(keyA)!();
      const answerA = await a;
      waiting.get(keyB)!();
      const answerB = await b;

      const idOf = (answer: typeof answerA) => {
        expect(answer.errors?.[0]?.extensions?.code).toBe('INTERNAL');
        return answer.errors?.[0]?.extensions?.request_id as string;
      };
      const [idA, idB] = [idOf(answerA), idOf(answerB)];
      expect(idA).not.toBe(idB);
      const logged = (key: string) =>
        log
          .entries()
          .filter((e) => e.msg === 'graphql operation failed')
          .find((e) => String((e.err as { message?: string }).message).includes(key));
      expect(logged(keyA)?.request_id).toBe(idA);
      expect(logged(keyB)?.request_id).toBe(idB);
    });
  });
});
