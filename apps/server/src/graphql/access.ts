import {
  defaultFieldResolver,
  type GraphQLFieldConfig,
  type GraphQLSchema,
  type GraphQLObjectType,
} from 'graphql';
import { AppError } from '../lib/app-error.js';
import { isAdmin, isProvider, type Actor } from '../modules/auth/actor.js';

/**
 * Who may call an operation (DESIGN section 3). Deny by default: a root field or route with no
 * declaration fails the server's start.
 * - public: anyone, no session
 * - member: a signed-in user whose second factor is verified (admins included)
 * - admin / provider: a member with that role
 * - webhook: a provider callback, authenticated by its signature
 */
export type Access = 'public' | 'member' | 'admin' | 'provider' | 'webhook';
export const ACCESS_LEVELS: readonly Access[] = [
  'public',
  'member',
  'admin',
  'provider',
  'webhook',
];

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
      const access = field.extensions?.access as Access | undefined;
      if (!access || !ACCESS_LEVELS.includes(access)) {
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
