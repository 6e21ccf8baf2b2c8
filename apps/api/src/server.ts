import { buildApp } from './app';
import { loadConfig } from './env';
import { seedDatabase } from './db/seed';
import { drawMissingDemoPictures } from './db/demo-pictures';
import { ensureFirstAdmin } from './modules/staff/first-admin';

const config = loadConfig();
const app = await buildApp({ config });
if (config.seedDemo) await seedDatabase(app);
await ensureFirstAdmin(app.deps, app.log);
await app.listen({ port: config.port, host: config.host });
if (config.seedDemo && config.drawDemoPictures) {
  void drawMissingDemoPictures(app.deps, { lanes: config.pictureWorkers }).catch((err: unknown) =>
    app.log.warn({ err }, 'demo pictures not drawn'),
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}
