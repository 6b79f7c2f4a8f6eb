// The notify() store's list and its readers (issue 32): NotificationsHost, on every page from the
// start, needs only these; notify() and its timers (notify.ts) come with the flows that notify.
export type NotificationType = 'success' | 'error' | 'warning' | 'info';

export interface NotifyOptions {
  type: NotificationType;
  title?: string;
  message: string;
  /** Milliseconds before it goes away; 0 keeps it until closed. */
  duration?: number;
}

export interface Notification {
  readonly id: number;
  readonly type: NotificationType;
  readonly title: string;
  readonly message: string;
}

type Listener = () => void;

let items: readonly Notification[] = [];
const listeners = new Set<Listener>();

/** The list becomes `next`; every reader hears of it (notify.ts). */
export function setNotifications(next: readonly Notification[]): void {
  items = next;
  for (const listener of listeners) listener();
}

export function subscribeNotifications(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getNotifications(): readonly Notification[] {
  return items;
}
