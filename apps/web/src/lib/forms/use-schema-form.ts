import type { Language } from '@portal/domain/constants/languages';
import { useEffect, useMemo, useRef } from 'react';
import type { FieldErrors } from 'react-hook-form';
// biome-ignore lint/style/noRestrictedImports: the one place a form is made
import { type FieldValues, type Resolver, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useLanguage } from '../language';
import { keepFocusOnSubmitPress } from './keep-focus-on-submit-press';
import type { SchemaWording } from './schema-wording';

/**
 * Loads the shared schema a form's values are checked with, as a dynamic import:
 * `() => import('@portal/domain/schemas/credentials').then((module) => module.passwordResetRequestSchema)`.
 */
export type SchemaLoader<TValues extends FieldValues, TOutput> = () => Promise<z.ZodType<TOutput, TValues>>;

/** A resolver that brings its schema, and zod with it, the first time it is needed. */
export interface LazySchemaResolver<TValues extends FieldValues, TOutput>
  extends Resolver<TValues, unknown, TOutput> {
  preload: () => void;
}

interface LoadedCheck<TValues extends FieldValues, TOutput> {
  validate: Resolver<TValues, unknown, TOutput>;
  wordingIn: (language: Language) => Promise<SchemaWording>;
  checkWorded: typeof import('./schema-wording').checkWorded;
}

/**
 * The resolver of `loadSchema`: zod and the schema are fetched when the form is first used (a value typed, a
 * field left, a submit), not with the page, so no page pays for them before its first paint. Its messages
 * are worded in `languageOf()` at each check: zod's own in its locale, the shared schemas' said again.
 */
export function lazySchemaResolver<TValues extends FieldValues, TOutput>(
  loadSchema: SchemaLoader<TValues, TOutput>,
  languageOf: () => Language,
): LazySchemaResolver<TValues, TOutput> {
  let loaded: Promise<LoadedCheck<TValues, TOutput>> | undefined;
  const load = () => {
    if (!loaded) {
      loaded = Promise.all([
        loadSchema(),
        import('@hookform/resolvers/zod'),
        import('./schema-wording'),
      ]).then(([schema, { zodResolver }, { wordingIn, checkWorded }]) => ({
        validate: zodResolver(schema),
        wordingIn,
        checkWorded,
      }));
      // A failed fetch is not kept: the next check asks again.
      loaded.catch(() => {
        loaded = undefined;
      });
    }
    return loaded;
  };
  const resolve: Resolver<TValues, unknown, TOutput> = async (values, context, options) => {
    let check: LoadedCheck<TValues, TOutput>;
    let wording: SchemaWording;
    try {
      check = await load();
      wording = await check.wordingIn(languageOf());
    } catch {
      // The schema or its wording could not be fetched (offline for a moment): the API checks the values with
      // the same schema and its field messages, in the reader's language, show under their fields, so the
      // form is sent rather than stuck. The next check fetches them again.
      return { values: values as unknown as TOutput, errors: {} };
    }
    return check.checkWorded(wording, async () => check.validate(values, context, options));
  };
  return Object.assign(resolve, { preload: () => void load() });
}

export interface SchemaFormOptions<TValues extends FieldValues, TOutput>
  extends Omit<UseFormProps<TValues, unknown, TOutput>, 'resolver'> {
  /** The shared schema, loaded when the form is first used; a stable function (module level or memoized). */
  schema: SchemaLoader<TValues, TOutput>;
}

/** The fields whose message a check wrote (not one the API answered, `server`), by their full names. */
function checkedFieldsOf(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([name, error]) => {
    if (typeof error !== 'object' || error === null || name === 'ref') return [];
    const field = `${prefix}${name}`;
    const { type } = error as { type?: unknown };
    const own = typeof type === 'string' && type !== 'server' ? [field] : [];
    return [...own, ...checkedFieldsOf(error, `${field}.`)];
  });
}

/**
 * The one way a form keeps and checks its values: react-hook-form with the shared zod schema, fields
 * checked when left (`onTouched`) and again on submit, the first error focused; a press on the submit
 * button leaves the focus in the field, so no message moves the button away from the click (decision
 * 0052). The schema is fetched as the person starts typing, so it is there by the time a field is left.
 * Its messages are in the shown language (English on the staff console, decision 0050), and follow a
 * switch.
 */
export function useSchemaForm<TValues extends FieldValues, TOutput = TValues>({
  schema,
  mode = 'onTouched',
  ...options
}: SchemaFormOptions<TValues, TOutput>) {
  const language = useLanguage();
  const wordedIn = useRef(language);
  const resolver = useMemo(() => lazySchemaResolver(schema, () => wordedIn.current), [schema]);
  const form = useForm<TValues, unknown, TOutput>({ ...options, mode, resolver });
  const { subscribe, trigger, formState } = form;
  const shownErrors: FieldErrors<TValues> = formState.errors;
  useEffect(() => {
    if (wordedIn.current === language) return;
    wordedIn.current = language;
    // The messages on screen were worded in the language before: those fields are checked again to say
    // them in this one. What the API answered stays as it said it.
    const checked = checkedFieldsOf(shownErrors);
    if (checked.length > 0) void trigger(checked as Parameters<typeof trigger>[0]);
  }, [language, shownErrors, trigger]);
  useEffect(keepFocusOnSubmitPress, []);
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: () => resolver.preload(),
      }),
    [subscribe, resolver],
  );
  return form;
}
