/**
 * Batching without caching: the loads made while the event loop reads the requests that arrived
 * together are answered by ONE call of `batch`, sent once every waiting request has been read
 * (`setImmediate`). Every request in a batch arrived before its query left, so each still sees
 * every change committed before it arrived, on any instance; nothing is kept between batches.
 * Used on the hottest reads (the logged-in user, the grid, the leaderboards), where under load
 * one round trip per request was most of the cost.
 */
import DataLoader from 'dataloader';

/** The most loads one batch answers; more that arrive together go in further batches. */
export const MAX_BATCH_SIZE = 100;

export function sameTickBatcher<K, V>(
  /** One value per key, in the order of `keys` (a key may come several times). */
  batch: (keys: readonly K[]) => Promise<V[]>,
): DataLoader<K, V> {
  return new DataLoader(batch, {
    cache: false,
    batchScheduleFn: (send) => setImmediate(send),
    maxBatchSize: MAX_BATCH_SIZE,
  });
}
