import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { identityRoutes } from '../identity/routes';
import { incomeRoutes } from '../income/routes';
import { screeningRoutes } from '../screening/routes';
import { statusTransactionRoutes } from '../status/routes';

/** The application journey under /:community: the welcome page and /transaction/:transactionId/… pages. */
export const journeyRoutes: RouteObject[] = [
  { path: 'welcome', lazy: lazyPage(() => import('./components/WelcomePage'), 'WelcomePage') },
  {
    path: 'quote-expired',
    lazy: lazyPage(() => import('./components/holds/QuoteExpiredPage'), 'QuoteExpiredPage'),
  },
  {
    path: 'invitations',
    lazy: lazyPage(() => import('./components/invitations/InvitationsPage'), 'InvitationsPage'),
  },
  {
    path: 'transaction/:transactionId',
    lazy: lazyPage(() => import('./components/TransactionLayout'), 'TransactionLayout'),
    children: [
      // The layout sends the bare transaction path to the first step still to do.
      { index: true, element: null },
      { path: 'address', lazy: lazyPage(() => import('./components/AddressPage'), 'AddressPage') },
      {
        path: 'military-status',
        lazy: lazyPage(() => import('./components/MilitaryStatusPage'), 'MilitaryStatusPage'),
      },
      { path: 'lease-terms', lazy: lazyPage(() => import('./components/LeaseTermsPage'), 'LeaseTermsPage') },
      {
        path: 'lease-terms/unit-details',
        lazy: lazyPage(() => import('./components/LeaseTermsPage'), 'LeaseTermsUnitDetailsPage'),
      },
      {
        path: 'lease-terms/leasing-terms',
        lazy: lazyPage(() => import('./components/LeaseTermsPage'), 'LeaseTermsLeasingTermsPage'),
      },
      {
        path: 'rental-profile',
        lazy: lazyPage(() => import('./components/RentalProfilePage'), 'RentalProfilePage'),
      },
      {
        path: 'rental-profile/options',
        lazy: lazyPage(() => import('./components/RentalProfilePage'), 'RentalProfilePage'),
      },
      ...incomeRoutes,
      {
        path: 'invite-roommates',
        lazy: lazyPage(() => import('./components/household/InvitePersonPage'), 'InviteRoommatesPage'),
      },
      {
        path: 'invite-guarantor',
        lazy: lazyPage(() => import('./components/household/InvitePersonPage'), 'InviteGuarantorPage'),
      },
      {
        path: 'guarantor_request',
        lazy: lazyPage(() => import('./components/holds/GuarantorRequestPage'), 'GuarantorRequestPage'),
      },
      {
        path: 'resend-invite',
        lazy: lazyPage(() => import('./components/household/ResendInvitePage'), 'ResendInvitePage'),
      },
      {
        path: 'dependent/:id/edit',
        lazy: lazyPage(() => import('./components/household/EditDependentPage'), 'EditDependentPage'),
      },
      {
        path: ':type/:id/remove',
        lazy: lazyPage(() => import('./components/household/RemovePage'), 'RemovePage'),
      },
      { path: 'parking', lazy: lazyPage(() => import('./components/RentalOptionsPage'), 'ParkingPage') },
      { path: 'pets', lazy: lazyPage(() => import('./components/RentalOptionsPage'), 'PetsPage') },
      { path: 'storage', lazy: lazyPage(() => import('./components/RentalOptionsPage'), 'StoragePage') },
      {
        path: 'unit-unavailable',
        lazy: lazyPage(() => import('./components/holds/UnitUnavailablePage'), 'UnitUnavailablePage'),
      },
      {
        path: 'pricing-updated',
        lazy: lazyPage(() => import('./components/holds/PricingUpdatedPage'), 'PricingUpdatedPage'),
      },
      {
        path: 'payment-terms',
        lazy: lazyPage(() => import('../payments/components/PaymentTermsPage'), 'PaymentTermsPage'),
      },
      {
        path: 'wine-cooler',
        lazy: lazyPage(() => import('./components/RentalOptionsPage'), 'WineCoolerPage'),
      },
      {
        path: 'fees-deposits',
        lazy: lazyPage(() => import('../payments/components/FeesDepositsPage'), 'FeesDepositsPage'),
      },
      ...screeningRoutes,
      ...statusTransactionRoutes,
      ...identityRoutes,
      {
        path: 'outstanding-balance',
        lazy: lazyPage(
          () => import('../payments/components/OutstandingBalancePage'),
          'OutstandingBalancePage',
        ),
      },
      {
        path: 'payment-details',
        lazy: lazyPage(() => import('../payments/components/PaymentDetailsPage'), 'PaymentDetailsPage'),
      },
      {
        path: 'charges',
        lazy: lazyPage(() => import('../payments/components/ChargesPage'), 'ChargesPage'),
      },
    ],
  },
];
