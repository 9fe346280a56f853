// Build-time replacement of graphql(`...`) calls by imports of the generated document constants
// (what the client preset's babel plugin does). Without it, the generated gql.ts map would pull every
// document of the app, admin screens included, into the first chunk.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const GQL_IMPORT = /^import\s*\{\s*graphql\s*\}\s*from\s*['"][./]*(?:\.\.\/)*gql(?:\/index)?['"];?\s*$/m;

export function graphqlDocuments(srcDir: string): Plugin {
  const generated = path.join(srcDir, 'gql', 'graphql.ts');
  // re-read after `npm run codegen` (the dev server keeps running)
  let exported: { mtimeMs: number; names: Set<string> } | null = null;
  const exportsOfGenerated = () => {
    const { mtimeMs } = fs.statSync(generated);
    if (exported?.mtimeMs !== mtimeMs) {
      const names = new Set([...fs.readFileSync(generated, 'utf8').matchAll(/^export const (\w+)/gm)].map((match) => match[1]));
      exported = { mtimeMs, names };
    }
    return exported.names;
  };

  return {
    name: 'usta:graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.tsx?$/.test(file) || !file.startsWith(srcDir) || file.startsWith(path.join(srcDir, 'gql'))) return null;
      if (!code.includes('graphql(')) return null;
      const names = new Set<string>();
      const replaced = code.replace(CALL, (_call, source: string) => {
        const [definition] = parse(source).definitions;
        if (definition.kind !== 'OperationDefinition' && definition.kind !== 'FragmentDefinition') {
          throw new Error(`${file}: graphql() needs an operation or a fragment`);
        }
        const name = definition.kind === 'FragmentDefinition' ? `${definition.name.value}FragmentDoc` : `${definition.name?.value}Document`;
        if (!exportsOfGenerated().has(name)) throw new Error(`${file}: ${name} is not generated yet, run npm run codegen`);
        names.add(name);
        return name;
      });
      if (names.size === 0) return null;
      let relative = path.relative(path.dirname(file), path.join(srcDir, 'gql', 'graphql')).split(path.sep).join('/');
      if (!relative.startsWith('.')) relative = `./${relative}`;
      const code2 = replaced.replace(GQL_IMPORT, '');
      return { code: `import { ${[...names].join(', ')} } from '${relative}';\n${code2}`, map: null };
    },
  };
}
