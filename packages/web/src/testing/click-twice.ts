import { fireEvent } from '@testing-library/react';

/**
 * Two clicks one right after the other, before anything asynchronous runs: a fast double click can reach the page
 * before React has rendered the button disabled.
 */
export function clickTwice(element: HTMLElement) {
  fireEvent.click(element);
  fireEvent.click(element);
}
