import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { storageStatePath } from "../support/accounts";
import { form, makeWav, TINY_PNG } from "../../support/files";

// Document Management's progress rule, its players and every failure message of requirements §8.
test.use({ storageState: storageStatePath("editor") });

async function chooseOption(page: Page, combobox: string, option: string) {
  await page.getByRole("combobox", { name: combobox }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function folderWith(
  request: APIRequestContext,
  name: string,
  files: { name: string; bytes: Uint8Array | string }[],
) {
  const folder = await (
    await request.post("/api/categories", { data: { name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-") } })
  ).json();
  const uploaded = files.length
    ? await (await request.post("/api/documents", { multipart: form({ categoryId: String(folder.id) }, files) })).json()
    : { documents: [] };
  return { folderId: folder.id as number, documents: uploaded.documents as { id: number; title: string }[] };
}

async function cleanUp(request: APIRequestContext, folderIds: number[]) {
  const documents: { id: number; categoryId: number | null }[] = await (await request.get("/api/documents")).json();
  await Promise.all(
    documents
      .filter((d) => d.categoryId !== null && folderIds.includes(d.categoryId))
      .map((doc) => request.delete(`/api/documents/${doc.id}`)),
  );
  await Promise.all(folderIds.map((id) => request.delete(`/api/categories/${id}`)));
}

test("upload progress rises 5 % at a time up to 95 %, and a network failure says so and resets it", async ({
  page,
}) => {
  await page.goto("/admin/documents");
  await chooseOption(page, "Folder", "Salvation");
  await page
    .getByLabel("Files")
    .setInputFiles([{ name: "slow.txt", mimeType: "text/plain", buffer: Buffer.from("slow upload") }]);
  // The server "takes" until the bar has reached its cap, and then the connection drops.
  let dropConnection: () => void = () => {};
  const capReached = new Promise<void>((resolve) => (dropConnection = resolve));
  await page.route("**/api/documents", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    await capReached;
    await route.abort("connectionreset");
  });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  const bar = page.getByRole("progressbar", { name: "Upload progress" });
  const seen: number[] = [];
  try {
    await expect
      .poll(
        async () => {
          const value = Number(await bar.getAttribute("aria-valuenow"));
          seen.push(value);
          return value;
        },
        // No shorter timeout than the usual one: on a loaded machine the page's timer ticks late.
        { intervals: [50] },
      )
      .toBe(95);
  } finally {
    // Also when the poll fails: a held request would keep the route handler waiting until teardown.
    dropConnection();
  }
  expect(seen.every((value) => value % 5 === 0 && value <= 95)).toBe(true);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  expect(new Set(seen).size).toBeGreaterThan(3);
  await expect(page.getByText(/^Upload failed\. Please try again\. .+/)).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(page.getByLabel("Title for slow.txt")).toBeVisible();
});

test("the view dialog plays images and audio, and audio is seekable through byte ranges", async ({ page }) => {
  const stamp = Date.now();
  const { folderId, documents } = await folderWith(page.request, `Media ${stamp}`, [
    { name: `picture-${stamp}.png`, bytes: TINY_PNG },
    // 4 s of silence: enough to seek within.
    { name: `reading-${stamp}.wav`, bytes: makeWav(8000 * 4) },
  ]);
  try {
    await page.goto("/admin/documents");
    await page.getByRole("tab", { name: "Browse Documents" }).click();
    await chooseOption(page, "Show folder", `Media ${stamp}`);

    await page.getByRole("button", { name: `View picture-${stamp}` }).click();
    const picture = page.getByRole("dialog", { name: `picture-${stamp}` });
    await expect(picture.getByRole("img", { name: `picture-${stamp}` })).toHaveAttribute(
      "src",
      `/api/documents/${documents[0].id}/download`,
    );
    await expect
      .poll(() => picture.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await picture.getByRole("button", { name: "Close" }).first().click();

    await page.getByRole("button", { name: `View reading-${stamp}` }).click();
    const audio = page.getByRole("dialog", { name: `reading-${stamp}` }).locator("audio");
    await expect(audio).toHaveAttribute("src", `/api/documents/${documents[1].id}/download`);
    // Chromium only reports a resource as seekable when the server honours byte ranges.
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => (el.seekable.length ? el.seekable.end(0) : 0)))
      .toBeGreaterThan(3.5);
    const position = await audio.evaluate(
      (el: HTMLAudioElement) =>
        new Promise<number>((resolve) => {
          el.addEventListener("seeked", () => resolve(el.currentTime), { once: true });
          el.currentTime = 3;
        }),
    );
    expect(position).toBeCloseTo(3, 1);
  } finally {
    await cleanUp(page.request, [folderId]);
  }
});

test("an uploaded video plays in the view dialog and Chromium can seek it", async ({ page }) => {
  const stamp = Date.now();
  const { folderId } = await folderWith(page.request, `Video ${stamp}`, []);
  try {
    await page.goto("/admin/documents");
    // A 3-second MP4 recorded from a canvas by Chromium itself, uploaded as a document.
    const status = await page.evaluate(
      async ({ folderId, name }) => {
        const canvas = Object.assign(document.createElement("canvas"), { width: 160, height: 90 });
        const context = canvas.getContext("2d")!;
        const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: "video/mp4;codecs=avc1" });
        const chunks: Blob[] = [];
        recorder.ondataavailable = (event) => chunks.push(event.data);
        const stopped = new Promise((resolve) => (recorder.onstop = resolve));
        recorder.start();
        const started = performance.now();
        await new Promise<void>((resolve) => {
          const draw = () => {
            const elapsed = performance.now() - started;
            context.fillStyle = `hsl(${elapsed / 10}, 70%, 50%)`;
            context.fillRect(0, 0, 160, 90);
            if (elapsed < 3000) requestAnimationFrame(draw);
            else resolve();
          };
          draw();
        });
        recorder.stop();
        await stopped;
        const body = new FormData();
        body.append("categoryId", String(folderId));
        body.append("files", new Blob(chunks, { type: "video/mp4" }), name);
        return (await fetch("/api/documents", { method: "POST", body })).status;
      },
      { folderId, name: `clip-${stamp}.mp4` },
    );
    expect(status).toBe(201);

    await page.reload();
    await page.getByRole("tab", { name: "Browse Documents" }).click();
    await chooseOption(page, "Show folder", `Video ${stamp}`);
    await page.getByRole("button", { name: `View clip-${stamp}` }).click();
    const video = page.getByRole("dialog", { name: `clip-${stamp}` }).locator("video");
    await expect(video).toHaveAttribute("src", /\/api\/documents\/\d+\/download$/);
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => (el.seekable.length ? el.seekable.end(0) : 0)))
      .toBeGreaterThan(2);
    const position = await video.evaluate(
      (el: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          el.addEventListener("seeked", () => resolve(el.currentTime), { once: true });
          el.currentTime = 2;
        }),
    );
    expect(position).toBeCloseTo(2, 0);
  } finally {
    await cleanUp(page.request, [folderId]);
  }
});

