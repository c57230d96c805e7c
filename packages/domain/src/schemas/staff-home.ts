import { z } from 'zod';
import { staffRoles } from '../constants/staff-roles.js';

/** GET /api/staff/communities/: who the signed-in staff member works for, as what, and where. */
export const staffHomeSchema = z.object({
  company: z.object({ name: z.string() }),
  role: z.enum(staffRoles),
  /** The communities they work in (every one of the company's for an admin), by name. */
  communities: z.array(z.object({ slug: z.string(), display_name: z.string() })),
});
export type StaffHome = z.infer<typeof staffHomeSchema>;
