import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import { type KeyboardEvent, type Ref, useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { telHref } from '@/lib/phone';
import styles from './Drawer.module.css';
import { PolicyLinks } from './PolicyLinks';

export const DRAWER_ID = 'portal-drawer';

export interface PortalDrawerProps {
  community: CommunityConfiguration;
  /** Narrow screens only: wide screens always show the drawer beside the page. */
  open: boolean;
  onEscape: () => void;
  /** Receives the element that DrawerSlot fills (unit, payments, progress steps). */
  slotRef: (element: HTMLDivElement | null) => void;
  ref?: Ref<HTMLElement>;
}

/**
 * The left drawer of signed-in users: the community, a slot for the journey's unit, payments and
 * progress steps, and the Privacy / Terms of Use / FAQs links. A complementary landmark.
 */
export function PortalDrawer({ community, open, onEscape, slotRef, ref }: PortalDrawerProps) {
  const { t } = useTranslation();
  const nameId = useId();

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      onEscape();
    }
  }

  return (
    // tabIndex -1: focus moves here when the drawer is opened on a narrow screen.
    <aside
      ref={ref}
      id={DRAWER_ID}
      aria-label={t('portal.drawer.label')}
      className={`${styles.drawer} ${open ? styles.open : ''}`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <section className={styles.community} aria-labelledby={nameId}>
        <h2 id={nameId} className={styles.communityName}>
          {community.display_name}
        </h2>
        <address className={styles.address}>{community.community.normalized_street_address}</address>
        <p className={styles.contact}>
          <span className={styles.contactLabel}>{t('portal.drawer.contactLabel')}</span>{' '}
          <a href={telHref(community.contact_phone)}>{community.contact_phone}</a>
        </p>
      </section>
      <div ref={slotRef} className={styles.slot} />
      <PolicyLinks
        community={community.slug}
        label={t('portal.policyLinks.drawerNavLabel')}
        className={styles.links}
      />
    </aside>
  );
}
