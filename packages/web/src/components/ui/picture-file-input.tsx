import { ImageUp } from 'lucide';
import { loadFileType, PICTURE_ACCEPT } from '@/lib/image-file';
import { FileInputButton, type FileInputButtonProps } from './file-input-button';

/**
 * A file input for a picture, shown as a button. Opening the chooser starts loading the picture check, so that it is
 * ready when a file is chosen.
 */
export function PictureFileInput(props: Omit<FileInputButtonProps, 'icon' | 'accept'>) {
  return <FileInputButton icon={ImageUp} accept={PICTURE_ACCEPT} onClick={() => void loadFileType()} {...props} />;
}
