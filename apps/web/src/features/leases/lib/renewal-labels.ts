import type { RenewalOffer } from '@portal/domain/schemas/renewal';
import type { TFunction } from '@/lib/i18n';
import { perLocale } from '@/lib/language';
import { formatCents } from '@/lib/money';

const percent = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));

/** What the offer changes from today's rent: "+$56.70 a month (+3%) from $1,890.00", or no change. */
export function rentChangeLabel(
  t: TFunction,
  offer: Pick<RenewalOffer, 'monthly_rent' | 'current_monthly_rent' | 'rent_increase_basis_points'>,
): string {
  const difference = offer.monthly_rent - offer.current_monthly_rent;
  if (difference === 0) {
    return t('leases.renewal.noChange', { today: formatCents(offer.current_monthly_rent) });
  }
  return t(difference > 0 ? 'leases.renewal.increase' : 'leases.renewal.decrease', {
    amount: formatCents(Math.abs(difference)),
    percent: percent().format(Math.abs(offer.rent_increase_basis_points) / 100),
    today: formatCents(offer.current_monthly_rent),
  });
}
