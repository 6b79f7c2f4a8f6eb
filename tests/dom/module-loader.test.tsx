// The inline loader of a server-rendered or prerendered page (scripts/module-loader.ts): after the
// first frame it starts the entry with the first preloads, and inserts the rest in tasks of their
// own (issue 32: a cabinet page's thirty preloads made one long task of ~80 ms at 4× CPU, eight
// of them still 55–90 ms under the bench's network instrumentation).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferModules } from '../../scripts/module-loader';

const chunks = Array.from({ length: 30 }, (_, i) => `/assets/chunk-${i}.js`);
const page = `<html><head><script type="module" crossorigin src="/assets/index.js"></script>${chunks
  .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
  .join('')}</head><body><div id="root"></div></body></html>`;

function runLoader(html: string) {
  const script = /<script>(\(function\(\)\{var done[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no loader in the page');
  new Function(script)();
}

const preloaded = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
const entries = () => document.head.querySelectorAll('script[type="module"]').length;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('the module loader', () => {
  it('starts the entry with the first two preloads after the first frame, the rest two per task, all in order', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    const html = deferModules(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    runLoader(html);
    expect(entries()).toBe(0);
    frames.shift()?.(0);
    vi.advanceTimersToNextTimer();
    expect(entries()).toBe(1);
    expect(preloaded()).toEqual(chunks.slice(0, 2));
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toEqual(chunks.slice(0, 4));
    vi.advanceTimersByTime(1000);
    expect(preloaded()).toEqual(chunks);
    expect(entries()).toBe(1);
  });
});
