import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import styles from './PasswordInput.module.css';

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  ref?: Ref<HTMLInputElement>;
  /** The field's visible label, used to name the show/hide button ("Show New Password"). */
  fieldLabel: string;
  id: string;
}

/**
 * A password input with a Show/Hide button. Pasting is allowed (password managers); the value is
 * only shown as text while the user asks for it.
 */
export function PasswordInput({ ref, fieldLabel, className, id, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  return (
    <div className={styles.wrapper}>
      <input
        ref={ref}
        id={id}
        type={visible ? 'text' : 'password'}
        spellCheck={false}
        autoCapitalize="none"
        className={[className, styles.input].filter(Boolean).join(' ')}
        {...props}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-controls={id}
        aria-label={t(visible ? 'accounts.password.hideLabel' : 'accounts.password.showLabel', {
          field: fieldLabel,
        })}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? t('accounts.password.hide') : t('accounts.password.show')}
      </button>
    </div>
  );
}
