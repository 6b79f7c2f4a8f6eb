// A navigation marked `transition` waits until the tap has been painted (issue 32); others do not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateAfterPaint } from './navigation';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('navigateAfterPaint', () => {
  it('moves a marked navigation to a task after the next frame, and runs it once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    const navigate = vi.fn();
    navigateAfterPaint(navigate, '/lk/payment?loanId=1', { transition: true });
    expect(navigate).not.toHaveBeenCalled();
    // The frame that paints the tap: the navigation is queued behind it, not run inside it.
    frames.shift()?.(0);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/lk/payment?loanId=1', { transition: true });
    vi.advanceTimersByTime(1000);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('still navigates when no frame comes (a hidden tab)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const navigate = vi.fn();
    navigateAfterPaint(navigate, '/lk/cards', { transition: true });
    vi.advanceTimersByTime(100);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('leaves the other navigations immediate (redirects, the flows’ moves with a change of session)', () => {
    const navigate = vi.fn();
    navigateAfterPaint(navigate, '/login', { replace: true });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login', { replace: true });
  });
});
