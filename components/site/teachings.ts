// requirements §1: a teaching about the Saga of Salvation opens the interactive book, others their booklet.
export const teachingHref = (booklet: { id: number; title: string }) =>
  booklet.title.includes("Saga of Salvation") ? "/interactive-books" : `/booklets/${booklet.id}`;
