import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ShownToast, ToastOptions } from './toast-types.ts';

export type { ToastOptions, ToastTone } from './toast-types.ts';

interface ToastApi {
  show(options: ToastOptions): void;
}

// radix Toast loads with the first toast, so pages that never show one do not pay for it.
const ToastList = lazy(() => import('./toast-list.tsx').then((module) => ({ default: module.ToastList })));

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
