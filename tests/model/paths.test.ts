// Paths for testers (issue 31): `npm run paths` words the shortest path to a state, and the
// registration spec exported from the model (tests/e2e/paths-registration.generated.spec.ts, run
// green by the e2e suite against the reference server) is what the generator writes today.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineEntry } from '../../src/flows/machine-registry';
import { narratePath } from './narrate';
import { playwrightSpec } from './path-spec';
import { shortestPathTo, simplePathsThrough, specSteps, stateNodeId } from './paths';

describe('paths for testers', () => {
  it('npm run paths -- login --to login.loginCode prints the shortest path as numbered steps, then simple paths through it', () => {
    const printed = execFileSync('node', ['--import', 'tsx', 'scripts/paths.ts', 'login', '--to', 'login.loginCode'], { encoding: 'utf8' });
    expect(printed).toContain('Кратчайший путь к login.loginCode (шагов: 2)');
    expect(printed).toContain('  1. экран входа (телефон и пароль): заполнить форму и нажать кнопку → экран входа (телефон и пароль), ждём ответа');
    expect(printed).toContain('  2. экран входа (телефон и пароль), ждём ответа: сервер присылает код в SMS → экран кода из СМС (глубина 2)');
    expect(printed).toMatch(/Простые пути через login\.loginCode: \d+/);
  }, 60_000);

  it('every simple path through a state enters it and visits no state twice; the shortest is no longer than any', () => {
    const { model, machine } = machineEntry('login')!;
    const nodeId = stateNodeId(machine, 'login.recoveryMethod')!;
    const shortest = shortestPathTo(model!, nodeId)!;
    const through = simplePathsThrough(model!, nodeId);
    expect(through.length).toBeGreaterThan(0);
    for (const p of through) expect(p.events.length).toBeGreaterThanOrEqual(shortest.events.length);
    expect(stateNodeId(machine, 'login.nowhere')).toBeNull();
  });

  it('the committed registration spec is the one the generator writes', () => {
    const entry = machineEntry('registration')!;
    const target = 'registration.filling.address';
    const path = shortestPathTo(entry.model!, stateNodeId(entry.machine, target)!)!;
    const spec = playwrightSpec('registration', target, specSteps(entry.model!, path), narratePath(entry.model!, path, entry.narration));
    expect(readFileSync('tests/e2e/paths-registration.generated.spec.ts', 'utf8')).toBe(spec);
  }, 60_000);
});
