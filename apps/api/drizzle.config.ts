import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied from code at start-up (src/db/migrate.ts), because
// drizzle-kit's own migrate command cannot load PGlite's extensions.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
