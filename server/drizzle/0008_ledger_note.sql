-- The reason an admin may give for a coin or winnings adjustment, kept on the ledger row it wrote.
-- Nullable: every other movement, and every adjustment made without a reason, has none.
ALTER TABLE "ledger_entries" ADD COLUMN "note" text;
