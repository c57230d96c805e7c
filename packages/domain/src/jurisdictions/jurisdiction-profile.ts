/**
 * A jurisdiction's rules for renting a home, as data: each rule names the law it comes from, the day it
 * was read, and what it means in plain words. A city's profile names its state's as parent and adds to
 * or overrides its rules; every profile descends from the federal base.
 */

export type JurisdictionId =
  | 'federal'
  | 'california'
  | 'colorado'
  | 'new-york-state'
  | 'new-york-city'
  | 'washington';

/** Where a rule comes from. */
export interface Citation {
  /** How a lawyer writes it: "N.Y. Real Prop. Law § 238-a(1)(b)". */
  cite: string;
  /** Where its text was read. */
  source: string;
  /** 'YYYY-MM-DD': the day its text (or, where `note` says so, a summary of it) was read. */
  readOn: string;
  /** What could not be checked against the text itself, and anything a reader should know. */
  note?: string;
}

interface RuleBase {
  citation: Citation;
  /** What the rule asks, in words a renter or leasing agent reads without a lawyer. */
  summary: string;
}

/** A dollar cap per applicant that holds whatever the landlord's cost (the landlord's cost may be lower). */
export interface FixedScreeningFeeCap extends RuleBase {
  kind: 'fixed_cap';
  capCents: number;
}

/** A cap that moves every year with the Consumer Price Index: one figure per calendar year. */
export interface YearlyScreeningFeeCap extends RuleBase {
  kind: 'yearly_cap';
  /** Calendar year → cap in cents, each with where the figure was read. */
  capsByYear: Readonly<Record<number, { capCents: number; source: string }>>;
  /** Where the next year's figure is published, for whoever keeps this table. */
  nextFigure: string;
}

/** No dollar figure: the fee may only cover the landlord's cost (same amount for every applicant). */
export interface CostOnlyScreeningFee extends RuleBase {
  kind: 'cost_only';
}

export type ScreeningFeeRule = FixedScreeningFeeCap | YearlyScreeningFeeCap | CostOnlyScreeningFee;

/** At most `months` of the monthly rent, all security however named (deposits and advances) together. */
export interface DepositLimitRule extends RuleBase {
  months: number;
  /** 'YYYY-MM-DD': leases made from this day. */
  since: string;
  /** A larger limit for a small landlord, as the statute defines one. */
  smallLandlord?: { months: number; who: string };
}

/** What must be given to the applicant before any fee is taken. */
export interface PreApplicationNoticeRule extends RuleBase {
  /** Short names of what the notice holds. */
  contents: readonly string[];
}

/**
 * The screening fee given back to every applicant not chosen, where the landlord does not screen
 * applications one at a time in the order received: due by the earlier of two days.
 */
export interface ScreeningFeeRefundRule extends RuleBase {
  /** Calendar days after another applicant is selected for the unit. */
  daysAfterSelection: number;
  /** Calendar days after the application was received: the refund is due by then whatever happens. */
  daysAfterApplication: number;
}

/** The receipt for a screening fee, and what it must itemize. */
export interface ScreeningFeeReceiptRule extends RuleBase {
  /** What the receipt lists, each with its amount: the out-of-pocket costs and the value of the time spent. */
  itemizes: readonly ('out-of-pocket expenses' | 'time spent')[];
}

/** A screening report the applicant brings, in place of the landlord's own (and its fee). */
export interface PortableReportRule extends RuleBase {
  /** required: must be accepted; optional: the landlord chooses; fee_waiver: the fee is waived with one. */
  acceptance: 'required' | 'optional' | 'fee_waiver';
  /** How recent the report must be. */
  maxAgeDays: number;
}

/** How far back records may be looked at, in years (null: not at all). */
export interface LookbackRule extends RuleBase {
  rentalAndCreditHistoryYears: number | null;
  /** Convictions older than this are left out, but for `exceptions`. */
  convictionYears: number | null;
  arrestsConsidered: boolean;
  exceptions: readonly string[];
}

/** New York City's Fair Chance for Housing: criminal history after a conditional offer, and only some of it. */
export interface FairChanceRule extends RuleBase {
  /** A conditional offer comes before any criminal background check. */
  conditionalOfferFirst: true;
  felonyLookbackYears: number;
  misdemeanorLookbackYears: number;
  /** Measured from release from incarceration, or from sentencing when there was none. */
  lookbackFrom: string;
  sexOffenseRegistryAlwaysReviewable: true;
  /** Business days the applicant has to answer before the offer may be withdrawn. */
  responseBusinessDays: number;
  /** 'YYYY-MM-DD' */
  since: string;
}

/** What no fee but the screening fee may be charged before or at the start of a tenancy. */
export interface OtherFeesRule extends RuleBase {
  /** Only the screening fee (and deposits within their limit) may be charged up front. */
  onlyScreeningFeeUpFront: true;
}

export interface AdverseActionRule extends RuleBase {
  contents: readonly string[];
}

export interface JurisdictionRules {
  screeningFee: ScreeningFeeRule;
  depositLimit: DepositLimitRule;
  preApplicationNotice: PreApplicationNoticeRule;
  screeningFeeRefund: ScreeningFeeRefundRule;
  screeningFeeReceipt: ScreeningFeeReceiptRule;
  portableReport: PortableReportRule;
  lookback: LookbackRule;
  fairChance: FairChanceRule;
  otherFees: OtherFeesRule;
  adverseAction: AdverseActionRule;
}
export type RuleKey = keyof JurisdictionRules;

/** A local law known to apply at some addresses of a profile, which the portal does not model yet. */
export interface LocalLawNotModelled {
  place: string;
  law: string;
  cite: string;
}

/** Which addresses a profile covers, beyond its state: a city by its names, counties or ZIP codes. */
export interface LocalArea {
  /** Names the post office and people use for it (boroughs count: "Brooklyn"). */
  cityNames: readonly string[];
  counties: readonly string[];
  /** Inclusive 5-digit ranges. */
  zipRanges: readonly (readonly [first: number, last: number])[];
}

export interface JurisdictionProfile {
  id: JurisdictionId;
  /** "New York City", used in messages: "New York City limits …". */
  name: string;
  /** The profile whose rules this one adds to; null only for the federal base. */
  parent: JurisdictionId | null;
  /** Two-letter state; null for the federal base. */
  state: string | null;
  /** Null: the whole state. */
  area: LocalArea | null;
  rules: Partial<JurisdictionRules>;
  notModelled?: readonly LocalLawNotModelled[];
}
