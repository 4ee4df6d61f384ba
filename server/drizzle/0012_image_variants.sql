-- Smaller renderings of an uploaded image (docs/design/storage.md#uploaded-images): today one, the
-- card variant, at most 640 px on its longest side, served at the image's address plus `?w=640`.
-- A variant belongs to its image: written in the transaction that writes the image, and deleted
-- by the same statement that deletes it (the cascade, so also by the triggers of migration 0005).
-- Images stored before this migration have no variant; their card address serves the original.
CREATE TABLE "image_variants" (
	"image_id" uuid NOT NULL REFERENCES "images"("id") ON DELETE CASCADE,
	"max_side" integer NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" bytea NOT NULL,
	CONSTRAINT "image_variants_image_id_max_side_pk" PRIMARY KEY ("image_id", "max_side"),
	CONSTRAINT "image_variants_max_side_positive" CHECK ("max_side" > 0)
);
