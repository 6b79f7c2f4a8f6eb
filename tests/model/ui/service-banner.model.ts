// One dashboard service banner (machines/service-banner.machine.ts) as a path model: a question
// banner answered with one of its options, an input banner with a typed text (sent empty first);
// the server takes the answer or fails, and the client tries again; the show count may fail.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { serviceBannerMachine } from '../../../machines/service-banner.machine';
import type { PathModel } from '../coverage';
import { done, error, never } from './actor-events';

export const BANNERS = {
  Question: { Id: 1, Kind: 'Question', Title: 'Удобно ли вам платить через СБП?', Text: 'Ответьте одним нажатием.', ImageUrl: null, Answers: [{ Id: 11, Text: 'Да' }, { Id: 12, Text: 'Нет' }] },
  Input: { Id: 2, Kind: 'Input', Title: 'Что нам улучшить?', Text: 'Напишите пару слов.', ImageUrl: null, Answers: [] },
} as const;

export const TYPED = 'Напоминать о платеже накануне';

/** The banner machine's invoked sendAnswer has no id of its own: its events carry the generated one. */
export const SENDING = '0.serviceBanner.sending';
/** Nor has its show count, invoked for the banner's whole life. */
export const COUNTING = '0.serviceBanner';

const ONLY_FOR: Record<string, string> = { 'answer.choose': 'Question', 'text.change': 'Input', 'answer.submit': 'Input', 'answer.retry': 'Input' };

export const serviceBannerModel: PathModel = {
  name: 'serviceBanner',
  executedOn: 'UI',
  machine: serviceBannerMachine.provide({ actors: { countShow: never(), sendAnswer: never() } }),
  inputs: [
    { bannerId: BANNERS.Question.Id, kind: 'Question' },
    { bannerId: BANNERS.Input.Id, kind: 'Input' },
  ],
  events: {
    'answer.choose': [{ type: 'answer.choose', answerId: 11 }],
    'text.change': [{ type: 'text.change', text: TYPED }],
    ...done(SENDING, {}),
    ...error(SENDING),
    // The show count's answer (held until then) failing at any moment changes nothing on screen.
    ...error(COUNTING),
  },
  // Each kind of banner offers its own controls only; an answered banner is done, its count stopped.
  filterEvents: (s: AnyMachineSnapshot, e: AnyEventObject) =>
    (!ONLY_FOR[e.type] || ONLY_FOR[e.type] === s.context.kind) && (e.type !== `xstate.error.actor.${COUNTING}` || s.status === 'active'),
};
