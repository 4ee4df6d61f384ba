-- Placeholder: replaced by the migration of 0019_host_record_trust.
SELECT 1;
