import { useEffect } from 'react';
import { useTranslation } from './i18n';

/** Sets document.title to the given parts, most specific first, joined by the catalog's separator. */
export function useDocumentTitle(...parts: Array<string | null | undefined>): void {
  const { t } = useTranslation();
  const title = parts.filter((part): part is string => Boolean(part)).join(t('app.titleSeparator'));
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
