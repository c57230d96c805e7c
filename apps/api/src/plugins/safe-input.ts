import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import type { PlainCode } from '../messages/message.js';

/** No form of ours nests deeper than a few levels; past this a body is an attack on a parser, not data. */
const MAX_BODY_DEPTH = 32;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;
const LAST_C1_CONTROL = 0x9f;

/** A lone half of a surrogate pair: the `u` flag reads a well-formed pair as one code point. */
const LONE_SURROGATE = /\p{Cs}/u;

function isForbidden(code: number, inBodyText: boolean): boolean {
  if (code < 0x20) return !(inBodyText && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN));
  return !inBodyText && code >= DELETE && code <= LAST_C1_CONTROL;
}

/**
 * Why a string must not reach a service, or undefined. PostgreSQL refuses NUL in text outright (a 500
 * before this check) and no field of ours means any other C0 control; body text may hold tabs and line
 * breaks (free-text answers), a path or query no control character at all (C0, DEL or C1). A lone
 * surrogate is not UTF-8.
 */
function problemWith(text: string, inBodyText: boolean): PlainCode | undefined {
  for (let index = 0; index < text.length; index += 1) {
    if (isForbidden(text.charCodeAt(index), inBodyText)) {
      return inBodyText ? 'control_character_in_text' : 'control_character';
    }
  }
  return LONE_SURROGATE.test(text) ? 'not_unicode' : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function rejection(field: string, message: PlainCode): AppError {
  return new AppError('ValidationError', 'invalid_fields', {
    [field || 'non_field_errors']: [message],
  });
}

/** A value met while walking a body, linked to its parent so that a path is spelled only on rejection. */
interface Visit {
  value: unknown;
  key: string;
  depth: number;
  parent?: Visit;
}

/** Where a value sits, as the validation errors name fields: `a.b.0`. */
function fieldOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.unshift(at.key);
  return keys.join('.');
}

/**
 * Checks every key and string of a parsed body, without recursion so that no nesting can overflow the
 * stack. Anything but plain objects, arrays and strings (a raw Buffer for a signed webhook, a stream
 * for an upload) is left to its route.
 */
function checkBody(body: unknown): AppError | undefined {
  const pending: Visit[] = [{ value: body, key: '', depth: 0 }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value, depth } = visit;
    if (typeof value === 'string') {
      const problem = problemWith(value, true);
      if (problem) return rejection(fieldOf(visit), problem);
      continue;
    }
    const isArray = Array.isArray(value);
    if (!isArray && !isPlainObject(value)) continue;
    if (depth >= MAX_BODY_DEPTH) return rejection('', 'body_too_deep');
    for (const [key, child] of Object.entries(value)) {
      const childVisit = { value: child, key, depth: depth + 1, parent: visit };
      const keyProblem = isArray ? undefined : problemWith(key, true);
      if (keyProblem) return rejection(fieldOf(childVisit), keyProblem);
      pending.push(childVisit);
    }
  }
  return undefined;
}

/**
 * Path parameters and query fields (a repeated query field is a list of strings). The router and the
 * query parser build these on prototypes of their own, so any object is read here.
 */
function checkPathAndQuery(request: FastifyRequest): AppError | undefined {
  for (const fields of [request.params, request.query]) {
    if (typeof fields !== 'object' || fields === null) continue;
    for (const [name, value] of Object.entries(fields)) {
      for (const text of [name, ...(Array.isArray(value) ? value : [value])]) {
        const problem = typeof text === 'string' ? problemWith(text, false) : undefined;
        if (problem) return rejection(name, problem);
      }
    }
  }
  return undefined;
}

/**
 * Refuses control characters and malformed Unicode in every path parameter, query field and body string,
 * and bodies nested past MAX_BODY_DEPTH, with a 400 before any route's own preHandler (authentication)
 * or handler sees them: one rule at the edge instead of one per field. It runs as the first preHandler,
 * not at preValidation, because multipart form fields join the body only in @fastify/multipart's own
 * preValidation hook, which runs after ours would.
 */
export function registerSafeInput(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('preHandler', (request, _reply, done) => {
    done(checkPathAndQuery(request) ?? checkBody(request.body));
  });
}
