// /widgets/edna: the support chat on an otherwise empty page (embedded by the mobile app).
import { lazy, Suspense } from 'react';
import { styled } from '@/theme/stitches.config';

const ChatButton = lazy(() => import('@/components/chat/ChatButton').then((m) => ({ default: m.ChatButton })));

const Box = styled('div', { minHeight: '100vh', padding: '$4' });

export default function EdnaWidgetPage() {
  return (
    <Box data-testid="page-widgets-edna">
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Чат поддержки</h1>
      <Suspense fallback={null}>
        <ChatButton />
      </Suspense>
    </Box>
  );
}
