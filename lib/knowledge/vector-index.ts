import "server-only";
import { readEmbeddingsAfter } from "@/lib/data/knowledge";
import { bytesToVector } from "@/lib/knowledge/embeddings";

// The vector side of hybrid retrieval without pgvector (docs/decisions/008): every passage
// vector in one Float32Array in this process, searched by brute force (exact, no index to tune).
// Passages are never updated in place, only inserted (new, higher ids) or deleted, so a sync is
// "rows with id > the highest seen"; deleted ids are dropped when the caller fetches the passages,
// and a full reload every RELOAD_MS forgets them (and picks up vectors added by a backfill).

const RELOAD_MS = 10 * 60_000;
const PAGE = 5000;

type Index = { ids: Int32Array; data: Float32Array; dims: number; count: number; maxId: number; loadedAt: number };

let current: Index | null = null;
let syncing: Promise<Index> | null = null;

function emptyIndex(): Index {
  return { ids: new Int32Array(1024), data: new Float32Array(0), dims: 0, count: 0, maxId: 0, loadedAt: Date.now() };
}

function append(index: Index, id: number, vector: Float32Array) {
  if (index.dims === 0) {
    index.dims = vector.length;
    index.data = new Float32Array(index.ids.length * vector.length);
  }
  // A vector of another length (the model or its dimensions changed) cannot be compared.
  if (vector.length !== index.dims) return;
  if (index.count === index.ids.length) {
    const ids = new Int32Array(index.ids.length * 2);
    ids.set(index.ids);
    const data = new Float32Array(ids.length * index.dims);
    data.set(index.data);
    index.ids = ids;
    index.data = data;
  }
  index.ids[index.count] = id;
  index.data.set(vector, index.count * index.dims);
  index.count += 1;
}

async function sync(): Promise<Index> {
  const index = current && Date.now() - current.loadedAt < RELOAD_MS ? current : emptyIndex();
  for (;;) {
    const rows = await readEmbeddingsAfter(index.maxId, PAGE);
    for (const row of rows) append(index, row.id, bytesToVector(row.embedding));
    if (rows.length > 0) index.maxId = rows[rows.length - 1].id;
    if (rows.length < PAGE) break;
  }
  current = index;
  return index;
}

/** Brings the index up to date (one indexed query when nothing changed). */
async function upToDate(): Promise<Index> {
  syncing ??= sync().finally(() => {
    syncing = null;
  });
  return syncing;
}

/** The `k` passages most similar to `query` (cosine: vectors are unit length). */
export async function nearestChunks(query: Float32Array, k: number): Promise<{ id: number; similarity: number }[]> {
  const index = await upToDate();
  if (index.count === 0 || query.length !== index.dims) return [];
  const { data, dims, ids, count } = index;
  // A small sorted buffer of the best k beats sorting every score.
  const bestIds = new Int32Array(k).fill(-1);
  const bestScores = new Float32Array(k).fill(-Infinity);
  for (let row = 0; row < count; row++) {
    const offset = row * dims;
    // Four running sums: fewer dependent additions, so V8 keeps the loop fast.
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    let i = 0;
    for (; i + 3 < dims; i += 4) {
      a += data[offset + i] * query[i];
      b += data[offset + i + 1] * query[i + 1];
      c += data[offset + i + 2] * query[i + 2];
      d += data[offset + i + 3] * query[i + 3];
    }
    for (; i < dims; i++) a += data[offset + i] * query[i];
    const dot = a + b + c + d;
    if (dot <= bestScores[k - 1]) continue;
    let at = k - 1;
    while (at > 0 && bestScores[at - 1] < dot) {
      bestScores[at] = bestScores[at - 1];
      bestIds[at] = bestIds[at - 1];
      at--;
    }
    bestScores[at] = dot;
    bestIds[at] = ids[row];
  }
  const result: { id: number; similarity: number }[] = [];
  for (let i = 0; i < k; i++) if (bestIds[i] !== -1) result.push({ id: bestIds[i], similarity: bestScores[i] });
  return result;
}

/** Forgets everything (tests; and after bulk deletes when memory matters). */
export function resetVectorIndex() {
  current = null;
}
