import type { StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { FactList } from './FactList';
import { FileSection } from './FileSection';

/** Status, community, unit, term, move-in and rent: what the application is for. */
export function FileSummary({ file }: { file: StaffApplicationFile }) {
  const { t } = useTranslation();
  const notChosen = t('staffConsole.file.summary.notChosen');
  const unit = { unit: file.unit.unit_number, layout: file.unit.layout };
  const term =
    file.lease_term === null
      ? notChosen
      : file.lease_term === 'month_to_month'
        ? t('staffConsole.file.summary.monthToMonth')
        : t('staffConsole.file.summary.termMonths', { count: file.lease_term });
  const facts: Array<[string, string]> = [
    [t('staffConsole.file.summary.status'), file.status_label],
    [t('staffConsole.file.summary.community'), file.community.display_name],
    [
      t('staffConsole.file.summary.unit'),
      t(
        file.unit.available ? 'staffConsole.file.summary.unitValue' : 'staffConsole.file.summary.unitTaken',
        unit,
      ),
    ],
    [t('staffConsole.file.summary.term'), term],
    [
      t('staffConsole.file.summary.moveIn'),
      file.move_in_date ? spelledOutDate(file.move_in_date) : notChosen,
    ],
    [t('staffConsole.file.summary.rent'), formatCents(file.monthly_rent_cents)],
  ];
  return (
    <FileSection heading={t('staffConsole.file.summary.heading')}>
      <FactList facts={facts} />
    </FileSection>
  );
}
