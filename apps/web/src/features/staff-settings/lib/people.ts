import type { StaffPerson } from '@portal/domain/schemas/staff-people';

/** How a person is named in the table and on their buttons: their name, or their e-mail when they have none. */
export function personName(person: Pick<StaffPerson, 'first_name' | 'last_name' | 'email'>): string {
  return `${person.first_name} ${person.last_name}`.trim() || person.email;
}

/**
 * What the page calls each person, on their row's buttons and in what it announces: their name, with their
 * e-mail when someone else on the list has the same name, so that no two buttons read alike.
 */
export function namesOnPage(people: readonly StaffPerson[]): Map<number, string> {
  const names = people.map((person) => personName(person));
  return new Map(
    people.map((person, index) => {
      const name = names[index] ?? person.email;
      const shared = name !== person.email && names.filter((other) => other === name).length > 1;
      return [person.id, shared ? `${name} (${person.email})` : name];
    }),
  );
}

/** The fields of the invitation form, in its order: the server's messages go under them. */
export const INVITATION_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'role',
  'communities',
  'can_sign_documents_while_wormholed',
] as const;

/** The fields of a person's edit form, in its order. */
export const CHANGE_FIELDS = ['role', 'communities', 'can_sign_documents_while_wormholed'] as const;

/** An admin works in every community, so none are sent for one; a manager or an agent keeps the chosen ones. */
export function communitiesForRole(role: StaffPerson['role'] | undefined, chosen: readonly string[] = []) {
  return role === 'admin' ? [] : [...chosen];
}
