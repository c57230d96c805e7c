/**
 * Where the account page goes after a successful save (spec §4 "Account"). Only the save that completes
 * the account set up leaves the page; until the application journey exists, it leads to the community
 * home. Later saves stay on the page. Returns null to stay.
 */
export function pathAfterAccountSave(community: string, { completedSetup }: { completedSetup: boolean }) {
  return completedSetup ? `/${community}` : null;
}
