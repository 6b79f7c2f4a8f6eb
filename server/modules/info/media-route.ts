// Pictures of Info/PendingImage (an hourglass) and of news items (a title banner), in the
// tenant's colour, drawn here so the reference server needs no binary assets.
import type { FastifyInstance } from 'fastify';
import { brands } from '../../content/brand';
import { PENDING_IMAGE_URL } from '../../content/site-data';
import { escapeHtml } from '../../content/types';
import type { ModuleContext } from '../types';

export const newsImageUrl = (slug: string) => `/media/news/${slug}.svg`;

/** A 2:1 banner with the news title in the tenant's colour. */
export function newsBannerSvg(title: string, color: string, promotion: boolean): string {
  const words = title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= 22) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 3)
    .map((line, i) => `<text x="40" y="${150 + i * 52}" font-family="Arial, sans-serif" font-size="44" font-weight="700" fill="#ffffff">${escapeHtml(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320" viewBox="0 0 640 320" role="img" aria-label="${escapeHtml(title)}">` +
    `<rect width="640" height="320" rx="24" fill="${color}"/><circle cx="560" cy="60" r="120" fill="#ffffff" fill-opacity=".12"/>` +
    (promotion ? '<text x="40" y="76" font-family="Arial, sans-serif" font-size="28" fill="#ffffff" fill-opacity=".85">Акция</text>' : '') +
    text +
    '</svg>'
  );
}

export function pendingSvg(color: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="Заявка на рассмотрении">' +
    `<circle cx="80" cy="80" r="76" fill="none" stroke="${color}" stroke-width="6" stroke-dasharray="12 10"/>` +
    `<path d="M56 40h48M56 120h48M60 40c0 24 40 28 40 40s-40 16-40 40M100 40c0 24-40 28-40 40s40 16 40 40" fill="none" stroke="${color}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M68 112c4-10 20-10 24 0z" fill="${color}"/>` +
    '</svg>'
  );
}

export function registerMediaRoutes(app: FastifyInstance, { config, db }: ModuleContext): void {
  const color = brands[config.tenant].color;
  const svg = pendingSvg(color);
  app.get(PENDING_IMAGE_URL, async (_request, reply) => reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(svg));
  app.get<{ Params: { file: string } }>('/media/news/:file', async (request, reply) => {
    const slug = /^([A-Za-z0-9_-]{1,100})\.svg$/.exec(request.params.file)?.[1];
    const news = slug
      ? await db.selectFrom('info_news').select(['title', 'is_promotion']).where('tenant', '=', config.tenant).where('slug', '=', slug).executeTakeFirst()
      : undefined;
    if (!news) return reply.code(404).send({ Errors: [{ ErrorCode: 'NOT_FOUND', Message: 'Изображение не найдено' }] });
    return reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml').send(newsBannerSvg(news.title, color, news.is_promotion === 1));
  });
}
