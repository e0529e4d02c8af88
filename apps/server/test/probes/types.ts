/** A GraphQL document per protected root field (`staff Query.me` -> '{ me { uuid } }'). */
export type GraphqlProbes = Record<string, string>;
/** A request per protected REST route (`POST /api/u` -> { method, url }). */
export type RouteProbes = Record<
  string,
  { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string }
>;
