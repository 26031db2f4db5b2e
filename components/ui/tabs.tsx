"use client";

import * as React from "react";
import * as TabsPrimitive from "@radix-ui/react-tabs";
import { usePathname, useSearchParams } from "next/navigation";

import { cn } from "@/lib/utils";

/** The address's parameter that names a page's tab (`?tab=browse`). */
const TAB_PARAM = "tab";

type TabLinks = { hrefFor: (value: string) => string; select: (value: string) => void };

const TabLinksContext = React.createContext<TabLinks | null>(null);

function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn("flex flex-col gap-2", className)} {...props} />;
}

/**
 * A page's tabs, chosen in its address: each tab is also a link to `?tab=<value>`, so a tap before React has
 * hydrated loads the page on that tab (docs/decisions/022), and a reload or a shared address opens it again.
 * The first of `values` is the default, which the address leaves out; any other `?tab=` opens the default.
 */
function LinkedTabs({
  values,
  ...props
}: Omit<React.ComponentProps<typeof TabsPrimitive.Root>, "value" | "defaultValue" | "onValueChange"> & {
  values: readonly [string, ...string[]];
}) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const named = searchParams.get(TAB_PARAM);
  const inAddress = values.find((value) => value === named) ?? values[0];
  // Shown at once, not when the router has taken the new address in (a transition, which a lazy panel would hold).
  const [shown, setShown] = React.useState(inAddress);
  const [lastAddressValue, setLastAddressValue] = React.useState(inAddress);
  if (lastAddressValue !== inAddress) {
    setLastAddressValue(inAddress);
    setShown(inAddress);
  }

  const hrefFor = (value: string) => {
    const query = new URLSearchParams(searchParams.toString());
    if (value === values[0]) query.delete(TAB_PARAM);
    else query.set(TAB_PARAM, value);
    const search = query.toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  const select = (value: string) => {
    setShown(value);
    window.history.replaceState(null, "", hrefFor(value));
  };

  return (
    <TabLinksContext value={{ hrefFor, select }}>
      <Tabs value={shown} onValueChange={select} {...props} />
    </TabLinksContext>
  );
}

function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        "inline-flex w-fit max-w-full items-center justify-center overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

function TabsTrigger({ className, children, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  const links = React.useContext(TabLinksContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex min-h-8 flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-1 text-sm font-medium whitespace-nowrap transition-colors outline-hidden pointer-coarse:min-h-11",
        "hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-muted",
        "disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      asChild={Boolean(links)}
      {...props}
    >
      {links ? (
        // Radix makes this link the tab (role, aria-selected, arrow keys) and chooses it on mouse down or a key;
        // the link itself is followed only before hydration, or when the click asks for another window.
        <a
          href={links.hrefFor(props.value)}
          type={undefined}
          onClick={(event) => {
            if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) {
              event.preventDefault();
            }
          }}
          onKeyDown={(event) => {
            // Space chooses a tab; on a link the browser would scroll the page instead.
            if (event.key === " " && event.target === event.currentTarget) {
              event.preventDefault();
              links.select(props.value);
            }
          }}
        >
          {children}
        </a>
      ) : (
        children
      )}
    </TabsPrimitive.Trigger>
  );
}

function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        "flex-1 rounded-md outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
      {...props}
    />
  );
}

export { Tabs, LinkedTabs, TabsList, TabsTrigger, TabsContent };
