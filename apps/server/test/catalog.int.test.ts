import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from './agent.js';
import { DB_KINDS, startTestApp, type TestApp } from './harness.js';
import { PERSONAS, signedInAgent } from './personas.js';

type Res = Awaited<ReturnType<Agent['graphql']>>;
const code = (r: Res) => r.errors?.[0]?.extensions?.['code'];
const validation = (r: Res) => r.errors?.[0]?.extensions?.['validation'];

const DOCS = `query($l: Int) { documents(limit: $l) { id name } }`;
const DOC = `query($id: ID!) { document(document_id: $id) { id name questions { id uuid question document_id } } }`;
const SAVE_DOC = `mutation($n: String!, $id: ID) { save_document(name: $n, id: $id) { id name } }`;
const DEL_DOC = `mutation($id: ID!) { delete_document(id: $id) }`;
const SAVE_Q = `mutation($d: ID!, $q: String!, $u: String) { save_document_question(document_id: $d, question: $q, uuid: $u) { id uuid question document_id } }`;
const DEL_Q = `mutation($u: String!) { delete_document_question(uuid: $u) }`;
const ORG = `mutation($n: String!) { save_organization(name: $n) { id name } }`;

describe.each(DB_KINDS)('specializations, documents and organizations on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let nurse: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    // One at a time: each sign-in drains the mail queue for its code.
    admin = await signedInAgent(t, PERSONAS.admin);
    nurse = await signedInAgent(t, PERSONAS.northsideNurse);
  });
  afterAll(async () => t?.close());

  it('lists specializations, documents and organizations by name to members', async () => {
    const specs = await nurse.graphql<{ specializations: { name: string }[] }>(
      '{ specializations { id name } }',
    );
    expect(specs.data!.specializations.map((s) => s.name)).toEqual([
      'Cardiology',
      'Family Medicine',
      'Orthopedics',
      'Pediatrics',
      'Radiology',
    ]);
    const limited = await nurse.graphql<{ specializations: unknown[] }>(
      '{ specializations(limit: 2) { id } }',
    );
    expect(limited.data!.specializations).toHaveLength(2);
    const docs = await nurse.graphql<{ documents: { name: string }[] }>(DOCS);
    expect(docs.data!.documents.map((d) => d.name)).toEqual([
      'Clinical Notes',
      'ECG',
      'Imaging Order',
      'Insurance Card',
      'Lab Results',
      'misc',
      'Prior Imaging',
    ]);
    const orgs = await nurse.graphql<{ organizations: { name: string }[] }>(
      '{ organizations { id name } }',
    );
    expect(orgs.data!.organizations.map((o) => o.name)).toEqual(['Northside Health']);
  });

  it('shows a document with its qualifying questions', async () => {
    const docs = (await nurse.graphql<{ documents: { id: string; name: string }[] }>(DOCS)).data!
      .documents;
    const labs = docs.find((d) => d.name === 'Lab Results')!;
    const res = await nurse.graphql<{ document: { questions: { question: string }[] } }>(DOC, {
      id: labs.id,
    });
    expect(res.data!.document.questions.map((q) => q.question)).toEqual([
      'Were labs drawn in the last 30 days?',
    ]);
    expect(code(await nurse.graphql(DOC, { id: 99999 }))).toBe('NOT_FOUND');
  });

  it('lets admins create, rename and archive documents', async () => {
    const created = await admin.graphql<{ save_document: { id: string; name: string } }>(SAVE_DOC, {
      n: ' Referral Letter ',
    });
    expect(created.data!.save_document.name).toBe('Referral Letter');
    const id = created.data!.save_document.id;
    const renamed = await admin.graphql<{ save_document: { name: string } }>(SAVE_DOC, {
      n: 'Referral Letter (signed)',
      id,
    });
    expect(renamed.data!.save_document.name).toBe('Referral Letter (signed)');
    const dup = await admin.graphql(SAVE_DOC, { n: 'insurance card' });
    expect(validation(dup)).toEqual({ name: ['A document with this name already exists.'] });
    const blank = await admin.graphql(SAVE_DOC, { n: '  ' });
    expect(validation(blank)).toEqual({ name: ['Document name is required'] });
    expect((await admin.graphql(DEL_DOC, { id })).data).toEqual({ delete_document: true });
    const docs = (await nurse.graphql<{ documents: { name: string }[] }>(DOCS)).data!.documents;
    expect(docs.map((d) => d.name)).not.toContain('Referral Letter (signed)');
    expect(code(await admin.graphql(DOC, { id }))).toBe('NOT_FOUND');
    expect(code(await admin.graphql(DEL_DOC, { id }))).toBe('NOT_FOUND');
    expect(code(await admin.graphql(SAVE_DOC, { n: 'Other', id }))).toBe('NOT_FOUND');
    // The archived name comes back when created again.
    const back = await admin.graphql<{ save_document: { id: string } }>(SAVE_DOC, {
      n: 'Referral Letter (signed)',
    });
    expect(back.data!.save_document.id).toBe(id);
  });

  it('lets admins add, edit and delete qualifying questions', async () => {
    const docs = (await nurse.graphql<{ documents: { id: string; name: string }[] }>(DOCS)).data!
      .documents;
    const ecg = docs.find((d) => d.name === 'ECG')!;
    const created = await admin.graphql<{
      save_document_question: { uuid: string; question: string; document_id: string };
    }>(SAVE_Q, { d: ecg.id, q: 'Is the ECG signed?' });
    expect(created.data!.save_document_question).toMatchObject({
      question: 'Is the ECG signed?',
      document_id: ecg.id,
    });
    const uuid = created.data!.save_document_question.uuid;
    const edited = await admin.graphql<{
      save_document_question: { uuid: string; question: string };
    }>(SAVE_Q, { d: ecg.id, q: 'Is the ECG signed by a physician?', u: uuid });
    expect(edited.data!.save_document_question).toEqual(
      expect.objectContaining({ uuid, question: 'Is the ECG signed by a physician?' }),
    );
    const blank = await admin.graphql(SAVE_Q, { d: ecg.id, q: ' ' });
    expect(validation(blank)).toEqual({ question: ['Question is required'] });
    expect(code(await admin.graphql(SAVE_Q, { d: 99999, q: 'x?' }))).toBe('NOT_FOUND');
    expect(code(await admin.graphql(SAVE_Q, { d: ecg.id, q: 'x?', u: 'nope' }))).toBe('NOT_FOUND');
    expect((await admin.graphql(DEL_Q, { u: uuid })).data).toEqual({
      delete_document_question: true,
    });
    const after = await admin.graphql<{ document: { questions: { uuid: string }[] } }>(DOC, {
      id: ecg.id,
    });
    expect(after.data!.document.questions.map((q) => q.uuid)).not.toContain(uuid);
    expect(code(await admin.graphql(DEL_Q, { u: uuid }))).toBe('NOT_FOUND');
  });

  it('lets admins add organizations; the same name gives the existing one', async () => {
    const created = await admin.graphql<{ save_organization: { id: string; name: string } }>(ORG, {
      n: 'Lakeshore Partners',
    });
    expect(created.data!.save_organization.name).toBe('Lakeshore Partners');
    const again = await admin.graphql<{ save_organization: { id: string } }>(ORG, {
      n: 'lakeshore partners',
    });
    expect(again.data!.save_organization.id).toBe(created.data!.save_organization.id);
    expect(validation(await admin.graphql(ORG, { n: '' }))).toEqual({
      name: ['Organization name is required'],
    });
  });

  it('refuses catalog changes to staff', async () => {
    expect(code(await nurse.graphql(SAVE_DOC, { n: 'X' }))).toBe('FORBIDDEN');
    expect(code(await nurse.graphql(ORG, { n: 'X' }))).toBe('FORBIDDEN');
    expect(code(await nurse.graphql(DEL_DOC, { id: 1 }))).toBe('FORBIDDEN');
    expect(code(await nurse.graphql(SAVE_Q, { d: 1, q: 'x?' }))).toBe('FORBIDDEN');
  });
});
