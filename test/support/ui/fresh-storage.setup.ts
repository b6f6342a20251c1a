import { afterEach } from 'vitest';

// What a test's page kept in the browser's storage (the creation form's draft, an edit token) stays with that test:
// the next one opens the form as a new buyer would.
afterEach(() => {
  // The files of plain functions run without a browser's globals.
  if (typeof localStorage === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});
