// requirements §2.6/§9: the header is sticky when scrolled past 58 px and the width is above 1070 px.
import { useEffect, useState } from 'react';

export const STICKY_SCROLL_PX = 58;
export const STICKY_MIN_WIDTH_PX = 1070;

export const isSticky = (scrollY: number, width: number): boolean => scrollY > STICKY_SCROLL_PX && width > STICKY_MIN_WIDTH_PX;

export function useSticky(): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const update = () => setSticky(isSticky(window.scrollY, window.innerWidth));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return sticky;
}
