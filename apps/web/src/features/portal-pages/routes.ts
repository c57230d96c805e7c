import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const documents = () => import('./components/TextDocumentPages');
const statusPages = () => import('./components/StatusPages');

/** Static and status pages under /:community (terms, privacy policy, FAQ, unavailable pages). */
export const portalPageRoutes: RouteObject[] = [
  { path: 'terms', lazy: lazyPage(documents, 'TermsPage', []) },
  { path: 'privacy-policy', lazy: lazyPage(documents, 'PrivacyPolicyPage', []) },
  { path: 'funnel-terms', lazy: lazyPage(documents, 'FunnelTermsPage', []) },
  { path: 'rental-fees-agreement', lazy: lazyPage(documents, 'RentalFeesAgreementPage', []) },
  { path: 'faq', lazy: lazyPage(() => import('./components/FaqPage'), 'FaqPage', []) },
  { path: 'application-unavailable', lazy: lazyPage(statusPages, 'ApplicationUnavailablePage', ['holds']) },
  {
    path: 'unauth-application-unavailable',
    lazy: lazyPage(statusPages, 'UnauthApplicationUnavailablePage', ['holds']),
  },
  { path: 'unauth-unit-unavailable', lazy: lazyPage(statusPages, 'UnauthUnitUnavailablePage', ['holds']) },
];
