import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { ScreeningCategory } from '@portal/domain/constants/screening-categories';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { communities } from '../../src/db/schema/communities.js';
import { leaseTransactions } from '../../src/db/schema/lease-transactions.js';
import { screeningResults, screenings } from '../../src/db/schema/screenings.js';
import { withToken } from '../factories/users.js';
import { TEST_SSNS } from '../screening/screening-helpers.js';
import {
  DEMO_STAFF,
  getAs,
  screenedApplicant,
  staffToken,
  submittedApplicant,
} from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';

const YEARLY_INCOME = 12 * 600_000;
const AUSTIN = '1200 Maple Ave, Austin, TX 78701';
const DENVER = '1200 Maple Ave, Denver, CO 80202';
const CITE = 'C.R.S. § 38-12-904(1)';

type Result = { category: number; outcome: string };

// The sandbox's criminal finding is a misdemeanour conviction six years before today (2026-11-22), its
// eviction filing two years before: Colorado leaves the first out (5 years) and keeps the second (7).
describeApi(
  "Colorado's lookback leaves older records out of the file and the recommendation (issue 39)",
  (context) => {
    let agent: string;
    beforeAll(async () => {
      agent = await staffToken(context().app, DEMO_STAFF.mapleCourtAgent);
    });

    /** Maple Court's street address, which decides the law it follows. */
    const placeMapleCourtIn = (address: string) =>
      context()
        .database.db.update(communities)
        .set({ normalizedStreetAddress: address })
        .where(eq(communities.slug, 'maple-court'));
    const fileOf = async (transactionId: number) => {
      const response = await getAs(context().app, agent, `/api/staff/applications/${transactionId}/`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const categoriesShown = (file: { household: { screening: { results: Result[] } }[] }) =>
      file.household[0]?.screening.results.map((result) => result.category);
    const statusOf = async (transactionId: number) => {
      const [row] = await context()
        .database.db.select({ status: leaseTransactions.status })
        .from(leaseTransactions)
        .where(eq(leaseTransactions.id, transactionId));
      return row?.status;
    };

    it('federal law alone (Texas): the six-year-old conviction is shown, weighed and held for review, nothing left out', async () => {
      await placeMapleCourtIn(AUSTIN);
      const { transactionId } = await submittedApplicant(context(), TEST_SSNS.criminalReview, YEARLY_INCOME);
      const file = await fileOf(transactionId);
      expect(categoriesShown(file)).toContain(ScreeningCategory.Criminal);
      expect(file.records_left_out_by_law).toEqual([]);
      expect(file.recommendation).toMatchObject({ decision: 'individualized_assessment' });
      expect(await statusOf(transactionId)).toBe(ApplicationStatus.PendingCriminalReview);
    });

    it('C.R.S. § 38-12-904(1)(b): in Denver the conviction is left out, counted with the citation, and the application is submitted without a criminal review', async () => {
      await placeMapleCourtIn(DENVER);
      const { transactionId } = await submittedApplicant(context(), TEST_SSNS.criminalReview, YEARLY_INCOME);
      const file = await fileOf(transactionId);
      expect(categoriesShown(file)).toEqual([
        ScreeningCategory.Credit,
        ScreeningCategory.Eviction,
        ScreeningCategory.Income,
      ]);
      expect(JSON.stringify(file.household)).not.toContain('misdemeanor');
      expect(file.records_left_out_by_law).toEqual([{ because: 'older', years: 5, count: 1, cite: CITE }]);
      expect(file.recommendation).toMatchObject({ decision: 'approve', outcome: 'pass' });
      expect(await statusOf(transactionId)).toBe(ApplicationStatus.Submitted);
      const letter = await context().app.inject({
        method: 'POST',
        url: `/api/staff/applications/${transactionId}/criminal-review-letter/`,
        headers: withToken(agent),
        payload: {},
      });
      expect(letter.statusCode).toBe(409);
    });

    it('a lookback an admin set aside for the community, with a reason, filters nothing there', async () => {
      await placeMapleCourtIn(DENVER);
      const { app } = context();
      const admin = await staffToken(app, DEMO_STAFF.harborAdmin);
      const overrides = '/api/admin/communities/maple-court/jurisdictions/overrides/';
      const set = await app.inject({
        method: 'PUT',
        url: overrides,
        headers: withToken(admin),
        payload: {
          profile_id: 'colorado',
          rule_key: 'lookback',
          reason: 'Reviewed by counsel on 2026-11-20: these homes are exempt from the screening provisions.',
        },
      });
      expect(set.statusCode, set.body).toBe(200);
      const { transactionId } = await screenedApplicant(context(), TEST_SSNS.criminalReview, YEARLY_INCOME);
      const file = await fileOf(transactionId);
      expect(categoriesShown(file)).toContain(ScreeningCategory.Criminal);
      expect(file.records_left_out_by_law).toEqual([]);
      const withdrawn = await app.inject({
        method: 'DELETE',
        url: `${overrides}colorado/lookback/`,
        headers: withToken(admin),
      });
      expect(withdrawn.statusCode).toBe(204);
      expect((await fileOf(transactionId)).records_left_out_by_law).toHaveLength(1);
    });

    it('C.R.S. § 38-12-904(1)(a): an eviction two years back is weighed; dated eight years back or undated, it is left out', async () => {
      await placeMapleCourtIn(DENVER);
      const { transactionId, applicantId } = await screenedApplicant(
        context(),
        TEST_SSNS.eviction,
        YEARLY_INCOME,
      );
      const recent = await fileOf(transactionId);
      expect(categoriesShown(recent)).toContain(ScreeningCategory.Eviction);
      expect(recent.records_left_out_by_law).toEqual([]);
      expect(recent.recommendation).toMatchObject({ decision: 'deny', failed: ['eviction'] });

      const dateEviction = async (recordDate: string | null) => {
        const [screening] = await context()
          .database.db.select({ id: screenings.id })
          .from(screenings)
          .where(eq(screenings.applicantId, applicantId));
        await context()
          .database.db.update(screeningResults)
          .set({ recordDate })
          .where(
            and(
              eq(screeningResults.screeningId, screening?.id ?? 0),
              eq(screeningResults.category, ScreeningCategory.Eviction),
            ),
          );
      };
      await dateEviction('2018-11-22');
      const old = await fileOf(transactionId);
      expect(categoriesShown(old)).not.toContain(ScreeningCategory.Eviction);
      expect(old.records_left_out_by_law).toEqual([{ because: 'older', years: 7, count: 1, cite: CITE }]);
      expect(old.recommendation).toMatchObject({ decision: 'approve', failed: [] });

      await dateEviction(null);
      expect((await fileOf(transactionId)).records_left_out_by_law).toEqual([
        { because: 'undated', years: 7, count: 1, cite: CITE },
      ]);
    });
  },
);
