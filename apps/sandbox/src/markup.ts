/** Escapes text for HTML and SVG markup, attributes included. */
export const escapeMarkup = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
