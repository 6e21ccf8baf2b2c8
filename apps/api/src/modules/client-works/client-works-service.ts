import type { ClientWork } from '@kartyna/domain';
import type { Db } from '../../db/client';
import { listClientWorks } from './client-works-repository';

export async function clientWorksGallery(db: Db): Promise<ClientWork[]> {
  const rows = await listClientWorks(db);
  return rows.map((r) => ({
    id: r.id,
    imageUrl: r.imageUrl,
    title: { ua: r.titleUa, ru: r.titleRu },
    authorName: r.authorName,
  }));
}
