import type { StaffLeaseDetail } from '@portal/domain/schemas/staff-leases';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { leaseStatusLabel, timeLeftLabel } from '@/shared/lease/lease-labels';
import { roleLabel } from '@/shared/status/labels';
import { FactList } from '../application-file/FactList';
import { FileSection } from '../application-file/FileSection';
import own from './StaffLease.module.css';

/** The lease's key facts, its monthly items and who lives on it. */
export function LeaseFacts({ detail }: { detail: StaffLeaseDetail }) {
  const { t } = useTranslation();
  const { lease } = detail;
  const facts: Array<[string, string]> = [
    [t('staffLeases.lease.status'), leaseStatusLabel(t, lease.status)],
    [
      t('staffLeases.lease.unit'),
      t('staffLeases.lease.unitValue', { unit: lease.unit.unit_number, layout: lease.unit.layout }),
    ],
    [t('staffLeases.lease.starts'), spelledOutDate(lease.lease_start_date)],
    [t('staffLeases.lease.ends'), spelledOutDate(lease.lease_end_date)],
    [t('staffLeases.lease.timeLeft'), timeLeftLabel(t, lease.days_until_end)],
    [t('staffLeases.lease.rent'), formatCents(lease.monthly_rent)],
    [t('staffLeases.lease.totalPerMonth'), formatCents(lease.total_per_month)],
    [t('staffLeases.lease.deposits'), formatCents(lease.deposits_held)],
    [
      t('staffLeases.lease.selfService'),
      t(lease.enable_self_service_renewals ? 'staffLeases.lease.yes' : 'staffLeases.lease.no'),
    ],
  ];
  return (
    <FileSection heading={t('staffLeases.lease.factsHeading')}>
      <FactList facts={facts} />
      <h3 className={own.subHeading}>{t('staffLeases.lease.residentsHeading')}</h3>
      <ul className={own.plainList}>
        {detail.residents.map((resident) => (
          <li key={resident.id}>
            {t('staffLeases.lease.resident', {
              name: resident.name,
              role: roleLabel(t, resident.role),
              email: resident.email,
            })}
          </li>
        ))}
      </ul>
      <h3 className={own.subHeading}>{t('staffLeases.lease.itemsHeading')}</h3>
      <ul className={own.plainList}>
        {lease.monthly_items.map((item) => (
          <li key={item.name}>
            {t(item.tax ? 'staffLeases.lease.itemWithTax' : 'staffLeases.lease.item', {
              name: item.name,
              amount: formatCents(item.amount),
              tax: formatCents(item.tax),
            })}
          </li>
        ))}
      </ul>
    </FileSection>
  );
}
