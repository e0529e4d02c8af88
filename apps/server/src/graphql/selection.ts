import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the document asks for `field` directly under the field being resolved, written inline
 * or through fragments. A field skipped by @include/@skip counts as asked: the answer is only
 * used to fetch something the resolver would otherwise fetch later, never to decide access.
 */
export function selectsField(info: GraphQLResolveInfo, field: string): boolean {
  const visited = new Set<string>();
  const inSet = (set: SelectionSetNode | undefined): boolean =>
    !!set &&
    set.selections.some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === field;
      if (s.kind === Kind.INLINE_FRAGMENT) return inSet(s.selectionSet);
      const name = s.name.value;
      if (visited.has(name)) return false;
      visited.add(name);
      return inSet(info.fragments[name]?.selectionSet);
    });
  return info.fieldNodes.some((node) => inSet(node.selectionSet));
}
