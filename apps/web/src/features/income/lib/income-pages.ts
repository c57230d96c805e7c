import type { FinancialStreamType } from '@portal/domain/constants/financial-source-types';
import type { IncomeFollowUpPage } from '@portal/domain/income/next-route';

/** The Income & Employment step's route under /transaction/{id}/ (its progress step's route). */
export const INCOME_ROUTE = 'income-employment';

/** The step's pages, under INCOME_ROUTE. */
export const incomePages = {
  addIncome: 'add-income',
  addAsset: 'add-asset',
  addVoucher: 'add-voucher',
  voucherDecision: 'housing-voucher',
  addDocuments: 'add-documents',
  startOver: 'start-over',
  employerDetails: 'employer-details',
  statedIncome: 'stated-income',
  linkBank: 'link-bank',
  payroll: 'payroll',
  edit: (sourceId: number | string) => `${sourceId}/edit`,
  remove: (sourceId: number | string) => `${sourceId}/remove`,
  linkedDocuments: (sourceId: number | string) => `${sourceId}/documents`,
} as const;

/** Where each stream's sources are added by hand. */
export const addPageOf: Record<FinancialStreamType, string> = {
  income: incomePages.addIncome,
  asset: incomePages.addAsset,
  voucher: incomePages.addVoucher,
};

/** The follow-up pages of the next-route rules are pages of the step under the same names. */
export const followUpPageOf: Record<IncomeFollowUpPage, string> = {
  'employer-details': incomePages.employerDetails,
  'stated-income': incomePages.statedIncome,
};

/**
 * Where "Add Income/Assets" leads: the housing-voucher decision where the community takes vouchers, else
 * straight to adding income (docs/decisions/0030).
 */
export const manualStartPage = (vouchersOffered: boolean): string =>
  vouchersOffered ? incomePages.voucherDecision : incomePages.addIncome;
