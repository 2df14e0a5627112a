import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { Trans } from './translated';

// The tests of a worker share their modules: each gives English back.
afterEach(() => i18n.activate('en'));

describe('Trans', () => {
  it('shows a message with its values', () => {
    const { container } = render(<Trans id="test.values" message="Hello {name}" values={{ name: 'Asha' }} />);
    expect(container.innerHTML).toBe('Hello Asha');
  });

  it('puts the message’s elements back around their text, one inside another', () => {
    const { container } = render(
      <Trans
        id="test.elements"
        message="Read <0>the <1>rules</1></0> first,<2/> then <3>sign</3>."
        components={{ 0: <a href="/rules" />, 1: <strong />, 2: <br />, 3: <em /> }}
      />,
    );
    expect(container.innerHTML).toBe(
      'Read <a href="/rules">the <strong>rules</strong></a> first,<br> then <em>sign</em>.',
    );
  });

  it('shows a value that is an element as an element', () => {
    const { container } = render(
      <Trans id="test.element-value" message="Signed in as {who}" values={{ who: <b>Asha</b>, count: 2 }} />,
    );
    expect(container.innerHTML).toBe('Signed in as <b>Asha</b>');
  });

  it('shows the English a build gives a message, compiled (vite.config.ts), with no compiler', () => {
    const compiled = ['Hello ', ['name'], '<0>!</0>'] as unknown as string;
    const { container } = render(
      <Trans id="test.compiled" message={compiled} values={{ name: 'Asha' }} components={{ 0: <em /> }} />,
    );
    expect(container.innerHTML).toBe('Hello Asha<em>!</em>');
  });

  it('shows the translation of the language shown, with the elements where it puts them', () => {
    i18n.load('hi', { 'test.translated': '<0>{name}</0> को नमस्ते' });
    i18n.activate('hi');
    const { container } = render(
      <Trans
        id="test.translated"
        message="Hello <0>{name}</0>"
        values={{ name: 'Asha' }}
        components={{ 0: <strong /> }}
      />,
    );
    expect(container.innerHTML).toBe('<strong>Asha</strong> को नमस्ते');
  });
});
