import { isApiRequestError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { ceremonyFailure } from '../lib/ceremony-failure';

/** The words for a failed ceremony call: already signed, ended session, wrong PIN, the API's 400, retry. */
export function useFailureMessage() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    switch (ceremonyFailure(error)) {
      case 'alreadySigned':
        return t('signing.common.alreadySigned');
      case 'expired':
        return t('signing.ceremony.expired');
      case 'wrongPin':
        return t('signing.ceremony.wrongPin');
      case 'invalid':
        return (isApiRequestError(error) && error.body?.message) || t('signing.ceremony.failed');
      case 'retry':
        return t('signing.ceremony.failed');
    }
  };
}
