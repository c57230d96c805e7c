import type { ComponentPropsWithRef } from 'react';

/** A US ZIP code (five digits, or ZIP+4): the number pad on phones, no longer than ZIP+4. */
export function ZipCodeInput({ ref, ...props }: ComponentPropsWithRef<'input'>) {
  return <input ref={ref} type="text" inputMode="numeric" maxLength={10} {...props} />;
}
