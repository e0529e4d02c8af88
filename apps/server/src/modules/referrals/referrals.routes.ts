import { REFERRAL_MSG, type ReferralSavedAnswer } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestDeps } from '../../request-deps.js';
import { addNote } from './add-note.js';
import { createDraft } from './create-draft.js';
import { editPatient } from './edit-patient.js';
import { setAppointment } from './lifecycle/appointment.js';
import { declineReferral } from './lifecycle/decline.js';
import { promoteReferral } from './lifecycle/promote.js';
import { actionContextOf } from '../../http/session.js';
import { sendReferral } from './send-referral.js';
import { updateDraft } from './update-draft.js';
import { updateInformation } from './update-information.js';
import { updateSource } from './update-source.js';

type Params = { uuid: string };
const member = { config: { access: 'member' as const } };

/** The sending calls of spec 2 section 7 (docs/referrals-api.md): thin, one action each. */
export function registerReferralRoutes(app: FastifyInstance, deps: RequestDeps): void {
  const ctx = (req: FastifyRequest) => actionContextOf(deps, req);

  app.post('/api/referrals/', member, async (req, reply) => {
    const referral = await createDraft(await ctx(req), req.body);
    const answer: ReferralSavedAnswer = { message: REFERRAL_MSG.referralSaved, referral };
    return reply.code(201).send(answer);
  });

  app.put<{ Params: Params }>('/api/referrals/:uuid', member, async (req) => {
    const referral = await updateDraft(await ctx(req), req.params.uuid, req.body);
    return { message: REFERRAL_MSG.referralSaved, referral } satisfies ReferralSavedAnswer;
  });

  app.post<{ Params: Params }>('/api/referrals/:uuid/send', member, async (req) =>
    sendReferral(await ctx(req), req.params.uuid),
  );

  app.post<{ Params: Params }>('/api/referrals/:uuid/notes', member, async (req) =>
    addNote(await ctx(req), req.params.uuid, req.body),
  );

  app.post<{ Params: Params }>('/api/referrals/:uuid/patient', member, async (req) =>
    editPatient(await ctx(req), req.params.uuid, req.body),
  );

  // The detail view's edits (docs/referrals-api.md "Detail view edits").
  app.put<{ Params: Params }>('/api/referrals/:uuid/information', member, async (req) =>
    updateInformation(await ctx(req), req.params.uuid, req.body),
  );

  app.put<{ Params: Params }>('/api/referrals/:uuid/source', member, async (req) =>
    updateSource(await ctx(req), req.params.uuid, req.body),
  );

  // The lifecycle (docs/referrals-api.md "Lifecycle").
  app.put<{ Params: Params & { status: string } }>(
    '/api/referrals/:uuid/promote/:status',
    member,
    async (req) => promoteReferral(await ctx(req), req.params.uuid, req.params.status, req.body),
  );

  app.put<{ Params: Params }>('/api/referrals/:uuid/decline', member, async (req) =>
    declineReferral(await ctx(req), req.params.uuid, req.body),
  );

  app.post<{ Params: Params }>('/api/referrals/:uuid/appointments', member, async (req) =>
    setAppointment(await ctx(req), req.params.uuid, req.body),
  );
}
