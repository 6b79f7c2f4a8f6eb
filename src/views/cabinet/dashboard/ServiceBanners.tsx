// The dashboard's service banners (LK group): each renders its own banner machine — counted as
// shown once per visit, answered with one of its options or a text, thanked once answered.
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ServiceBanner } from '@/api/service-banners';
import { useFlowActor } from '@/flows/flow-actor';
import { useQueries } from '@/flows/queries';
import { useServiceBannerLogic } from '@/flows/service-banners';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { styled } from '@/theme/stitches.config';
import { useNotices } from '@/flows/notices';

const Box = styled('section', { display: 'grid', gap: '$3', padding: '$4', borderRadius: '$2', backgroundColor: '$surface', border: '1px solid $border' });
const Title = styled('h2', { margin: 0, fontSize: '$4' });
const Text = styled('p', { margin: 0 });
const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });
const Input = styled('textarea', { width: '100%', minHeight: '4rem', padding: '$2', fontSize: '$3', border: '1px solid $border', borderRadius: '$1', font: 'inherit' });

function Banner({ banner }: { banner: ServiceBanner }) {
  const actor = useFlowActor(useServiceBannerLogic(), { input: { bannerId: banner.Id, kind: banner.Kind } });
  useNotices(actor);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const answered = useSelector(actor, (s) => s.hasTag('answered'));
  const { text, error } = useSelector(actor, (s) => s.context);
  const titleId = useId();
  const inputId = useId();
  return (
    <Box aria-labelledby={titleId} data-testid="service-banner">
      <Title id={titleId}>{banner.Title}</Title>
      <Text>{banner.Text}</Text>
      {answered ? (
        <Notice role="status" data-testid="banner-answered">
          Спасибо за ответ!
        </Notice>
      ) : (
        <>
          {banner.Kind === 'Question' ? (
            <Row role="group" aria-labelledby={titleId}>
              {banner.Answers.map((a) => (
                <Button key={a.Id} variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'answer.choose', answerId: a.Id })}>
                  {a.Text}
                </Button>
              ))}
            </Row>
          ) : null}
          {banner.Kind === 'Input' ? (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                actor.send({ type: 'answer.submit' });
              }}
            >
              <label htmlFor={inputId}>Ваш ответ</label>
              <Input id={inputId} value={text} maxLength={1000} onChange={(e) => actor.send({ type: 'text.change', text: e.target.value })} />
              <Button type="submit" disabled={busy}>
                Отправить
              </Button>
            </form>
          ) : null}
          {error ? (
            <Notice tone="error" role="alert">
              {error}
            </Notice>
          ) : null}
          {failed && banner.Kind === 'Input' ? (
            <Button variant="secondary" onClick={() => actor.send({ type: 'answer.retry' })}>
              Повторить
            </Button>
          ) : null}
        </>
      )}
    </Box>
  );
}

export function ServiceBanners() {
  const banners = useQuery(useQueries().banners.lk());
  // Banners are an extra: a failed read shows nothing rather than an error on the dashboard.
  return <>{banners.data?.map((b) => <Banner key={b.Id} banner={b} />)}</>;
}
