// Look of the money screens of the cabinet (prolongation, agreements, cards): theme tokens only.
import { styled } from '@/theme/stitches.config';

export const Section = styled('section', { display: 'grid', gap: '$4', maxWidth: '720px', paddingBottom: '$7', '& h2': { margin: 0, fontSize: '$5' } });
export const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', alignItems: 'center' });
/** A long document read in place: scrolls inside, reachable by keyboard. */
export const DocumentBox = styled('div', {
  maxHeight: '360px',
  overflowY: 'auto',
  padding: '$4',
  border: '1px solid $border',
  borderRadius: '$sm',
  backgroundColor: '$surface',
  '&:focus-visible': { outline: '2px solid $brand', outlineOffset: '2px' },
  '& h1': { fontSize: '$5', margin: '0 0 $3' },
  // On a phone an inner scroll box a few lines high hid the new date and the price (issue 28):
  // the document is read in the page's own scroll there.
  '@mobile': { maxHeight: 'none', overflowY: 'visible' },
});
export const Check = styled('label', { display: 'flex', alignItems: 'flex-start', gap: '$2', fontSize: '$2', cursor: 'pointer', '& input': { marginTop: '3px', width: '20px', height: '20px' } });
