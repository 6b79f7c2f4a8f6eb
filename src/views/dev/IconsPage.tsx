// /test/icons and /guidelines/icons: the inline-SVG icon set.
import { Icon } from '@/components/icons/Icon';
import { ICON_NAMES, ICON_PATHS } from '@/components/icons/icon-paths';
import { Container, PageTitle } from '@/components/layout/Container';
import { styled } from '@/theme/stitches.config';

const Grid = styled('ul', {
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: '$4',
  '& li': { display: 'grid', justifyItems: 'center', gap: '$2', padding: '$4', border: '1px solid $border', borderRadius: '$md', color: '$brand' },
  '& code': { color: '$text', fontSize: '$2' },
});

export default function IconsPage() {
  return (
    <Container data-testid="page-icons">
      <PageTitle>Иконки</PageTitle>
      <Grid>
        {ICON_NAMES.map((name) => (
          <li key={name} data-icon={name}>
            <Icon path={ICON_PATHS[name]} size={32} />
            <code>{name}</code>
          </li>
        ))}
      </Grid>
    </Container>
  );
}
