import type { AdminFeeds } from '@kartyna/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

// Under react-admin's query client: its refresh button (which invalidates every query) reloads this page too.
const feedsKey = ['admin', 'feeds'] as const;

/** The feeds, their reads and the products they leave out, as GET /api/admin/feeds answers. */
export const useFeeds = () =>
  useQuery({ queryKey: feedsKey, queryFn: () => api<AdminFeeds>('/api/admin/feeds') });

/**
 * Leaves a product out of every marketplace (excluded: true) or puts it back. It settles only once
 * the page's data is fetched again, so the table a notice speaks of already shows the change.
 */
export function useSetExclusion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, excluded }: { productId: number; excluded: boolean }) =>
      api(`/api/admin/feeds/exclusions/${productId}`, { method: 'PUT', body: { excluded } }),
    onSuccess: () => client.invalidateQueries({ queryKey: feedsKey }),
  });
}
