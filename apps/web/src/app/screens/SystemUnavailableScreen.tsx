import { useTranslation } from 'react-i18next';
import { SystemUnavailable, type SystemUnavailableProps } from '../../components/ui/SystemUnavailable';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The error page: configuration load failures and unhandled render failures. */
export function SystemUnavailableScreen(props: SystemUnavailableProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.systemUnavailable.title'), t('app.name'));
  return <SystemUnavailable {...props} />;
}
