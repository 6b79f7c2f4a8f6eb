// Device facts for views (SPEC §3 Device), read from the device actor. While prerendered markup
// hydrates, the prerender's desktop values are reported, then the real ones.
import { shallowEqual } from '@xstate/react';
import { selectDeviceType, selectIsDesktop, selectIsMobile, selectIsTablet } from '@machines/device.machine';
import { DeviceActor } from './actors';
import { useHydrated } from './hydration';

export interface DeviceInfo {
  type: 'Desktop' | 'Mobile';
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
}

const PRERENDER_DEVICE: DeviceInfo = { type: 'Desktop', isMobile: false, isTablet: false, isDesktop: true };

export function useDevice(): DeviceInfo {
  const hydrated = useHydrated();
  const device = DeviceActor.useSelector(
    (s) => ({ type: selectDeviceType(s), isMobile: selectIsMobile(s), isTablet: selectIsTablet(s), isDesktop: selectIsDesktop(s) }),
    shallowEqual,
  );
  return hydrated ? device : PRERENDER_DEVICE;
}
