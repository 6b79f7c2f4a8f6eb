// The LK question banner of a sandbox demo client (server/modules/demo/clients.ts).
import type { AppDb } from '../../db/database';
import { LK_GROUP, addBanner } from './service';

export const addDemoQuestionBanner = (db: AppDb, userId: number) =>
  addBanner(db, {
    group: LK_GROUP,
    kind: 'Question',
    title: 'Как вы узнали о нас?',
    text: 'Ответьте на один вопрос — это поможет нам стать удобнее.',
    userId,
    maxShowCount: 5,
    options: ['От друзей или знакомых', 'Из рекламы в интернете', 'Из поисковой системы', 'Другое'],
  });
