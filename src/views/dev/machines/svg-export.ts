// A drawn chart as a standalone SVG file: the whole chart at life size (not the frame's zoom and
// pan), its look copied from the page's stylesheet onto each element, since the file is opened
// without it.
const STYLED = ['fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'font-family', 'font-size', 'font-weight', 'text-anchor'] as const;

export function chartSvgText(svg: SVGSVGElement, size: { width: number; height: number }, title: string): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((original, i) => {
    const style = getComputedStyle(original);
    const target = copies[i] as SVGElement;
    target.removeAttribute('class');
    target.setAttribute('style', STYLED.map((p) => `${p}:${style.getPropertyValue(p)}`).join(';'));
  });
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('viewBox', `0 0 ${size.width} ${size.height}`);
  copy.setAttribute('width', String(size.width));
  copy.setAttribute('height', String(size.height));
  copy.removeAttribute('aria-hidden');
  copy.setAttribute('role', 'img');
  copy.querySelector(':scope > g')?.removeAttribute('transform');
  const name = document.createElementNS('http://www.w3.org/2000/svg', 'title');
  name.textContent = title;
  copy.prepend(name);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}\n`;
}
