import { apiErrorSchema } from '@portal/domain/schemas/api-error';

type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429 | 502;

/** What a signed-in route can fail with: bad input, no session, not allowed, not found, a conflict, too many tries. */
export const SIGNED_IN_ERRORS = [400, 401, 403, 404, 409, 429] as const;

/** A signed-in route that asks an outside service: its failure is the spec's 502. */
export const PROVIDER_ERRORS = [...SIGNED_IN_ERRORS, 502] as const;

type ErrorReplies<Status extends ErrorStatus> = { [status in Status]: typeof apiErrorSchema };

/**
 * A route's response map, which the OpenAPI document shows and its replies are serialized by: the answers
 * that are the route's own, and the errors it can give (those of a signed-in route unless it names them),
 * all in the one error shape.
 */
export function replySchemas<Own extends object>(
  own: Own,
): Own & ErrorReplies<(typeof SIGNED_IN_ERRORS)[number]>;
export function replySchemas<Own extends object, const Status extends ErrorStatus>(
  own: Own,
  errors: readonly Status[],
): Own & ErrorReplies<Status>;
export function replySchemas(own: object, errors: readonly ErrorStatus[] = SIGNED_IN_ERRORS) {
  return { ...own, ...Object.fromEntries(errors.map((status) => [status, apiErrorSchema])) };
}
