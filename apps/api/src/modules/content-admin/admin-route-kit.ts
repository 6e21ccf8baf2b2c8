import { apiErrorSchema } from '@kartyna/domain';
import { staffOnly, staffSecurity } from '../../http/auth-guard';

/** What every content route of the back office shares: staff only, documented as such. */
export const staffRoute = { onRequest: staffOnly } as const;
export const adminDoc = { tags: ['admin'], security: staffSecurity };
export const guarded = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
export const guardedOne = { ...guarded, 404: apiErrorSchema };
