import { Suspense } from "react";
import { Spinner } from "@/components/ui/spinner";
import { RedirectIfSignedIn } from "@/components/admin/redirect-if-signed-in";

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4 py-10">
      <Suspense fallback={<Spinner size="lg" />}>
        <RedirectIfSignedIn />
        {children}
      </Suspense>
    </main>
  );
}
