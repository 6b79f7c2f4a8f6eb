// An inspector for the app's actors: undefined in the app; model-based tests give one to record
// the transitions the machines take while a path runs against the screens.
import { createContext } from 'react';
import type { InspectionEvent } from 'xstate';

export const ActorInspectContext = createContext<((event: InspectionEvent) => void) | undefined>(undefined);

