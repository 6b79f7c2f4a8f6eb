// App-wide actors (design-notes §4: createActorContext), provided here with their real effects.
// Components read them with `XActor.useSelector(selector)` and send with `XActor.useActorRef()`.
import { createActorContext } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { deviceMachine } from '@machines/device.machine';
import { modalsMachine } from '@machines/modals.machine';
import { sidebarMachine } from '@machines/sidebar.machine';
import { withInspector } from './inspector';
import { lockBodyScroll, unlockBodyScroll } from './scroll-lock';
import { ThirdPartyActors, ThirdPartyStart } from './third-party/root-actors';

export const appModalsMachine = modalsMachine.provide({
  actions: { lockScroll: lockBodyScroll, unlockScroll: unlockBodyScroll },
});

const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** Facts the device machine starts from; a desktop default where there is no window (prerender). */
export function deviceInput(): { isMobileUserAgent: boolean; width: number } {
  if (typeof window === 'undefined') return { isMobileUserAgent: false, width: 1280 };
  return { isMobileUserAgent: MOBILE_UA.test(navigator.userAgent), width: window.innerWidth };
}

export const ModalsActor = createActorContext(appModalsMachine, { systemId: 'modals' });
export const SidebarActor = createActorContext(sidebarMachine, { systemId: 'sidebar' });
export const DeviceActor = createActorContext(deviceMachine, { systemId: 'device' });

/** Feeds window resizes to the device actor (the machine debounces them). */
function DeviceResizeWiring() {
  const device = DeviceActor.useActorRef();
  useEffect(() => {
    const onResize = () => device.send({ type: 'device.resize', width: window.innerWidth });
    window.addEventListener('resize', onResize, { passive: true });
    return () => window.removeEventListener('resize', onResize);
  }, [device]);
  return null;
}

/** Escape closes the last modal (requirements §4). */
function ModalsKeyboardWiring() {
  const modals = ModalsActor.useActorRef();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && modals.getSnapshot().context.openIds.length > 0) modals.send({ type: 'key.escape' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [modals]);
  return null;
}

/** Tells the sidebar of each move to another address and of Escape; the machine decides whether it closes. */
function SidebarWiring() {
  const sidebar = SidebarActor.useActorRef();
  const [location] = useLocation();
  useEffect(() => sidebar.send({ type: 'route.changed' }), [location, sidebar]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') sidebar.send({ type: 'key.escape' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sidebar]);
  return null;
}

/** All app-wide actors, outermost first (reported to the statechart viewer when it is enabled). */
export function ActorsProvider({ children }: { children: ReactNode }) {
  return (
    // The device facts are read as the app renders, not as this module is evaluated: reading the
    // window's width there forced a layout inside the start-up's longest task (issue 32).
    <DeviceActor.Provider options={withInspector({ input: deviceInput() })}>
      <ModalsActor.Provider options={withInspector({})}>
        <SidebarActor.Provider options={withInspector({})}>
          <ThirdPartyActors>
            <DeviceResizeWiring />
            <ModalsKeyboardWiring />
            <SidebarWiring />
            <ThirdPartyStart />
            {children}
          </ThirdPartyActors>
        </SidebarActor.Provider>
      </ModalsActor.Provider>
    </DeviceActor.Provider>
  );
}
