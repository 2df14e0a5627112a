import { useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { currentUser, onSessionEnd, type Audience } from './session';

const PREFIX = 'campus:kept:';

interface Kept {
  user: string | undefined;
  values: unknown;
}

function takeKept(key: string): Kept | undefined {
  const stored = sessionStorage.getItem(PREFIX + key);
  if (stored === null) return undefined;
  sessionStorage.removeItem(PREFIX + key);
  try {
    return JSON.parse(stored) as Kept;
  } catch {
    return undefined;
  }
}

/**
 * Keeps what was typed into a form (react-hook-form's, or a plain one's stable `getValues` and `reset`) when the
 * session ends under it (the area goes to its login page), and puts it back once, when the same user has signed in
 * again and the form shows again. Kept in sessionStorage (this tab only) under `key`; files chosen in the form are not
 * kept.
 */
export function useKeptValues<T extends FieldValues>(
  form:
    | Pick<UseFormReturn<T>, 'getValues' | 'reset'>
    | { getValues: () => T; reset: (values: T, options: { keepDefaultValues: true }) => void },
  audience: Audience,
  key: string,
) {
  const { getValues, reset } = form;
  useEffect(() => {
    const kept = takeKept(key);
    if (kept && kept.user === currentUser(audience)) reset(kept.values as T, { keepDefaultValues: true });
    return onSessionEnd((ended, user) => {
      if (ended !== audience) return;
      const kept: Kept = { user, values: getValues() };
      sessionStorage.setItem(PREFIX + key, JSON.stringify(kept));
    });
  }, [audience, key, getValues, reset]);
}

/** A plain form's values, in state, kept over the end of a session as `useKeptValues` keeps a form's. */
export function useKeptState<T extends FieldValues>(
  initial: T,
  audience: Audience,
  key: string,
): [T, Dispatch<SetStateAction<T>>] {
  const [values, setValues] = useState(initial);
  const typed = useRef(values);
  useEffect(() => {
    typed.current = values;
  }, [values]);
  const form = useMemo(() => ({ getValues: () => typed.current, reset: setValues }), []);
  useKeptValues(form, audience, key);
  return [values, setValues];
}
