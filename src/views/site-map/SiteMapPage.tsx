// Site map built from the route table: every public route marked for it.
import { Link } from 'wouter';
import { useRouteTable } from '@/flows/route-table';
import { Container, PageTitle } from '@/components/layout/Container';

export default function SiteMapPage() {
  const listed = useRouteTable().filter((r) => r.meta.inSiteMap && !r.path.includes(':'));
  return (
    <Container data-testid="page-site-map">
      <PageTitle>Карта сайта</PageTitle>
      <nav aria-label="Карта сайта">
        <ul>
          {listed.map((route) => (
            <li key={route.name}>
              <Link href={route.path}>{route.meta.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}
