/** English texts of the staff home (/staff): the company, the role and the communities of a staff member. */
export const staffHome = {
  title: 'Staff home',
  eyebrow: 'Staff home',
  loading: 'Loading your communities…',
  signedInAs: 'Signed in as',
  role: 'Role',
  roles: {
    admin: 'Admin',
    manager: 'Manager',
    leasing_agent: 'Leasing agent',
  },
  communities: {
    heading: 'Your communities',
    intro: "Open a community's leasing office: its applications, leases and photo ID reviews.",
    noneYet: '{{company}} has no community yet.',
    addedAppearHere: 'Communities you add appear here.',
    setUpFirst: 'Set up your first community',
    notAssigned: 'You do not work in any community yet. Ask an admin of {{company}} to add you to one.',
  },
  settings: {
    heading: 'Settings',
    people: 'People',
    communities: 'Communities',
  },
  signOut: 'Sign out',
  signingOut: 'Signing out…',
} as const;
