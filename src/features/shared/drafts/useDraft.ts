import { useCallback, useEffect, useRef, useState } from 'react';
import { FORM_AUTOSAVE_MS, hasUnsavedWork } from '../../../domain/drafts/drafts';
import { drafts } from '../../../replica/drafts';
import { useActor } from '../../../replica/useEnqueue';

export interface DraftOptions<T> {
  /** Which form (draftKey); null keeps no draft (a read-only form, a screen still loading). */
  formKey: string | null;
  /** What the form holds now. */
  value: T;
  /** What it opened with: a value equal to it is no work, and keeps no draft. */
  initial: T;
  /** Whether the value is work worth keeping; by default, that it differs from `initial`. */
  dirty?: boolean;
  /** Saves at most this often while the form changes (5 s for the editors, 1 s for the field forms). */
  intervalMs?: number;
  /** Puts a draft back into the form ('Reprendre le brouillon'). */
  onRestore: (data: T) => void;
}

export interface DraftState {
  /** A draft found on opening, waiting for 'Reprendre le brouillon' or 'Abandonner'. */
  offer: { savedAt: string } | null;
  /** When this form's draft was last written on the device (ISO), null before the first save. */
  savedAt: string | null;
  /** The form holds work that is not yet written on the device (the timer runs, or the write is under way). */
  pending: boolean;
  /** The form holds work that closing it would lose. */
  dirty: boolean;
  restore: () => void;
  /** Throws the offered draft away. */
  discard: () => void;
  /** Writes the draft now (a wizard's step, the page being hidden). */
  saveNow: () => void;
  /** Deletes the draft: the form was recorded, or abandoned. */
  clear: () => Promise<void>;
}

/**
 * Keeps a form's draft on the device while it is filled (issues 28 and 29, src/domain/drafts): saved at most
 * every `intervalMs`, and at once when the page is hidden (Android may kill a hidden tab: the camera), offered
 * back when the form opens again within 60 minutes. Nothing is saved while an offered draft waits for an
 * answer: the empty form must not overwrite it.
 */
export function useDraft<T>({ formKey, value, initial, dirty: isWork, intervalMs = FORM_AUTOSAVE_MS, onRestore }: DraftOptions<T>): DraftState {
  const userId = useActor()?.userId ?? null;
  const key = userId && formKey ? formKey : null;
  const [offer, setOffer] = useState<{ savedAt: string; data: unknown } | null>(null);
  // Until the store answered, a save could overwrite the draft about to be offered.
  const [loaded, setLoaded] = useState(false);
  // What the store confirmed last, and when: the form says 'enregistré' only for the value it holds now.
  const [written, setWritten] = useState<{ at: string | null; value: unknown }>({ at: null, value: initial });
  const dirty = isWork ?? hasUnsavedWork(initial, value);
  const pending = dirty && hasUnsavedWork(written.value, value);
  const latest = useRef({ value, dirty, key, userId, active: false });
  latest.current = { value, dirty, key, userId, active: loaded && offer === null };
  // What the store holds for this form: the opening value counts as saved (nothing to write until it changes).
  const lastSaved = useRef<unknown>(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const restoreRef = useRef(onRestore);
  restoreRef.current = onRestore;

  useEffect(() => {
    setLoaded(false);
    setOffer(null);
    if (!key || !userId) return;
    let live = true;
    // Every opening of a form also drops the device's drafts past their 60 minutes, whoever's they are.
    void drafts.prune().catch(() => undefined);
    void drafts.load(userId, key).then(
      (found) => {
        if (!live) return;
        setOffer(found);
        setLoaded(true);
      },
      () => live && setLoaded(true),
    );
    return () => {
      live = false;
    };
  }, [key, userId]);

  const saveNow = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const { value: v, dirty: d, key: k, userId: u, active } = latest.current;
    if (!k || !u || !active || !hasUnsavedWork(lastSaved.current, v)) return;
    lastSaved.current = v;
    // A form back to what it opened with keeps no draft; a full disk costs the draft, never the form.
    const at = new Date();
    void (d ? drafts.save(u, k, v, at) : drafts.remove(u, k)).then(
      () => setWritten({ at: d ? at.toISOString() : null, value: v }),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    if (!loaded || offer !== null || timer.current || !hasUnsavedWork(lastSaved.current, value)) return;
    timer.current = setTimeout(saveNow, intervalMs);
  }, [value, loaded, offer, intervalMs, saveNow]);

  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') saveNow();
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', saveNow);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', saveNow);
      // Closing the form saves what the timer had not yet written (clear() after a recording deletes it).
      saveNow();
    };
  }, [saveNow]);

  const restore = useCallback(() => {
    if (!offer) return;
    restoreRef.current(offer.data as T);
    setOffer(null);
  }, [offer]);

  const discard = useCallback(() => {
    if (userId && key) void drafts.remove(userId, key).catch(() => undefined);
    setOffer(null);
  }, [userId, key]);

  const clear = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // Nothing more is written by this form: the unmount's save finds the value already 'saved'.
    lastSaved.current = latest.current.value;
    latest.current.active = false;
    if (userId && key) await drafts.remove(userId, key).catch(() => undefined);
  }, [userId, key]);

  return { offer: offer ? { savedAt: offer.savedAt } : null, savedAt: written.at, pending, dirty, restore, discard, saveNow, clear };
}
