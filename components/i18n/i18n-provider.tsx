"use client";

import { createContext, useContext, useMemo } from "react";
import type { Locale } from "@/lib/i18n/config";
import { createTranslator, mergeMessages, type Messages, type Translate } from "@/lib/i18n/translator";

type I18nValue = { locale: Locale; messages: Messages; t: Translate };

const I18nContext = createContext<I18nValue | null>(null);

// A nested provider adds to its parent's strings.
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: React.ReactNode;
}) {
  const parent = useContext(I18nContext);
  const value = useMemo(() => {
    const merged = parent ? mergeMessages(parent.messages, messages) : messages;
    return { locale, messages: merged, t: createTranslator(merged) };
  }, [locale, messages, parent]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used inside <I18nProvider>");
  return value;
}

export const useT = () => useI18n().t;
