-- Placeholder: filled by the change that introduces 0011_push.
SELECT 1;
