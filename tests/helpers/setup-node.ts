// A test fails on an unexpected console.error and on an unhandled promise rejection.
import { afterEach, beforeEach, vi } from 'vitest';

let errors: unknown[][] = [];
const original = console.error;

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
    original(...args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    const first = errors[0]!.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
    errors = [];
    throw new Error(`Unexpected console.error during the test: ${first}`);
  }
});

process.on('unhandledRejection', (reason) => {
  throw reason instanceof Error ? reason : new Error(`Unhandled rejection: ${String(reason)}`);
});
