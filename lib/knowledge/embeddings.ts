import "server-only";
import { aiClient, aiModels, embeddingsEnabled, within } from "@/lib/ai/provider";
import { vectorToBytes } from "@/lib/contracts/knowledge";

const BATCH = 64;
const TIMEOUT_MS = 20_000;

export async function embedTexts(texts: string[]): Promise<Float32Array[] | null> {
  const client = aiClient();
  if (!client || !embeddingsEnabled() || texts.length === 0) return texts.length === 0 ? [] : null;
  try {
    const vectors: Float32Array[] = [];
    for (let start = 0; start < texts.length; start += BATCH) {
      const response = await client.embeddings.create(
        {
          model: aiModels.embedding(),
          input: texts.slice(start, start + BATCH),
          dimensions: aiModels.embeddingDimensions(),
        },
        within(TIMEOUT_MS),
      );
      const batch = [...response.data]
        .sort((a, b) => a.index - b.index)
        .map((item) => normalise(Float32Array.from(item.embedding)));
      vectors.push(...batch);
    }
    return vectors.length === texts.length ? vectors : null;
  } catch (error) {
    console.error("[knowledge] embeddings failed:", error instanceof Error ? error.message : error);
    return null;
  }
}

export async function embedQuery(text: string): Promise<Float32Array | null> {
  return (await embedTexts([text]))?.[0] ?? null;
}

export function normalise(vector: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < vector.length; i++) sum += vector[i] * vector[i];
  const norm = Math.sqrt(sum) || 1;
  for (let i = 0; i < vector.length; i++) vector[i] /= norm;
  return vector;
}

export { vectorToBytes };

export function bytesToVector(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const vector = new Float32Array(Math.floor(bytes.byteLength / 4));
  for (let i = 0; i < vector.length; i++) vector[i] = view.getFloat32(i * 4, true);
  return vector;
}
