// How the build groups modules into files, for the first screens' sake (the 170 KB budget of
// web/scripts/report-size.mjs). Left to itself the bundler makes one small shared chunk for every set
// of screens that use a module, and a client's first screen then loads a dozen files that each compress
// on their own. Instead:
// - `shell`: everything the entry loads before the first paint (rolldown's `$initial` tag), one file;
// - `first-screens`: what both first screens (the client's /client and the master's /master/dashboard)
//   load beyond the shell, one file. Later screens load it too when they share a module with it.
// (A file each for what only one of them uses was tried: the bundler then made the master's screen load
// the client's file as well, 3 KB more, so the rest is left to its automatic splitting.)
import path from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';

type ChunkingContext = Parameters<Extract<CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

export const FIRST_SCREENS = {
  client: 'features/client/client-screen.tsx',
  master: 'features/master/master-dashboard-screen.tsx',
} as const;

const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);

// the app's own modules a module loads before running: itself and its static imports, recursively
// (libraries are left to the bundler: a group would take a whole package that the shell uses a part of)
function staticClosure(start: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id) || isLibrary(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export function chunkGroups(srcDir: string): CodeSplittingGroup[] {
  const [client, master] = Object.values(FIRST_SCREENS).map((file) => path.join(srcDir, file)) as [string, string];
  let closures: [Set<string>, Set<string>] | null = null;
  return [
    { name: 'shell', tags: ['$initial'], priority: 2 },
    {
      priority: 1,
      // the bundler's timing report names the group by this (the name below is a function)
      debugName: 'first-screens',
      // (the screens themselves stay the targets of their lazy imports)
      name(id: string, ctx: ChunkingContext) {
        if (id === client || id === master) return null;
        closures ??= [staticClosure(client, ctx), staticClosure(master, ctx)];
        return closures.every((closure) => closure.has(id)) ? 'first-screens' : null;
      },
    },
  ];
}
