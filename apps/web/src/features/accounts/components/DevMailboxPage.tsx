import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCommunity } from '../../../app/community-context';
import { BadRoute } from '../../../app/screens/BadRoute';
import { Button } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { SystemUnavailable } from '../../../components/ui/SystemUnavailable';
import { isNotFoundError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type MailMessage, useDevMailbox } from '../api/dev-mailbox';
import { linkifySameOrigin } from '../lib/linkify';
import { AccountsPage } from './AccountsPage';
import styles from './DevMailboxPage.module.css';

const sentAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

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
  if (mailbox.isError) {
    return <SystemUnavailable onRetry={() => void mailbox.refetch()} retrying={mailbox.isFetching} />;
  }
  if (mailbox.isPending) return <LoadingState label={t('accounts.mailbox.loading')} />;

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
      {mailbox.data.length === 0 ? (
        <p className={styles.empty}>{t('accounts.mailbox.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {mailbox.data.map((message) => (
            <li key={message.id}>
              <MailMessageCard message={message} />
            </li>
          ))}
        </ol>
      )}
    </AccountsPage>
  );
}

function MailMessageCard({ message }: { message: MailMessage }) {
  const { t } = useTranslation();
  const headingId = `mail-${message.id}`;
  const segments = linkifySameOrigin(message.text, window.location.origin);
  return (
    <article className={styles.message} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subject}>
        {message.subject}
      </h2>
      <dl className={styles.meta}>
        <div>
          <dt>{t('accounts.mailbox.to')}</dt>
          <dd>{message.recipient}</dd>
        </div>
        <div>
          <dt>{t('accounts.mailbox.sent')}</dt>
          <dd>
            <time dateTime={message.created_at}>{sentAt.format(new Date(message.created_at))}</time>
          </dd>
        </div>
      </dl>
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
