import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NotificationsHost } from './NotificationsHost';
import { dismissAll, notify } from '@/flows/notify';

// The notices' chunk, as a page has it once the first notice came: the async acts below settle the
// lazy component's render, not a first transform of the module under the fake clock.
beforeAll(() => import('./NoticeItems'));

afterEach(() => {
  act(() => dismissAll());
  vi.useRealTimers();
});

describe('notifications', () => {
  it("uses the default title 'Warning' and goes away after 4500 ms", async () => {
    vi.useFakeTimers();
    render(<NotificationsHost />);
    // The notices' own code loads with the first one (a lazy chunk): the async act lets it land.
    await act(async () => {
      notify({ type: 'warning', message: 'Проверьте данные' });
    });
    const item = screen.getByTestId('notification-warning');
    expect(item).toHaveTextContent('Warning');
    expect(item).toHaveTextContent('Проверьте данные');
    act(() => vi.advanceTimersByTime(4499));
    expect(screen.getByTestId('notification-warning')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('notification-warning')).not.toBeInTheDocument();
  });

  it('stacks every type in a polite live region; errors are alerts; each can be closed', async () => {
    render(<NotificationsHost />);
    await act(async () => {
      notify({ type: 'success', title: 'Готово', message: 'Сохранено' });
      notify({ type: 'error', title: 'Ошибка', message: 'Не сохранено' });
      notify({ type: 'info', message: 'Новость' });
    });
    const region = screen.getByTestId('notifications');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region.children).toHaveLength(3);
    expect(screen.getByRole('alert')).toHaveTextContent('Не сохранено');
    expect(screen.getByTestId('notification-success')).toHaveTextContent('Готово');
    await userEvent.click(screen.getAllByRole('button', { name: 'Закрыть уведомление' })[0]!);
    expect(region.children).toHaveLength(2);
    expect(screen.queryByTestId('notification-success')).not.toBeInTheDocument();
  });

  it('sits under the header while it is on screen, and shows the newest three only (issue 28)', async () => {
    const header = document.createElement('header');
    header.dataset.testid = 'header';
    header.getBoundingClientRect = () => ({ bottom: 100 }) as DOMRect;
    document.body.append(header);
    render(<NotificationsHost />);
    await act(async () => {
      for (const n of [1, 2, 3, 4]) notify({ type: 'info', message: `Сообщение ${n}` });
    });
    const region = screen.getByTestId('notifications');
    expect(region.style.top).toBe('116px');
    expect(region.children).toHaveLength(3);
    expect(region).not.toHaveTextContent('Сообщение 1');
    expect(region).toHaveTextContent('Сообщение 4');
    header.remove();
  });
});
