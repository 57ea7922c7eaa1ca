import { defineConfig } from 'prisma/config';

// Prisma 7 reads no URL from schema.prisma and loads no .env. Migrations are created and
// applied by scripts/migrate.ts (see README), so the CLI here only validates and generates.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
