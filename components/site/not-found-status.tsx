import { Suspense } from "react";
import { notFound } from "next/navigation";

/**
 * Gives a page status 404 while its server HTML keeps the message shown around it (by a layout,
 * since not-found files get no params). Thrown inside a boundary, the notFound() marks the stored
 * page 404 without turning its HTML into an empty error shell; the segment's not-found.tsx renders
 * nothing in its place (docs/decisions/010).
 */
export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <Throw404 />
    </Suspense>
  );
}

function Throw404(): never {
  notFound();
}
