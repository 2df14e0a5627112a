import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const packages = resolve(import.meta.dirname, '../../..');

/**
 * Every module of a package's `src` and the modules of that `src` it imports (types too), by the tsconfig that
 * compiles its `src` (the build's, where the package has one).
 */
function importGraph(pkg: string): Map<string, string[]> {
  const build = join(packages, pkg, 'tsconfig.build.json');
  const configPath = existsSync(build) ? build : join(packages, pkg, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options, fileNames } = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath));
  const src = join(packages, pkg, 'src') + '/';
  const files = fileNames.filter((file) => file.startsWith(src));
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const imported = importedFiles
        .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
        .filter((target): target is string => target !== undefined && target.startsWith(src));
      return [file, imported];
    }),
  );
}

/** The groups of modules that import each other, directly or through others (Tarjan's strongly connected components). */
function importCircles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)!.includes(file)) circles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

describe('imports', () => {
  it.each(['domain', 'server', 'web'])('of packages/%s/src go round in no circle', (pkg) => {
    const circles = importCircles(importGraph(pkg)).map((group) =>
      group.map((file) => file.slice(join(packages, pkg, 'src').length + 1)),
    );
    expect(circles).toEqual([]);
  });
});
