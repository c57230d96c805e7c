import type { ErrorType } from '@portal/domain/constants/error-types';
import { DEFAULT_LANGUAGE, type Language } from '@portal/domain/constants/languages';
import type { ApiError, FileLineError } from '@portal/domain/schemas/api-error';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeOf, message, type PlainCode, type SchemaIssue, say, type Text } from '../messages/message.js';
import { type AccountLanguage, headerLanguageOf, replyLanguageOf } from '../messages/reply-language.js';

const statusByType: Record<ErrorType, number> = {
  ValidationError: 400,
  AuthenticationError: 401,
  PermissionDenied: 403,
  NotFound: 404,
  Conflict: 409,
  RateLimited: 429,
  ServerError: 500,
};

export type FieldTexts = Record<string, Text[]>;

/**
 * A failure the client caused or may act on; services throw it, the one error handler answers it in the
 * request's language. Its `message` stays the English text, for logs and for code that reads it.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly errorType: ErrorType,
    readonly text: Text,
    readonly fieldErrors?: FieldTexts,
    statusCode?: number,
  ) {
    super(say(text, DEFAULT_LANGUAGE));
    this.statusCode = statusCode ?? statusByType[errorType];
  }

  toBody(language: Language = DEFAULT_LANGUAGE): ApiError {
    const fields = this.fieldErrors;
    return {
      error_type: this.errorType,
      // A domain text no shared schema template wrote comes without a code of its own.
      code: codeOf(this.text) ?? 'request_refused',
      message: say(this.text, language),
      ...(fields
        ? {
            errors: Object.fromEntries(
              Object.entries(fields).map(([field, texts]) => [
                field,
                texts.map((text) => say(text, language)),
              ]),
            ),
          }
        : {}),
    };
  }
}

/** A wrong line of an uploaded file: where, and what is wrong, said in the reader's language. */
export interface FileLineText extends Omit<FileLineError, 'message'> {
  text: Text;
}

/** An uploaded file refused whole: every wrong line, by line and column, and nothing of it kept. */
export class FileLinesError extends AppError {
  constructor(
    text: Text,
    readonly lines: FileLineText[],
  ) {
    super('ValidationError', text);
  }

  override toBody(language: Language = DEFAULT_LANGUAGE): ApiError {
    const errors = this.lines.map(({ text, ...where }) => ({ ...where, message: say(text, language) }));
    return { ...super.toBody(language), errors };
  }
}

/** What zod says of a value that fits none of a union's forms when the union gives no words of its own. */
const ZOD_UNION_WORDING = 'Invalid input';

/** Fastify's own client-error codes, answered with messages a person can act on. */
const frameworkErrors: Record<string, { status: number; code: PlainCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'body_not_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'body_empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'body_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'content_type_refused' },
  FST_ERR_BAD_URL: { status: 400, code: 'address_not_encoded' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'address_part_too_long' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'content_length_mismatch' },
  // Multipart forms other than the upload itself, which reports these in its own words.
  FST_FILES_LIMIT: { status: 400, code: 'form_takes_no_files' },
  FST_FIELDS_LIMIT: { status: 413, code: 'form_too_many_fields' },
  FST_PARTS_LIMIT: { status: 413, code: 'form_too_many_fields' },
};

/** A value a schema refused: where, what the schema said (in English), and zod's issue for its own wording. */
interface RefusedValue {
  path: readonly PropertyKey[];
  message: string;
  issue?: SchemaIssue;
}

/**
 * What a schema refused, as the 400 every request body gets: each message under its field's dotted path
 * (`theme.primary_color`), or `non_field_errors` for the value as a whole. A zod issue passed as it is
 * carries its own `code`, which says it in another language when the schema gave no words of its own.
 */
export function invalidFields(refusals: Iterable<RefusedValue & { code?: string }>): AppError {
  const errors: FieldTexts = {};
  for (const refused of refusals) {
    const field = refused.path.map(String).join('.') || 'non_field_errors';
    const issue = refused.issue ?? (refused.code ? (refused as unknown as SchemaIssue) : undefined);
    errors[field] = [...(errors[field] ?? []), { said: refused.message, ...(issue ? { issue } : {}) }];
  }
  return new AppError('ValidationError', 'invalid_fields', errors);
}

/**
 * A body that fits none of a union's forms (`PUT /api/profile/`: a language alone, or the whole form) is
 * told what the nearest form refuses, field by field, rather than "Invalid input" for the whole body.
 */
function nearestFormOf(refused: RefusedValue, params: Record<string, unknown> | undefined): RefusedValue[] {
  const forms = params?.errors;
  if (!Array.isArray(forms) || forms.length === 0) return [refused];
  const nearest = (forms as (SchemaIssue & RefusedValue)[][]).reduce((best, form) =>
    form.length < best.length ? form : best,
  );
  return nearest.map((issue) => ({ path: [...refused.path, ...issue.path], message: issue.message, issue }));
}

function appErrorFor(error: FastifyError | AppError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return invalidFields(
      (error.validation ?? []).flatMap((issue) => {
        const value = {
          // instancePath is "/a/b" for the zod path ["a", "b"] and "/" for the body as a whole.
          path: issue.instancePath.split('/').filter(Boolean),
          message: issue.message ?? 'Invalid value',
          issue: { ...issue.params, code: issue.keyword },
        };
        // A union that worded its own refusal ('Required') is told as it said; zod's bare "Invalid input" is not.
        const unworded = issue.keyword === 'invalid_union' && issue.message === ZOD_UNION_WORDING;
        return unworded ? nearestFormOf(value, issue.params) : [value];
      }),
    );
  }
  const known = error.code ? frameworkErrors[error.code] : undefined;
  if (known) return new AppError('ValidationError', known.code, undefined, known.status);
  const status = error.statusCode ?? 500;
  // A refusal no catalog holds keeps Fastify's words, which another language wraps in a sentence of its own.
  const refused = message('request_refused', { reason: error.message });
  if (status === 429) return new AppError('RateLimited', refused, undefined, status);
  if (status >= 400 && status < 500) return new AppError('ValidationError', refused, undefined, status);
  return new AppError('ServerError', 'server_error');
}

export function errorBodyFor(
  error: FastifyError | AppError,
  language: Language = DEFAULT_LANGUAGE,
): { status: number; body: ApiError } {
  const refusal = appErrorFor(error);
  return { status: refusal.statusCode, body: refusal.toBody(language) };
}

export function registerErrorHandling(app: FastifyInstance, accountLanguage: AccountLanguage): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const { status, body } = errorBodyFor(error, await replyLanguageOf(request, accountLanguage));
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
}

/**
 * Fastify's `frameworkErrors` option: the errors it meets before routing (an address that is not valid
 * percent-encoding, a path segment past maxParamLength) answered in our shape, not Fastify's own, in the
 * language the request names (no session is read this early).
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body } = errorBodyFor(error, headerLanguageOf(request) ?? DEFAULT_LANGUAGE);
  reply.status(status).send(body);
}

export function notFound(text: Text = 'not_found'): AppError {
  return new AppError('NotFound', text);
}
