// The cabinet's sections (SPEC §2.2 and the cabinet screens): one list, so a new screen is one line.
export const CABINET_MENU: readonly { href: string; label: string }[] = [
  { href: '/lk/Dashboard', label: 'Главная' },
  { href: '/lk/new-loan', label: 'Новый заём' },
  { href: '/lk/messages', label: 'Сообщения' },
  { href: '/lk/agreements', label: 'Документы' },
  { href: '/lk/cards', label: 'Карты' },
  { href: '/lk/product-offers', label: 'Предложения' },
  { href: '/lk/profile-edit', label: 'Профиль' },
];
