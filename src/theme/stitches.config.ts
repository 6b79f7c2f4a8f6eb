// Design tokens and the two tenant themes. The default theme is sf (green); mf (pink) is a
// Stitches theme class put on <html> at start from the runtime tenant setting.
import { createStitches } from '@stitches/react';
import { callThrough, lazyStyled } from './lazy-stitches';

export const breakpoints = {
  xs: 320,
  sm: 375,
  md: 768,
  lg: 1024,
  xl: 1070,
  xxl: 1280,
  wide: 1440,
  full: 1920,
  max: 2500,
} as const;

/**
 * Where Stitches keeps its sheet (an option its types leave out): by default the page's document;
 * none when rendering on the server or at build time, where the instance may be made after the
 * prerender's cookie-only stand-in for `document` is set (scripts/prerender.ts).
 */
const sheetRoot = (): object => (typeof window === 'undefined' ? { root: null } : {});

const createBrandStitches = () =>
  createStitches({
    ...sheetRoot(),
    theme: {
      colors: {
        brand: '#137a3f',
        brandHover: '#0f6132',
        brandSoft: '#e6f4ec',
        accent: '#f5b400',
        text: '#1c2430',
        textMuted: '#4f5b69',
        surface: '#ffffff',
        surfaceGrey: '#f3f5f7',
        border: '#d7dde3',
        danger: '#c62828',
        success: '#137a3f',
        warning: '#8a5a00',
        info: '#1456a8',
        onBrand: '#ffffff',
        focus: '#1456a8',
      },
      fonts: {
        body: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
      },
      fontSizes: { 1: '12px', 2: '14px', 3: '16px', 4: '18px', 5: '22px', 6: '28px', 7: '36px', 8: '44px' },
      fontWeights: { regular: '400', medium: '500', bold: '700' },
      lineHeights: { tight: '1.2', body: '1.5' },
      space: { 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '24px', 6: '32px', 7: '48px', 8: '64px' },
      sizes: { content: '1200px', logoW: '92px', logoH: '42px' },
      radii: { sm: '6px', md: '12px', lg: '20px', round: '999px' },
      shadows: { card: '0 4px 20px rgba(28, 36, 48, 0.08)' },
      // The support chat (button and panel) stays under the sidebar and the modal layer (requirements §9: 2000).
      zIndices: { header: '100', chat: '1400', sidebar: '1500', modal: '2000', notification: '2100' },
    },
    media: {
      mobile: `(max-width: 767px)`,
      tablet: `(min-width: 768px) and (max-width: 1024px)`,
      desktop: `(min-width: 1025px)`,
      stickyHeader: `(min-width: 1071px)`,
      xs: `(min-width: ${breakpoints.xs}px)`,
      sm: `(min-width: ${breakpoints.sm}px)`,
      md: `(min-width: ${breakpoints.md}px)`,
      lg: `(min-width: ${breakpoints.lg}px)`,
      xxl: `(min-width: ${breakpoints.xxl}px)`,
      wide: `(min-width: ${breakpoints.wide}px)`,
      full: `(min-width: ${breakpoints.full}px)`,
      max: `(min-width: ${breakpoints.max}px)`,
    },
  });

type Stitches = ReturnType<typeof createBrandStitches>;
let made: Stitches | undefined;
/** The one Stitches instance, made on first use (src/theme/lazy-stitches.ts says why). */
const stitches = (): Stitches => (made ??= createBrandStitches());

export const styled = lazyStyled(() => stitches().styled);
export const globalCss = callThrough(() => stitches().globalCss);
export const createTheme = callThrough(() => stitches().createTheme);
export const css = callThrough(() => stitches().css);
export const keyframes = callThrough(() => stitches().keyframes);
export const getCssText = (): string => stitches().getCssText();
/** Makes the instance now: the start-up does it in a task of its own rather than in hydration's first slice. */
export const prepareStitches = (): void => void stitches();
/** The default (sf) tokens with their values. */
export const brandTokens = (): Stitches['theme'] => stitches().theme;
