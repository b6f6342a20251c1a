import { readFileSync } from 'node:fs';
import { startMemoryPage, type MemoryPageOptions } from '../../../src/ui/features/memory-page/memory-page.js';

/** The 'Clique' gate as memory.html paints it before any script: the page's script takes over these very elements. */
const GATE_HTML = /<div id="root">([\s\S]*?)<\/div>\n/.exec(readFileSync('src/ui/memory.html', 'utf8'))![1]!;

const roots: HTMLElement[] = [];

/** Starts the public page as memory-main.ts does, in a root holding memory.html's gate; `unmountMemoryPages` takes them away. */
export function mountMemoryPage(options: MemoryPageOptions): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = GATE_HTML;
  document.body.append(root);
  roots.push(root);
  startMemoryPage(root, options);
  return root;
}

export function unmountMemoryPages(): void {
  for (const root of roots.splice(0)) root.remove();
  delete (window as { memoriesGateLive?: boolean }).memoriesGateLive;
  delete (window as { memoriesGateTapped?: boolean }).memoriesGateTapped;
}
