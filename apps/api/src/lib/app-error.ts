import type { ErrorType } from '@portal/domain/constants/error-types';
import type { ApiError, FileLineError } from '@portal/domain/schemas/api-error';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const statusByType: Record<ErrorType, number> = {
  ValidationError: 400,
  AuthenticationError: 401,
  PermissionDenied: 403,
  NotFound: 404,
  Conflict: 409,
  RateLimited: 429,
  ServerError: 500,
};

/** A failure the client caused or may act on; services throw it, the one error handler answers it. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly errorType: ErrorType,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    statusCode?: number,
  ) {
    super(message);
    this.statusCode = statusCode ?? statusByType[errorType];
  }

  toBody(): ApiError {
    return {
      error_type: this.errorType,
      message: this.message,
      ...(this.fieldErrors ? { errors: this.fieldErrors } : {}),
    };
  }
}

/** An uploaded file refused whole: every wrong line, by line and column, and nothing of it kept. */
export class FileLinesError extends AppError {
  constructor(
    message: string,
    readonly lines: FileLineError[],
  ) {
    super('ValidationError', message);
  }

  override toBody(): ApiError {
    return { error_type: this.errorType, message: this.message, errors: this.lines };
  }
}

export const GENERIC_ERROR_MESSAGE = 'Oops! We ran into some issues. Please try again later.';

/** Fastify's own client-error codes, translated into messages a person can act on. */
const frameworkErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'The request body is empty but its Content-Type says JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'This Content-Type is not accepted here.' },
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not validly percent-encoded.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'A part of the address is too long.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The Content-Length header does not match the body.',
  },
  // Multipart forms other than the upload itself, which reports these in its own words.
  FST_FILES_LIMIT: {
    status: 400,
    message: 'This form takes no files: upload each file to /api/uploads/ and send its id instead.',
  },
  FST_FIELDS_LIMIT: { status: 413, message: 'The form has more fields than it should.' },
  FST_PARTS_LIMIT: { status: 413, message: 'The form has more fields than it should.' },
};

export const INVALID_FIELDS_MESSAGE = 'Some of the information sent is not valid.';

/**
 * What a schema refused, as the 400 every request body gets: each message under its field's dotted path
 * (`theme.primary_color`), or `non_field_errors` for the value as a whole.
 */
export function invalidFields(issues: Iterable<{ path: readonly PropertyKey[]; message: string }>): AppError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'non_field_errors';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return new AppError('ValidationError', INVALID_FIELDS_MESSAGE, errors);
}

export function errorBodyFor(error: FastifyError | AppError): { status: number; body: ApiError } {
  if (error instanceof AppError) return { status: error.statusCode, body: error.toBody() };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const refused = invalidFields(
      (error.validation ?? []).map((issue) => ({
        // instancePath is "/a/b" for the zod path ["a", "b"] and "/" for the body as a whole.
        path: issue.instancePath.split('/').filter(Boolean),
        message: issue.message ?? 'Invalid value',
      })),
    );
    return { status: 400, body: refused.toBody() };
  }
  const known = error.code ? frameworkErrors[error.code] : undefined;
  if (known) return { status: known.status, body: { error_type: 'ValidationError', message: known.message } };
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, body: { error_type: 'RateLimited', message: error.message } };
  if (status >= 400 && status < 500) {
    return { status, body: { error_type: 'ValidationError', message: error.message } };
  }
  return { status: 500, body: { error_type: 'ServerError', message: GENERIC_ERROR_MESSAGE } };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = errorBodyFor(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
}

/**
 * Fastify's `frameworkErrors` option: the errors it meets before routing (an address that is not valid
 * percent-encoding, a path segment past maxParamLength) answered in our shape, not Fastify's own.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body } = errorBodyFor(error);
  reply.status(status).send(body);
}

export function notFound(message = 'Not found.'): AppError {
  return new AppError('NotFound', message);
}
