import { FeeCategory } from '@portal/domain/constants/fee-categories';
import type { Language } from '@portal/domain/constants/languages';
import { todayIn } from '@portal/domain/dates/calendar-date';
import {
  capInOrder,
  screeningFeeLimit,
  shortCite,
  upFrontFeeBan,
} from '@portal/domain/jurisdictions/charge-limits';
import { portableReportOffer } from '@portal/domain/jurisdictions/portable-report';
import type { AppContext } from '../../app-context.js';
import { documentText } from '../../messages/documents-text.js';
import type { CommunityRow } from '../communities/find-community.js';
import { lawsOfCommunity } from '../jurisdictions/rule-overrides.js';
import type { FeeRow } from '../pricing/community-price-list.js';

/** What the law of the community's place changes in the fee documents, so they print what is charged. */
export interface FeeDocumentLaw {
  screeningFeeCap: { cents: number; law: string; cite: string } | null;
  ownReport: { days: number; cite: string } | null;
  depositLimit: { law: string; cite: string } | null;
  /** No one-time fee but the screening fee may be charged (New York). */
  upFrontFeeBan: { law: string; cite: string } | null;
}

export async function feeDocumentLaw(context: AppContext, community: CommunityRow): Promise<FeeDocumentLaw> {
  const { rules } = await lawsOfCommunity(context.db, community);
  const cap = screeningFeeLimit(rules, todayIn(community.timezone, context.clock.now()));
  const offer = portableReportOffer(rules, community.settings.accept_portable_screening_reports);
  const ban = upFrontFeeBan(rules);
  return {
    screeningFeeCap:
      cap && rules.screeningFee
        ? {
            cents: cap.cents,
            law: rules.screeningFee.from.name,
            cite: shortCite(rules.screeningFee.citation),
          }
        : null,
    ownReport: offer ? { days: offer.maxAgeDays, cite: offer.cite } : null,
    depositLimit: rules.depositLimit
      ? { law: rules.depositLimit.from.name, cite: shortCite(rules.depositLimit.citation) }
      : null,
    upFrontFeeBan: ban ? { law: ban.law, cite: ban.cite } : null,
  };
}

const isScreeningFee = (fee: FeeRow) =>
  fee.kind === 'one_time' && fee.category === FeeCategory.ApplicationFees;

/** A one-time fee the law allows no more than the screening fee up front: none of it is charged. */
const isBanned = (fee: FeeRow, law: FeeDocumentLaw) =>
  law.upFrontFeeBan !== null && fee.kind === 'one_time' && !isScreeningFee(fee);

const notCharged = (fee: FeeRow): FeeRow => ({
  ...fee,
  amountCents: fee.amountCents === null ? null : 0,
  amountCentsByBedrooms: fee.amountCentsByBedrooms
    ? Object.fromEntries(Object.keys(fee.amountCentsByBedrooms).map((bedrooms) => [bedrooms, 0]))
    : null,
});

/**
 * The fees at the figure charged, as the payment breakdown charges them: the screening fees cut, in their
 * order, to what the cap leaves (a fee by bedrooms figure by figure), and a fee the law bans at nothing.
 */
export function feesAsCharged(fees: readonly FeeRow[], law: FeeDocumentLaw): FeeRow[] {
  const allowed = fees.map((fee) => (isBanned(fee, law) ? notCharged(fee) : fee));
  return screeningFeesCapped(allowed, law);
}

function screeningFeesCapped(fees: readonly FeeRow[], law: FeeDocumentLaw): FeeRow[] {
  const cap = law.screeningFeeCap;
  if (!cap) return [...fees];
  const screening = fees.filter(isScreeningFee);
  const allowed = capInOrder(
    screening.map((fee) => fee.amountCents ?? 0),
    cap.cents,
  );
  return fees.map((fee) => {
    const index = screening.indexOf(fee);
    if (index < 0) return fee;
    const byBedrooms = fee.amountCentsByBedrooms
      ? Object.fromEntries(
          Object.entries(fee.amountCentsByBedrooms).map(([bedrooms, cents]) => [
            bedrooms,
            Math.min(cents, cap.cents),
          ]),
        )
      : null;
    return {
      ...fee,
      amountCents: fee.amountCents === null ? null : (allowed[index] ?? 0),
      amountCentsByBedrooms: byBedrooms,
    };
  });
}

/** The law's sentences under a fee line: the screening fee's cap and waiver, or a banned fee's rule. */
export function feeLawText(fee: FeeRow, law: FeeDocumentLaw, language: Language): string {
  if (isBanned(fee, law) && law.upFrontFeeBan) {
    return ` ${documentText(language, 'law_fee_not_allowed', law.upFrontFeeBan)}`;
  }
  if (!isScreeningFee(fee)) return '';
  const sentences = [
    law.screeningFeeCap
      ? documentText(language, 'law_screening_fee_cap', {
          law: law.screeningFeeCap.law,
          amount: { cents: law.screeningFeeCap.cents },
          cite: law.screeningFeeCap.cite,
        })
      : null,
    law.ownReport
      ? documentText(language, 'law_own_report', {
          days: String(law.ownReport.days),
          cite: law.ownReport.cite,
        })
      : null,
  ];
  return sentences
    .filter((sentence) => sentence !== null)
    .map((sentence) => ` ${sentence}`)
    .join('');
}

/** The deposits section's sentence on the law's limit, when there is one. */
export function depositLawText(law: FeeDocumentLaw, language: Language): string | undefined {
  return law.depositLimit ? documentText(language, 'law_deposit_limit', law.depositLimit) : undefined;
}
