/** The guest signer's page: where the e-mailed link leads and the only page a guest session may see. */
export const guestSigningPath = (community: string) => `/${community}/guest-signing`;
