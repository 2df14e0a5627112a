import { LRUCache } from 'lru-cache';

/**
 * Answers reused, each until `maxAgeMs` old or until `changed()`, whichever comes first; asks for an answer being
 * computed wait for that one, and an answer started before a change is not given after it. At most `max` answers are
 * kept; beyond, the least used are forgotten. A failed answer is not reused.
 */
export class ReusedAnswers {
  #answers: LRUCache<string, { startedAt: number; answer: Promise<unknown> }>;

  constructor(
    private readonly maxAgeMs: number,
    max: number,
  ) {
    this.#answers = new LRUCache({ max });
  }

  changed() {
    this.#answers.clear();
  }

  reuse<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const reused = this.#answers.get(key);
    // Each key is always computed by the same function, so its answer is a T.
    if (reused && Date.now() - reused.startedAt < this.maxAgeMs) return reused.answer as Promise<T>;
    const started = { startedAt: Date.now(), answer: compute() };
    this.#answers.set(key, started);
    started.answer.catch(() => {
      if (this.#answers.get(key) === started) this.#answers.delete(key);
    });
    return started.answer;
  }
}
