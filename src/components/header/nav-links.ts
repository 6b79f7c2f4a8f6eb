// Link lists of the header, sidebar and footer (requirements §2.6).
export interface NavLink {
  href: string;
  label: string;
}

export const HEADER_LINKS: readonly NavLink[] = [
  { href: '/HowGet', label: 'Как получить заём' },
  { href: '/HowReturn', label: 'Как погасить заём' },
  { href: '/Faq', label: 'Вопросы и ответы' },
  { href: '/News', label: 'Акции и новости' },
  { href: '/o-kompanii', label: 'О компании' },
  { href: '/contacts', label: 'Контакты' },
];

export const FOOTER_LINKS: readonly NavLink[] = [
  { href: '/HowGet', label: 'Как получить заём' },
  { href: '/o-kompanii?scrollTo=requisites', label: 'Реквизиты' },
  { href: '/city', label: 'Города' },
  { href: '/o-kompanii', label: 'О компании' },
  { href: '/HowReturn', label: 'Как погасить заём' },
  { href: '/documents', label: 'Документы' },
  { href: '/Services', label: 'Услуги' },
  { href: '/SiteMap', label: 'Карта сайта' },
  { href: '/Faq', label: 'Вопросы и ответы' },
  { href: '/contacts', label: 'Контакты' },
  { href: '/News', label: 'Новости' },
];

/** "8 800 000-00-00" → "tel:88000000000". */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
