import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetToasts } from '../../client/src/lib/toast';

afterEach(() => {
  cleanup();
  resetToasts();
});
