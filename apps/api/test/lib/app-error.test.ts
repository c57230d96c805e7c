import type { FastifyError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, errorBodyFor, GENERIC_ERROR_MESSAGE } from '../../src/lib/app-error.js';

const fastifyError = (fields: Partial<FastifyError>): FastifyError =>
  Object.assign(new Error(fields.message ?? 'x'), fields) as FastifyError;

describe('errorBodyFor', () => {
  it('answers an AppError with its type, status and field errors', () => {
    const error = new AppError('Conflict', 'Already done.', { page: ['Finish the address first.'] });
    expect(errorBodyFor(error)).toEqual({
      status: 409,
      body: {
        error_type: 'Conflict',
        message: 'Already done.',
        errors: { page: ['Finish the address first.'] },
      },
    });
  });

  it('answers an unsupported Content-Type with 415 ValidationError', () => {
    const { status, body } = errorBodyFor(
      fastifyError({ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 }),
    );
    expect(status).toBe(415);
    expect(body.error_type).toBe('ValidationError');
  });

  it('answers 429 as RateLimited', () => {
    expect(errorBodyFor(fastifyError({ statusCode: 429, message: 'Slow down.' })).body.error_type).toBe(
      'RateLimited',
    );
  });

  it('hides the details of an unexpected failure behind the generic message', () => {
    expect(errorBodyFor(fastifyError({ message: 'relation "x" does not exist' }))).toEqual({
      status: 500,
      body: { error_type: 'ServerError', message: GENERIC_ERROR_MESSAGE },
    });
  });
});
