/**
 * People on a lease transaction, keyed by the role key the API speaks. A co-applicant is
 * called a roommate everywhere an applicant can read it.
 */
export const roles = {
  primary_applicant: { code: 10, label: 'Primary Applicant' },
  co_applicant: { code: 20, label: 'Roommate' },
  guarantor: { code: 30, label: 'Guarantor' },
  occupant: { code: 40, label: 'Occupant' },
  dependent: { code: 50, label: 'Dependent' },
} as const;
export type RoleKey = keyof typeof roles;
export type RoleCode = (typeof roles)[RoleKey]['code'];

export interface Role {
  readonly key: RoleKey;
  readonly code: RoleCode;
  readonly label: string;
}

const roleList: readonly Role[] = (Object.keys(roles) as RoleKey[]).map((key) => ({ key, ...roles[key] }));

export function roleByCode(code: RoleCode): Role;
export function roleByCode(code: number): Role | undefined;
export function roleByCode(code: number): Role | undefined {
  return roleList.find((role) => role.code === code);
}

export function roleByKey(key: RoleKey): Role;
export function roleByKey(key: string): Role | undefined;
export function roleByKey(key: string): Role | undefined {
  return roleList.find((role) => role.key === key);
}
