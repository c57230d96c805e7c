import type { StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { useTranslation } from '@/lib/i18n';

/**
 * The file's line for the screening records the law where the home is leaves out (Colorado's lookback):
 * counted with the law's citation, never shown, so nobody weighs them by reading them.
 */
export function RecordsLeftOut({ groups }: { groups: StaffApplicationFile['records_left_out_by_law'] }) {
  const { t } = useTranslation();
  return groups.map((group) => (
    <p key={`${group.because}-${group.years}`}>
      {t(`staffConsole.file.screening.leftOut.${group.because}`, {
        count: group.count,
        years: group.years,
        cite: group.cite,
      })}
    </p>
  ));
}
