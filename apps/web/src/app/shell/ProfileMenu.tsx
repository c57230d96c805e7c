import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import styles from './ProfileMenu.module.css';
import type { ProfileMenuItem } from './profile-menu-items';

export interface ProfileMenuProps {
  community: string;
  user: { first_name: string; last_name: string };
  items: readonly ProfileMenuItem[];
  onLogout: () => void;
  loggingOut: boolean;
}

function initialsOf(user: ProfileMenuProps['user']): string {
  return [user.first_name, user.last_name]
    .map((name) => Array.from(name.trim())[0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * The top bar's profile menu as a disclosure: a button (aria-expanded, aria-controls) that shows a
 * labelled navigation list of links and the Logout button. Tab moves through the items; the arrow keys,
 * Home and End move between them too; Escape closes it and returns to the button; so do a click
 * outside, focus leaving it and a navigation.
 */
export function ProfileMenu({ community, user, items, onLogout, loggingOut }: ProfileMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirstOnOpen = useRef(false);
  const panelId = useId();
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);

  // A navigation (an item was chosen, or the browser went back) closes the menu.
  if (pathname !== openedAt) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      menuItems(panelRef.current)[0]?.focus();
    }
    const closeWhenOutside = (event: Event) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setOpen(false);
    };
    // pointerdown for clicks and taps; focusin for focus moving elsewhere (Tab past the last item).
    document.addEventListener('pointerdown', closeWhenOutside);
    document.addEventListener('focusin', closeWhenOutside);
    return () => {
      document.removeEventListener('pointerdown', closeWhenOutside);
      document.removeEventListener('focusin', closeWhenOutside);
    };
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    if (!open) {
      if (event.target === buttonRef.current && event.key === 'ArrowDown') {
        event.preventDefault();
        focusFirstOnOpen.current = true;
        setOpen(true);
      }
      return;
    }
    const list = menuItems(panelRef.current);
    if (list.length === 0) return;
    event.preventDefault();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const last = list.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? current === -1 || current === last
              ? 0
              : current + 1
            : current <= 0
              ? last
              : current - 1;
    list[next]?.focus();
  }

  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');

  return (
    // The key handler serves the button and the items inside; the container itself is not interactive.
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard support for the disclosure's items
    <div ref={containerRef} className={styles.menu} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('portal.profileMenu.buttonLabel', { name: fullName })}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(user)}
        </span>
        <span className={styles.name}>{fullName}</span>
        <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3.5 6 8 10.5 12.5 6" />
        </svg>
      </button>
      {/* The items are built when the menu opens: closed, they would cost every page's first render. */}
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!open}>
        {open ? (
          <nav aria-label={t('portal.profileMenu.navLabel')}>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.id} className={item.kind === 'logout' ? styles.logoutRow : undefined}>
                  {item.kind === 'page' ? (
                    <NavLink to={`/${community}/${item.path}`} className={styles.item}>
                      {t(`portal.profileMenu.items.${item.id}`)}
                    </NavLink>
                  ) : item.kind === 'external' ? (
                    <a href={item.href} className={styles.item}>
                      {t(`portal.profileMenu.items.${item.id}`)}
                    </a>
                  ) : (
                    <button
                      type="button"
                      className={styles.item}
                      onClick={loggingOut ? undefined : onLogout}
                      aria-disabled={loggingOut || undefined}
                    >
                      {loggingOut ? t('portal.profileMenu.loggingOut') : t('portal.profileMenu.items.logout')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}

function menuItems(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>('a[href], button')) : [];
}
