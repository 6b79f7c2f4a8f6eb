// /lk/scoring-failure — the decision on the last application when it was a refusal (SPEC §2.5
// rule 5): the reasons the server gives (SendApplicationBlockInfo) and when a new application is
// possible. Once shown, the session keeps that it was seen, so the next sign-in goes to the cabinet.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ViewProps } from '@/flows/route-types';
import { useQueries } from '@/flows/queries';
import { useMarkFailurePageVisited } from '@/flows/session/failure-page';
import { SessionActor } from '@/flows/session/SessionProvider';
import { Container, Loading, PageTitle } from '@/components/layout/Container';
import { Actions } from '@/components/form/styles';
import { ButtonLink } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Notice } from '@/components/ui/Notice';
import { formatNewsDate } from '@/domain/dates';

export const REFUSAL_TEXT = 'К сожалению, по вашей заявке принято отрицательное решение.';
export const NO_REASONS_TEXT = 'Сейчас ничто не мешает подать новую заявку.';

export default function ScoringFailurePage({ route }: ViewProps) {
  const token = SessionActor.useSelector((s) => s.context.token);
  const markVisited = useMarkFailurePageVisited();
  useEffect(() => markVisited(), [markVisited]);
  const { account } = useQueries();
  const info = useQuery(account.blockInfo(token));
  const reasons = info.data?.ReasonList ?? [];
  return (
    <Container data-testid="page-scoring-failure">
      <PageTitle>{route.meta.title}</PageTitle>
      <Notice tone="error" role="status" data-testid="scoring-refusal">
        {REFUSAL_TEXT}
      </Notice>
      {info.isPending && token ? <Loading role="status">Загрузка…</Loading> : null}
      {info.isError ? <LoadError message={info.error.message} onRetry={() => void info.refetch()} /> : null}
      {info.isSuccess ? (
        <section aria-labelledby="refusal-reasons" data-testid="refusal-reasons">
          <h2 id="refusal-reasons">Почему</h2>
          {reasons.length > 0 ? (
            <ul>
              {reasons.map((r) => (
                <li key={r.Code}>{r.Text}</li>
              ))}
            </ul>
          ) : (
            <p>{NO_REASONS_TEXT}</p>
          )}
          {info.data.BlockedUntil ? <p data-testid="reapply-date">Новую заявку можно подать с {formatNewsDate(info.data.BlockedUntil)}.</p> : null}
        </section>
      ) : null}
      <Actions>
        <ButtonLink href="/lk/Dashboard">В личный кабинет</ButtonLink>
        <ButtonLink href="/contacts" variant="ghost">
          Связаться с нами
        </ButtonLink>
      </Actions>
    </Container>
  );
}
