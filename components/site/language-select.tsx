"use client";

import { useEffect, useId, useRef, useSyncExternalStore } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { splitLanguagePrefix } from "@/lib/i18n/request-language.mjs";
import { DEFAULT_LOCALE, LANGUAGE_OPTIONS, LANGUAGE_STORAGE_KEY } from "@/lib/i18n/config";
import { localePath } from "@/lib/i18n/paths";

type LanguageValue = (typeof LANGUAGE_OPTIONS)[number]["value"];

const listeners = new Set<() => void>();
const known = (value: string | null | undefined): LanguageValue | undefined =>
  LANGUAGE_OPTIONS.find((o) => o.value === value)?.value;

function readCookie(): string | undefined {
  const entry = document.cookie.split("; ").find((part) => part.startsWith(`${LANGUAGE_STORAGE_KEY}=`));
  return entry ? decodeURIComponent(entry.slice(LANGUAGE_STORAGE_KEY.length + 1)) : undefined;
}

let chosenHere: LanguageValue | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// requirements §4: "en" in the cookie is a stored choice the browser's languages never override (decision 010).
export function setPreferredLanguage(value: LanguageValue): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, value);
  } catch {
    // Storage can be blocked (private mode, policies); the cookie still carries the choice.
  }
  chosenHere = value;
  const stored = writeCookie(value);
  listeners.forEach((listener) => listener());
  return stored;
}

const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;

// Chromium stores a document.cookie write asynchronously, so a reload at once can leave without it; the Cookie Store API resolves once stored.
async function writeCookie(choice: LanguageValue): Promise<void> {
  const value = cookieValue(choice);
  if (typeof cookieStore !== "undefined") {
    try {
      const expires = Date.now() + COOKIE_MAX_AGE_S * 1000;
      await cookieStore.set({ name: LANGUAGE_STORAGE_KEY, value, path: "/", expires, sameSite: "lax" });
      return;
    } catch {
      // Refused (a sandboxed frame, blocked cookies): fall through to document.cookie.
    }
  }
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${value}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

const cookieValue = (choice: LanguageValue) => choice || DEFAULT_LOCALE;

function chosenLanguageUrl(choice: LanguageValue): string | null {
  const { locale, path } = splitLanguagePrefix(window.location.pathname);
  if (!locale) return null;
  return `${localePath(cookieValue(choice), path)}${window.location.search}${window.location.hash}`;
}

let cookieChecked = false;

// A full reload, not router.refresh(): a refresh asked for during hydration can be overtaken by the router's first requests.
function useCookieMirror() {
  useEffect(() => {
    if (cookieChecked) return;
    cookieChecked = true;
    let stored: LanguageValue | undefined;
    try {
      stored = known(localStorage.getItem(LANGUAGE_STORAGE_KEY));
    } catch {
      return;
    }
    if (stored === undefined || readCookie() === cookieValue(stored)) return;
    void writeCookie(stored).then(() => window.location.reload());
  }, []);
}

export function usePreferredLanguage(serverValue: string): LanguageValue {
  const shown = known(serverValue) ?? "";
  return useSyncExternalStore(
    subscribe,
    () => chosenHere ?? shown,
    () => shown,
  );
}

export const REOPEN_MENU_KEY = "reopenMenuAfterLanguage";

function applyLanguage(choice: LanguageValue, inMenu: boolean) {
  const stored = setPreferredLanguage(choice);
  if (inMenu) {
    try {
      sessionStorage.setItem(REOPEN_MENU_KEY, "1");
    } catch {
      // Storage blocked: the page still changes language, with the drawer closed.
    }
  }
  // Each language is its own cached page; a client refresh could be answered from the router's cache of the old one.
  const url = chosenLanguageUrl(choice);
  void stored.then(() => (url ? window.location.assign(url) : window.location.reload()));
}

// On a slow phone the select works before React has hydrated it, and that change had no handler to hear it:
// a select showing another language than the one rendered holds the visitor's choice.
function useChoiceMadeBeforeHydration(
  select: React.RefObject<HTMLSelectElement | null>,
  rendered: LanguageValue,
  inMenu: boolean,
) {
  useEffect(() => {
    const shown = select.current ? known(select.current.value) : undefined;
    if (shown !== undefined && shown !== rendered) applyLanguage(shown, inMenu);
    // Once, on the first commit: later changes go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export function LanguageSelect({
  serverValue,
  showLabel = false,
  className,
  inMenu = false,
}: {
  serverValue: string;
  showLabel?: boolean;
  className?: string;
  inMenu?: boolean;
}) {
  const t = useT();
  const id = useId();
  const value = usePreferredLanguage(serverValue);
  const select = useRef<HTMLSelectElement>(null);
  useChoiceMadeBeforeHydration(select, value, inMenu);
  useCookieMirror();

  return (
    <div className={className}>
      <label htmlFor={id} className={showLabel ? "mb-1.5 block text-sm font-medium" : "sr-only"}>
        {showLabel ? t("site.language.choose") : t("site.language.label")}
      </label>
      <div className="relative">
        <GlobeGlyph />
        <select
          ref={select}
          id={id}
          value={value}
          onChange={(event) => applyLanguage(known(event.target.value) ?? "", inMenu)}
          // A value the browser restores on Back or reload would read as a new choice once hydrated.
          autoComplete="off"
          // The labels are each language's own name, which the browser's translator must leave alone.
          translate="no"
          className="h-11 w-full min-w-max appearance-none rounded-md border border-input bg-card pr-9 pl-9 text-sm text-foreground shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-hidden"
        >
          {LANGUAGE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronGlyph />
      </div>
    </div>
  );
}

// Drawn inline: this island is on every public page, and an icon library would weigh more than both.
const glyph =
  "pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 fill-none stroke-current stroke-2 text-muted-foreground";

function GlobeGlyph() {
  return (
    <Glyph position="left-3">
      <circle cx="12" cy="12" r="10" />
      <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20M2 12h20" />
    </Glyph>
  );
}

function ChevronGlyph() {
  return (
    <Glyph position="right-3">
      <path d="m6 9 6 6 6-6" />
    </Glyph>
  );
}

function Glyph({ position, children }: { position: string; children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`${glyph} ${position}`}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
