// A static page whose content comes from SiteMaterials for its own path.
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { Container, Loading, PageTitle } from '@/components/layout/Container';
import { errorStatusOf, siteMaterialsQuery } from '@/flows/data/content-queries';
import type { ViewProps } from '@/flows/route-types';
import { ErrorPage } from '../errors/ErrorPage';
import { MaterialBlocks } from './MaterialBlocks';

export default function MaterialsPage({ route }: ViewProps) {
  const [path] = useLocation();
  const page = useQuery(siteMaterialsQuery(path));
  if (page.isPending) return <Container><Loading role="status">Загрузка…</Loading></Container>;
  if (page.isError) {
    const status = errorStatusOf(page.error) ?? 500;
    return <ErrorPage status={status} onRetry={status >= 500 ? () => void page.refetch() : undefined} />;
  }
  return (
    <Container data-testid={`page-${route.name}`}>
      <PageTitle>{page.data.Title}</PageTitle>
      <MaterialBlocks blocks={page.data.Blocks} />
    </Container>
  );
}

