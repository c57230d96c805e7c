import { DEFAULT_VACATE_REASONS } from '@portal/domain/leases/notice-to-vacate';
import { useTranslation } from '@/lib/i18n';

type DefaultReason = keyof typeof DEFAULT_VACATE_REASONS;

const defaultKeys = new Map<string, DefaultReason>(
  (Object.entries(DEFAULT_VACATE_REASONS) as Array<[DefaultReason, string]>).map(([key, label]) => [
    label,
    key,
  ]),
);

/**
 * A reason for moving out as the reader reads it: the portal's default reasons in their language, every
 * other as its community wrote it. The notice records the label, whatever the language shown.
 */
export function useVacateReasonLabel(): (label: string) => string {
  const { t } = useTranslation();
  return (label) => {
    const key = defaultKeys.get(label);
    return key ? t(`vacate.reasons.${key}`) : label;
  };
}
