/** English texts of the portal frame (top bar, menu, drawer) and the shared task card. */
export const portal = {
  topBar: {
    logIn: 'Log In',
    signUp: 'Sign Up',
  },
  impersonation: {
    viewingAs: 'You are viewing the portal as {{name}}',
    staff: 'Signed in by staff member {{name}}. Everything done here is recorded.',
  },
  profileMenu: {
    /** The button's accessible name; it starts with the name the button shows. */
    buttonLabel: '{{name}}, profile menu',
    navLabel: 'Profile',
    items: {
      account: 'Account',
      'my-activity': 'My Activity',
      'my-leases': 'My Leases',
      'payment-methods': 'Payment Methods',
      'screening-reports': 'Screening Reports',
      'resident-portal': 'Go to Resident Portal',
      'staff-applications': 'Applications',
      'identity-reviews': 'Photo ID Reviews',
      logout: 'Logout',
    },
    loggingOut: 'Logging out…',
  },
  drawer: {
    label: 'Application progress',
    toggle: 'Application progress',
    contactLabel: 'Leasing office',
  },
  policyLinks: {
    drawerNavLabel: 'Policies and help',
    footerNavLabel: 'Footer',
    privacy: 'Privacy',
    terms: 'Terms of Use',
    faq: 'FAQs',
    accessibility: 'Accessibility',
  },
  /** Shared UI (HomePageLink): the way home from any page. */
  homePage: 'Go to the Home Page',
  taskCard: {
    tip: 'Tip:',
    addAnother: 'Add Another {{thing}}',
    goBack: 'Go Back',
  },
} as const;
