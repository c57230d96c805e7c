import { PASSWORD_MIN_LENGTH } from '@portal/domain/constants/limits';
import { loginWithPasswordSchema } from '@portal/domain/schemas/credentials';

/** The API's login schema plus the spec's client rule (§5 "Login": password min 8). */
export const loginFormSchema = loginWithPasswordSchema.extend({
  password: loginWithPasswordSchema.shape.password.min(
    PASSWORD_MIN_LENGTH,
    'Password must be at least 8 characters',
  ),
});

/** The verify-password screen only asks for the password; the e-mail is the signed-in user's. */
export const passwordOnlySchema = loginFormSchema.pick({ password: true });
