import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; the API applies them on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
