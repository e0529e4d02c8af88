import type { FastifyInstance, RouteOptions } from 'fastify';
import { isAccess, type Access } from '../graphql/access.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route: who may call it (deny by default). */
    access?: Access;
  }
}

/** Routes the framework adds by itself (HEAD twins of GET routes). */
const isAutoRoute = (r: RouteOptions) => r.method === 'HEAD';

/**
 * Records every route's declared access and refuses to register a route without one.
 * The list feeds the access snapshot test.
 */
export function trackRouteAccess(app: FastifyInstance): Record<string, Access> {
  const declared: Record<string, Access> = {};
  app.addHook('onRoute', (route) => {
    if (isAutoRoute(route)) return;
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!isAccess(access)) {
      throw new Error(`route ${methods.join(',')} ${route.url} declares no access`);
    }
    for (const m of methods) declared[`${m} ${route.url}`] = access;
  });
  return declared;
}
