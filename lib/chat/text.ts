export function speakableText(answer: string): string {
  return answer
    .replace(/\[\d{1,2}\]/g, "")
    .replace(/[*_`#>]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
