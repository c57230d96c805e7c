// @vitest-environment happy-dom
import '@/lib/i18n';
import { AssetSourceType, IncomeSourceType } from '@portal/domain/constants/financial-source-types';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import { defaultDocumentRule } from '@portal/domain/income/proof-documents';
import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInTransaction } from '@/shared/journey-step/render-in-transaction';
import mapleCourt from '@/test-support/maple-court-configuration.json';
import { leaseTransactionFixture } from '@/test-support/transaction-fixture';
import { banking, source } from '../lib/source-fixture';
import { IncomeSummary } from './IncomeSummary';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const employment = source({ id: 1, status: 20 });
const data = banking({ income_sources: [employment], income_total: 6_000_000 });

describe("IncomeSummary's button (spec part 2 §2)", () => {
  it.each([
    [TransactionType.Renewal, 'Submit'],
    [TransactionType.Application, 'Continue'],
    [TransactionType.Transfer, 'Continue'],
    [TransactionType.LeaseRevision, 'Continue'],
  ])('reads, for transaction type %i, "%s"', async (type, label) => {
    renderInTransaction(<IncomeSummary data={data} />, {}, leaseTransactionFixture({ type }));
    const form = (await screen.findByRole('button', { name: label })).closest('form') as HTMLFormElement;
    expect(
      within(form)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([label]);
  });
});

describe("IncomeSummary's Remove links (spec part 2 §6)", () => {
  it('shows Remove on every source but the income a linked bank account reported', async () => {
    renderInTransaction(
      <IncomeSummary
        data={banking({
          income_sources: [
            employment,
            source({
              id: 2,
              income_or_asset_type: IncomeSourceType.PlaidBank,
              is_plaid: true,
              other: 'Acme',
            }),
            source({
              id: 3,
              income_or_asset_type: IncomeSourceType.PlaidPayroll,
              is_plaid: true,
              other: 'Beta',
            }),
          ],
          asset_sources: [
            source({
              id: 4,
              stream_type: 'asset',
              income_or_asset_type: AssetSourceType.Plaid,
              is_plaid: true,
              other: 'First Bank Checking',
            }),
          ],
        })}
      />,
      {},
    );
    await screen.findByRole('heading', { name: 'Income' });
    const removeLinks = screen
      .getAllByRole('link')
      .filter((link) => link.textContent?.startsWith('Remove'))
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(removeLinks).toEqual([
      ['Remove Employment', '/maple-court/transaction/7/income-employment/1/remove'],
      ['Remove Plaid Payroll: Beta', '/maple-court/transaction/7/income-employment/3/remove'],
      ['Remove Plaid: First Bank Checking', '/maple-court/transaction/7/income-employment/4/remove'],
    ]);
    expect(screen.getByRole('heading', { name: 'Plaid Bank: Acme' })).toBeTruthy();
  });
});

describe("IncomeSummary's Upload Documents beside a linked source (decision 0034)", () => {
  const linkedSources = banking({
    income_sources: [
      employment,
      source({ id: 2, income_or_asset_type: IncomeSourceType.PlaidBank, is_plaid: true, other: 'Acme' }),
    ],
    asset_sources: [
      source({
        id: 4,
        stream_type: 'asset',
        income_or_asset_type: AssetSourceType.Plaid,
        is_plaid: true,
        other: 'First Bank Checking',
      }),
    ],
  });
  const uploadLinks = () =>
    screen
      .getAllByRole('link')
      .filter((link) => link.textContent?.startsWith('Upload Documents'))
      .map((link) => [link.textContent, link.getAttribute('href')]);

  it('offers none while the proof rules keep linked data alone', async () => {
    renderInTransaction(<IncomeSummary data={linkedSources} />, {});
    await screen.findByRole('heading', { name: 'Income' });
    expect(uploadLinks()).toEqual([]);
  });

  it("offers it on a linked source of a stream whose rule allows it, opening that source's upload", async () => {
    const community = {
      ...(mapleCourt as CommunityConfiguration),
      financial_documents_validations: [
        {
          ...defaultDocumentRule(IncomeSourceType.Employment, 2),
          allow_manual_document_upload_plaid: true,
        },
      ],
    };
    renderInTransaction(<IncomeSummary data={linkedSources} />, {}, leaseTransactionFixture(), community);
    await screen.findByRole('heading', { name: 'Income' });
    expect(uploadLinks()).toEqual([
      ['Upload Documents Plaid Bank: Acme', '/maple-court/transaction/7/income-employment/2/documents'],
    ]);
  });
});
