import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { contentMatchesExtension } from "@/lib/uploads/file-types";
import { receiveMultipart } from "@/lib/uploads/receive";
import { contentDisposition, parseRange } from "@/lib/uploads/serve";
import {
  makeDoc,
  makeDocx,
  makeIsoMedia,
  makeMp3,
  makeOgg,
  makePdf,
  makePptx,
  makeSpreadsheet,
  makeWav,
  TINY_PNG,
} from "@/tests/support/files";

// Read once by lib/env: a 1 MB limit keeps the oversize case small.
process.env.UPLOAD_MAX_MB = "1";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "uploads-test-"));
});

async function fileOf(name: string, bytes: Uint8Array | string) {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return file;
}

describe("content checks by signature", () => {
  it("accepts each type whose bytes match its extension", async () => {
    expect(await contentMatchesExtension(await fileOf("a.pdf", await makePdf(["x"])), "pdf")).toBe(true);
    expect(await contentMatchesExtension(await fileOf("a.docx", await makeDocx(["x"])), "docx")).toBe(true);
    expect(await contentMatchesExtension(await fileOf("a.pptx", await makePptx(["x"])), "pptx")).toBe(true);
    expect(await contentMatchesExtension(await fileOf("a.xlsx", makeSpreadsheet([["x"]])), "xlsx")).toBe(true);
    expect(await contentMatchesExtension(await fileOf("a.xls", makeSpreadsheet([["x"]], "biff8")), "xls")).toBe(true);
    expect(await contentMatchesExtension(await fileOf("a.doc", makeDoc(["x"])), "doc")).toBe(true);
    expect(await contentMatchesExtension(await fileOf("a.png", TINY_PNG), "png")).toBe(true);
    expect(await contentMatchesExtension(await fileOf("a.txt", "plain words"), "txt")).toBe(true);
  });

  it("accepts audio and video under each name file-type gives their signatures", async () => {
    const media: [string, Uint8Array][] = [
      ["mp4", makeIsoMedia("isom")],
      ["mp4", makeIsoMedia("qt  ")],
      ["m4v", makeIsoMedia("M4V ")],
      ["m4a", makeIsoMedia("M4A ")],
      ["m4a", makeIsoMedia("mp42")],
      ["ogg", makeOgg("\x01vorbis")],
      ["ogg", makeOgg("OpusHead")],
      ["mp3", makeMp3()],
      ["wav", makeWav()],
    ];
    for (const [i, [extension, bytes]] of media.entries())
      expect(await contentMatchesExtension(await fileOf(`m${i}.${extension}`, bytes), extension)).toBe(true);
    expect(await contentMatchesExtension(await fileOf("m.mp3", makeOgg("\x01vorbis")), "mp3")).toBe(false);
    expect(await contentMatchesExtension(await fileOf("m.m4a", makeIsoMedia("qt  ")), "m4a")).toBe(false);
  });

  it("refuses a renamed file, binary data as text, and unknown extensions", async () => {
    expect(await contentMatchesExtension(await fileOf("b.pdf", TINY_PNG), "pdf")).toBe(false);
    expect(await contentMatchesExtension(await fileOf("b.docx", makeSpreadsheet([["x"]])), "docx")).toBe(false);
    expect(await contentMatchesExtension(await fileOf("b.txt", TINY_PNG), "txt")).toBe(false);
    expect(await contentMatchesExtension(await fileOf("c.txt", Uint8Array.from([104, 0, 105])), "txt")).toBe(false);
    expect(await contentMatchesExtension(await fileOf("b.mp4", "not a video"), "mp4")).toBe(false);
    expect(await contentMatchesExtension(await fileOf("b.exe", "MZ"), "exe")).toBe(false);
  });
});

function multipart(parts: [string, string | Blob, string?][]) {
  const form = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, fileName);
  }
  return new Request("http://localhost/api/documents", { method: "POST", body: form });
}

const options = { fileFields: ["files"], extensions: ["txt", "png", "pdf"], maxFiles: 3 };

describe("receiveMultipart", () => {
  it("streams files to disk with their fields, and disposes of them", async () => {
    const upload = await receiveMultipart(
      multipart([
        ["categoryId", "7"],
        ["files", new Blob(["hello"]), "notes.txt"],
        ["files", new Blob([TINY_PNG]), "C:\\fakepath\\pic.PNG"],
      ]),
      options,
    );
    expect(upload.fields).toEqual({ categoryId: "7" });
    expect(upload.files.map((f) => [f.fileName, f.extension, f.size, f.mimeType])).toEqual([
      ["notes.txt", "txt", 5, "text/plain; charset=utf-8"],
      ["pic.PNG", "png", TINY_PNG.length, "image/png"],
    ]);
    expect(await readFile(upload.files[0].tempPath, "utf8")).toBe("hello");
    await upload.dispose();
    await expect(readFile(upload.files[0].tempPath)).rejects.toThrow();
  });

  it("answers 413 for a file over UPLOAD_MAX_MB and 415 for a wrong type or content", async () => {
    const big = new Blob([new Uint8Array(1024 * 1024 + 1).fill(97)]);
    await expect(receiveMultipart(multipart([["files", big, "big.txt"]]), options)).rejects.toMatchObject({
      status: 413,
      message: '"big.txt" is larger than the 1 MB upload limit.',
    });
    await expect(receiveMultipart(multipart([["files", new Blob(["x"]), "virus.exe"]]), options)).rejects.toMatchObject(
      { status: 415 },
    );
    await expect(
      receiveMultipart(multipart([["files", new Blob([TINY_PNG]), "fake.pdf"]]), options),
    ).rejects.toMatchObject({
      status: 415,
      message: expect.stringContaining("does not look like a .pdf file"),
    });
    await expect(
      receiveMultipart(
        new Request("http://localhost", {
          method: "POST",
          body: "{}",
          headers: { "content-type": "application/json" },
        }),
        options,
      ),
    ).rejects.toMatchObject({ status: 415 });
  });

  it("refuses empty files and too many files with 400", async () => {
    await expect(receiveMultipart(multipart([["files", new Blob([]), "empty.txt"]]), options)).rejects.toMatchObject({
      status: 400,
    });
    const four = Array.from({ length: 4 }, (_, i) => ["files", new Blob(["x"]), `f${i}.txt`] as [string, Blob, string]);
    await expect(receiveMultipart(multipart(four), options)).rejects.toMatchObject({
      status: 400,
      message: "Upload at most 3 files at once.",
    });
  });
});

describe("serving", () => {
  it("parses single byte ranges", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=0-5000", 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-1,5-9", 1000)).toBe("ignore");
    expect(parseRange("items=0-1", 1000)).toBe("ignore");
  });

  it("writes a Content-Disposition that no file name can break", () => {
    expect(contentDisposition("inline", "Sermon.pdf")).toBe(
      `inline; filename="Sermon.pdf"; filename*=UTF-8''Sermon.pdf`,
    );
    const tricky = contentDisposition("attachment", 'évangile "x";\r\nSet-Cookie: a=b.pdf');
    expect(tricky).not.toMatch(/[\r\n]/);
    expect(tricky).toMatch(
      /^attachment; filename="_vangile _x____Set-Cookie: a=b.pdf"; filename\*=UTF-8''%C3%A9vangile%20%22x%22%3B%0D%0ASet-Cookie%3A%20a%3Db.pdf$/,
    );
  });
});
