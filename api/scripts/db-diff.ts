// npm run -s db:diff: prints the SQL that takes a database migrated with prisma/migrations to
// prisma/schema.prisma, the start of a new prisma/migrations/<timestamp>_<name>/migration.sql.
// Prisma 7's CLI runs `migrate diff` only with its native schema engine, which these machines cannot download.
// This drives Prisma's WebAssembly schema engine (@prisma/schema-engine-wasm, pinned to the engines of the
// installed prisma) with embedded PGlite databases in memory: the migrations are replayed into a fresh one
// (the shadow database) and compared with the schema. No PostgreSQL, no network.
//   --schema <file>      another schema (default prisma/schema.prisma)
//   --migrations <dir>   another migrations folder (default prisma/migrations)
// The engine's package is Prisma's internal API: when an upgrade changes it, this script fails loudly (its
// test, api/src/platform/db/__tests__/migrate-seed.test.ts), it never changes what the app runs.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';

const root = path.resolve(__dirname, '..', '..');

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : fallback;
}

type EngineModule = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');

// The package's own entry imports its .wasm as an ES module (a Node flag); instantiated by hand instead.
async function loadEngine(): Promise<EngineModule> {
  const bindings = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as EngineModule;
  const file = path.join(
    path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')),
    'schema_engine_bg.wasm',
  );
  const instance = new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(file)), {
    './schema_engine_bg.js': bindings as unknown as WebAssembly.ModuleImports,
  });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return bindings;
}

// In-memory PGlite databases: the main one (unused by this diff) and a fresh shadow one per request. The
// adapter's own executeScript does not wait for PGlite, so a failing migration would go unreported: here it
// waits and throws.
function inMemoryDatabases(): SqlMigrationAwareDriverAdapterFactory & { close(): Promise<void> } {
  const opened: PGlite[] = [];
  const connect = async () => {
    const pglite = new PGlite();
    opened.push(pglite);
    const adapter = await new PrismaPGlite(pglite).connect();
    adapter.executeScript = async (script: string) => {
      await pglite.exec(script);
    };
    return adapter;
  };
  return {
    provider: 'postgres',
    adapterName: 'usta-pglite-in-memory',
    connect,
    connectToShadowDb: connect,
    close: async () => {
      await Promise.all(opened.map((pglite) => pglite.close()));
    },
  };
}

function describe(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  return JSON.stringify(cause);
}

async function main() {
  const schemaFile = option('--schema', path.join(root, 'prisma', 'schema.prisma'));
  const migrationsDir = option('--migrations', path.join(root, 'prisma', 'migrations'));
  const schema = fs.readFileSync(schemaFile, 'utf8');
  const names = fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(migrationsDir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort();
  const lockfile = path.join(migrationsDir, 'migration_lock.toml');
  const { SchemaEngine } = await loadEngine();
  const databases = inMemoryDatabases();
  const bound = bindMigrationAwareSqlAdapterFactory(databases);
  const engine = await SchemaEngine.new({ datamodels: [[schemaFile, schema]] }, () => undefined, bound);
  try {
    const result = await engine.diff({
      from: {
        tag: 'migrations',
        baseDir: migrationsDir,
        lockfile: {
          path: 'migration_lock.toml',
          content: fs.existsSync(lockfile) ? fs.readFileSync(lockfile, 'utf8') : null,
        },
        shadowDbInitScript: '',
        migrationDirectories: names.map((name) => ({
          path: name,
          migrationFile: {
            path: 'migration.sql',
            content: { tag: 'ok', value: fs.readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8') },
          },
        })),
      },
      to: { tag: 'schemaDatamodel', files: [{ path: schemaFile, content: schema }] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    process.stdout.write(result.stdout ?? '');
  } catch (error) {
    // the engine names a failure of the database by its id in the adapter's registry: the database's own error
    const id = /External error id#(\d+)/.exec(error instanceof Error ? error.message : String(error));
    const cause = id ? bound.errorRegistry.consumeError(Number(id[1]))?.error : undefined;
    throw cause ? new Error(`a migration failed in the shadow database: ${describe(cause)}`) : error;
  } finally {
    engine.free();
    await databases.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
