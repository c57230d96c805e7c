import { RENT_ITEM_NAME } from '@portal/domain/constants/rent-item';
import { useTranslation } from './i18n';

/**
 * A monthly item's name as the reader reads it: the portal's own "Rent" in their language, every other item
 * as its community named it.
 */
export function useChargeName(): (name: string) => string {
  const { t } = useTranslation();
  return (name) => (name === RENT_ITEM_NAME ? t('app.rent') : name);
}
