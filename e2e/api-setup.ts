import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from './fixtures.js';

/**
 * Setting the scene through the API, for tests about a later screen: the request context keeps the
 * session cookies, so a page of the same context is signed in too.
 */

export const PASSWORD = 'Maple2026';

/** Every test gets its own account: the suite runs in parallel against one database. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export interface ApiSession {
  /** Headers for state-changing calls: the session cookie rides along, the CSRF token goes here. */
  headers: Record<string, string>;
}

export interface NewAccount {
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  /** (512) 555-0188 unless given; where identity passcodes are sent. */
  phoneNumber?: string;
}

export async function registerThroughApi(
  request: APIRequestContext,
  community: string,
  account: NewAccount = {},
): Promise<ApiSession> {
  const response = await request.post(`/api/communities/${community}/register/`, {
    data: {
      first_name: account.firstName ?? 'Robin',
      last_name: account.lastName ?? 'Okafor',
      email: account.email ?? uniqueEmail('applicant'),
      phone_number: account.phoneNumber ?? '(512) 555-0188',
      date_of_birth: '1988-06-15',
      password: account.password ?? PASSWORD,
    },
  });
  expect(response.status()).toBe(201);
  const { csrf_token } = (await response.json()) as { csrf_token: string };
  return { headers: { 'X-CSRF-Token': csrf_token } };
}

export async function unitId(
  request: APIRequestContext,
  community: string,
  unitNumber: string,
): Promise<number> {
  const response = await request.get(`/api/communities/${community}/units/`);
  const { units } = (await response.json()) as { units: Array<{ id: number; unit_number: string }> };
  const unit = units.find((entry) => entry.unit_number === unitNumber);
  if (!unit) throw new Error(`Unit ${unitNumber} is not available`);
  return unit.id;
}

