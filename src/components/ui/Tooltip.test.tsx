import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TOOLTIP_DELAY_MS } from './Tooltip';

afterEach(() => vi.useRealTimers());

const hintShown = () => screen.getByTestId('tooltip').className.includes('shown-true');

describe('tooltip', () => {
  it('shows after 200 ms of hover, not at 199', () => {
    expect(TOOLTIP_DELAY_MS).toBe(200);
    vi.useFakeTimers();
    render(<Tooltip hint="Полная стоимость кредита">ПСК</Tooltip>);
    expect(screen.getByText('ПСК')).toHaveAccessibleDescription('Полная стоимость кредита');
    fireEvent.mouseEnter(screen.getByText('ПСК'));
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(hintShown()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(hintShown()).toBe(true);
    fireEvent.mouseLeave(screen.getByText('ПСК'));
    expect(hintShown()).toBe(false);
  });

  it('a pointer passing over in less than 200 ms shows nothing; focus shows it, Escape hides it', () => {
    vi.useFakeTimers();
    render(<Tooltip hint="Полная стоимость кредита">ПСК</Tooltip>);
    const term = screen.getByText('ПСК');
    fireEvent.mouseEnter(term);
    act(() => vi.advanceTimersByTime(150));
    fireEvent.mouseLeave(term);
    act(() => vi.advanceTimersByTime(500));
    expect(hintShown()).toBe(false);
    act(() => term.focus());
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(hintShown()).toBe(true);
    fireEvent.keyDown(term, { key: 'Escape' });
    expect(hintShown()).toBe(false);
  });
});
