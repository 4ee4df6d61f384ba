-- Placeholder: filled by the change that introduces 0014_ledger_history.
SELECT 1;
