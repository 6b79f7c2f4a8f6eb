// A read that failed: the server's message (or requirements §8's «Ошибка на сервере») and a retry.
// Whatever the client typed elsewhere on the page stays as it is.
import type { ReactNode } from 'react';
import { SERVER_ERROR } from '@/domain/startup-messages';
import { styled } from '@/theme/stitches.config';
import { Button } from './Button';
import { Notice } from './Notice';

const Box = styled('div', { display: 'grid', gap: '$3', justifyItems: 'start' });
const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', alignItems: 'center' });

export function LoadError({ message, onRetry, children }: { message: string | null | undefined; onRetry: () => void; children?: ReactNode }) {
  return (
    <Box>
      <Notice tone="error" role="alert" data-testid="load-error">
        {message || SERVER_ERROR}
      </Notice>
      <Row>
        <Button type="button" onClick={onRetry}>
          Попробовать ещё раз
        </Button>
        {children}
      </Row>
    </Box>
  );
}
