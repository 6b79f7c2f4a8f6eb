// The lazily made styled components (issue 32): nothing of a component's styles is read until it
// is needed, and once needed it behaves as the Stitches component it stands for.
import { render } from '@testing-library/react';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { createStitches } from '@stitches/react';
import { expect, test } from 'vitest';
import { lazyStyled } from './lazy-stitches';

/** A style whose `color` counts how often Stitches reads it. */
function countedStyle() {
  const counted = { reads: 0 };
  const style = {
    padding: '4px',
    get color() {
      counted.reads++;
      return 'rgb(1, 2, 3)';
    },
  };
  return { counted, style };
}

test('defining a component reads none of its styles; its first render does', () => {
  const { styled } = createStitches();
  const { counted, style } = countedStyle();
  const Box = lazyStyled(() => styled)('div', style);
  expect(counted.reads).toBe(0);
  render(<Box data-testid="box" />);
  expect(counted.reads).toBeGreaterThan(0);
});

test('the lazy component renders, forwards its ref and names its selector as the eager one does', () => {
  const eager = createStitches();
  const lazy = createStitches();
  const style = { padding: '4px', variants: { tone: { warm: { color: 'red' } } } } as const;
  const Eager = eager.styled('button', style);
  const Lazy = lazyStyled(() => lazy.styled)('button', style);
  expect(renderToString(<Lazy tone="warm">Да</Lazy>)).toBe(renderToString(<Eager tone="warm">Да</Eager>));
  expect(String(Lazy)).toBe(String(Eager));
  expect(Lazy.selector).toBe(Eager.selector);
  expect(Lazy.className).toBe(Eager.className);
  const ref = createRef<HTMLButtonElement>();
  render(<Lazy ref={ref}>Да</Lazy>);
  expect(ref.current?.tagName).toBe('BUTTON');
});

test('a lazy component is the base of another, and its selector works inside another one’s styles', () => {
  const tree = (styled: ReturnType<typeof createStitches>['styled']) => {
    const Base = styled('span', { color: 'blue' });
    const Extended = styled(Base, { fontWeight: 700 });
    const Parent = styled('div', { [`${Base} + &`]: { marginTop: '2px' } });
    return { Base, tree: <Parent><Extended>А</Extended></Parent> };
  };
  const eager = tree(createStitches().styled);
  const later = createStitches();
  const lazy = tree(lazyStyled(() => later.styled));
  expect(renderToString(lazy.tree)).toBe(renderToString(eager.tree));
  const span = render(lazy.tree).container.querySelector('span');
  expect(span?.className.split(' ')).toContain(lazy.Base.className);
});
