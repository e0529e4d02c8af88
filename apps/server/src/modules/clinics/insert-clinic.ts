import type { ActionContext } from '../../action-context.js';
import { mailServicesOf } from '../users/create-clinic-user.js';
import type { NewClinic } from './clinic-input.js';
import { assertCodeFree, assertReferences } from './clinic-references.js';
import type { ClinicRow } from './clinics.repo.js';

/**
 * Writes a new clinic with its tags, providers and users in one transaction (enrollment,
 * save_clinic without id, non-affiliate registration, quick add); the caller has parsed the input
 * and checked clinics.policy.ts. The server sets the ownership columns.
 */
export async function insertClinic(ctx: ActionContext, input: NewClinic): Promise<ClinicRow> {
  const { clinic: c, prefix } = input;
  const mail = mailServicesOf(ctx);
  const id = await ctx.data.clinics.transaction(async (tx) => {
    await assertReferences(tx, c, prefix);
    if (c.code) await assertCodeFree(tx, c.code, null, `${prefix}code`);
    const clinicId = await tx.insert(c, c.code ?? (await tx.generateCode(c.name)), ctx.now);
    await tx.writeTags(clinicId, c.tags);
    for (const [i, p] of input.providers.entries()) {
      await tx.addProvider(clinicId, p, mail, `${prefix}providers.${i}.`);
    }
    for (const [i, u] of input.users.entries()) {
      await tx.addUser(clinicId, u, mail, `${prefix}users.${i}.email`);
    }
    await tx.record('clinic.created', clinicId, {
      providers: input.providers.length,
      users: input.users.length,
    });
    return clinicId;
  });
  return ctx.data.clinics.created(id);
}
