/**
 * A lesson's text, written in Markdown by staff and rendered by the server, which sanitises it (markdown-it with HTML
 * off, then sanitize-html): what arrives is safe to put in the page as it is, and the content security policy runs no
 * script that would slip through.
 */
export function LessonText({ html }: { html: string }) {
  return <div className="lesson-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
