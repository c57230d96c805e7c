import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { communities } from '../../src/db/schema/communities.js';
import { units } from '../../src/db/schema/units.js';
import type { StartedApplication } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { pdfWords } from '../payments/pdf-text.js';
import { TEST_SSNS } from '../screening/screening-helpers.js';
import { describeApi } from '../support/test-app.js';
import { DEMO_STAFF, getAs, staffToken, submittedApplicant } from './staff-helpers.js';

const YEARLY_INCOME = 12 * 600_000;

describeApi('GET /api/transactions/{id}/aan-document/', (context) => {
  const db = () => context().database.db;
  let manager: string;

  beforeAll(async () => {
    manager = await staffToken(context().app, DEMO_STAFF.mapleCourtManager);
  });
  beforeEach(async () => {
    await db().update(units).set({ available: true }).where(eq(units.unitNumber, '102'));
  });

  const decide = async ({ transactionId }: StartedApplication, payload: object) => {
    const response = await context().app.inject({
      method: 'POST',
      url: `/api/staff/applications/${transactionId}/decision/`,
      headers: withToken(manager),
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const noticeOf = (token: string | null, { transactionId }: StartedApplication) =>
    getAs(context().app, token, `/api/transactions/${transactionId}/aan-document/`);

  it('gives a denied applicant every element the FCRA asks for, with the credit score where credit mattered', async () => {
    const application = await submittedApplicant(context(), TEST_SSNS.eviction, YEARLY_INCOME);
    await decide(application, {
      decision: 'deny',
      reasons: ['eviction', 'credit'],
      override_reason: 'The collection account is from the same landlord as the eviction.',
    });
    const response = await noticeOf(application.user.token, application);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    const words = await pdfWords(response.rawPayload);
    for (const expected of [
      'Adverse Action Notice',
      'Dear Avery Quinn',
      'Unfortunately, we were unable to approve your application.',
      'The screening found an eviction record within the period the community considers.',
      "Your credit history did not meet the community's credit requirements.",
      'Sandbox Tenant Screening (test data)',
      '100 Example Way, Austin, TX 78701. Toll-free: 1-800-555-0100.',
      'did not make this decision and is unable to tell you the specific reasons why it was made.',
      'free copy of your consumer report',
      'within 60 days',
      'dispute the accuracy or completeness',
      'Your score: 655, on a range from 300 to 850',
      'Serious delinquency or collection filed',
      'Maple Court Apartments: 1200 Maple Ave, Austin, TX 78701',
    ]) {
      expect(words).toContain(expected);
    }
  });

  it("names the community's own screening agency once set; a phone that is not toll-free is refused", async () => {
    const admin = await staffToken(context().app, DEMO_STAFF.harborAdmin);
    const setAgency = (toll_free_phone: string) =>
      context().app.inject({
        method: 'PATCH',
        url: '/api/admin/communities/maple-court/',
        headers: withToken(admin),
        payload: {
          settings: {
            screening_agency: {
              name: 'Lone Star Screening',
              address: '9 Congress Ave, Austin, TX 78701',
              toll_free_phone,
            },
          },
        },
      });
    const refused = await setAgency('(512) 555-0100');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors['settings.screening_agency.toll_free_phone']).toEqual([
      'Use a toll-free number, like 1-800-555-0100.',
    ]);
    expect((await setAgency('1-888-555-0199')).statusCode).toBe(200);
    try {
      const application = await submittedApplicant(context(), TEST_SSNS.eviction, YEARLY_INCOME);
      await decide(application, {
        decision: 'deny',
        reasons: ['eviction'],
        override_reason: 'Eviction on record.',
      });
      const words = await pdfWords((await noticeOf(application.user.token, application)).rawPayload);
      expect(words).toContain('Lone Star Screening');
      expect(words).toContain('9 Congress Ave, Austin, TX 78701. Toll-free: 1-888-555-0199.');
      expect(words).not.toContain('Sandbox Tenant Screening (test data)');
    } finally {
      const [community] = await db().select().from(communities).where(eq(communities.slug, 'maple-court'));
      if (community) {
        const { screening_agency: _dropped, ...settings } = community.settings;
        await db().update(communities).set({ settings }).where(eq(communities.id, community.id));
      }
    }
  });

  it('leaves the credit score out when credit played no part, and shows an "other" reason\'s note', async () => {
    const application = await submittedApplicant(context(), TEST_SSNS.clear, YEARLY_INCOME);
    await decide(application, {
      decision: 'deny',
      reasons: ['other'],
      note: 'The household asked for a move-in date the unit cannot meet.',
      override_reason: 'Move-in date impossible.',
    });
    const words = await pdfWords((await noticeOf(application.user.token, application)).rawPayload);
    expect(words).toContain('The household asked for a move-in date the unit cannot meet.');
    expect(words).not.toContain('Your credit score');
  });

  it('gives one for a conditional approval the credit report caused, with the condition', async () => {
    const application = await submittedApplicant(context(), TEST_SSNS.thinCreditFile, YEARLY_INCOME);
    await decide(application, {
      decision: 'conditionally_approve',
      additional_deposit_cents: 149_500,
      kind: 'security_deposit',
    });
    const words = await pdfWords((await noticeOf(application.user.token, application)).rawPayload);
    expect(words).toContain('We can approve your application only on this condition:');
    expect(words).toContain('A $1,495.00 security deposit is required for this application.');
    expect(words).toContain('could not produce a credit score from your credit file');
  });

  it('is not there for an approved or undecided application, for anyone else, or for an impersonating staff member', async () => {
    const approved = await submittedApplicant(context(), TEST_SSNS.clear, YEARLY_INCOME);
    expect((await noticeOf(approved.user.token, approved)).statusCode).toBe(404);
    await decide(approved, { decision: 'approve' });
    expect((await noticeOf(approved.user.token, approved)).statusCode).toBe(404);

    await db().update(units).set({ available: true }).where(eq(units.unitNumber, '102'));
    const denied = await submittedApplicant(context(), TEST_SSNS.eviction, YEARLY_INCOME);
    await decide(denied, { decision: 'deny', reasons: ['eviction'] });
    expect((await noticeOf(approved.user.token, denied)).statusCode).toBe(404);
    expect((await noticeOf(manager, denied)).statusCode).toBe(404);
    expect((await noticeOf(null, denied)).statusCode).toBe(401);
    expect(
      (await noticeOf(denied.user.token, { ...denied, transactionId: 'x' as unknown as number })).statusCode,
    ).toBe(400);

    const wormhole = await context().app.inject({
      method: 'POST',
      url: '/api/staff/wormhole-tokens/',
      headers: withToken(manager),
      payload: { user_id: denied.user.id },
    });
    const impersonated = await context().app.inject({
      method: 'POST',
      url: '/api/communities/maple-court/login/',
      payload: { username: denied.user.email, w: wormhole.json().token },
    });
    expect((await noticeOf(impersonated.json().token, denied)).statusCode).toBe(404);
  });
});
