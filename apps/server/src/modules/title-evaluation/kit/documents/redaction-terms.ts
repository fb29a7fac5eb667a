/**
 * The terms a redaction searches a PDF's text for (redact.ts), in the form it searches in; kept apart from the
 * redaction itself so that the API's thread can name them without loading pdf.js.
 */

/** The form terms are searched in: lower case, no white space (a name may be spaced, or split over lines). */
export const searchForm = (text: string) => text.toLowerCase().replace(/\s+/gu, "");

/** The terms worth searching for: two characters at least (one would black out every word that holds it). */
export function redactionTerms(terms: readonly (string | null | undefined)[]): string[] {
  const kept = new Set<string>();
  for (const term of terms) {
    const form = term ? searchForm(term) : "";
    if (form.length >= 2) kept.add(form);
  }
  return [...kept];
}
