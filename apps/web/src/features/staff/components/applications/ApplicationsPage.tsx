import { useSearchParams } from 'react-router';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useStaffApplications } from '@/features/staff/api/staff-applications';
import {
  type ApplicationListFilters,
  filtersFromSearch,
  searchFromFilters,
} from '@/features/staff/lib/list-filters';
import { refusalMessage } from '@/lib/failure-message';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import { StaffConsole } from '../StaffConsole';
import { ApplicationFilters } from './ApplicationFilters';
import { ApplicationsTable } from './ApplicationsTable';
import { Pagination } from './Pagination';

/**
 * `/:community/staff/applications`: the company's applications, newest first. The filters live in the
 * address, so a filtered list can be bookmarked, shared, and gone back to from an application's file.
 */
export function ApplicationsPage() {
  const { t } = useTranslation();
  return (
    <StaffConsole
      title={t('staffConsole.list.title')}
      heading={t('staffConsole.list.heading')}
      intro={t('staffConsole.list.intro')}
    >
      <Applications />
    </StaffConsole>
  );
}

function Applications() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const applications = useStaffApplications(filters);
  const list = applications.data;
  // Past its counting limit the list knows there are more pages, not how many.
  const pages = !list ? 1 : list.count_exact ? Math.max(1, Math.ceil(list.count / list.page_size)) : null;
  const hrefOf = (cursor: Pick<ApplicationListFilters, 'after' | 'before'>) =>
    `?${searchFromFilters({ ...filters, page: 1, after: undefined, before: undefined, ...cursor })}`;
  return (
    <>
      <ApplicationFilters
        filters={filters}
        communities={list?.communities ?? []}
        onChange={(next) => setSearchParams(searchFromFilters(next))}
      />
      {/* A failed read again keeps the list it had on screen, under the failure. */}
      {!applications.isSuccess ? (
        <QueryFallback
          query={applications}
          loadingLabel={t('staffConsole.list.loading')}
          failure={{
            message: refusalMessage(applications.error, oops(t('staffConsole.list.loadFailed'))),
            retryLabel: t('staffConsole.list.retry'),
          }}
        />
      ) : null}
      {list ? (
        <>
          <p role="status">
            {t(list.count_exact ? 'staffConsole.list.count' : 'staffConsole.list.countMore', {
              count: list.count,
            })}
          </p>
          {list.results.length === 0 ? (
            <p>{t('staffConsole.list.none')}</p>
          ) : (
            <ApplicationsTable rows={list.results} page={list.page} pages={pages} />
          )}
          <Pagination
            page={list.page}
            pages={pages}
            previousHref={list.previous ? hrefOf({ before: list.previous }) : null}
            nextHref={list.next ? hrefOf({ after: list.next }) : null}
          />
        </>
      ) : null}
    </>
  );
}
