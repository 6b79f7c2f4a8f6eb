// A tiny notification store: anything (machines' injected actions, views) can call notify(),
// the single NotificationsHost renders the list. Kept outside React so non-React code can use it.
import { NOTIFICATION_DEFAULT_TITLE } from '@/domain/startup-messages';

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

/** requirements §9. */
export const NOTIFICATION_DURATION_MS = 4500;

type Listener = () => void;

let items: readonly Notification[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly Notification[]): void {
  items = next;
  for (const listener of listeners) listener();
}

export function notify({ type, title, message, duration = NOTIFICATION_DURATION_MS }: NotifyOptions): number {
  const id = nextId++;
  emit([...items, { id, type, title: title ?? NOTIFICATION_DEFAULT_TITLE, message }]);
  if (duration > 0) timers.set(id, setTimeout(() => dismiss(id), duration));
  return id;
}

export function dismiss(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  if (items.some((item) => item.id === id)) emit(items.filter((item) => item.id !== id));
}

export function dismissAll(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  if (items.length > 0) emit([]);
}

export function subscribeNotifications(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getNotifications(): readonly Notification[] {
  return items;
}
