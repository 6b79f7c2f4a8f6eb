// The success notice (text `success` on `brandSoft`) in each brand's own colours and readable.
import { describe, expect, it } from 'vitest';
import { brandTokens } from './stitches.config';
import { mfTokens } from './tenants';

type Colours = Record<'brand' | 'brandSoft' | 'success', string>;

const theme = brandTokens();
const sf: Colours = { brand: theme.colors.brand.value, brandSoft: theme.colors.brandSoft.value, success: theme.colors.success.value };
const mf: Colours = { ...sf, ...Object.fromEntries(Object.entries(mfTokens.colors)) };

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function hue(hex: string): number {
  const [r, g, b] = rgb(hex);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe.each([
  ['sf', sf],
  ['mf', mf],
])('%s success notice', (_tenant, colours) => {
  it("is drawn in the brand's own hue, not another brand's green on pink", () => {
    expect(hueDistance(hue(colours.success), hue(colours.brand))).toBeLessThan(20);
  });

  it('reads at WCAG AA contrast (4.5:1) on the soft brand background', () => {
    expect(contrast(colours.success, colours.brandSoft)).toBeGreaterThanOrEqual(4.5);
  });
});
