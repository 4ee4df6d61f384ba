-- The language a player chose (docs/product/languages.md#the-accounts-language): their pushes and
-- e-mails are written in it, and answers to their requests that name no language. Null until they
-- choose: the browser's language is used then.
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("users"."language" IS NULL OR "users"."language" IN ('en', 'hi', 'id', 'pt-BR', 'ar'));
