import Link from "next/link";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { CardHeading } from "@/components/ui/card-heading";

export function AuthCard({
  title,
  description,
  pageError,
  switchPrompt,
  switchLink,
  children,
}: {
  title: string;
  description: string;
  pageError: string | null;
  switchPrompt: string;
  switchLink: { href: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardHeading as="h1" className="text-2xl">
          {title}
        </CardHeading>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {pageError && (
          <Alert variant="destructive" className="mb-4">
            <AlertDescription>{pageError}</AlertDescription>
          </Alert>
        )}
        {children}
        <p className="mt-6 text-center text-sm text-muted-foreground">
          {switchPrompt}{" "}
          <Link href={switchLink.href} className="font-medium text-primary underline-offset-4 hover:underline">
            {switchLink.label}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
