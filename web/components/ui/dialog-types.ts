import type { ReactNode } from 'react';

/** The dialogs' shapes, apart from the host so that the lazily loaded view can share them. */
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
