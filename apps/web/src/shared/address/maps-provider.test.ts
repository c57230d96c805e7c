import { MAPS_SCRIPT_MAX_RETRIES } from '@portal/domain/constants/limits';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import {
  formatOneLineAddress,
  MAPS_RETRY_DELAY_MS,
  type MapsProvider,
  mapsProviderOf,
  offlineMapsProvider,
  parseUsAddress,
  serverMapsProvider,
  withRetries,
} from './maps-provider';

describe('parseUsAddress', () => {
  it('reads street, city, state and ZIP code', () => {
    expect(parseUsAddress('500 Congress Ave, Austin, TX 78701')).toEqual({
      street: '500 Congress Ave',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
    });
  });

  it('accepts state names, lower case, ZIP+4, extra spaces and a trailing country', () => {
    expect(parseUsAddress('  1 Main St ,  Springfield,  illinois 62701-1234, USA ')).toEqual({
      street: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701-1234',
    });
    expect(parseUsAddress('10 Oak Rd, Charleston, West Virginia 25301')?.state).toBe('WV');
    expect(parseUsAddress('500 Congress Ave, Austin TX 78701')?.city).toBe('Austin');
    expect(parseUsAddress('77 Harbor Way, San Juan, PR 00901')?.state).toBe('PR');
  });

  it('keeps a second street part with the street', () => {
    expect(parseUsAddress('500 Congress Ave, Suite 4, Austin, TX 78701')).toMatchObject({
      street: '500 Congress Ave, Suite 4',
      city: 'Austin',
    });
  });

  it('gives null when the parts cannot be told apart', () => {
    for (const text of [
      '',
      '500 Congress Ave',
      '500 Congress Ave Austin TX 78701',
      '500 Congress Ave, Austin, TX',
      '500 Congress Ave, Austin, 78701',
      '500 Congress Ave, Austin, ZZ 78701',
      '500 Congress Ave, 12345, TX 78701',
      '500 Congress Ave, Austin, TX 7870',
      'Phoenix 85001',
    ]) {
      expect(parseUsAddress(text), text).toBeNull();
    }
  });

  it('rejects a ZIP code that is not in the state', () => {
    expect(parseUsAddress('500 Congress Ave, Austin, TX 10001')).toBeNull();
    expect(parseUsAddress('500 Congress Ave, Austin, NY 10001')).not.toBeNull();
  });
});

describe('offlineMapsProvider', () => {
  it('suggests the parsed address as the only suggestion', async () => {
    const suggestions = await offlineMapsProvider.predict('500 congress ave, austin, texas 78701');
    expect(suggestions).toEqual([
      {
        id: 'offline-0',
        label: '500 congress ave, austin, TX 78701',
        street: '500 congress ave',
        city: 'austin',
        state: 'TX',
        postalCode: '78701',
      },
    ]);
  });

  it('suggests nothing for short or unreadable text', async () => {
    expect(await offlineMapsProvider.predict('500')).toEqual([]);
    expect(await offlineMapsProvider.predict('somewhere over the rainbow')).toEqual([]);
  });

  it('rejects when the lookup was cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      offlineMapsProvider.predict('500 Congress Ave, Austin, TX 78701', controller.signal),
    ).rejects.toBeDefined();
  });

  it('formats one line', () => {
    expect(
      formatOneLineAddress({ street: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701' }),
    ).toBe('1 Main St, Austin, TX 78701');
  });
});

describe('serverMapsProvider', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const congressAve = {
    id: 'place-1',
    label: '500 Congress Ave, Austin, TX 78701',
    street: '500 Congress Ave',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
  };

  it("asks the server's address search and returns its suggestions", async () => {
    const fetch = vi.fn(async () => Response.json({ suggestions: [congressAve] }));
    vi.stubGlobal('fetch', fetch);
    expect(await serverMapsProvider.predict('500 Congress Ave')).toEqual([congressAve]);
    expect(fetch).toHaveBeenCalledWith('/api/address-suggestions/?q=500%20Congress%20Ave', expect.anything());
  });

  it('does not call the server for a query too short to find anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await serverMapsProvider.predict('500')).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects when the maps service is down', async () => {
    const down = {
      error_type: 'ServerError',
      message: 'Oops, something went wrong. Please try again in a bit.',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(down, { status: 502 })),
    );
    await expect(serverMapsProvider.predict('500 Congress Ave')).rejects.toMatchObject({ status: 502 });
  });
});

describe('withRetries (spec part 1 §9: maps script retries 3)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const failing = (error: unknown) => {
    const predict = vi.fn<MapsProvider['predict']>(async () => {
      throw error;
    });
    return { predict };
  };

  it('asks 1 + 3 times, MAPS_RETRY_DELAY_MS apart, then rejects with the last failure', async () => {
    vi.useFakeTimers();
    const provider = failing(new ApiRequestError(0, null));
    const outcome = withRetries(provider).predict('500 Congress Ave');
    const rejected = expect(outcome).rejects.toMatchObject({ status: 0 });
    expect(provider.predict).toHaveBeenCalledTimes(1);
    for (let retry = 1; retry <= MAPS_SCRIPT_MAX_RETRIES; retry += 1) {
      await vi.advanceTimersByTimeAsync(MAPS_RETRY_DELAY_MS - 1);
      expect(provider.predict).toHaveBeenCalledTimes(retry);
      await vi.advanceTimersByTimeAsync(1);
      expect(provider.predict).toHaveBeenCalledTimes(retry + 1);
    }
    await rejected;
  });

  it('does not ask again for a query the service refuses (4xx)', async () => {
    const provider = failing(new ApiRequestError(400, null));
    await expect(withRetries(provider).predict('500 Congress Ave')).rejects.toMatchObject({ status: 400 });
    expect(provider.predict).toHaveBeenCalledTimes(1);
  });

  it('stops retrying once the lookup is cancelled', async () => {
    vi.useFakeTimers();
    const provider = failing(new ApiRequestError(502, null));
    const controller = new AbortController();
    const outcome = withRetries(provider).predict('500 Congress Ave', controller.signal);
    await vi.advanceTimersByTimeAsync(MAPS_RETRY_DELAY_MS / 2);
    controller.abort();
    await expect(outcome).rejects.toBeInstanceOf(DOMException);
    await vi.advanceTimersByTimeAsync(MAPS_RETRY_DELAY_MS * 10);
    expect(provider.predict).toHaveBeenCalledTimes(1);
  });

  it('is what the address search of a community with a maps service asks; the offline one never fails', () => {
    expect(mapsProviderOf({ address_search: 'google_places' })).not.toBe(serverMapsProvider);
    expect(mapsProviderOf({ address_search: 'google_places' })).toBe(
      mapsProviderOf({ address_search: 'google_places' }),
    );
    expect(mapsProviderOf({ address_search: 'built_in' })).toBe(offlineMapsProvider);
  });
});
