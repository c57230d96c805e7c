import { roles } from '@portal/domain/constants/roles';
import { applicants, invitees } from '../../../db/schema/lease-transactions.js';
import { users } from '../../../db/schema/users.js';
import { type CommunityFacts, dateAt, type Generation } from './generation.js';
import { emailOf, personOf, phoneOf, postalCodeOf, streetOf } from './people.js';

/** Someone on an application with an account. */
export interface Member {
  userId: number;
  applicantId: number;
  role: number;
  name: string;
  email: string;
}

/** A new account at the community, signed up `createdAt`. */
function account(generation: Generation, community: CommunityFacts, createdAt: Date) {
  const { ids, out, random } = generation;
  const person = personOf(random);
  const id = ids.next(users);
  const email = emailOf(person, generation.nextSerial(), random);
  out.add(users, {
    id,
    communityId: community.id,
    email,
    firstName: person.firstName,
    lastName: person.lastName,
    phoneNumber: phoneOf(community.place, random),
    dateOfBirth: dateAt(generation, -random.int(19 * 365, 70 * 365)),
    completedAccountSetup: true,
    passwordHash: generation.passwordHash,
    createdAt,
    updatedAt: createdAt,
  });
  return { id, email, name: `${person.firstName} ${person.lastName}` };
}

/**
 * The household of a new application: its primary applicant, often a roommate, now and then a guarantor
 * (each with an account and the address they live at), and sometimes an occupant or a dependent invited
 * without one.
 */
export function householdRows(
  generation: Generation,
  community: CommunityFacts,
  transactionId: number,
  createdAt: Date,
): Member[] {
  const { ids, out, random } = generation;
  const memberRoles: number[] = [roles.primary_applicant.code];
  if (random.chance(0.3)) memberRoles.push(roles.co_applicant.code);
  if (random.chance(0.06)) memberRoles.push(roles.guarantor.code);
  const members = memberRoles.map((role) => {
    const user = account(generation, community, createdAt);
    const applicantId = ids.next(applicants);
    out.add(applicants, {
      id: applicantId,
      leaseTransactionId: transactionId,
      userId: user.id,
      role,
      addressStreet: streetOf(random),
      addressCity: community.place.city,
      addressState: community.place.state,
      addressPostalCode: postalCodeOf(community.place, random),
      militaryStatus: 'none',
      statedIncomeCents: random.int(35, 180) * 100_000,
      createdAt,
    });
    return { userId: user.id, applicantId, role, name: user.name, email: user.email };
  });
  if (random.chance(0.15)) {
    const dependent = random.chance(0.6);
    const person = personOf(random);
    out.add(invitees, {
      id: ids.next(invitees),
      leaseTransactionId: transactionId,
      role: dependent ? roles.dependent.code : roles.occupant.code,
      firstName: person.firstName,
      lastName: members[0]?.name.split(' ')[1] ?? person.lastName,
      birthday: dependent ? dateAt(generation, -random.int(365, 17 * 365)) : null,
      invitedByApplicantId: members[0]?.applicantId ?? null,
      invitedAt: createdAt,
      createdAt,
    });
  }
  return members;
}
