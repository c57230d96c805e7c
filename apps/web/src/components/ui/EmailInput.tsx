import type { ComponentPropsWithRef } from 'react';

/** An e-mail address input as every form wants it: no auto-capitalising or spell-checking. */
export function EmailInput({ ref, ...props }: ComponentPropsWithRef<'input'>) {
  return (
    <input ref={ref} {...props} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
  );
}
