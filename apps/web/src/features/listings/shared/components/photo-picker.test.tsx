import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListingPhoto } from '@harbour/shared';
import { setupAppTests } from '@/test/app-harness';
import { drawCrop, centredArea } from '../lib/crop-image';
import { loadKitCatalogues, renderKit } from '@/test/kit-test-utils';
import { PhotoPicker, type NewPhoto } from './photo-picker';

setupAppTests();
loadKitCatalogues();

/** jsdom has no canvas and loads no image: a recording 2D context and an image of a known size. */
interface Ctx {
  ops: Array<[string, ...unknown[]]>;
  fillStyle: string;
  imageSmoothingQuality: string;
  fillRect: (...a: number[]) => void;
  drawImage: (...a: unknown[]) => void;
}
let ctx: Ctx;
let blobs: Array<{ width: number; height: number; type: string | undefined }>;
let revoked: string[];

/** Files whose object URL is in here do not decode (a text file renamed .png). */
let unreadable: Set<string>;
class FakeImage {
  naturalWidth = 1600;
  naturalHeight = 1200;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(url: string) {
    setTimeout(() => (unreadable.has(url) ? this.onerror?.() : this.onload?.()), 0);
  }
}

beforeEach(() => {
  ctx = {
    ops: [],
    fillStyle: '',
    imageSmoothingQuality: 'low',
    fillRect(...a) {
      ctx.ops.push(['fillRect', ctx.fillStyle, ...a]);
    },
    drawImage(...a) {
      ctx.ops.push(['drawImage', ...a.slice(1)]);
    },
  };
  blobs = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ctx as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
  ) {
    blobs.push({ width: this.width, height: this.height, type });
    callback(new Blob([new Uint8Array(1000)], { type }));
  });
  vi.stubGlobal('Image', FakeImage);
  let n = 0;
  unreadable = new Set();
  URL.createObjectURL = vi.fn((file: Blob | MediaSource) => {
    const url = `blob:photo-${++n}`;
    if (file instanceof File && file.name === 'notes.png') unreadable.add(url);
    return url;
  });
  revoked = [];
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});
afterEach(() => vi.unstubAllGlobals());

let latest: NewPhoto[] = [];
beforeEach(() => {
  latest = [];
});
function Harness(props: { existing?: ListingPhoto[]; onDelete?: (p: ListingPhoto) => void; max?: number }) {
  const [value, setValue] = useState<NewPhoto[]>([]);
  return (
    <PhotoPicker
      label="Photos"
      max={props.max ?? 3}
      value={value}
      onChange={(v) => {
        latest = v;
        setValue(v);
      }}
      existing={props.existing}
      onDeleteExisting={props.onDelete}
    />
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const jpeg = (bytes = 5000, name = 'shop.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('PhotoPicker and the crop dialog', () => {
  it('crops a chosen photo to an 854×480 PNG on the chosen background', async () => {
    const user = userEvent.setup();
    renderKit(<Harness />);
    await user.upload(fileInput(), jpeg());
    const dialog = await screen.findByRole('dialog', { name: 'Crop the photo' });
    const zoom = screen.getByRole('slider', { name: 'Zoom' });
    expect(zoom).toHaveAttribute('min', '0.1');
    expect(zoom).toHaveAttribute('max', '2');
    expect(zoom).toHaveAttribute('step', '0.01');
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    expect(blobs).toEqual([{ width: 854, height: 480, type: 'image/png' }]);
    // Background first, over the whole frame, then the centred 16:9 part of the 1600×1200 image.
    expect(ctx.ops).toEqual([
      ['fillRect', '#000000', 0, 0, 854, 480],
      ['drawImage', 0, 150, 1600, 900, 0, 0, expect.closeTo(854), expect.closeTo(480)],
    ]);
    expect(latest).toHaveLength(1);
    expect(latest[0]!.file.name).toBe('shop.png');
    expect(latest[0]!.file.type).toBe('image/png');
    expect(screen.getByRole('img', { name: 'New photo 1' })).toHaveAttribute('src', latest[0]!.previewUrl);

    // Remove resets it.
    const latestRemoved = latest[0]!.previewUrl;
    await user.click(screen.getByRole('button', { name: /remove/i }));
    expect(latest).toEqual([]);
    expect(revoked).toContain(latestRemoved);
  });

  it('Cancel drops the chosen file', async () => {
    const user = userEvent.setup();
    renderKit(<Harness />);
    await user.upload(fileInput(), jpeg());
    await screen.findByRole('dialog', { name: 'Crop the photo' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(blobs).toEqual([]);
    expect(latest).toEqual([]);
    expect(screen.queryByRole('img', { name: /new photo/i })).not.toBeInTheDocument();
    expect(revoked).toContain('blob:photo-1');
  });

  it('says a file it cannot read is not a picture, without opening the crop dialog', async () => {
    const user = userEvent.setup();
    renderKit(<Harness />);
    await user.upload(fileInput(), new File(['just some text'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file could not be opened as a picture. Please choose a PNG or JPEG photo.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(revoked).toContain('blob:photo-1');
    // a real photo afterwards opens the dialog and clears the message
    await user.upload(fileInput(), jpeg());
    expect(await screen.findByRole('dialog', { name: 'Crop the photo' })).toBeInTheDocument();
    expect(screen.queryByText(/could not be opened/)).not.toBeInTheDocument();
  });

  it('refuses other types and files over 2 MB with a clear message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderKit(<Harness />);
    await user.upload(fileInput(), jpeg(100, 'notes.gif', 'image/gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/not a PNG, JPEG/);
    await user.upload(fileInput(), jpeg(2 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Each picture can be at most 2 MB.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes a stored photo only after Yes', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    const stored: ListingPhoto = {
      id: 8,
      listing_id: 3,
      image_url: '/uploads/a.png',
      srcset: '/uploads/a-427.png 427w',
      is_main: true,
    };
    renderKit(<Harness existing={[stored]} onDelete={onDelete} max={1} />);
    expect(screen.getByText('You have added the most photos allowed (1).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /delete/i }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this photo?' });
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /delete/i }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(stored));
  });
});

describe('drawCrop', () => {
  it('zoomed out past the image, only the image part is drawn over the background', () => {
    const image = { naturalWidth: 800, naturalHeight: 450 } as HTMLImageElement;
    // A frame twice the image's size, centred on it.
    drawCrop(image, { x: -400, y: -225, width: 1600, height: 900 }, '#ffffff');
    expect(ctx.ops).toEqual([
      ['fillRect', '#ffffff', 0, 0, 854, 480],
      ['drawImage', 0, 0, 800, 450, expect.closeTo(213.5), 120, expect.closeTo(427), 240],
    ]);
    expect(centredArea(1000, 1000)).toEqual({ x: 0, y: 218.75, width: 1000, height: 562.5 });
  });
});
