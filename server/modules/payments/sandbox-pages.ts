// Pages of the sandbox payment providers (SBC, Tinkoff) and of the sandbox SBP bank. Marked
// «песочница». The card number and CVC stay in the browser: the form sends only the last four
// digits (a real provider hands back a token and a mask), and the tester picks the outcome.
import { formatRub } from '@/domain/money';
import { escapeHtml } from '../../content/types';

const LOOK = {
  SBC: { title: 'SBC — оплата картой', color: '#0b5cab' },
  Tinkoff: { title: 'Тинькофф — оплата картой', color: '#333333' },
  Sbp: { title: 'Банк — оплата по СБП', color: '#5b2a86' },
} as const;

/** The sandbox 3-D Secure code (shown on its own page: nothing is sent by SMS). */
export const SANDBOX_3DS_CODE = '1234';

function shell(look: keyof typeof LOOK, body: string, script = ''): string {
  const { title, color } = LOOK[look];
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${title} — песочница</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#222}
main{max-width:440px;margin:32px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:22px;color:${color}}.badge{display:inline-block;background:#ffd400;color:#000;font-weight:700;padding:2px 8px;border-radius:4px}
label{display:block;margin-top:14px;font-size:14px}input[type=text],input:not([type]){width:100%;box-sizing:border-box;font-size:18px;padding:10px;margin-top:4px;border:1px solid #888;border-radius:6px}
fieldset{margin-top:16px;border:1px solid #ccc;border-radius:8px}fieldset label{display:flex;gap:8px;align-items:center;margin-top:6px}
.row{display:flex;gap:12px}.row label{flex:1}
button{margin-top:16px;width:100%;font-size:18px;padding:12px;border:0;border-radius:6px;cursor:pointer}
.primary{background:${color};color:#fff}.secondary{background:#e5e7eb;color:#222}.error{color:#b00020}.sum{font-size:20px;font-weight:700}
</style></head>
<body><main><p><span class="badge">песочница</span> Учебная страница: деньги не списываются, номер карты никуда не отправляется.</p>
${body}</main>${script ? `<script>${script}</script>` : ''}</body></html>`;
}

export function cardPaymentPage(provider: 'SBC' | 'Tinkoff', session: string, amount: number, error = ''): string {
  return shell(
    provider,
    `<h1>${LOOK[provider].title}</h1>
<p>К оплате: <span class="sum" data-testid="provider-amount">${formatRub(amount)}</span></p>
<form id="card" method="post" action="/sandbox/pay/${provider}" novalidate>
<input type="hidden" name="session" value="${escapeHtml(session)}"><input type="hidden" name="last4" value="">
<label>Номер карты<input id="pan" inputmode="numeric" autocomplete="cc-number" placeholder="2200 0000 0000 4242" maxlength="23"></label>
<div class="row"><label>Срок действия<input id="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="ММ/ГГ" maxlength="5"></label>
<label>CVC<input id="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="3"></label></div>
<fieldset><legend>Чем ответит банк (песочница)</legend>
<label><input type="radio" name="outcome" value="success" checked> Оплата проходит</label>
<label><input type="radio" name="outcome" value="delayed"> Оплата проходит, уведомление приходит через 5 секунд</label>
<label><input type="radio" name="outcome" value="3ds"> Нужно подтверждение 3-D Secure</label>
<label><input type="radio" name="outcome" value="decline"> Банк отклоняет: недостаточно средств</label>
<label><input type="radio" name="outcome" value="late-success"> Банк отклоняет, а через 5 секунд сообщает, что оплата прошла</label>
</fieldset>
<p class="error" id="error" role="alert">${escapeHtml(error)}</p>
<button class="primary" type="submit" name="action" value="pay">Оплатить</button>
<button class="secondary" type="submit" name="action" value="cancel">Отменить и вернуться</button>
</form>`,
    `document.getElementById('card').addEventListener('submit', function (event) {
  var form = event.target;
  if (event.submitter && event.submitter.value === 'cancel') return;
  var digits = document.getElementById('pan').value.replace(/\\D/g, '');
  var cvc = document.getElementById('cvc').value.replace(/\\D/g, '');
  if (digits.length !== 16 || cvc.length !== 3 || !/^(0[1-9]|1[0-2])\\/\\d{2}$/.test(document.getElementById('expiry').value)) {
    event.preventDefault();
    document.getElementById('error').textContent = 'Проверьте номер карты, срок действия и CVC';
    return;
  }
  form.last4.value = digits.slice(-4);
});`,
  );
}

export function threeDsPage(provider: 'SBC' | 'Tinkoff', session: string, last4: string, amount: number, error = ''): string {
  return shell(
    provider,
    `<h1>Подтверждение платежа 3-D Secure</h1>
<p>Банк карты •••• ${escapeHtml(last4)} просит подтвердить оплату <span class="sum">${formatRub(amount)}</span>.</p>
<p>В песочнице код не приходит по СМС: введите <strong>${SANDBOX_3DS_CODE}</strong>. Любой другой код — отказ банка.</p>
<form method="post" action="/sandbox/pay/${provider}/3ds">
<input type="hidden" name="session" value="${escapeHtml(session)}"><input type="hidden" name="last4" value="${escapeHtml(last4)}">
<label>Код подтверждения<input name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6"></label>
<p class="error" role="alert">${escapeHtml(error)}</p>
<button class="primary" type="submit">Подтвердить</button>
</form>`,
  );
}

export function sbpBankPage(session: string, amount: number, bankName: string): string {
  return shell(
    'Sbp',
    `<h1>${escapeHtml(bankName)}: оплата по СБП</h1>
<p>Так выглядит приложение вашего банка после перехода по ссылке или QR-коду СБП.</p>
<p>Перевод по СБП: <span class="sum" data-testid="sbp-amount">${formatRub(amount)}</span></p>
<form method="post" action="/sandbox/sbp/pay">
<input type="hidden" name="session" value="${escapeHtml(session)}">
<button class="primary" type="submit" name="action" value="confirm">Подтвердить оплату</button>
<button class="secondary" type="submit" name="action" value="reject">Отклонить</button>
</form>`,
  );
}

export function expiredPage(): string {
  return shell('SBC', '<h1>Ссылка на оплату устарела</h1><p>Вернитесь в личный кабинет и начните оплату заново.</p>');
}
