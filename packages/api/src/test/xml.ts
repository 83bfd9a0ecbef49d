import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';

/** Elements that may repeat, read as arrays even when there is one (Atom's links; RSS has one). */
const REPEATED = new Set(['item', 'entry', 'url', 'atom:link', 'author']);
const repeated = (name: string, path: unknown) =>
  REPEATED.has(name) || (name === 'link' && String(path).startsWith('feed.'));

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Read every value as the text it is: a title of digits stays a string.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name, path) => repeated(name, path),
});

/** A document as a real XML parser reads it, after checking that it is well-formed. */
// biome-ignore lint/suspicious/noExplicitAny: a parsed document's shape is the test's to assert
export function parseXml(xml: string): any {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
}
