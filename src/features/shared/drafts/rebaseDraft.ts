import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A form's draft when the record it edits changes under it (the server's answer to a read, a sync that pulls the
 * row, a save that comes back): each field the user has not touched (still equal to the version the draft was
 * built from) takes the new value; each field the user changed keeps what they typed. Before, the whole draft was
 * replaced, and text typed while Infos mairie read the town hall from the server was wiped, then the old values
 * saved (seen in issue 28's work). Fields compared by value, one level deep.
 */
export function rebaseDraft<D extends object>(current: D, previousBase: D, nextBase: D): D {
  let changed = false;
  const out = { ...current };
  for (const key of Object.keys(nextBase) as Array<keyof D>) {
    const touched = JSON.stringify(current[key]) !== JSON.stringify(previousBase[key]);
    if (touched || JSON.stringify(current[key]) === JSON.stringify(nextBase[key])) continue;
    out[key] = nextBase[key];
    changed = true;
  }
  return changed ? out : current;
}

/** A draft built from `source` by `draftOf`, rebased by `rebaseDraft` whenever `source` changes. */
export function useRebasedDraft<S, D extends object>(source: S, draftOf: (source: S) => D): [D, Dispatch<SetStateAction<D>>] {
  const [draft, setDraft] = useState<D>(() => draftOf(source));
  const base = useRef<D>(draft);
  useEffect(() => {
    const next = draftOf(source);
    const previous = base.current;
    base.current = next;
    setDraft((current) => rebaseDraft(current, previous, next));
    // draftOf is a module-level function in its callers: the source alone says when to rebase.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source]);
  return [draft, setDraft];
}
