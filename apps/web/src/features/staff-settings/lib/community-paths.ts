/** Settings → Communities: the list of the communities whose settings the staff member manages. */
export const COMMUNITIES_PATH = '/staff/settings/communities';

/** The set-up page of a new community (admins). */
export const NEW_COMMUNITY_PATH = `${COMMUNITIES_PATH}/new`;

/** A community's settings, at one of its sections (General when none is named). */
export function communitySettingsPath(slug: string, section?: string): string {
  return `${COMMUNITIES_PATH}/${encodeURIComponent(slug)}${section ? `/${section}` : ''}`;
}
