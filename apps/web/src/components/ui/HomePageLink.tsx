import { Link, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { buttonClassName } from './Button';

export interface HomePageLinkProps {
  variant?: 'primary' | 'secondary';
  /** "Go to the Home Page" unless told otherwise. */
  label?: string;
}

/** A button-styled link to the current community's home page: the way out of a dead end. */
export function HomePageLink({ variant = 'primary', label }: HomePageLinkProps) {
  const { t } = useTranslation();
  const { community = '' } = useParams();
  return (
    <Link to={`/${community}`} className={buttonClassName(variant)}>
      {label ?? t('portal.homePage')}
    </Link>
  );
}
