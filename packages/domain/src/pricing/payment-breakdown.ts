import { z } from 'zod';
import { FeeCategory } from '../constants/fee-categories.js';
import {
  type BreakdownLimits,
  type ChargeLimit,
  capInOrder,
  type DepositLimit,
  type UpFrontFeeBan,
} from '../jurisdictions/charge-limits.js';
import type { PortableReportOffer } from '../jurisdictions/portable-report.js';
import { type BreakdownItem, breakdownGroupSchema, group, item } from './breakdown-item.js';
import { type LegalNoteWording, legalNoteInEnglish } from './legal-notes.js';
import { type MonthlyFeeInput, type MonthlyOptionInput, monthlyItems } from './monthly-items.js';
import { moveInProration, prorate } from './proration.js';

export interface BreakdownOptionInput extends MonthlyOptionInput {
  depositCents: number;
  oneTimeCents: number;
}

export interface BreakdownFeeInput {
  key: string;
  name: string;
  kind: 'one_time' | 'deposit' | 'monthly';
  category: number | null;
  amountCents: number | null;
  amountCentsByBedrooms: Record<string, number> | null;
  per: 'adult_applicant' | 'transaction';
  feeHelpText: string | null;
  taxable: boolean;
  /** Null: every transaction type. */
  transactionTypes: number[] | null;
}

/** An adult who pays an application fee: an applicant on the transaction or an invited person. */
export interface FeePayer {
  applicantId: number | null;
  inviteeId: number | null;
  /** They gave a screening report of their own that the law lets stand for the screening fee. */
  screeningFeeWaived: boolean;
}

export interface PaymentBreakdownInput {
  transactionType: number;
  moveInDate: string;
  leaseTermMonths: number;
  rentCents: number;
  bedrooms: number;
  salesTaxBasisPoints: number;
  options: readonly BreakdownOptionInput[];
  fees: readonly BreakdownFeeInput[];
  /** Monthly concessions that apply to the lease term, as positive amounts. */
  concessions: readonly { name: string; amountCents: number }[];
  adults: readonly FeePayer[];
  /** Enabled by the community and chosen by the household: a fee instead of the unit security deposit. */
  depositAlternativeChosen: boolean;
  /** What a conditional approval asks on top: an additional security deposit, or a non-refundable fee. */
  conditionalCharge: ConditionalCharge | null;
  /** What the laws of the home's place allow (jurisdictions/charge-limits.ts); none: nothing is limited. */
  limits?: BreakdownLimits;
  /** The law under which an applicant's own report waives their screening fee (jurisdictions/portable-report.ts). */
  screeningFeeWaiver?: PortableReportOffer | null;
  /** The language of the lines' `legal_note`; English unless given. */
  sayLegalNote?: LegalNoteWording;
}

export interface ConditionalCharge {
  amountCents: number;
  kind: 'security_deposit' | 'security_fee';
}

/** The names a conditional approval's charge is listed under. */
export const conditionalChargeNames = {
  security_deposit: 'Additional Security Deposit',
  security_fee: 'Security Fee',
} as const;

function conditionalItem(charge: ConditionalCharge): BreakdownItem {
  return item({
    name: conditionalChargeNames[charge.kind],
    amount: charge.amountCents,
    type: charge.kind === 'security_deposit' ? 'deposit' : 'fee',
    category: null,
    fee_help_text:
      charge.kind === 'security_deposit'
        ? 'Required by the conditional approval of this application.'
        : 'Non-refundable, required by the conditional approval of this application.',
  });
}

export const paymentBreakdownSchema = z.object({
  total_fees_per_month: z.number().int(),
  deposits: breakdownGroupSchema,
  one_time_fees: breakdownGroupSchema,
  monthly_fees: breakdownGroupSchema,
  monthly_fees_no_prorate: breakdownGroupSchema,
  savings: breakdownGroupSchema,
  updated_rental_option_fees: breakdownGroupSchema,
});
export type PaymentBreakdown = z.infer<typeof paymentBreakdownSchema>;

/** Fees the pricing rules single out by their key in the community's data. */
export const FeeKey = {
  UnitSecurityDeposit: 'unit-security-deposit',
  AdditionalSecurityDeposit: 'additional-security-deposit',
  OtherSecurityDeposit: 'other-security-deposit',
  DepositAlternative: 'deposit-alternative-fee',
} as const;

const securityDepositOrder: readonly string[] = [
  FeeKey.UnitSecurityDeposit,
  FeeKey.AdditionalSecurityDeposit,
  FeeKey.OtherSecurityDeposit,
];

