import type { FastifyInstance } from 'fastify';
import { appliedMigrationMillis, shippedMigrationMillis } from '../db/migration-state';

/** A database that takes longer than this to answer is as good as down for a load balancer. */
const READY_TIMEOUT_MS = 1000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Probes for load balancers and orchestrators: /health/live says the process serves HTTP,
 * /health/ready that it can do its work (database answers, schema up to date). Neither needs
 * auth or is rate-limited, and they stay out of the request log: they come every few seconds.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const shipped = shippedMigrationMillis();
  const quiet = { logLevel: 'warn' as const, schema: { hide: true } };

  app.get('/health/live', quiet, async () => ({ status: 'ok' }));

  app.get('/health/ready', quiet, async (request, reply) => {
    try {
      const applied = await withTimeout(appliedMigrationMillis(app.deps.db), READY_TIMEOUT_MS);
      if (applied < shipped) {
        return reply.status(503).send({ status: 'unavailable', reason: 'migrations_pending' });
      }
      return { status: 'ok' };
    } catch (err) {
      request.log.warn({ err }, 'not ready: database does not answer');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ status: 'unavailable', reason: 'database_unavailable' });
    }
  });
}
