/** A name or address inside a sentence keeps its own direction (first-strong isolate … pop directional isolate). */
export const isolate = (text: string) => `\u2068${text}\u2069`;
