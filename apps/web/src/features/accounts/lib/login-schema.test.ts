import { describe, expect, it } from 'vitest';
import { loginFormSchema } from './login-schema';

function messages(value: unknown) {
  const result = loginFormSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('loginFormSchema', () => {
  it('has the spec messages', () => {
    expect(messages({ username: '', password: '' })).toEqual([
      ['username', 'Email is required'],
      ['password', 'Password is required'],
      ['password', 'Password must be at least 8 characters'],
    ]);
    expect(messages({ username: 'nope', password: 'short' })).toEqual([
      ['username', 'Must be a valid Email'],
      ['password', 'Password must be at least 8 characters'],
    ]);
  });

  it('accepts an e-mail and a password of 8 characters, lower-casing the e-mail', () => {
    expect(loginFormSchema.parse({ username: ' Ana@Example.COM ', password: 'whatever' })).toEqual({
      username: 'ana@example.com',
      password: 'whatever',
    });
  });
});
