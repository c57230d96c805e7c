/** Enough for court records, letters of reference and certificates; not a way to flood the vault. */
export const CRIMINAL_REVIEW_DOCUMENTS_MAX = 10;
