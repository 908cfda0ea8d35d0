// Renders into a DOM: the unit-dom project, one happy-dom window per worker (tests/setup/sharedDom.ts)
import { fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '#renderers/providers/types.js';
import ImageUpload from '#renderers/widgets/ImageUpload.js';
import { memoryProvider } from './memoryProvider.js';
import { Host } from './renderHarness.js';

describe('an image field', () => {
  it("stores the upload answer's message, the signed path JeecgBoot's console stores and shows without a token", async () => {
    const signed = '0123456789abcdef0123456789abcdef?sig=' + 'A'.repeat(43);
    const sent: string[] = [];
    const dp: DataProvider = {
      ...memoryProvider({}).dp,
      custom: async (req: { method: string; path: string; file?: File }) => {
        sent.push(`${req.method} ${req.path} ${req.file?.name}`);
        return { success: true, code: 200, message: signed, result: 'sys/common/static/0123456789abcdef0123456789abcdef', timestamp: 0 };
      },
    };
    const onChange = vi.fn();
    const { container } = render(
      <Host dp={dp}>
        <ImageUpload onChange={onChange} />
      </Host>,
    );
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' })] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(signed));
    expect(sent).toEqual(['POST /sys/common/upload a.png']);
  });
});
