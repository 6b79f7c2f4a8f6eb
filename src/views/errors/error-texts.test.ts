import { describe, expect, it } from 'vitest';
import { errorStatus } from './error-texts';
import { isBotUserAgent } from './is-bot';

describe('error pages', () => {
  it('shows 400 for any status without its own page', () => {
    expect([400, 403, 404, 500].map(errorStatus)).toEqual([400, 403, 404, 500]);
    expect(errorStatus(401)).toBe(400);
    expect(errorStatus(502)).toBe(400);
  });
  it('knows common crawlers and not browsers', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (compatible; YandexBot/3.0)')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130 Safari/537.36')).toBe(false);
    expect(isBotUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148')).toBe(false);
  });
});
