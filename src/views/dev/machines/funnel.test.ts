import { describe, expect, it } from 'vitest';
import { funnelByDay, funnelCsv, funnelOf, type FunnelStage } from './funnel';

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
        daily: [],
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

  it('splits by Moscow day and brand, and writes day, brand, stage and count as CSV', () => {
    const arrow = (day: string, brand: string, to: string, count: number) => ({ day, brand, machine: 'reg', from: 'reg.choosing', event: 'go', to, count });
    const days = funnelByDay(
      [arrow('2026-11-02', 'sf', 'reg.personal', 2), arrow('2026-11-01', 'sf', 'reg.personal', 4), arrow('2026-11-01', 'sf', 'reg.passport', 1), arrow('2026-11-01', 'mf', 'reg.personal', 3)],
      stages.slice(0, 2),
    );
    expect(days.map((d) => [d.day, d.brand, d.rows.map((r) => r.count)])).toEqual([
      ['2026-11-01', 'mf', [3, 0]],
      ['2026-11-01', 'sf', [4, 1]],
      ['2026-11-02', 'sf', [2, 0]],
    ]);
    expect(funnelCsv(days).split('\r\n')).toEqual([
      'day,brand,stage,count',
      '2026-11-01,mf,reg.personal,3',
      '2026-11-01,mf,reg.passport,0',
      '2026-11-01,sf,reg.personal,4',
      '2026-11-01,sf,reg.passport,1',
      '2026-11-02,sf,reg.personal,2',
      '2026-11-02,sf,reg.passport,0',
      '',
    ]);
  });
});
