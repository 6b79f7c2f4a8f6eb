// Cities of /city and /city/{name}: loans are online, so a city page tells how the service works there.
import { pct, rub, termsOf, type Brand } from './brand';
import type { Page } from './types';

interface City {
  slug: string;
  name: string;
  /** Prepositional case: «в Москве». */
  inCity: string;
  region: string;
  timeZone: string;
}

export const cities: City[] = [
  { slug: 'moskva', name: 'Москва', inCity: 'в Москве', region: 'Москва', timeZone: 'МСК' },
  { slug: 'sankt-peterburg', name: 'Санкт-Петербург', inCity: 'в Санкт-Петербурге', region: 'Санкт-Петербург', timeZone: 'МСК' },
  { slug: 'novosibirsk', name: 'Новосибирск', inCity: 'в Новосибирске', region: 'Новосибирская область', timeZone: 'МСК+4' },
  { slug: 'ekaterinburg', name: 'Екатеринбург', inCity: 'в Екатеринбурге', region: 'Свердловская область', timeZone: 'МСК+2' },
  { slug: 'kazan', name: 'Казань', inCity: 'в Казани', region: 'Республика Татарстан', timeZone: 'МСК' },
  { slug: 'nizhnij-novgorod', name: 'Нижний Новгород', inCity: 'в Нижнем Новгороде', region: 'Нижегородская область', timeZone: 'МСК' },
  { slug: 'chelyabinsk', name: 'Челябинск', inCity: 'в Челябинске', region: 'Челябинская область', timeZone: 'МСК+2' },
  { slug: 'samara', name: 'Самара', inCity: 'в Самаре', region: 'Самарская область', timeZone: 'МСК+1' },
  { slug: 'omsk', name: 'Омск', inCity: 'в Омске', region: 'Омская область', timeZone: 'МСК+3' },
  { slug: 'rostov-na-donu', name: 'Ростов-на-Дону', inCity: 'в Ростове-на-Дону', region: 'Ростовская область', timeZone: 'МСК' },
  { slug: 'ufa', name: 'Уфа', inCity: 'в Уфе', region: 'Республика Башкортостан', timeZone: 'МСК+2' },
  { slug: 'krasnoyarsk', name: 'Красноярск', inCity: 'в Красноярске', region: 'Красноярский край', timeZone: 'МСК+4' },
  { slug: 'voronezh', name: 'Воронеж', inCity: 'в Воронеже', region: 'Воронежская область', timeZone: 'МСК' },
  { slug: 'krasnodar', name: 'Краснодар', inCity: 'в Краснодаре', region: 'Краснодарский край', timeZone: 'МСК' },
];

export function cityPages(b: Brand): Page[] {
  const t = termsOf(b);
  const list: Page = {
    path: '/city',
    title: 'Займы онлайн в городах России',
    metaDescription: `Онлайн-займы «${b.name}» на карту в ${cities.length} крупнейших городах России и в любом другом населённом пункте.`,
    lead: 'Заём оформляется полностью онлайн, поэтому получить деньги можно в любом городе России. Выберите свой город, чтобы узнать подробности.',
    sections: [
      { key: 'cities', heading: 'Города', links: cities.map((c) => ({ name: c.name, url: `/city/${c.slug}` })) },
      { key: 'other', heading: 'Нет вашего города?', paragraphs: ['Не беда: заявка подаётся на сайте, а деньги приходят на карту любого российского банка или по СБП, где бы вы ни находились.'] },
    ],
  };
  return [
    list,
    ...cities.map<Page>((c) => ({
      path: `/city/${c.slug}`,
      title: `Займы онлайн ${c.inCity}`,
      metaDescription: `Микрозаймы на карту ${c.inCity} от ${rub(t.minAmountRub)} до ${rub(t.maxAmountRub)}: оформление онлайн за 15 минут, первый заём под ${pct(t.firstLoanRatePerDay)}.`,
      lead: `Жители города ${c.name} (${c.region}) получают займы «${b.name}» онлайн — без визита в офис и без справок.`,
      sections: [
        { key: 'conditions', heading: 'Условия', list: [`Сумма: от ${rub(t.minAmountRub)} до ${rub(t.maxAmountRub)}`, `Срок: от ${t.minTermDays} до ${t.maxTermDays} дней`, `Ставка: до ${pct(t.ratePerDay)} в день, первый заём — ${pct(t.firstLoanRatePerDay)}`, 'Получение: на карту или по СБП'] },
        { key: 'how', heading: `Как получить заём ${c.inCity}`, ordered: true, list: ['Выберите сумму и срок в калькуляторе.', 'Заполните анкету и подтвердите телефон.', 'Дождитесь решения — обычно 5–15 минут.', 'Подпишите договор кодом из SMS и получите деньги.'] },
        { key: 'support', heading: 'Поддержка', paragraphs: [`Служба поддержки работает по московскому времени (${c.timeZone === 'МСК' ? 'ваш часовой пояс совпадает с московским' : `ваш часовой пояс — ${c.timeZone}`}): ${b.officeHours}. Телефон ${b.phone}, звонок бесплатный.`] },
      ],
    })),
  ];
}
