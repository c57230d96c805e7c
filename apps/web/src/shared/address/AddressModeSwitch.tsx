import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import styles from '../journey-step/JourneyPage.module.css';
import type { AddressMode } from './address-form';

/** The segmented choice between searching for the address and typing it field by field. */
export function AddressModeSwitch({
  mode,
  onChange,
}: {
  mode: AddressMode;
  onChange: (mode: AddressMode) => void;
}) {
  const { t } = useTranslation();
  const modeName = useId();
  return (
    <fieldset className={styles.modes}>
      <legend className={styles.modesLegend}>{t('journey.address.modeLegend')}</legend>
      <div className={styles.segments}>
        {(['automated', 'manual'] as const).map((value) => (
          <div key={value} className={styles.segment}>
            <input
              type="radio"
              id={`${modeName}-${value}`}
              name={modeName}
              value={value}
              checked={mode === value}
              onChange={() => onChange(value)}
            />
            <label htmlFor={`${modeName}-${value}`}>
              {value === 'automated' ? t('journey.address.modeSearch') : t('journey.address.modeManual')}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
