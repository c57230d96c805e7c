import { describe, expect, it } from 'vitest';
import { banking, source } from './source-fixture';
import {
  canEdit,
  canRemove,
  shownAmount,
  showsIntro,
  sourceReasons,
  streamOf,
  summaryFinishLabel,
  summaryState,
} from './summary';

describe('showsIntro', () => {
  it('shows the intro until a source is added or no income is reported', () => {
    expect(showsIntro(banking())).toBe(true);
    expect(showsIntro(banking({ reported_no_income_assets: true }))).toBe(false);
    expect(showsIntro(banking({ vouchers_sources: [source({ stream_type: 'voucher' })] }))).toBe(false);
  });
});

describe('summaryState', () => {
  it('lets the applicant continue with a source or with no income reported', () => {
    expect(summaryState(banking()).canContinue).toBe(false);
    expect(summaryState(banking({ reported_no_income_assets: true })).canContinue).toBe(true);
    expect(summaryState(banking({ asset_sources: [source({ status: 20 })] }))).toEqual({
      moreInfoRequested: false,
      issuesFound: false,
      canContinue: true,
    });
  });

  it('holds Continue back while more information is requested or a source has issues', () => {
    expect(
      summaryState(banking({ income_sources: [source({ has_requested_more_documents: true })] })),
    ).toEqual({ moreInfoRequested: true, issuesFound: false, canContinue: false });
    expect(summaryState(banking({ income_sources: [source(), source({ status: 40 })] }))).toEqual({
      moreInfoRequested: false,
      issuesFound: true,
      canContinue: false,
    });
    expect(
      summaryState(banking({ income_sources: [source({ contains_password_protected_document: true })] }))
        .canContinue,
    ).toBe(false);
  });
});

describe('sourceReasons', () => {
  it('lists nothing for a source under review', () => {
    expect(sourceReasons(source())).toEqual([]);
  });

  it('lists every reason that applies, in reading order', () => {
    expect(
      sourceReasons(
        source({
          status: 30,
          has_requested_more_documents: true,
          contains_password_protected_document: true,
          funnel_risk_signals: ['edited_document'],
        }),
      ),
    ).toEqual(['moreDocumentsRequested', 'passwordProtected', 'unverified', 'fraudRisk']);
    expect(sourceReasons(source({ status: 40, plaid_has_fraud_risk: true }))).toEqual([
      'insufficientDocuments',
      'fraudRisk',
    ]);
  });
});

describe('shownAmount', () => {
  it('hides the amount under review, then shows the verified one, else the stated one', () => {
    expect(shownAmount(source())).toBeNull();
    expect(shownAmount(source({ status: 20, adjusted_amount: 5_800_000 }))).toBe(5_800_000);
    expect(shownAmount(source({ status: 40 }))).toBe(6_000_000);
  });
});

describe('canEdit', () => {
  it('lets manual sources be edited, not linked-account ones', () => {
    expect(canEdit(source())).toBe(true);
    expect(canEdit(source({ income_or_asset_type: 150, is_plaid: true }))).toBe(false);
  });
});

describe('canRemove', () => {
  it('lets every source be removed but the income a linked bank account reported', () => {
    expect(canRemove(source())).toBe(true);
    expect(canRemove(source({ income_or_asset_type: 150, is_plaid: true }))).toBe(false);
    expect(canRemove(source({ income_or_asset_type: 150, is_plaid: false }))).toBe(false);
    expect(canRemove(source({ income_or_asset_type: 145, is_plaid: true }))).toBe(true);
    expect(canRemove(source({ stream_type: 'asset', income_or_asset_type: 520, is_plaid: true }))).toBe(true);
    expect(canRemove(source({ stream_type: 'voucher', income_or_asset_type: 900 }))).toBe(true);
  });
});

describe('summaryFinishLabel', () => {
  it('says Submit on a renewal and Continue on every other type', () => {
    expect(summaryFinishLabel(30)).toBe('submit');
    for (const type of [10, 20, 40, 60, 80]) expect(summaryFinishLabel(type)).toBe('continue');
  });
});

describe('streamOf', () => {
  it('gives each stream its own sources and total', () => {
    const voucher = source({ stream_type: 'voucher', income_or_asset_type: 900 });
    const data = banking({ vouchers_sources: [voucher], vouchers_total: 960_000, income_total: 5 });
    expect(streamOf(data, 'voucher')).toEqual({ sources: [voucher], total: 960_000 });
    expect(streamOf(data, 'income')).toEqual({ sources: [], total: 5 });
    expect(streamOf(data, 'asset')).toEqual({ sources: [], total: 0 });
  });
});
