// /lk/Dashboard/EsiaInstruction — how confirming identity through Госуслуги goes, step by step,
// with the way to start it (the identity page's Госуслуги method).
import type { ViewProps } from '@/flows/route-types';
import { IDENTITY_PATH } from '@/flows/profile';
import { Container, PageTitle } from '@/components/layout/Container';
import { ButtonLink } from '@/components/ui/Button';
import { Actions, Section } from '../prolongation/styles';

export default function EsiaInstructionPage({ route }: ViewProps) {
  return (
    <Container data-testid="page-esia-instruction">
      <PageTitle>{route.meta.title}</PageTitle>
      <Section>
        <p>Подтвердить личность через Госуслуги можно, если у вас подтверждённая учётная запись на gosuslugi.ru.</p>
        <ol>
          <li>Нажмите «Подтвердить через Госуслуги» на странице подтверждения личности.</li>
          <li>Войдите на Госуслуги со своим логином и паролем.</li>
          <li>Разрешите передать нам фамилию, имя, отчество, дату рождения и паспортные данные.</li>
          <li>Госуслуги вернут вас в личный кабинет, и мы сразу сообщим, подтверждена ли личность.</li>
        </ol>
        <p>Мы получаем только перечисленные данные и используем их, чтобы убедиться, что заём оформляете именно вы.</p>
        <Actions>
          <ButtonLink href={IDENTITY_PATH} data-testid="esia-instruction-start">
            Перейти к подтверждению
          </ButtonLink>
        </Actions>
      </Section>
    </Container>
  );
}
