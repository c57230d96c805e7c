import { z } from 'zod';
import { militaryStatuses } from '../constants/military-statuses.js';
import { unitSecurityPaymentOptions } from '../constants/unit-security-payment-options.js';
import { usStates, zipBelongsToState } from '../constants/us-states.js';
import { paymentMethodSchema } from './payments.js';
import { recordIdSchema } from './record-id.js';
import { applicantSigningSchema } from './signable-documents.js';
import { buildingSchema, unitFactsSchema } from './units.js';

export const petTypeKeys = ['pets-dogs', 'pets-cats', 'pets-other'] as const;

export const selectedRentalOptionInputSchema = z.object({
  rental_option_id: recordIdSchema,
  quantity: z.number().int().min(0).max(10),
  pet_type: z.enum(petTypeKeys).optional(),
  is_assistance_animal: z.boolean().optional(),
});

export const leaseTermInputSchema = z.union([
  z.number().int().positive().max(36),
  z.literal('month_to_month'),
]);

export const transactionPatchSchema = z
  .object({
    move_in_date: z.iso.date({ error: 'Enter a valid date' }),
    lease_term: leaseTermInputSchema,
    unit_id: recordIdSchema,
    selected_rental_options: z.array(selectedRentalOptionInputSchema).max(30),
    military_status: z.enum(militaryStatuses),
    unit_security_payment_option: z.enum(unitSecurityPaymentOptions, {
      error: 'Choose the security deposit or the security fee',
    }),
  })
  .partial()
  .strict();
export type TransactionPatch = z.infer<typeof transactionPatchSchema>;

export const transactionEventSchema = z.object({
  event: z.number().int(),
  applicant: z.number().int().nullable(),
  created_at: z.iso.datetime(),
  milestone: z
    .boolean()
    .describe('The event marks where the whole application stands, not a page someone finished (0031)'),
});

/** A person on the transaction as the household sees them: a name and, when they joined, their role. */
export const householdPersonSchema = z.object({
  id: z.number().int(),
  role: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});
export type HouseholdPerson = z.infer<typeof householdPersonSchema>;

export const selectedRentalOptionSchema = z.object({
  id: z.number().int(),
  rental_option_id: z.number().int(),
  key: z.string(),
  category: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  included_quantity: z.number().int(),
  pet_type: z.enum(petTypeKeys).nullable(),
  is_assistance_animal: z.boolean(),
});

export const leaseTransactionSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  status: z.number().int(),
  community: z.object({ id: z.number().int(), slug: z.string(), display_name: z.string() }),
  unit: unitFactsSchema.extend({
    price: z
      .number()
      .int()
      .describe('Cents a month: the rent quoted for the lease chosen, else the base rent'),
    sqft: z.number().int(),
    available_date: z.iso.date(),
    building: buildingSchema,
  }),
  unit_available: z.boolean(),
  lease_start_date: z.iso.date().nullable(),
  lease_end_date: z.iso.date().nullable(),
  lease_term: leaseTermInputSchema.nullable(),
  move_in_date: z.iso.date().nullable(),
  breakdown_lease_end_date: z.iso
    .date()
    .nullable()
    .describe('The last day the payment breakdown charges (a renewal: of the new lease); null until chosen'),
  selected_rental_options: z.array(selectedRentalOptionSchema),
  events: z.array(transactionEventSchema),
  primary_applicant: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  /** Those who joined, by role (ids are applicant ids); occupants include no dependents (0031). */
  co_applicants: z.array(householdPersonSchema),
  occupants: z.array(householdPersonSchema),
  guarantors: z.array(householdPersonSchema),
  invitees: z
    .array(householdPersonSchema)
    .describe('Invitee ids: people added who have not joined, dependents (role 50, never invited) too'),
  /** The caller's own applicant record on this transaction. */
  applicant: z.object({
    id: z.number().int(),
    role: z.number().int(),
    has_access_to_application_link: z
      .boolean()
      .describe('False once the leasing team took away their access: every other call about it answers 404'),
  }),
  quote_expired: z.boolean(),
  security_deposit: z
    .number()
    .int()
    .nullable()
    .describe('Cents: the additional security deposit a conditional approval asks for, else null'),
  security_fee: z
    .number()
    .int()
    .nullable()
    .describe('Cents: the non-refundable security fee a conditional approval asks for instead, else null'),
  unit_security_payment_option: z
    .enum(unitSecurityPaymentOptions)
    .describe("The household's choice where the community offers the deposit alternative (0026)"),
  guarantor_requested: z
    .boolean()
    .describe('The leasing team asked for a guarantor (step 190) and none has been invited since'),
  income_requested: z
    .boolean()
    .describe('The leasing team asked the caller for more documents for a source they have not edited since'),
  documents_sent: z.boolean().describe('Lease documents are out for signature (unvoided)'),
  lease: z
    .object({ id: z.number().int(), enable_self_service_renewals: z.boolean() })
    .nullable()
    .describe('The lease this transaction executed or belongs to'),
});
export type LeaseTransaction = z.infer<typeof leaseTransactionSchema>;

