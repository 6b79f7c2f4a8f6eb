// Home (route 'index'): the offer, the calculator and how it works.
import { Link } from 'wouter';
import { useRuntimeConfig } from '@/flows/config-context';
import { groupThousands, NBSP } from '@/domain/money';
import { percentText, TARIFFS } from '@/domain/tariff';
import { styled } from '@/theme/stitches.config';
import { brands } from '@/theme/tenants';
import { LoanCalculator } from './LoanCalculator';

// The hero's content lines up with the header's and the footer's: the same centred column with
// the same 16 px inner padding.
const Hero = styled('section', {
  backgroundColor: '$brandSoft',
  padding: '$7 0',
  '@mobile': { padding: '$4 0 $6' },
});
// Wide: the offer beside the calculator. Narrow: the calculator right under the title, so its
// «Получить деньги» is on the first screen of a phone; the longer text follows it.
const HeroInner = styled('div', {
  maxWidth: '$content',
  margin: '0 auto',
  padding: '0 $4',
  display: 'grid',
  gridTemplateColumns: '1fr 480px',
  gridTemplateRows: '1fr auto auto 1fr',
  gridTemplateAreas: '". calc" "title calc" "lead calc" ". calc"',
  columnGap: '$6',
  '@tablet': { gridTemplateColumns: '1fr', gridTemplateRows: 'auto', gridTemplateAreas: '"title" "calc" "lead"', rowGap: '$5' },
  '@mobile': { gridTemplateColumns: '1fr', gridTemplateRows: 'auto', gridTemplateAreas: '"title" "calc" "lead"', rowGap: '$4' },
});
const Title = styled('h1', { gridArea: 'title', fontSize: '$8', lineHeight: '$tight', margin: '0 0 $4', '@tablet': { margin: 0 }, '@mobile': { fontSize: '$6', margin: 0 } });
const Lead = styled('p', { gridArea: 'lead', fontSize: '$4', color: '$textMuted', margin: 0, maxWidth: '560px', '@mobile': { fontSize: '$3' } });
const CalculatorArea = styled('div', { gridArea: 'calc', minWidth: 0 });
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
  const tariff = TARIFFS[tenant];
  return (
    <>
      <Hero>
        <HeroInner>
          <Title>{`Заём до ${groupThousands(tariff.amount.max)}${NBSP}₽ на карту за 15 минут`}</Title>
          <Lead>
            {brands[tenant].name}: решение приходит автоматически, деньги поступают на карту любого российского банка. Первый заём для
            новых клиентов — под {percentText(tariff.firstLoan.ratePerDay)}
            {NBSP}% на срок до {tariff.firstLoan.maxTerm} дня. <Link href="/HowGet">Как получить заём</Link>
          </Lead>
          <CalculatorArea>
            <LoanCalculator />
          </CalculatorArea>
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
