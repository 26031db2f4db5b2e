import { Suspense } from "react";
import { notFound } from "next/navigation";

// Thrown inside a boundary, notFound() marks the stored page 404 without emptying its HTML (docs/decisions/010).
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
