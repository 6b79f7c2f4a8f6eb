// Home (route 'index'): the offer, the calculator and how it works.
import { Link } from 'wouter';
import { useRuntimeConfig } from '../../app/config-context';
import { styled } from '../../theme/stitches.config';
import { brands } from '../../theme/tenants';
import { LoanCalculator } from './LoanCalculator';

const Hero = styled('section', {
  backgroundColor: '$brandSoft',
  padding: '$7 $4',
});
const HeroInner = styled('div', {
  maxWidth: '$content',
  margin: '0 auto',
  display: 'grid',
  gridTemplateColumns: '1fr 480px',
  gap: '$6',
  alignItems: 'center',
  '@tablet': { gridTemplateColumns: '1fr' },
  '@mobile': { gridTemplateColumns: '1fr' },
});
const Title = styled('h1', { fontSize: '$8', lineHeight: '$tight', margin: '0 0 $4', '@mobile': { fontSize: '$6' } });
const Lead = styled('p', { fontSize: '$4', color: '$textMuted', margin: 0, maxWidth: '560px' });
const Steps = styled('ol', {
  maxWidth: '$content',
  margin: '0 auto',
  padding: '$7 $4',
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: '$5',
  counterReset: 'step',
  '& li': { counterIncrement: 'step', '&::before': { content: 'counter(step)', display: 'block', fontSize: '$7', fontWeight: '$bold', color: '$brand' } },
  '& h3': { margin: '$2 0', fontSize: '$4' },
  '& p': { margin: 0, color: '$textMuted' },
});

export default function HomePage() {
  const { tenant } = useRuntimeConfig();
  return (
    <>
      <Hero>
        <HeroInner>
          <div>
            <Title>Займ до 30 000 ₽ на карту за 15 минут</Title>
            <Lead>
              {brands[tenant].name}: решение приходит автоматически, деньги поступают на карту любого российского банка. Первый заём для
              новых клиентов — под 0 %, если вернуть его в срок. <Link href="/HowGet">Как получить заём</Link>
            </Lead>
          </div>
          <LoanCalculator />
        </HeroInner>
      </Hero>
      <section aria-labelledby="how-title">
        <h2 id="how-title" style={{ textAlign: 'center', margin: '48px 0 0' }}>
          Как это работает
        </h2>
        <Steps>
          <li>
            <h3>Заполните анкету</h3>
            <p>Паспорт и номер телефона — больше ничего не нужно.</p>
          </li>
          <li>
            <h3>Получите решение</h3>
            <p>Автоматическая проверка занимает несколько минут.</p>
          </li>
          <li>
            <h3>Деньги на карте</h3>
            <p>Перевод на карту любого банка или по СБП.</p>
          </li>
        </Steps>
      </section>
    </>
  );
}
