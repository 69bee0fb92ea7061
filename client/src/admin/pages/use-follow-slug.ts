// Create mode: typing the title (page) or name (gallery) fills the slug with the hyphen rule, until the
// slug is edited by hand. Edit mode leaves the slug alone (it is the public address).
import { useEffect, useRef } from 'react';
import { hyphenSlug } from '../../../../core/rules/slug';

export function useFollowSlug(
  source: string,
  setSlug: (slug: string) => void,
  active: boolean,
  open: boolean,
) {
  const touched = useRef(false);
  useEffect(() => {
    if (open) touched.current = false;
  }, [open]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the source text only
  useEffect(() => {
    if (!active || touched.current || !open) return;
    setSlug(hyphenSlug(source ?? ''));
  }, [source, active]);
  return {
    onSlugInput: () => {
      touched.current = true;
    },
  };
}
