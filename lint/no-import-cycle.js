// A rule of the house the linter has no plugin for: no import closes a circle (README: "Layers").
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The files of the tree an import can name: `./x.js` stands for `./x.ts` or `./x.tsx`, as NodeNext resolution reads it. */
function sourceFile(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const named = resolve(dirname(fromFile), specifier);
  const stem = named.replace(/\.(m?js|jsx)$/, '');
  const candidates = [`${stem}.ts`, `${stem}.tsx`, ...(/\.m?js$/.test(named) ? [named] : []), `${named}/index.ts`];
  return candidates.find(isFile) ?? null;
}

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Each file's imports as it is on disk (every kind: values, types, re-exports, dynamic), read again when it changes. */
const onDisk = new Map();

function importsOnDisk(file) {
  const modified = isFile(file) ? statSync(file).mtimeMs : undefined;
  const known = onDisk.get(file);
  if (known && known.modified === modified) return known.imports;
  const text = modified === undefined ? '' : readFileSync(file, 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const imports = [...new Set(importedFiles.map(({ fileName }) => sourceFile(file, fileName)).filter(Boolean))];
  onDisk.set(file, { modified, imports });
  return imports;
}

/**
 * The way back from `start` to `file` through the imports on disk, or null. `seen` holds what an earlier search from
 * the same file already found leads nowhere back: reaching `file` does not depend on where the search starts.
 */
function wayBack(start, file, seen) {
  const cameFrom = new Map([[start, null]]);
  const pending = [start];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === file) {
      const way = [];
      for (let step = current; step !== null; step = cameFrom.get(step)) way.unshift(step);
      return way;
    }
    if (seen.has(current)) continue;
    seen.add(current);
    for (const next of importsOnDisk(current)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, current);
      pending.push(next);
    }
  }
  return null;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses an import whose file leads back, through imports of any kind, to the file importing it.' },
    messages: { cycle: 'This import closes a circle: {{ circle }}. Move what both need into a file of its own.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const seen = new Set();
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = sourceFile(file, source.value);
      if (!target || target === file) return;
      const way = wayBack(target, file, seen);
      if (way) context.report({ node, messageId: 'cycle', data: { circle: [file, ...way].map((step) => relative(root, step)).join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
