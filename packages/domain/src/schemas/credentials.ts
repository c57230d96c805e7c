import { z } from 'zod';
import { emailAddress, newPassword } from './account-fields.js';

// What a person sends to sign in or to set a password: apart from the session (session.ts), which every
// page reads, so that the pages without these forms do not build them.

export const loginWithPasswordSchema = z.object({
  username: emailAddress('Email is required', 'Must be a valid Email'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});

/** The three login payloads of spec §3: password, wormhole (staff impersonation) and guest-sign token. */
export const loginSchema = z.union([
  loginWithPasswordSchema,
  z.object({
    username: emailAddress('Email is required', 'Must be a valid Email'),
    w: z.string().min(1).max(200),
  }),
  z.object({ g: z.string().min(1).max(200) }),
]);
export type LoginRequest = z.infer<typeof loginSchema>;

export const newPasswordWithConfirmationSchema = z
  .object({
    password: newPassword,
    confirm_password: z.string().min(1, 'Please confirm password'),
  })
  .refine((value) => value.password === value.confirm_password, {
    path: ['confirm_password'],
    message: 'Oops! Passwords do not match.',
  });

export const passwordResetRequestSchema = z.object({
  email: emailAddress('Email is required', 'Must be a valid Email'),
  community: z.string().min(1).max(100),
});

export const passwordResetVerificationSchema = z.object({ token: z.string().min(1).max(200) });
export const passwordChangeSchema = z.object({ password: newPassword });
