import { styled } from '@/theme/stitches.config';

export const Container = styled('div', { maxWidth: '$content', margin: '0 auto', padding: '0 $4', width: '100%' });

export const PageTitle = styled('h1', { fontSize: '$7', lineHeight: '$tight', margin: '$6 0 $5', '@mobile': { fontSize: '$6' } });

export const Loading = styled('p', { color: '$textMuted', padding: '$6 0' });
