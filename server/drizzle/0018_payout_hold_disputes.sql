-- The payout hold (docs/product/trust.md#payout-hold): the deadline job looks for held payouts
-- whose hold ended on every tick; this index holds only the tournaments with one waiting.
CREATE INDEX "tournaments_payout_due_idx" ON "tournaments" USING btree ("payout_due_at") WHERE "tournaments"."paid_at" IS NULL AND "tournaments"."payout_due_at" IS NOT NULL;