/**
 * A fee naming transaction types applies to those alone (the transfer fee to transfers, never to a new
 * application); one naming none applies to every type. The pricing rules charge the application fee to
 * every adult applicant, a transferring resident too.
 */
export function appliesTo(fee: BreakdownFeeInput, transactionType: number): boolean {
  return fee.transactionTypes === null || fee.transactionTypes.includes(transactionType);
}

export function feeAmount(fee: BreakdownFeeInput, bedrooms: number): number {
  return fee.amountCents ?? fee.amountCentsByBedrooms?.[String(bedrooms)] ?? 0;
}

function feeItem(fee: BreakdownFeeInput, amount: number, type: BreakdownItem['type']): BreakdownItem {
  return item({
    name: fee.name,
    amount,
    type,
    category: fee.category === null ? null : String(fee.category),
    fee_help_text: fee.feeHelpText,
  });
}

/** Pricing rules "One-time items": application fee per adult, transaction fees, option fees, the alternative. */
function oneTimeItems(input: PaymentBreakdownInput): BreakdownItem[] {
  const fees = input.fees.filter((fee) => fee.kind === 'one_time' && appliesTo(fee, input.transactionType));
  const feeLines = fees.flatMap((fee) => {
    if (fee.key === FeeKey.DepositAlternative && !input.depositAlternativeChosen) return [];
    const amount = feeAmount(fee, input.bedrooms);
    if (fee.per !== 'adult_applicant') return [feeItem(fee, amount, 'fee')];
    const screening = fee.category === FeeCategory.ApplicationFees;
    const lineItems = input.adults.map((adult, index) => ({
      applicant: adult.applicantId,
      invitee: adult.inviteeId,
      amount,
      waived: screening && adult.screeningFeeWaived,
      id:
        adult.applicantId !== null ? `applicant-${adult.applicantId}` : `invitee-${adult.inviteeId ?? index}`,
    }));
    const charged = lineItems.reduce((sum, line) => sum + (line.waived ? 0 : line.amount), 0);
    return [
      {
        ...feeItem(fee, charged, 'application_fee'),
        price: amount,
        quantity: lineItems.length,
        line_items: lineItems,
      },
    ];
  });
  const optionLines = input.options
    .filter((option) => option.oneTimeCents > 0 && option.quantity > 0 && !option.isAssistanceAnimal)
    .map((option) =>
      item({
        name: `${option.name} fee`,
        amount: option.oneTimeCents * option.quantity,
        price: option.oneTimeCents,
        quantity: option.quantity,
        type: 'rental_option',
        category: option.category,
      }),
    );
  const conditional =
    input.conditionalCharge?.kind === 'security_fee' ? [conditionalItem(input.conditionalCharge)] : [];
  return [...feeLines, ...optionLines, ...conditional];
}

const isScreeningFee = (line: BreakdownItem) => line.category === String(FeeCategory.ApplicationFees);

/** Screening fees cut, in order, to what the law allows each applicant; a cut line says why. */
function withScreeningFeeLimit(
  items: BreakdownItem[],
  limit: ChargeLimit | null | undefined,
  say: LegalNoteWording,
): BreakdownItem[] {
  if (!limit) return items;
  const screening = items.filter(isScreeningFee);
  const allowed = capInOrder(
    screening.map((line) => line.price),
    limit.cents,
  );
  return items.map((line) => {
    const price = allowed[screening.indexOf(line)];
    if (price === undefined || price === line.price) return line;
    const lineItems = line.line_items.map((person) => ({ ...person, amount: price }));
    return {
      ...line,
      price,
      amount:
        lineItems.length === 0
          ? price
          : lineItems.reduce((sum, person) => sum + (person.waived ? 0 : person.amount), 0),
      line_items: lineItems,
      legal_note: say({ kind: 'screening_fee_lowered', fromCents: line.price, toCents: price, limit }),
    };
  });
}

/** Where the law allows no up-front fee but the screening fee, every other one-time line is not charged. */
function withUpFrontFeeBan(
  items: BreakdownItem[],
  ban: UpFrontFeeBan | null | undefined,
  say: LegalNoteWording,
): BreakdownItem[] {
  if (!ban) return items;
  const note = say({ kind: 'fee_not_allowed', ban });
  return items.map((line) =>
    isScreeningFee(line) || line.amount === 0
      ? line
      : {
          ...line,
          amount: 0,
          price: 0,
          line_items: line.line_items.map((person) => ({ ...person, amount: 0 })),
          legal_note: note,
        },
  );
}

