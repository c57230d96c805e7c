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

  it('keeps the words of a refusal no catalog holds in English, and wraps them in a Spanish sentence', () => {
    const refusal = fastifyError({ statusCode: 406, message: 'the request is not multipart' });
    expect(errorBodyFor(refusal).body).toEqual({
      error_type: 'ValidationError',
      code: 'request_refused',
      message: 'the request is not multipart',
    });
    expect(errorBodyFor(refusal, 'es').body.message).toBe(
      'No pudimos atender esta petición (the request is not multipart).',
    );
  });

  it('gives a shared schema’s text the code of its template, and says it in Spanish', () => {
    const refused = new AppError('ValidationError', { said: 'Looks like this person is over 18.' });
    expect(refused.toBody('es')).toEqual({
      error_type: 'ValidationError',
      code: 'dependent_over_18',
      message: 'Parece que esta persona es mayor de 18 años.',
    });
  });

  it("says a route schema's words in Spanish when they are a catalog text", () => {
    const refused = invalidFields([{ path: ['q'], message: en.address_query_required }]);
    expect(refused.toBody('es').errors).toEqual({ q: [es.address_query_required] });
    expect(new AppError('ValidationError', { said: en.address_query_required }).toBody('es')).toMatchObject({
      code: 'address_query_required',
      message: es.address_query_required,
    });
  });

  it('hides the details of an unexpected failure behind the generic message', () => {
    expect(errorBodyFor(fastifyError({ message: 'relation "x" does not exist' }))).toEqual({
      status: 500,
      body: { error_type: 'ServerError', code: 'server_error', message: en.server_error },
    });
  });
});
