import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Upload } from 'lucide';
import { InputField, SelectField, TextareaField } from './field';
import { FileInputButton } from './file-input-button';
import { HydrationState } from '@/lib/hydration';

// A prerendered page, as the build renders it and main.tsx hydrates it.
const form = (
  <HydrationState prerendered>
    <form>
      <InputField label="Title" value="" onChange={() => {}} />
      <InputField label="Reference" value="R-1" readOnly onChange={() => {}} />
      <TextareaField label="Description" value="" onChange={() => {}} />
      <SelectField label="Mode" value="" onChange={() => {}}>
        <option value="">Choose</option>
      </SelectField>
      <FileInputButton id="file" icon={Upload}>
        Choose a file
      </FileInputButton>
    </form>
  </HydrationState>
);

describe('fields of a prerendered page', () => {
  it('take no input until the scripts have taken them over, then take it, keeping their own read-only', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    const controls = () => {
      const [title, reference, file] = container.querySelectorAll('input');
      return {
        title: title!,
        reference: reference!,
        file: file!,
        description: container.querySelector('textarea')!,
        mode: container.querySelector('select')!,
      };
    };
    const before = controls();
    expect(before.title).toHaveAttribute('readonly');
    expect(before.description).toHaveAttribute('readonly');
    expect(before.mode).toBeDisabled();
    expect(before.file).toBeDisabled();

    await act(async () => {
      hydrateRoot(container, form);
    });
    const after = controls();
    expect(after.title).not.toHaveAttribute('readonly');
    expect(after.description).not.toHaveAttribute('readonly');
    expect(after.mode).toBeEnabled();
    expect(after.file).toBeEnabled();
    expect(after.reference).toHaveAttribute('readonly');
  });
});
