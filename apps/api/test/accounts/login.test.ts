import { expect, it } from 'vitest';
import { en } from '../../src/messages/en.js';
import { GOOD_PASSWORD, logIn, signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';

describeApi('POST /api/communities/{id}/login/', (context) => {
  it('signs in with e-mail and password, with a new session token every time', async () => {
    const user = await signUp(context().app);
    const first = await logIn(context().app, { username: user.email, password: GOOD_PASSWORD });
    const second = await logIn(context().app, {
      username: user.email.toUpperCase(),
      password: GOOD_PASSWORD,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ kind: 'user', user: { id: user.id }, impersonated_by: null });
    expect(new Set([user.token, first.json().token, second.json().token]).size).toBe(3);
  });

  it('answers a wrong password and an unknown e-mail alike: 400 AuthenticationError', async () => {
    const user = await signUp(context().app);
    const wrongPassword = await logIn(
      context().app,
      { username: user.email, password: 'Wrong-Password-1' },
      'maple-court',
      '10.0.0.1',
    );
    const unknownEmail = await logIn(
      context().app,
      { username: 'nobody@example.com', password: GOOD_PASSWORD },
      'maple-court',
      '10.0.0.1',
    );
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error_type: 'AuthenticationError',
        code: 'wrong_credentials',
        message: en.wrong_credentials,
      });
    }
  });

  it('does not let a Maple Court account sign in at Lakeside Lofts', async () => {
    const user = await signUp(context().app);
    const response = await logIn(
      context().app,
      { username: user.email, password: GOOD_PASSWORD },
      'lakeside-lofts',
      '10.0.0.2',
    );
    expect(response.statusCode).toBe(400);
  });

  it.each([
    [{ username: '', password: GOOD_PASSWORD }, 'username', 'Email is required'],
    [{ username: 'nope', password: GOOD_PASSWORD }, 'username', 'Must be a valid Email'],
  ])('validates the login form: %j', async (payload, field, message) => {
    const response = await logIn(context().app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(message);
  });

  it('locks an account for 15 minutes after 10 failures, then lets its owner back in', async () => {
    const user = await signUp(context().app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const address = `10.1.0.${attempt}`;
      const response = await logIn(
        context().app,
        { username: user.email, password: 'Wrong-Password-1' },
        'maple-court',
        address,
      );
      expect(response.statusCode).toBe(400);
    }
    const locked = await logIn(
      context().app,
      { username: user.email, password: GOOD_PASSWORD },
      'maple-court',
      '10.1.1.1',
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error_type: 'RateLimited',
      code: 'too_many_attempts',
      message: en.too_many_attempts,
    });
    context().clock.advanceMinutes(16);
    const later = await logIn(
      context().app,
      { username: user.email, password: GOOD_PASSWORD },
      'maple-court',
      '10.1.1.1',
    );
    expect(later.statusCode).toBe(200);
  });

  it('limits one address trying many accounts', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await logIn(
        context().app,
        { username: `guess${attempt}@example.com`, password: 'Wrong-Password-1' },
        'maple-court',
        '10.2.0.1',
      );
    }
    const user = await signUp(context().app);
    const blocked = await logIn(
      context().app,
      { username: user.email, password: GOOD_PASSWORD },
      'maple-court',
      '10.2.0.1',
    );
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await logIn(
      context().app,
      { username: user.email, password: GOOD_PASSWORD },
      'maple-court',
      '10.2.0.2',
    );
    expect(elsewhere.statusCode).toBe(200);
    context().clock.advanceMinutes(16);
  });
});

describeApi('sessions', (context) => {
  const profile = (headers: Record<string, string>, cookies?: Record<string, string>) =>
    context().app.inject({ method: 'GET', url: '/api/profile/', headers, cookies });

  it('accepts Authorization: Token and the session cookie', async () => {
    const user = await signUp(context().app);
    expect((await profile(withToken(user.token))).json().id).toBe(user.id);
    expect((await profile({}, user.cookies)).json().id).toBe(user.id);
  });

  it('refuses a state-changing request by cookie without the CSRF token', async () => {
    const user = await signUp(context().app);
    const attempt = (headers: Record<string, string>) =>
      context().app.inject({ method: 'POST', url: '/api/transfer-tokens/', cookies: user.cookies, headers });
    expect((await attempt({})).statusCode).toBe(403);
    expect((await attempt({ 'x-csrf-token': 'forged' })).statusCode).toBe(403);
    expect((await attempt({ 'x-csrf-token': user.csrfToken })).statusCode).toBe(201);
  });

  it('ends the session at logout', async () => {
    const user = await signUp(context().app);
    const logout = await context().app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: withToken(user.token),
    });
    expect(logout.statusCode).toBe(204);
    const after = await profile(withToken(user.token));
    expect(after.statusCode).toBe(401);
    expect(after.json().error_type).toBe('AuthenticationError');
  });

  it('times out after 20 idle minutes, with the spec message', async () => {
    const user = await signUp(context().app);
    context().clock.advanceMinutes(19);
    expect((await profile(withToken(user.token))).statusCode).toBe(200);
    context().clock.advanceMinutes(19);
    expect((await profile(withToken(user.token))).statusCode).toBe(200);
    context().clock.advanceMinutes(21);
    const expired = await profile(withToken(user.token));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Oops, your session has timed-out. Please log back in to continue.');
  });

  it('ends even an active session after 12 hours', async () => {
    const user = await signUp(context().app);
    for (let hour = 0; hour < 12 * 4 - 1; hour += 1) {
      context().clock.advanceMinutes(15);
      expect((await profile(withToken(user.token))).statusCode).toBe(200);
    }
    context().clock.advanceMinutes(15);
    expect((await profile(withToken(user.token))).statusCode).toBe(401);
  });

  it('answers 401 without credentials and for a made-up token', async () => {
    expect((await profile({})).statusCode).toBe(401);
    expect((await profile(withToken('made-up'))).statusCode).toBe(401);
    expect((await profile({ authorization: 'Bearer something' })).statusCode).toBe(401);
  });

  it('tells the signed-in user who they are at GET /api/session/', async () => {
    const user = await signUp(context().app);
    const response = await context().app.inject({
      method: 'GET',
      url: '/api/session/',
      headers: withToken(user.token),
    });
    expect(response.json()).toMatchObject({ kind: 'user', community: 'maple-court', user: { id: user.id } });
    expect(response.json()).not.toHaveProperty('token');
  });
});
