/** Where the realtime socket is served, on the API's own HTTP server (issue 20). */
export const REALTIME_PATH = '/api/realtime/';

/** Spec part 1 §8: the socket's connection errors. */
export const REALTIME_TOKEN_EXPIRED = 'Token expired';
export const REALTIME_AUTHENTICATION_ERROR = 'Authentication error';
