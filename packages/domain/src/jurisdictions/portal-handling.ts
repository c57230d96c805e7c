import type { RuleKey } from './jurisdiction-profile.js';

/** What the portal does about each kind of rule today, and what it leaves to a later release. */
export const portalHandling: Readonly<Record<RuleKey, string>> = {
  screeningFee:
    'Settings refuse a screening fee above a dollar cap; the payment breakdown never charges an applicant more, saying why, and the fee sheet and rental fees agreement print the capped figure. The itemized receipt and the refunds to applicants not chosen follow their own rules.',
  depositLimit:
    "Settings refuse deposits above the limit at a unit's base rent; the payment breakdown cuts deposits to the limit at the lease's own rent, saying why. The small-landlord allowance is never applied.",
  preApplicationNotice:
    "Shown on the Fees & Deposits step (the state's paragraphs, the screening agency, whether reusable reports are accepted, then the screening criteria); each applicant accepts it, kept with the time and the text's version, and no payment is taken before. The portal does not screen in the order received, so it refunds those not chosen (next rule).",
  screeningFeeRefund:
    'When staff approve an application, every other application for the same unit not selected (still applying, denied or withdrawn) whose applicants paid a screening fee gets it back through the payment processor at once, with an e-mailed receipt; a background round does the same for every application not selected 30 days after it was made, even one still being decided. The application file shows why, the day it was due by and the day it was refunded.',
  screeningFeeReceipt:
    "Settings split a screening fee into the screening agency's charge and the processing time (both must add up to the fee; without a split the whole fee is the agency's charge). Where the rule applies, the receipt shown after paying and the receipt e-mail list both parts of each screening fee paid, with a line naming the law. The consumer credit report copy is not sent by the portal.",
  portableReport:
    'Where the law requires it or waives the fee, or the community accepts them (Application settings), Fees & Deposits offers "I have a screening report from the last 30 days": the applicant uploads it or names the agency and reference, the date is checked, and the screening fee is waived with a note saying why. Staff see it in the application file and accept it or find it not acceptable with a reason (the fee is then due again).',
  lookback:
    "Records older than the window, and undated ones, are left out of the application file's screening and its recommendation, and no criminal review is asked about them; the file says how many were left out and under which law. The exceptions for some older convictions are not recognised (a screening result does not name the offence), so those records are left out too.",
  fairChance:
    'Listed here only: the conditional offer, the notice of rights and the assessment with its response window are not built yet.',
  otherFees:
    "Settings refuse every one-time fee but the screening fee, and a rental option's one-time fee; a fee configured before is not charged: the payment breakdown shows it at $0 saying why, and the rental fees agreement prints it so. A conditional approval there asks for a further deposit, never a fee: the console's fee is refused with the rule.",
  adverseAction:
    "The portal's adverse action notice follows federal law; a state's additions are not added to it yet.",
};
