// The ombudsman appeal (machines/ombudsmen.machine.ts) as a path model: the visitor sends the
// typed appeal, the server takes it or refuses it (then the visitor sends it again).
import { appealForm, ombudsmenMachine } from '../../../machines/ombudsmen.machine';
import type { PathModel } from '../coverage';
import { done, error, never } from './actor-events';

export const APPEAL = { name: 'Анна Иванова', phone: '79001234567', email: '', text: 'Прошу пересмотреть начисленные проценты.' };

export const ombudsmenModel: PathModel = {
  name: 'ombudsmenAppeal',
  executedOn: 'UI',
  machine: ombudsmenMachine.provide({ actors: { appealForm: appealForm(), sendAppeal: never() } }),
  inputs: [undefined],
  events: {
    'form.submitted': [{ type: 'form.submitted', form: 'appealForm', values: APPEAL }],
    ...done('sendAppeal', undefined),
    ...error('sendAppeal'),
  },
};
