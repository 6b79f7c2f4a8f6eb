// Messages between the viewer page and its model worker.
import type { CoverageReport } from '../../../../tests/model/coverage';
import type { NarratedPath } from '../../../../tests/model/narrate';

export interface ModelRequest {
  machineId: string;
}

/** `notOnScreens`: transitions no screen takes, as `npm run test:model` declares them (tests/model/ui-machines.ts), with the reason: shown, not counted. */
export type ModelCoverage = Omit<CoverageReport, 'name' | 'failures'> & { failures: number; notOnScreens: string[] };

export type ModelResult =
  | { machineId: string; coverage: ModelCoverage; paths: NarratedPath[]; error?: undefined }
  | { machineId: string; error: string; coverage?: undefined; paths?: undefined };

/** Paths to one state, asked when a tester picks it on the chart. */
export interface PathsRequest {
  machineId: string;
  /** `<machine>.<path>`, e.g. `login.loginCode`. */
  to: string;
}

export type PathsResult =
  | { to: string; shortest: NarratedPath | null; through: NarratedPath[]; spec: string | null; error?: undefined }
  | { to: string; error: string };
