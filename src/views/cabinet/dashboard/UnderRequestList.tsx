// Loan requests the company holds until the client does something (a document, a card): the open
// ones on the dashboard, each with what is asked and a link to the very place to do it (the
// document group it asks for, issue 28); an upload there closes it.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useQueries } from '@/flows/queries';
import { formatNewsDate } from '@/domain/dates';
import { formatRub } from '@/domain/money';
import { styled } from '@/theme/stitches.config';
import { documentGroupAnchor } from '@/views/profile/document-anchor';

const Section = styled('section', { display: 'grid', gap: '$2', marginBottom: '$6' });
const Heading = styled('h2', { margin: 0, fontSize: '$5' });

/** The profile's group the request asks for (its anchor in DocumentsSection), or the documents. */
export const uploadHref = (groupId: number | null | undefined) => `/lk/profile-edit#${groupId ? documentGroupAnchor(groupId) : 'documents-title'}`;

export function UnderRequestList() {
  const items = useQuery(useQueries().underRequest.list());
  const open = (items.data ?? []).filter((i) => i.Status === 'open');
  if (open.length === 0) return null;
  return (
    <Section aria-labelledby="under-request-heading" data-testid="under-request">
      <Heading id="under-request-heading">Нужно ваше действие</Heading>
      <ul>
        {open.map((i) => (
          <li key={i.Id}>
            <strong>{i.Title}</strong> — заявка на {formatRub(i.Amount)} от {formatNewsDate(i.CreatedAt.slice(0, 10))}.{' '}
            <Link href={uploadHref(i.DocumentGroupId)}>Загрузить документы</Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
