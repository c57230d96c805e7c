import '@/lib/i18n';
import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { CommunityProvider } from '@/lib/community-context';
import { TransactionProvider } from '@/shared/journey-step/transaction-context';
import { INCOME_ROUTE, incomePages } from '../lib/income-pages';
import { IncomeEmploymentPage } from './IncomeEmploymentPage';
import { LinkBankPage } from './LinkBankPage';

/** For the link pages' component tests: the pages rendered inside a community and a transaction. */
export const TRANSACTION_ID = 12;
export const incomePath = (page?: string) =>
  `/lakeside-lofts/transaction/${TRANSACTION_ID}/${INCOME_ROUTE}${page ? `/${page}` : ''}`;

export const linkCommunity = (settings: Partial<CommunityConfiguration>) =>
  ({
    id: 2,
    slug: 'lakeside-lofts',
    display_name: 'Lakeside Lofts',
    financial_situation_verification_provider: 'plaid',
    enable_automatic_income_verification: true,
    plaid_link_bank_flow_enabled: true,
    plaid_payroll_digital_flow_enabled: true,
    plaid_payroll_manual_flow_enabled: true,
    minimum_paystubs_required: 3,
    enable_housing_authority_vouchers: false,
    collect_employer_information: false,
    guarantor_income_requirement_multiplier: 2,
    applicant_income_requirements: 3,
    community: { timezone: 'America/Chicago' },
    ...settings,
  }) as CommunityConfiguration;

const transaction = { id: TRANSACTION_ID, type: 10 } as LeaseTransaction;

/**
 * Renders the income step at `at` (a path, or a location with its navigation state): the Connect intro or
 * Summary, and the link-bank page, so that a flow can be followed from one to the other.
 */
export function renderLinkPages(
  community: CommunityConfiguration,
  at: string | { pathname: string; state: unknown },
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CommunityProvider value={community}>
        <TransactionProvider value={transaction}>
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route path={incomePath()} element={<IncomeEmploymentPage />} />
              <Route path={incomePath(incomePages.linkBank)} element={<LinkBankPage />} />
            </Routes>
          </MemoryRouter>
        </TransactionProvider>
      </CommunityProvider>
    </QueryClientProvider>,
  );
}
