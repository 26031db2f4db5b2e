"use client";

import { useSyncExternalStore } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import type { ReturnFocus } from "@/components/site/lazy-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import {
  applyReadingComfort,
  DEFAULT_READING,
  parseReadingComfort,
  READING_OPTIONS,
  READING_SIZE_SCALE,
  READING_STORAGE_KEY,
  type ReadingComfort,
  type ReadingSetting,
} from "@/lib/reading/comfort";
import { cn } from "@/lib/utils";

const listeners = new Set<() => void>();
let current: ReadingComfort | undefined;

function readComfort(): ReadingComfort {
  if (!current) {
    try {
      current = parseReadingComfort(localStorage.getItem(READING_STORAGE_KEY));
    } catch {
      current = DEFAULT_READING;
    }
  }
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function setComfort(next: ReadingComfort) {
  current = next;
  try {
    localStorage.setItem(READING_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked (private mode, policies): the choice holds on this page only.
  }
  applyReadingComfort(document.documentElement, next);
  listeners.forEach((listener) => listener());
}

export function ReadingDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: ReturnFocus;
}) {
  const t = useT();
  const comfort = useSyncExternalStore(subscribe, readComfort, () => DEFAULT_READING);
  // `value` is one of READING_OPTIONS[setting]: the radio buttons offer nothing else.
  const choose = (setting: ReadingSetting, value: string) =>
    setComfort({ ...comfort, [setting]: value } as ReadingComfort);
  const standard = t("site.reading.standard");
  const labels: Record<ReadingSetting, Record<string, string>> = {
    size: Object.fromEntries(
      READING_OPTIONS.size.map((size) => [size, `${Math.round(READING_SIZE_SCALE[size] * 100)}%`]),
    ),
    font: { standard, dyslexic: "OpenDyslexic" },
    spacing: { normal: standard, wide: t("site.reading.wide"), wider: t("site.reading.wider") },
    contrast: { normal: standard, high: t("site.reading.high") },
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("site.reading.close")} onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>{t("site.reading.title")}</DialogTitle>
          <DialogDescription>{t("site.reading.description")}</DialogDescription>
        </DialogHeader>
        {(["size", "font", "spacing", "contrast"] as const).map((setting) => (
          <Choices
            key={setting}
            setting={setting}
            legend={t(`site.reading.${setting}`)}
            value={comfort[setting]}
            labels={labels[setting]}
            onChoose={(value) => choose(setting, value)}
          />
        ))}
        <Button
          type="button"
          variant="outline"
          className="min-h-11 justify-self-start"
          onClick={() => setComfort(DEFAULT_READING)}
        >
          {t("site.reading.reset")}
        </Button>
      </DialogContent>
    </Dialog>
  );
}

function Choices({
  setting,
  legend,
  value,
  labels,
  onChoose,
}: {
  setting: ReadingSetting;
  legend: string;
  value: string;
  labels: Record<string, string>;
  onChoose: (value: string) => void;
}) {
  const options: readonly string[] = READING_OPTIONS[setting];
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div
        className={cn(
          "grid gap-1 rounded-md border border-input p-1",
          options.length === 4 ? "grid-cols-4" : options.length === 3 ? "grid-cols-3" : "grid-cols-2",
        )}
      >
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded px-2 text-center text-sm font-medium has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring"
          >
            <input
              type="radio"
              name={`reading-${setting}`}
              value={option}
              checked={value === option}
              onChange={() => onChoose(option)}
              className="sr-only"
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
