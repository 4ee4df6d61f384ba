-- Placeholder: replaced by the migration of 0020_game_identity.
SELECT 1;
