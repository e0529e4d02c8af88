import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { clinicTags, documentQuestions, providers, referralNetworks } from '../db/schema/index.js';
import type { FieldErrors } from '../lib/app-error.js';
import { parseProvider } from '../modules/providers/provider-input.js';
import { writeProvider } from '../modules/providers/providers.repo.js';

/** Fixed ids the tests and probes can name (DESIGN section 6 demo data). */
export const DEMO_NETWORK_UUID = '5b0c7a51-2f4e-4d8a-9c61-0a1b2c3d4e01';
export const DEMO_QUESTION_UUID = '5b0c7a51-2f4e-4d8a-9c61-0a1b2c3d4e02';
export const DEMO_QUESTION = 'Were labs drawn in the last 30 days?';

interface DemoProvider {
  title?: 'dr' | 'np';
  firstname: string;
  lastname?: string;
  canReceive?: boolean;
  specializations?: string[];
  required?: string[];
  optional?: { document: string; question: string }[];
  /** The provider user's e-mail (an existing demo account). */
  user?: string;
}

const labs = { document: 'Lab Results', question: DEMO_QUESTION };
const priorImaging = {
  document: 'Prior Imaging',
  question: 'Has the patient had imaging of this area before?',
};
const ecg = { document: 'ECG', question: 'Does the patient have an ECG from the last 6 months?' };

/** Each clinic: the default provider first, then named providers. */
export const DEMO_PROVIDERS: Record<string, DemoProvider[]> = {
  NORTHSIDE: [
    { firstname: 'Any/First Available', specializations: ['Family Medicine'] },
    {
      title: 'dr',
      firstname: 'Emily',
      lastname: 'Carter',
      specializations: ['Family Medicine'],
      required: ['Insurance Card', 'Clinical Notes'],
      optional: [labs],
    },
    {
      title: 'np',
      firstname: 'Jordan',
      lastname: 'Lee',
      specializations: ['Family Medicine', 'Pediatrics'],
      required: ['Insurance Card'],
    },
  ],
  NORTHPEDS: [
    { firstname: 'Any/First Available', specializations: ['Pediatrics'] },
    {
      title: 'dr',
      firstname: 'Sofia',
      lastname: 'Alvarez',
      specializations: ['Pediatrics'],
      required: ['Insurance Card', 'Clinical Notes'],
    },
  ],
  LAKESIDE: [
    { firstname: 'Any/First Available', canReceive: false },
    {
      title: 'dr',
      firstname: 'Raj',
      lastname: 'Patel',
      specializations: ['Cardiology'],
      required: ['Insurance Card', 'Clinical Notes', 'Lab Results'],
      optional: [ecg],
    },
    {
      title: 'dr',
      firstname: 'Hannah',
      lastname: 'Brooks',
      specializations: ['Cardiology'],
      required: ['Insurance Card', 'Clinical Notes'],
      optional: [ecg, labs],
    },
  ],
  RIVERSIDE: [
    { firstname: 'Any/First Available', specializations: ['Radiology'] },
    {
      title: 'dr',
      firstname: 'Wei',
      lastname: 'Chen',
      specializations: ['Radiology'],
      required: ['Insurance Card', 'Imaging Order'],
      optional: [priorImaging],
      user: 'dr.chen@riverside.demo.test',
    },
    {
      title: 'np',
      firstname: 'Marcus',
      lastname: 'Green',
      specializations: ['Radiology'],
      required: ['Imaging Order'],
    },
  ],
  VALLEYFAX: [
    { firstname: 'Any/First Available', canReceive: false },
    {
      title: 'dr',
      firstname: 'Olivia',
      lastname: 'Grant',
      specializations: ['Orthopedics'],
      required: ['Insurance Card', 'Clinical Notes'],
      optional: [priorImaging],
    },
    {
      title: 'dr',
      firstname: 'Ben',
      lastname: 'Torres',
      specializations: ['Orthopedics'],
      required: ['Insurance Card', 'Imaging Order'],
    },
  ],
};

export const DEMO_TAGS: Record<string, { tag: string; immutable?: boolean }[]> = {
  NORTHSIDE: [{ tag: 'primary care' }, { tag: 'family' }],
  LAKESIDE: [{ tag: 'cardiology' }],
  RIVERSIDE: [{ tag: 'imaging' }, { tag: 'orders', immutable: true }],
};

/**
 * Providers (with specializations, required and optional documents and 'misc'), tags and the
 * fixed uuids of the demo network and one question. Runs inside the demo-data transaction.
 */
export async function seedDemoProviders(
  tx: Tx,
  clinicIds: Map<string, number>,
  userIds: Map<string, number>,
): Promise<void> {
  const now = new Date();
  for (const [code, list] of Object.entries(DEMO_PROVIDERS)) {
    const clinicId = clinicIds.get(code);
    if (!clinicId) continue;
    for (const p of list) {
      const errors: FieldErrors = {};
      const parsed = parseProvider(
        {
          title: p.title ?? '',
          firstname: p.firstname,
          lastname: p.lastname ?? '',
          can_receive: p.canReceive ?? true,
          specializations: p.specializations ?? [],
          required_documents: p.required ?? [],
          optional_documents: p.optional ?? [],
        },
        {},
        errors,
      );
      if (!parsed) throw new Error(`demo provider ${p.firstname}: ${JSON.stringify(errors)}`);
      const id = await writeProvider(tx, clinicId, parsed, { now });
      if (p.user && userIds.has(p.user)) {
        await tx
          .update(providers)
          .set({ userId: userIds.get(p.user)! })
          .where(eq(providers.id, id));
      }
    }
  }
  for (const [code, tags] of Object.entries(DEMO_TAGS)) {
    const clinicId = clinicIds.get(code);
    if (!clinicId) continue;
    await tx
      .insert(clinicTags)
      .values(tags.map((t) => ({ clinicId, tag: t.tag, immutable: !!t.immutable })));
  }
  await tx
    .update(referralNetworks)
    .set({ uuid: DEMO_NETWORK_UUID })
    .where(eq(referralNetworks.name, 'Metro Referral Network'));
  await tx
    .update(documentQuestions)
    .set({ uuid: DEMO_QUESTION_UUID })
    .where(
      and(
        eq(documentQuestions.question, DEMO_QUESTION),
        sql`${documentQuestions.id} = (SELECT min(id) FROM document_questions WHERE question = ${DEMO_QUESTION})`,
      ),
    );
}
