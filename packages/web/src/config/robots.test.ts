import { describe, expect, it } from 'vitest';
// Copied into the build and served at /robots.txt.
import robots from '../../public/robots.txt?raw';
import { paths } from './paths';

const rules = robots
  .split('\n')
  .map((line) => /^(allow|disallow):\s*(\S+)/i.exec(line))
  .filter((match) => match !== null)
  .map(([, kind, prefix]) => ({ allow: kind!.toLowerCase() === 'allow', prefix: prefix! }));

/** Whether a crawler may fetch `path`: the longest matching rule decides (RFC 9309). */
function crawlable(path: string) {
  const matching = rules.filter((rule) => path.startsWith(rule.prefix));
  matching.sort((a, b) => b.prefix.length - a.prefix.length);
  return matching[0]?.allow ?? true;
}

describe('robots.txt', () => {
  it('lets crawlers see the public pages', () => {
    for (const path of [paths.home, paths.login, paths.adminLogin]) expect(crawlable(path), path).toBe(true);
  });

  it('keeps them out of every signed-in page and the API', () => {
    const signedIn = [paths.authSuccess, ...Object.values(paths.student), ...Object.values(paths.admin)];
    for (const path of [...signedIn, '/api/courses', '/uploads/picture.webp']) {
      expect(crawlable(path), path).toBe(false);
    }
  });
});
