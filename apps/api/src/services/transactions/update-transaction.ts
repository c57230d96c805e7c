import { roles } from '@portal/domain/constants/roles';
import { todayIn } from '@portal/domain/dates/calendar-date';
import { isWithinMoveInWindow, moveInWindow } from '@portal/domain/flow/move-in-window';
import { rentForTerm } from '@portal/domain/pricing/rent';
import type { TransactionPatch } from '@portal/domain/schemas/lease-transaction';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { applicants, leaseTransactions, selectedRentalOptions } from '../../db/schema/lease-transactions.js';
import { units } from '../../db/schema/units.js';
import { AppError } from '../../lib/app-error.js';
import { message, type Text } from '../../messages/message.js';
import { loadPriceList } from '../pricing/community-price-list.js';
import { holdPrices } from '../pricing/held-prices.js';
import { leaseTermsOf, termsOfferedMessage } from '../units/community-pricing.js';
import { rentalOptionRowsOf } from '../units/list-rental-options.js';
import { baseRentOn } from '../units/scheduled-rent.js';
import { assertSecurityPaymentOption } from './security-payment-option.js';
import type { TransactionAccess } from './transaction-access.js';

function invalid(field: string, text: Text): AppError {
  return new AppError('ValidationError', text, { [field]: [text] });
}

/** PATCH /api/transactions/{id}/: every change is checked against the community's data, then saved at once. */
export async function updateTransaction(
  { db, clock }: AppContext,
  access: TransactionAccess,
  patch: TransactionPatch,
): Promise<void> {
  const { transaction, applicant } = access;
  const changesLease =
    patch.unit_id !== undefined ||
    patch.lease_term !== undefined ||
    patch.move_in_date !== undefined ||
    patch.selected_rental_options !== undefined;
  if (changesLease && applicant.role !== roles.primary_applicant.code) {
    throw new AppError('PermissionDenied', 'primary_only');
  }

  const [community] = await db.select().from(communities).where(eq(communities.id, transaction.communityId));
  if (!community) throw new Error(`Transaction ${transaction.id} has no community`);
  const unitId = patch.unit_id ?? transaction.unitId;
  const [unit] = await db
    .select()
    .from(units)
    .where(and(eq(units.id, unitId), eq(units.communityId, community.id)));
  if (!unit || (patch.unit_id !== undefined && !unit.available)) {
    throw invalid('unit_id', 'unit_not_available_choose_another');
  }

  if (patch.unit_security_payment_option !== undefined) {
    await assertSecurityPaymentOption(db, access, community, unit, patch.unit_security_payment_option);
  }

  const today = todayIn(community.timezone, clock.now());
  if (patch.move_in_date !== undefined) {
    const window = moveInWindow(unit.availableFrom, today);
    if (!isWithinMoveInWindow(patch.move_in_date, window)) {
      throw invalid(
        'move_in_date',
        window
          ? message('move_in_date_between', { earliest: window.earliest, latest: window.latest })
          : 'no_move_in_dates',
      );
    }
  }

  const terms = await leaseTermsOf(db, community.id);
  const term =
    typeof patch.lease_term === 'number' ? terms.find((t) => t.months === patch.lease_term) : undefined;
  if (patch.lease_term !== undefined && !term) {
    throw invalid('lease_term', termsOfferedMessage(terms));
  }

  const options = patch.selected_rental_options ? await rentalOptionRowsOf(db, community.id) : [];
  for (const [index, selection] of (patch.selected_rental_options ?? []).entries()) {
    const option = options.find((candidate) => candidate.id === selection.rental_option_id);
    const field = `selected_rental_options.${index}`;
    if (!option) throw invalid(field, 'rental_option_not_offered');
    if (selection.quantity > option.maxQuantity)
      throw invalid(field, message('rental_option_at_most', { max: option.maxQuantity }));
    const isPet = option.category === 'pets';
    if (!isPet && (selection.pet_type || selection.is_assistance_animal)) {
      throw invalid(field, 'pet_type_only_for_pets');
    }
    if (isPet && selection.pet_type && selection.pet_type !== option.key) {
      throw invalid(field, 'pet_type_mismatch');
    }
  }

  const now = clock.now();
  const reprices =
    patch.unit_id !== undefined || patch.lease_term !== undefined || patch.move_in_date !== undefined;
  const termForQuote = term ?? terms.find((t) => t.months === transaction.leaseTerm);
  // A new quote holds the rent for its move-in date and the community's charges as they stand now.
  const quote =
    reprices && termForQuote
      ? {
          quotedAt: now,
          quotedRentCents: rentForTerm(
            await baseRentOn(db, unit, patch.move_in_date ?? transaction.moveInDate),
            termForQuote,
          ),
          heldPrices: holdPrices(await loadPriceList(db, community.id)),
        }
      : {};
  await db.transaction(async (tx) => {
    await tx
      .update(leaseTransactions)
      .set({
        unitId,
        ...(patch.move_in_date !== undefined ? { moveInDate: patch.move_in_date } : {}),
        ...(term ? { leaseTerm: term.months, isMonthToMonth: false } : {}),
        ...(patch.unit_security_payment_option !== undefined
          ? { unitSecurityPaymentOption: patch.unit_security_payment_option }
          : {}),
        ...quote,
        updatedAt: now,
      })
      .where(eq(leaseTransactions.id, transaction.id));
    if (patch.selected_rental_options) {
      await tx
        .delete(selectedRentalOptions)
        .where(eq(selectedRentalOptions.leaseTransactionId, transaction.id));
      const kept = patch.selected_rental_options.filter((selection) => selection.quantity > 0);
      if (kept.length > 0) {
        await tx.insert(selectedRentalOptions).values(
          kept.map((selection) => {
            const option = options.find((candidate) => candidate.id === selection.rental_option_id);
            const isPet = option?.category === 'pets';
            return {
              leaseTransactionId: transaction.id,
              rentalOptionId: selection.rental_option_id,
              quantity: selection.quantity,
              petType: isPet ? (option?.key ?? null) : null,
              isAssistanceAnimal: isPet && selection.is_assistance_animal === true,
              quotedMonthlyCents: option?.monthlyCents ?? 0,
            };
          }),
        );
      }
    }
    if (patch.military_status !== undefined) {
      await tx
        .update(applicants)
        .set({ militaryStatus: patch.military_status })
        .where(eq(applicants.id, applicant.id));
    }
  });
}
