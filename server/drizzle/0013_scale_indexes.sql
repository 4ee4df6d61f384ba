-- Placeholder: filled by the change that introduces 0013_scale_indexes.
SELECT 1;
