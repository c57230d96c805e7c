import { z } from 'zod';
import { languages } from '../constants/languages.js';
import { staffRoles } from '../constants/staff-roles.js';
import { profileSchema } from './profile.js';

export const sessionKinds = ['user', 'impersonated', 'guest'] as const;
export type SessionKind = (typeof sessionKinds)[number];

/** Who is signed in, where, how (impersonated by whom) and after how long idle the session ends. */
export const sessionSummarySchema = z.object({
  kind: z.enum(sessionKinds),
  /** The community's slug; null for a staff session opened for the whole company at /staff/login. */
  community: z.string().nullable(),
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
  /** The account's language (the user's `language`): the web app speaks it from sign-in on. */
  language: z.enum(languages),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** What login and register answer: the spec's `{ token, user }` plus the session summary. */
export const sessionSchema = sessionSummarySchema.extend({
  token: z.string(),
  /** Sent back in the X-CSRF-Token header on state-changing requests authenticated by the cookie. */
  csrf_token: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;
