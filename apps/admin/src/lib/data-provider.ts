import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { staffOrderPath } from '@kartyna/domain';
import { api, type Query } from './api-client';

/**
 * Where each react-admin resource lives under /api/admin. A resource not listed here is
 * served at /api/admin/<resource name>.
 */
const resourcePaths: Record<string, string> = {};

export const resourcePath = (resource: string) => `/api/admin/${resourcePaths[resource] ?? resource}`;

/**
 * One row's path. A photo order is listed at /photo-orders but read, like every kind of order,
 * through the one staff route family (`/api/admin/orders/photo-3`).
 */
export const rowPath = (resource: string, id: Identifier) =>
  resource === 'photo-orders'
    ? staffOrderPath({ kind: 'photo-order', id: Number(id) })
    : `${resourcePath(resource)}/${id}`;

/** react-admin's filter values as the API's query parameters (lists comma-joined). */
function filterQuery(filter: Record<string, unknown> = {}): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) query[key] = value.join(',');
    } else if (value instanceof Date) query[key] = value.toISOString();
    else if (typeof value === 'object') query[key] = JSON.stringify(value);
    else query[key] = value as string | number | boolean;
  }
  return query;
}

function listQuery(params: Partial<GetListParams>): Query {
  return {
    page: params.pagination?.page ?? 1,
    perPage: params.pagination?.perPage ?? 25,
    ...(params.sort?.field ? { sort: params.sort.field, order: params.sort.order } : {}),
    ...filterQuery(params.filter),
  };
}

interface Page {
  items: RaRecord[];
  total: number;
}

/**
 * The back office's data provider: every list is `GET /api/admin/<path>?page&perPage&sort&order
 * &<filters>` answering `{ items, total }`; one row is `GET/PUT/DELETE …/<id>`, a new one `POST`.
 */
export const dataProvider: DataProvider = {
  async getList(resource, params) {
    const page = await api<Page>(resourcePath(resource), { query: listQuery(params) });
    return { data: page.items, total: page.total } as never;
  },
  async getOne(resource, params) {
    return { data: await api<RaRecord>(rowPath(resource, params.id)) } as never;
  },
  async getMany(resource, params) {
    const data = await Promise.all(params.ids.map((id) => api<RaRecord>(rowPath(resource, id))));
    return { data } as never;
  },
  async getManyReference(resource, params) {
    const page = await api<Page>(resourcePath(resource), {
      query: listQuery({ ...params, filter: { ...params.filter, [params.target]: params.id } }),
    });
    return { data: page.items, total: page.total } as never;
  },
  async create(resource, params) {
    return {
      data: await api<RaRecord>(resourcePath(resource), { method: 'POST', body: params.data }),
    } as never;
  },
  async update(resource, params) {
    const data = await api<RaRecord>(`${resourcePath(resource)}/${params.id}`, {
      method: 'PUT',
      body: params.data,
    });
    return { data } as never;
  },
  async updateMany(resource, params) {
    await Promise.all(
      params.ids.map((id: Identifier) =>
        api(`${resourcePath(resource)}/${id}`, { method: 'PUT', body: params.data }),
      ),
    );
    return { data: params.ids } as never;
  },
  async delete(resource, params) {
    await api(`${resourcePath(resource)}/${params.id}`, { method: 'DELETE' });
    return { data: params.previousData ?? { id: params.id } } as never;
  },
  async deleteMany(resource, params) {
    await Promise.all(params.ids.map((id) => api(`${resourcePath(resource)}/${id}`, { method: 'DELETE' })));
    return { data: params.ids } as never;
  },
};
