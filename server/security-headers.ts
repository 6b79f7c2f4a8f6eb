// Security headers of every answer, and the Content-Security-Policy of the SPA's pages.
// Inline scripts (the runtime config, the early-input recorder, the prerendered query state and
// module loader) are allowed by their SHA-256, computed from the very page that is served, so
// no 'unsafe-inline' script is ever allowed and nothing can be injected beside them.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ClientConfig } from './config';

/** Where browsers send CSP violation reports (logged by the server). */
export const CSP_REPORT_PATH = '/csp-report';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((m) => `'sha256-${createHash('sha256').update(m[1] ?? '', 'utf8').digest('base64')}'`);
}

const originOf = (url: string): string | null => {
  if (!/^https?:\/\//.test(url)) return null; // same-origin paths need no entry
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};
const origins = (...urls: string[]) => [...new Set(urls.map(originOf).filter((o): o is string => o !== null))];

/** The third-party origins this configuration uses, each only in the directives it needs. */
export function cspSources(config: ClientConfig) {
  const captcha = origins(config.captchaScriptUrl);
  // Google's captcha script loads its frame and further code from gstatic.
  const captchaExtra = captcha.some((o) => /(^|\.)google\.com$|(^|\.)recaptcha\.net$/.test(new URL(o).hostname)) ? ['https://www.gstatic.com'] : [];
  const beacons = origins(config.chatScriptUrl, config.analyticsScriptUrl, config.trackerScriptUrl);
  return {
    script: [...captcha, ...captchaExtra, ...beacons],
    connect: [...origins(config.apiHost), ...captcha, ...beacons],
    frame: [...captcha, ...origins(config.chatScriptUrl)],
    img: [...origins(config.apiHost), ...beacons],
  };
}

export function contentSecurityPolicy(config: ClientConfig, html: string): string {
  const src = cspSources(config);
  const list = (...items: string[]) => items.join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...inlineScriptHashes(html), ...src.script)}`,
    // Stitches writes its rules at run time and prerendered pages inline their critical CSS.
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', ...src.img)}`,
    `font-src 'self' data:`,
    `connect-src ${list("'self'", ...src.connect)}`,
    `frame-src ${src.frame.length > 0 ? list(...src.frame) : "'none'"}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/** Headers every answer carries, pages and API alike. */
export function registerSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // The passport and card photo steps use a file input; nothing needs the camera API itself.
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (options.hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // An answer to a request with a token is the client's own data, and an API answer without
    // a cache rule of its own may carry a token or a code: no cache may keep either.
    const api = /^\/(api|client-api)\//.test(request.url);
    if (request.headers.authorization || (api && !reply.hasHeader('cache-control'))) reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
