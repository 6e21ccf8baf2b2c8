import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { withStorableText } from '@kartyna/domain';
import type { z } from 'zod';

const isZodSchema = (schema: unknown): schema is z.ZodType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;

/**
 * The zod validator of every route's body, query, params and headers, with one rule in front:
 * no lone surrogate or NUL anywhere in the input (issue #18). Done here once, so a schema
 * written tomorrow is covered as well as the ones of today.
 */
export const requestValidator: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler(isZodSchema(route.schema) ? { ...route, schema: withStorableText(route.schema) } : route);
