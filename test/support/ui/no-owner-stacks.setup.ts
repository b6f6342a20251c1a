import * as React from 'react';

/**
 * React's development build captures a stack trace (`Error("react-stack-top-frame")`) for each element it creates, up
 * to 10,000 a render, for the "owner stacks" of its warnings. The web app's tests render the creation form again on
 * every key and click, and those captures cost about a tenth of their lane's CPU (five alternated runs: 23.5–28.7 s
 * against 26.1–36.8 s). Past 10,000 React stops capturing, so the count is held there: its warnings still come, with
 * a shorter stack.
 */
const internals = (React as unknown as Record<string, Record<string, unknown> | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (!internals || !('recentlyCreatedOwnerStacks' in internals)) {
  throw new Error('React no longer counts its owner stacks where no-owner-stacks.setup.ts holds the count: review it.');
}
Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => 10_000, set: () => undefined, configurable: true });
