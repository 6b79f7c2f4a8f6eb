// The texts of requirements §8 that every page's start-up may show (the shell, the footer, the
// request rules, notifications), apart from the forms' texts in messages.ts, which re-exports
// these: a start-up module imports from here, so messages.ts stays out of the start-up chunk (issue 32).

export const SERVER_ERROR = 'Ошибка на сервере';
export const FOOTER_LOAD_ERROR = 'Пожалуйста сообщите об ошибке администратору';
export const BLOCKED_BY_FRONTEND_POLICY = 'Blocked by frontend policy';

export const pageNotFoundMessage = (path: string): string => `Page Not Found: ${path}`;

// Default title of a notification when none is given (requirements §8).
export const NOTIFICATION_DEFAULT_TITLE = 'Warning';
