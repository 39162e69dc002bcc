import type { jsPDF } from 'jspdf';
import type { DocumentBlock } from '../../../domain/documents/content';

/** The bytes of a picture by its SHA-256 (the replica's media blobs on the device, a map in tests); null if absent. */
export type ImageBytes = (sha256: string) => Promise<Uint8Array | null>;

type ImageBlock = Extract<DocumentBlock, { kind: 'images' }>;

interface Frame {
  x: number;
  y: number;
  width: number;
  bottom: number;
  top: number;
}

const GAP = 6;
const CAPTION_STEP = 4.4;

/** PNG by its signature bytes, JPEG otherwise (the photo pipeline writes JPEG, the signature pad PNG). */
function formatOf(bytes: Uint8Array): 'PNG' | 'JPEG' {
  return bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47 ? 'PNG' : 'JPEG';
}

/** The height of a block's first row, its caption included: its heading never ends a page alone. */
export function firstRowHeight(block: ImageBlock): number {
  return (block.style === 'photos' ? 70 : 28) + 2 + 2 * CAPTION_STEP + 4;
}

/**
 * Draws a block of pictures in a grid, page breaks between rows: photos two a row, up to 70 mm high,
 * their aspect kept; signatures three a row in a 28 mm box. A picture whose bytes are missing, or a refusal
 * (sha256 null), leaves its caption alone. Returns the y below the block.
 */
export async function drawImageBlock(doc: jsPDF, block: ImageBlock, images: ImageBytes | undefined, frame: Frame): Promise<number> {
  const perRow = block.style === 'photos' ? 2 : 3;
  const cellWidth = (frame.width - GAP * (perRow - 1)) / perRow;
  const boxHeight = block.style === 'photos' ? 70 : 28;
  let y = frame.y;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  for (let start = 0; start < block.images.length; start += perRow) {
    const row = block.images.slice(start, start + perRow);
    const captions = row.map((image) => image.caption.flatMap((line) => doc.splitTextToSize(line, cellWidth) as string[]));
    const rowHeight = boxHeight + 2 + Math.max(...captions.map((c) => c.length)) * CAPTION_STEP + 4;
    if (y + rowHeight > frame.bottom) {
      doc.addPage();
      y = frame.top;
    }
    for (const [i, image] of row.entries()) {
      const x = frame.x + i * (cellWidth + GAP);
      const bytes = image.sha256 && images ? await images(image.sha256) : null;
      if (bytes) {
        const props = doc.getImageProperties(bytes);
        const scale = Math.min(cellWidth / props.width, boxHeight / props.height);
        doc.addImage(bytes, formatOf(bytes), x, y, props.width * scale, props.height * scale, image.sha256 ?? undefined, 'FAST');
      }
      if (block.style === 'signatures') {
        doc.setDrawColor(160);
        doc.rect(x, y, cellWidth, boxHeight);
      }
      doc.setFont('helvetica', 'normal');
      doc.setFontSize(9);
      // Captions on one line across the row, under the box, whatever each picture's shape.
      doc.text(captions[i] ?? [], x, y + boxHeight + 5);
    }
    y += rowHeight;
  }
  return y;
}
