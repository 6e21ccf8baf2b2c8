// A PostgreSQL connection of a script's own. A connection the server ends while the script holds
// it (a restart, a failover, pg_terminate_backend) fails the statement in hand; without a
// listener its 'error' event would also end the process with an unhandled error, before the
// script could say what it was doing or clean up.
import pg from 'pg';

/** A connected pg.Client whose loss fails its statements instead of the process. */
export async function connectClient(connectionString) {
  const client = new pg.Client({ connectionString });
  client.on('error', (err) => console.warn(`[db] connection lost: ${err.message}`));
  await client.connect();
  return client;
}
