// requirements §2.4: on any path starting with /registration, GET requests to the user-document file
// path are refused on the client, for fetch and XHR alike.
import { BLOCKED_BY_FRONTEND_POLICY } from '@/domain/startup-messages';

const USER_DOCUMENT = /(^|\/)api\/files\/userdocument\/[^/?#]+\/?(?:[?#]|$)/i;

export function isBlockedRequest(method: string, url: string, pagePath: string): boolean {
  // In any letter case, as the routes match: /Registration is the registration page too.
  if (!pagePath.toLowerCase().startsWith('/registration')) return false;
  if (method.toUpperCase() !== 'GET') return false;
  let path: string;
  try {
    path = new URL(url, 'http://local').pathname;
  } catch {
    path = url;
  }
  return USER_DOCUMENT.test(path);
}

const blocked = () => new Error(BLOCKED_BY_FRONTEND_POLICY);

let installed = false;

export function installRequestPolicy(win: Window & typeof globalThis = window): void {
  if (installed) return;
  installed = true;
  const originalFetch = win.fetch.bind(win);
  win.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (isBlockedRequest(method, url, win.location.pathname)) return Promise.reject(blocked());
    return originalFetch(input, init);
  };

  const proto = win.XMLHttpRequest.prototype;
  const originalOpen = proto.open;
  const originalSend = proto.send;
  const pending = new WeakMap<XMLHttpRequest, boolean>();
  proto.open = function open(this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
    pending.set(this, isBlockedRequest(method, String(url), win.location.pathname));
    return (originalOpen as (...args: unknown[]) => void).call(this, method, url, ...rest);
  } as typeof proto.open;
  proto.send = function send(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    if (pending.get(this)) throw blocked();
    return originalSend.call(this, body);
  };
}
