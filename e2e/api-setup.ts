import type { APIRequestContext, Page } from '@playwright/test';
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
      phone_number: '(512) 555-0188',
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
const STEPS = ['address', 'military-status', 'lease-terms', 'rental-profile'] as const;
type Step = (typeof STEPS)[number];

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
    const saved = await request.patch(`/api/transactions/${id}/`, {
      headers: session.headers,
      data: { move_in_date: '2026-12-15', lease_term: 12 },
    });
    expect(saved.status()).toBe(200);
  }
}

/**
 * Finishes the journey's steps up to and including `last` the way a user of the screens would (address
 * 500 Congress Ave, Austin; no military service; move-in 2026-12-15 for 12 months; no options). Only
 * the primary applicant may set the lease terms: another household member's `lease-terms` only marks
 * the page finished.
 */
export async function finishStepsThroughApi(
  request: APIRequestContext,
  session: ApiSession,
  id: number,
  last: Step,
  { setsLeaseTerms = true } = {},
): Promise<void> {
  for (const step of STEPS.slice(0, STEPS.indexOf(last) + 1)) {
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
): Promise<{ base: string; id: number; session: ApiSession }> {
  const session = await registerThroughApi(page.request, community);
  const id = await applyThroughApi(page.request, session, community, unitNumber);
  if (last) await finishStepsThroughApi(page.request, session, id, last);
  return { base: `/${community}/transaction/${id}`, id, session };
}

export function drawerSteps(page: Page) {
  return page
    .getByRole('complementary', { name: 'Application progress' })
    .getByRole('navigation', { name: 'Application steps' });
}
