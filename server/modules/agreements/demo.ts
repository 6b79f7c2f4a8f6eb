// Demo data: a new edition of the general conditions that waits for the client's signature.
import type { AppDb } from '../../db/database';
import { offerAgreement } from './service';

export const TERMS_UPDATE_NAME = 'Общие условия договора потребительского займа (редакция от 01.11.2026)';

const TERMS_UPDATE = [
  '<h1>Общие условия договора потребительского займа</h1>',
  '<p>Редакция от 01.11.2026. Новая редакция действует для займов, выданных после её подписания, и для продлений действующих займов.</p>',
  '<h2>Что изменилось</h2>',
  '<ul>',
  '<li>Продлить заём можно в личном кабинете на срок от 7 до 30 дней, подписав дополнительное соглашение кодом из SMS.</li>',
  '<li>Погасить заём можно банковской картой или через Систему быстрых платежей без комиссии.</li>',
  '<li>Сумма процентов, неустоек и иных платежей по займу не превышает 130 % суммы займа.</li>',
  '</ul>',
  '<p>Подписывая документ, я подтверждаю, что ознакомился с новой редакцией Общих условий и согласен с ней.</p>',
].join('');

export const addDemoTermsUpdate = (db: AppDb, userId: number) => offerAgreement(db, { userId, kind: 'terms', name: TERMS_UPDATE_NAME, content: TERMS_UPDATE });
