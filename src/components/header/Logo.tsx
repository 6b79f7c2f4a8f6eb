// Brand logo: a drawn mark and the brand name, 92×42 by default (requirements §9).
import { Link } from 'wouter';
import { styled } from '@/theme/stitches.config';
import { brands, type Tenant } from '@/theme/tenants';

const Anchor = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minWidth: '$logoW',
  height: '$logoH',
  color: '$brand',
  fontWeight: '$bold',
  fontSize: '$3',
  lineHeight: '$tight',
  textDecoration: 'none',
  // On a phone the name takes two short lines, so the header's actions fit beside it in one row.
  '@mobile': { fontSize: '$2', '& span': { width: 'min-content' } },
});

export function Logo({ tenant }: { tenant: Tenant }) {
  const brand = brands[tenant];
  return (
    <Anchor href="/" aria-label={`${brand.name} — на главную`} data-testid="brand">
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle cx="18" cy="18" r="17" fill="currentColor" />
        <path d="M11 19l5 5 9-12" stroke="#fff" strokeWidth="3.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{brand.name}</span>
    </Anchor>
  );
}
