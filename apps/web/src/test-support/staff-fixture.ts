import type { SessionSummary } from '@portal/domain/schemas/session';
import type { StaffHome } from '@portal/domain/schemas/staff-home';

/**
 * For staff console tests: the session of Elena Park, Harbor & Main's admin, signed in at /staff/login
 * (a staff session names no community).
 */
export const staffAdminSession = {
  kind: 'user',
  community: null,
  user: { id: 41, email: 'admin@harbormain.example', first_name: 'Elena', last_name: 'Park' },
  impersonated_by: null,
  idle_timeout_minutes: 30,
  staff_role: 'admin',
} as SessionSummary;

/** Maple Court as the staff console lists a community. */
export const mapleCourt = { slug: 'maple-court', display_name: 'Maple Court Apartments' };

/** GET /api/staff/communities/ as it answers Elena: Harbor & Main, her role, and `communities`. */
export function harborMainHome(communities: StaffHome['communities']): StaffHome {
  return { company: { name: 'Harbor & Main Residential' }, role: 'admin', communities };
}
