import { militaryStatuses } from '@portal/domain/constants/military-statuses';
import { progressSteps } from '@portal/domain/constants/progress-steps';
import type { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { todayIn } from '@portal/domain/dates/calendar-date';
import type { CompletablePage } from '@portal/domain/flow/completable-pages';
import { lastStepWalked } from '@portal/domain/flow/flow-steps';
import { isWithinMoveInWindow, moveInWindow } from '@portal/domain/flow/move-in-window';
import { applicantAddressSchema } from '@portal/domain/schemas/lease-transaction';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { applicants } from '../../db/schema/lease-transactions.js';
import { units } from '../../db/schema/units.js';
import { AppError, type FieldTexts } from '../../lib/app-error.js';
import { assertIncomeStepComplete } from '../income/income-step.js';
import { assertNothingDueNow } from '../payments/fees-step.js';
import { assertEarlierStepsFinished, finishedSteps, recordStep } from './step-order.js';
import { submitWhenHouseholdFinished } from './submit-when-household-finished.js';
import type { TransactionAccess } from './transaction-access.js';

const militaryData = z.object({ military_status: z.enum(militaryStatuses) });

function stepOf(page: CompletablePage) {
  const step = progressSteps.find((candidate) => candidate.route === page);
  if (!step?.stepCode) throw new Error(`Page ${page} has no step code`);
  return step as typeof step & { stepCode: TransactionStep };
}

/**
 * Records that the caller finished a page: it must be valid on the server and every earlier page must be
 * finished first (409 otherwise). Completing a page twice changes nothing.
 */
export async function completePage(
  context: AppContext,
  { transaction, applicant }: TransactionAccess,
  page: CompletablePage,
  data: Record<string, unknown> | undefined,
): Promise<void> {
  const { db, clock } = context;
  const finished = await finishedSteps(db, { transaction, applicant });
  assertEarlierStepsFinished(finished, page);

  if (page === 'income-employment') await assertIncomeStepComplete(context, { transaction, applicant });
  if (page === 'fees-deposits') await assertNothingDueNow(context, { transaction, applicant });
  const problems = await pageProblems(db, clock.now(), { transaction, applicant }, page, data);
  if (problems) throw new AppError('ValidationError', 'page_incomplete', problems);

  const step = stepOf(page);
  await db.transaction(async (tx) => {
    if (page === 'military-status') {
      const { military_status } = militaryData.parse(data);
      await tx
        .update(applicants)
        .set({ militaryStatus: military_status })
        .where(eq(applicants.id, applicant.id));
    }
    if (!finished.has(step.stepCode))
      await recordStep(tx, { transaction, applicant }, step.stepCode, clock.now());
    // A transfer's last step walked is a page: finishing it may finish the household's part.
    if (step.stepCode === lastStepWalked(transaction.type))
      await submitWhenHouseholdFinished(tx, context, transaction.id, clock.now());
  });
}

async function pageProblems(
  db: AppContext['db'],
  now: Date,
  { transaction, applicant }: TransactionAccess,
  page: CompletablePage,
  data: Record<string, unknown> | undefined,
): Promise<FieldTexts | undefined> {
  if (page === 'address') {
    const parsed = applicantAddressSchema.safeParse({
      address_street: applicant.addressStreet ?? '',
      address_line_2: applicant.addressLine2,
      address_city: applicant.addressCity ?? '',
      address_state: applicant.addressState ?? '',
      address_postal_code: applicant.addressPostalCode ?? '',
    });
    if (parsed.success) return undefined;
    return Object.fromEntries(
      parsed.error.issues.map((issue) => [
        issue.path.join('.'),
        [{ said: issue.message, issue: { ...issue } }],
      ]),
    );
  }
  if (page === 'military-status') {
    return militaryData.safeParse(data).success ? undefined : { military_status: ['choose_military_status'] };
  }
  if (page === 'lease-terms') {
    const errors: FieldTexts = {};
    if (transaction.leaseTerm === null && !transaction.isMonthToMonth)
      errors.lease_term = ['choose_lease_term'];
    if (transaction.moveInDate === null) {
      errors.move_in_date = ['choose_move_in_date'];
    } else {
      const [row] = await db
        .select({ availableFrom: units.availableFrom, timezone: communities.timezone })
        .from(units)
        .innerJoin(communities, eq(communities.id, units.communityId))
        .where(eq(units.id, transaction.unitId));
      const window = row ? moveInWindow(row.availableFrom, todayIn(row.timezone, now)) : undefined;
      if (!isWithinMoveInWindow(transaction.moveInDate, window)) {
        errors.move_in_date = ['move_in_date_unavailable'];
      }
    }
    return Object.keys(errors).length > 0 ? errors : undefined;
  }
  return undefined;
}
