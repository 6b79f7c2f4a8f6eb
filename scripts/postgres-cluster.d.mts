// Types of scripts/postgres-cluster.mjs for the TypeScript tests that import it.
export interface Cluster {
  url: string;
  start(): void;
  stop(): void;
  remove(): void;
}
export function pgBin(): string | null;
export function ensureInstalled(): string;
export function createCluster(bin?: string): Promise<Cluster>;
