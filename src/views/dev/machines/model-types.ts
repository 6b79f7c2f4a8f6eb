// Messages between the viewer page and its model worker.
import type { CoverageReport } from '../../../../tests/model/coverage';
import type { NarratedPath } from '../../../../tests/model/narrate';

export interface ModelRequest {
  machineId: string;
}

export type ModelCoverage = Omit<CoverageReport, 'name' | 'failures'> & { failures: number };

export type ModelResult =
  | { machineId: string; coverage: ModelCoverage; paths: NarratedPath[]; error?: undefined }
  | { machineId: string; error: string; coverage?: undefined; paths?: undefined };
