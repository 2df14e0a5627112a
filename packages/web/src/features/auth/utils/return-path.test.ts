import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it('keeps a page of the area with its search and hash', () => {
    expect(returnPath('admin', '/admin/students?search=nisha&page=2')).toBe('/admin/students?search=nisha&page=2');
    expect(returnPath('admin', '/admin/add-notice#top')).toBe('/admin/add-notice#top');
    expect(returnPath('student', '/fees')).toBe('/fees');
  });

  it('refuses a page of the other area, the login pages and unknown paths', () => {
    expect(returnPath('student', '/admin/students')).toBeUndefined();
    expect(returnPath('admin', '/dashboard')).toBeUndefined();
    expect(returnPath('admin', '/admin/login')).toBeUndefined();
    expect(returnPath('student', '/login')).toBeUndefined();
    expect(returnPath('student', '/')).toBeUndefined();
    expect(returnPath('student', '/fees/../admin/students')).toBeUndefined();
  });

  it('never leads off the site', () => {
    for (const from of [
      'https://evil.example/admin/students',
      '//evil.example/admin/students',
      '/\\evil.example/admin/students',
      '\\\\evil.example/admin/students',
      'javascript:alert(1)',
      ' /admin/students',
      '',
      undefined,
      null,
      42,
      { pathname: '/admin/students' },
    ]) {
      expect(returnPath('admin', from), String(from)).toBeUndefined();
    }
  });
});
