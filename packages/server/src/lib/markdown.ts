import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/** Markdown as staff write it: HTML typed into it is shown as text, never as markup; bare web addresses become links. */
const markdown = new MarkdownIt({ html: false, linkify: true });

/**
 * A table sits in a region of its own that scrolls sideways on a phone instead of spilling past the lesson's card; the
 * region can be focused, so a keyboard scrolls it too (the web styles `lesson-table`).
 */
const TABLE_REGION = '<div class="lesson-table scroll-shadows" role="region" tabindex="0" aria-label="Table">';
markdown.renderer.rules.table_open = (tokens, index, options, _env, self) =>
  TABLE_REGION + self.renderToken(tokens, index, options);
markdown.renderer.rules.table_close = (tokens, index, options, _env, self) =>
  `${self.renderToken(tokens, index, options)}</div>\n`;

/**
 * What may reach the page after the Markdown is rendered: text markup, lists, tables, code, links and pictures, with
 * web and mail addresses only. A second line of defence behind markdown-it's own escaping and link checks.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    div: ['class', 'role', 'tabindex', 'aria-label'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    code: ['class'],
    th: ['style'],
    td: ['style'],
  },
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  allowedClasses: { div: ['lesson-table', 'scroll-shadows'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

/** A lesson's Markdown as HTML that is safe to put in the page. */
export function lessonHtml(body: string): string {
  return sanitizeHtml(markdown.render(body), ALLOWED);
}
