// The icons the shell draws on every page (header, sidebar, footer): the part of the icon set
// (icon-paths.ts) in the start-up chunk; the rest loads with the pages that show it (issue 32).
export const SHELL_ICON_PATHS = {
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  // Sign-out: the door on the left, the arrow leaving it to the right.
  logout: 'M9 4H5v16h4M16 16l4-4-4-4M20 12H9',
  apple: 'M16 3c-1.5.2-3 1.2-3.5 2.8 1.6.1 3-1 3.5-2.8zM19 16c-.8 2-2 4-3.5 4-1.2 0-1.6-.7-3-.7s-1.9.7-3 .7C7 20 4 15.5 4 11.5 4 8.6 6 7 8 7c1.3 0 2.3.8 3 .8s2-.9 3.5-.8c1 0 2.5.5 3.3 1.8-3 1.7-2.4 6 1.2 7.2z',
  android: 'M6 10h12v8a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1zM6 9a6 6 0 0 1 12 0zM9 6L7.5 3.5M15 6l1.5-2.5M4 11v5M20 11v5M9 19v2M15 19v2',
} as const;

export type ShellIconName = keyof typeof SHELL_ICON_PATHS;
