/** The `error_type` of every API failure (architecture guide, "The API contract"). */
export const errorTypes = [
  'ValidationError',
  'AuthenticationError',
  'PermissionDenied',
  'NotFound',
  'Conflict',
  'RateLimited',
  'ServerError',
] as const;
export type ErrorType = (typeof errorTypes)[number];
