/** Which verification stream a financial source belongs to; proof-document rules differ per stream. */
export const FinancialStreamType = {
  Income: 'income',
  Asset: 'asset',
  Voucher: 'voucher',
} as const;
export type FinancialStreamType = (typeof FinancialStreamType)[keyof typeof FinancialStreamType];

export const IncomeSourceType = {
  Employment: 105,
  SelfEmployment: 110,
  Student: 115,
  Government: 120,
  Retirement: 125,
  ChildSpousalSupport: 130,
  Other: 140,
  PlaidPayroll: 145,
  PlaidBank: 150,
} as const;
export type IncomeSourceType = (typeof IncomeSourceType)[keyof typeof IncomeSourceType];

export const AssetSourceType = {
  Savings: 500,
  Retirement: 505,
  Investment: 510,
  Other: 515,
  Plaid: 520,
} as const;
export type AssetSourceType = (typeof AssetSourceType)[keyof typeof AssetSourceType];

export const VoucherSourceType = {
  HousingAuthorityVoucher: 900,
} as const;
export type VoucherSourceType = (typeof VoucherSourceType)[keyof typeof VoucherSourceType];

export type FinancialSourceType = IncomeSourceType | AssetSourceType | VoucherSourceType;

export interface FinancialSourceTypeInfo {
  readonly code: FinancialSourceType;
  readonly streamType: FinancialStreamType;
  readonly label: string;
}

// "Retirement" and "Other" exist as both income and asset: only the code tells them apart.
const sourceTypes = {
  [IncomeSourceType.Employment]: { streamType: 'income', label: 'Employment' },
  [IncomeSourceType.SelfEmployment]: { streamType: 'income', label: 'Self Employment' },
  [IncomeSourceType.Student]: { streamType: 'income', label: 'Student' },
  [IncomeSourceType.Government]: { streamType: 'income', label: 'Government' },
  [IncomeSourceType.Retirement]: { streamType: 'income', label: 'Retirement' },
  [IncomeSourceType.ChildSpousalSupport]: { streamType: 'income', label: 'Child/Spousal Support' },
  [IncomeSourceType.Other]: { streamType: 'income', label: 'Other' },
  [IncomeSourceType.PlaidPayroll]: { streamType: 'income', label: 'Plaid Payroll' },
  [IncomeSourceType.PlaidBank]: { streamType: 'income', label: 'Plaid Bank' },
  [AssetSourceType.Savings]: { streamType: 'asset', label: 'Savings' },
  [AssetSourceType.Retirement]: { streamType: 'asset', label: 'Retirement' },
  [AssetSourceType.Investment]: { streamType: 'asset', label: 'Investment' },
  [AssetSourceType.Other]: { streamType: 'asset', label: 'Other' },
  [AssetSourceType.Plaid]: { streamType: 'asset', label: 'Plaid' },
  [VoucherSourceType.HousingAuthorityVoucher]: { streamType: 'voucher', label: 'Housing Authority Voucher' },
} as const satisfies Record<FinancialSourceType, Omit<FinancialSourceTypeInfo, 'code'>>;

export function isFinancialSourceType(value: unknown): value is FinancialSourceType {
  return typeof value === 'number' && Object.hasOwn(sourceTypes, value);
}

/** Stream type and label of a source type code; undefined for a code the product does not know. */
export function financialSourceType(code: FinancialSourceType): FinancialSourceTypeInfo;
export function financialSourceType(code: number): FinancialSourceTypeInfo | undefined;
export function financialSourceType(code: number): FinancialSourceTypeInfo | undefined {
  return isFinancialSourceType(code) ? { code, ...sourceTypes[code] } : undefined;
}

/** The types an applicant adds by hand with proof documents; the Plaid ones come from a linked account. */
export const manualSourceTypes = [
  IncomeSourceType.Employment,
  IncomeSourceType.SelfEmployment,
  IncomeSourceType.Student,
  IncomeSourceType.Government,
  IncomeSourceType.Retirement,
  IncomeSourceType.ChildSpousalSupport,
  IncomeSourceType.Other,
  AssetSourceType.Savings,
  AssetSourceType.Retirement,
  AssetSourceType.Investment,
  AssetSourceType.Other,
  VoucherSourceType.HousingAuthorityVoucher,
] as const;
export type ManualSourceType = (typeof manualSourceTypes)[number];

export function isManualSourceType(value: unknown): value is ManualSourceType {
  return (manualSourceTypes as readonly unknown[]).includes(value);
}

/** "Other" says nothing about where the money comes from, so these need the applicant's description. */
export function needsDescription(code: number): boolean {
  return code === IncomeSourceType.Other || code === AssetSourceType.Other;
}

/** A housing voucher is administered by a case manager, whom the leasing team may contact. */
export function hasCaseManager(code: number): boolean {
  return code === VoucherSourceType.HousingAuthorityVoucher;
}
