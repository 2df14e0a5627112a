import { describe, expect, it } from 'vitest';
import { lessonVideo } from './video.js';

describe('lessonVideo', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
  ])('embeds %s from youtube-nocookie', (link) => {
    expect(lessonVideo(link)).toEqual({
      kind: 'embed',
      provider: 'YouTube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      url: link,
    });
  });

  it.each(['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'])(
    'embeds %s from Vimeo without tracking',
    (link) => {
      expect(lessonVideo(link)).toEqual({
        kind: 'embed',
        provider: 'Vimeo',
        embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
        url: link,
      });
    },
  );

  it('links any other web address, and a YouTube or Vimeo page that is not one video', () => {
    for (const link of [
      'https://example.org/lecture.mp4',
      'https://www.youtube.com/@campus',
      'https://www.youtube.com/watch?v=short',
      'https://vimeo.com/channels/staffpicks',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(lessonVideo(link)).toEqual({ kind: 'link', url: link });
    }
  });

  it('is nothing for text that is not a web address', () => {
    expect(lessonVideo('javascript:alert(1)')).toBeUndefined();
    expect(lessonVideo('not a link')).toBeUndefined();
    expect(lessonVideo('ftp://files.example.org/a.mp4')).toBeUndefined();
  });
});
