import type { Language } from '@portal/domain/constants/languages';
import { roles } from '@portal/domain/constants/roles';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import { applyBasisPoints } from '@portal/domain/pricing/rounding';
import type { LeaseDocumentType } from '@portal/domain/schemas/signable-documents';
import type { LeaseChangeRequest } from '@portal/domain/schemas/staff-leases';
import { leaseDocumentNames } from '@portal/domain/signing/lease-documents';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { communities } from '../../db/schema/communities.js';
import type { LeaseChangeDetails, LeaseMonthlyItem } from '../../db/schema/leases.js';
import { rentalOptions } from '../../db/schema/pricing.js';
import { AppError } from '../../lib/app-error.js';
import type { Text } from '../../messages/message.js';
import { formatDollars } from '../documents/money-text.js';
import type { LeaseRow } from './lease-access.js';

/** A resident of the lease, as a revision names them. */
export interface LeaseResidentPerson {
  leaseResidentId: number;
  userId: number;
  role: number;
  name: string;
  email: string;
  language: Language;
}

/** What staff asked for, checked against the lease: its document, and what countersigning will do. */
export interface LeaseChangePlan {
  type: typeof TransactionType.LeaseRevision | typeof TransactionType.LeaseDocument;
  kind: LeaseChangeRequest['kind'];
  documentType: LeaseDocumentType;
  name: string;
  details: LeaseChangeDetails;
  /** The lease's monthly items once the change is made (the revision prints them). */
  monthlyItems: LeaseMonthlyItem[];
  /** The new roommate to invite. */
  roommate?: { firstName: string; lastName: string; email: string };
  terms?: string;
}

const fieldError = (field: string, text: Text) => new AppError('ValidationError', text, { [field]: [text] });

const revision = (
  kind: LeaseChangeRequest['kind'],
  description: string,
  monthlyItems: LeaseMonthlyItem[],
  details: Omit<LeaseChangeDetails, 'description'> = {},
): LeaseChangePlan => ({
  type: TransactionType.LeaseRevision,
  kind,
  documentType: 'lease_revision',
  name: leaseDocumentNames.lease_revision,
  details: { ...details, description },
  monthlyItems,
});

/** Checks the request against the lease and its people (400 naming the field otherwise). */
export async function planLeaseChange(
  { db }: Pick<AppContext, 'db'>,
  lease: LeaseRow,
  community: typeof communities.$inferSelect,
  residents: readonly LeaseResidentPerson[],
  request: LeaseChangeRequest,
): Promise<LeaseChangePlan> {
  const items = lease.monthlyItems;
  switch (request.kind) {
    case 'add_roommate': {
      if (residents.some((person) => person.email.toLowerCase() === request.email))
        throw fieldError('email', 'already_on_lease');
      const name = `${request.first_name} ${request.last_name}`;
      return {
        ...revision('add_roommate', `${name} (${request.email}) joins the lease as a roommate.`, items),
        roommate: { firstName: request.first_name, lastName: request.last_name, email: request.email },
      };
    }
    case 'remove_roommate': {
      const person = residents.find((resident) => resident.leaseResidentId === request.resident_id);
      if (!person) throw fieldError('resident_id', 'not_a_roommate');
      if (person.role === roles.primary_applicant.code) throw fieldError('resident_id', 'primary_stays');
      return revision('remove_roommate', `${person.name} leaves the lease.`, items, {
        lease_resident_id: person.leaseResidentId,
      });
    }
    case 'add_option': {
      const [option] = await db
        .select()
        .from(rentalOptions)
        .where(
          and(eq(rentalOptions.id, request.rental_option_id), eq(rentalOptions.communityId, community.id)),
        );
      if (!option || option.monthlyCents <= 0) throw fieldError('rental_option_id', 'not_an_option');
      if (items.some((item) => item.name === option.name))
        throw fieldError('rental_option_id', 'option_already_on');
      const item: LeaseMonthlyItem = {
        name: option.name,
        amount_cents: option.monthlyCents,
        tax_cents: option.taxable ? applyBasisPoints(option.monthlyCents, community.salesTaxBasisPoints) : 0,
      };
      return revision(
        'add_option',
        `${option.name} is added to the lease at ${formatDollars(item.amount_cents)} a month.`,
        [...items, item],
        { item },
      );
    }
    case 'remove_option': {
      const item = items.find((line) => line.name === request.item_name);
      if (!item || item.name === 'Rent') throw fieldError('item_name', 'not_on_lease');
      return revision(
        'remove_option',
        `${item.name} (${formatDollars(item.amount_cents)} a month) is removed from the lease.`,
        items.filter((line) => line !== item),
        { item },
      );
    }
    case 'document': {
      if (request.document_type === 'lease_addendum' && !request.terms)
        throw fieldError('terms', 'addendum_terms_required');
      const name = leaseDocumentNames[request.document_type];
      return {
        type: TransactionType.LeaseDocument,
        kind: 'document',
        documentType: request.document_type,
        name,
        details: { description: name },
        monthlyItems: items,
        ...(request.terms ? { terms: request.terms } : {}),
      };
    }
  }
}
