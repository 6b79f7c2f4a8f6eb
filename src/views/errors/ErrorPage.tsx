// The 400/403/404/500 page. Crawlers get nothing, so an error never gets indexed as content.
import { Link } from 'wouter';
import { styled } from '@/theme/stitches.config';
import { ERROR_TEXTS, errorStatus } from './error-texts';
import { isBotUserAgent } from './is-bot';
import { LoadError } from '@/components/ui/LoadError';

const Box = styled('section', { maxWidth: '$content', margin: '0 auto', padding: '$8 $4', textAlign: 'center' });
const Code = styled('p', { fontSize: '$8', fontWeight: '$bold', color: '$brand', margin: 0 });
const Title = styled('h1', { fontSize: '$6', margin: '$3 0' });
const Detail = styled('p', { color: '$textMuted', fontSize: '$2' });
const Home = styled(Link, {
  display: 'inline-block',
  marginTop: '$5',
  padding: '$3 $6',
  borderRadius: '$round',
  backgroundColor: '$brand',
  color: '$onBrand',
  textDecoration: 'none',
  fontWeight: '$bold',
});

/** `onRetry`: the page's data failed to load, so the client gets requirements §8's message and a retry. */
export function ErrorPage({ status, message, onRetry }: { status: number; message?: string; onRetry?: () => void }) {
  if (typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent)) return null;
  const shown = errorStatus(status);
  const texts = ERROR_TEXTS[shown];
  return (
    <Box data-testid="error-page" data-status={shown}>
      <Code aria-hidden="true">{shown}</Code>
      <Title>{texts.title}</Title>
      <p>{texts.text}</p>
      {message ? <Detail data-testid="error-message">{message}</Detail> : null}
      {onRetry ? (
        <LoadError message={null} onRetry={onRetry}>
          <Home href="/">На главную</Home>
        </LoadError>
      ) : (
        <Home href="/">На главную</Home>
      )}
    </Box>
  );
}
