// The inbox machine (machines/messages.machine.ts) as a path model: the client opens messages
// (two unread, one read already), the server marks them read or fails to.
import { messagesMachine } from '../../../machines/messages.machine';
import type { PathModel } from '../coverage';
import { done, error, never } from './actor-events';

/** The invoked markRead's id, as xstate names an invoke without one. */
export const MARKING = '0.messages.marking';

export const MESSAGES = [
  { Id: 1, Title: 'Платёж получен', Text: 'Спасибо, платёж зачислен.', CreatedAt: '2026-11-20T10:00:00Z', IsRead: false },
  { Id: 2, Title: 'Напоминание', Text: 'Срок платежа — 1 декабря.', CreatedAt: '2026-11-21T10:00:00Z', IsRead: false },
  { Id: 3, Title: 'Добро пожаловать', Text: 'Рады видеть вас.', CreatedAt: '2026-11-01T10:00:00Z', IsRead: true },
];

export const messagesModel: PathModel = {
  name: 'messages',
  executedOn: 'UI',
  machine: messagesMachine.provide({ actors: { markRead: never() } }),
  inputs: [undefined],
  events: {
    'message.opened': MESSAGES.map((m) => ({ type: 'message.opened', id: m.Id, unread: !m.IsRead })),
    // The marking's invoke has no id of its own: its events carry the generated one.
    ...done(MARKING, {}),
    ...error(MARKING),
  },
};
