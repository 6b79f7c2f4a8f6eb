// App-wide actors (DESIGN §4: createActorContext), provided here with their real effects.
// Components read them with `XActor.useSelector(selector)` and send with `XActor.useActorRef()`.
import { createActorContext } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
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
export const DeviceActor = createActorContext(deviceMachine, { systemId: 'device', input: deviceInput() });

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

/** Escape closes the last modal (SPEC §4). */
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

/** All app-wide actors, outermost first (reported to the statechart viewer when it is enabled). */
export function ActorsProvider({ children }: { children: ReactNode }) {
  return (
    <DeviceActor.Provider options={withInspector({})}>
      <ModalsActor.Provider options={withInspector({})}>
        <SidebarActor.Provider options={withInspector({})}>
          <ThirdPartyActors>
            <DeviceResizeWiring />
            <ModalsKeyboardWiring />
            <ThirdPartyStart />
            {children}
          </ThirdPartyActors>
        </SidebarActor.Provider>
      </ModalsActor.Provider>
    </DeviceActor.Provider>
  );
}
