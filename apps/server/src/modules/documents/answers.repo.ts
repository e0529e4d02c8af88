import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { referralAnswers } from '../../db/schema/index.js';

/** A referral's qualifying-question answers, in the order they were first saved. */
export function referralAnswersOf(q: Queryable, referralId: number) {
  return q
    .select({
      name: referralAnswers.name,
      question: referralAnswers.question,
      answer: referralAnswers.answer,
    })
    .from(referralAnswers)
    .where(eq(referralAnswers.referralId, referralId))
    .orderBy(asc(referralAnswers.id));
}
