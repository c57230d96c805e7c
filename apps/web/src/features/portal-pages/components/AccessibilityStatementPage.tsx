import { LightMarkdown } from '@/components/ui/LightMarkdown';
import { useCommunity } from '@/lib/community-context';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { telHref } from '@/lib/phone';
import { useDocumentTitle } from '@/lib/use-document-title';
import documentStyles from './DocumentPage.module.css';

/** The day the statement's evaluation was made: a new evaluation changes it with the text (docs/accessibility.md). */
const EVALUATED_ON = '2026-11-29';

/** `/:community/accessibility`: the WCAG 2.2 AA conformance statement, with the leasing office to call. */
export function AccessibilityStatementPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  useDocumentTitle(t('portalPages.accessibility.title'), community.display_name);
  const names = { community: community.display_name, company: community.company_name };

  return (
    <div className={documentStyles.page}>
      <article className={documentStyles.document}>
        <LightMarkdown text={t('portalPages.accessibility.statement', names)} />
        <p>{t('portalPages.accessibility.date', { date: spelledOutDate(EVALUATED_ON) })}</p>
      </article>
      <p className={documentStyles.contact}>
        {t('portalPages.accessibility.contact', names)}{' '}
        <a href={telHref(community.contact_phone)}>{community.contact_phone}</a>.
      </p>
    </div>
  );
}
