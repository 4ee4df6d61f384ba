/**
 * What every form does when a submit fails (docs/product/screens.md#forms): it scrolls to the
 * first error on screen and moves the focus there, and a refusal of the server is a toast too,
 * marked on its field when the answer is a validation failure (code `validation_failed`) that
 * names one ("title: …", http/errors.ts on the server).
 *
 * The first error is found in the DOM, in reading order: an error message (`role="alert"`) or a
 * control marked `aria-invalid`. react-hook-form's own `shouldFocusError` only reaches registered
 * inputs, and several fields are custom controls set with `setValue` (the rules, a series, the
 * check-in), which have no ref to focus.
 */
import { useCallback, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from './toast';
import { errorMessage, hasCode } from './api';

const ERRORS = '[role="alert"], [aria-invalid="true"]';
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The control an error message belongs to: the one it describes, else the first in its field. */
function controlOf(error: Element, root: HTMLElement): HTMLElement | null {
  if (error.matches(FOCUSABLE)) return error as HTMLElement;
  if (error.id) {
    const described = root.querySelector<HTMLElement>(`[aria-describedby~="${CSS.escape(error.id)}"]`);
    if (described) return described;
  }
  // The nearest wrapper below the form that holds a control is the error's field.
  for (let box = error.parentElement; box && box !== root; box = box.parentElement) {
    const control = box.querySelector<HTMLElement>(FOCUSABLE);
    if (control) return control;
  }
  return null;
}

/** Scrolls the first error inside `root` into view and focuses its control (or the message itself). */
export function focusFirstError(root: HTMLElement | null): boolean {
  const error = root?.querySelector(ERRORS);
  if (!root || !error) return false;
  let target = controlOf(error, root);
  if (!target) {
    target = error as HTMLElement;
    target.tabIndex = -1;
  }
  target.focus({ preventScroll: true });
  // Centred, so neither a dialog's sticky footer nor the header covers it.
  (error.matches(FOCUSABLE) ? target : error).scrollIntoView({ block: 'center', behavior: 'smooth' });
  return true;
}

/** The field a server's 400 names ("max_teams: Too big"), when it is one of the form's own. */
export function fieldOfDetail(
  detail: string | undefined,
  fields: readonly string[],
): { field: string; message: string } | null {
  const match = /^([a-z_][a-z0-9_]*)(?:\.[\w.]+)?: (.+)$/s.exec(detail ?? '');
  if (!match || !fields.includes(match[1]!)) return null;
  return { field: match[1]!, message: match[2]! };
}

/**
 * For a form without react-hook-form: `ref` on the <form> (or its wrapper) and `showErrors()`
 * after a failed check; the focus moves once the errors have rendered.
 */
export function useErrorFocus<E extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<E>(null);
  // The errors render after the failed check (react-hook-form sets them after calling onInvalid):
  // look on the next frames until the first one is there.
  const showErrors = useCallback(() => {
    let frames = 0;
    const look = () => {
      if (!focusFirstError(ref.current) && ++frames < 20) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, []);
  return { ref, showErrors };
}

/**
 * For a react-hook-form form: `ref` on the <form>, `onInvalid` as handleSubmit's second argument,
 * `onServerError(err, fallback)` as the mutation's onError.
 */
export function useSubmitErrors<T extends FieldValues, C = unknown, O = T>(form: UseFormReturn<T, C, O>) {
  const { ref, showErrors } = useErrorFocus<HTMLFormElement>();
  const onServerError = useCallback(
    (err: unknown, fallback: string) => {
      const text = errorMessage(err, fallback);
      toast.error(text);
      // Only a validation failure's detail names a field; any other refusal is a toast alone.
      const named = hasCode(err, 'validation_failed') ? fieldOfDetail(text, Object.keys(form.getValues())) : null;
      if (!named) return;
      form.setError(named.field as Path<T>, { type: 'server', message: named.message });
      showErrors();
    },
    [form, showErrors],
  );
  return { ref, onInvalid: showErrors, onServerError };
}
