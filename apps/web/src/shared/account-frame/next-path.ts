/** Where staff sign in for their whole company, naming no community. */
export const STAFF_LOGIN_PATH = '/staff/login';

/** Where staff start after signing in at STAFF_LOGIN_PATH: their company and its communities. */
export const STAFF_HOME_PATH = '/staff';

/**
 * The navigation state of a way back to the staff home from Settings: an admin whose company has no
 * community yet is sent on from the staff home to the set-up page, unless they came back on purpose.
 */
export const BACK_TO_STAFF_HOME = { backToStaffHome: true } as const;

/** Whether a navigation to the staff home came from a way back (BACK_TO_STAFF_HOME). */
export function cameBackToStaffHome(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'backToStaffHome' in state;
}

/** Pages a signed-in user has no reason to be sent back to after logging in. */
const SIGN_IN_PAGES = new Set(['login', 'signup', 'password/forgot', 'password/verify', 'password/reset']);

const PARSE_BASE = 'https://portal.invalid';

/**
 * The `?next=` of the login page, if it is safe to go to: a relative path inside the same community
 * (`/maple-court/account?x=1`). Anything else — another community, another site (`//evil.example`,
 * `https:…`, backslashes), control characters, dot segments leaving the community, the sign-in pages
 * themselves — gives null, and the caller uses its default.
 */
export function safeNextPath(next: string | null | undefined, community: string): string | null {
  if (!next || !community || next.length > 2000) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (/[\u0000-\u001f\u007f\s]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, PARSE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== PARSE_BASE) return null;
  const prefix = `/${community}`;
  if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return null;
  const page = url.pathname.slice(prefix.length).replace(/^\/+|\/+$/g, '');
  if (SIGN_IN_PAGES.has(page)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where the login page sends a user when `next` is missing or unsafe: staff to the leasing office's
 * applications, a resident who has a lease here and no application to My Leases, everyone else to their
 * account.
 */
export function defaultPathAfterLogin(
  community: string,
  session: { staff_role: string | null },
  { residentWithoutApplication = false } = {},
): string {
  if (session.staff_role !== null) return `/${community}/staff/applications`;
  return residentWithoutApplication ? `/${community}/my-leases` : `/${community}/account`;
}

/** The login page that brings the visitor back to `path` (pathname and search) after signing in. */
export function loginPathFor(community: string, path: string): string {
  return `/${community}/login?next=${encodeURIComponent(path)}`;
}

/**
 * The login page a session goes back to when it ends (idle, logout): the staff login for a company-wide
 * staff session, else the community's.
 */
export function loginPageOf(session: { community: string | null } | null, community: string): string {
  return session?.community === null ? STAFF_LOGIN_PATH : `/${community}/login`;
}
