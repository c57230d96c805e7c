import { roles } from '@portal/domain/constants/roles';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { principalDocumentTypes } from '@portal/domain/signing/lease-documents';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applicationDecisions } from '../../db/schema/application-decisions.js';
import { communities } from '../../db/schema/communities.js';
import { financialSources } from '../../db/schema/financial-sources.js';
import { leaseDocuments } from '../../db/schema/lease-documents.js';
import {
  applicants,
  invitees,
  leaseTransactions,
  selectedRentalOptions,
  transactionEvents,
} from '../../db/schema/lease-transactions.js';
import { leases } from '../../db/schema/leases.js';
import { rentalOptions } from '../../db/schema/pricing.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';

const principalTypes = sql.join(
  principalDocumentTypes.map((type) => sql`${type}`),
  sql`, `,
);

interface EventPart {
  event: number;
  applicant_id: number | null;
  created_at: string;
}

interface PersonPart {
  id: number;
  role: number;
  first_name: string;
  last_name: string;
}

interface OptionPart {
  id: number;
  quantity: number;
  pet_type: string | null;
  is_assistance_animal: boolean;
  rental_option_id: number;
  key: string;
  category: string;
  name: string;
  included_for_bedrooms_at_least: number | null;
  included_quantity: number;
}

/**
 * The transaction with everything its description needs, in one round trip: its community and unit by
 * join, its events, chosen options and primary applicant as JSON built by the database. Every page of
 * the flow reads this, and on the embedded database each query is the expensive part.
 */
export function selectTransactionView(db: Database) {
  return db
    .select({
      // Only the columns the description shows: every column more is decoded on every page's read.
      transaction: {
        id: leaseTransactions.id,
        type: leaseTransactions.type,
        status: leaseTransactions.status,
        leaseTerm: leaseTransactions.leaseTerm,
        isMonthToMonth: leaseTransactions.isMonthToMonth,
        moveInDate: leaseTransactions.moveInDate,
        quotedAt: leaseTransactions.quotedAt,
        quotedRentCents: leaseTransactions.quotedRentCents,
        unitSecurityPaymentOption: leaseTransactions.unitSecurityPaymentOption,
      },
      applicant: {
        id: applicants.id,
        role: applicants.role,
        hasAccessToApplicationLink: applicants.hasAccessToApplicationLink,
      },
      community: {
        id: communities.id,
        slug: communities.slug,
        displayName: communities.displayName,
        buildingName: communities.buildingName,
        normalizedStreetAddress: communities.normalizedStreetAddress,
        quoteValidDays: sql<number>`(${communities.settings}->>'quote_valid_days')::int`,
      },
      unit: {
        id: units.id,
        unitNumber: units.unitNumber,
        layout: units.layout,
        bedrooms: units.bedrooms,
        bathrooms: units.bathrooms,
        sqft: units.sqft,
        baseRentCents: units.baseRentCents,
        availableFrom: units.availableFrom,
        available: units.available,
      },
      events: sql<EventPart[]>`coalesce((
        select json_agg(json_build_object(
          'event', e.event, 'applicant_id', e.applicant_id, 'created_at', e.created_at) order by e.id)
        from ${transactionEvents} e where e.lease_transaction_id = ${leaseTransactions.id}), '[]'::json)`,
      options: sql<OptionPart[]>`coalesce((
        select json_agg(json_build_object(
          'id', s.id, 'quantity', s.quantity, 'pet_type', s.pet_type,
          'is_assistance_animal', s.is_assistance_animal, 'rental_option_id', o.id, 'key', o.key,
          'category', o.category, 'name', o.name,
          'included_for_bedrooms_at_least', o.included_for_bedrooms_at_least,
          'included_quantity', o.included_quantity) order by o.position, s.id)
        from ${selectedRentalOptions} s join ${rentalOptions} o on o.id = s.rental_option_id
        where s.lease_transaction_id = ${leaseTransactions.id}), '[]'::json)`,
      condition: sql<{ cents: number | null; kind: string | null } | null>`(
        select json_build_object('cents', d.additional_deposit_cents, 'kind', d.additional_deposit_kind)
        from ${applicationDecisions} d where d.transaction_id = ${leaseTransactions.id}
        and d.decision = 'conditionally_approve'
        and not exists (select 1 from ${applicationDecisions} later where later.transaction_id = d.transaction_id
          and (later.created_at, later.id) > (d.created_at, d.id))
        limit 1)`,
      // Open while no guarantor has been added since the leasing team's last request for one.
      guarantorRequested: sql<boolean>`exists (
        select 1 from ${transactionEvents} r where r.lease_transaction_id = ${leaseTransactions.id}
        and r.event = ${TransactionStep.GuarantorRequested}
        and not exists (select 1 from ${invitees} g where g.lease_transaction_id = r.lease_transaction_id
          and g.role = ${roles.guarantor.code} and g.created_at >= r.created_at))`,
      // Open until the caller has edited every source the leasing team asked more documents for.
      incomeRequested: sql<boolean>`exists (
        select 1 from ${financialSources} f where f.transaction_id = ${leaseTransactions.id}
        and f.applicant_id = ${applicants.id} and f.has_requested_more_documents)`,
      // The principal document is out (or executed): addenda alone are not a lease to sign.
      documentsSent: sql<boolean>`exists (
        select 1 from ${leaseDocuments} d where d.transaction_id = ${leaseTransactions.id}
        and d.document_type in (${principalTypes}) and d.status <> 'voided')`,
      // The lease a renewal, notice or change acts on; for a new lease, the one it executed.
      lease: sql<{ id: number; enable_self_service_renewals: boolean } | null>`(
        select json_build_object('id', l.id, 'enable_self_service_renewals', l.enable_self_service_renewals)
        from ${leases} l where l.id = ${leaseTransactions.leaseId}
          or (${leaseTransactions.leaseId} is null and l.transaction_id = ${leaseTransactions.id}) limit 1)`,
      // Everyone else who joined, and everyone added who has not (dependents too), in the order added.
      joined: sql<PersonPart[]>`coalesce((
        select json_agg(json_build_object(
          'id', p.id, 'role', p.role, 'first_name', u.first_name, 'last_name', u.last_name) order by p.id)
        from ${applicants} p join ${users} u on u.id = p.user_id
        where p.lease_transaction_id = ${leaseTransactions.id} and p.role <> ${roles.primary_applicant.code}),
        '[]'::json)`,
      invited: sql<PersonPart[]>`coalesce((
        select json_agg(json_build_object(
          'id', i.id, 'role', i.role, 'first_name', i.first_name, 'last_name', i.last_name) order by i.id)
        from ${invitees} i
        where i.lease_transaction_id = ${leaseTransactions.id} and i.joined_applicant_id is null), '[]'::json)`,
      primary: sql<{ id: number; first_name: string; last_name: string } | null>`(
        select json_build_object('id', p.id, 'first_name', u.first_name, 'last_name', u.last_name)
        from ${applicants} p join ${users} u on u.id = p.user_id
        where p.lease_transaction_id = ${leaseTransactions.id} and p.role = ${roles.primary_applicant.code}
        order by p.id limit 1)`,
    })
    .from(leaseTransactions)
    .innerJoin(applicants, eq(applicants.leaseTransactionId, leaseTransactions.id))
    .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
    .innerJoin(units, eq(units.id, leaseTransactions.unitId));
}

export type TransactionView = Awaited<ReturnType<ReturnType<typeof selectTransactionView>['limit']>>[number];
