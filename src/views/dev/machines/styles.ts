// Styles of the statechart viewer (theme tokens only: both brands).
import { styled } from '@/theme/stitches.config';

export const Section = styled('section', {
  border: '1px solid $border',
  borderRadius: '$md',
  padding: '$4',
  margin: '0 0 $5',
  backgroundColor: '$surface',
  minWidth: 0,
  '& h2, & h3': { margin: '0 0 $3' },
});

export const Muted = styled('p', { color: '$textMuted', margin: '$2 0' });

export const Tree = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$2' });

export const StateItem = styled('li', {
  border: '1px solid $border',
  borderRadius: '$sm',
  padding: '$2 $3',
  minWidth: 0,
  '&[data-active="true"]': { borderColor: '$brand', borderWidth: '2px', backgroundColor: '$brandSoft' },
  '& > ul': { marginTop: '$2' },
});

export const StateHead = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '$2', fontSize: '$2' });

export const Badge = styled('span', {
  fontSize: '$1',
  border: '1px solid $border',
  borderRadius: '$round',
  padding: '0 $2',
  color: '$text',
  variants: { tone: { active: { backgroundColor: '$brand', color: '$onBrand', borderColor: '$brand' }, plain: {} } },
  defaultVariants: { tone: 'plain' },
});

export const Transitions = styled('ul', {
  margin: '$1 0 0',
  paddingLeft: '$4',
  fontSize: '$2',
  color: '$text',
  overflowWrap: 'anywhere',
  '& code': { fontSize: '$1' },
});

export const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$2',
  tableLayout: 'fixed',
  '& th, & td': { borderBottom: '1px solid $border', padding: '$1 $2', textAlign: 'left', verticalAlign: 'top', overflowWrap: 'anywhere' },
  '& pre': { margin: 0, whiteSpace: 'pre-wrap', fontSize: '$1' },
});

export const Scroll = styled('div', { overflowX: 'auto', maxWidth: '100%' });

export const Paths = styled('ol', { paddingLeft: '$5', margin: '$2 0', fontSize: '$2', '& > li': { margin: '0 0 $3' }, '& ol': { paddingLeft: '$4' } });

export const Nav = styled('nav', { display: 'flex', flexWrap: 'wrap', gap: '$2 $3', margin: '0 0 $5', fontSize: '$2' });

export const ChartToolbar = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2', margin: '0 0 $2', '& p': { margin: 0, fontSize: '$1' } });

export const ChartFrame = styled('div', {
  position: 'relative',
  width: '100%',
  // The frame takes the chart's proportions (set inline), within these bounds.
  minHeight: '200px',
  maxHeight: 'min(560px, 70vh)',
  overflow: 'hidden',
  border: '1px solid $border',
  borderRadius: '$sm',
  backgroundColor: '$surfaceGrey',
  cursor: 'grab',
  // Drags pan the chart; the page still scrolls outside it.
  touchAction: 'none',
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
  '& > p': { padding: '$3' },
});

export const ChartSvg = styled('svg', {
  display: 'block',
  fontFamily: '$body',
  '& [data-state] > rect': { fill: '$surface', stroke: '$textMuted', strokeWidth: 1 },
  '& [data-compound="true"] > rect': { fill: 'transparent', stroke: '$textMuted' },
  '& [data-final="true"] > rect': { strokeWidth: 3 },
  '& [data-state][data-active="true"] > rect': { fill: '$brandSoft', stroke: '$brand', strokeWidth: 3 },
  '& [data-state][data-simulated="true"] > rect': { stroke: '$focus', strokeWidth: 4 },
  '& [data-state][data-selected="true"] > rect': { stroke: '$focus', strokeWidth: 3, strokeDasharray: '6 3' },
  '& [data-state]': { cursor: 'pointer' },
  '& text': { fill: '$text', fontSize: '11px' },
  '& text.name': { fontWeight: '$bold' },
  '& text.invokes': { fill: '$textMuted', fontSize: '10px' },
  '& [data-edge] > path': { fill: 'none', stroke: '$textMuted', strokeWidth: 1.2 },
  '& [data-edge="initial"] > path': { stroke: '$text' },
  '& [data-edge][data-last="true"] > path': { stroke: '$brand', strokeWidth: 3.5 },
  '& [data-edge][data-last="true"] .label rect': { stroke: '$brand' },
  '& .label rect': { fill: '$surface', stroke: '$border' },
  '& .label text': { fontSize: '10px' },
  '& marker path': { fill: '$textMuted' },
  '& circle.initial, & .any circle': { fill: '$text' },
  '& .any text': { fill: '$onBrand', fontSize: '12px' },
});

export const StatePicker = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2',
  margin: '0 0 $2',
  '& select': { minHeight: '44px', maxWidth: '100%', fontSize: '$2', border: '1px solid $textMuted', borderRadius: '$sm', padding: '0 $2', backgroundColor: '$surface', color: '$text' },
});

export const SimBox = styled('div', {
  display: 'grid',
  gap: '$2',
  margin: '0 0 $3',
  padding: '$3',
  border: '1px dashed $focus',
  borderRadius: '$sm',
  fontSize: '$2',
  '& p, & h4': { margin: 0 },
  '& ul': { margin: 0, paddingLeft: '$4', display: 'grid', gap: '$1' },
  '& [data-passes="false"]': { color: '$textMuted', textDecoration: 'line-through' },
  '& textarea': { fontFamily: 'monospace', fontSize: '$1', width: '100%', border: '1px solid $textMuted', borderRadius: '$sm', padding: '$2', backgroundColor: '$surface', color: '$text' },
});
