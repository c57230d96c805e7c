import { SystemUnavailable, type SystemUnavailableProps } from '@/components/ui/SystemUnavailable';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The error page: configuration load failures and unhandled render failures. */
export function SystemUnavailableScreen(props: SystemUnavailableProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.systemUnavailable.title'), t('app.name'));
  return <SystemUnavailable {...props} />;
}
