import { Suspense } from "react";

/**
 * Streamed content appears at once instead of after its fallback. Public pages stream their
 * settings-driven parts (they read the language cookie), and React reveals a late boundary no
 * sooner than 300 ms after the first paint. A render-blocking `<link rel="expect">` (React hoists it
 * into <head>) holds the first paint until the marker at the end of the content is parsed, so the
 * first frame already shows the content. Browsers without `blocking="render"` stream as usual.
 */
export function HoldFirstPaint({ until }: { until: string }) {
  return <link rel="expect" href={`#${until}`} blocking="render" />;
}

export function PaintMarker({ id }: { id: string }) {
  return <span id={id} hidden />;
}

const PAGE_READY = "page-ready";

/** A public page's streamed content, painted together with the first frame. */
export function StreamedPage({ fallback, children }: { fallback: React.ReactNode; children: React.ReactNode }) {
  return (
    <>
      <HoldFirstPaint until={PAGE_READY} />
      <Suspense fallback={fallback}>
        {children}
        <PaintMarker id={PAGE_READY} />
      </Suspense>
    </>
  );
}
