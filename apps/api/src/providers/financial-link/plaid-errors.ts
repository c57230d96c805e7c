import { FinancialLinkError, type LinkFailure } from './financial-link-provider.js';

/** Plaid's error code on a failed call (an Axios error carrying Plaid's error body), if it has one. */
export function plaidErrorCode(error: unknown): string | undefined {
  const data = (error as { response?: { data?: { error_code?: unknown } } })?.response?.data;
  return typeof data?.error_code === 'string' ? data.error_code : undefined;
}

/** Item errors are the institution's failure codes; anything else failed the call we were making. */
function asLinkError(error: unknown, failure: LinkFailure): FinancialLinkError {
  const code = plaidErrorCode(error);
  const kind = code && /^(ITEM_|INVALID_PUBLIC_TOKEN|INSTITUTION_)/.test(code) ? 'access_failed' : failure;
  return new FinancialLinkError(kind, code ?? (error instanceof Error ? error.message : 'Plaid call failed'));
}

/** Runs one step of the provider's work, so whatever fails in it reaches the caller as a link error. */
export async function calling<T>(failure: LinkFailure, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof FinancialLinkError ? error : asLinkError(error, failure);
  }
}
