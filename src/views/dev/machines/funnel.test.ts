import { describe, expect, it } from 'vitest';
import { funnelOf, type FunnelStage } from './funnel';

const stages: FunnelStage[] = [
  { label: 'Анкета', machine: 'reg', state: 'reg.personal' },
  { label: 'Паспорт', machine: 'reg', state: 'reg.passport' },
  { label: 'Скоринг', machine: 'reg', state: 'reg.scoring' },
  { label: 'Предложение', machine: 'offer', state: 'offer.reviewing', from: 'offer.loading' },
];

describe('the registration funnel from transition counts', () => {
  it('counts entries into each stage (not moves inside it), and the share lost before it', () => {
    const rows = funnelOf(
      {
        from: '2026-11-01',
        to: '2026-11-26',
        machines: {
          reg: [
            { from: 'reg.choosing', event: 'always', to: 'reg.personal.editing', count: 4 },
            { from: 'reg.personal.editing', event: 'form.submitted', to: 'reg.personal.submitting', count: 9 },
            { from: 'reg.personal.submitting', event: 'xstate.done.actor.send', to: 'reg.passport', count: 3 },
            { from: '*', event: 'scoring.start', to: 'reg.scoring.waiting', count: 1 },
          ],
          offer: [
            { from: 'offer.loading', event: 'xstate.done.actor.fetchOffer', to: 'offer.reviewing', count: 1 },
            { from: 'offer.requestingCode', event: 'xstate.error.actor.requestCode', to: 'offer.reviewing', count: 5 },
          ],
        },
      },
      stages,
    );
    expect(rows.map((r) => [r.stage.label, r.count, r.lost])).toEqual([
      ['Анкета', 4, null],
      ['Паспорт', 3, 0.25],
      ['Скоринг', 1, 2 / 3],
      ['Предложение', 1, 0],
    ]);
  });
});
