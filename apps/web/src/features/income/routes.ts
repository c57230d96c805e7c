import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { INCOME_ROUTE, incomePages } from './lib/income-pages';

const sourceFormPages = () => import('./components/SourceFormPages');
const confirmPages = () => import('./components/ConfirmPages');

/** The Income & Employment step: children of /:community/transaction/:transactionId. */
export const incomeRoutes: RouteObject[] = [
  {
    path: INCOME_ROUTE,
    lazy: lazyPage(() => import('./components/IncomeEmploymentPage'), 'IncomeEmploymentPage', [
      'income',
      'journey',
    ]),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.addIncome}`,
    lazy: lazyPage(sourceFormPages, 'AddIncomePage', ['income', 'journey']),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.addAsset}`,
    lazy: lazyPage(sourceFormPages, 'AddAssetPage', ['income', 'journey']),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.addVoucher}`,
    lazy: lazyPage(sourceFormPages, 'AddVoucherPage', ['income', 'journey']),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.edit(':sourceId')}`,
    lazy: lazyPage(sourceFormPages, 'EditSourcePage', ['income', 'journey']),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.remove(':sourceId')}`,
    lazy: lazyPage(confirmPages, 'RemoveSourcePage', ['income']),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.startOver}`,
    lazy: lazyPage(confirmPages, 'StartOverPage', ['income']),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.employerDetails}`,
    lazy: lazyPage(() => import('./components/EmployerDetailsPage'), 'EmployerDetailsPage', [
      'income',
      'journey',
    ]),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.statedIncome}`,
    lazy: lazyPage(() => import('./components/StatedIncomePage'), 'StatedIncomePage', ['income', 'journey']),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.linkBank}`,
    lazy: lazyPage(() => import('./components/LinkBankPage'), 'LinkBankPage', ['income']),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.payroll}`,
    lazy: lazyPage(() => import('./components/PayrollPage'), 'PayrollPage', ['income']),
  },
];
