import type { PaymentMethod } from '@portal/domain/schemas/payments';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useMyTransactions } from '@/features/journey/api/transactions';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import { RequireSession } from '@/shared/account-frame/RequireSession';
import { usePaymentMethods } from '../api/payment-methods';
import { AddBankAccountForm } from './AddBankAccountForm';
import { AddCardPanel } from './AddCardPanel';
import { FailedPaymentNotice } from './FailedPaymentNotice';
import styles from './PaymentMethodsPage.module.css';
import { SavedMethodItem } from './SavedMethodItem';

/**
 * `/:community/payment-methods` (profile menu, where the company takes bank payments from applicants):
 * the user's saved cards and bank accounts, adding either, confirming a bank account's two small
 * deposits, and removing a method.
 */
export function PaymentMethodsPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  useDocumentTitle(t('payments.methodsPage.title'), community.display_name);
  return (
    <RequireSession>
      {({ user }) => (
        <AccountsPage
          heading={t('payments.methodsPage.heading')}
          intro={t('payments.methodsPage.intro')}
          wide
        >
          <LatestApplicationMethods ownerName={`${user.first_name} ${user.last_name}`} />
        </AccountsPage>
      )}
    </RequireSession>
  );
}

/** Methods are the user's own; the endpoints sit under an application, so the newest one here is used. */
function LatestApplicationMethods({ ownerName }: { ownerName: string }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transactions = useMyTransactions();
  if (!transactions.isSuccess) {
    return (
      <QueryFallback
        query={transactions}
        loadingLabel={t('payments.fees.loadingMethods')}
        failure={{
          message: oops(t('payments.methodsPage.loadFailed')),
          retryLabel: t('payments.fees.retry'),
        }}
      />
    );
  }
  const latest = transactions.data.find((transaction) => transaction.community.slug === community.slug);
  if (!latest) {
    return (
      <p>
        {t('payments.methodsPage.noApplication')}{' '}
        <Link to={`/${community.slug}/welcome`}>{t('payments.methodsPage.seeUnits')}</Link>
      </p>
    );
  }
  return <ManageMethods transactionId={latest.id} applicantId={latest.applicant.id} ownerName={ownerName} />;
}

function ManageMethods({
  transactionId,
  applicantId,
  ownerName,
}: {
  transactionId: number;
  applicantId: number;
  ownerName: string;
}) {
  const { t } = useTranslation();
  const community = useCommunity();
  const methods = usePaymentMethods(transactionId);
  const [addingCard, setAddingCard] = useState(false);
  const [notice, setNotice] = useState('');

  function added(message: string) {
    setAddingCard(false);
    setNotice(message);
  }

  return (
    <div className={styles.sections}>
      <p className={styles.notice} role="status">
        {notice}
      </p>
      <section aria-labelledby="saved-methods">
        <h2 id="saved-methods" className={styles.heading}>
          {t('payments.methodsPage.saved')}
        </h2>
        {!methods.isSuccess ? (
          <QueryFallback
            query={methods}
            loadingLabel={t('payments.fees.loadingMethods')}
            failure={{
              message: oops(t('payments.fees.methodsFailed')),
              retryLabel: t('payments.fees.retry'),
            }}
          />
        ) : null}
        <FailedPaymentNotice applicantId={applicantId} methods={methods.data ?? []} />
        {methods.data?.length === 0 ? <p>{t('payments.methodsPage.none')}</p> : null}
        {methods.data && methods.data.length > 0 ? (
          <ul className={styles.list}>
            {methods.data.map((method) => (
              <SavedMethodItem
                key={method.id}
                transactionId={transactionId}
                method={method}
                onNotice={setNotice}
              />
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="add-card" className={styles.add}>
        <h2 id="add-card" className={styles.heading}>
          {t('payments.methodsPage.addCard')}
        </h2>
        {addingCard ? (
          <AddCardPanel
            transactionId={transactionId}
            onSaved={(method: PaymentMethod) =>
              added(t('payments.methodsPage.cardAdded', { name: method.label }))
            }
          />
        ) : (
          <Button variant="secondary" className={styles.start} onClick={() => setAddingCard(true)}>
            {t('payments.methodsPage.addCardButton')}
          </Button>
        )}
      </section>
      {community.community.company.accept_ach_payments_from_applicants ? (
        <section aria-labelledby="add-bank" className={styles.add}>
          <h2 id="add-bank" className={styles.heading}>
            {t('payments.methodsPage.addBank')}
          </h2>
          <p className={styles.hint}>{t('payments.methodsPage.addBankIntro')}</p>
          <AddBankAccountForm
            transactionId={transactionId}
            ownerName={ownerName}
            onAdded={(method) => added(t('payments.methodsPage.bankAdded', { name: method.label }))}
          />
        </section>
      ) : null}
    </div>
  );
}