/** The signed-in person's applications and leases. */
export const leaseTransactionListSchema = z.object({ transactions: z.array(leaseTransactionSchema) });
export type LeaseTransactionList = z.infer<typeof leaseTransactionListSchema>;

export const stateAbbreviations = usStates.map((state) => state.abbreviation) as [string, ...string[]];

export const ZIP_NOT_IN_STATE_MESSAGE = "This ZIP code isn't in the state you chose";

export const applicantAddressSchema = z
  .object({
    address_street: z.string().trim().min(1, 'Street address is required').max(200, 'Exceeds 200 characters'),
    address_line_2: z
      .string()
      .trim()
      .max(100, 'Exceeds 100 characters')
      .nullish()
      .transform((value) => value || null),
    address_city: z.string().trim().min(1, 'City is required').max(100, 'Exceeds 100 characters'),
    address_state: z.enum(stateAbbreviations, { error: 'Choose a state' }),
    address_postal_code: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
  })
  .superRefine((address, context) => {
    if (!zipBelongsToState(address.address_postal_code, address.address_state)) {
      context.addIssue({ code: 'custom', path: ['address_postal_code'], message: ZIP_NOT_IN_STATE_MESSAGE });
    }
  });
export type ApplicantAddress = z.infer<typeof applicantAddressSchema>;

export const applicantSchema = z.object({
  id: z.number().int(),
  role: z.number().int(),
  lease_transaction_id: z.number().int(),
  email: z.string().describe("The caller's sign-in e-mail"),
  events: z
    .array(transactionEventSchema)
    .describe(
      "The steps this applicant finished on the transaction, oldest first (the transaction's events for them)",
    ),
  bank_accounts: z
    .array(paymentMethodSchema)
    .describe(
      "The caller's saved bank accounts, as payments/methods answers them: masked, never a full number",
    ),
  address_street: z.string().nullable(),
  address_line_2: z.string().nullable(),
  address_city: z.string().nullable(),
  address_state: z.string().nullable(),
  address_postal_code: z.string().nullable(),
  military_status: z.enum(militaryStatuses).nullable(),
  move_in_date: z.iso.date().nullable(),
  is_move_in_threshold_exceeded: z.boolean(),
  stated_income: z.number().int().nullable().describe('Cents per year, as the applicant stated it'),
  stated_assets: z.number().int().nullable().describe('Cents, as the applicant stated them'),
  enabled_for_stated_income_assets: z
    .boolean()
    .describe(
      "Whether they are asked to state their income and assets (the community's enable_stated_income_assets)",
    ),
  is_income_and_employment_completed: z.boolean().describe('They finished the Income & Employment step'),
  res_app_portal_url: z
    .string()
    .nullable()
    .describe("The community's resident portal (its resident_portal_url setting), null without one"),
  failed_payment: z
    .object({
      payment_id: z.number().int(),
      payment_method_id: z.number().int().nullable(),
      amount: z.number().int().describe('Cents'),
      failed_on: z.iso.date().describe("The day the bank returned it, in the community's calendar"),
    })
    .nullable()
    .describe(
      "The caller's latest payment on this transaction their bank returned and not paid again (0031)",
    ),
  ...applicantSigningSchema.shape,
});
export type Applicant = z.infer<typeof applicantSchema>;
