// Questions and answers (Info/faq), one disclosure per question.
import { useQuery } from '@tanstack/react-query';
import { faqQuery } from '@/flows/data/content-queries';
import { Container, Loading, PageTitle } from '@/components/layout/Container';
import { Html } from '@/components/ui/Html';
import { styled } from '@/theme/stitches.config';
import { ErrorPage } from '../errors/ErrorPage';

const Item = styled('details', {
  borderBottom: '1px solid $border',
  padding: '$3 0',
  '& summary': { cursor: 'pointer', fontWeight: '$medium', fontSize: '$3' },
  '& > div': { paddingTop: '$3', color: '$textMuted' },
});

export default function FaqPage() {
  const faq = useQuery(faqQuery());
  if (faq.isPending) return <Container><Loading role="status">Загрузка…</Loading></Container>;
  if (faq.isError) return <ErrorPage status={500} onRetry={() => void faq.refetch()} />;
  return (
    <Container data-testid="page-faq">
      <PageTitle>Вопросы и ответы</PageTitle>
      {faq.data.map((section) => (
        <section key={section.Id} aria-labelledby={`faq-${section.Id}`}>
          <h2 id={`faq-${section.Id}`}>{section.Title}</h2>
          {section.Items.map((item) => (
            <Item key={item.Id}>
              <summary>{item.Question}</summary>
              <Html html={item.Answer} />
            </Item>
          ))}
        </section>
      ))}
    </Container>
  );
}
