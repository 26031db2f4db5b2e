import { Skeleton } from "@/components/ui/skeleton";

/** What a public page shows for the moment its content streams in. */
export function PageSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14" aria-busy="true">
      <Skeleton className="h-10 w-2/3 max-w-xl" />
      <Skeleton className="mt-4 h-5 w-full max-w-2xl" />
      <Skeleton className="mt-2 h-5 w-5/6 max-w-2xl" />
      <Skeleton className="mt-10 h-64 w-full" />
    </div>
  );
}
