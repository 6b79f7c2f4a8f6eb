// /guidelines/400 … /guidelines/500: the error pages on their own.
import type { ViewProps } from '@/flows/route-types';
import { ErrorPage } from './ErrorPage';

export default function ErrorRoutePage({ route }: ViewProps) {
  return <ErrorPage status={Number(route.path.split('/').pop())} />;
}
