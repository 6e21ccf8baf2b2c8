-- The catalogue version (issue #15): every committed change to products, categories or sizes
-- raises catalog_version.version once and announces the new number on the channel
-- catalog_changed, so that every API process drops its cached answers at once.
--
-- The triggers are deferred to commit: the version row is then the last lock a transaction
-- takes, after all of its product rows, so two checkouts that decrement stock never wait on
-- each other in a cycle (a deadlock) for it; they only queue for a moment at commit.
-- A transaction raises the version once, however many rows it touches.
INSERT INTO catalog_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  IF current_setting('kartyna.catalog_bumped', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('kartyna.catalog_bumped', 'on', true);
  UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
  PERFORM pg_notify('catalog_changed', v::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_catalog_version AFTER INSERT OR UPDATE OR DELETE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER categories_catalog_version AFTER INSERT OR UPDATE OR DELETE ON categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_sizes_catalog_version AFTER INSERT OR UPDATE OR DELETE ON product_sizes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();
