import { describe, expect, it } from 'vitest';
import { lessonHtml } from '../../src/lib/markdown.js';

describe('lessonHtml', () => {
  it('renders headings, emphasis, lists, code and links', () => {
    const html = lessonHtml(
      '# Welcome\n\nRead **this** first:\n\n- one\n- two\n\n`code` and [the docs](https://example.org/docs).',
    );
    expect(html).toContain('<h1>Welcome</h1>');
    expect(html).toContain('<strong>this</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<a href="https://example.org/docs" target="_blank" rel="noopener noreferrer">the docs</a>');
  });

  it('shows HTML typed into the text as text, and drops links that would run script', () => {
    const html = lessonHtml(
      'Hi <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) [data](data:text/html,hi)',
    );
    expect(html).not.toMatch(/<script|<img|onerror="|href="javascript|href="data/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps text in every Indian script as it is', () => {
    expect(lessonHtml('नमस्ते — வணக்கம் — ਸਤ ਸ੍ਰੀ ਅਕਾਲ')).toBe('<p>नमस्ते — வணக்கம் — ਸਤ ਸ੍ਰੀ ਅਕਾਲ</p>\n');
  });

  it('puts a table in a region of its own that scrolls sideways and can be focused, named Table', () => {
    const html = lessonHtml('| Week | Topic |\n| --- | :-: |\n| 1 | Basics |');
    expect(html).toMatch(
      /^<div class="lesson-table scroll-shadows" role="region" tabindex="0" aria-label="Table"><table>[\s\S]*<\/table>\n?<\/div>\n$/,
    );
    expect(html).toContain('<th style="text-align:center">Topic</th>');
  });

  it('keeps code classes but no other class a lesson could not have written', () => {
    expect(lessonHtml('```js\nx\n```')).toContain('<code class="language-js">');
  });
});
