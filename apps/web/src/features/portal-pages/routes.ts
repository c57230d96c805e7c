import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

const documents = () => import('./components/TextDocumentPages');
const unavailablePages = () => import('./components/UnavailablePages');

/**
 * Static pages under /:community (terms, privacy policy, FAQ, accessibility statement) and the pages
 * saying that an application or a home is gone.
 */
export const portalPageRoutes: RouteObject[] = [
  { path: 'terms', Component: lazyPage(documents, 'TermsPage', ['portalPages']) },
  { path: 'privacy-policy', Component: lazyPage(documents, 'PrivacyPolicyPage', ['portalPages']) },
  { path: 'funnel-terms', Component: lazyPage(documents, 'FunnelTermsPage', ['portalPages']) },
  {
    path: 'rental-fees-agreement',
    Component: lazyPage(documents, 'RentalFeesAgreementPage', ['portalPages']),
  },
  { path: 'faq', Component: lazyPage(() => import('./components/FaqPage'), 'FaqPage', ['portalPages']) },
  {
    path: 'accessibility',
    Component: lazyPage(
      () => import('./components/AccessibilityStatementPage'),
      'AccessibilityStatementPage',
      ['portalPages'],
    ),
  },
  {
    path: 'application-unavailable',
    Component: lazyPage(unavailablePages, 'ApplicationUnavailablePage', ['holds', 'portalPages']),
  },
  {
    path: 'unauth-application-unavailable',
    Component: lazyPage(unavailablePages, 'UnauthApplicationUnavailablePage', ['holds', 'portalPages']),
  },
  {
    path: 'unauth-unit-unavailable',
    Component: lazyPage(unavailablePages, 'UnauthUnitUnavailablePage', ['holds', 'portalPages']),
  },
];
