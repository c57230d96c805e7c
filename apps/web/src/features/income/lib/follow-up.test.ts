import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { describe, expect, it } from 'vitest';
import { followUpSituation } from './follow-up';
import { banking, source } from './source-fixture';

const transaction = { applicant: { id: 3, role: 10, has_access_to_application_link: true }, events: [] };
const stated = { stated_income: 5_000_000, stated_assets: 0, enabled_for_stated_income_assets: true };
const event = (applicant: number | null) => ({
  event: TransactionStep.IncomeRequested,
  applicant,
  created_at: '2026-11-01T10:00:00.000Z',
  milestone: false,
});

describe('followUpSituation', () => {
  it('reads the answers the next-route rules need', () => {
    expect(
      followUpSituation({
        collectEmployerInformation: true,
        data: banking({ reported_no_income_assets: true }),
        transaction,
        applicant: stated,
      }),
    ).toEqual({
      collectEmployerInformation: true,
      reportedNoIncomeAssets: true,
      additionalDocumentsRequested: false,
      statedIncomeEnabled: true,
      statedIncomeGiven: true,
    });
  });

  it("follows the applicant's enabled_for_stated_income_assets", () => {
    const situation = followUpSituation({
      collectEmployerInformation: false,
      data: banking(),
      transaction,
      applicant: { ...stated, enabled_for_stated_income_assets: false },
    });
    expect(situation.statedIncomeEnabled).toBe(false);
  });

  it.each([
    ['a source asking for more documents', [source({ has_requested_more_documents: true })], [], true],
    ['an income-requested event of the caller', [], [event(3)], true],
    ['an income-requested event of the transaction', [], [event(null)], true],
    ["another applicant's income-requested event", [], [event(4)], false],
  ])('counts %s as more documents requested', (_name, sources, events, expected) => {
    const situation = followUpSituation({
      collectEmployerInformation: false,
      data: banking({ income_sources: sources }),
      transaction: { ...transaction, events },
      applicant: stated,
    });
    expect(situation.additionalDocumentsRequested).toBe(expected);
  });

  it('counts the income as stated only when both amounts are', () => {
    const situation = (amounts: { stated_income: number; stated_assets: number | null }) =>
      followUpSituation({
        collectEmployerInformation: false,
        data: banking(),
        transaction,
        applicant: { ...stated, ...amounts },
      });
    expect(situation(stated).statedIncomeGiven).toBe(true);
    expect(situation({ stated_income: 0, stated_assets: null }).statedIncomeGiven).toBe(false);
  });
});
