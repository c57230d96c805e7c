import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { LightMarkdown } from '@/components/ui/LightMarkdown';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { StatusPanel } from '@/components/ui/StatusPanel';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { telHref } from '@/lib/phone';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from './DocumentPage.module.css';

export interface DocumentPageProps<T> {
  /** The browser tab title; the document's own first heading is the page's h1. */
  title: string;
  query: UseQueryResult<T>;
  /** The document's light Markdown text, from the loaded data. */
  textOf: (data: T) => string;
  /** Shown under the document: actions such as accepting the terms. */
  children?: (data: T) => ReactNode;
  /** A "Questions? Call …" box under the document. */
  showContact?: boolean;
}

/** Loading, failure with Try again, then the document on a readable card. */
export function DocumentPage<T>({
  title,
  query,
  textOf,
  children,
  showContact = false,
}: DocumentPageProps<T>) {
  const { t } = useTranslation();
  const community = useCommunity();
  useDocumentTitle(title, community.display_name);

  if (query.isError) {
    return <DocumentLoadError retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  if (!query.isSuccess) {
    return <QueryFallback query={query} loadingLabel={t('portalPages.documents.loading')} />;
  }

  return (
    <div className={styles.page}>
      <article className={styles.document}>
        <LightMarkdown text={textOf(query.data)} />
      </article>
      {children?.(query.data)}
      {showContact ? (
        <p className={styles.contact}>
          {t('portalPages.documents.questions', { community: community.display_name })}{' '}
          <a href={telHref(community.contact_phone)}>{community.contact_phone}</a>.
        </p>
      ) : null}
    </div>
  );
}

/** A document's failed read, in the documents' own words (a heading, and Trying again… while it asks). */
export function DocumentLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      role="alert"
      tone="danger"
      heading={t('portalPages.documents.loadError.heading')}
      actions={
        <Button onClick={retrying ? undefined : onRetry} aria-disabled={retrying || undefined}>
          {retrying
            ? t('portalPages.documents.loadError.retrying')
            : t('portalPages.documents.loadError.retry')}
        </Button>
      }
    >
      <p>{t('portalPages.documents.loadError.body')}</p>
    </StatusPanel>
  );
}
