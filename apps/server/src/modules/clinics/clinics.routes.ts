import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLINIC_ADMIN_MSG, toClinicExtraInfo } from '@app/shared';
import type { RequestDeps } from '../../request-deps.js';
import { actionContextOf } from '../../http/session.js';
import { AppError } from '../../lib/app-error.js';
import { parseId } from '../catalog/sql.js';
import { deleteUserClinic } from '../users/delete-user-clinic.js';
import { saveClinicUser } from '../users/save-clinic-user.js';
import type { ClinicRow } from './clinics.repo.js';
import { createClinic } from './create-clinic.js';
import { removeClinic } from './remove-clinic.js';
import { saveClinic } from './save-clinic.js';

type Params = { id: string; userId?: string };

const body = (req: FastifyRequest): Record<string, unknown> =>
  req.body !== null && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};

/** The clinic as the REST answers carry it (the web reloads details through GraphQL). */
export function clinicJson(c: ClinicRow) {
  return {
    id: c.id,
    uuid: c.uuid,
    code: c.code,
    name: c.name,
    is_order: c.isOrder,
    can_receive: c.canReceive,
    is_public: c.isPublic,
    extra_info: toClinicExtraInfo({ office_phone: c.officePhone, fax: c.fax }),
    office_phone: c.officePhone,
    fax: c.fax,
    address_line1: c.addressLine1,
    address_city: c.addressCity,
    address_state: c.addressState,
    address_zip: c.addressZip,
    full_address: c.fullAddress,
    referral_network_id: c.referralNetworkId,
    organization_id: c.organizationId,
    creator_id: c.creatorId,
    creator_clinic_id: c.creatorClinicId,
  };
}

/** Clinic enrollment and administration calls of spec 1 section 7 (docs/admin-api.md, REST). */
export function registerClinicRoutes(app: FastifyInstance, deps: RequestDeps): void {
  const idParam = (v: string | undefined, what = 'Clinic not found.') => {
    const id = parseId(v);
    if (id === null) throw AppError.notFound(what);
    return id;
  };

  app.post('/api/clinics/enroll', { config: { access: 'admin' } }, async (req) => {
    const clinic = await createClinic(await actionContextOf(deps, req), body(req)['clinic'], {
      prefix: 'clinic.',
      nonAffiliate: false,
    });
    return { message: CLINIC_ADMIN_MSG.created, clinic: { id: clinic.id, name: clinic.name } };
  });

  app.put<{ Params: Params }>('/api/clinics/:id', { config: { access: 'member' } }, async (req) => {
    const id = idParam(req.params.id);
    const clinic = await saveClinic(await actionContextOf(deps, req), { ...body(req), id });
    return { message: CLINIC_ADMIN_MSG.updated, clinic: clinicJson(clinic) };
  });

  app.delete<{ Params: Params; Querystring: { force?: string } }>(
    '/api/clinics/:id',
    { config: { access: 'admin' } },
    async (req) => {
      const force = ['1', 'true'].includes(String(req.query.force ?? '').toLowerCase());
      const ctx = await actionContextOf(deps, req);
      const done = await removeClinic(ctx, parseId(req.params.id), force);
      return { message: done === 'deleted' ? CLINIC_ADMIN_MSG.deleted : CLINIC_ADMIN_MSG.archived };
    },
  );

  app.post<{ Params: Params }>(
    '/api/clinics/:id/users',
    { config: { access: 'member' } },
    async (req) => {
      const ctx = await actionContextOf(deps, req);
      const user = await saveClinicUser(ctx, idParam(req.params.id), body(req));
      return { message: CLINIC_ADMIN_MSG.userCreated, user };
    },
  );

  app.delete<{ Params: Params }>(
    '/api/clinics/:id/users/:userId',
    { config: { access: 'member' } },
    async (req) => {
      const ctx = await actionContextOf(deps, req);
      await deleteUserClinic(
        ctx,
        idParam(req.params.id),
        idParam(req.params.userId, 'User not found.'),
      );
      return { message: CLINIC_ADMIN_MSG.userDeleted };
    },
  );
}
