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
import type { Dialogs, DialogRequest } from './dialog-types.ts';

// The dialog itself (radix) loads with the first request: most pages never show one.
const DialogView = lazy(() => import('./dialog-view.tsx').then((module) => ({ default: module.DialogView })));

export type { AlertOptions, ConfirmOptions, Dialogs } from './dialog-types.ts';

const DialogsContext = createContext<Dialogs | null>(null);

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs() needs a <DialogHost> above it (the page layouts provide one).');
  return dialogs;
}

/**
 * The dialog host of SPEC §2.3: pages ask for alerts and confirms through useDialogs() and
 * await the answer. Requests queue up and show one at a time, in order.
 */
export function DialogHost({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<DialogRequest[]>([]);
  const lastId = useRef(0);

  const enqueue = useCallback((request: Omit<DialogRequest, 'id' | 'settle'>, settle: (confirmed: boolean) => void) => {
    lastId.current += 1;
    setQueue((current) => [...current, { ...request, id: lastId.current, settle } as DialogRequest]);
  }, []);

  const dialogs = useMemo<Dialogs>(
    () => ({
      alert: (options) => new Promise<void>((resolve) => enqueue({ kind: 'alert', ...options }, () => resolve())),
      confirm: (options) => new Promise<boolean>((resolve) => enqueue({ kind: 'confirm', ...options }, resolve)),
    }),
    [enqueue],
  );

  const current = queue[0];
  const answer = useCallback(
    (confirmed: boolean) => {
      if (!current) return;
      current.settle(confirmed);
      setQueue((rest) => rest.filter((request) => request.id !== current.id));
    },
    [current],
  );

  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <DialogView key={current.id} request={current} onAnswer={answer} />
        </Suspense>
      ) : null}
    </DialogsContext.Provider>
  );
}
