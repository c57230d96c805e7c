import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const GOOD_PASSWORD = 'Maple-Leaf-2026';

/** A valid sign-up for Maple Court; every test gets a distinct e-mail. */
export function registrationFor(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Avery',
    middle_name: null,
    last_name: 'Quinn',
    suffix: null,
    email: `avery.${randomUUID().slice(0, 8)}@example.com`,
    phone_number: '512-555-0187',
    date_of_birth: '1992-04-18',
    sms_opt_in: false,
    password: GOOD_PASSWORD,
    ...overrides,
  };
}

export interface SignedUpUser {
  id: number;
  email: string;
  token: string;
  csrfToken: string;
  cookies: Record<string, string>;
}

export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** Registers through the API, as the sign-up page does, and returns the new user's credentials. */
export async function signUp(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  community = 'maple-court',
): Promise<SignedUpUser> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/communities/${community}/register/`,
    payload: registrationFor(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const body = response.json();
  return {
    id: body.user.id,
    email: body.user.email,
    token: body.token,
    csrfToken: body.csrf_token,
    cookies: cookiesOf(response),
  };
}

export async function logIn(
  app: FastifyInstance,
  payload: Record<string, unknown>,
  community = 'maple-court',
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/api/communities/${community}/login/`, payload, remoteAddress });
}

export const withToken = (token: string) => ({ authorization: `Token ${token}` });
