import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const documents = () => import('./components/TextDocumentPages');
const unavailablePages = () => import('./components/UnavailablePages');

/**
 * Static pages under /:community (terms, privacy policy, FAQ) and the pages saying that an application or
 * a home is gone.
 */
export const portalPageRoutes: RouteObject[] = [
  { path: 'terms', lazy: lazyPage(documents, 'TermsPage', ['portalPages']) },
  { path: 'privacy-policy', lazy: lazyPage(documents, 'PrivacyPolicyPage', ['portalPages']) },
  { path: 'funnel-terms', lazy: lazyPage(documents, 'FunnelTermsPage', ['portalPages']) },
  { path: 'rental-fees-agreement', lazy: lazyPage(documents, 'RentalFeesAgreementPage', ['portalPages']) },
  { path: 'faq', lazy: lazyPage(() => import('./components/FaqPage'), 'FaqPage', ['portalPages']) },
  {
    path: 'application-unavailable',
    lazy: lazyPage(unavailablePages, 'ApplicationUnavailablePage', ['holds', 'portalPages']),
  },
  {
    path: 'unauth-application-unavailable',
    lazy: lazyPage(unavailablePages, 'UnauthApplicationUnavailablePage', ['holds', 'portalPages']),
  },
  {
    path: 'unauth-unit-unavailable',
    lazy: lazyPage(unavailablePages, 'UnauthUnitUnavailablePage', ['holds', 'portalPages']),
  },
];
