// Public Info / SiteMaterials / Calculator / SBP reads: status, shape (checked against the
// contract by injectChecked) and the differences between the two tenants.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { BuiltServer } from '../app';
import { termsOf } from '../content/brand';
import { christmasLights } from '../modules/info/read';
import { injectChecked, startServer } from './inject-checked';

// Starting a server with every module takes seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let sf: BuiltServer;
let mf: BuiltServer;
beforeAll(async () => {
  sf = await startServer({ TENANT: 'sf' });
  mf = await startServer({ TENANT: 'mf' });
});
afterAll(async () => {
  await sf.app.close();
  await mf.app.close();
});

const get = async (server: BuiltServer, url: string) => {
  const res = await injectChecked(server.app, { method: 'GET', url });
  return res;
};
const page = (server: BuiltServer, Path: string) => injectChecked(server.app, { method: 'POST', url: '/api/SiteMaterials', payload: { Path } });

describe('Info reads', () => {
  test('Settings: captcha on, loan statuses for states 1–6 and the new-client pseudo status', async () => {
    const res = await get(sf, '/api/Info/Settings');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ReCaptchaEnabled).toBe(true);
    expect(typeof body.EnableChristmasLights).toBe('boolean');
    const states = new Set(body.LoanStatuses.map((s: { State: number }) => s.State));
    for (const state of [1, 2, 3, 4, 5, 6]) expect(states.has(state)).toBe(true);
    expect(body.LoanStatuses.find((s: { Id: number }) => s.Id === -1).Title).toBe('Новый клиент');
    expect(body.LoanStatuses.find((s: { Id: number }) => s.Id === 5).State).toBe(4);
  });

  test('Christmas lights shine in December and January only, unless set explicitly', () => {
    expect(christmasLights('auto', new Date('2026-12-20T00:00:00Z'))).toBe(true);
    expect(christmasLights('auto', new Date('2027-01-10T00:00:00Z'))).toBe(true);
    expect(christmasLights('auto', new Date('2026-11-22T00:00:00Z'))).toBe(false);
    expect(christmasLights(true, new Date('2026-07-01T00:00:00Z'))).toBe(true);
  });

  test('Contacts, footer and company differ by tenant', async () => {
    const [a, b] = await Promise.all([get(sf, '/api/Info/Contacts'), get(mf, '/api/Info/Contacts')]);
    expect(a.json().Phone).toMatch(/^8 800 /);
    expect(a.json().Phone).not.toBe(b.json().Phone);
    expect(a.json().Email).not.toBe(b.json().Email);
    const [fa, fb] = await Promise.all([get(sf, '/api/Info/GetFooter'), get(mf, '/api/Info/GetFooter')]);
    expect(fa.json().FooterMainContent).toContain('ООО МКК «Семафор Финанс»');
    expect(fb.json().FooterMainContent).toContain('ООО МКК «Малина Финанс»');
    const [ca, cb] = await Promise.all([get(sf, '/api/Info/company'), get(mf, '/api/Info/company')]);
    expect(ca.json().Name).toBe('Семафор Финанс');
    expect(cb.json().Name).toBe('Малина Финанс');
  });

  test('every footer document link opens a served document page', async () => {
    const links = (await get(sf, '/api/Info/GetFooter')).json().LinkList as { Name: string; Url: string }[];
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const link of links) {
      const res = await sf.app.inject({ url: link.Url });
      expect(res.statusCode, link.Url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(link.Name);
    }
    expect((await sf.app.inject({ url: '/docs/nope.html' })).statusCode).toBe(404);
  });

  test('FAQ has 15+ questions in sections', async () => {
    const sections = (await get(sf, '/api/Info/faq')).json() as { Items: unknown[] }[];
    expect(sections.length).toBeGreaterThanOrEqual(2);
    expect(sections.flatMap((s) => s.Items).length).toBeGreaterThanOrEqual(15);
  });

  test('news: newest first, paged, and the 0 % promotion by slug', async () => {
    const list = (await get(sf, '/api/Info/news?page=1&pageSize=2')).json();
    expect(list.Items).toHaveLength(2);
    expect(list.Total).toBeGreaterThanOrEqual(3);
    expect(list.Items[0].PublishedAt >= list.Items[1].PublishedAt).toBe(true);
    const promo = (await get(sf, '/api/Info/news/pervyj-zaem-pod-0')).json();
    expect(promo.IsPromotion).toBe(true);
    expect(promo.Title).toContain('0 %');
    expect((await get(sf, '/api/Info/news/net-takoj')).statusCode).toBe(404);
  });

  test('requisites carry the fictional legal details of the tenant', async () => {
    const rows = (await get(mf, '/api/Info/Requisites')).json() as { Name: string; Value: string }[];
    const value = (name: string) => rows.find((r) => r.Name === name)?.Value;
    expect(value('ИНН')).toMatch(/^00\d{8}$/);
    expect(value('Сокращённое наименование')).toBe('ООО МКК «Малина Финанс»');
  });

  test('calculator settings stay inside the legal caps, same in both APIs', async () => {
    const api = (await get(sf, '/api/Info/DefaultCalcSettings')).json();
    const client = (await get(sf, '/client-api/Calculator/DefaultSettings')).json();
    expect(client).toEqual(api);
    expect(api).toMatchObject({ MinAmount: 100_000, MaxAmount: 3_000_000, AmountStep: 50_000, MinTerm: 5, MaxTerm: 30 });
    expect(api.InterestRatePerDay).toBeLessThanOrEqual(0.8);
    expect(api.InterestRatePerDay * 365).toBeLessThanOrEqual(292);
    // Total charges at the longest term stay under 130 % of the principal.
    expect(api.InterestRatePerDay * api.MaxTerm).toBeLessThanOrEqual(termsOf({ tenant: 'sf' }).overpaymentCapPercent);
  });
});

