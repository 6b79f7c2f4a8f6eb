// Paths for testers from the terminal: `npm run paths -- <machine> [--to <state>] [--playwright FILE]`.
// Without --to: every model path of the machine (the ones `npm run test:model` runs), worded.
// With --to login.loginCode: the shortest path into that state as numbered steps, then the simple
// paths through it; --playwright writes a spec that drives the app along the shortest one
// against the reference server (tests/e2e/path-drivers.ts).
import { writeFileSync } from 'node:fs';
import { machineEntry, MACHINE_REGISTRY } from '../src/flows/machine-registry';
import { generatePaths, type ModelPath } from '../tests/model/coverage';
import { narratePath, stepText } from '../tests/model/narrate';
import { playwrightSpec } from '../tests/model/path-spec';
import { shortestPathTo, simplePathsThrough, specSteps, stateNodeId } from '../tests/model/paths';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : (args[i + 1] ?? fail(`${name} needs a value`));
};
const machineId = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const modelled = MACHINE_REGISTRY.filter((e) => e.model).map((e) => e.machine.id);
if (!machineId) fail(`Usage: npm run paths -- <machine> [--to <state>] [--playwright FILE]\nMachines with a model: ${modelled.join(', ')}`);
const entry = machineEntry(machineId);
if (!entry?.model) fail(`No model for «${machineId}». Machines with a model: ${modelled.join(', ')}`);
const model = entry.model;

const print = (title: string, path: ModelPath) => {
  const told = narratePath(model, path, entry.narration);
  console.log(`\n${title}\n  ${told.start}`);
  told.steps.forEach((step, i) => console.log(`  ${i + 1}. ${stepText(step)}`));
};

const to = option('--to');
if (!to) {
  const paths = generatePaths(model);
  paths.forEach((p, i) => print(`Путь ${i + 1} из ${paths.length}`, p));
  if (option('--playwright')) fail('--playwright needs --to <state>');
} else {
  const nodeId = stateNodeId(entry.machine, to) ?? fail(`No state «${to}» in ${machineId} (write it as ${machineId}.<path>, e.g. ${machineId}.${Object.keys(entry.machine.root.states)[0]})`);
  const shortest = shortestPathTo(model, nodeId) ?? fail(`The model never reaches ${to}`);
  print(`Кратчайший путь к ${to} (шагов: ${shortest.events.length})`, shortest);
  const through = simplePathsThrough(model, nodeId);
  console.log(`\nПростые пути через ${to}: ${through.length}`);
  through.forEach((p, i) => print(`Путь ${i + 1}`, p));
  const file = option('--playwright');
  if (file) {
    writeFileSync(file, playwrightSpec(machineId, to, specSteps(model, shortest), narratePath(model, shortest, entry.narration)));
    console.log(`\nPlaywright spec: ${file}`);
  }
}
