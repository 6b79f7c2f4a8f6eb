// Every module of the reference server, in order. Add a module here and its migrations, seed,
// handlers and routes are picked up.
import type { ServerModule } from './types';
import { coreModule } from './core';

export const modules: ServerModule[] = [coreModule];