test("move, multi-move and delete failures show the spec's messages", async ({ page }) => {
  test.slow();
  const stamp = Date.now();
  const [source, target] = await Promise.all([
    folderWith(page.request, `Errors ${stamp}`, [
      { name: `first-${stamp}.txt`, bytes: "first" },
      { name: `second-${stamp}.txt`, bytes: "second" },
    ]),
    folderWith(page.request, `Errors target ${stamp}`, []),
  ]);
  const [first] = source.documents;
  try {
    await page.goto("/admin/documents");
    await page.getByRole("tab", { name: "Browse Documents" }).click();
    await chooseOption(page, "Show folder", `Errors ${stamp}`);

    const move = async () => {
      await page.getByRole("button", { name: `Move first-${stamp}` }).click();
      await chooseOption(page, "Destination folder", `Errors target ${stamp}`);
      await page.getByRole("dialog", { name: "Move document" }).getByRole("button", { name: "Move" }).click();
    };
    await page.route(`**/api/documents/${first.id}`, (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({ status: 500, json: { message: "Disk full" } })
        : route.fallback(),
    );
    await move();
    await expect(page.getByText("Failed to move document. Please try again.")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.unroute(`**/api/documents/${first.id}`);
    await page.route(`**/api/documents/${first.id}`, (route) =>
      route.request().method() === "PATCH" ? route.abort("connectionreset") : route.fallback(),
    );
    await move();
    await expect(page.getByText("Error moving document. Please try again.")).toBeVisible();
    await page.keyboard.press("Escape");

    // One of two moves fails: the partial-failure message.
    await page.getByRole("button", { name: "Multi-move" }).click();
    await page.getByRole("checkbox", { name: `Select first-${stamp}` }).check();
    await page.getByRole("checkbox", { name: `Select second-${stamp}` }).check();
    await page.getByRole("button", { name: "Move selected (2)" }).click();
    await chooseOption(page, "Destination folder", `Errors target ${stamp}`);
    await page.getByRole("dialog", { name: "Move 2 document(s)" }).getByRole("button", { name: "Move" }).click();
    await expect(page.getByText("Moved 1 document(s), but failed to move 1 document(s)")).toBeVisible();
    await page.unroute(`**/api/documents/${first.id}`);

    await chooseOption(page, "Show folder", `Errors ${stamp}`);
    const remove = async () => {
      await page.getByRole("button", { name: `Delete first-${stamp}` }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    };
    await page.route(`**/api/documents/${first.id}`, (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({ status: 500, json: { message: "Locked" } })
        : route.fallback(),
    );
    await remove();
    await expect(page.getByText("Failed to delete document. Please try again.")).toBeVisible();
    await page.unroute(`**/api/documents/${first.id}`);
    await page.route(`**/api/documents/${first.id}`, (route) =>
      route.request().method() === "DELETE" ? route.abort("connectionreset") : route.fallback(),
    );
    await remove();
    await expect(page.getByText("Error deleting document. Please try again.")).toBeVisible();
  } finally {
    await page.unrouteAll();
    await cleanUp(page.request, [source.folderId, target.folderId]);
  }
});

test("the folder dialog's create, update and delete failures show the spec's messages", async ({ page }) => {
  const stamp = Date.now();
  const { folderId } = await folderWith(page.request, `Dialog errors ${stamp}`, []);
  try {
    await page.goto("/admin/documents");
    await page.getByRole("button", { name: "Manage folders" }).click();
    const dialog = page.getByRole("dialog", { name: "Folders" });

    await page.route("**/api/categories", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, json: { message: "Database is read-only" } })
        : route.fallback(),
    );
    await dialog.getByLabel("Name").fill(`Never made ${stamp}`);
    await dialog.getByRole("button", { name: "Create Folder" }).click();
    await expect(page.getByText("Failed to create folder: Database is read-only")).toBeVisible();

    await page.route(`**/api/categories/${folderId}*`, (route) =>
      route.fulfill({ status: 500, json: { message: "Database is read-only" } }),
    );
    await dialog.getByRole("button", { name: `Edit Dialog errors ${stamp}` }).click();
    await dialog.getByLabel("Name").fill(`Renamed ${stamp}`);
    await dialog.getByRole("button", { name: "Update Folder" }).click();
    await expect(page.getByText("Failed to update folder: Database is read-only")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel Edit" }).click();

    await dialog.getByRole("button", { name: `Delete Dialog errors ${stamp}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Failed to delete folder. Please try again.")).toBeVisible();
  } finally {
    await page.unrouteAll();
    await cleanUp(page.request, [folderId]);
  }
});
