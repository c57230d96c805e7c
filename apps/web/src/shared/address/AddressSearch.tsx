import { ADDRESS_AUTOCOMPLETE_DELAY_MS, CLICK_OUTSIDE_BLUR_DELAY_MS } from '@portal/domain/constants/limits';
import type { AddressSuggestion } from '@portal/domain/schemas/address-suggestions';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Field } from '@/components/ui/Field';
import { useTranslation } from '@/lib/i18n';
import styles from './AddressSearch.module.css';
import type { MapsProvider } from './maps-provider';

export interface AddressSearchProps {
  provider: MapsProvider;
  query: string;
  onQueryChange: (query: string) => void;
  /** The suggestion the user picked, or null once they type again. */
  onSelect: (suggestion: AddressSuggestion | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}

type LookupState = 'idle' | 'searching' | 'done' | 'failed';

/**
 * "Search for your address": a combobox whose suggestions come from the maps provider, looked up
 * ADDRESS_AUTOCOMPLETE_DELAY_MS after the last key press. Arrow keys move through the list
 * (aria-activedescendant, focus stays in the field), Enter picks, Escape closes. Leaving the field closes
 * the list CLICK_OUTSIDE_BLUR_DELAY_MS later, so that a click on a suggestion that took the focus lands.
 * The maps service's failure shows once its retries are spent (mapsProviderOf, withRetries).
 */
export function AddressSearch({
  provider,
  query,
  onQueryChange,
  onSelect,
  error,
  disabled,
}: AddressSearchProps) {
  const { t } = useTranslation();
  const listId = useId();
  const optionPrefix = useId();
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [lookup, setLookup] = useState<LookupState>('idle');
  /** The query whose suggestions the user has just picked from: no new lookup for it. */
  const pickedQuery = useRef<string | null>(null);
  const focused = useRef(false);
  /** The list's closing, pending for CLICK_OUTSIDE_BLUR_DELAY_MS after the field lost the focus. */
  const closing = useRef<number | undefined>(undefined);
  const cancelClosing = () => {
    window.clearTimeout(closing.current);
    closing.current = undefined;
  };
  useEffect(() => () => window.clearTimeout(closing.current), []);

  useEffect(() => {
    const text = query.trim();
    if (text === '' || pickedQuery.current === query) {
      setSuggestions([]);
      setOpen(false);
      setLookup('idle');
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setLookup('searching');
      provider.predict(text, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setSuggestions(found);
          setActive(-1);
          setOpen(focused.current && found.length > 0);
          setLookup('done');
        },
        () => {
          if (controller.signal.aborted) return;
          setSuggestions([]);
          setOpen(false);
          setLookup('failed');
        },
      );
    }, ADDRESS_AUTOCOMPLETE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, provider]);

  function choose(suggestion: AddressSuggestion) {
    cancelClosing();
    pickedQuery.current = suggestion.label;
    onQueryChange(suggestion.label);
    onSelect(suggestion);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((current) => {
        if (!open || current === -1) return step === 1 ? 0 : count - 1;
        return (current + step + count) % count;
      });
    } else if (event.key === 'Enter') {
      const suggestion = open && active >= 0 ? suggestions[active] : undefined;
      if (suggestion) {
        event.preventDefault();
        choose(suggestion);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  const lookupError = lookup === 'failed' ? t('journey.address.mapsUnavailable') : undefined;
  const announcement =
    lookup === 'searching'
      ? t('journey.address.searching')
      : lookup === 'done'
        ? suggestions.length > 0
          ? t('journey.address.suggestionCount', { count: suggestions.length })
          : t('journey.address.noSuggestions')
        : '';
  const activeId = open && active >= 0 ? `${optionPrefix}-${active}` : undefined;

  return (
    <div className={styles.search}>
      <Field
        label={t('journey.address.search')}
        hint={t('journey.address.searchHint')}
        error={error ?? lookupError}
        required
      >
        {(control) => (
          <div className={styles.combo}>
            <input
              {...control}
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={listId}
              aria-activedescendant={activeId}
              autoComplete="off"
              spellCheck={false}
              value={query}
              disabled={disabled}
              onChange={(event) => {
                pickedQuery.current = null;
                onQueryChange(event.target.value);
                onSelect(null);
              }}
              onKeyDown={onKeyDown}
              onFocus={() => {
                focused.current = true;
                cancelClosing();
              }}
              onBlur={() => {
                focused.current = false;
                cancelClosing();
                closing.current = window.setTimeout(() => {
                  closing.current = undefined;
                  setOpen(false);
                  setActive(-1);
                }, CLICK_OUTSIDE_BLUR_DELAY_MS);
              }}
            />
            <div
              id={listId}
              role="listbox"
              aria-label={t('journey.address.suggestionsLabel')}
              className={styles.list}
              hidden={!open}
            >
              {suggestions.map((suggestion, index) => (
                <div
                  key={suggestion.id}
                  // Focus stays in the field (aria-activedescendant); -1 only makes the option focusable.
                  tabIndex={-1}
                  id={`${optionPrefix}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={styles.option}
                  // Keep focus in the field: the click picks the option without blurring first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(suggestion)}
                  // Should an assistive technology focus the option itself, Enter and Space pick it too.
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      choose(suggestion);
                    }
                  }}
                >
                  <span className={styles.pin} aria-hidden="true" />
                  {suggestion.label}
                </div>
              ))}
            </div>
          </div>
        )}
      </Field>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
