// Error page texts per status; any other status shows the 400 page (requirements §2.6).
export type ErrorStatus = 400 | 403 | 404 | 500;

export const ERROR_TEXTS: Record<ErrorStatus, { title: string; text: string }> = {
  400: { title: 'Некорректный запрос', text: 'Сервер не смог обработать запрос. Проверьте адрес страницы или вернитесь на главную.' },
  403: { title: 'Доступ запрещён', text: 'У вас нет прав для просмотра этой страницы.' },
  404: { title: 'Страница не найдена', text: 'Такой страницы нет. Возможно, она была удалена или адрес набран с ошибкой.' },
  500: { title: 'Ошибка сервера', text: 'Что-то пошло не так. Попробуйте обновить страницу чуть позже.' },
};

export function errorStatus(status: number): ErrorStatus {
  return status === 403 || status === 404 || status === 500 ? status : 400;
}
