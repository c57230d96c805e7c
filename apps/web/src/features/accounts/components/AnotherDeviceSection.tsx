import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import styles from '@/shared/account-frame/AccountsPage.module.css';
import { useCreateTransferToken } from '../api/log-in';

/**
 * "Continue on another device": a one-use link, good for five minutes, that opens this session on a phone
 * or another computer (POST /api/transfer-tokens/; the login page exchanges it). Shown to be copied or
 * typed; a new link replaces the one before on this page.
 */
export function AnotherDeviceSection() {
  const { t } = useTranslation();
  const community = useCommunity();
  const create = useCreateTransferToken();
  const [copied, setCopied] = useState(false);
  const link = create.data
    ? `${window.location.origin}/${community.slug}/login?transfer=${encodeURIComponent(create.data.token)}`
    : null;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="another-device-heading">
      <h2 id="another-device-heading" className={styles.sectionHeading}>
        {t('accounts.account.anotherDevice.heading')}
      </h2>
      <p>{t('accounts.account.anotherDevice.text')}</p>
      <Button
        variant="secondary"
        aria-disabled={create.isPending || undefined}
        onClick={() => {
          if (create.isPending) return;
          setCopied(false);
          create.mutate();
        }}
      >
        {link ? t('accounts.account.anotherDevice.again') : t('accounts.account.anotherDevice.create')}
      </Button>
      {create.isError ? <StatusBanner tone="error" messages={[t('accounts.common.genericError')]} /> : null}
      {link ? (
        <div>
          <Field
            label={t('accounts.account.anotherDevice.linkLabel')}
            hint={t('accounts.account.anotherDevice.hint')}
          >
            {(control) => (
              <input {...control} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
            )}
          </Field>
          <Button variant="secondary" onClick={() => void copy()}>
            {t('accounts.account.anotherDevice.copy')}
          </Button>
          <p role="status">{copied ? t('accounts.account.anotherDevice.copied') : ''}</p>
        </div>
      ) : null}
    </section>
  );
}
