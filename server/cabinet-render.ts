// The cabinet's first screen rendered on the server per request (issue 32). A phone otherwise
// shows the amount to pay only after ~450 KB of JavaScript has run at 4× CPU; the home page is
// prerendered at build time and never waits for it. The server already has the signed-in
// client's first answers (server/cabinet-answers.ts): the app's own server entry renders the page
// from exactly those answers and that request's cookie, the markup goes into #root, and the
// client hydrates it (src/app/boot.tsx) from the same answers. Any failure here is logged and
// the page goes out as before, without markup.
import type { FastifyBaseLogger } from 'fastify';
import type { ClientConfig } from './config';
import type { CabinetAnswers } from './cabinet-answers';
import { importServerEntry, type ServerEntry } from './ssr-entry';

type RenderedCabinetPage = NonNullable<Awaited<ReturnType<ServerEntry['renderCabinetPage']>>>;

export type CabinetRenderer = (path: string, cookies: string, answers: CabinetAnswers, log: FastifyBaseLogger) => Promise<RenderedCabinetPage | null>;

/**
 * Only the screens a client comes back to read are rendered: the dashboard and a loan's page.
 * A rendered page shows its controls before the app owns them; a form typed into in that moment
 * (a profile change, the cards page) would lose what was typed, so those pages wait for the app.
 */
const FIRST_SCREENS = [/^\/lk\/dashboard$/i, /^\/lk\/loans\/[1-9]\d{0,9}$/i];
const isFirstScreen = (path: string) => FIRST_SCREENS.some((screen) => screen.test(path));

export interface CabinetRendering {
  render: CabinetRenderer;
  /**
   * Loads the server entry ahead of the first cabinet page (~0.5 s once, 1.5 s on a busy
   * machine): called once the server listens, so the first client after a start does not wait
   * for it. A server that is only injected into (the API tests) never loads it.
   */
  warm: (log: FastifyBaseLogger) => Promise<void>;
}

export function createCabinetRenderer(distDir: string, config: ClientConfig): CabinetRendering {
  let entry: Promise<ServerEntry | null> | undefined;
  const load = () => (entry ??= importServerEntry(distDir));
  const warm = async (log: FastifyBaseLogger) => {
    try {
      await load();
    } catch (error) {
      // The first cabinet page meets the same failure and logs it with its path.
      entry = undefined;
      log.warn({ err: error }, 'cabinet render entry not loaded ahead');
    }
  };
  const render: CabinetRenderer = async (path, cookies, answers, log) => {
    if (!isFirstScreen(path)) return null;
    try {
      const loaded = await load();
      return loaded ? await loaded.renderCabinetPage(path, config, cookies, JSON.stringify(answers)) : null;
    } catch (error) {
      log.warn({ err: error, path }, 'cabinet page not rendered on the server');
      return null;
    }
  };
  return { render, warm };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page with the rendered markup in #root, its CSS in the head, its title and theme class. */
export function withRenderedPage(page: string, rendered: RenderedCabinetPage): string {
  const filled = page.replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`);
  if (filled === page) return page;
  return filled
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`)
    .replace('</head>', () => `<style id="stitches">${rendered.css}</style></head>`)
    .replace(/<html([^>]*?)>/, (whole, attrs: string) => (rendered.htmlClass && !/\sclass=/.test(attrs) ? `<html${attrs} class="${rendered.htmlClass}">` : whole));
}
