import type { AvailableLeaseTerms } from '@portal/domain/schemas/lease-terms';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import own from '../LeaseTermsPage.module.css';

/** What the rest of the household sees instead of the inputs: the primary applicant's choices. */
export function ReadOnlyTerms({
  transaction,
  available,
}: {
  transaction: LeaseTransaction;
  available: AvailableLeaseTerms;
}) {
  const { t } = useTranslation();
  const key = 'journey.leaseTerms.terms';
  const term = typeof transaction.lease_term === 'number' ? transaction.lease_term : null;
  const rent = available.lease_terms.find((entry) => entry.lease_term === term)?.monthly_rent;
  const { first_name, last_name } = transaction.primary_applicant;
  return (
    <>
      <p className={own.note}>{t(`${key}.readOnlyNote`, { name: `${first_name} ${last_name}` })}</p>
      <dl className={own.facts}>
        <div className={own.fact}>
          <dt>{t(`${key}.moveInDate`)}</dt>
          <dd>
            {transaction.move_in_date ? spelledOutDate(transaction.move_in_date) : t(`${key}.notChosen`)}
          </dd>
        </div>
        <div className={own.fact}>
          <dt>{t(`${key}.leaseTerm`)}</dt>
          <dd>
            {term === null
              ? t(`${key}.notChosen`)
              : rent === undefined
                ? t(`${key}.termValue`, { count: term })
                : t(`${key}.termLabel`, { count: term, rent: formatCents(rent) })}
          </dd>
        </div>
      </dl>
    </>
  );
}
