import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import styles from './Applications.module.css';

interface PaginationProps {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}

/** Previous and next as links (each page has its own address); the ends of the list offer no link. */
export function Pagination({ page, pages, hrefOf }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('staffConsole.list.pagination')} className={styles.pagination}>
      {page > 1 ? (
        <Link to={hrefOf(Math.min(page - 1, pages))}>{t('staffConsole.list.previous')}</Link>
      ) : null}
      <span>{t('staffConsole.list.pageOf', { page: String(page), pages: String(pages) })}</span>
      {page < pages ? <Link to={hrefOf(page + 1)}>{t('staffConsole.list.next')}</Link> : null}
    </nav>
  );
}
