import { describe, expect, it } from 'vitest';
import { generatePaths, measure, replay } from './coverage';
import { callBackModel } from './models';

describe('call-back: model-based paths', () => {
  const paths = generatePaths(callBackModel);
  const report = measure(callBackModel, paths);

  it('replays every generated path and covers every state and transition', () => {
    expect(report.failures).toEqual([]);
    expect(report.missedStates).toEqual([]);
    expect(report.missedTransitions).toEqual([]);
  });

  it('never sends an invalid form, shows v2 only with captcha on and a nonce, flags success only in success (the refusal text belongs to the form and is checked on the screen)', () => {
    for (const path of paths) {
      const s = replay(callBackModel, path);
      const where = path.events.map((e) => e.type).join(' → ');
      if (s.hasTag('submitting') || s.hasTag('captchaV2')) {
        // What will be sent was valid when submitted, whatever was typed since.
        expect(s.context.outgoing, where).not.toBeNull();
        expect(s.context.outgoing?.Phone, where).toMatch(/^79\d{9}$/);
      }
      if (s.hasTag('captchaV2')) {
        expect(s.context.captchaEnabled, where).toBe(true);
        expect(s.context.nonceId, where).toBe('nonce');
      }
      expect(s.context.success, where).toBe(s.hasTag('success'));
    }
  });
});
