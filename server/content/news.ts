// News and promotions (/News, /News/{name}); the 0 % first-loan promotion is a news item (requirements §2.1).
import { pct, rub, termsOf, type Brand } from './brand';

export interface NewsEntry {
  slug: string;
  title: string;
  preview: string;
  publishedAt: string;
  isPromotion: boolean;
  body: string[];
}

export const FIRST_LOAN_PROMO_SLUG = 'pervyj-zaem-pod-0';

export function news(b: Brand): NewsEntry[] {
  const terms = termsOf(b);
  const free = pct(terms.firstLoanRatePerDay);
  return [
    {
      slug: FIRST_LOAN_PROMO_SLUG,
      title: `Первый заём под ${free}`,
      preview: `Новым клиентам — до ${rub(terms.firstLoanFreeMaxRub)} на срок до ${terms.firstLoanFreeDays} дня без процентов.`,
      publishedAt: '2026-01-15',
      isPromotion: true,
      body: [
        `Оформите первый заём в «${b.name}» и верните ровно столько, сколько взяли. Акция действует для клиентов, которые ещё не получали у нас займов.`,
        `Условия: сумма до ${rub(terms.firstLoanFreeMaxRub)}, срок до ${terms.firstLoanFreeDays} дня. Если срок возврата пропущен, проценты не начисляются, а со дня, следующего за датой возврата, начисляется неустойка ${pct(terms.penaltyPerDay)} в день на просроченный основной долг.`,
        `Чтобы участвовать, достаточно зарегистрироваться на сайте и подать заявку: ставка ${free} применяется автоматически.`,
      ],
    },
    {
      slug: 'vozvrat-po-sbp',
      title: 'Погашение займа через СБП без комиссии',
      preview: 'Оплачивайте заём по QR-коду через приложение своего банка — деньги зачисляются мгновенно.',
      publishedAt: '2026-03-02',
      isPromotion: false,
      body: [
        'В личном кабинете появился способ оплаты через Систему быстрых платежей. Выберите «Оплатить по СБП», отсканируйте QR-код в приложении банка и подтвердите платёж.',
        'Комиссию за платёж мы не берём, а платёж отражается в кабинете в течение нескольких минут.',
      ],
    },
    {
      slug: 'novyj-lichnyj-kabinet',
      title: 'Обновили личный кабинет',
      preview: 'График платежей, продление и документы — теперь на одном экране.',
      publishedAt: '2026-05-20',
      isPromotion: false,
      body: [
        'Мы переработали личный кабинет: на главном экране видно сумму и дату ближайшего платежа, кнопки оплаты и продления, а все подписанные документы собраны в одном разделе.',
        'Если что-то работает не так, как вы ожидаете, напишите в чат поддержки — мы читаем каждое сообщение.',
      ],
    },
    {
      slug: 'grafik-raboty-v-prazdniki',
      title: 'Режим работы поддержки в праздничные дни',
      preview: 'Заявки на займы принимаются круглосуточно, поддержка работает по сокращённому графику.',
      publishedAt: '2026-10-28',
      isPromotion: false,
      body: [
        'С 1 по 4 ноября заявки на займы принимаются и рассматриваются круглосуточно, оплата картой и по СБП работает как обычно.',
        `Служба поддержки в эти дни отвечает с 10:00 до 18:00 по московскому времени. Телефон: ${b.phone}.`,
      ],
    },
  ];
}
