-- Uploaded images belong to the row that shows them (docs/design/storage.md#uploaded-images): a tournament's image_url or a
-- custom class's url, of the form /uploads/<folder>/<image id>.<ext> (server/src/uploads/image-store.ts).
-- When that row is deleted, or points at another image, the image it named is deleted by the same
-- statement, so in the same transaction, whichever code path did it (creator or admin delete,
-- decline, the sweep of finalized tournaments, a player's deletion, a replaced image).

-- The image id an address names; NULL for template artwork (/static) and anything else.
CREATE FUNCTION uploaded_image_id(address text) RETURNS uuid
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT (regexp_match(
    address,
    '^/uploads/(?:tournaments|classes)/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(?:png|jpg|webp|gif)$'
  ))[1]::uuid
$$;
--> statement-breakpoint
-- An upload is shown by one row only, so deleting that row can never take another row's image.
CREATE UNIQUE INDEX tournaments_uploaded_image_uq ON tournaments (uploaded_image_id(image_url));
--> statement-breakpoint
CREATE UNIQUE INDEX class_images_uploaded_image_uq ON class_images (uploaded_image_id(url));
--> statement-breakpoint
-- Deletes the image the old row named. TG_ARGV[0] is the column that holds the address.
CREATE FUNCTION delete_unshown_image() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM images WHERE id = uploaded_image_id(to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tournaments_image_gone AFTER DELETE ON tournaments
  FOR EACH ROW EXECUTE FUNCTION delete_unshown_image('image_url');
--> statement-breakpoint
CREATE TRIGGER tournaments_image_replaced AFTER UPDATE OF image_url ON tournaments
  FOR EACH ROW WHEN (OLD.image_url IS DISTINCT FROM NEW.image_url)
  EXECUTE FUNCTION delete_unshown_image('image_url');
--> statement-breakpoint
CREATE TRIGGER class_images_image_gone AFTER DELETE ON class_images
  FOR EACH ROW EXECUTE FUNCTION delete_unshown_image('url');
--> statement-breakpoint
CREATE TRIGGER class_images_image_replaced AFTER UPDATE OF url ON class_images
  FOR EACH ROW WHEN (OLD.url IS DISTINCT FROM NEW.url)
  EXECUTE FUNCTION delete_unshown_image('url');
