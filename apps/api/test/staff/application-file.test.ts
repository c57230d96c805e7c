import { ScreeningCategory } from '@portal/domain/constants/screening-categories';
import { beforeAll, expect, it } from 'vitest';
import { TEST_SSNS } from '../screening/screening-helpers.js';
import { describeApi } from '../support/test-app.js';
import { DEMO_STAFF, getAs, screenedApplicant, staffToken } from './staff-helpers.js';

describeApi('GET /api/staff/applications/{id}/', (context) => {
  let agent: string;
  let cedarManager: string;

  beforeAll(async () => {
    agent = await staffToken(context().app, DEMO_STAFF.mapleCourtAgent);
    cedarManager = await staffToken(context().app, DEMO_STAFF.cedarPointManager);
  });

  const screened = (ssn: string, yearlyIncomeCents: number | null) =>
    screenedApplicant(context(), ssn, yearlyIncomeCents);

  const fileOf = (token: string | null, id: number | string) =>
    getAs(context().app, token, `/api/staff/applications/${id}/`);

  it('shows the household, its screening to the last four digits, payments, prices and the recommendation', async () => {
    const application = await screened(TEST_SSNS.eviction, 12 * 600_000);
    const response = await fileOf(agent, application.transactionId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(TEST_SSNS.eviction);
    const file = response.json();
    expect(file).toMatchObject({
      id: application.transactionId,
      status_label: 'In Progress',
      community: { slug: 'maple-court' },
      unit: { unit_number: '102' },
      lease_term: 12,
      move_in_date: '2026-12-15',
      invited: [],
    });
    const [person] = file.household;
    expect(person).toMatchObject({
      applicant_id: application.applicantId,
      role: 'primary_applicant',
      email: application.user.email,
      identity_status: 'not_started',
      stated_income_cents: 7_200_000,
      employer: null,
      financial_sources: [],
      screening: { tax_id_type: 'ssn', tax_id_last4: '0030' },
    });
    const eviction = person.screening.results.find(
      (result: { category: number }) => result.category === ScreeningCategory.Eviction,
    );
    expect(eviction).toMatchObject({
      outcome: 'review',
      record_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(person.finished_steps.length).toBeGreaterThan(0);
    expect(file.payments).toEqual([
      expect.objectContaining({
        payer_name: 'Avery Quinn',
        status: 'succeeded',
        amount_cents: expect.any(Number),
      }),
    ]);
    expect(file.payment_breakdown).not.toBeNull();
    expect(file.screening_policy).toMatchObject({ min_credit_score: 620 });
    // Credit 655 passes at Maple Court; the eviction two years ago is inside the five-year look-back.
    expect(file.recommendation).toMatchObject({ decision: 'deny', outcome: 'fail', failed: ['eviction'] });
    expect(
      file.recommendation.criteria.find((c: { criterion: string }) => c.criterion === 'income'),
    ).toMatchObject({
      outcome: 'pass',
      household_monthly_income_cents: 600_000,
      household_required_cents: file.monthly_rent_cents * 3,
    });
  });

  it.each([
    {
      ssn: TEST_SSNS.clear,
      income: 12 * 600_000,
      decision: 'approve',
      why: 'a clear screening and enough income',
    },
    { ssn: TEST_SSNS.clear, income: null, decision: 'request_guarantor', why: 'no income stated' },
    {
      ssn: TEST_SSNS.thinCreditFile,
      income: 12 * 600_000,
      decision: 'conditionally_approve',
      why: 'a thin file',
    },
    {
      ssn: TEST_SSNS.criminalReview,
      income: 12 * 600_000,
      decision: 'individualized_assessment',
      why: 'a criminal record',
    },
  ])('recommends $decision for $why', async ({ ssn, income, decision }) => {
    const application = await screened(ssn, income);
    const file = (await fileOf(agent, application.transactionId)).json();
    expect(file.recommendation.decision).toBe(decision);
    if (decision === 'conditionally_approve') {
      // One month of rent at Maple Court, as a deposit (no deposit alternative there).
      expect(file.recommendation.additional_deposit).toEqual({
        amount_cents: file.monthly_rent_cents,
        kind: 'security_deposit',
      });
    }
  });

  it("answers 404 to another company's staff and for an application that does not exist", async () => {
    const application = await screened(TEST_SSNS.clear, null);
    expect((await fileOf(cedarManager, application.transactionId)).statusCode).toBe(404);
    expect((await fileOf(agent, 999_999)).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a number, and 403 to applicants and anonymous callers', async () => {
    const application = await screened(TEST_SSNS.clear, null);
    expect((await fileOf(agent, 'abc')).statusCode).toBe(400);
    expect((await fileOf(application.user.token, application.transactionId)).statusCode).toBe(403);
    expect((await fileOf(null, application.transactionId)).statusCode).toBe(403);
  });
});
