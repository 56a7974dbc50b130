import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ShownToast, ToastOptions } from './toast-types.ts';

export type { ToastOptions, ToastTone } from './toast-types.ts';

interface ToastApi {
  show(options: ToastOptions): void;
}

// radix Toast is not part of a page's first paint (DECISIONS P29): it loads once the browser is
// idle after hydration, so that a toast shown just before a navigation (a deleted post, then its
// list) appears at once instead of waiting for its code while the next page loads.
const loadToastList = () => import('./toast-list.tsx');
const ToastList = lazy(() => loadToastList().then((module) => ({ default: module.ToastList })));

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 3_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1_000);
  return () => window.clearTimeout(handle);
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastHost> above it (the default layout provides one).');
  return api;
}

/** Brief, non-blocking messages (saved, copied, failed): `useToast().show({ tone, title })`. */
export function ToastHost({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const [used, setUsed] = useState(false);
  const lastId = useRef(0);

  const show = useCallback((options: ToastOptions) => {
    lastId.current += 1;
    const id = lastId.current;
    setUsed(true);
    setToasts((current) => [...current, { ...options, id }]);
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  useEffect(() => whenIdle(() => void loadToastList()), []);
  const remove = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} onRemove={remove} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
