// Documents waiting for the client's signature (a new edition of the general conditions), told on
// the dashboard and before a prolongation, with the way to sign each (issue 28: they waited at
// /lk/agreements unannounced while a prolongation went through under the old edition).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useQueries } from '@/flows/queries';
import { Notice } from '@/components/ui/Notice';

export function WaitingDocuments() {
  const waiting = (useQuery(useQueries().agreements.list()).data ?? []).filter((a) => !a.IsSigned);
  if (waiting.length === 0) return null;
  return (
    <Notice tone="info" data-testid="agreements-waiting-notice">
      Ждёт вашей подписи:{' '}
      {waiting.map((a, i) => (
        <span key={a.Id}>
          {i > 0 ? ', ' : null}
          <Link href={`/lk/agreements/${a.Id}`}>{a.Name}</Link>
        </span>
      ))}
      . Подписать можно кодом из SMS.
    </Notice>
  );
}
