/** The part of hyphen's German patterns (CommonJS, no types of its own) that the PDFs use. */
declare module 'hyphen/de-1996/index.js' {
  interface HyphenOptions {
    hyphenChar?: string;
    minWordLength?: number;
    exceptions?: string[];
  }
  const german: { hyphenateSync(text: string, options?: HyphenOptions): string };
  export default german;
}
