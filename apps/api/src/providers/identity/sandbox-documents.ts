/**
 * The sandbox document check's test identities (docs/api.md, "Identity verification"): the window offers
 * these documents and selfies; the check passes only with a valid document and the matching selfie.
 */
export const sandboxDocuments = {
  valid_drivers_license: { label: 'Driver’s license, valid', passes: true },
  valid_passport: { label: 'Passport, valid', passes: true },
  expired_drivers_license: { label: 'Driver’s license, expired', passes: false },
} as const;
export type SandboxDocument = keyof typeof sandboxDocuments;

export const sandboxSelfies = {
  matching_selfie: { label: 'A selfie of the person on the ID', passes: true },
  different_person: { label: 'A selfie of someone else', passes: false },
} as const;
export type SandboxSelfie = keyof typeof sandboxSelfies;

export const sandboxDocumentIds = Object.keys(sandboxDocuments) as [SandboxDocument, ...SandboxDocument[]];
export const sandboxSelfieIds = Object.keys(sandboxSelfies) as [SandboxSelfie, ...SandboxSelfie[]];

export function documentCheckPasses(document: SandboxDocument, selfie: SandboxSelfie): boolean {
  return sandboxDocuments[document].passes && sandboxSelfies[selfie].passes;
}
