/** A card or bank account as the processor describes it: never more than what may be shown. */
export interface ProcessorPaymentMethod {
  reference: string;
  kind: 'card' | 'bank';
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
}

export interface ProcessorIntent {
  reference: string;
  /** Handed to the browser, which uses it to finish the intent with the processor's own card form. */
  clientSecret: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'processing' | 'succeeded' | 'canceled';
  amountCents: number | null;
  /** Set once a card is attached (setup) or charged (payment). */
  paymentMethod: ProcessorPaymentMethod | null;
  /** The processor's id of the money movement, once the payment succeeded. */
  chargeReference: string | null;
}

/** Decline codes (Stripe's) in words the payer can act on. */
const declineMessages = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds. Please use another card.',
  account_closed:
    'Your bank account could not be charged because it is closed. Please use another payment method.',
};
const BANK_NO_FUNDS = 'Your bank account has insufficient funds. Please use another payment method.';

/** What the payer is told when a charge of this kind of method fails with this code. */
export const declineMessage = (code: string, kind: 'card' | 'bank') =>
  kind === 'bank' && code === 'insufficient_funds'
    ? BANK_NO_FUNDS
    : ((declineMessages as Record<string, string | undefined>)[code] ?? declineMessages.card_declined);

/** The processor refused the charge; `message` is fit to show the payer. */
export class PaymentDeclinedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

export interface BankAccountDetails {
  ownerName: string;
  routingNumber: string;
  accountNumber: string;
}

/** US bank accounts (ACH), proven by two small deposits the owner reads off their statement. */
export interface BankAccountSupport {
  /** Attaches the account and sends the two micro-deposits. */
  attachBankAccount(customer: string, details: BankAccountDetails): Promise<ProcessorPaymentMethod>;
  /** Whether these are the two amounts deposited (in either order). */
  verifyMicroDeposits(reference: string, amountsCents: readonly [number, number]): Promise<boolean>;
}

/**
 * The outside service that holds cards and moves money (Stripe, or the built-in sandbox). Card numbers
 * go from the browser to the processor directly; our server only ever sees the processor's references.
 */
export interface PaymentProcessor {
  readonly name: 'sandbox' | 'stripe';
  /** What the browser needs to show the processor's card form. */
  readonly browser: { publishableKey: string | null; cardFrameUrl: string | null };
  createCustomer(details: { email: string; name: string; userId: number }): Promise<string>;
  createSetupIntent(customer: string): Promise<ProcessorIntent>;
  createPaymentIntent(details: {
    customer: string;
    amountCents: number;
    description: string;
    metadata: Record<string, string>;
  }): Promise<ProcessorIntent>;
  retrieveIntent(reference: string): Promise<ProcessorIntent>;
  /**
   * Charges the intent with a saved method. The same `idempotencyKey` never charges twice: a repeat answers
   * what the first call did. Throws PaymentDeclinedError when the card or account is refused.
   */
  confirmPaymentIntent(details: {
    reference: string;
    paymentMethod: string;
    idempotencyKey: string;
  }): Promise<ProcessorIntent>;
  /**
   * Gives back part or all of a charge to the method it came from. The same `idempotencyKey` never refunds
   * twice: a repeat answers the first refund's reference.
   */
  refundCharge(details: {
    chargeReference: string;
    amountCents: number;
    idempotencyKey: string;
    reason: string;
  }): Promise<{ reference: string }>;
  detachPaymentMethod(reference: string): Promise<void>;
  /** Null where bank accounts are not taken through the server (Stripe collects them with Stripe.js). */
  readonly bankAccounts: BankAccountSupport | null;
}