/** "Apply" through the API: the new transaction's id. */
export async function applyThroughApi(
  request: APIRequestContext,
  session: ApiSession,
  community: string,
  unitNumber: string,
): Promise<number> {
  const response = await request.post('/api/transactions/', {
    headers: session.headers,
    data: { unit_id: await unitId(request, community, unitNumber) },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The steps a test can finish through the API, in the order the journey asks for them. */
const STEPS = [
  'address',
  'military-status',
  'lease-terms',
  'rental-profile',
  'income-employment',
  'fees-deposits',
] as const;
type Step = (typeof STEPS)[number];

/**
 * Agrees to the payment terms, saves the sandbox's good card (setup intent, the card frame's post,
 * confirmation), prepares the payment of what is due and pays it, as the Fees & Deposits page does.
 */
async function payThroughApi(request: APIRequestContext, session: ApiSession, id: number) {
  const base = `/api/transaction/${id}`;
  const agreed = await request.post(`${base}/terms-accepted/`, {
    headers: session.headers,
    data: { type: 'payments', context: { time: new Date().toISOString() } },
  });
  expect(agreed.status()).toBe(201);
  await acceptNoticeBeforeFees(request, session, id);
  const setup = await request.post(`${base}/payments/intents/setup/`, { headers: session.headers });
  expect(setup.status()).toBe(201);
  const { intent } = (await setup.json()) as { intent: { id: string; client_secret: string } };
  const card = await request.post('/api/sandbox/payments/cards/', {
    data: {
      intent_id: intent.id,
      client_secret: intent.client_secret,
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    },
  });
  expect(card.status()).toBe(200);
  const confirmed = await request.post(`${base}/payments/intents/confirm/`, {
    headers: session.headers,
    data: { intent_id: intent.id },
  });
  expect(confirmed.status()).toBe(201);
  const method = (await confirmed.json()) as { id: number };
  const prepared = await request.post(`${base}/payments/intents/create/`, { headers: session.headers });
  expect(prepared.status()).toBe(201);
  const { intent: payment } = (await prepared.json()) as { intent: { id: string } };
  const paid = await request.post(`${base}/payment`, {
    headers: { ...session.headers, 'Idempotency-Key': `e2e-${id}-${Date.now()}` },
    data: { payment_method_id: method.id, payment_intent_id: payment.id },
  });
  expect(paid.status()).toBe(201);
}

/** Where the law asks for a notice before any fee (California, Washington), accepts it as the page does. */
async function acceptNoticeBeforeFees(request: APIRequestContext, session: ApiSession, id: number) {
  const url = `/api/transaction/${id}/pre-application-notice/`;
  const read = await request.get(url);
  expect(read.status()).toBe(200);
  const { required, accepted_at, notice } = (await read.json()) as {
    required: boolean;
    accepted_at: string | null;
    notice: { revision: string } | null;
  };
  if (!required || accepted_at !== null || !notice) return;
  const accepted = await request.post(url, {
    headers: session.headers,
    data: { revision: notice.revision, context: { time: new Date().toISOString() } },
  });
  expect(accepted.status()).toBe(201);
}

async function fillStep(request: APIRequestContext, session: ApiSession, id: number, step: Step) {
  if (step === 'address') {
    const transaction = await request.get(`/api/transactions/${id}/`);
    const { applicant } = (await transaction.json()) as { applicant: { id: number } };
    const saved = await request.put(`/api/applicant/${applicant.id}/`, {
      headers: session.headers,
      data: {
        address_street: '500 Congress Ave',
        address_line_2: null,
        address_city: 'Austin',
        address_state: 'TX',
        address_postal_code: '78701',
      },
    });
    expect(saved.status()).toBe(200);
  }
  if (step === 'lease-terms') {
    // December 15th, or the unit's first free day when it frees up later.
    const transaction = await request.get(`/api/transactions/${id}/`);
    const { unit } = (await transaction.json()) as { unit: { available_date: string } };
    const moveIn = unit.available_date > '2026-12-15' ? unit.available_date : '2026-12-15';
    const saved = await request.patch(`/api/transactions/${id}/`, {
      headers: session.headers,
      data: { move_in_date: moveIn, lease_term: 12 },
    });
    expect(saved.status()).toBe(200);
  }
  if (step === 'income-employment') {
    const reported = await request.post(`/api/transaction/${id}/financial-sources/`, {
      headers: session.headers,
      data: { report_no_income_assets: 'True' },
    });
    expect(reported.status()).toBe(200);
  }
  if (step === 'fees-deposits') await payThroughApi(request, session, id);
}

/**
 * Finishes the journey's steps up to and including `last` the way a user of the screens would (address
 * 500 Congress Ave, Austin; no military service; move-in 2026-12-15 for 12 months; no options; no
 * income or assets; the payment terms and any notice the law asks for before fees accepted, and what is
 * due paid with the sandbox card 4242…). Only the primary applicant may set the lease terms: another
 * household member's `lease-terms` only marks the page finished. A transfer starts at
 * `first: 'military-status'`: its address is carried over.
 */
export async function finishStepsThroughApi(
  request: APIRequestContext,
  session: ApiSession,
  id: number,
  last: Step,
  { setsLeaseTerms = true, first = 'address' as Step } = {},
): Promise<void> {
  for (const step of STEPS.slice(STEPS.indexOf(first), STEPS.indexOf(last) + 1)) {
    if (step !== 'lease-terms' || setsLeaseTerms) await fillStep(request, session, id, step);
    const data = step === 'military-status' ? { military_status: 'none' } : undefined;
    const done = await request.post(`/api/page-complete/${id}/`, {
      headers: session.headers,
      data: { page: step, data },
    });
    expect(done.status()).toBe(200);
  }
}

/**
 * A new applicant of `community` who applied for `unitNumber` and finished the steps up to `last`
 * (none when omitted): the transaction's base path, signed in in `page`.
 */
export async function applicantAt(
  page: Page,
  community: string,
  unitNumber: string,
  last?: Step,
  account: NewAccount = {},
): Promise<{ base: string; id: number; session: ApiSession }> {
  const session = await registerThroughApi(page.request, community, account);
  const id = await applyThroughApi(page.request, session, community, unitNumber);
  if (last) await finishStepsThroughApi(page.request, session, id, last);
  return { base: `/${community}/transaction/${id}`, id, session };
}

/** A phone number of this test's own, so parallel tests never read each other's texts. */
export function uniquePhone(): string {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return `(512) ${String(2 + (Number(digits[0]) % 8))}${digits.slice(1, 3)}-${digits.slice(3)}`;
}

/**
 * The sandbox's test SSNs (docs/api.md, "Screening"): all clear, a criminal record needing review, a thin
 * credit file and an eviction record.
 */
export const TEST_SSNS = {
  clear: '500010001',
  criminalReview: '500010020',
  thinCreditFile: '500010010',
  eviction: '500010030',
} as const;

/** Consents to the screening criteria with a sandbox test SSN (all clear by default), as the Screening page does. */
export async function screenThroughApi(
  request: APIRequestContext,
  session: ApiSession,
  id: number,
  ssn: string = TEST_SSNS.clear,
) {
  const screened = await request.post(`/api/transaction/${id}/screening/`, {
    headers: session.headers,
    data: { ssn, terms_accepted: true },
  });
  expect(screened.status()).toBe(201);
}

/**
 * A new applicant of `community` with a phone of their own, who finished every step up to Screening:
 * Identity Verification is next.
 */
export async function applicantAtIdentity(page: Page, community: string, unitNumber: string) {
  const phoneNumber = uniquePhone();
  const session = await registerThroughApi(page.request, community, { phoneNumber });
  const id = await applyThroughApi(page.request, session, community, unitNumber);
  await finishStepsThroughApi(page.request, session, id, 'fees-deposits');
  await screenThroughApi(page.request, session, id);
  return { base: `/${community}/transaction/${id}`, id, session, phoneNumber };
}

export function drawerSteps(page: Page) {
  return page
    .getByRole('complementary', { name: 'Application progress' })
    .getByRole('navigation', { name: 'Application steps' });
}

/** Adds a person to the household (`person` as the invitees API takes it): the invitee's id. */
export async function inviteThroughApi(
  request: APIRequestContext,
  session: ApiSession,
  id: number,
  person: object,
): Promise<number> {
  const invited = await request.post(`/api/transaction/${id}/invitees/`, {
    headers: session.headers,
    data: person,
  });
  expect(invited.status()).toBe(201);
  return ((await invited.json()) as { id: number }).id;
}

/**
 * Sam Rivera, invited by e-mail as a roommate, signs up in a browser context of their own and joins the
 * application: their page and session, and `close` for their context.
 */
export async function roommateJoinsThroughApi(
  browser: Browser,
  ownerRequest: APIRequestContext,
  owner: ApiSession,
  id: number,
  account: Pick<NewAccount, 'phoneNumber'> = {},
) {
  const email = uniqueEmail('sam');
  const inviteeId = await inviteThroughApi(ownerRequest, owner, id, {
    role: 20,
    first_name: 'Sam',
    last_name: 'Rivera',
    email,
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = await registerThroughApi(page.request, 'maple-court', {
    ...account,
    email,
    firstName: 'Sam',
    lastName: 'Rivera',
  });
  const joined = await page.request.post('/api/applicant-role/', {
    headers: session.headers,
    data: { invitee_id: inviteeId },
  });
  expect(joined.status()).toBe(200);
  return { page, session, close: () => context.close() };
}

/** A real PNG of a plain card with a darker band, so a page showing the photo ID has a picture to show. */
function photoIdPng(width = 240, height = 150): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // 8 bits per channel
  header.writeUInt8(2, 9); // RGB
  const rows = Array.from({ length: height }, (_, y) => {
    const colour = y < height / 4 ? [40, 80, 140] : [225, 232, 240];
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) row.set(colour, 1 + x * 3);
    return row;
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Finishes Identity Verification by sending a photo ID for staff review, as the manual page does. */
export async function sendPhotoIdThroughApi(request: APIRequestContext, session: ApiSession, id: number) {
  const upload = await request.post('/api/uploads/', {
    headers: session.headers,
    multipart: { file: { name: 'photo-id.png', mimeType: 'image/png', buffer: photoIdPng() } },
  });
  expect(upload.status()).toBe(201);
  const { id: uploadId } = (await upload.json()) as { id: string };
  const sent = await request.post(`/api/transactions/${id}/identity-verification/`, {
    headers: session.headers,
    data: { method: 'manual', upload_id: uploadId },
  });
  expect(sent.status()).toBe(201);
}

/** A household of one, screened with `ssn` and through Identity Verification: submitted. */
export async function submittedApplicant(
  page: Page,
  community: string,
  unitNumber: string,
  ssn?: string,
  account: NewAccount = {},
) {
  const applicant = await applicantAt(page, community, unitNumber, 'fees-deposits', account);
  await screenThroughApi(page.request, applicant.session, applicant.id, ssn);
  await sendPhotoIdThroughApi(page.request, applicant.session, applicant.id);
  return applicant;
}

/** A small valid PDF, as a file the browser's file picker hands to the page. */
export function pdfFile(name: string) {
  const body = [
    '%PDF-1.7',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
    'trailer << /Size 3 /Root 1 0 R >>',
    '%%EOF',
  ];
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body.join('\n')) };
}

/**
 * An employment income source added through the API as the Add Income form does, with its paystubs
 * uploaded to the vault first (`amount` in dollars a year, as typed).
 */
export async function addEmploymentThroughApi(
  request: APIRequestContext,
  session: ApiSession,
  id: number,
  amount: string,
  paystubs: readonly string[],
) {
  const uploaded: string[] = [];
  for (const name of paystubs) {
    const response = await request.post('/api/uploads/', {
      headers: session.headers,
      multipart: { proof_type_id: '1', file: pdfFile(name) },
    });
    expect(response.status()).toBe(201);
    uploaded.push(((await response.json()) as { id: string }).id);
  }
  const added = await request.post(`/api/transaction/${id}/financial-sources/`, {
    headers: session.headers,
    data: { income_or_asset_type: 105, estimated_amount: amount, uploaded_documents: uploaded },
  });
  expect(added.status(), await added.text()).toBe(201);
}
