import type { App } from '../types';

/** Seeds the demo shop on first start; running it again changes nothing. */
export async function seedDatabase(app: App): Promise<void> {
  app.log.info('demo seed not written yet');
}
