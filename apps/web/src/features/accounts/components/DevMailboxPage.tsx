import { Link } from 'react-router';
import { BadRoute } from '@/app/screens/BadRoute';
import { Button } from '@/components/ui/Button';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { isNotFoundError } from '@/lib/api-client';
import { useCommunity } from '@/lib/community-context';
import { formatMomentDateTime } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import { type MailMessage, type TextMessage, useDevMailbox } from '../api/dev-mailbox';
import { linkifySameOrigin } from '../lib/linkify';
import styles from './DevMailboxPage.module.css';

/**
 * `/:community/dev/mailbox`: the e-mails the community sent, so a local user can follow reset links.
 * Where the API has no mailbox (production) this is the bad-route page.
 */
export function DevMailboxPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const mailbox = useDevMailbox(community.slug);
  useDocumentTitle(t('accounts.mailbox.title'), community.display_name);

  if (mailbox.isError && isNotFoundError(mailbox.error)) return <BadRoute community={community} />;
  if (!mailbox.isSuccess) {
    return <QueryFallback query={mailbox} loadingLabel={t('accounts.mailbox.loading')} />;
  }

  return (
    <AccountsPage heading={t('accounts.mailbox.heading')} intro={t('accounts.mailbox.intro')} wide>
      <div className={styles.toolbar}>
        <Button
          variant="secondary"
          onClick={() => void mailbox.refetch()}
          aria-disabled={mailbox.isFetching || undefined}
        >
          {mailbox.isFetching ? t('accounts.mailbox.refreshing') : t('accounts.mailbox.refresh')}
        </Button>
      </div>
      <section className={styles.section} aria-labelledby="mailbox-emails">
        <h2 id="mailbox-emails" className={styles.sectionHeading}>
          {t('accounts.mailbox.emails')}
        </h2>
        {mailbox.data.messages.length === 0 ? (
          <p className={styles.empty}>{t('accounts.mailbox.empty')}</p>
        ) : (
          <ol className={styles.list}>
            {mailbox.data.messages.map((message) => (
              <li key={message.id}>
                <MailMessageCard message={message} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className={styles.section} aria-labelledby="mailbox-texts">
        <h2 id="mailbox-texts" className={styles.sectionHeading}>
          {t('accounts.mailbox.texts')}
        </h2>
        {mailbox.data.texts.length === 0 ? (
          <p className={styles.empty}>{t('accounts.mailbox.noTexts')}</p>
        ) : (
          <ol className={styles.list}>
            {mailbox.data.texts.map((message) => (
              <li key={message.id}>
                <TextMessageCard message={message} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </AccountsPage>
  );
}

function MailMessageCard({ message }: { message: MailMessage }) {
  const headingId = `mail-${message.id}`;
  const segments = linkifySameOrigin(message.text, window.location.origin);
  return (
    <article className={styles.message} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subject}>
        {message.subject}
      </h3>
      <SentTo message={message} />
      <p className={styles.text}>
        {segments.map((segment, index) =>
          segment.kind === 'link' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are derived from fixed text.
            <Link key={index} to={segment.path}>
              {segment.text}
            </Link>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are derived from fixed text.
            <span key={index}>{segment.text}</span>
          ),
        )}
      </p>
    </article>
  );
}

function TextMessageCard({ message }: { message: TextMessage }) {
  const { t } = useTranslation();
  const headingId = `text-${message.id}`;
  return (
    <article className={styles.message} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subject}>
        {t('accounts.mailbox.textHeading')}
      </h3>
      <SentTo message={message} />
      <p className={styles.text}>{message.text}</p>
    </article>
  );
}

function SentTo({ message }: { message: TextMessage }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.meta}>
      <div>
        <dt>{t('accounts.mailbox.to')}</dt>
        <dd>{message.recipient}</dd>
      </div>
      <div>
        <dt>{t('accounts.mailbox.sent')}</dt>
        <dd>
          <time dateTime={message.created_at}>{formatMomentDateTime(message.created_at)}</time>
        </dd>
      </div>
    </dl>
  );
}
