// requirements §2.4 mobile home back trap: on the home route, on a mobile device, for an
// unauthenticated visitor, the first click, key press or touch pushes two history entries —
// a marker and a copy of the page. Going back onto the marker sends the visitor to the
// partner page; a visitor who has logged in meanwhile is taken back two steps instead.

export const BACK_TRAP_MARKER = 'home-back-trap';

export interface BackTrapOptions {
  partnerBackUrl: string;
  isAuthenticated: () => boolean;
  /** The first interaction already happened (on a prerendered page, before the app started). */
  interacted?: boolean;
  /** Leaves the app; injected so tests can observe it. */
  leave?: (url: string) => void;
}

const FIRST_INTERACTION = ['click', 'keydown', 'touchstart'] as const;

/** Arms the trap; returns a disarm function. */
export function armBackTrap(options: BackTrapOptions, win: Window = window): () => void {
  const leave = options.leave ?? ((url: string) => win.location.assign(url));
  let pushed = false;

  const onPop = (event: PopStateEvent) => {
    const state = event.state as { backTrap?: string } | null;
    if (state?.backTrap !== BACK_TRAP_MARKER) return;
    if (options.isAuthenticated()) win.history.go(-2);
    else if (options.partnerBackUrl) leave(options.partnerBackUrl);
  };

  const onFirst = () => {
    removeFirst();
    if (pushed) return;
    pushed = true;
    const url = win.location.pathname + win.location.search + win.location.hash;
    win.history.pushState({ backTrap: BACK_TRAP_MARKER }, '', url);
    win.history.pushState({ backTrap: 'top' }, '', url);
  };
  const removeFirst = () => FIRST_INTERACTION.forEach((type) => win.removeEventListener(type, onFirst, true));

  win.addEventListener('popstate', onPop);
  if (options.interacted) onFirst();
  else FIRST_INTERACTION.forEach((type) => win.addEventListener(type, onFirst, { capture: true, passive: true }));
  // Once the entries are pushed the marker stays in history, so its handler stays too.
  return () => {
    removeFirst();
    if (!pushed) win.removeEventListener('popstate', onPop);
  };
}
