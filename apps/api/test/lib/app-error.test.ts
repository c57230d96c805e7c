import type { FastifyError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, errorBodyFor, invalidFields } from '../../src/lib/app-error.js';
import { en } from '../../src/messages/en.js';
import { es } from '../../src/messages/es.js';
import { message } from '../../src/messages/message.js';

const fastifyError = (fields: Partial<FastifyError>): FastifyError =>
  Object.assign(new Error(fields.message ?? 'x'), fields) as FastifyError;

describe('errorBodyFor', () => {
  it('answers an AppError with its type, status, code and field errors', () => {
    const error = new AppError('Conflict', 'already_on_application', {
      page: [message('finish_step_first_short', { step: 'Current Address' })],
    });
    expect(errorBodyFor(error)).toEqual({
      status: 409,
      body: {
        error_type: 'Conflict',
        code: 'already_on_application',
        message: en.already_on_application,
        errors: { page: ['Finish Current Address first.'] },
      },
    });
  });

  it('says the same refusal in Spanish, code unchanged', () => {
    const error = new AppError('ValidationError', message('wrong_passcode', { tries: 2 }), {
      passcode: ['no_passcode'],
    });
    expect(errorBodyFor(error, 'es').body).toEqual({
      error_type: 'ValidationError',
      code: 'wrong_passcode',
      message: 'Ese código no coincide. Le quedan 2 intentos.',
      errors: { passcode: [es.no_passcode] },
    });
  });

  it('says a shared schema’s English again in Spanish, its values carried over, else in zod’s Spanish', () => {
    const refused = invalidFields([
      { path: ['first_name'], message: 'Exceeds 100 characters' },
      {
        path: ['email'],
        message: 'Invalid input: expected string, received undefined',
        code: 'invalid_type',
        expected: 'string',
      } as never,
    ]);
    expect(refused.toBody('es').errors).toEqual({
      first_name: ['Supera los 100 caracteres'],
      email: ['Entrada inválida: se esperaba texto'],
    });
    expect(refused.toBody('en').errors).toEqual({
      first_name: ['Exceeds 100 characters'],
      email: ['Invalid input: expected string, received undefined'],
    });
  });

  it('answers an unsupported Content-Type with 415 ValidationError', () => {
    const { status, body } = errorBodyFor(
      fastifyError({ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 }),
    );
    expect(status).toBe(415);
    expect(body).toMatchObject({ error_type: 'ValidationError', code: 'content_type_refused' });
  });

  it('answers 429 as RateLimited', () => {
    expect(errorBodyFor(fastifyError({ statusCode: 429, message: 'Slow down.' })).body.error_type).toBe(
      'RateLimited',
    );
  });

  it('hides the details of an unexpected failure behind the generic message', () => {
    expect(errorBodyFor(fastifyError({ message: 'relation "x" does not exist' }))).toEqual({
      status: 500,
      body: { error_type: 'ServerError', code: 'server_error', message: en.server_error },
    });
  });
});
