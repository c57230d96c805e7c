import { type StaffLeaseFilter, staffLeaseFilters } from '@portal/domain/constants/staff-leases';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useStaffLeases } from '@/features/staff/api/staff-leases';
import { useCommunity } from '@/lib/community-context';
import { refusalMessage } from '@/lib/failure-message';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import styles from '../applications/Applications.module.css';
import { StaffConsole } from '../StaffConsole';
import { LeasesTable } from './LeasesTable';

const filterOf = (value: string | null): StaffLeaseFilter =>
  staffLeaseFilters.find((filter) => filter === value) ?? 'all';

/**
 * `/:community/staff/leases`: the community's leases, ending first, filtered by ending soon,
 * month-to-month or notice given, a hundred at a time (Show more reads on). The filter lives in the address, so it survives going back from a lease.
 */
export function StaffLeasesPage() {
  const { t } = useTranslation();
  return (
    <StaffConsole
      title={t('staffLeases.list.title')}
      heading={t('staffLeases.list.heading')}
      intro={t('staffLeases.list.intro')}
    >
      <Leases />
    </StaffConsole>
  );
}

function Leases() {
  const { t } = useTranslation();
  const community = useCommunity();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterOf(searchParams.get('filter'));
  const leases = useStaffLeases(community.slug, filter);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = filterOf(String(new FormData(event.currentTarget).get('filter')));
    setSearchParams(chosen === 'all' ? {} : { filter: chosen });
  };
  return (
    <>
      <form
        key={filter}
        className={styles.filters}
        aria-label={t('staffLeases.list.filtersLabel')}
        onSubmit={apply}
      >
        <Field label={t('staffLeases.list.filter')}>
          {(control) => (
            <select {...control} name="filter" defaultValue={filter}>
              {staffLeaseFilters.map((option) => (
                <option key={option} value={option}>
                  {t(`staffLeases.filters.${option}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className={styles.filterActions}>
          <Button type="submit">{t('staffLeases.list.apply')}</Button>
        </div>
      </form>
      {/* A failed read again keeps the list it had on screen, under the failure. */}
      {!leases.isSuccess ? (
        <QueryFallback
          query={leases}
          loadingLabel={t('staffLeases.list.loading')}
          failure={{
            message: refusalMessage(leases.error, oops(t('staffLeases.list.loadFailed'))),
            retryLabel: t('staffConsole.list.retry'),
          }}
        />
      ) : null}
      {leases.data ? (
        <>
          <p role="status">
            {t(leases.hasNextPage ? 'staffLeases.list.countMore' : 'staffLeases.list.count', {
              count: leases.data.length,
              filter: t(`staffLeases.filters.${filter}`),
            })}
          </p>
          {leases.data.length === 0 ? (
            <p>{t('staffLeases.list.none')}</p>
          ) : (
            <LeasesTable rows={leases.data} />
          )}
          {leases.hasNextPage ? (
            <Button
              variant="secondary"
              disabled={leases.isFetchingNextPage}
              onClick={() => void leases.fetchNextPage()}
            >
              {t('staffLeases.list.more')}
            </Button>
          ) : null}
        </>
      ) : null}
    </>
  );
}
