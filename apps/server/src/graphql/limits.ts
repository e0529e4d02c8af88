import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/** Refuses documents nested deeper than `max` (fragments followed). */
export function depthLimit(max: number) {
  return (ctx: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of ctx.getDocument().definitions) {
      if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    }
    const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!set) return 0;
      let deepest = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          deepest = Math.max(deepest, sel.selectionSet ? 1 + depthOf(sel.selectionSet, seen) : 1);
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(sel.selectionSet, seen));
        } else {
          const name = sel.name.value;
          const frag = fragments.get(name);
          if (frag && !seen.has(name)) {
            deepest = Math.max(deepest, depthOf(frag.selectionSet, new Set([...seen, name])));
          }
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        if (depthOf(node.selectionSet, new Set()) > max) {
          ctx.reportError(new GraphQLError(`Query is too deep (maximum depth ${max}).`));
        }
      },
    };
  };
}

/** Refuses documents with more than `max` aliases or fields in total (cost). */
export function sizeLimit(maxAliases: number, maxFields: number) {
  return (ctx: ValidationContext): ASTVisitor => {
    let aliases = 0;
    let fields = 0;
    return {
      Field(node) {
        fields++;
        if (node.alias) aliases++;
      },
      Document: {
        leave() {
          if (aliases > maxAliases) {
            ctx.reportError(new GraphQLError(`Too many aliases (maximum ${maxAliases}).`));
          }
          if (fields > maxFields) {
            ctx.reportError(new GraphQLError(`Query is too large (maximum ${maxFields} fields).`));
          }
        },
      },
    };
  };
}

/** Public fields that take a referral's e-mail + access code (issue 6 "Abuse resistance"). */
export const CREDENTIALED_PUBLIC_FIELDS = [
  'verify_referral_access_code',
  'send_note',
  'public_referral_answers',
  'public_referral_notes',
] as const;

/**
 * Public schema only: at most one credentialed field per document, aliases and fragments counted,
 * so that one request cannot try many access codes past the per-attempt limits.
 */
export function oneCredentialedField(fields: readonly string[] = CREDENTIALED_PUBLIC_FIELDS) {
  return (ctx: ValidationContext): ASTVisitor => {
    let count = 0;
    return {
      Field(node) {
        if (fields.includes(node.name.value)) count++;
      },
      Document: {
        leave() {
          if (count > 1) {
            ctx.reportError(new GraphQLError('Only one access-code field is allowed per request.'));
          }
        },
      },
    };
  };
}
