import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { BANNER_TEXT_REQUIRED, serviceBannerMachine, type BannerAnswer } from './service-banner.machine';

function start(
  kind: 'Question' | 'Input',
  send: (answer: BannerAnswer) => Promise<unknown> = async () => ({ Success: true }),
  count: () => Promise<unknown> = async () => undefined,
) {
  const countShow = vi.fn(count);
  const sendAnswer = vi.fn(async ({ input }: { input: { bannerId: number; answer: BannerAnswer } }): Promise<unknown> => send(input.answer));
  const bannersChanged = vi.fn();
  const actor = createActor(
    serviceBannerMachine.provide({ actors: { countShow: fromPromise(countShow), sendAnswer: fromPromise(sendAnswer) }, actions: { bannersChanged } }),
    { input: { bannerId: 3, kind } },
  ).start();
  return { actor, countShow, sendAnswer, bannersChanged };
}

describe('service banner machine', () => {
  it('counts the banner shown once, sends the chosen option and refreshes the list', async () => {
    const { actor, countShow, sendAnswer, bannersChanged } = start('Question');
    actor.send({ type: 'answer.choose', answerId: 12 });
    await waitFor(actor, (s) => s.hasTag('answered'));
    expect(countShow).toHaveBeenCalledTimes(1);
    expect(sendAnswer.mock.calls[0]![0].input).toEqual({ bannerId: 3, answer: { kind: 'option', answerId: 12 } });
    expect(bannersChanged).toHaveBeenCalledTimes(1);
  });

  it('an Input banner asks for a text before sending it, trimmed', async () => {
    const { actor, sendAnswer } = start('Input');
    actor.send({ type: 'answer.submit' });
    expect(actor.getSnapshot().context.error).toBe(BANNER_TEXT_REQUIRED);
    expect(sendAnswer).not.toHaveBeenCalled();
    actor.send({ type: 'text.change', text: '  Из рекламы  ' });
    actor.send({ type: 'answer.submit' });
    await waitFor(actor, (s) => s.hasTag('answered'));
    expect(sendAnswer.mock.calls[0]![0].input.answer).toEqual({ kind: 'text', text: 'Из рекламы' });
  });

  it('a failed send keeps the text and shows the server message; a retry sends it again', async () => {
    let fail = true;
    const { actor, sendAnswer } = start('Input', async () => {
      if (fail) throw new Error('Сервис временно недоступен. Попробуйте позже');
      return { Success: true };
    });
    actor.send({ type: 'text.change', text: 'Друзья' });
    actor.send({ type: 'answer.submit' });
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ text: 'Друзья', error: 'Сервис временно недоступен. Попробуйте позже' });
    fail = false;
    actor.send({ type: 'answer.retry' });
    await waitFor(actor, (s) => s.hasTag('answered'));
    expect(sendAnswer).toHaveBeenCalledTimes(2);
  });

  it('a failed count changes nothing: the banner stays open and can still be answered', async () => {
    const { actor, sendAnswer } = start('Question', undefined, async () => {
      throw new Error('Ошибка на сервере');
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'answer.choose', answerId: 12 });
    await waitFor(actor, (s) => s.hasTag('answered'));
    expect(sendAnswer).toHaveBeenCalledTimes(1);
  });
});
