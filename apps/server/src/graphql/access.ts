import {
  defaultFieldResolver,
  type GraphQLFieldConfig,
  type GraphQLSchema,
  type GraphQLObjectType,
} from 'graphql';
import {
  PERMISSION_NEED_NAMES,
  PERMISSION_NEEDS,
  PERMISSION_SETTINGS,
  PERMISSION,
  maskMeets,
  type PermissionNeed,
} from '@app/shared';
import { AppError } from '../lib/app-error.js';
import { isAdmin, isProvider, type Actor } from '../modules/auth/actor.js';

/**
 * Who may call an operation (DESIGN section 3). Deny by default: a root field or route with no
 * declaration fails the server's start.
 * - public: anyone, no session
 * - member: a signed-in user whose second factor is verified (admins included)
 * - { member: need }: a member whose permission mask in their current clinic meets the need
 *   (packages/shared permissions.ts `PERMISSION_NEEDS`: send, receive, any); admins hold no mask
 *   and pass, as they see every referral (issue 18 item 3)
 * - { member: need, orProvider: true }: also a provider user without the need, who sees only the
 *   orders addressed to them there (referral-access.ts; `REFERRAL_READ`, issue 20)
 * - admin / provider: a member with that role
 * - webhook: a provider callback, authenticated by its signature
 */
export type AccessLevel = 'public' | 'member' | 'admin' | 'provider' | 'webhook';
export type Access = AccessLevel | { member: PermissionNeed; orProvider?: true };
const ACCESS_LEVELS: readonly AccessLevel[] = ['public', 'member', 'admin', 'provider', 'webhook'];

/**
 * Reading one referral and what its detail view shows (log, documents, print, live changes): any
 * referral permission, or the provider an order waits for (issue 20).
 */
export const REFERRAL_READ = { member: 'any', orProvider: true } as const satisfies Access;

/** Whether a declaration is one of the forms above (anything else fails the server's start). */
export function isAccess(a: unknown): a is Access {
  if (typeof a === 'string') return ACCESS_LEVELS.includes(a as AccessLevel);
  if (typeof a !== 'object' || a === null) return false;
  const { member: need, orProvider, ...rest } = a as { member?: unknown; orProvider?: unknown };
  return (
    Object.keys(rest).length === 0 &&
    PERMISSION_NEED_NAMES.includes(need as PermissionNeed) &&
    (orProvider === undefined || orProvider === true)
  );
}

/** The declaration as the access snapshot prints it: `member needs SEND_REFERRAL`, ... */
export function describeAccess(a: Access): string {
  if (typeof a === 'string') return a;
  const { mask } = PERMISSION_NEEDS[a.member];
  const bits = PERMISSION_SETTINGS.filter((s) => (mask & PERMISSION[s.key]) !== 0).map(
    (s) => s.key,
  );
  return `member needs ${bits.join(' or ')}${a.orProvider ? ', or provider (their orders)' : ''}`;
}

export interface AccessSubject {
  actor: Actor | null;
  pendingSecondFactor: boolean;
}

/** Throws the error the caller should see, or returns when access is granted. */
export function assertAccess(access: Access, s: AccessSubject): void {
  if (access === 'public' || access === 'webhook') return;
  if (!s.actor) {
    if (s.pendingSecondFactor) {
      throw new AppError('TWO_FACTOR_UNVERIFIED', 'Two factor verification is required.');
    }
    throw AppError.unauthenticated();
  }
  if (access === 'admin' && !isAdmin(s.actor)) throw AppError.forbidden();
  if (access === 'provider' && !isProvider(s.actor)) throw AppError.forbidden();
  if (
    typeof access === 'object' &&
    !isAdmin(s.actor) &&
    !maskMeets(s.actor.permission, access.member) &&
    !(access.orProvider && isProvider(s.actor))
  ) {
    // Refused whatever the operation names: says nothing about whether a referral exists.
    throw AppError.forbidden(PERMISSION_NEEDS[access.member].message);
  }
}

const ROOTS = ['Query', 'Mutation', 'Subscription'] as const;

/**
 * Wraps every root field's resolver (and subscribe) with its declared access check, and refuses
 * to build a schema in which any root field lacks a declaration. Returns the declarations.
 */
export function enforceAccess(schema: GraphQLSchema): Record<string, Access> {
  const declared: Record<string, Access> = {};
  for (const root of ROOTS) {
    const type = schema.getType(root) as GraphQLObjectType | undefined;
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      const access = field.extensions?.access;
      if (!isAccess(access)) {
        throw new Error(`${root}.${field.name} declares no access (extensions.access)`);
      }
      declared[`${root}.${field.name}`] = access;
      const f = field as unknown as GraphQLFieldConfig<unknown, AccessSubject>;
      const resolve = f.resolve ?? defaultFieldResolver;
      f.resolve = (src, args, ctx, info) => {
        // Subscription payloads were checked at subscribe time.
        if (root !== 'Subscription') assertAccess(access, ctx);
        return resolve(src, args, ctx, info);
      };
      if (f.subscribe) {
        const subscribe = f.subscribe;
        f.subscribe = (src, args, ctx, info) => {
          assertAccess(access, ctx);
          return subscribe(src, args, ctx, info);
        };
      }
    }
  }
  return declared;
}
