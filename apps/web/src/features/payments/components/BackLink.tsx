import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

export interface BackLinkProps {
  /** Where to go when this page was opened directly (nothing in this tab's in-app history). */
  fallback: string;
  className?: string;
  children: ReactNode;
}

/** A link back to the page the user came from, or to `fallback`; a real link, so it works without script. */
export function BackLink({ fallback, className, children }: BackLinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // "default" is the key of the first entry of this tab's in-app history: nothing to go back to.
    if (location.key === 'default') return;
    event.preventDefault();
    navigate(-1);
  };
  return (
    <Link to={fallback} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
