/** What is read aloud: an answer without Markdown marks and citation numbers (server and browser). */
export function speakableText(answer: string): string {
  return answer
    .replace(/\[\d{1,2}\]/g, "")
    .replace(/[*_`#>]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
