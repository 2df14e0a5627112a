import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/** Markdown as staff write it: HTML typed into it is shown as text, never as markup; bare web addresses become links. */
const markdown = new MarkdownIt({ html: false, linkify: true });

/**
 * What may reach the page after the Markdown is rendered: text markup, lists, tables, code, links and pictures, with
 * web and mail addresses only. A second line of defence behind markdown-it's own escaping and link checks.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    code: ['class'],
    th: ['style'],
    td: ['style'],
  },
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

/** A lesson's Markdown as HTML that is safe to put in the page. */
export function lessonHtml(body: string): string {
  return sanitizeHtml(markdown.render(body), ALLOWED);
}
