-- Issue #23: a catalogue change is announced as narrowly as what it changes for a shopper.
--
-- A shopper sees whether a product is in stock, never how many are left: a sale (or a staff
-- stock edit) that leaves a product in stock changes nothing shown, so it raises no version and
-- announces nothing; every cached answer and page survives it. A product crossing in or out of
-- stock, or any other change of a product row, raises the version once per transaction as
-- before, and announces on catalog_changed, per product row, what the storefronts must expire:
--   {"version": v, "product": id, "categories": [category ids, before and after]}
-- A change of categories or sizes, or a transaction touching more than 50 products (an import,
-- a bulk edit), announces the whole catalogue once instead: {"version": v}.
-- Same versions and locking as 0010-0014 otherwise (deferred to commit, once per transaction).
CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
  facets boolean := true;
  announced integer;
  product_id integer;
  category_ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'products' AND TG_OP = 'UPDATE' THEN
    facets := (OLD.is_hidden, OLD.category_id, OLD.size, OLD.difficulty, OLD.labels, OLD.price, OLD.discount_price, OLD.created_at)
      IS DISTINCT FROM (NEW.is_hidden, NEW.category_id, NEW.size, NEW.difficulty, NEW.labels, NEW.price, NEW.discount_price, NEW.created_at);
    -- Every column but the count of stock (and the time of the edit) is shown somewhere; a new
    -- column counts as shown until this says otherwise.
    IF NOT facets
      AND (OLD.stock > 0) = (NEW.stock > 0)
      AND (to_jsonb(OLD) - 'stock' - 'updated_at') = (to_jsonb(NEW) - 'stock' - 'updated_at') THEN
      RETURN NULL;
    END IF;
  END IF;
  IF facets AND current_setting('kartyna.facets_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('kartyna.facets_bumped', 'on', true);
    UPDATE catalog_version SET facet_version = facet_version + 1 WHERE id = 1;
  END IF;
  IF current_setting('kartyna.catalog_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('kartyna.catalog_bumped', 'on', true);
    UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
    PERFORM set_config('kartyna.catalog_version_now', v::text, true);
  ELSE
    v := current_setting('kartyna.catalog_version_now')::bigint;
  END IF;
  IF current_setting('kartyna.catalog_whole', true) = 'on' THEN
    RETURN NULL;
  END IF;
  announced := coalesce(nullif(current_setting('kartyna.catalog_announced', true), ''), '0')::integer;
  IF TG_TABLE_NAME <> 'products' OR announced >= 50 THEN
    PERFORM set_config('kartyna.catalog_whole', 'on', true);
    PERFORM pg_notify('catalog_changed', json_build_object('version', v)::text);
    RETURN NULL;
  END IF;
  PERFORM set_config('kartyna.catalog_announced', (announced + 1)::text, true);
  IF TG_OP = 'INSERT' THEN
    product_id := NEW.id;
    category_ids := ARRAY[NEW.category_id];
  ELSIF TG_OP = 'DELETE' THEN
    product_id := OLD.id;
    category_ids := ARRAY[OLD.category_id];
  ELSE
    product_id := NEW.id;
    category_ids := CASE WHEN OLD.category_id = NEW.category_id THEN ARRAY[NEW.category_id]
      ELSE ARRAY[OLD.category_id, NEW.category_id] END;
  END IF;
  PERFORM pg_notify('catalog_changed',
    json_build_object('version', v, 'product', product_id, 'categories', category_ids)::text);
  RETURN NULL;
END
$$;
