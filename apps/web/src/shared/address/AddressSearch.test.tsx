// @vitest-environment happy-dom
import '@/lib/i18n';
import {
  ADDRESS_AUTOCOMPLETE_DELAY_MS,
  CLICK_OUTSIDE_BLUR_DELAY_MS,
  MAPS_SCRIPT_MAX_RETRIES,
} from '@portal/domain/constants/limits';
import type { AddressSuggestion } from '@portal/domain/schemas/address-suggestions';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressSearch } from './AddressSearch';
import { MAPS_RETRY_DELAY_MS, type MapsProvider, mapsProviderOf } from './maps-provider';

const congress: AddressSuggestion = {
  id: 'c',
  label: '500 Congress Ave, Austin, TX 78701',
  street: '500 Congress Ave',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
};
const MAPS_FAILURE = 'Oops, something went wrong. Please try again in a bit.';

function Search({
  provider,
  onSelect,
}: {
  provider: MapsProvider;
  onSelect: (s: AddressSuggestion | null) => void;
}) {
  const [query, setQuery] = useState('');
  return <AddressSearch provider={provider} query={query} onQueryChange={setQuery} onSelect={onSelect} />;
}

function renderSearch(provider: MapsProvider) {
  const onSelect = vi.fn();
  render(<Search provider={provider} onSelect={onSelect} />);
  return { onSelect, input: screen.getByRole('combobox', { name: /Search for your address/ }) };
}

const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const list = () => screen.getByRole('listbox', { hidden: true });

async function typeAndWait(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  await elapse(ADDRESS_AUTOCOMPLETE_DELAY_MS);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AddressSearch, leaving the field (spec part 1 §9: click-outside blur delay 200 ms)', () => {
  const provider: MapsProvider = { predict: async () => [congress] };

  it('keeps the list open for 200 ms after the field loses focus, so a click on a suggestion lands', async () => {
    const { input, onSelect } = renderSearch(provider);
    await typeAndWait(input, '500 Congress Ave');
    expect(list().hidden).toBe(false);

    fireEvent.blur(input);
    await elapse(CLICK_OUTSIDE_BLUR_DELAY_MS - 1);
    expect(list().hidden).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('option', { name: congress.label }));
    expect(onSelect).toHaveBeenLastCalledWith(congress);
    expect((input as HTMLInputElement).value).toBe(congress.label);
    expect(list().hidden).toBe(true);
    await elapse(CLICK_OUTSIDE_BLUR_DELAY_MS);
    expect(onSelect).toHaveBeenLastCalledWith(congress);
  });

  it('closes the list 200 ms after the field loses focus', async () => {
    const { input } = renderSearch(provider);
    await typeAndWait(input, '500 Congress Ave');
    fireEvent.blur(input);
    await elapse(CLICK_OUTSIDE_BLUR_DELAY_MS - 1);
    expect(list().hidden).toBe(false);
    await elapse(1);
    expect(list().hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('stays open when the focus comes back to the field within the delay', async () => {
    const { input } = renderSearch(provider);
    await typeAndWait(input, '500 Congress Ave');
    fireEvent.blur(input);
    await elapse(CLICK_OUTSIDE_BLUR_DELAY_MS / 2);
    fireEvent.focus(input);
    await elapse(CLICK_OUTSIDE_BLUR_DELAY_MS);
    expect(list().hidden).toBe(false);
  });
});

describe('AddressSearch, the maps service failing (spec part 1 §8: the failure text after 3 load retries)', () => {
  const down = { error_type: 'ServerError', message: 'Bad gateway' };
  const serverSearch = () => mapsProviderOf({ address_search: 'google_places' });

  it('asks the maps service again 3 times before it shows the failure text', async () => {
    const fetch = vi.fn(async () => Response.json(down, { status: 502 }));
    vi.stubGlobal('fetch', fetch);
    const { input } = renderSearch(serverSearch());
    await typeAndWait(input, '500 Congress Ave');
    expect(fetch).toHaveBeenCalledTimes(1);

    for (let retry = 1; retry <= MAPS_SCRIPT_MAX_RETRIES; retry += 1) {
      expect(screen.queryByText(MAPS_FAILURE)).toBeNull();
      await elapse(MAPS_RETRY_DELAY_MS);
      expect(fetch).toHaveBeenCalledTimes(1 + retry);
    }
    expect(screen.getByText(MAPS_FAILURE)).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText(MAPS_FAILURE).id);

    await elapse(MAPS_RETRY_DELAY_MS * 4);
    expect(fetch).toHaveBeenCalledTimes(1 + MAPS_SCRIPT_MAX_RETRIES);
  });

  it('shows the suggestions when a retry gets through, and no failure', async () => {
    const fetch = vi
      .fn()
      .mockImplementationOnce(async () => Response.json(down, { status: 502 }))
      .mockImplementationOnce(async () => {
        throw new TypeError('Failed to fetch');
      })
      .mockImplementation(async () => Response.json({ suggestions: [congress] }));
    vi.stubGlobal('fetch', fetch);
    const { input } = renderSearch(serverSearch());
    await typeAndWait(input, '500 Congress Ave');
    await elapse(MAPS_RETRY_DELAY_MS * 2);

    expect(fetch).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('option', { name: congress.label })).toBeTruthy();
    expect(screen.queryByText(MAPS_FAILURE)).toBeNull();
  });
});
