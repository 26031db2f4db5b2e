// Runs once when a server process starts (Next's instrumentation hook).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { removeLeftoverUploads } = await import("@/lib/uploads/temp");
  const { log } = await import("@/lib/log");
  await removeLeftoverUploads().catch((error: unknown) =>
    log.warn("could not remove leftover upload files", { err: error }),
  );
  const { announceSetupToken } = await import("@/lib/auth/setup-token");
  await announceSetupToken();
  const { startContentScheduler } = await import("@/lib/content/scheduler");
  startContentScheduler();
  const { startMailWorker } = await import("@/lib/mail/outbox");
  startMailWorker();
  const { startIndexingRecovery } = await import("@/lib/uploads/documents");
  startIndexingRecovery();
  const { startListenAudioSweep } = await import("@/lib/listen/audio");
  startListenAudioSweep();
}
