import { AA_TEXT_CONTRAST, contrastRatio } from '@portal/domain/theme/contrast';
import { useTranslation } from '@/lib/i18n';
import styles from './CommunitySettings.module.css';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * White text on the primary colour as buttons and the top bar show it, with its contrast ratio, and a
 * warning (announced) when it is under WCAG AA's 4.5:1. The API judges on save; this says it earlier.
 */
export function ContrastPreview({ primary }: { primary: string }) {
  const { t } = useTranslation();
  const valid = HEX_COLOUR.test(primary);
  const ratio = valid ? contrastRatio(primary, '#FFFFFF') : null;
  const low = ratio !== null && ratio < AA_TEXT_CONTRAST;
  return (
    <div className={styles.preview}>
      {ratio !== null ? (
        <div className={styles.swatch} style={{ backgroundColor: primary }}>
          <span className={styles.swatchText}>{t('communitySettings.theme.previewText')}</span>
        </div>
      ) : null}
      <p className={styles.muted}>
        {ratio !== null
          ? t('communitySettings.theme.ratio', { ratio: ratio.toFixed(2) })
          : t('communitySettings.theme.noPreview')}
      </p>
      <div aria-live="polite">
        {low && ratio !== null ? (
          <p className={styles.warning}>
            {t('communitySettings.theme.lowContrast', {
              colour: primary.toUpperCase(),
              ratio: ratio.toFixed(2),
              needed: AA_TEXT_CONTRAST,
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
