import type { FaqEntry } from '@portal/domain/schemas/documents';
import { type MouseEvent, useMemo } from 'react';
import { LightMarkdown } from '@/components/ui/LightMarkdown';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { telHref } from '@/lib/phone';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFaq } from '../api/documents';
import { groupByTopic } from '../lib/faq-topics';
import { DocumentLoadError } from './DocumentPage';
import documentStyles from './DocumentPage.module.css';
import styles from './FaqPage.module.css';

/** Moves to a topic without touching the URL, which the router would treat as a navigation. */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
}

/** `/:community/faq`: questions and answers for applicants, by topic. */
export function FaqPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const faq = useFaq();
  useDocumentTitle(t('portalPages.faq.title'), community.display_name);
  const topics = useMemo(() => groupByTopic<FaqEntry>(faq.data?.questions ?? []), [faq.data]);

  if (faq.isError) return <DocumentLoadError retrying={faq.isFetching} onRetry={() => void faq.refetch()} />;
  if (!faq.isSuccess) return <QueryFallback query={faq} loadingLabel={t('portalPages.documents.loading')} />;

  return (
    <div className={documentStyles.page}>
      <article className={`${documentStyles.document} ${styles.faq}`}>
        <h1>{t('portalPages.faq.heading')}</h1>
        <p>{t('portalPages.faq.intro')}</p>
        <nav aria-label={t('portalPages.faq.topicsLabel')} className={styles.topics}>
          <ul>
            {topics.map((topic) => (
              <li key={topic.id}>
                <a href={`#${topic.id}`} onClick={(event) => jumpTo(event, topic.id)}>
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {topics.map((topic) => (
          <section key={topic.id} aria-labelledby={topic.id} className={styles.topic}>
            <h2 id={topic.id} tabIndex={-1}>
              {topic.title}
            </h2>
            {topic.entries.map((entry) => (
              <div key={entry.id} className={styles.entry}>
                <h3 id={entry.id}>{entry.question}</h3>
                <LightMarkdown text={entry.answer} />
              </div>
            ))}
          </section>
        ))}
      </article>
      <p className={documentStyles.contact}>
        {t('portalPages.faq.stillStuck', { community: community.display_name })}{' '}
        <a href={telHref(community.contact_phone)}>{community.contact_phone}</a>.
      </p>
    </div>
  );
}
