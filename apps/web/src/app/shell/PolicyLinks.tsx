import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';

export interface PolicyLinksProps {
  community: string;
  /** Names the navigation landmark; the drawer and the footer each need their own. */
  label: string;
  className?: string | undefined;
}

/**
 * Privacy, Terms of Use, FAQs and the accessibility statement: in the drawer for signed-in users and in
 * every page footer.
 */
export function PolicyLinks({ community, label, className }: PolicyLinksProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className={className}>
      <ul>
        <li>
          <Link to={`/${community}/privacy-policy`}>{t('portal.policyLinks.privacy')}</Link>
        </li>
        <li>
          <Link to={`/${community}/terms`}>{t('portal.policyLinks.terms')}</Link>
        </li>
        <li>
          <Link to={`/${community}/faq`}>{t('portal.policyLinks.faq')}</Link>
        </li>
        <li>
          <Link to={`/${community}/accessibility`}>{t('portal.policyLinks.accessibility')}</Link>
        </li>
      </ul>
    </nav>
  );
}
