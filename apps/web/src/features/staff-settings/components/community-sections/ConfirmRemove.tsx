import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import type { CommunityChange, CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { useTranslation } from '@/lib/i18n';
import styles from './CommunitySections.module.css';
import { ItemPanel } from './ItemPanel';
import { useSectionSave } from './use-section-save';

interface ConfirmRemoveProps extends CommunitySectionProps {
  id: string;
  level: 3 | 4;
  /** The item's name, in the question and in what is announced once it is removed. */
  name: string;
  /** The list without the item. */
  change: CommunityChange;
  onCancel: () => void;
  onRemoved: (message: string) => void;
}

/** The step before removing a fee, concession or rental option: Remove or Cancel, and why it failed. */
export function ConfirmRemove({
  id,
  level,
  name,
  change,
  onCancel,
  onRemoved,
  ...section
}: ConfirmRemoveProps) {
  const { t } = useTranslation();
  const { failure, send } = useSectionSave(section);
  const [pending, setPending] = useState(false);

  async function confirm() {
    if (pending) return;
    setPending(true);
    if (await send(change)) onRemoved(t('communitySections.item.removed', { name }));
    else setPending(false);
  }

  return (
    <ItemPanel
      id={id}
      level={level}
      placement="row"
      heading={t('communitySections.item.removeHeading', { name })}
      onCancel={onCancel}
    >
      <p>{t('communitySections.item.removeText')}</p>
      <ErrorList messages={failure} />
      <div className={styles.panelActions}>
        <Button onClick={() => void confirm()} aria-disabled={pending || undefined}>
          {pending ? t('communitySections.item.removing') : t('communitySections.item.remove')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('communitySections.cancel')}
        </Button>
      </div>
    </ItemPanel>
  );
}
