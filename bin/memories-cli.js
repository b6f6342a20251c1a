#!/usr/bin/env node
// Starts bin/memories-cli.ts: through tsx in a checkout (always the current source), or compiled by `npm run build`
// (dist/bin/memories-cli.js) where development tools are not installed.
let tsxAvailable = true;
try {
  import.meta.resolve('tsx/esm/api');
} catch {
  tsxAvailable = false;
}
if (tsxAvailable) {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./memories-cli.ts');
} else {
  await import('../dist/bin/memories-cli.js');
}
