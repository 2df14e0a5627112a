import { t } from '@lingui/core/macro';
import { once } from '@campus/domain';

const sizeFormat = once(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 }));

/** A file's size as people read it: "820 KB", "1.4 MB", "2.1 GB" (a backup's archive), in the language shown. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) {
    const size = sizeFormat().format(bytes);
    return t`${size} bytes`;
  }
  if (bytes < 1024 * 1024) return `${sizeFormat().format(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${sizeFormat().format(bytes / 1024 / 1024)} MB`;
  return `${sizeFormat().format(bytes / 1024 / 1024 / 1024)} GB`;
}
