-- Issue #15: listing pages are picked from the in-process facet snapshot too, ordered by
-- price or by creation time; a change of created_at now raises the facet version as well, so
-- the snapshot's "new" and "old" orders are never stale. Same function as 0012 otherwise.
CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
  facets boolean := true;
BEGIN
  IF TG_TABLE_NAME = 'products' AND TG_OP = 'UPDATE' THEN
    facets := (OLD.is_hidden, OLD.category_id, OLD.size, OLD.difficulty, OLD.labels, OLD.price, OLD.discount_price, OLD.created_at)
      IS DISTINCT FROM (NEW.is_hidden, NEW.category_id, NEW.size, NEW.difficulty, NEW.labels, NEW.price, NEW.discount_price, NEW.created_at);
  END IF;
  IF facets AND current_setting('kartyna.facets_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('kartyna.facets_bumped', 'on', true);
    UPDATE catalog_version SET facet_version = facet_version + 1 WHERE id = 1;
  END IF;
  IF current_setting('kartyna.catalog_bumped', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('kartyna.catalog_bumped', 'on', true);
  UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
  PERFORM pg_notify('catalog_changed', v::text);
  RETURN NULL;
END
$$;
