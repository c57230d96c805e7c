import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/ui/SkipLink';
import { useCommunitySession } from '@/features/accounts/api/get-session';
import { useLogOut } from '@/features/accounts/api/log-out';
import { useTranslation } from '@/lib/i18n';
import { telHref } from '@/lib/phone';
import { loginPageOf } from '@/shared/account-frame/next-path';
import { communityRoutes } from '../community-routes';
import { useApplyTheme } from '../use-theme';
import { DrawerSlotProvider } from './drawer-slot';
import { ImpersonationBanner } from './ImpersonationBanner';
import { LanguageSwitch } from './LanguageSwitch';
import { PolicyLinks } from './PolicyLinks';
import { DRAWER_ID, PortalDrawer } from './PortalDrawer';
import { ProfileMenu } from './ProfileMenu';
import { profileMenuItems } from './profile-menu-items';
import { collectRoutePaths } from './route-paths';
import styles from './Shell.module.css';
import { trackStickyBannerHeight } from './sticky-banner-height';
import { useAccountLanguage } from './use-account-language';
import { useOfferedLanguages } from './use-offered-languages';

export interface CommunityShellProps {
  community: CommunityConfiguration;
  children: ReactNode;
}

/**
 * The themed frame of every page under /:community (spec part 1, screen 14): the top bar with the
 * community logo and either the profile menu (signed in) or Log In / Sign Up (signed out); for signed-in
 * users the left drawer beside the page; a banner while staff view the portal as a user; the footer.
 * Guest signers see neither menu nor drawer.
 */
export function CommunityShell({ community, children }: CommunityShellProps) {
  const { t } = useTranslation();
  useApplyTheme(community);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { session, query: sessionQuery } = useCommunitySession(community.slug);
  const logOut = useLogOut();
  const signedIn = session !== null && session.kind !== 'guest';
  // Until the session is known, the top bar shows neither Log In nor the menu, so neither flashes.
  const sessionKnown = !sessionQuery.isPending;
  // The staff console offers English alone, so it shows no switch (decision 0050).
  const offered = useOfferedLanguages(community.languages);
  useAccountLanguage(session, sessionKnown);
  const languageSwitch = <LanguageSwitch languages={offered} saveOnAccount={session?.kind === 'user'} />;

  // Pages arrive issue by issue: the menu offers only those the router has.
  const availablePaths = useMemo(() => collectRoutePaths(communityRoutes), []);
  // The applicant's res_app_portal_url is the community's resident_portal_url: the configuration has it.
  const menuItems = profileMenuItems(community, session, availablePaths, {
    residentPortalUrl: community.resident_portal_url,
  });

  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerSlot, setDrawerSlot] = useState<HTMLElement | null>(null);
  const drawerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusDrawerOnOpen = useRef(false);
  const [drawerPath, setDrawerPath] = useState(pathname);

  // Choosing a page from the drawer (or going back) closes it on narrow screens.
  if (pathname !== drawerPath) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }

  useEffect(() => {
    if (drawerOpen && focusDrawerOnOpen.current) {
      focusDrawerOnOpen.current = false;
      drawerRef.current?.focus();
    }
  }, [drawerOpen]);

  function toggleDrawer() {
    focusDrawerOnOpen.current = !drawerOpen;
    setDrawerOpen(!drawerOpen);
  }

  function closeDrawerToToggle() {
    setDrawerOpen(false);
    toggleRef.current?.focus();
  }

  function onToggleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Escape' && drawerOpen) {
      event.preventDefault();
      setDrawerOpen(false);
    }
  }

  function handleLogout() {
    if (logOut.isPending) return;
    void logOut
      .mutateAsync()
      .catch(() => undefined)
      .then(() => navigate(loginPageOf(session, community.slug)));
  }

  const main = (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={signedIn ? styles.frameMain : styles.main}>
      {children}
    </main>
  );

  return (
    <DrawerSlotProvider value={signedIn ? drawerSlot : null}>
      <SkipLink />
      <header ref={trackStickyBannerHeight} className={styles.banner}>
        {session ? <ImpersonationBanner session={session} /> : null}
        <div className={signedIn ? `${styles.bannerInner} ${styles.wide}` : styles.bannerInner}>
          <div className={styles.bannerStart}>
            {signedIn ? (
              <button
                ref={toggleRef}
                type="button"
                className={styles.drawerToggle}
                aria-expanded={drawerOpen}
                aria-controls={DRAWER_ID}
                onClick={toggleDrawer}
                onKeyDown={onToggleKeyDown}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M4 6h16M4 12h16M4 18h10" />
                </svg>
                <span className={styles.drawerToggleLabel}>{t('portal.drawer.toggle')}</span>
              </button>
            ) : null}
            <Link to={`/${community.slug}`} className={styles.brand}>
              {/* Community logos are wordmarks: the logo alone names the community. */}
              {community.logo ? (
                <img
                  className={styles.logo}
                  src={community.logo}
                  alt={t('app.logoAlt', { name: community.display_name })}
                  // The box of a 240×64 logo, held before it arrives so the banner does not shift under it.
                  width={150}
                  height={40}
                />
              ) : (
                <span className={styles.brandName}>{community.display_name}</span>
              )}
            </Link>
          </div>
          {signedIn ? (
            <div className={styles.bannerEnd}>
              {languageSwitch}
              <ProfileMenu
                community={community.slug}
                user={session.user}
                items={menuItems}
                onLogout={handleLogout}
                loggingOut={logOut.isPending}
              />
            </div>
          ) : sessionKnown && session === null ? (
            <div className={styles.bannerEnd}>
              {languageSwitch}
              <nav aria-label={t('community.siteNavLabel')} className={styles.nav}>
                <ul className={styles.navList}>
                  <li className={styles.wideOnly}>
                    <Link to="/" className={styles.navLink}>
                      {t('community.allCommunities')}
                    </Link>
                  </li>
                  <li>
                    <NavLink to={`/${community.slug}/login`} className={styles.navLink}>
                      {t('portal.topBar.logIn')}
                    </NavLink>
                  </li>
                  <li>
                    <NavLink
                      to={`/${community.slug}/signup`}
                      className={`${styles.navLink} ${styles.navCta}`}
                    >
                      {t('portal.topBar.signUp')}
                    </NavLink>
                  </li>
                </ul>
              </nav>
            </div>
          ) : (
            languageSwitch
          )}
        </div>
      </header>
      {signedIn ? (
        <div className={styles.frame}>
          <PortalDrawer
            ref={drawerRef}
            community={community}
            open={drawerOpen}
            onEscape={closeDrawerToToggle}
            slotRef={setDrawerSlot}
          />
          {main}
        </div>
      ) : (
        main
      )}
      <footer className={styles.footer}>
        <div className={signedIn ? `${styles.footerInner} ${styles.wide}` : styles.footerInner}>
          <PolicyLinks
            community={community.slug}
            label={t('portal.policyLinks.footerNavLabel')}
            className={styles.footerLinks}
          />
          <p>
            {t('community.footer.copyright', {
              year: String(new Date().getFullYear()),
              company: community.company_name,
            })}
          </p>
          <p>
            <a href={telHref(community.contact_phone)}>
              {t('community.footer.contact', { phone: community.contact_phone })}
            </a>
          </p>
        </div>
      </footer>
    </DrawerSlotProvider>
  );
}
