import { createElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

export type { IconNode };

/**
 * One of Lucide's icons, a drawing from the `lucide` package (`import { Send } from 'lucide'`), as an inline SVG: 24
 * units square, stroked in the text's colour, sized by its class. It is hidden from assistive technology unless it is
 * given a role or an aria- attribute. The drawings are plain data, so a page takes only the icons it shows and this
 * one component, rather than lucide-react's runtime (its context, aliases and stroke options) with them.
 */
export function Icon({ icon, ...props }: SVGProps<SVGSVGElement> & { icon: IconNode }) {
  const labelled = Object.keys(props).some((name) => name.startsWith('aria-') || name === 'role');
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
