import "server-only";
import { readEmbeddingsAfter } from "@/lib/data/knowledge-chunks";
import { bytesToVector } from "@/lib/knowledge/embeddings";

// Without pgvector (decision 008): every passage vector in Float32Arrays in this process, searched by brute force.

const RELOAD_MS = 10 * 60_000;
const PAGE = 5000;
const PREFIX = 64;
const FUNNEL_FROM = 5000;
const SHORTLIST_PER_RESULT = 10;

type Index = {
  ids: Int32Array;
  data: Float32Array;
  prefix: Float32Array;
  dims: number;
  prefixDims: number;
  count: number;
  maxId: number;
  loadedAt: number;
};

let current: Index | null = null;
let syncing: Promise<Index> | null = null;

function emptyIndex(): Index {
  return {
    ids: new Int32Array(1024),
    data: new Float32Array(0),
    prefix: new Float32Array(0),
    dims: 0,
    prefixDims: 0,
    count: 0,
    maxId: 0,
    loadedAt: Date.now(),
  };
}

function writePrefix(target: Float32Array, offset: number, vector: Float32Array, length: number) {
  let norm = 0;
  for (let i = 0; i < length; i++) norm += vector[i] * vector[i];
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < length; i++) target[offset + i] = vector[i] / norm;
}

function append(index: Index, id: number, vector: Float32Array) {
  if (index.dims === 0) {
    index.dims = vector.length;
    index.prefixDims = vector.length >= 2 * PREFIX ? PREFIX : vector.length;
    index.data = new Float32Array(index.ids.length * index.dims);
    index.prefix = new Float32Array(index.ids.length * index.prefixDims);
  }
  // A vector of another length (the model or its dimensions changed) cannot be compared.
  if (vector.length !== index.dims) return;
  if (index.count === index.ids.length) {
    const ids = new Int32Array(index.ids.length * 2);
    ids.set(index.ids);
    const data = new Float32Array(ids.length * index.dims);
    data.set(index.data);
    const prefix = new Float32Array(ids.length * index.prefixDims);
    prefix.set(index.prefix);
    Object.assign(index, { ids, data, prefix });
  }
  index.ids[index.count] = id;
  index.data.set(vector, index.count * index.dims);
  writePrefix(index.prefix, index.count * index.prefixDims, vector, index.prefixDims);
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

async function upToDate(): Promise<Index> {
  syncing ??= sync().finally(() => {
    syncing = null;
  });
  return syncing;
}

function dot(matrix: Float32Array, row: number, dims: number, query: Float32Array): number {
  const offset = row * dims;
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  let i = 0;
  for (; i + 3 < dims; i += 4) {
    a += matrix[offset + i] * query[i];
    b += matrix[offset + i + 1] * query[i + 1];
    c += matrix[offset + i + 2] * query[i + 2];
    d += matrix[offset + i + 3] * query[i + 3];
  }
  for (; i < dims; i++) a += matrix[offset + i] * query[i];
  return a + b + c + d;
}

function bestRows(
  matrix: Float32Array,
  dims: number,
  count: number,
  rows: number[] | null,
  query: Float32Array,
  k: number,
) {
  const bestRow = new Int32Array(k).fill(-1);
  const bestScore = new Float64Array(k).fill(-Infinity);
  const total = rows ? rows.length : count;
  for (let n = 0; n < total; n++) {
    const row = rows ? rows[n] : n;
    const value = dot(matrix, row, dims, query);
    if (value <= bestScore[k - 1]) continue;
    let at = k - 1;
    while (at > 0 && bestScore[at - 1] < value) {
      bestScore[at] = bestScore[at - 1];
      bestRow[at] = bestRow[at - 1];
      at--;
    }
    bestScore[at] = value;
    bestRow[at] = row;
  }
  const result: { row: number; score: number }[] = [];
  for (let i = 0; i < k; i++) if (bestRow[i] !== -1) result.push({ row: bestRow[i], score: bestScore[i] });
  return result;
}

export async function nearestChunks(query: Float32Array, k: number): Promise<{ id: number; similarity: number }[]> {
  const index = await upToDate();
  if (index.count === 0 || query.length !== index.dims) return [];
  let shortlist: number[] | null = null;
  if (index.count >= FUNNEL_FROM && index.prefixDims < index.dims) {
    const prefixQuery = new Float32Array(index.prefixDims);
    writePrefix(prefixQuery, 0, query, index.prefixDims);
    shortlist = bestRows(index.prefix, index.prefixDims, index.count, null, prefixQuery, k * SHORTLIST_PER_RESULT).map(
      (hit) => hit.row,
    );
  }
  return bestRows(index.data, index.dims, index.count, shortlist, query, k).map((hit) => ({
    id: index.ids[hit.row],
    similarity: hit.score,
  }));
}

export function resetVectorIndex() {
  current = null;
}
