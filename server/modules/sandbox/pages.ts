// HTML pages of the sandbox: the external partner page of the mobile home back-trap (requirements §2.4)
// and an index of the stand-ins. Both are visibly marked «песочница».
import { brands, type Tenant } from '../../content/brand';
import { escapeHtml } from '../../content/types';

const shell = (title: string, color: string, body: string) => `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} — песочница</title>
<style>body{margin:0;font:16px/1.5 system-ui,Arial,sans-serif;color:#1a1a1a;background:#f6f7f9}
main{max-width:640px;margin:0 auto;padding:24px}.sandbox{display:inline-block;padding:2px 10px;border-radius:10px;background:#ffe08a;color:#5c4400;font-size:14px}
h1{color:${color}}.card{background:#fff;border-radius:12px;padding:16px 20px;margin:16px 0;box-shadow:0 1px 4px rgba(0,0,0,.08)}
a.button{display:inline-block;padding:12px 20px;border-radius:8px;background:${color};color:#fff;text-decoration:none}</style></head>
<body><main><p class="sandbox">песочница</p>${body}</main></body></html>`;

export function partnerPage(tenant: Tenant): string {
  const b = brands[tenant];
  return shell(
    'Предложения партнёров',
    b.color,
    `<h1>Предложения партнёров</h1>
<p>Это страница партнёра, на которую попадает посетитель, вернувшийся назад с главной страницы «${escapeHtml(b.name)}» на телефоне. Настоящий партнёр показал бы здесь свои предложения.</p>
<div class="card"><h2>Кредитная карта «Пример»</h2><p>Льготный период до 100 дней. Предложение вымышленное.</p></div>
<div class="card"><h2>Кешбэк-сервис «Пример»</h2><p>Возврат до 5 % с покупок. Предложение вымышленное.</p></div>
<p><a class="button" href="/">Вернуться на сайт «${escapeHtml(b.name)}»</a></p>`,
  );
}

export function indexPage(tenant: Tenant): string {
  const b = brands[tenant];
  const items: [string, string][] = [
    ['/sandbox/captcha/api.js?hl=ru&render=sandbox-site-key', 'Капча: скрипт-заменитель (grecaptcha)'],
    ['/sandbox/chat/widget.js', 'Чат поддержки: скрипт-заменитель (SandboxChat)'],
    ['/sandbox/analytics/tag.js', 'Веб-аналитика: скрипт-заменитель (ym)'],
    ['/sandbox/tracker/cdp.js', 'Маркетинговый трекер: скрипт-заменитель (cdp)'],
    ['/sandbox/events', 'Записанные события аналитики, трекера и чата'],
    ['/sandbox/dadata/suggest?query=москва тверская', 'Подсказки адресов'],
    ['/sandbox/partner', 'Страница партнёра'],
    ['/lk/identity-confirmation', 'Госуслуги (ЕСИА): страница согласия открывается из подтверждения личности в кабинете'],
  ];
  return shell(
    'Заменители внешних сервисов',
    b.color,
    `<h1>Заменители внешних сервисов</h1><p>Сервер «${escapeHtml(b.name)}» работает в режиме песочницы: вместо внешних сервисов отвечают эти заменители.</p>
<ul>${items.map(([url, name]) => `<li><a href="${escapeHtml(url)}">${escapeHtml(name)}</a></li>`).join('')}</ul>
<h2>Как вызвать видимую капчу</h2><p>Закажите звонок с номером, который оканчивается на 00-00, — сервер ответит RECAPTCHA_V2_REQUIRED. Низкую оценку v3 можно включить в консоли браузера: <code>localStorage.setItem('sandbox.captcha.score', '0.1')</code>.</p>
<h2>Часы песочницы</h2><p>Займы клиента можно перевести на N дней вперёд: <code>POST /sandbox/clock</code> с телом <code>{"Phone": "79001234567", "Days": 40}</code> — заём наступит к оплате, станет просроченным, начнёт начисляться неустойка. Сообщение в кабинет клиента: <code>POST /sandbox/messages</code> с телом <code>{"Phone", "Title", "Text"}</code>. Возврат или оспаривание платежа в банке (не по просьбе кредитора): <code>POST /sandbox/acquiring/refund</code> с телом <code>{"PaymentId": 12, "Amount": 50000}</code> (без Amount — всё, что не возвращено) — банк пришлёт уведомление о возврате, долг снова появится.</p>
<h2>Документ на подпись</h2><p>Новую редакцию общих условий можно предложить любому клиенту: <code>POST /sandbox/agreements/terms-update</code> с телом <code>{"Phone": "79001234567"}</code>. Документ появится в кабинете в разделе «Документы».</p>`,
  );
}
