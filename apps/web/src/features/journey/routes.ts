import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { identityRoutes } from '../identity/routes';
import { incomeRoutes } from '../income/routes';
import { paymentTransactionRoutes } from '../payments/routes';
import { screeningRoutes } from '../screening/routes';
import { signingTransactionRoutes } from '../signing/routes';
import { statusTransactionRoutes } from '../status/routes';

/** The application journey under /:community: the welcome page and /transaction/:transactionId/… pages. */
export const journeyRoutes: RouteObject[] = [
  { path: 'welcome', lazy: lazyPage(() => import('./components/WelcomePage'), 'WelcomePage', ['journey']) },
  {
    path: 'quote-expired',
    lazy: lazyPage(() => import('./components/holds/QuoteExpiredPage'), 'QuoteExpiredPage', [
      'holds',
      'journey',
      'portalPages',
    ]),
  },
  {
    path: 'invitations',
    lazy: lazyPage(() => import('./components/invitations/InvitationsPage'), 'InvitationsPage', [
      'invitations',
      'journey',
    ]),
  },
  {
    path: 'transaction/:transactionId',
    lazy: lazyPage(() => import('./components/TransactionLayout'), 'TransactionLayout', ['journey']),
    children: [
      // The layout sends the bare transaction path to the first step still to do.
      { index: true, element: null },
      {
        path: 'address',
        lazy: lazyPage(() => import('./components/AddressPage'), 'AddressPage', ['journey']),
      },
      {
        path: 'military-status',
        lazy: lazyPage(() => import('./components/MilitaryStatusPage'), 'MilitaryStatusPage', ['journey']),
      },
      {
        path: 'lease-terms',
        lazy: lazyPage(() => import('./components/LeaseTermsPage'), 'LeaseTermsPage', ['journey']),
      },
      {
        path: 'lease-terms/unit-details',
        lazy: lazyPage(() => import('./components/LeaseTermsPage'), 'LeaseTermsUnitDetailsPage', ['journey']),
      },
      {
        path: 'lease-terms/leasing-terms',
        lazy: lazyPage(() => import('./components/LeaseTermsPage'), 'LeaseTermsLeasingTermsPage', [
          'journey',
        ]),
      },
      {
        path: 'rental-profile',
        lazy: lazyPage(() => import('./components/RentalProfilePage'), 'RentalProfilePage', [
          'household',
          'journey',
        ]),
      },
      {
        path: 'rental-profile/options',
        lazy: lazyPage(() => import('./components/RentalProfilePage'), 'RentalProfilePage', [
          'household',
          'journey',
        ]),
      },
      ...incomeRoutes,
      {
        path: 'invite-roommates',
        lazy: lazyPage(() => import('./components/household/InvitePersonPage'), 'InviteRoommatesPage', [
          'household',
        ]),
      },
      {
        path: 'invite-guarantor',
        lazy: lazyPage(() => import('./components/household/InvitePersonPage'), 'InviteGuarantorPage', [
          'household',
        ]),
      },
      {
        path: 'guarantor_request',
        lazy: lazyPage(() => import('./components/holds/GuarantorRequestPage'), 'GuarantorRequestPage', [
          'holds',
        ]),
      },
      {
        path: 'resend-invite',
        lazy: lazyPage(() => import('./components/household/ResendInvitePage'), 'ResendInvitePage', [
          'household',
        ]),
      },
      {
        path: 'dependent/:id/edit',
        lazy: lazyPage(() => import('./components/household/EditDependentPage'), 'EditDependentPage', [
          'household',
        ]),
      },
      {
        path: ':type/:id/remove',
        lazy: lazyPage(() => import('./components/household/RemovePage'), 'RemovePage', [
          'household',
          'journey',
        ]),
      },
      {
        path: 'parking',
        lazy: lazyPage(() => import('./components/RentalOptionsPage'), 'ParkingPage', [
          'household',
          'journey',
        ]),
      },
      {
        path: 'pets',
        lazy: lazyPage(() => import('./components/RentalOptionsPage'), 'PetsPage', ['household', 'journey']),
      },
      {
        path: 'storage',
        lazy: lazyPage(() => import('./components/RentalOptionsPage'), 'StoragePage', [
          'household',
          'journey',
        ]),
      },
      {
        path: 'unit-unavailable',
        lazy: lazyPage(() => import('./components/holds/UnitUnavailablePage'), 'UnitUnavailablePage', [
          'holds',
          'journey',
        ]),
      },
      {
        path: 'pricing-updated',
        lazy: lazyPage(() => import('./components/holds/PricingUpdatedPage'), 'PricingUpdatedPage', [
          'holds',
          'journey',
        ]),
      },
      {
        path: 'wine-cooler',
        lazy: lazyPage(() => import('./components/RentalOptionsPage'), 'WineCoolerPage', [
          'household',
          'journey',
        ]),
      },
      ...screeningRoutes,
      ...statusTransactionRoutes,
      // The approved screen is the signing flow's first step.
      ...signingTransactionRoutes,
      ...identityRoutes,
      ...paymentTransactionRoutes,
    ],
  },
];
