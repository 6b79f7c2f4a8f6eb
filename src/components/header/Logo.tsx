// Brand logo: a drawn mark and the brand name in one 92 × 42 drawing by default (requirements §9).
// The name is drawn inside the box (two lines, fitted to its width) so that the logo keeps the
// spec's size whatever the brand's name and the screen.
import { Link } from 'wouter';
import { styled } from '@/theme/stitches.config';
import { brands, type Tenant } from '@/theme/tenants';

const Anchor = styled(Link, {
  display: 'inline-flex',
  flexShrink: 0,
  width: '$logoW',
  height: '$logoH',
  color: '$brand',
  textDecoration: 'none',
});

/** Where the name's lines go in the 92 × 42 box: right of the 36 px mark. */
const NAME_X = 40;
const NAME_WIDTH = 52;

export function Logo({ tenant }: { tenant: Tenant }) {
  const brand = brands[tenant];
  const lines = brand.name.split(' ');
  return (
    <Anchor href="/" aria-label={`${brand.name} — на главную`} data-testid="brand">
      <svg width="92" height="42" viewBox="0 0 92 42" aria-hidden="true" focusable="false">
        <circle cx="18" cy="21" r="17" fill="currentColor" />
        <path d="M11 22l5 5 9-12" stroke="#fff" strokeWidth="3.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <text fill="currentColor" fontWeight="700" fontSize="13" fontFamily="inherit">
          {lines.map((line, i) => (
            <tspan key={line} x={NAME_X} y={lines.length === 1 ? 26 : 18 + i * 15} textLength={NAME_WIDTH} lengthAdjust="spacingAndGlyphs">
              {line}
            </tspan>
          ))}
        </text>
      </svg>
    </Anchor>
  );
}
