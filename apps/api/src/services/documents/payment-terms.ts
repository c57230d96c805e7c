import { FeeCategory } from '@portal/domain/constants/fee-categories';
import type { Language } from '@portal/domain/constants/languages';
import {
  HOLDING_DEPOSIT_TERMS_CONTENT_TYPE,
  type HoldingDepositTerms,
} from '@portal/domain/schemas/payment-terms';
import type { AppContext } from '../../app-context.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { loadDueAtApplication } from '../payments/payment-options.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { placeOf } from './application-place.js';
import { fillTemplate, keepSections } from './markdown-text.js';
import { formatDollars } from './money-text.js';
import { joinWords } from './rental-fees-agreement.js';
import { currentPaymentTermsRevision } from './terms-revisions.js';
import { countedText } from './text-documents.js';

/**
 * GET /api/transaction/{id}/holding_deposit_terms/: the payment terms with this application's amounts, as
 * HTML in `language`. The markup comes only from our own content file; every inserted value is escaped,
 * so the result is safe to render.
 */
export async function getHoldingDepositTerms(
  context: AppContext,
  access: TransactionAccess,
  canProceedToPayment: boolean,
  language: Language,
): Promise<HoldingDepositTerms> {
  const [revision, due, place] = await Promise.all([
    currentPaymentTermsRevision(language),
    loadDueAtApplication(context, access),
    placeOf(context, access),
  ]);
  const { one_time_fees, deposits } = due.breakdown;
  const applicationFee = one_time_fees.items.find((line) => line.type === 'application_fee');
  const holdingDeposit = deposits.items
    .filter((line) => line.category === String(FeeCategory.HoldingDeposits))
    .reduce((sum, line) => sum + line.amount, 0);
  const adults = applicationFee?.quantity ?? 0;

  const template = keepSections(revision.text, {
    has_holding_deposit: holdingDeposit > 0,
    accepts_ach: due.acceptsAch,
    can_proceed_to_payment: canProceedToPayment && due.balance > 0,
  });
  const html = fillTemplate(
    template,
    {
      unit: place.unit,
      community: place.community,
      company: place.company,
      phone: place.phone,
      application_fee: formatDollars(applicationFee?.price ?? 0),
      adults: countedText(language, 'terms_adults', adults),
      application_fees_total: formatDollars(applicationFee?.amount ?? 0),
      holding_deposit: formatDollars(holdingDeposit),
      due_now: formatDollars(due.balance),
      due_now_items: joinWords(
        due.items.map((line) => `${line.name} ${formatDollars(line.amount)}`),
        language,
      ),
    },
    escapeHtml,
  );
  return { html, current_revision: { id: revision.id, content_type: HOLDING_DEPOSIT_TERMS_CONTENT_TYPE } };
}
