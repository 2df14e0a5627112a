/** One-pixel pictures of each type an upload may be, made with sharp: the bytes a browser would read from the file. */
const ONE_PIXEL = {
  png: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWOwDn0GAAJFAXfZEDJ0AAAAAElFTkSuQmCC',
  jpeg: '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCSAVgE/9k=',
  gif: 'R0lGODlhAQABAIAAAExpcTtV5iH5BAUAAAAALAAAAAABAAEAAAICTAEAOw==',
  webp: 'UklGRjoAAABXRUJQVlA4IC4AAACwAQCdASoBAAEAAUAmJaACdLoABDAAAP7vdtf+5wP+5wP+5wP46/8W0joUngAA',
} as const;

export type PictureKind = keyof typeof ONE_PIXEL;

/** A real picture file, padded with zeros to `size` bytes when given (decoders stop at the end of the image data). */
export function pictureFile(kind: PictureKind, name = `picture.${kind}`, size?: number): File {
  const image = Uint8Array.from(atob(ONE_PIXEL[kind]), (char) => char.charCodeAt(0));
  const bytes = new Uint8Array(Math.max(size ?? 0, image.length));
  bytes.set(image);
  return new File([bytes], name, { type: `image/${kind}` });
}

/** A text file renamed to .png: the browser then says it is a PNG, but its bytes are text. */
export const textNamedPng = () =>
  new File(['Notes for Monday: bring the lab record.'], 'notes.png', { type: 'image/png' });
