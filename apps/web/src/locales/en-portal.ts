/** English texts of the portal frame (top bar, menu, drawer) and the static and status pages. */
export const portal = {} as const;
