// The cabinet's sections (requirements §2.2 and the cabinet screens): one list, so a new screen is one line.
export interface CabinetMenuItem {
  href: string;
  label: string;
}

export const CABINET_MENU: readonly CabinetMenuItem[] = [
  { href: '/lk/Dashboard', label: 'Главная' },
  { href: '/lk/new-loan', label: 'Новый заём' },
  { href: '/lk/messages', label: 'Сообщения' },
  { href: '/lk/agreements', label: 'Документы' },
  { href: '/lk/cards', label: 'Карты' },
  { href: '/lk/product-offers', label: 'Предложения' },
  { href: '/lk/profile-edit', label: 'Профиль' },
];

/** The section a cabinet path belongs to (its own page or one under it): the longest matching href. */
export function menuItemFor(path: string): CabinetMenuItem | undefined {
  const lower = path.toLowerCase();
  return CABINET_MENU.filter((item) => {
    const href = item.href.toLowerCase();
    return lower === href || lower.startsWith(`${href}/`);
  }).sort((a, b) => b.href.length - a.href.length)[0];
}
