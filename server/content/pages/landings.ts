// Promotional landings, the paid-services page and the mobile app pages.
import { pct, rub, termsOf, type Brand } from '../brand';
import { FIRST_LOAN_PROMO_SLUG } from '../news';
import { TARIFFS } from '@/domain/tariff';
import type { Page } from '../types';

export function landingPages(b: Brand): Page[] {
  const t = termsOf(b);
  const free = pct(t.firstLoanRatePerDay);
  const app: Page = b.hasMobileApp
    ? {
        path: '/mobile-app',
        title: 'Мобильное приложение',
        metaDescription: `Приложение «${b.name}» для iPhone и Android: займы, оплата и продление в телефоне.`,
        lead: `Управляйте займами в приложении «${b.name}»: оформление, оплата картой или по СБП, продление и документы — в телефоне.`,
        sections: [
          { key: 'features', heading: 'Что умеет приложение', list: ['вход по коду или отпечатку пальца', 'напоминания о дате платежа', 'оплата картой и по СБП', 'продление займа', 'чат с поддержкой'] },
          { key: 'install', heading: 'Как установить', paragraphs: ['Приложение доступно для iPhone (iOS 15 и новее) и смартфонов на Android 8 и новее. Ссылки на магазины приложений — в подвале сайта.'] },
          { key: 'privacy', heading: 'Конфиденциальность', links: [{ name: 'Политика конфиденциальности мобильного приложения', url: '/privacy_policy_mobile_app' }] },
        ],
      }
    : {
        path: '/mobile-app',
        title: 'Мобильное приложение',
        metaDescription: `Мобильная версия сайта «${b.name}».`,
        lead: `Отдельного приложения «${b.name}» пока нет: сайт полностью адаптирован для телефона, а все функции личного кабинета доступны в мобильном браузере.`,
        sections: [
          { key: 'home-screen', heading: 'Добавьте сайт на главный экран', ordered: true, list: ['Откройте сайт в браузере телефона.', 'В меню браузера выберите «Добавить на главный экран».', 'Открывайте личный кабинет одним касанием, как приложение.'] },
          { key: 'privacy', heading: 'Конфиденциальность', links: [{ name: 'Политика конфиденциальности мобильного приложения', url: '/privacy_policy_mobile_app' }] },
        ],
      };
  return [
    {
      path: '/promo-zaem',
      title: `Первый заём под ${free}`,
      metaDescription: `Первый заём в «${b.name}» без процентов: до ${rub(t.firstLoanFreeMaxRub)} на срок до ${t.firstLoanFreeDays} дня.`,
      lead: `Возьмите до ${rub(t.firstLoanFreeMaxRub)} на срок до ${t.firstLoanFreeDays} дня и верните ровно столько, сколько взяли.`,
      sections: [
        { key: 'conditions', heading: 'Условия акции', list: ['Для тех, кто ещё не брал займы в нашей компании', `Сумма до ${rub(t.firstLoanFreeMaxRub)}, срок до ${t.firstLoanFreeDays} дня`, `Ставка ${free} на весь срок займа`, `При просрочке — неустойка ${pct(t.penaltyPerDay)} в день на просроченный основной долг со дня, следующего за датой возврата`] },
        { key: 'steps', heading: 'Как получить', ordered: true, list: ['Заполните анкету — это займёт около 10 минут.', 'Дождитесь решения.', 'Подпишите договор и получите деньги.'] },
        { key: 'more', heading: 'Подробнее', links: [{ name: `Условия акции «Первый заём под ${free}»`, url: `/News/${FIRST_LOAN_PROMO_SLUG}` }] },
      ],
    },
    {
      path: '/zaem-besplatno-i-vigodno',
      title: 'Заём бесплатно и выгодно',
      metaDescription: `Бесплатный первый заём и выгодные условия для постоянных клиентов «${b.name}».`,
      lead: 'Первый заём — без переплаты, а каждый следующий — на сумму больше и на удобный срок.',
      sections: [
        { key: 'free', heading: 'Бесплатно', paragraphs: [`Первый заём до ${rub(t.firstLoanFreeMaxRub)} на срок до ${t.firstLoanFreeDays} дня — под ${free}.`] },
        { key: 'profitable', heading: 'Выгодно', list: ['Лимит растёт с каждым погашенным займом — до ' + rub(t.maxAmountRub), 'Досрочное погашение без комиссий: проценты только за дни пользования', `Продление в личном кабинете, если нужен ещё срок, — до ${t.prolongation.maxCount} раз`] },
        { key: 'honest', heading: 'Честно', paragraphs: [`Ставка не выше ${pct(t.ratePerDay)} в день (${pct(t.ratePerYear)} годовых), а общая переплата по закону не может превысить ${pct(t.overpaymentCapPercent)} от суммы займа.`] },
      ],
    },
    {
      path: '/paid-flff',
      title: 'Дополнительные платные услуги',
      metaDescription: `Дополнительные услуги ${b.legalName}: состав, стоимость и порядок отказа.`,
      lead: 'Дополнительные услуги не обязательны: заём выдаётся и без них, а отказ не влияет на решение по заявке.',
      sections: [
        { key: 'services', heading: 'Услуги и стоимость', table: TARIFFS[b.tenant].services.map((s) => [s.name, `${rub(s.price)} ${s.per === 'loan' ? 'за заём' : 'единоразово'}`]) },
        { key: 'refuse', heading: 'Как отказаться', paragraphs: [`От услуги можно отказаться в течение 30 календарных дней с даты её оформления, написав на ${b.email}. Деньги возвращаются в течение 7 рабочих дней.`] },
      ],
    },
    app,
    {
      path: '/privacy_policy_mobile_app',
      title: 'Политика конфиденциальности мобильного приложения',
      metaDescription: `Как мобильное приложение «${b.name}» обрабатывает данные пользователей.`,
      lead: `Политика описывает, какие данные собирает мобильное приложение «${b.name}» и как ${b.legalName} их использует.`,
      sections: [
        { key: 'data', heading: '1. Какие данные мы получаем', list: ['номер телефона и данные, указанные в анкете;', 'модель устройства, версия операционной системы и идентификатор приложения;', 'сведения о сбоях приложения;', 'геолокация — только с вашего согласия и только для защиты от мошенничества.'] },
        { key: 'purpose', heading: '2. Зачем', list: ['вход в личный кабинет и защита учётной записи;', 'оформление и обслуживание займов;', 'уведомления о платежах;', 'улучшение работы приложения.'] },
        { key: 'transfer', heading: '3. Передача данных', paragraphs: ['Мы не продаём данные. Они передаются только партнёрам, необходимым для выдачи займа (банкам, платёжным системам, бюро кредитных историй), и государственным органам по закону.'] },
        { key: 'contact', heading: '4. Контакты', paragraphs: [`Вопросы о данных направляйте на ${b.email}.`] },
      ],
    },
  ];
}
