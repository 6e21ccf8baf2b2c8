import { buildApp } from './app';
import { loadConfig } from './env';
import { seedDatabase } from './db/seed';

const config = loadConfig();
const app = await buildApp({ config });
if (config.seedDemo) await seedDatabase(app);
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}
