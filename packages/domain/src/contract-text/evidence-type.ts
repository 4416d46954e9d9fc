/** Where a value came from: the form paragraph ('3A', 'Third Party Financing Addendum ¶2A') and a quote. */
export type Evidence = {
  paragraph: string;
  /** An exact substring of the text that was read (`text.includes(quote)` always holds). */
  quote: string;
};
