import { styled } from '../../theme/stitches.config';
import { brands, type Tenant } from '../../theme/tenants';

const Hero = styled('section', {
  backgroundColor: '$brandSoft',
  padding: '$7 $4',
  textAlign: 'center',
});

const Title = styled('h1', { fontSize: '$7', lineHeight: '$tight', margin: '0 0 $4', color: '$text' });

const Lead = styled('p', { fontSize: '$4', color: '$textMuted', margin: '0 auto $5', maxWidth: '640px' });

const Cta = styled('a', {
  display: 'inline-block',
  backgroundColor: '$brand',
  color: '$onBrand',
  padding: '$3 $6',
  borderRadius: '$round',
  fontWeight: '$bold',
  textDecoration: 'none',
  '&:hover': { backgroundColor: '$brandHover' },
});

const Brand = styled('header', { padding: '$4', fontWeight: '$bold', color: '$brand', fontSize: '$5' });

export function HomePage({ tenant }: { tenant: Tenant }) {
  const brand = brands[tenant];
  return (
    <>
      <Brand data-testid="brand">{brand.name}</Brand>
      <main>
        <Hero>
          <Title>Займ до 30 000 ₽ на карту за 15 минут</Title>
          <Lead>
            Первый заём для новых клиентов — под 0 %, если вернуть его в срок. Решение приходит автоматически,
            деньги поступают на карту любого российского банка.
          </Lead>
          <Cta href="/registration" data-testid="cta">
            Получить деньги
          </Cta>
        </Hero>
      </main>
    </>
  );
}
