import type { DbOrTx } from '../../db/client';
import { catalogVersion } from '../../db/schema';

export interface CatalogVersions {
  /** raised by every committed catalogue change */
  version: number;
  /** raised only by changes that can move a facet count */
  facetVersion: number;
}

/** The catalogue versions (see the catalog_version migrations); 0 if the row is missing. */
export async function readCatalogVersions(db: DbOrTx): Promise<CatalogVersions> {
  const [row] = await db
    .select({ version: catalogVersion.version, facetVersion: catalogVersion.facetVersion })
    .from(catalogVersion)
    .limit(1);
  return row ?? { version: 0, facetVersion: 0 };
}

export async function readCatalogVersion(db: DbOrTx): Promise<number> {
  return (await readCatalogVersions(db)).version;
}
