// Model-based coverage of the six workflows (npm run test:model): prints states, transitions,
// generated paths and coverage per machine; exits 1 below 100 % or when a replay disagrees.
import { formatTable, measure } from '../tests/model/coverage';
import { WORKFLOW_MODELS } from '../tests/model/models';

const reports = WORKFLOW_MODELS.map((model) => measure(model));
console.log(formatTable(reports));

let failed = false;
for (const r of reports) {
  if (r.statePercent < 100 || r.transitionPercent < 100) {
    failed = true;
    console.error(`\n${r.name}: not fully covered`);
    for (const s of r.missedStates) console.error(`  state      ${s}`);
    for (const t of r.missedTransitions) console.error(`  transition ${t}`);
  }
  if (r.failures.length) {
    failed = true;
    console.error(`\n${r.name}: ${r.failures.length} replayed path(s) ended elsewhere than the model`);
    for (const f of r.failures.slice(0, 5)) console.error(`  ${f.path.events.map((e) => e.type).join(' → ')}: expected ${f.path.target}, got ${f.reached}`);
  }
}
process.exitCode = failed ? 1 : 0;
