// /test/modal: the modal stack through the modals actor — open adds once, close by id,
// Escape closes the last, page scroll locked while any is open.
import { ModalsActor } from '@/flows/actors';
import { ModalDialog } from '@/components/call-back/ModalDialog';
import { Container, PageTitle } from '@/components/layout/Container';
import { Button } from '@/components/ui/Button';

const DEMO = ['demo-first', 'demo-second'] as const;
const TITLES: Record<(typeof DEMO)[number], string> = { 'demo-first': 'Первое окно', 'demo-second': 'Второе окно' };

export default function ModalDemoPage() {
  const modals = ModalsActor.useActorRef();
  const openIds = ModalsActor.useSelector((s) => s.context.openIds);
  const locked = ModalsActor.useSelector((s) => s.hasTag('scrollLocked'));
  return (
    <Container data-testid="page-modal">
      <PageTitle>Модальные окна</PageTitle>
      <p data-testid="modal-stack">Открыты: {openIds.length ? openIds.join(', ') : 'нет'}</p>
      <p>Прокрутка страницы {locked ? 'заблокирована' : 'свободна'}.</p>
      <Button type="button" onClick={() => modals.send({ type: 'modal.open', id: 'demo-first' })}>
        Открыть первое окно
      </Button>
      {DEMO.filter((id) => openIds.includes(id)).map((id) => (
        <ModalDialog
          key={id}
          id={id}
          title={TITLES[id]}
          onClose={() => modals.send({ type: 'modal.close', id })}
          onEscape={() => modals.send({ type: 'key.escape' })}
        >
          <p>Окно «{TITLES[id]}» в стеке модальных окон.</p>
          {id === 'demo-first' ? (
            <Button type="button" onClick={() => modals.send({ type: 'modal.open', id: 'demo-second' })}>
              Открыть второе окно
            </Button>
          ) : null}
          <Button type="button" variant="secondary" onClick={() => modals.send({ type: 'modal.closeLast' })}>
            Закрыть последнее
          </Button>
        </ModalDialog>
      ))}
    </Container>
  );
}
