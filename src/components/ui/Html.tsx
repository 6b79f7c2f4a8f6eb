// HTML content that comes from our own API (site materials, footer texts, news).
import { styled } from '@/theme/stitches.config';

const Box = styled('div', {
  '& a': { color: '$brand', textDecorationThickness: '1px' },
  '& p': { margin: '0 0 $3' },
  '& ul, & ol': { paddingLeft: '$5', margin: '0 0 $3' },
  '& table': { borderCollapse: 'collapse', width: '100%' },
  '& td, & th': { border: '1px solid $border', padding: '$2', textAlign: 'left' },
  '& h2': { fontSize: '$5', margin: '$5 0 $3' },
  '& h3': { fontSize: '$4', margin: '$4 0 $2' },
});

export function Html({ html, className }: { html: string; className?: string }) {
  return <Box className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
