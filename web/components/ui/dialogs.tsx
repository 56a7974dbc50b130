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

// The dialog itself (radix) loads with the first request: most pages never show one.
const DialogView = lazy(() => import('./dialog-view.tsx').then((module) => ({ default: module.DialogView })));

export interface AlertOptions {
  title: string;
  body?: ReactNode;
  /** Defaults to the translated "confirm" (SPEC §9). */
  confirmLabel?: string;
  /** Only where SPEC asks for it (SPEC §2.2: the withdrawn-member notice). */
  autoClose?: boolean;
}

export interface ConfirmOptions {
  title: string;
  body?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action (delete, withdraw) gets the danger colour. */
  tone?: 'default' | 'danger';
}

export interface Dialogs {
  /** Resolves when the alert is dismissed. */
  alert(options: AlertOptions): Promise<void>;
  /** Resolves true when confirmed, false when cancelled or dismissed with Escape. */
  confirm(options: ConfirmOptions): Promise<boolean>;
}

export type DialogRequest =
  | ({ kind: 'alert'; id: number; settle: (confirmed: boolean) => void } & AlertOptions)
  | ({ kind: 'confirm'; id: number; settle: (confirmed: boolean) => void } & ConfirmOptions);

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
