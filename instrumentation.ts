// Runs once when the server starts (Next's instrumentation hook).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { announceSetupToken } = await import("@/lib/auth/setup-token");
  await announceSetupToken();
}
