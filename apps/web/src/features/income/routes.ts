import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { INCOME_ROUTE, incomePages } from './lib/income-pages';

const sourceFormPages = () => import('./components/SourceFormPages');
const confirmPages = () => import('./components/ConfirmPages');

/** The Income & Employment step: children of /:community/transaction/:transactionId. */
export const incomeRoutes: RouteObject[] = [
  {
    path: INCOME_ROUTE,
    lazy: lazyPage(() => import('./components/IncomeEmploymentPage'), 'IncomeEmploymentPage'),
  },
  { path: `${INCOME_ROUTE}/${incomePages.addIncome}`, lazy: lazyPage(sourceFormPages, 'AddIncomePage') },
  { path: `${INCOME_ROUTE}/${incomePages.addAsset}`, lazy: lazyPage(sourceFormPages, 'AddAssetPage') },
  { path: `${INCOME_ROUTE}/${incomePages.addVoucher}`, lazy: lazyPage(sourceFormPages, 'AddVoucherPage') },
  {
    path: `${INCOME_ROUTE}/${incomePages.edit(':sourceId')}`,
    lazy: lazyPage(sourceFormPages, 'EditSourcePage'),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.remove(':sourceId')}`,
    lazy: lazyPage(confirmPages, 'RemoveSourcePage'),
  },
  { path: `${INCOME_ROUTE}/${incomePages.startOver}`, lazy: lazyPage(confirmPages, 'StartOverPage') },
  {
    path: `${INCOME_ROUTE}/${incomePages.employerDetails}`,
    lazy: lazyPage(() => import('./components/EmployerDetailsPage'), 'EmployerDetailsPage'),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.statedIncome}`,
    lazy: lazyPage(() => import('./components/StatedIncomePage'), 'StatedIncomePage'),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.linkBank}`,
    lazy: lazyPage(() => import('./components/LinkBankPage'), 'LinkBankPage'),
  },
  {
    path: `${INCOME_ROUTE}/${incomePages.payroll}`,
    lazy: lazyPage(() => import('./components/PayrollPage'), 'PayrollPage'),
  },
];
