import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';
import { INCOME_ROUTE, incomePages } from './lib/income-pages';

const sourceFormPages = () => import('./components/SourceFormPages');
const confirmPages = () => import('./components/ConfirmPages');

/** The Income & Employment step: children of /:community/transaction/:transactionId. */
export const incomeRoutes: RouteObject[] = [
  {
    path: INCOME_ROUTE,
    Component: lazyPage(() => import('./components/IncomeEmploymentPage'), 'IncomeEmploymentPage', [
      'income',
      'journey',
    ]),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.addIncome}`,
    Component: lazyPage(sourceFormPages, 'AddIncomePage', ['income', 'journey']),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.addAsset}`,
    Component: lazyPage(sourceFormPages, 'AddAssetPage', ['income', 'journey']),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.addVoucher}`,
    Component: lazyPage(sourceFormPages, 'AddVoucherPage', ['income', 'journey']),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.voucherDecision}`,
    Component: lazyPage(() => import('./components/VoucherDecisionPage'), 'VoucherDecisionPage', ['income']),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.addDocuments}`,
    Component: lazyPage(() => import('./components/OtherDocumentsPage'), 'OtherDocumentsPage', [
      'income',
      'journey',
    ]),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.edit(':sourceId')}`,
    Component: lazyPage(sourceFormPages, 'EditSourcePage', ['income', 'journey']),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.remove(':sourceId')}`,
    Component: lazyPage(confirmPages, 'RemoveSourcePage', ['income']),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.linkedDocuments(':sourceId')}`,
    Component: lazyPage(() => import('./components/LinkedDocumentsPage'), 'LinkedDocumentsPage', [
      'income',
      'journey',
    ]),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.startOver}`,
    Component: lazyPage(confirmPages, 'StartOverPage', ['income']),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.employerDetails}`,
    Component: lazyPage(() => import('./components/EmployerDetailsPage'), 'EmployerDetailsPage', [
      'income',
      'journey',
    ]),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.statedIncome}`,
    Component: lazyPage(() => import('./components/StatedIncomePage'), 'StatedIncomePage', [
      'income',
      'journey',
    ]),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.linkBank}`,
    Component: lazyPage(() => import('./components/LinkBankPage'), 'LinkBankPage', ['income']),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.payroll}`,
    Component: lazyPage(() => import('./components/PayrollPage'), 'PayrollPage', ['income']),
  },
];
