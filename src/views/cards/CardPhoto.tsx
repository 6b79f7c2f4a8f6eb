// The card's photo (registration step BANK_CARD_PHOTO_REGISTRATION), if one was uploaded. It is
// read with the bearer (src/api/cards.ts), so it is shown from an object URL of the blob.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { cardsQueries } from '@/api/cards';
import { styled } from '@/theme/stitches.config';

const Photo = styled('img', { width: '96px', height: '60px', objectFit: 'cover', borderRadius: '$sm', border: '1px solid $border' });

export function CardPhoto({ queries, cardId, label }: { queries: ReturnType<typeof cardsQueries>; cardId: number; label: string }) {
  const image = useQuery(queries.image(cardId));
  const url = useMemo(() => (image.data ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url ? <Photo src={url} alt={`Фото карты ${label}`} data-testid="card-photo" /> : null;
}
