import { randomBytes } from 'node:crypto';
import { ScreeningCategory } from '@portal/domain/constants/screening-categories';
import { todayIn } from '@portal/domain/dates/calendar-date';
import { asc, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { screeningResults, screenings } from '../../src/db/schema/screenings.js';
import { openTaxId } from '../../src/services/screening/tax-id-sealing.js';
import type { StartedApplication } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import { applicationAtScreening, submitScreening, TEST_ITIN, TEST_SSNS } from './screening-helpers.js';

const ssnEncryptionKey = randomBytes(32);
const { Credit, Criminal, Eviction, Income } = ScreeningCategory;

/** The ways the number could be written out: plain and as displayed. */
const spellingsOf = (digits: string) => [
  digits,
  `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`,
];

describeApi(
  'screening results, and the number at rest',
  (context) => {
    const screened = async (payload: object) => {
      const { app, clock, database } = context();
      const application = await applicationAtScreening(app, database.db, clock);
      const response = await submitScreening(app, application, { terms_accepted: true, ...payload });
      expect(response.statusCode, response.body).toBe(201);
      return { application, response };
    };
    const resultsOf = async ({ applicantId }: StartedApplication) =>
      context()
        .database.db.select({
          category: screeningResults.category,
          outcome: screeningResults.outcome,
          creditScore: screeningResults.creditScore,
        })
        .from(screeningResults)
        .innerJoin(screenings, eq(screenings.id, screeningResults.screeningId))
        .where(eq(screenings.applicantId, applicantId))
        .orderBy(asc(screeningResults.category));

    it.each([
      ['clear', TEST_SSNS.clear, ['clear', 742], 'clear', 'clear'],
      ['a thin credit file', TEST_SSNS.thinCreditFile, ['insufficient', null], 'clear', 'clear'],
      ['a criminal record needing review', TEST_SSNS.criminalReview, ['clear', 742], 'review', 'clear'],
      ['an eviction', TEST_SSNS.eviction, ['clear', 655], 'clear', 'review'],
      ['any other SSN: clear', '123456789', ['clear', 742], 'clear', 'clear'],
    ] as const)('test SSN for %s', async (_case, ssn, [credit, score], criminal, eviction) => {
      const { application } = await screened({ ssn });
      expect(await resultsOf(application)).toEqual([
        { category: Credit, outcome: credit, creditScore: score },
        { category: Criminal, outcome: criminal, creditScore: null },
        { category: Eviction, outcome: eviction, creditScore: null },
        { category: Income, outcome: 'clear', creditScore: null },
      ]);
    });

    it('dates eviction and criminal records back from today, inside and outside a five-year look-back', async () => {
      const today = todayIn('UTC', context().clock.now());
      const yearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
      const recordsOf = async (ssn: string) => {
        const { application } = await screened({ ssn });
        return context()
          .database.db.select({
            category: screeningResults.category,
            recordDate: screeningResults.recordDate,
          })
          .from(screeningResults)
          .innerJoin(screenings, eq(screenings.id, screeningResults.screeningId))
          .where(eq(screenings.applicantId, application.applicantId))
          .orderBy(asc(screeningResults.category));
      };
      expect(await recordsOf(TEST_SSNS.eviction)).toEqual([
        { category: Credit, recordDate: null },
        { category: Criminal, recordDate: null },
        { category: Eviction, recordDate: yearsAgo(2) },
        { category: Income, recordDate: null },
      ]);
      expect((await recordsOf(TEST_SSNS.criminalReview))[1]).toEqual({
        category: Criminal,
        recordDate: yearsAgo(6),
      });
    });

    it('screens without a number on the "I don\'t have an SSN" path: no credit check, nothing sealed', async () => {
      const { application, response } = await screened({ no_ssn: true });
      expect(response.json()).toMatchObject({ tax_id_type: 'none', tax_id_last4: null });
      const [row] = await context()
        .database.db.select()
        .from(screenings)
        .where(eq(screenings.applicantId, application.applicantId));
      expect(row).toMatchObject({ taxIdType: 'none', sealedTaxId: null, taxIdLast4: null });
      expect((await resultsOf(application))[0]).toEqual({
        category: Credit,
        outcome: 'insufficient',
        creditScore: null,
      });
    });

    it('screens by an ITIN on the "I don\'t have an SSN" path, sealed like an SSN', async () => {
      const { application, response } = await screened({ no_ssn: true, itin: TEST_ITIN });
      expect(response.json()).toMatchObject({ tax_id_type: 'itin', tax_id_last4: '1234' });
      const [row] = await context()
        .database.db.select()
        .from(screenings)
        .where(eq(screenings.applicantId, application.applicantId));
      expect(row?.sealedTaxId).not.toContain(TEST_ITIN);
      expect(openTaxId(ssnEncryptionKey, application.applicantId, row?.sealedTaxId ?? '')).toBe(TEST_ITIN);
    });

    it('keeps the SSN sealed with AES-256-GCM in the raw row, bound to its applicant', async () => {
      const ssn = TEST_SSNS.criminalReview;
      const { application } = await screened({ ssn });
      // Both drivers answer { rows }; the query bypasses the schema to see exactly what is stored.
      const { rows } = (await context().database.db.execute(
        sql`select * from screenings where applicant_id = ${application.applicantId}`,
      )) as unknown as { rows: Array<Record<string, unknown>> };
      const [row = {}] = rows;
      expect(row.tax_id_last4).toBe('0020');
      const sealed = String(row.sealed_tax_id);
      expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
      for (const spelling of spellingsOf(ssn)) expect(JSON.stringify(row)).not.toContain(spelling);
      expect(openTaxId(ssnEncryptionKey, application.applicantId, sealed)).toBe(ssn);
      expect(() => openTaxId(ssnEncryptionKey, application.applicantId + 1, sealed)).toThrow();
      expect(() => openTaxId(randomBytes(32), application.applicantId, sealed)).toThrow();
    });

    it('never answers more than the last 4 digits, on any page of the application', async () => {
      const ssn = TEST_SSNS.eviction;
      const { application, response } = await screened({ ssn });
      const { user, transactionId, applicantId } = application;
      const reads = await Promise.all(
        [
          `/api/transaction/${transactionId}/screening/`,
          `/api/transactions/${transactionId}/`,
          '/api/transactions/',
          `/api/applicant/${applicantId}/`,
          '/api/profile/',
        ].map((url) => context().app.inject({ method: 'GET', url, headers: withToken(user.token) })),
      );
      const retry = await submitScreening(context().app, application, { ssn, terms_accepted: true });
      for (const answer of [response, retry, ...reads]) {
        expect(answer.statusCode, answer.body).toBeLessThan(300);
        for (const spelling of spellingsOf(ssn)) expect(answer.body).not.toContain(spelling);
      }
      expect(response.json().tax_id_last4).toBe('0030');
    });
  },
  { ssnEncryptionKey },
);
