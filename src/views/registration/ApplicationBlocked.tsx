// A blocked client (Extremist, IsFreezed or IsReject, SPEC §4 isBlockedClient) is told so before
// any step, with the reasons of SendApplicationBlockInfo, and gets no steps to fill (issue 11, defect 6).
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { selectIsBlockedClient } from '@machines/session.selectors';
import { useQueries } from '@/flows/queries';
import { SessionActor } from '@/flows/session/SessionProvider';
import { ButtonLink } from '@/components/ui/Button';
import { Actions, Notice } from '@/components/form/styles';

/** Why the client cannot apply now, with the reasons of SendApplicationBlockInfo (shown to blocked clients only). */
export function ApplicationBlockedNotice() {
  const token = SessionActor.useSelector((s) => s.context.token);
  const { account } = useQueries();
  const info = useQuery({ ...account.blockInfo(token), enabled: token !== null });
  const reasons = info.data?.ReasonList ?? [];
  return (
    <section data-testid="application-blocked" aria-live="polite">
      <Notice tone="error" role="alert">
        Подать заявку на заём сейчас нельзя.
      </Notice>
      {reasons.length > 0 ? (
        <ul data-testid="block-reasons">
          {reasons.map((r) => (
            <li key={r.Code}>{r.Text}</li>
          ))}
        </ul>
      ) : null}
      <Actions>
        <ButtonLink href="/contacts">Связаться с нами</ButtonLink>
      </Actions>
    </section>
  );
}

/** The application's steps for a client who may apply; the notice instead for a blocked one. */
export function ApplicationBlockGate({ children }: { children: ReactNode }) {
  const blocked = SessionActor.useSelector(selectIsBlockedClient);
  return blocked ? <ApplicationBlockedNotice /> : <>{children}</>;
}
