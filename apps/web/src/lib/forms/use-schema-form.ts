import { useEffect, useMemo } from 'react';
// biome-ignore lint/style/noRestrictedImports: the one place a form is made
import { type FieldValues, type Resolver, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

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

/**
 * The resolver of `loadSchema`: zod and the schema are fetched when the form is first used (a value typed, a
 * field left, a submit), not with the page, so no page pays for them before its first paint.
 */
export function lazySchemaResolver<TValues extends FieldValues, TOutput>(
  loadSchema: SchemaLoader<TValues, TOutput>,
): LazySchemaResolver<TValues, TOutput> {
  let loaded: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const load = () => {
    if (!loaded) {
      loaded = Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
        ([schema, { zodResolver }]) => zodResolver(schema),
      );
      // A failed fetch is not kept: the next check asks again.
      loaded.catch(() => {
        loaded = undefined;
      });
    }
    return loaded;
  };
  const resolve: Resolver<TValues, unknown, TOutput> = async (values, context, options) => {
    let validate: Resolver<TValues, unknown, TOutput>;
    try {
      validate = await load();
    } catch {
      // The schema could not be fetched (offline for a moment): the API checks the values with the same schema
      // and its field messages show under their fields, so the form is sent rather than stuck. The next
      // check fetches the schema again.
      return { values: values as unknown as TOutput, errors: {} };
    }
    return validate(values, context, options);
  };
  return Object.assign(resolve, { preload: () => void load() });
}

export interface SchemaFormOptions<TValues extends FieldValues, TOutput>
  extends Omit<UseFormProps<TValues, unknown, TOutput>, 'resolver'> {
  /** The shared schema, loaded when the form is first used; a stable function (module level or memoized). */
  schema: SchemaLoader<TValues, TOutput>;
}

/**
 * The one way a form keeps and checks its values: react-hook-form with the shared zod schema, fields
 * checked when left (`onTouched`) and again on submit, the first error focused. The schema is fetched as
 * the person starts typing, so it is there by the time a field is left.
 */
export function useSchemaForm<TValues extends FieldValues, TOutput = TValues>({
  schema,
  mode = 'onTouched',
  ...options
}: SchemaFormOptions<TValues, TOutput>) {
  const resolver = useMemo(() => lazySchemaResolver(schema), [schema]);
  const form = useForm<TValues, unknown, TOutput>({ ...options, mode, resolver });
  const { subscribe } = form;
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
