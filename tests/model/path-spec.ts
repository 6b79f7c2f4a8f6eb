// A Playwright spec for one path (the viewer's «Скачать тест», `npm run paths -- … --playwright`):
// the path's steps as data, each with its words as a comment, run by the step drivers of
// tests/e2e/path-drivers.ts against the reference server. Save it in tests/e2e/.
import { stepText, type NarratedPath } from './narrate';
import type { SpecStep } from './paths';

export function playwrightSpec(machineId: string, target: string, steps: SpecStep[], told: NarratedPath): string {
  const lines = steps.map((step, i) => `    // ${i + 1}. ${stepText(told.steps[i]!).replace(/\n/g, ' ')}\n    ${JSON.stringify(step)},`);
  return [
    `// Generated from the ${machineId} model (npm run paths / the statechart viewer): the shortest path to`,
    `// ${target}, driven against the reference server. ${told.start}.`,
    `import { test } from '@playwright/test';`,
    `import { drivePath } from './path-drivers';`,
    ``,
    `test(${JSON.stringify(`${machineId}: путь к ${target}`)}, async ({ page, request }) => {`,
    `  await drivePath(page, request, ${JSON.stringify(machineId)}, ${JSON.stringify(target)}, [`,
    ...lines,
    `  ]);`,
    `});`,
    ``,
  ].join('\n');
}
