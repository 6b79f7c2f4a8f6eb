// The tester's view of the sandbox outbox: a plain page, clearly marked as the sandbox.
import type { OutboxMessage } from './index';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const CHANNEL_NAMES = { sms: 'SMS', email: 'E-mail' } as const;

export function renderOutboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) => `<tr><td>${escapeHtml(new Date(m.sentAt).toLocaleString('ru-RU', { timeZone: 'UTC' }))} UTC</td>` +
        `<td>${CHANNEL_NAMES[m.channel]}</td><td>${escapeHtml(m.to)}</td>` +
        `<td class="code">${m.code ? escapeHtml(m.code) : '—'}</td><td>${escapeHtml(m.text)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>Исходящие SMS и письма — песочница</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#222}
.badge{display:inline-block;background:#ffd400;color:#000;font-weight:700;padding:2px 8px;border-radius:4px}
table{border-collapse:collapse;width:100%;margin-top:16px}
th,td{border:1px solid #ccc;padding:6px 8px;text-align:left;vertical-align:top}
.code{font-family:monospace;font-size:1.2em;font-weight:700}
</style>
</head>
<body>
<p><span class="badge">песочница</span> Настоящие SMS и письма не отправляются: здесь видно всё, что отправил бы сервис.</p>
<h1>Исходящие SMS и письма</h1>
${messages.length === 0 ? '<p>Пока ничего не отправлено.</p>' : `<table>
<thead><tr><th>Когда</th><th>Канал</th><th>Кому</th><th>Код</th><th>Текст</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`}
</body>
</html>`;
}
