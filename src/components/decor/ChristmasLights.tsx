// Festive garland along the top of the page when Settings.EnableChristmasLights is on. Loaded
// only then (src/app/layouts/Layout.tsx): its keyframes would otherwise make the page's Stitches
// instance while the start-up chunk is evaluated (issue 32).
import { keyframes, styled } from '@/theme/stitches.config';

const twinkle = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

const Strip = styled('div', {
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  height: '14px',
  overflow: 'hidden',
  pointerEvents: 'none',
  zIndex: 1,
  display: 'flex',
  justifyContent: 'space-around',
  '@media (prefers-reduced-motion: reduce)': { '& span': { animation: 'none' } },
});

const Bulb = styled('span', {
  width: '8px',
  height: '12px',
  borderRadius: '50% 50% 45% 45%',
  animation: `${twinkle} 1.6s ease-in-out infinite`,
});

const COLOURS = ['#e53935', '#fbc02d', '#43a047', '#1e88e5'];
const BULBS = Array.from({ length: 40 }, (_, i) => i);

export default function ChristmasLights() {
  return (
    <Strip aria-hidden="true" data-testid="christmas-lights">
      {BULBS.map((i) => (
        <Bulb key={i} style={{ backgroundColor: COLOURS[i % COLOURS.length], animationDelay: `${(i % 4) * 0.4}s` }} />
      ))}
    </Strip>
  );
}
