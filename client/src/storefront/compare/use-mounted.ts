import { useEffect, useState } from 'react';

/** True after the first render in the browser (false on the server and while hydrating). */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
