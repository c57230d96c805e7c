import { z } from 'zod';
import { languages } from '../constants/languages.js';
import { roles } from '../constants/roles.js';
import { leftOutReasons } from '../jurisdictions/lookback.js';
import { paymentBreakdownSchema } from '../pricing/payment-breakdown.js';
import { taxIdTypes } from '../screening/tax-id.js';
import { criminalReviewSchema } from './criminal-review.js';
import { employerSchema } from './employer.js';
import { financialSourceSchema } from './financial-sources.js';
import { ownReportSchema } from './own-screening-report.js';
import { recommendationSchema } from './recommendation.js';
import { screeningPolicySchema } from './screening-policy.js';
import { screeningReportResultSchema } from './screening-report.js';
import { documentTranslations, leaseDocumentTypes } from './signable-documents.js';
import { unitFactsSchema } from './units.js';

const roleKeys = Object.keys(roles) as [keyof typeof roles, ...Array<keyof typeof roles>];

export const identityStatuses = ['not_started', 'pending', 'verified', 'failed'] as const;

/** One person with an account on the application, with everything the leasing team weighs about them. */
export const staffApplicantSchema = z.object({
  applicant_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roleKeys),
  /** The language the portal speaks to them in, which the leasing team may want to answer in. */
  language: z.enum(languages),
  finished_steps: z
    .array(z.object({ step: z.number().int(), finished_at: z.iso.datetime({ offset: true }) }))
    .describe('The steps of the flow this person finished, in the order they finished them'),
  identity_status: z.enum(identityStatuses),
  has_access_to_application_link: z
    .boolean()
    .describe('False while the leasing team has taken their access to the application away'),
  screening: z
    .object({
      screened_at: z.iso.datetime({ offset: true }),
      tax_id_type: z.enum(taxIdTypes),
      tax_id_last4: z.string().nullable().describe('All that is ever shown of the number'),
      results: z.array(screeningReportResultSchema.extend({ record_date: z.iso.date().nullable() })),
    })
    .nullable(),
  stated_income_cents: z.number().int().nullable().describe('Per year, as the applicant stated it'),
  stated_assets_cents: z.number().int().nullable(),
  employer: employerSchema.nullable(),
  financial_sources: z.array(financialSourceSchema),
  /** The screening report they gave instead of the screening fee, where the law lets one stand for it. */
  own_screening_report: ownReportSchema.nullable(),
});
export type StaffApplicant = z.infer<typeof staffApplicantSchema>;

export const staffPaymentSchema = z.object({
  id: z.number().int(),
  payer_name: z.string(),
  amount_cents: z.number().int(),
  status: z.string().describe("'succeeded', or 'returned' once the bank sent the debit back"),
  paid_at: z.iso.datetime({ offset: true }),
});

export const leaseDocumentStatuses = ['sent', 'voided', 'executed'] as const;

/** One person who signs a lease document: a household member, or a guest signer without an account. */
export const staffLeaseSignerSchema = z.object({
  name: z.string(),
  email: z.string(),
  role_label: z.string(),
  is_guest: z.boolean(),
  viewed_at: z.iso.datetime({ offset: true }).nullable(),
  signed_at: z.iso.datetime({ offset: true }).nullable(),
});

/** A lease document sent for signing on the application, with where each of its signers stands. */
export const staffLeaseDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  document_type: z.enum(leaseDocumentTypes),
  status: z.enum(leaseDocumentStatuses),
  sent_at: z.iso.datetime({ offset: true }).nullable(),
  sealed_at: z.iso.datetime({ offset: true }).nullable(),
  /** Null when every signer reads English. */
  translation: z.enum(documentTranslations).nullable(),
  signers: z.array(staffLeaseSignerSchema),
});
export type StaffLeaseDocument = z.infer<typeof staffLeaseDocumentSchema>;

/** Screening records the law of the place leaves out, counted by reason and window (jurisdictions/lookback.ts). */
const recordsLeftOutSchema = z.object({
  because: z.enum(leftOutReasons),
  years: z
    .number()
    .int()
    .nullable()
    .describe('The window in years; null when the law never lets them be considered'),
  count: z.number().int(),
  cite: z.string().describe('The rule’s citation: "C.R.S. § 38-12-904(1)"'),
});

/** A screening fee owed back to an applicant not chosen: the day it is due by, and when it was refunded. */
export const screeningFeeRefundSchema = z.object({
  payer_name: z.string(),
  amount_cents: z.number().int(),
  cause: z
    .enum(['another_selected', 'no_selection_in_time'])
    .describe('Another application was chosen for the unit, or nobody was within the days the law allows'),
  due_on: z.iso.date(),
  refunded_at: z.iso.datetime({ offset: true }).nullable().describe('Null until the processor refunded it'),
});
export type ScreeningFeeRefund = z.infer<typeof screeningFeeRefundSchema>;

/** GET /api/staff/applications/{id}/: the application file a decision is made from. */
export const staffApplicationFileSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  status: z.number().int(),
  status_label: z.string(),
  community: z.object({ slug: z.string(), display_name: z.string(), timezone: z.string() }),
  unit: unitFactsSchema.extend({ available: z.boolean() }),
  lease_term: z.union([z.number().int(), z.literal('month_to_month')]).nullable(),
  move_in_date: z.iso.date().nullable(),
  monthly_rent_cents: z.number().int(),
  household: z.array(staffApplicantSchema),
  invited: z
    .array(z.object({ name: z.string(), role: z.enum(roleKeys), email: z.string().nullable() }))
    .describe('People added to the household who have not joined yet (dependents never do)'),
  payment_breakdown: paymentBreakdownSchema
    .nullable()
    .describe('Null until a move-in date and term are chosen'),
  payments: z.array(staffPaymentSchema),
  screening_fee_refunds: z
    .array(screeningFeeRefundSchema)
    .describe(
      "Screening fees owed back to applicants not selected, where the law asks it (California's Civil Code § 1950.6): another application was chosen for the unit, or nobody was in time; oldest first",
    ),
  screening_policy: screeningPolicySchema.nullable(),
  recommendation: recommendationSchema.nullable().describe('Null when the community has no screening policy'),
  records_left_out_by_law: z
    .array(recordsLeftOutSchema)
    .describe(
      'Records older than the lookback window of the law where the home is (Colorado): left out of the screening results and the recommendation, only counted here',
    ),
  criminal_reviews: z
    .array(criminalReviewSchema)
    .describe('Criminal review letters sent on this application, oldest first, with the answers'),
  lease_documents: z
    .array(staffLeaseDocumentSchema)
    .describe('The lease and addenda sent for signing, voided ones included'),
  can_decide: z
    .boolean()
    .describe(
      'The caller is a manager or an admin: deciding the application is theirs, not a leasing agent’s',
    ),
  can_countersign: z
    .boolean()
    .describe('Every signer has signed and the caller is a manager: the landlord may countersign now'),
});
export type StaffApplicationFile = z.infer<typeof staffApplicationFileSchema>;

/** `PUT /api/staff/applications/{id}/people/{applicantId}/application-link/`: take access away or give it back. */
export const applicationLinkAccessSchema = z.object({
  has_access_to_application_link: z.boolean({ error: 'Choose whether they may open the application.' }),
});
export type ApplicationLinkAccess = z.infer<typeof applicationLinkAccessSchema>;
