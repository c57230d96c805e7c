/** The `type` of an e-signature config response: it decides how the signing screen opens. */
export const ESignatureProviderType = {
  /** Signing happens in the provider's own window. */
  Hosted: 20,
  /** Signing happens in a modal inside the portal. */
  Embedded: 30,
} as const;
export type ESignatureProviderType = (typeof ESignatureProviderType)[keyof typeof ESignatureProviderType];
