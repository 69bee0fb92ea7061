// A small list kept in local storage and shared by every component showing it (same tab through the
// listeners, other tabs through the storage event). Used by the compare selection and recently viewed.
import { useSyncExternalStore } from 'react';

export interface StoredProduct {
  slug: string;
  name: string;
  image?: string;
}

const EMPTY: StoredProduct[] = [];

function valid(value: unknown): value is StoredProduct {
  const v = value as StoredProduct;
  return !!v && typeof v.slug === 'string' && typeof v.name === 'string';
}

export function storedList(key: string, max: number) {
  let snapshot: StoredProduct[] | undefined;
  const listeners = new Set<() => void>();

  const read = (): StoredProduct[] => {
    try {
      const parsed = JSON.parse(window.localStorage.getItem(key) ?? '[]') as unknown;
      return Array.isArray(parsed) ? parsed.filter(valid).slice(0, max) : EMPTY;
    } catch {
      return EMPTY;
    }
  };
  const emit = () => {
    snapshot = undefined;
    for (const listener of listeners) listener();
  };
  const get = (): StoredProduct[] => {
    if (typeof window === 'undefined') return EMPTY;
    snapshot ??= read();
    return snapshot;
  };
  const set = (items: StoredProduct[]) => {
    try {
      if (items.length) window.localStorage.setItem(key, JSON.stringify(items.slice(0, max)));
      else window.localStorage.removeItem(key);
    } catch {
      // Storage refused (private mode, full): the list just is not kept.
    }
    emit();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) emit();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };
  return {
    key,
    max,
    get,
    set,
    /** The list, kept current; empty on the server and in the first (hydrating) render. */
    use: (): StoredProduct[] => useSyncExternalStore(subscribe, get, () => EMPTY),
  };
}
