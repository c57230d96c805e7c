/** The longest typed name the signing ceremony adopts as a signature. */
export const MAX_SIGNATURE_NAME_LENGTH = 120;

export const DOCUMENT_ALREADY_SIGNED_MESSAGE = 'Document already signed';
