import { z } from 'zod';
import { singleLineText } from '@app/shared';
import { parseInput } from '../../lib/validate.js';
import type { ActionContext } from '../../action-context.js';
import { assertDraft } from './referral.policy.js';

/** Not worded by the spec. */
export const ANSWER_MSG = {
  answer: 'Answer must be Yes or No',
  required: 'This field is required',
} as const;

const text = singleLineText({ error: ANSWER_MSG.required })
  .trim()
  .min(1, ANSWER_MSG.required)
  .max(500);
export const answersSchema = z.object({
  answers: z
    .array(
      z.object({
        name: text,
        question: text,
        answer: z.enum(['Yes', 'No'], { error: ANSWER_MSG.answer }),
      }),
    )
    .max(100),
});

/**
 * save_referral_answers: the Yes/No answers to the qualifying questions of optional documents,
 * saved by the sender while the referral is a draft (upsert by document name and question).
 */
export async function saveAnswers(ctx: ActionContext, uuid: string, answers: unknown) {
  const input = parseInput(answersSchema, { answers });
  const r = await ctx.data.referrals.own(uuid);
  assertDraft(r);
  await ctx.data.referrals.transaction((tx) => tx.saveAnswers(r.id, input.answers, ctx.now));
  return ctx.data.referrals.answers(r.id);
}
