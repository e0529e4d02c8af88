import {
  GraphQLError,
  Kind,
  type ExecutionResult,
  type ValidationContext,
  type ASTVisitor,
} from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import { hasControlCharacters, MSG, TEXT_MSG } from '@app/shared';
import { isAppError } from '../lib/app-error.js';
import { controlCharacterPath } from '../lib/control-characters.js';
import { isDataException } from '../lib/database-input.js';
import type { Logger } from '../lib/logger.js';

/** What the plugin reads of either schema's context (staff GraphQLContext, PublicContext). */
interface ErrorContext {
  requestId: string;
  deps: { log: Logger };
}

/** The HTTP status of a request the server could not accept (Yoga reads `extensions.http`). */
const BAD_REQUEST = { status: 400 };

/** "Did you mean ...?" names fields, arguments, types and enum values of the schema. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** A message without its schema suggestions (production: they reveal the staff schema). */
export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}

const rebuilt = (e: GraphQLError, message: string, extensions = e.extensions) =>
  new GraphQLError(message, {
    nodes: e.nodes,
    source: e.source,
    positions: e.positions,
    path: e.path,
    extensions,
  });

/** A request the caller got wrong (its variables): BAD_USER_INPUT, HTTP 400. */
function badUserInput(message: string, nodes?: GraphQLError['nodes'], validation?: object) {
  return new GraphQLError(message, {
    nodes,
    extensions: {
      code: 'BAD_USER_INPUT',
      ...(validation ? { validation } : {}),
      http: BAD_REQUEST,
    },
  });
}

/** Whether every error in the chain is GraphQL's own (a coercion message, no thrown exception). */
function isGraphQLsOwn(e: unknown): boolean {
  for (let cur = e; cur; cur = (cur as GraphQLError).originalError) {
    if (!(cur instanceof GraphQLError)) return false;
  }
  return true;
}

/** String literals of the document follow the request-wide text rule, like variables do. */
function literalTextRule(context: ValidationContext): ASTVisitor {
  return {
    [Kind.STRING](node) {
      if (hasControlCharacters(node.value)) {
        context.reportError(
          new GraphQLError(TEXT_MSG.controlCharacters, {
            nodes: node,
            extensions: { code: 'BAD_USER_INPUT' },
          }),
        );
      }
    },
  };
}

/**
 * Issue 18 items 5 and 8, for both endpoints (HTTP and WebSocket):
 * - variables that do not fit their types (a string for an Int, an Int past 32 bits) and any
 *   string with a control character (variables and literals) are BAD_USER_INPUT with HTTP 400;
 * - a database "data exception" the input caused is BAD_USER_INPUT too, logged by its code;
 * - every other unexpected error is logged with the request id of its own request (the error
 *   serializer keeps database values out) and answered as INTERNAL with that id;
 * - in production, "Did you mean ...?" suggestions are cut from every message.
 * AppErrors pass through to yoga.ts `maskError`, which gives them their code and field errors.
 */
export function errorHandling(production: boolean): Plugin<ErrorContext> {
  const message = (m: string) => (production ? withoutSuggestions(m) : m);

  const mapError = (e: GraphQLError, ctx: ErrorContext, requestLevel: boolean): GraphQLError => {
    const original = e.originalError;
    if (isAppError(original)) return e;
    if (isGraphQLsOwn(e)) {
      // No data at all: the variables were refused before execution started.
      if (requestLevel) return badUserInput(message(e.message), e.nodes);
      return production ? rebuilt(e, message(e.message)) : e;
    }
    const log = ctx.deps.log;
    if (isDataException(original)) {
      log.warn(
        { err: original, request_id: ctx.requestId, path: e.path?.join('.') },
        'graphql input refused by the database',
      );
      return rebuilt(e, 'The request could not be understood.', {
        code: 'BAD_USER_INPUT',
        http: BAD_REQUEST,
      });
    }
    log.error(
      { err: original ?? e, request_id: ctx.requestId, path: e.path?.join('.') },
      'graphql operation failed',
    );
    return rebuilt(e, MSG.somethingWentWrong, { code: 'INTERNAL', request_id: ctx.requestId });
  };

  const mapResult = (result: ExecutionResult, ctx: ErrorContext): ExecutionResult => {
    if (!result.errors?.length) return result;
    const requestLevel = !('data' in result) || result.data === undefined;
    return { ...result, errors: result.errors.map((e) => mapError(e, ctx, requestLevel)) };
  };

  /** The refusal of variables holding a control character, or null. */
  const variablesProblem = (variables: unknown): ExecutionResult | null => {
    const path = controlCharacterPath(variables ?? {});
    if (!path) return null;
    const field = path.map(String).join('.');
    return {
      errors: [
        badUserInput(`Variable "$${field}": ${TEXT_MSG.controlCharacters}`, undefined, {
          [field]: [TEXT_MSG.controlCharacters],
        }),
      ],
    };
  };

  /**
   * Before an operation runs: refuses its variables, or returns what maps its result(s) after.
   */
  const guard = (
    args: { variableValues?: unknown; contextValue: ErrorContext },
    stop: (result: ExecutionResult) => void,
  ) => {
    const refused = variablesProblem(args.variableValues);
    if (refused) {
      stop(refused);
      return undefined;
    }
    const ctx = args.contextValue;
    return (payload: Parameters<typeof handleStreamOrSingleExecutionResult>[0]) =>
      handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => {
        setResult(mapResult(result, ctx));
      });
  };

  return {
    onValidate({ addValidationRule }) {
      addValidationRule(literalTextRule);
      if (!production) return;
      return ({ result, setResult }) => {
        if (result.length) setResult(result.map((e) => rebuilt(e, message(e.message))));
      };
    },
    onExecute({ args, setResultAndStopExecution }) {
      const done = guard(args, setResultAndStopExecution);
      return done && { onExecuteDone: done };
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const done = guard(args, setResultAndStopExecution);
      return done && { onSubscribeResult: done };
    },
  };
}
