// A tiny notification store: anything (machines' injected actions, views) can call notify(),
// the single NotificationsHost renders the list (notice-store.ts). Kept outside React so non-React
// code can use it.
import { NOTIFICATION_DEFAULT_TITLE } from '@/domain/startup-messages';
import { getNotifications, setNotifications, type NotifyOptions } from './notice-store';

/** requirements §9. */
export const NOTIFICATION_DURATION_MS = 4500;

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function notify({ type, title, message, duration = NOTIFICATION_DURATION_MS }: NotifyOptions): number {
  const id = nextId++;
  setNotifications([...getNotifications(), { id, type, title: title ?? NOTIFICATION_DEFAULT_TITLE, message }]);
  if (duration > 0) timers.set(id, setTimeout(() => dismiss(id), duration));
  return id;
}

export function dismiss(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  const items = getNotifications();
  if (items.some((item) => item.id === id)) setNotifications(items.filter((item) => item.id !== id));
}

export function dismissAll(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  if (getNotifications().length > 0) setNotifications([]);
}
