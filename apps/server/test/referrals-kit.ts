import { and, eq, isNull } from 'drizzle-orm';
import {
  clinics,
  providerDocuments,
  providers,
  referralDocuments,
} from '../src/db/schema/index.js';
import type { Agent, AgentResponse } from './agent.js';
import type { TestApp } from './harness.js';

/**
 * Shared arrangements of the referral suites: demo ids by name, valid payloads for each demo
 * receiving form, and the REST calls of the wizard.
 */

/**
 * The demo clinics and providers the suites send between (seed/demo-providers.ts). Takes only a
 * database, so that the benchmarks (scripts/bench-*.ts) can use it too.
 */
export async function demoIds(t: Pick<TestApp, 'db'>) {
  const rows = await t.db
    .select({
      id: providers.id,
      firstname: providers.firstname,
      code: clinics.code,
      clinicId: clinics.id,
    })
    .from(providers)
    .innerJoin(clinics, eq(clinics.id, providers.clinicId))
    .where(isNull(providers.deletedAt));
  const provider = (code: string, firstname: string) => {
    const p = rows.find((r) => r.code === code && r.firstname === firstname);
    if (!p) throw new Error(`no demo provider ${firstname} at ${code}`);
    return p.id;
  };
  const clinic = (code: string) => rows.find((r) => r.code === code)!.clinicId;
  return {
    northside: clinic('NORTHSIDE'),
    northpeds: clinic('NORTHPEDS'),
    lakeside: clinic('LAKESIDE'),
    riverside: clinic('RIVERSIDE'),
    valley: clinic('VALLEYFAX'),
    carter: provider('NORTHSIDE', 'Emily'),
    jordan: provider('NORTHSIDE', 'Jordan'),
    alvarez: provider('NORTHPEDS', 'Sofia'),
    patel: provider('LAKESIDE', 'Raj'),
    brooks: provider('LAKESIDE', 'Hannah'),
    lakesideDefault: provider('LAKESIDE', 'Any/First Available'),
    chen: provider('RIVERSIDE', 'Wei'),
    green: provider('RIVERSIDE', 'Marcus'),
    riversideDefault: provider('RIVERSIDE', 'Any/First Available'),
    grant: provider('VALLEYFAX', 'Olivia'),
  };
}
export type DemoIds = Awaited<ReturnType<typeof demoIds>>;

/** The required custom fields of the demo external form (seed/demo-forms.ts). */
export const EXTERNAL_EXTRA = {
  custom_referring_practice: 'Northside Family Medicine',
  custom_referrer_phone: '312-555-0100',
  custom_reason_for_referral: 'Chest pain on exertion',
};
/** The required custom field of the demo internal form. */
export const INTERNAL_EXTRA = { custom_urgency: 'Routine' };

export const PATIENT = {
  firstname: 'Ada',
  lastname: 'Byron',
  birthdate: '02/01/1990',
  ssn: '123-45-6789',
  phone: '312-555-0199',
  diagnosis: 'I10 Hypertension',
};

let ssnSeq = 100;
/** A fresh SSN per call, so look-ups in one suite do not find each other's patients. */
export const freshSsn = () =>
  `555-${String(ssnSeq++ % 100).padStart(2, '0')}-${String(1000 + ssnSeq)}`;

export function draftPayload(
  providerId: number,
  referrerProviderId: number,
  extra: Record<string, unknown>,
  patient: Record<string, unknown> = {},
) {
  return {
    provider_id: providerId,
    referrer_provider_id: referrerProviderId,
    ...PATIENT,
    ssn: freshSsn(),
    ...patient,
    extra_info: extra,
  };
}

export interface RefBody {
  message: string;
  referral: { id: number; uuid: string; status: string; is_order: boolean; is_fax: boolean };
  sms_text?: string;
  errors?: Record<string, string[]>;
}

export const createDraft = (agent: Agent, payload: unknown) =>
  agent.post<RefBody>('/api/referrals/', payload);

export const updateDraft = (agent: Agent, uuid: string, payload: unknown) =>
  agent.request<RefBody>('PUT', `/api/referrals/${uuid}`, payload);

export const send = (agent: Agent, uuid: string) =>
  agent.post<RefBody>(`/api/referrals/${uuid}/send`, {});

/** A created draft's uuid (fails the test with the answer otherwise). */
export function uuidOf(res: AgentResponse<RefBody>): string {
  if (res.status !== 201)
    throw new Error(`draft not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.referral.uuid;
}

/**
 * Files for the provider's required documents, as the documents module would record them
 * (the bytes do not matter to the sending rules).
 */
export async function attachRequiredDocuments(t: TestApp, referralId: number, providerId: number) {
  const docs = await t.db
    .select({ documentId: providerDocuments.documentId })
    .from(providerDocuments)
    .where(and(eq(providerDocuments.providerId, providerId), eq(providerDocuments.required, true)));
  for (const d of docs) {
    await t.db.insert(referralDocuments).values({
      referralId,
      documentId: d.documentId,
      name: 'file.pdf',
      originalName: 'file.pdf',
      contentType: 'application/pdf',
      size: 4,
      sha256: '0'.repeat(64),
      storageKey: `test/${referralId}/${d.documentId}`,
    });
  }
  return docs.length;
}

/** A new draft from Northside (Dr. Carter) to Lakeside's Dr. Patel, made through `agent`. */
export async function newDraft(agent: Agent, ids: DemoIds): Promise<string> {
  return uuidOf(await createDraft(agent, draftPayload(ids.patel, ids.carter, EXTERNAL_EXTRA)));
}
