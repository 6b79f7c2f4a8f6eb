// Inserts an async <script> once per URL and resolves when it has loaded.
const pending = new Map<string, Promise<HTMLScriptElement>>();

export interface ScriptOptions {
  /** Marks the element so it can be found and removed later. */
  id?: string;
  attributes?: Record<string, string>;
}

export function loadScript(src: string, { id, attributes = {} }: ScriptOptions = {}): Promise<HTMLScriptElement> {
  const known = pending.get(src);
  if (known) return known;
  const promise = new Promise<HTMLScriptElement>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (id) script.id = id;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve(script), { once: true });
    script.addEventListener('error', () => {
      pending.delete(src);
      script.remove();
      reject(new Error(`Script failed to load: ${src}`));
    }, { once: true });
    document.head.appendChild(script);
  });
  pending.set(src, promise);
  return promise;
}
