-- Placeholder: replaced by the migration of 0018_payout_hold_disputes.
SELECT 1;
