import { z } from 'zod';
import { staffRoles } from '../constants/staff-roles.js';
import { emailAddress, newPassword } from './account-fields.js';
import { profileSchema } from './personal-details.js';

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

export const sessionKinds = ['user', 'impersonated', 'guest'] as const;
export type SessionKind = (typeof sessionKinds)[number];

/** Who is signed in, where, how (impersonated by whom) and after how long idle the session ends. */
export const sessionSummarySchema = z.object({
  kind: z.enum(sessionKinds),
  community: z.string(),
  user: profileSchema,
  impersonated_by: z
    .object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      /** Spec part 2 §6: whether this staff member may sign documents for the person they act as. */
      can_sign_documents_while_wormholed: z.boolean(),
    })
    .nullable(),
  idle_timeout_minutes: z.number().int(),
  /** The signed-in user's role on their company's leasing team; null for everyone else. */
  staff_role: z.enum(staffRoles).nullable(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** What login and register answer: the spec's `{ token, user }` plus the session summary. */
export const sessionSchema = sessionSummarySchema.extend({
  token: z.string(),
  /** Sent back in the X-CSRF-Token header on state-changing requests authenticated by the cookie. */
  csrf_token: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

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
