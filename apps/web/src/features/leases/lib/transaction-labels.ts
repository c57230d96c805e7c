import { TransactionType } from '@portal/domain/constants/transaction-types';
import type { ResidentLeaseTransaction } from '@portal/domain/schemas/lease';
import type { TFunction } from '@/lib/i18n';

const typeNames = Object.entries(TransactionType) as Array<[keyof typeof TransactionType, number]>;

/** The transaction's type in the page's language: the API's `type_label` is English. */
export function transactionTypeLabel(
  t: TFunction,
  transaction: Pick<ResidentLeaseTransaction, 'type' | 'type_label'>,
): string {
  const name = typeNames.find(([, code]) => code === transaction.type)?.[0];
  return name ? t(`leases.transactions.types.${name}`) : transaction.type_label;
}
