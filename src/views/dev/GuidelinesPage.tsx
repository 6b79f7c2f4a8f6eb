// /guidelines: the UI kit of both brands — colours, type, buttons, inputs with every mask.
import { useState } from 'react';
import { IMaskInput } from 'react-imask';
import { Link } from 'wouter';
import { useRuntimeConfig } from '@/flows/config-context';
import { viewerEnabled } from '@/flows/inspector';
import { Container, PageTitle } from '@/components/layout/Container';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { MASK_OPTIONS, MASK_PLACEHOLDERS, type MaskKind } from '@/domain/masks';
import { maskedRule } from '@/domain/field-rules';
import { brandTokens, styled } from '@/theme/stitches.config';
import { tenantThemeClass } from '@/theme/tenants';

const Brands = styled('div', { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: '$5' });
const Panel = styled('section', { border: '1px solid $border', borderRadius: '$md', padding: '$4', backgroundColor: '$surface', color: '$text', display: 'grid', gap: '$3' });
const Swatches = styled('ul', { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: '$2' });
const Swatch = styled('li', { display: 'flex', alignItems: 'center', gap: '$2', fontSize: '$1', '& span': { width: '24px', height: '24px', borderRadius: '$sm', border: '1px solid $border' } });
const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3' });

const COLOURS = Object.keys(brandTokens().colors) as (keyof ReturnType<typeof brandTokens>['colors'])[];
const MASK_LABELS: Record<MaskKind, string> = {
  phone: 'Телефон',
  passport: 'Серия и номер паспорта',
  inn: 'ИНН',
  date: 'Дата',
  departmentCode: 'Код подразделения',
  smsCode: 'Код из СМС',
  mailCode: 'Код из письма',
};

function BrandPanel({ title, className }: { title: string; className?: string }) {
  return (
    <Panel className={className} aria-label={title}>
      <h2>{title}</h2>
      <Swatches>
        {COLOURS.map((c) => (
          <Swatch key={c}>
            <span style={{ backgroundColor: `var(--colors-${c})` }} />
            {c}
          </Swatch>
        ))}
      </Swatches>
      <Row>
        <Button type="button">Основная</Button>
        <Button type="button" variant="secondary">
          Вторичная
        </Button>
        <Button type="button" variant="ghost">
          Прозрачная
        </Button>
        <Button type="button" disabled>
          Недоступна
        </Button>
      </Row>
    </Panel>
  );
}

/** The forms' own rule of a masked field (an optional one: an empty field shows nothing). */
const blurError = (kind: MaskKind, value: string) => maskedRule(kind, false).safeParse(value).error?.issues[0]?.message ?? null;

function MaskField({ kind }: { kind: MaskKind }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = `mask-${kind}`;
  return (
    <Field id={id} label={MASK_LABELS[kind]} error={error}>
      <IMaskInput
        id={id}
        {...MASK_OPTIONS[kind]}
        placeholder={MASK_PLACEHOLDERS[kind]}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onAccept={(masked) => setValue(masked)}
        onFocus={() => setError(null)}
        onBlur={() => setError(blurError(kind, value))}
      />
    </Field>
  );
}

export default function GuidelinesPage() {
  const showMachines = viewerEnabled(useRuntimeConfig());
  return (
    <Container data-testid="page-guidelines">
      <PageTitle>UI-кит</PageTitle>
      <Brands>
        <BrandPanel title="Бренд sf (зелёный)" />
        <BrandPanel title="Бренд mf (розовый)" className={tenantThemeClass('mf')} />
      </Brands>
      <h2>Шрифт</h2>
      {(['8', '7', '6', '5', '4', '3', '2', '1'] as const).map((size) => (
        <p key={size} style={{ fontSize: `var(--fontSizes-${size})`, margin: '4px 0' }}>
          Размер {size}: Заём на карту за 15 минут
        </p>
      ))}
      <h2>Поля с масками</h2>
      <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
        {(Object.keys(MASK_OPTIONS) as MaskKind[]).map((kind) => (
          <MaskField key={kind} kind={kind} />
        ))}
      </div>
      <h2>Страницы ошибок</h2>
      <Row>
        {['400', '403', '404', '500'].map((code) => (
          <Link key={code} href={`/guidelines/${code}`}>
            {code}
          </Link>
        ))}
        <Link href="/guidelines/icons">Иконки</Link>
        {showMachines ? <Link href="/guidelines/machines">Машины состояний</Link> : null}
      </Row>
    </Container>
  );
}
