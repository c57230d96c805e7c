import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';
import type { SignedInReadsHandle } from '@/lib/route-reads';
import { identityRoutes } from '../identity/routes';
import { incomeRoutes } from '../income/routes';
import { paymentTransactionRoutes } from '../payments/routes';
import { screeningRoutes } from '../screening/routes';
import { signingTransactionRoutes } from '../signing/routes';
import { statusTransactionRoutes } from '../status/routes';

/** The application journey under /:community: the welcome page and /transaction/:transactionId/… pages. */
export const journeyRoutes: RouteObject[] = [
  {
    path: 'welcome',
    Component: lazyPage(() => import('./components/WelcomePage'), 'WelcomePage', ['journey']),
  },
  {
    path: 'quote-expired',
    Component: lazyPage(() => import('./components/holds/QuoteExpiredPage'), 'QuoteExpiredPage', [
      'holds',
      'journey',
      'portalPages',
    ]),
  },
  {
    path: 'invitations',
    Component: lazyPage(() => import('./components/invitations/InvitationsPage'), 'InvitationsPage', [
      'invitations',
      'journey',
    ]),
  },
  {
    path: 'transaction/:transactionId',
    Component: lazyPage(() => import('./components/TransactionLayout'), 'TransactionLayout', ['journey']),
    handle: {
      // The read's module comes with the page's chunks (announced with the page), not in the entry.
      signedInReads: (queryClient, { transactionId = '' }) =>
        void import('./api/transactions').then(({ transactionQuery }) =>
          queryClient.prefetchQuery(transactionQuery(transactionId)),
        ),
    } satisfies SignedInReadsHandle,
    children: [
      // The layout sends the bare transaction path to the first step still to do.
      { index: true, element: null },
      {
        path: 'address',
        Component: lazyPage(() => import('./components/AddressPage'), 'AddressPage', ['journey']),
      },
      {
        path: 'military-status',
        Component: lazyPage(() => import('./components/MilitaryStatusPage'), 'MilitaryStatusPage', [
          'journey',
        ]),
      },
      {
        path: 'lease-terms',
        Component: lazyPage(() => import('./components/LeaseTermsPage'), 'LeaseTermsPage', ['journey']),
        handle: {
          signedInReads: (queryClient, { transactionId = '' }) =>
            void import('./api/lease-terms').then(({ availableLeaseTermsQuery }) =>
              queryClient.prefetchQuery(availableLeaseTermsQuery(transactionId)),
            ),
        } satisfies SignedInReadsHandle,
      },
      {
        path: 'lease-terms/unit-details',
        Component: lazyPage(() => import('./components/LeaseTermsPage'), 'LeaseTermsUnitDetailsPage', [
          'journey',
        ]),
      },
      {
        path: 'lease-terms/leasing-terms',
        Component: lazyPage(() => import('./components/LeaseTermsPage'), 'LeaseTermsLeasingTermsPage', [
          'journey',
        ]),
      },
      {
        path: 'rental-profile',
        Component: lazyPage(() => import('./components/RentalProfilePage'), 'RentalProfilePage', [
          'household',
          'journey',
        ]),
      },
      {
        path: 'rental-profile/options',
        Component: lazyPage(() => import('./components/RentalProfilePage'), 'RentalProfilePage', [
          'household',
          'journey',
        ]),
      },
      ...incomeRoutes,
      {
        path: 'invite-roommates',
        Component: lazyPage(() => import('./components/household/InvitePersonPage'), 'InviteRoommatesPage', [
          'household',
        ]),
      },
      {
        path: 'invite-guarantor',
        Component: lazyPage(() => import('./components/household/InvitePersonPage'), 'InviteGuarantorPage', [
          'household',
        ]),
      },
      {
        path: 'guarantor_request',
        Component: lazyPage(() => import('./components/holds/GuarantorRequestPage'), 'GuarantorRequestPage', [
          'holds',
        ]),
      },
      {
        path: 'resend-invite',
        Component: lazyPage(() => import('./components/household/ResendInvitePage'), 'ResendInvitePage', [
          'household',
        ]),
      },
      {
        path: 'dependent/:id/edit',
        Component: lazyPage(() => import('./components/household/EditDependentPage'), 'EditDependentPage', [
          'household',
        ]),
      },
      {
        path: ':type/:id/remove',
        Component: lazyPage(() => import('./components/household/RemovePage'), 'RemovePage', [
          'household',
          'journey',
        ]),
      },
      {
        path: 'parking',
        Component: lazyPage(() => import('./components/RentalOptionsPage'), 'ParkingPage', [
          'household',
          'journey',
        ]),
      },
      {
        path: 'pets',
        Component: lazyPage(() => import('./components/RentalOptionsPage'), 'PetsPage', [
          'household',
          'journey',
        ]),
      },
      {
        path: 'storage',
        Component: lazyPage(() => import('./components/RentalOptionsPage'), 'StoragePage', [
          'household',
          'journey',
        ]),
      },
      {
        path: 'unit-unavailable',
        Component: lazyPage(() => import('./components/holds/UnitUnavailablePage'), 'UnitUnavailablePage', [
          'holds',
          'journey',
        ]),
      },
      {
        path: 'pricing-updated',
        Component: lazyPage(() => import('./components/holds/PricingUpdatedPage'), 'PricingUpdatedPage', [
          'holds',
          'journey',
        ]),
      },
      {
        path: 'wine-cooler',
        Component: lazyPage(() => import('./components/RentalOptionsPage'), 'WineCoolerPage', [
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
