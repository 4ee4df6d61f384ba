/**
 * Answers whose JSON text is already known. A presenter that keeps an answer between requests
 * (a tournament's details: services/tournaments/view.ts) keeps its text beside it with `keepJson`, and
 * `res.json` sends that text as it is instead of serializing the same object again: for a
 * 100-seat tournament that is 45 kB of JSON on every request. A kept answer is never changed
 * after it is kept; any other value goes through Express's own `res.json`.
 */
import type { Express } from 'express';

const texts = new WeakMap<object, string>();

/** `value`, with its JSON text kept for `res.json`. The value must not change afterwards. */
export function keepJson<T extends object>(value: T): T {
  texts.set(value, JSON.stringify(value));
  return value;
}

/** Makes every `res.json` of `app` send the kept text of a value `keepJson` has seen. */
export function sendKeptJson(app: Express): void {
  const json = app.response.json;
  app.response.json = function (this: Express['response'], body?: unknown) {
    const text = typeof body === 'object' && body !== null ? texts.get(body) : undefined;
    if (text === undefined) return json.call(this, body);
    if (!this.get('Content-Type')) this.type('json');
    return this.send(text);
  };
}
