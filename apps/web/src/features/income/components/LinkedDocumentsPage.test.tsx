// @vitest-environment happy-dom
import '@/lib/i18n';
import { IncomeSourceType } from '@portal/domain/constants/financial-source-types';
import { defaultDocumentRule, ProofType } from '@portal/domain/income/proof-documents';
import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommunityProvider } from '@/lib/community-context';
import { TransactionProvider } from '@/shared/journey-step/transaction-context';
import mapleCourt from '@/test-support/maple-court-configuration.json';
import { renderWithApi } from '@/test-support/render-with-api';
import { leaseTransactionFixture } from '@/test-support/transaction-fixture';
import { banking, source } from '../lib/source-fixture';
import { LinkedDocumentsPage } from './LinkedDocumentsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const linked = source({
  id: 2,
  income_or_asset_type: IncomeSourceType.PlaidBank,
  is_plaid: true,
  status: 30,
  other: 'Acme',
  has_requested_more_documents: true,
  uploaded_documents: [
    { id: 'stub-1', name: 'paystub.pdf', proof_type: { id: ProofType.Paystubs, label: 'Paystubs' } },
  ],
});
const allowingEmployment = {
  ...(mapleCourt as CommunityConfiguration),
  financial_documents_validations: [
    { ...defaultDocumentRule(IncomeSourceType.Employment, 2), allow_manual_document_upload_plaid: true },
  ],
};
const sourcePath = '/api/transaction/7/financial-sources/2/';

function renderPage(community: CommunityConfiguration) {
  return renderWithApi(
    <CommunityProvider value={community}>
      <TransactionProvider value={leaseTransactionFixture()}>
        <MemoryRouter initialEntries={['/maple-court/transaction/7/income-employment/2/documents']}>
          <Routes>
            <Route
              path="/maple-court/transaction/7/income-employment/:sourceId/documents"
              element={<LinkedDocumentsPage />}
            />
            <Route path="/maple-court/transaction/7/income-employment" element={<p>Summary</p>} />
          </Routes>
        </MemoryRouter>
      </TransactionProvider>
    </CommunityProvider>,
    {
      '/api/transaction/7/financial-sources/': [{ status: 200, body: banking({ income_sources: [linked] }) }],
      [sourcePath]: [{ status: 200, body: { ...linked, status: 10, has_requested_more_documents: false } }],
    },
  );
}

describe('LinkedDocumentsPage (decision 0034)', () => {
  it("uploads the allowing rules' proofs for a linked source, sending its documents only", async () => {
    const { sent } = renderPage(allowingEmployment);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upload Documents for Plaid Bank: Acme' }),
    ).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Paystubs' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Summary')).toBeTruthy();
    expect(sent(sourcePath)).toEqual([
      { uploaded_documents: ['stub-1'], has_requested_more_documents: false, stream_id: 2 },
    ]);
  });

  it('is not there where the linked data stands alone', async () => {
    renderPage(mapleCourt as CommunityConfiguration);
    expect(await screen.findByText('We could not find that source. It may have been removed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
