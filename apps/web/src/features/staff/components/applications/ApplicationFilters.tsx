import {
  STAFF_SEARCH_MAX_LENGTH,
  staffStatusFilterOrder,
  staffStatusLabel,
} from '@portal/domain/constants/staff-application-list';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import type { ApplicationListFilters } from '@/features/staff/lib/list-filters';
import { useTranslation } from '@/lib/i18n';
import styles from './Applications.module.css';

interface ApplicationFiltersProps {
  filters: ApplicationListFilters;
  communities: ReadonlyArray<{ slug: string; display_name: string }>;
  onChange: (filters: ApplicationListFilters) => void;
}

/**
 * Community, status and a search, applied together with one button (a list that reloaded on every key
 * would move under a screen reader's cursor). Applying goes back to the first page.
 */
export function ApplicationFilters({ filters, communities, onChange }: ApplicationFiltersProps) {
  const { t } = useTranslation();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const community = String(data.get('community') ?? '');
    const status = String(data.get('status') ?? '');
    const q = String(data.get('q') ?? '').trim();
    onChange({
      ...(community ? { community } : {}),
      ...(status ? { status: Number(status) } : {}),
      ...(q ? { q } : {}),
      page: 1,
    });
  };
  // Keyed by the filters, so going back in history shows the filters of the list on screen.
  return (
    <form
      key={JSON.stringify(filters)}
      className={styles.filters}
      aria-label={t('staffConsole.list.filtersLabel')}
      onSubmit={apply}
    >
      <Field label={t('staffConsole.list.community')}>
        {(control) => (
          <select {...control} name="community" defaultValue={filters.community ?? ''}>
            <option value="">{t('staffConsole.list.allCommunities')}</option>
            {communities.map((community) => (
              <option key={community.slug} value={community.slug}>
                {community.display_name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('staffConsole.list.status')}>
        {(control) => (
          <select {...control} name="status" defaultValue={filters.status ?? ''}>
            <option value="">{t('staffConsole.list.allStatuses')}</option>
            {staffStatusFilterOrder.map((status) => (
              // A string value: "New" is status 0, which the select's default '' would loosely equal.
              <option key={status} value={String(status)}>
                {staffStatusLabel(status)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('staffConsole.list.search')} hint={t('staffConsole.list.searchHint')}>
        {(control) => (
          <input
            {...control}
            name="q"
            type="search"
            maxLength={STAFF_SEARCH_MAX_LENGTH}
            defaultValue={filters.q ?? ''}
          />
        )}
      </Field>
      <div className={styles.filterActions}>
        <Button type="submit">{t('staffConsole.list.apply')}</Button>
        <Button variant="secondary" onClick={() => onChange({ page: 1 })}>
          {t('staffConsole.list.clear')}
        </Button>
      </div>
    </form>
  );
}
