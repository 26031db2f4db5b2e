type Settings = Record<string, string>;

export const scriptureQuotes = (settings: Settings) =>
  [1, 2]
    .map((n) => ({
      text: settings[`about_scripture_${n}_text`],
      reference: settings[`about_scripture_${n}_reference`],
    }))
    .filter((quote) => quote.text);

/** The texts of About to show in the visitor's language, in the order it shows them (and "Listen" reads them). */
export const aboutTextSources = (settings: Settings) => [
  settings.about_mission,
  settings.about_vision,
  ...scriptureQuotes(settings).flatMap((quote) => [quote.text, quote.reference]),
];
