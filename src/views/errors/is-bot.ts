// Crawler detection for error pages (requirements §2.6: for bots no error page is rendered).
const BOT = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|yandex|mediapartners|lighthouse-bot|headlesschrome-bot|embedly|quora link preview|whatsapp|telegrambot|vkshare|pinterest|ia_archiver/i;

export const isBotUserAgent = (userAgent: string): boolean => BOT.test(userAgent);
