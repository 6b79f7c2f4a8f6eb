// The sandbox card provider's page. The card number and CVC stay in the browser: the form
// sends only the last four digits, the expiry and the payment system, as a real provider's
// page would hand back a token and a mask.
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function renderCardPage(session: string, error?: string): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Привязка карты — песочница</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#222}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.badge{display:inline-block;background:#ffd400;color:#000;font-weight:700;padding:2px 8px;border-radius:4px}
label{display:block;margin-top:14px;font-size:14px}
input{width:100%;box-sizing:border-box;font-size:18px;padding:10px;margin-top:4px;border:1px solid #bbb;border-radius:6px}
.row{display:flex;gap:12px}.row label{flex:1}
button{margin-top:20px;width:100%;font-size:18px;padding:12px;border:0;border-radius:6px;cursor:pointer}
.primary{background:#1a7f37;color:#fff}.secondary{background:#e5e7eb}
.error{color:#b00020;margin-top:12px}
.hint{font-size:13px;color:#555}
</style>
</head>
<body>
<main>
<p><span class="badge">песочница</span> Это учебная страница платёжного провайдера: деньги не списываются, номер карты никуда не отправляется.</p>
<h1>Привязка банковской карты</h1>
<form id="card" method="post" action="/sandbox/payment/card" novalidate>
<input type="hidden" name="session" value="${escapeHtml(session)}">
<input type="hidden" name="last4" value="">
<input type="hidden" name="system" value="">
<label>Номер карты<input id="pan" inputmode="numeric" autocomplete="cc-number" placeholder="2200 0000 0000 4242" maxlength="23" required></label>
<div class="row">
<label>Срок действия<input name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="ММ/ГГ" maxlength="5" required></label>
<label>CVC<input id="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="3" required></label>
</div>
<p class="hint">Подойдёт любой номер из 16 цифр, например 2200 0000 0000 4242, и любой будущий срок.</p>
<p class="error" id="error" role="alert">${error ? escapeHtml(error) : ''}</p>
<button class="primary" type="submit" name="action" value="link">Привязать карту</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Отменить</button>
</form>
</main>
<script>
document.getElementById('card').addEventListener('submit', function (event) {
  var form = event.target;
  if (event.submitter && event.submitter.value === 'cancel') return;
  var digits = document.getElementById('pan').value.replace(/\\D/g, '');
  var cvc = document.getElementById('cvc').value.replace(/\\D/g, '');
  var error = document.getElementById('error');
  if (digits.length !== 16 || cvc.length !== 3 || !/^(0[1-9]|1[0-2])\\/\\d{2}$/.test(form.expiry.value)) {
    event.preventDefault();
    error.textContent = 'Проверьте номер карты, срок действия и CVC';
    return;
  }
  form.last4.value = digits.slice(-4);
  form.system.value = digits[0] === '2' ? 'Mir' : digits[0] === '4' ? 'Visa' : digits[0] === '5' ? 'Mastercard' : 'Other';
});
</script>
</body>
</html>`;
}
