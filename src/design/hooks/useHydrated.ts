import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates the HTML the server drew; true in the render right
 * after, and from the start in a screen the browser draws itself. What only the browser knows (the
 * reader's time zone, their theme) is shown once this is true, so that hydration meets exactly the
 * server's HTML and the change is then rendered like any other.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
