-- Placeholder: filled by the change that introduces 0012_image_variants.
SELECT 1;
