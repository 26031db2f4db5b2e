// The independent scripture set (../shared/eval/scripture beside the repository, written outside the
// team): its questions, corpus and BM25 baseline, scored as its own run-eval.mjs scores them. Its
// files are read unchanged; its corpus is built by its own build-corpus.mjs in a writable copy.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import MiniSearch from "minisearch";
import { ROOT } from "../lib.mjs";
import { foldLetters } from "./fold.mjs";

/** Where the shared set lives: beside the repository (BENCH_SCRIPTURE_DIR overrides). */
export const SCRIPTURE_SOURCE =
  process.env.BENCH_SCRIPTURE_DIR ?? path.resolve(ROOT, "..", "shared", "eval", "scripture");
const COPY = path.join(ROOT, ".data/bench-corpus/scripture");
const FOLDER = { name: "Scripture evaluation (WEB + RV1909)", slug: "bench-scripture-eval" };
const PASSAGE_VERSES = 5;

/** The set's questions and its corpus (built once in .data/bench-corpus/scripture). */
export function loadScriptureSet() {
  if (!existsSync(path.join(SCRIPTURE_SOURCE, "questions.json")))
    throw new Error(`The shared scripture set is missing: ${SCRIPTURE_SOURCE} (BENCH_SCRIPTURE_DIR)`);
  if (!existsSync(path.join(COPY, "corpus/manifest.json"))) {
    mkdirSync(COPY, { recursive: true });
    for (const file of ["build-corpus.mjs", "questions.json", "package.json"])
      cpSync(path.join(SCRIPTURE_SOURCE, file), path.join(COPY, file));
    console.log("answers: building the shared scripture corpus with diatheke…");
    execFileSync(process.execPath, ["build-corpus.mjs"], { cwd: COPY, stdio: "pipe" });
  }
  const corpus = path.join(COPY, "corpus");
  const manifest = JSON.parse(readFileSync(path.join(corpus, "manifest.json"), "utf8"));
  const questions = JSON.parse(readFileSync(path.join(SCRIPTURE_SOURCE, "questions.json"), "utf8")).questions;
  const files = manifest.map((entry) => ({ ...entry, text: readFileSync(path.join(corpus, entry.fileName), "utf8") }));
  return { files, questions, titleOf: (lang, book) => manifest.find((m) => m.lang === lang && m.book === book)?.title };
}

/** run-eval.mjs's comparison (lower case, accents and punctuation gone, whole words), letters folded as a reader would. */
const norm = (s) =>
  ` ${foldLetters(s)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
export const hasAnchor = (text, anchors) => (anchors ?? []).some((anchor) => norm(text).includes(norm(anchor)));

/** run-eval.mjs's baseline: minisearch BM25 (defaults) over passages of five verses of one chapter. */
export function scriptureBaseline(files) {
  const passages = [];
  for (const entry of files) {
    const re = new RegExp(`^${entry.ref.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} (\\d+):(\\d+) (.*)$`);
    let group = [];
    const flush = () => {
      if (group.length)
        passages.push({ id: passages.length, title: entry.title, text: group.map((v) => v.text).join("\n") });
      group = [];
    };
    for (const line of entry.text.split("\n")) {
      const m = line.match(re);
      if (!m) continue;
      const verse = { chapter: Number(m[1]), text: m[3] };
      if (group.length && (group[0].chapter !== verse.chapter || group.length === PASSAGE_VERSES)) flush();
      group.push(verse);
    }
    flush();
  }
  const index = new MiniSearch({ fields: ["text"], storeFields: ["title", "text"] });
  index.addAll(passages);
  return (question) => {
    const hits = index.search(question).slice(0, 3);
    return { titles: hits.map((hit) => hit.title), top: hits[0]?.text ?? "" };
  };
}

/** Uploads the corpus into its own folder through the admin API; returns the documents' ids. */
export async function uploadScripture(baseURL, cookie, files) {
  const folder = await fetch(`${baseURL}/api/categories`, {
    method: "POST",
    headers: { "Content-Type": "application/json", cookie },
    body: JSON.stringify(FOLDER),
  }).then((r) => r.json());
  const ids = [];
  for (let start = 0; start < files.length; start += 10) {
    const form = new FormData();
    form.set("categoryId", String(folder.id));
    const titles = {};
    for (const entry of files.slice(start, start + 10)) {
      titles[entry.fileName] = entry.title;
      form.append("files", new Blob([entry.text], { type: "text/plain" }), entry.fileName);
    }
    form.set("titles", JSON.stringify(titles));
    const response = await fetch(`${baseURL}/api/documents`, { method: "POST", headers: { cookie }, body: form });
    if (response.status !== 201) throw new Error(`Upload failed: ${response.status} ${await response.text()}`);
    const body = await response.json();
    ids.push(...(body.documents ?? body.data?.documents ?? []).map((document) => document.id));
  }
  return { folderId: folder.id, ids };
}

/** Removes the corpus again, so the project's own set is measured on its own corpus alone. */
export async function removeScripture(baseURL, cookie, { folderId, ids }) {
  for (const id of ids) await fetch(`${baseURL}/api/documents/${id}`, { method: "DELETE", headers: { cookie } });
  await fetch(`${baseURL}/api/categories/${folderId}`, { method: "DELETE", headers: { cookie } });
}
