import type { PassthroughRequest } from '@portal/domain/schemas/visit';
import { readStored, removeStored, writeStored } from '@/lib/browser-storage';

/**
 * The link a visitor arrived by (decision 0027): a listing's or an agent's `?unit=204&utm_source=…`.
 * Kept for the tab until an application starts, because Apply may go through sign-up first and the
 * welcome page comes back without the link's parameters.
 */
const STORAGE_KEY = 'portal.visitLink';

const LINK_PARAMS = {
  source: 'utm_source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
  unit_number: 'unit',
} as const satisfies Record<keyof PassthroughRequest, string>;

/** The link's values in `search`, or null when it carries none. */
export function visitLinkOf(search: URLSearchParams): PassthroughRequest | null {
  const link: PassthroughRequest = {};
  for (const [field, param] of Object.entries(LINK_PARAMS) as [keyof PassthroughRequest, string][]) {
    const value = search.get(param)?.trim();
    if (value) link[field] = value.slice(0, 100);
  }
  return Object.keys(link).length ? link : null;
}

/** The first link counts, as it does on the server: a later visit in the same tab does not replace it. */
export function rememberVisitLink(link: PassthroughRequest): void {
  if (readStored('sessionStorage', STORAGE_KEY) === null)
    writeStored('sessionStorage', STORAGE_KEY, JSON.stringify(link));
}

export function rememberedVisitLink(): PassthroughRequest | null {
  try {
    const value: unknown = JSON.parse(readStored('sessionStorage', STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const link: PassthroughRequest = {};
    for (const field of Object.keys(LINK_PARAMS) as (keyof PassthroughRequest)[]) {
      const stored = (value as Record<string, unknown>)[field];
      if (typeof stored === 'string' && stored) link[field] = stored;
    }
    return Object.keys(link).length ? link : null;
  } catch {
    return null;
  }
}

export function forgetVisitLink(): void {
  removeStored('sessionStorage', STORAGE_KEY);
}