/** A screening fee line some applicant's own report waived says so, after any cap's note. */
function withWaiverNote(
  items: BreakdownItem[],
  offer: PortableReportOffer | null | undefined,
  say: LegalNoteWording,
): BreakdownItem[] {
  if (!offer) return items;
  const note = say({ kind: 'screening_fee_waived', offer });
  return items.map((line) =>
    isScreeningFee(line) && line.line_items.some((person) => person.waived)
      ? { ...line, legal_note: line.legal_note ? `${line.legal_note} ${note}` : note }
      : line,
  );
}

/** Deposits cut, in their order, so that together they stay within the law's limit; a cut line says why. */
function withDepositLimit(
  items: BreakdownItem[],
  limit: DepositLimit | null | undefined,
  say: LegalNoteWording,
): BreakdownItem[] {
  if (!limit) return items;
  const allowed = capInOrder(
    items.map((line) => line.amount),
    limit.cents,
  );
  return items.map((line, index) => {
    const amount = allowed[index] ?? line.amount;
    if (amount === line.amount) return line;
    return {
      ...line,
      amount,
      legal_note: say({ kind: 'deposit_lowered', fromCents: line.amount, toCents: amount, limit }),
    };
  });
}

/** Pricing rules "Deposits": security deposits in their order, option deposits, then other deposits. */
function depositItems(input: PaymentBreakdownInput): BreakdownItem[] {
  const deposits = input.fees.filter(
    (fee) => fee.kind === 'deposit' && appliesTo(fee, input.transactionType),
  );
  const security = securityDepositOrder.flatMap((key) => {
    if (key === FeeKey.UnitSecurityDeposit && input.depositAlternativeChosen) return [];
    const fee = deposits.find((candidate) => candidate.key === key);
    const configured = fee ? [feeItem(fee, feeAmount(fee, input.bedrooms), 'deposit')] : [];
    // A conditional approval's deposit stands with the additional security deposit the rules order.
    const conditional =
      key === FeeKey.AdditionalSecurityDeposit && input.conditionalCharge?.kind === 'security_deposit'
        ? [conditionalItem(input.conditionalCharge)]
        : [];
    return [...configured, ...conditional];
  });
  const optionDeposits = input.options
    .filter((option) => option.depositCents > 0 && option.quantity > 0 && !option.isAssistanceAnimal)
    .map((option) =>
      item({
        name: `${option.name} deposit`,
        amount: option.depositCents * option.quantity,
        price: option.depositCents,
        quantity: option.quantity,
        type: 'deposit',
        category: option.category,
      }),
    );
  const others = deposits
    .filter((fee) => !securityDepositOrder.includes(fee.key))
    .map((fee) => feeItem(fee, feeAmount(fee, input.bedrooms), 'deposit'));
  return [...security, ...optionDeposits, ...others];
}

/** The spec's payment breakdown of a transaction, every amount in integer cents (pricing rules). */
export function paymentBreakdown(input: PaymentBreakdownInput): PaymentBreakdown {
  const fullMonth = monthlyItems({
    rentCents: input.rentCents,
    salesTaxBasisPoints: input.salesTaxBasisPoints,
    options: input.options,
    monthlyFees: input.fees
      .filter((fee) => fee.kind === 'monthly' && appliesTo(fee, input.transactionType))
      .map(
        (fee): MonthlyFeeInput => ({
          name: fee.name,
          amountCents: feeAmount(fee, input.bedrooms),
          taxable: fee.taxable,
          feeHelpText: fee.feeHelpText,
        }),
      ),
    concessions: input.concessions,
  });
  const proration = moveInProration(input.moveInDate);
  const noProrate = group(fullMonth);
  const say = input.sayLegalNote ?? legalNoteInEnglish;
  return {
    total_fees_per_month: noProrate.total + noProrate.total_tax,
    deposits: group(withDepositLimit(depositItems(input), input.limits?.deposits, say)),
    one_time_fees: group(
      withWaiverNote(
        withUpFrontFeeBan(
          withScreeningFeeLimit(oneTimeItems(input), input.limits?.screeningFee, say),
          input.limits?.otherFees,
          say,
        ),
        input.screeningFeeWaiver,
        say,
      ),
    ),
    monthly_fees: group(fullMonth.map((line) => prorate(line, proration, input.salesTaxBasisPoints))),
    monthly_fees_no_prorate: noProrate,
    savings: group(
      input.concessions.map((concession) =>
        item({
          name: concession.name,
          amount: Math.abs(concession.amountCents) * input.leaseTermMonths,
          price: Math.abs(concession.amountCents),
          quantity: input.leaseTermMonths,
          months: input.leaseTermMonths,
          type: 'concession',
          category: 'concession',
        }),
      ),
    ),
    // Scheduled option price changes are not modelled yet, so there is never an update to show.
    updated_rental_option_fees: group([]),
  };
}
