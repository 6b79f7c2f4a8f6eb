import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StepRegion } from './StepRegion';

afterEach(() => vi.useRealTimers());

function Steps({ step, heading = true }: { step: string; heading?: boolean }) {
  return (
    <StepRegion step={step}>
      {heading ? <h2>{`Шаг ${step}`}</h2> : <p>Загрузка…</p>}
      <button type="button">{`Дальше ${step}`}</button>
    </StepRegion>
  );
}

describe('StepRegion: the focus follows the step', () => {
  it('leaves the focus alone on the first step, then gives it to each new step’s heading', () => {
    const { rerender } = render(<Steps step="amount" />);
    expect(document.activeElement).toBe(document.body);
    screen.getByRole('button').focus();
    rerender(<Steps step="method" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Шаг method' }));
    expect(document.activeElement).toHaveAttribute('tabindex', '-1');
    rerender(<Steps step="paid" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Шаг paid' }));
  });

  it('waits for a heading that comes later (a step that loads first)', async () => {
    const { rerender } = render(<Steps step="amount" />);
    rerender(<Steps step="method" heading={false} />);
    // Meanwhile the step holds it, not the page's body.
    expect(document.activeElement).toHaveAttribute('data-step', 'method');
    rerender(<Steps step="method" heading />);
    await act(async () => {});
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Шаг method' }));
  });

  it('does not move the focus when the step stays', () => {
    const { rerender } = render(<Steps step="amount" />);
    rerender(<Steps step="method" />);
    screen.getByRole('button').focus();
    rerender(<Steps step="method" />);
    expect(document.activeElement).toBe(screen.getByRole('button'));
  });

  it('leaves the focus in an open dialog', () => {
    const { rerender } = render(
      <>
        <Steps step="amount" />
        <div role="dialog">
          <input aria-label="Телефон" />
        </div>
      </>,
    );
    screen.getByRole('textbox').focus();
    rerender(
      <>
        <Steps step="method" />
        <div role="dialog">
          <input aria-label="Телефон" />
        </div>
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox'));
  });
});
