import { sql, type SQL } from 'drizzle-orm';
import {
  AGING_THRESHOLD_DAYS,
  DEFAULT_LIST_PAGE_SIZE,
  isReferralStatus,
  LIST_PAGE_SIZES,
  MAINTAINED_FILTERS,
  REFERRAL_LISTS,
  REFERRAL_MSG,
  type FaxFilter,
  type MaintainedFilter,
  type ReferralListName,
  type ReferralSource,
  type ReferralStatus,
} from '@app/shared';
import { queryRowsPlannedOnce, type Database } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { isAdmin, type Actor } from '../../auth/actor.js';
import { referralsOfClinic, visibleReferrals } from '../referral-access.js';
import { decodeCursor, encodeCursor, type ListKey } from './keyset-cursor.js';

export interface ListArgs {
  keyword?: string | null;
  birthdate?: string | null;
  isFax?: FaxFilter | null;
  maintained?: MaintainedFilter | null;
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** One list row as the database returns it (snake_case; timestamps as ISO text). */
export interface ListRow {
  id: number;
  uuid: string;
  status: ReferralStatus;
  source: ReferralSource;
  is_fax: boolean;
  is_order: boolean;
  mrn: string | null;
  diagnosis: string | null;
  reason: string | null;
  sent_at: string | null;
  accepted_at: string | null;
  updated_at: string;
  sort_key: string;
  clinic_referrer_id: number | null;
  patient_firstname: string | null;
  patient_lastname: string | null;
  patient_birthdate: string | null;
  receiver_name: string | null;
  receiver_fax: string | null;
  receiver_users: number;
  referrer_name: string | null;
  public_referrer_name: string | null;
  provider_title: string | null;
  provider_firstname: string | null;
  provider_lastname: string | null;
  provider_is_default: boolean | null;
  updated_by_firstname: string | null;
  updated_by_lastname: string | null;
  appointment_date: string | null;
  appointment_maintained: string | null;
  not_maintained_reason: string | null;
  processing_days: number | null;
  aging_days: number | null;
}

export interface ListPage {
  rows: ListRow[];
  pageInfo: {
    startCursor: string | null;
    endCursor: string | null;
    hasNextPage: boolean;
    hasPreviousPage: boolean;
  };
  /**
   * Rows of the whole list: counted in the page's own statement when the caller said it will
   * ask (`withCount`), else by a second, index-only query when asked.
   */
  totalCount: () => Promise<number>;
}

const BIRTHDATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_LAST = Math.max(...LIST_PAGE_SIZES);

/** The current appointment (the newest) of the referral in the scan, as a scalar subquery. */
const currentAppointment = (column: SQL) =>
  sql`(SELECT ${column} FROM appointments a WHERE a.referral_id = referrals.id
       ORDER BY a.created_at DESC, a.id DESC LIMIT 1)`;

/**
 * The referral lists (spec 2 sections 2 and 7) for one actor. Every page is one statement: for
 * each status of the list, a keyset range scan of the list index (clinic, status, updated_at
 * desc, id desc) stopped after page size + 1 rows, merged, then joined to what the row shows.
 * The last page costs what the first does: it is the same scan read backwards.
 */
export function createReferralListsRepo(db: Database, actor: Actor) {
  async function scope(name: ReferralListName): Promise<SQL> {
    const { side } = REFERRAL_LISTS[name];
    if (side === 'admin' || side === 'aging') {
      if (!isAdmin(actor)) throw AppError.forbidden();
      return side === 'aging'
        ? sql`${currentAppointment(sql`a.appointment_date`)} < now() - make_interval(days => ${AGING_THRESHOLD_DAYS})`
        : sql`true`;
    }
    // Which bits each side's tabs need is the lists' access declaration (LIST_SIDE_NEEDS), checked
    // before this runs; a user with no current clinic holds none, admins have their own lists.
    const clinicId = actor.currentClinicId;
    if (clinicId === null) return sql`false`;
    return referralsOfClinic(clinicId, side === 'sent' ? 'referrer' : 'receiver');
  }

  function filters(name: ReferralListName, args: ListArgs): SQL[] {
    const out: SQL[] = [];
    const keyword = args.keyword?.trim();
    if (keyword) {
      const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      out.push(sql`EXISTS (SELECT 1 FROM patients p WHERE p.id = referrals.patient_id AND (
        (p.firstname || ' ' || p.lastname) ILIKE ${like} OR (p.lastname || ' ' || p.firstname) ILIKE ${like}))`);
    }
    if (args.birthdate) {
      if (!BIRTHDATE.test(args.birthdate)) {
        const msg = REFERRAL_MSG.birthdateInvalid;
        throw AppError.validation(msg, { birthdate: [msg] });
      }
      out.push(
        sql`EXISTS (SELECT 1 FROM patients p WHERE p.id = referrals.patient_id AND p.birthdate = ${args.birthdate})`,
      );
    }
    const def = REFERRAL_LISTS[name];
    if ('faxOnly' in def && def.faxOnly) out.push(sql`referrals.is_fax`);
    if (args.isFax === 'fax') out.push(sql`referrals.is_fax`);
    if (args.isFax === 'none') out.push(sql`NOT referrals.is_fax`);
    const m = MAINTAINED_FILTERS[args.maintained ?? 'all'];
    if ('maintained' in m) {
      out.push(sql`${currentAppointment(sql`a.appointment_maintained`)} = ${m.maintained}`);
    }
    if ('reasonKind' in m) {
      out.push(sql`${currentAppointment(sql`a.details->>'reason_kind'`)} = ${m.reasonKind}`);
    }
    return out;
  }

  function window(args: ListArgs): { size: number; backward: boolean; key: ListKey | null } {
    if (args.first != null && (args.last != null || args.before != null)) {
      const msg = 'Ask for first/after or last/before, not both.';
      throw AppError.validation(msg, { first: [msg] });
    }
    const backward = args.last != null || args.before != null;
    if (backward) {
      const size = args.last ?? DEFAULT_LIST_PAGE_SIZE;
      // Any size up to the largest page: the UI asks for the remainder to show the last page.
      if (!Number.isInteger(size) || size < 1 || size > MAX_LAST) {
        const msg = `last must be between 1 and ${MAX_LAST}.`;
        throw AppError.validation(msg, { last: [msg] });
      }
      return { size, backward, key: args.before ? decodeCursor(args.before, 'before') : null };
    }
    const size = args.first ?? DEFAULT_LIST_PAGE_SIZE;
    if (!(LIST_PAGE_SIZES as readonly number[]).includes(size)) {
      const msg = `first must be one of ${LIST_PAGE_SIZES.join(', ')}.`;
      throw AppError.validation(msg, { first: [msg] });
    }
    return { size, backward, key: args.after ? decodeCursor(args.after, 'after') : null };
  }

  return {
    async page(
      name: ReferralListName,
      args: ListArgs,
      opts: { withCount?: boolean } = {},
    ): Promise<ListPage> {
      // The scan holds to the list's own scope (one clinic and side) so that the planner reads
      // the list index in order; the visibility rule guards the rows it returns and the count.
      // deleted_at IS NULL matches the partial list indexes.
      const where = sql.join(
        [sql`referrals.deleted_at IS NULL`, await scope(name), ...filters(name, args)],
        sql` AND `,
      );
      const visible = visibleReferrals(actor);
      const { size, backward, key } = window(args);
      // NULLS LAST/FIRST as the list indexes are declared, so that they serve the order both ways.
      const dir = backward ? sql`ASC NULLS FIRST` : sql`DESC NULLS LAST`;
      const after = key
        ? backward
          ? sql`AND (referrals.updated_at, referrals.id) > (${key.updatedAt}::timestamptz, ${key.id})`
          : sql`AND (referrals.updated_at, referrals.id) < (${key.updatedAt}::timestamptz, ${key.id})`
        : sql``;
      const statuses = sql.join(
        REFERRAL_LISTS[name].statuses.map((s) => sql`(${s})`),
        sql`, `,
      );
      const inList = sql.join(
        REFERRAL_LISTS[name].statuses.map((s) => sql`${s}`),
        sql`, `,
      );
      const count = sql`SELECT count(*)::int AS n FROM referrals
        WHERE referrals.status IN (${inList}) AND ${where} AND ${visible}`;
      // Asked with the page, the count rides in its statement (evaluated once, as an InitPlan):
      // one round trip for the list screen instead of two.
      const countColumn = opts.withCount ? sql`, (${count}) AS total_count` : sql``;
      const rows = await queryRowsPlannedOnce<ListRow & { total_count?: number }>(
        db,
        sql`WITH page AS (
          SELECT k.id, k.updated_at FROM (VALUES ${statuses}) AS s(status)
          CROSS JOIN LATERAL (
            SELECT referrals.id, referrals.updated_at FROM referrals
            WHERE referrals.status = s.status AND ${where} ${after}
            ORDER BY referrals.updated_at ${dir}, referrals.id ${dir} LIMIT ${size + 1}
          ) k
          ORDER BY k.updated_at ${dir}, k.id ${dir} LIMIT ${size + 1}
        )
        SELECT referrals.id, referrals.uuid, referrals.status, referrals.source, referrals.is_fax,
          referrals.is_order, referrals.mrn, referrals.diagnosis, referrals.reason,
          to_json(referrals.sent_at)#>>'{}' AS sent_at, to_json(referrals.accepted_at)#>>'{}' AS accepted_at,
          to_json(referrals.updated_at)#>>'{}' AS updated_at, referrals.updated_at::text AS sort_key,
          referrals.clinic_referrer_id,
          p.firstname AS patient_firstname, p.lastname AS patient_lastname,
          p.birthdate AS patient_birthdate,
          rc.name AS receiver_name, rc.fax AS receiver_fax,
          (SELECT count(*) FROM clinic_users cu JOIN users cuu ON cuu.id = cu.user_id
            WHERE cu.clinic_id = rc.id AND cuu.deleted_at IS NULL)::int AS receiver_users,
          fc.name AS referrer_name,
          coalesce(referrals.referrer_metadata->>'clinic_name', referrals.referrer_metadata->>'physician') AS public_referrer_name,
          pr.title AS provider_title, pr.firstname AS provider_firstname,
          pr.lastname AS provider_lastname, pr.is_default AS provider_is_default,
          ub.firstname AS updated_by_firstname, ub.lastname AS updated_by_lastname,
          to_json(ap.appointment_date)#>>'{}' AS appointment_date,
          ap.appointment_maintained, ap.details->>'reason' AS not_maintained_reason,
          round((extract(epoch FROM coalesce(referrals.completed_at, now()) - referrals.sent_at) / 86400)::numeric, 1)::float8 AS processing_days,
          CASE WHEN ap.appointment_date < now() THEN
            round((extract(epoch FROM now() - ap.appointment_date) / 86400)::numeric, 1)::float8 END AS aging_days
          ${countColumn}
        FROM page
        JOIN referrals ON referrals.id = page.id AND ${visible}
        LEFT JOIN patients p ON p.id = referrals.patient_id
        LEFT JOIN clinics rc ON rc.id = referrals.clinic_receiver_id
        LEFT JOIN clinics fc ON fc.id = referrals.clinic_referrer_id
        LEFT JOIN providers pr ON pr.id = referrals.provider_id
        LEFT JOIN users ub ON ub.id = referrals.updated_by_id
        LEFT JOIN LATERAL (
          SELECT a.appointment_date, a.appointment_maintained, a.details FROM appointments a
          WHERE a.referral_id = referrals.id ORDER BY a.created_at DESC, a.id DESC LIMIT 1
        ) ap ON true
        ORDER BY page.updated_at ${dir}, page.id ${dir}`,
      );
      const more = rows.length > size;
      const shown = rows.slice(0, size).filter((r) => isReferralStatus(r.status));
      if (backward) shown.reverse();
      const cursor = (r: ListRow | undefined) =>
        r ? encodeCursor({ updatedAt: r.sort_key, id: r.id }) : null;
      return {
        rows: shown,
        pageInfo: {
          startCursor: cursor(shown[0]),
          endCursor: cursor(shown[shown.length - 1]),
          hasNextPage: backward ? key !== null : more,
          hasPreviousPage: backward ? more : key !== null,
        },
        totalCount: async () => {
          // An empty page carries no count: counted on its own then.
          const counted = rows[0]?.total_count;
          if (counted !== undefined) return counted;
          const [c] = await queryRowsPlannedOnce<{ n: number }>(db, count);
          return c?.n ?? 0;
        },
      };
    },
  };
}
