import { afterEach } from 'vitest';

// What a test's page kept in the browser's storage (the creation form's draft, an edit token) stays with that test:
// the next one opens the form as a new buyer would.
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
