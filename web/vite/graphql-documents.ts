// Build-time replacement of graphql(`...`) calls by imports of the generated document constants
// (what the client preset's babel plugin does). Without it, the generated gql.ts map would pull every
// document of the app, admin screens included, into the first chunk.
// Each document is served as its own small virtual module: importing the constants from graphql.ts
// itself would keep that one module, with every document any screen uses (the admin area's too), in
// the entry chunk, because the session's query already imports it there.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const GQL_IMPORT = /^import\s*\{\s*graphql\s*\}\s*from\s*['"][./]*(?:\.\.\/)*gql(?:\/index)?['"];?\s*$/m;
// codegen writes each document on one line: export const XDocument = {...} as unknown as DocumentNode<...>;
const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const VIRTUAL = 'virtual:usta-gql/';
const RESOLVED = '\0usta-gql:';

export function graphqlDocuments(srcDir: string): Plugin {
  const generated = path.join(srcDir, 'gql', 'graphql.ts');
  // re-read after `npm run codegen` (the dev server keeps running)
  let documents: { mtimeMs: number; byName: Map<string, string> } | null = null;
  const documentsOfGenerated = () => {
    const { mtimeMs } = fs.statSync(generated);
    if (documents?.mtimeMs !== mtimeMs) {
      const byName = new Map(
        [...fs.readFileSync(generated, 'utf8').matchAll(DOCUMENT)].map((match) => [match[1], match[2]]),
      );
      documents = { mtimeMs, byName };
    }
    return documents.byName;
  };

  return {
    name: 'usta:graphql-documents',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      this.addWatchFile(generated);
      const json = documentsOfGenerated().get(name);
      if (!json) throw new Error(`${name} is not generated yet, run npm run codegen`);
      return `export const ${name} = ${json};\n`;
    },
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
        const name =
          definition.kind === 'FragmentDefinition'
            ? `${definition.name.value}FragmentDoc`
            : `${definition.name?.value}Document`;
        if (!documentsOfGenerated().has(name))
          throw new Error(`${file}: ${name} is not generated yet, run npm run codegen`);
        names.add(name);
        return name;
      });
      if (names.size === 0) return null;
      const imports = [...names].map((name) => `import { ${name} } from '${VIRTUAL}${name}';`).join('\n');
      const code2 = replaced.replace(GQL_IMPORT, '');
      return { code: `${imports}\n${code2}`, map: null };
    },
  };
}
