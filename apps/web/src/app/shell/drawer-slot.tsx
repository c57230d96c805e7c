import { createContext, type ReactNode, useContext } from 'react';
import { createPortal } from 'react-dom';

const DrawerSlotContext = createContext<HTMLElement | null>(null);

/** Provided by the community shell: the element inside the left drawer that pages may fill. */
export const DrawerSlotProvider = DrawerSlotContext.Provider;

/**
 * Puts its children in the left drawer, under the community's name and address: the unit, payments
 * and progress steps of the journey. Renders nothing where there is no drawer (signed out, guest
 * signers), so a page can use it unconditionally.
 */
export function DrawerSlot({ children }: { children: ReactNode }) {
  const target = useContext(DrawerSlotContext);
  return target ? createPortal(children, target) : null;
}
