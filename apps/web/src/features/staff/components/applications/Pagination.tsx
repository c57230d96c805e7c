import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import styles from './Applications.module.css';

interface PaginationProps {
  page: number;
  /** Null when the list stopped counting: the page is then shown without a total. */
  pages: number | null;
  previousHref: string | null;
  nextHref: string | null;
}

/** Previous and next as links (each page has its own address); the ends of the list offer no link. */
export function Pagination({ page, pages, previousHref, nextHref }: PaginationProps) {
  const { t } = useTranslation();
  if (!previousHref && !nextHref && page <= 1) return null;
  return (
    <nav aria-label={t('staffConsole.list.pagination')} className={styles.pagination}>
      {previousHref ? <Link to={previousHref}>{t('staffConsole.list.previous')}</Link> : null}
      <span>
        {pages === null
          ? t('staffConsole.list.pageOnly', { page: String(page) })
          : t('staffConsole.list.pageOf', { page: String(page), pages: String(pages) })}
      </span>
      {nextHref ? <Link to={nextHref}>{t('staffConsole.list.next')}</Link> : null}
    </nav>
  );
}
