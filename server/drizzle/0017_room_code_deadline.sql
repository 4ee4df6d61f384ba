-- Placeholder: replaced by the migration of 0017_room_code_deadline.
SELECT 1;
