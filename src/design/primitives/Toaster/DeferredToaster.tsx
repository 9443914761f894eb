import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterRequest } from './toast';
import type { ToasterProps } from './Toaster';

const LazyToaster = lazy(() => import('./Toaster').then((m) => ({ default: m.Toaster })));

/**
 * The app's toaster, mounted when the first toast is raised: sonner and its styles stay off the
 * first paint. sonner shows toasts raised before its toaster subscribed, so none is lost.
 */
export function DeferredToaster(props: ToasterProps) {
  const wanted = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  );
}