describe('SiteMaterials', () => {
  const paths = [
    '/', '/HowGet', '/HowReturn', '/Faq', '/News', '/Services', '/Services/zaim-do-zarplaty', '/Services/zaim-na-kreditnuyu-kartu',
    '/city', '/city/moskva', '/documents', '/normativnye-dokumenty', '/o-kompanii', '/contacts', '/kontakty', '/career',
    '/ombudsmen', '/mobile-app', '/privacy_policy_mobile_app', '/promo-zaem', '/zaem-besplatno-i-vigodno', '/paid-flff', '/SiteMap',
  ];

  test.each(paths)('%s has a title, a lead and content blocks', async (path) => {
    const res = await page(sf, path);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Path).toBe(path);
    expect(body.Title.length).toBeGreaterThan(3);
    expect(body.Blocks.length).toBeGreaterThanOrEqual(2);
    expect(body.Blocks[0].Key).toBe('lead');
  });

  test('10+ cities are listed and each has its page', async () => {
    const list = (await page(sf, '/city')).json();
    const links = [...list.Blocks[1].Content.matchAll(/href="(\/city\/[^"]+)"/g)].map((m) => m[1] as string);
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const link of links) expect((await page(sf, link)).statusCode, link).toBe(200);
  });

  test('how to repay covers card, SBP and requisites', async () => {
    const keys = (await page(sf, '/HowReturn')).json().Blocks.map((b: { Key: string }) => b.Key);
    expect(keys).toEqual(expect.arrayContaining(['card', 'sbp', 'requisites']));
  });

  test('about the company has the requisites block the footer scrolls to', async () => {
    const block = (await page(sf, '/o-kompanii')).json().Blocks.find((b: { Key: string }) => b.Key === 'requisites');
    expect(block.Content).toContain('ОГРН');
  });

  test('paths match case-insensitively and without a trailing slash; unknown pages are 404', async () => {
    expect((await page(sf, '/faq')).json().Path).toBe('/Faq');
    expect((await page(sf, '/HowGet/')).statusCode).toBe(200);
    const missing = await page(sf, '/city/atlantida');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().Errors[0].ErrorCode).toBe('NOT_FOUND');
  });

  test('the mobile app page differs: sf has an app, mf does not', async () => {
    const a = (await page(sf, '/mobile-app')).json();
    const b = (await page(mf, '/mobile-app')).json();
    expect(a.Lead ?? a.Blocks[0].Content).toContain('приложении');
    expect(b.Blocks[0].Content).toContain('пока нет');
  });

  test('text is escaped HTML, never raw markup from content', async () => {
    const body = (await page(sf, '/o-kompanii')).json();
    for (const block of body.Blocks) expect(block.Content).not.toMatch(/<script/i);
  });
});

describe('SBP banks', () => {
  test('15+ banks with logos that are SVG', async () => {
    const banks = (await get(sf, '/client-api/SBP/Banks')).json() as { Id: string; Name: string; LogoUrl: string }[];
    expect(banks.length).toBeGreaterThanOrEqual(15);
    expect(new Set(banks.map((b) => b.Id)).size).toBe(banks.length);
    const logo = await get(sf, banks[0]!.LogoUrl);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toMatch(/^<svg [^>]*aria-label="Сбербанк"/);
  });

  test('an unknown bank logo is 404, a malformed id 400', async () => {
    expect((await get(sf, '/client-api/SBP/Banks/Logo/999')).statusCode).toBe(404);
    expect((await get(sf, '/client-api/SBP/Banks/Logo/a-b')).statusCode).toBe(400);
  });
});

describe('pending image', () => {
  test('both APIs give the picture and text; the picture is served', async () => {
    const api = (await get(sf, '/api/Info/PendingImage')).json();
    expect((await get(sf, '/client-api/Info/PendingImage')).json()).toEqual(api);
    expect(api.Text).toContain('заявку');
    const svg = await sf.app.inject({ url: api.ImageUrl });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('#1f9d55');
    expect((await mf.app.inject({ url: api.ImageUrl })).body).toContain('#d6336c');
  });
});

describe('client-api twins', () => {
  test('Info/Settings, Info/DefaultCalcSettings and SiteMaterials answer as in /api', async () => {
    expect((await get(mf, '/client-api/Info/Settings')).json()).toEqual((await get(mf, '/api/Info/Settings')).json());
    expect((await get(mf, '/client-api/Info/DefaultCalcSettings')).json()).toEqual((await get(mf, '/api/Info/DefaultCalcSettings')).json());
    const viaClient = await injectChecked(mf.app, { method: 'POST', url: '/client-api/SiteMaterials', payload: { Path: '/HowGet' } });
    expect(viaClient.json()).toEqual((await page(mf, '/HowGet')).json());
  });
});

test('news items have a banner picture that is served', async () => {
  const promo = (await get(mf, '/api/Info/news/pervyj-zaem-pod-0')).json();
  const res = await mf.app.inject({ url: promo.ImageUrl });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('image/svg+xml');
  expect(res.body).toContain('Акция');
  expect(res.body).toContain('#d6336c');
  expect((await mf.app.inject({ url: '/media/news/net.svg' })).statusCode).toBe(404);
});
