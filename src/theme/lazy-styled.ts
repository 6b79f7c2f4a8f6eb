// Stitches hashes a component's styles when `styled()` is called, at module evaluation: 200-odd
// components made that a third of evaluating the app's start-up chunk on a phone (issue 32,
// 25–60 ms at 4× CPU, in one long task). This `styled` makes the Stitches component the first
// time it is needed: its first render, its selector in another component's styles, or its use as
// the base of another styled component. Class names are the same hashes, so prerendered and
// server-rendered markup hydrates unchanged; a component that never renders never pays.
import { forwardRef, type ForwardRefRenderFunction } from 'react';

/** Stitches' own key for a styled component's composers (read by `styled(Base, …)`). */
const STITCHES_INTERNAL = Symbol.for('sxs.internal');

interface StitchesComponent {
  render: ForwardRefRenderFunction<unknown, object>;
  className: string;
  selector: string;
  displayName?: string;
  toString: () => string;
  [STITCHES_INTERNAL]: unknown;
}

export function lazyStyled<Styled extends (...args: never[]) => unknown>(styled: Styled): Styled {
  return ((...args: Parameters<Styled>) => {
    let made: StitchesComponent | undefined;
    const real = () => (made ??= styled(...args) as StitchesComponent);
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
