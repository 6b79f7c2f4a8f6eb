// The icon set: 24×24 stroke paths (currentColor), drawn for this project. The shell's own are in
// shell-icon-paths.ts (start-up chunk); the set as a whole is the icons page's.
import { SHELL_ICON_PATHS } from './shell-icon-paths';

export const ICON_PATHS = {
  phone: SHELL_ICON_PATHS.phone,
  menu: SHELL_ICON_PATHS.menu,
  close: SHELL_ICON_PATHS.close,
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  logout: SHELL_ICON_PATHS.logout,
  chevronRight: 'M9 6l6 6-6 6',
  chevronDown: 'M6 9l6 6 6-6',
  check: 'M5 12l5 5L20 7',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-5M12 8h.01',
  warning: 'M12 3l10 18H2L12 3zM12 10v4M12 18h.01',
  error: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM15 9l-6 6M9 9l6 6',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  document: 'M6 2h8l4 4v16H6zM14 2v4h4M9 12h6M9 16h6',
  mail: 'M3 5h18v14H3zM3 5l9 8 9-8',
  location: 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4',
  calendar: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4',
  upload: 'M12 16V4M7 9l5-5 5 5M4 20h16',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5',
  apple: SHELL_ICON_PATHS.apple,
  android: SHELL_ICON_PATHS.android,
  sbp: 'M4 4l8 4v12l-8-4zM20 4l-8 4M20 4v12l-8 4',
  chat: 'M4 4h16v12H8l-4 4z',
  star: 'M12 3l2.7 5.6 6.3.9-4.5 4.4 1 6.1L12 17l-5.5 3 1-6.1L3 9.5l6.3-.9z',
} as const;

export type IconName = keyof typeof ICON_PATHS;
export const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];
