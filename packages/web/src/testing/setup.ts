// Zod's settings before any zod loads, as the app's entry has them; the test files of a worker share their modules.
import '@/lib/zod-config';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no modal dialogs: showModal and close toggle the open attribute and close fires the close event.
const dialog = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
if (!dialog.showModal) {
  Object.defineProperty(dialog, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
    set(this: HTMLDialogElement, value: boolean) {
      this.toggleAttribute('open', value);
    },
  });
  dialog.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  dialog.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom does not lay pages out and has no scrollIntoView; scrolling does nothing here.
if (!(Element.prototype as Partial<Element>).scrollIntoView) Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
