// Stitches made when first needed, not while the start-up chunk is evaluated (issue 32). Creating
// the instance (theme variables, the sheet read back from the page's prerendered styles) and
// hashing 200-odd components' styles at `styled()` were most of evaluating the app's start-up
// chunk on a phone, in one long task. Here each piece is made on its first use instead — the
// instance when anything is rendered or called, a component at its first render, its selector in
// another component's styles, or its use as another's base — which falls in the sliced hydration.
// So no module calls `css`, `keyframes`, `globalCss` or `createTheme` while it is evaluated.
// Class names are the same hashes, so prerendered and server-rendered markup hydrates unchanged.
import { forwardRef, type ForwardRefRenderFunction } from 'react';

/** Stitches' own key for a styled component's composers (read by `styled(Base, …)`). */
const STITCHES_INTERNAL = Symbol.for('sxs.internal');

interface StitchesComponent {
  render: ForwardRefRenderFunction<unknown, object>;
  className: string;
  selector: string;
  toString: () => string;
  [STITCHES_INTERNAL]: unknown;
}

type AnyFunction = (...args: never[]) => unknown;

/** `styled` whose components are made by `getStyled()` at their first use. */
export function lazyStyled<Styled extends AnyFunction>(getStyled: () => Styled): Styled {
  return ((...args: Parameters<Styled>) => {
    let made: StitchesComponent | undefined;
    const real = () => (made ??= getStyled()(...args) as StitchesComponent);
    // The real component's own render function runs in this component's fiber: no extra layer.
    const component = forwardRef((props: object, ref) => real().render(props, ref)) as unknown as StitchesComponent;
    Object.defineProperties(component, {
      className: { get: () => real().className },
      selector: { get: () => real().selector },
      toString: { value: () => real().toString() },
      [STITCHES_INTERNAL]: { get: () => real()[STITCHES_INTERNAL] },
    });
    return component;
  }) as Styled;
}

/** A Stitches function that makes the instance (through `getFunction()`) only when it is called. */
export function callThrough<Fn extends AnyFunction>(getFunction: () => Fn): Fn {
  return ((...args: Parameters<Fn>) => getFunction()(...args)) as Fn;
}
