// Buttons and button-looking links of both brands (colours come from the tenant theme).
import { Link } from 'wouter';
import { styled } from '@/theme/stitches.config';

export const buttonStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  minHeight: '44px',
  padding: '$2 $5',
  borderRadius: '$round',
  border: '2px solid transparent',
  fontFamily: '$body',
  fontSize: '$3',
  fontWeight: '$bold',
  lineHeight: '$tight',
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  // On a phone a long label wraps rather than push its box past the page's margin (issue 28: the
  // identity page's «Выбрать способ подтверждения» ran to 4 px from the screen's edge).
  '@mobile': { whiteSpace: 'normal', textAlign: 'center' },
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  variants: {
    variant: {
      primary: { backgroundColor: '$brand', color: '$onBrand', '&:hover': { backgroundColor: '$brandHover' } },
      secondary: { backgroundColor: '$surface', color: '$brand', borderColor: '$brand', '&:hover': { backgroundColor: '$brandSoft' } },
      ghost: { backgroundColor: 'transparent', color: '$text', '&:hover': { backgroundColor: '$brandSoft' } },
    },
    size: { sm: { minHeight: '36px', padding: '$1 $4', fontSize: '$2' }, md: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
} as const;

export const Button = styled('button', buttonStyle);
export const ButtonLink = styled(Link, buttonStyle);
export const ButtonAnchor = styled('a', buttonStyle);
