/**
 * Every text of the e-mails and text messages the portal sends a renter, in English (mail-es.ts says each
 * again in Spanish). The staff's own e-mails (a household submitted, a set-password link) stay English in
 * their senders, as the staff console does.
 */
export const mailEn = {
  greeting: 'Hi {{name}},',

  invitation_subject: '{{inviter}} invited you to apply at {{community}}',
  invitation_summary:
    '{{inviter}} invited you to join their application for {{community}}, unit {{unit}}, as a {{role}}.',
  invitation_accept_by_email: 'Create your account or log in with this e-mail address to accept: {{link}}',
  invitation_accept_by_text: 'Sign up or log in with this phone number to accept: {{link}}',
  role_primary_applicant: 'primary applicant',
  role_co_applicant: 'roommate',
  role_guarantor: 'guarantor',
  role_occupant: 'occupant',
  role_dependent: 'dependent',
  role_household_member: 'household member',

  password_reset_subject: 'Reset your {{community}} password',
  password_reset_request: 'We received a request to reset the password of your {{community}} account.',
  password_reset_open_link: 'Open this link within 1 hour to choose a new password (it works once):',
  password_reset_html_link:
    '<a href="{{link}}">Choose a new password</a> within 1 hour (the link works once).',
  password_reset_ignore:
    'If you did not ask for this, you can ignore this email: your password stays the same.',

  passcode_text:
    '{{community}}: {{passcode}} is your identity verification code. It expires in {{minutes}} minutes. Never share it with anyone.',
  passcode_call:
    'This is {{community}}. Your identity verification code is {{passcode}}. Again, your code is {{passcode}}.',

  photo_id_rejected_subject: 'Please verify your identity again',
  photo_id_rejected_body:
    'The leasing team at {{community}} could not accept the photo ID you sent for application {{application}}.',
  photo_id_rejected_reason: 'Their reason: {{reason}}',
  photo_id_rejected_again:
    'Your application cannot be submitted until your identity is verified. Log in and verify it again here:',

  receipt_subject: 'Your payment receipt from {{community}}',
  receipt_thanks: 'Thank you for your payment to {{community}}. This is your receipt.',
  receipt_line: '{{item}}: {{amount}}',
  receipt_part_agency: "Screening agency's charge: {{amount}}",
  receipt_part_processing: 'Time spent to obtain and process your information: {{amount}}',
  receipt_itemized_by_law:
    "The law of {{law}} asks that this receipt itemize your screening fee: the screening agency's charge and the value of the time spent to obtain and process your information ({{cite}}).",
  receipt_total: 'Total paid: {{amount}}',
  receipt_paid_with: 'Paid with: {{method}}',
  receipt_date: 'Date: {{date}}',
  receipt_number: 'Receipt number: {{number}}',

  refund_receipt_subject: 'Your screening fee refund from {{community}}',
  refund_receipt_intro:
    'Another applicant was chosen for the apartment you applied for at {{community}}, so we have refunded your {{amount}} screening fee.',
  refund_receipt_intro_in_time:
    'No applicant was chosen within 30 days of your application at {{community}}, so we have refunded your {{amount}} screening fee, as the law asks.',
  refund_receipt_due: 'The law asks that it be refunded by {{date}}.',
  refund_receipt_amount: 'Refunded: {{amount}}',
  refund_receipt_date: 'Refund date: {{date}}',
  refund_receipt_number: 'Refund number: {{number}}',
  refund_receipt_where:
    'The money goes back to the card or bank account you paid with. Your bank may take 5 to 10 business days to show it.',
  payment_method_ending: '{{method}} ending in {{last4}}',
  payment_method_bank: 'Bank account',
  payment_method_card: 'Card',
  payment_method_saved: 'your saved payment method',

  payment_return_subject: 'Your payment to {{community}} was returned by your bank',
  payment_return_body:
    'Your bank returned your payment of {{amount}} to {{community}}, made on {{date}} from {{account}}.',
  payment_return_account_ending: 'the bank account ending in {{last4}}',
  payment_return_account: 'your bank account',
  payment_return_reason: 'Reason given by the bank: {{reason}} ({{code}}).',
  payment_return_on_hold: 'Your application is on hold until this balance of {{amount}} is paid.',
  payment_return_pay: 'Please sign in to your application and pay it with a card or another bank account.',
  payment_return_continue: 'Once it is paid, your application continues where you left off.',
  ach_return_R01: 'insufficient funds',
  ach_return_R02: 'the account is closed',
  ach_return_R03: 'no account was found',
  ach_return_R10: 'the account holder did not authorize the debit',
  ach_return_other: 'the bank did not accept the debit',

  screening_reports_subject: 'Your screening reports from {{community}}',
  screening_reports_asked:
    'You asked for a copy of the screening reports of your application {{application}}.',
  screening_reports_download: 'Log in and download them as PDFs here: {{link}}',

  criminal_review_subject: 'About your application for unit {{unit}}: a letter from the leasing team',
  criminal_review_body:
    'Before deciding on your application, the leasing team would like to hear from you about the criminal history in your screening report.',
  criminal_review_read: 'Log in and open your application to read the letter. You may answer until {{date}}.',

  documents_requested_subject: 'More documents needed for your application for unit {{unit}}',
  documents_requested_body: "We're requesting additional info to verify your income/assets.",
  documents_requested_add: 'Log in and open Income & Employment on your application to add the documents.',

  guarantor_requested_subject: 'A guarantor is needed for your application for unit {{unit}}',
  guarantor_requested_body: 'To go on with your application, the leasing team asks you to add a guarantor.',
  guarantor_requested_invite: 'Log in and open your application to invite one.',

  decision_home: '{{building}} Unit {{unit}}',
  decision_approved_subject: 'Your application for {{home}} has been approved',
  decision_approved_body: 'Your application for {{home}} has been approved.',
  decision_approved_next: "We'll reach out to you about how to sign the lease shortly.",
  decision_denied_subject: 'About your application for {{home}}',
  decision_denied_body: 'Unfortunately, we were unable to approve your application for {{home}}.',
  decision_denied_learn_why:
    'Log in and choose "Learn Why" on your application to read the notice that explains the decision and your rights.',
  deposit_notice_security_deposit: 'A {{amount}} security deposit is required for this application.',
  deposit_notice_security_fee: 'A {{amount}} non-refundable fee is required for this application.',

  lease_sent_subject: 'Your {{document}} for unit {{unit}} is ready to sign',
  lease_sent_opening: 'Your documents are ready for your signature.',
  signing_reminder_subject: 'Reminder: please sign your {{document}} for unit {{unit}}',
  signing_reminder_opening: 'A reminder from the leasing team: your signature is still needed.',
  signing_review_and_sign:
    'Log in to {{community}} and open your application to review and sign "{{document}}".',
  lease_executed_subject: 'Your lease for unit {{unit}} is executed',
  lease_executed_body: 'Everyone has signed and the landlord has countersigned: your lease is executed.',
  lease_executed_download: 'Log in to {{community}} to download your sealed copy.',
  guest_signer_subject: 'Please sign your documents for {{community}}',
  guest_signer_body: '{{community}} asks you to review and sign a document for unit {{unit}}.',
  guest_signer_link: 'Open this link to sign (it works once, for 7 days):',
} as const;
