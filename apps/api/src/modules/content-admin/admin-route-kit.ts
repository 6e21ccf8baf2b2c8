import { apiErrorSchema } from '@kartyna/domain';
import { staffSecurity } from '../../http/auth-guard';

/** What every content route of the back office shares in its OpenAPI description. */
export const adminDoc = { tags: ['admin'], security: staffSecurity };
export const guarded = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
export const guardedOne = { ...guarded, 404: apiErrorSchema };
