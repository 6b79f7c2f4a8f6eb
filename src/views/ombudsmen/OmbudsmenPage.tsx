// Financial ombudsman landing (layout 'landing'): content from SiteMaterials and the appeal form.
import { useQuery } from '@tanstack/react-query';
import { siteMaterialsQuery } from '@/flows/data/content-queries';
import { Container, Loading, PageTitle } from '@/components/layout/Container';
import { MaterialBlocks } from '../content/MaterialBlocks';
import { OmbudsmenForm } from './OmbudsmenForm';

export default function OmbudsmenPage() {
  const page = useQuery(siteMaterialsQuery('/ombudsmen'));
  return (
    <Container data-testid="page-ombudsmen">
      <PageTitle>{page.data?.Title ?? 'Финансовый уполномоченный'}</PageTitle>
      {page.isPending ? <Loading role="status">Загрузка…</Loading> : null}
      {page.data ? <MaterialBlocks blocks={page.data.Blocks} /> : null}
      <h2>Обращение</h2>
      <OmbudsmenForm />
    </Container>
  );
}
