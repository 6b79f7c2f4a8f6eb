// The inline recorder in index.html with its counterpart src/app/early-input.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { armBackTrap } from './rules/back-trap';
import { releaseEarlyInput, takeEarlyInteraction } from './early-input';

const recorder = /<script>\s*(\/\/ A prerendered page[\s\S]*?)<\/script>/.exec(readFileSync(join(process.cwd(), 'index.html'), 'utf8'))?.[1];

beforeEach(() => {
  if (!recorder) throw new Error('index.html lost its early-input recorder');
  document.body.innerHTML =
    '<div id="root"><button type="submit" id="b">Меню</button><a id="a" href="/Faq">ссылка</a><a id="tel" href="tel:88000001234">телефон</a><a id="doc" href="/docs/a.html" target="_blank">документ</a></div>';
  // React has hydrated these (it tags a node it owns with its props).
  for (const node of document.querySelectorAll('#root *')) Object.assign(node, { __reactProps$test: {} });
  // Runs the page's own inline script, as the browser would.
  new Function(recorder)();
});
afterEach(async () => {
  await releaseEarlyInput();
  delete (window as { __EARLY_INPUT__?: unknown }).__EARLY_INPUT__;
});

describe('early input on a prerendered page', () => {
  it('holds button clicks until release, then replays them once', async () => {
    const button = document.getElementById('b')!;
    const seen = vi.fn();
    button.addEventListener('click', seen);
    button.click();
    button.click();
    expect(seen).not.toHaveBeenCalled();

    await releaseEarlyInput();
    expect(seen).toHaveBeenCalledTimes(2);
    button.click();
    expect(seen).toHaveBeenCalledTimes(3);
  });

  it('replays a click on a part of the page only once React has hydrated it', async () => {
    vi.useFakeTimers();
    const late = document.createElement('button');
    document.getElementById('root')!.append(late);
    const seen = vi.fn();
    late.addEventListener('click', seen);
    late.click();
    await releaseEarlyInput();
    vi.advanceTimersByTime(500);
    expect(seen).not.toHaveBeenCalled();
    Object.assign(late, { __reactProps$test: {} });
    vi.advanceTimersByTime(16);
    expect(seen).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('a held link React redrew instead of hydrating (a mismatch): the click goes to the link like it now on the page', async () => {
    vi.useFakeTimers();
    const held = document.getElementById('a')!;
    held.click();
    // React throws the server's markup of that part away and draws its own, not yet hydrated.
    const redrawn = held.cloneNode(true) as HTMLElement;
    const unlike = Object.assign(held.cloneNode(true) as HTMLElement, { textContent: 'другая ссылка' });
    held.replaceWith(unlike, redrawn);
    const seen = vi.fn((event: Event) => event.preventDefault());
    redrawn.addEventListener('click', seen);
    unlike.addEventListener('click', seen);
    await releaseEarlyInput();
    vi.advanceTimersByTime(100);
    expect(seen).not.toHaveBeenCalled();
    Object.assign(redrawn, { __reactProps$test: {} });
    vi.advanceTimersByTime(16);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen.mock.contexts[0]).toBe(redrawn);
    vi.useRealTimers();
  });

  it('a held link gone from the page for good still opens where the visitor asked; a held button is dropped', async () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: window.location.pathname, assign });
    document.getElementById('a')!.click();
    document.getElementById('b')!.click();
    document.getElementById('root')!.innerHTML = '';
    await releaseEarlyInput();
    vi.advanceTimersByTime(4900);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/Faq$/));
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("holds a click on the site's own link and replays it; phone and new-tab links stay native", async () => {
    const seen = (id: string) => {
      const spy = vi.fn((event: Event) => event.preventDefault());
      document.getElementById(id)!.addEventListener('click', spy);
      return spy;
    };
    const link = seen('a');
    const tel = seen('tel');
    const doc = seen('doc');
    document.getElementById('a')!.click();
    document.getElementById('tel')!.click();
    document.getElementById('doc')!.click();
    expect(link).not.toHaveBeenCalled();
    expect(tel).toHaveBeenCalledTimes(1);
    expect(doc).toHaveBeenCalledTimes(1);
    await releaseEarlyInput();
    expect(link).toHaveBeenCalledTimes(1);
  });

  it('reports an interaction once, for the page it happened on', () => {
    const path = window.location.pathname;
    expect(takeEarlyInteraction(path)).toBe(false);
    window.dispatchEvent(new TouchEvent('touchstart'));
    expect(takeEarlyInteraction('/other')).toBe(false);
    expect(takeEarlyInteraction(path)).toBe(true);
    expect(takeEarlyInteraction(path)).toBe(false);
  });

  it('a key press before start arms the back trap at once, even after release', async () => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await releaseEarlyInput();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    const before = history.length;
    const disarm = armBackTrap({ partnerBackUrl: '/sandbox/partner', isAuthenticated: () => false, interacted: takeEarlyInteraction(window.location.pathname) });
    expect(history.length).toBe(before + 2);
    disarm();
  });

  it('input after release is not early', async () => {
    await releaseEarlyInput();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(takeEarlyInteraction(window.location.pathname)).toBe(false);
  });
});
