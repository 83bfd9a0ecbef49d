import { isBlogImageUrl } from '@land-office/contract';
import sanitizeHtml from 'sanitize-html';
import { ValidationError } from '../errors.js';

/** Where a video embed may come from: what Quill's video tool makes of YouTube and Vimeo links. */
export const VIDEO_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
  'player.vimeo.com',
];

const COLOUR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*[\d.]+\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];

/**
 * Exactly what the editor toolbar of spec §9 produces (Quill 2, in its own markup and in its
 * semantic HTML, plus Quill 1's code block): headings, bold/italic/underline/strike, colours,
 * lists, indent, alignment, links, images, YouTube/Vimeo embeds, blockquote, code block.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'em',
    'u',
    's',
    'span',
    'ol',
    'ul',
    'li',
    'a',
    'img',
    'iframe',
    'blockquote',
    'pre',
    'code',
  ],
  allowedAttributes: {
    '*': ['class', 'style'],
    li: ['data-list'],
    pre: ['data-language'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'frameborder', 'allowfullscreen', 'width', 'height'],
  },
  allowedClasses: {
    '*': ['ql-indent-*', 'ql-align-center', 'ql-align-right', 'ql-align-justify'],
    iframe: ['ql-video'],
    pre: ['ql-syntax'],
  },
  allowedStyles: { '*': { color: COLOUR, 'background-color': COLOUR } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  allowIframeRelativeUrls: false,
  transformTags: {
    // Links open apart from the site and never hand it the opener.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.target ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer',
      },
    }),
  },
  // An image from anywhere but the web or our uploads, or an embed whose host was refused, goes whole.
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !isBlogImageUrl(frame.attribs.src ?? '')) ||
    (frame.tag === 'iframe' && !frame.attribs.src),
};

/** The stored form of a post's rich text; refuses content that is empty once cleaned. */
export function sanitizeContent(html: string): string {
  const clean = sanitizeHtml(html, options);
  const text = clean.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '');
  if (!text && !/<(img|iframe)\b/.test(clean)) throw new ValidationError('Content is required');
  return clean;
}
