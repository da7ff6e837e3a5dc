import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/**
 * Unpacks a WOFF 1.0 font into the TrueType or OpenType file it wraps (W3C WOFF 1.0, section 5),
 * so that pdfkit reads plain tables instead of inflating every table again for each document.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error("not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < length ? inflateSync(stored) : stored;
    if (data.length !== length) throw new Error("WOFF table has the wrong length");
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const size = tables.reduce(
    (sum, table) => sum + padded(table.data.length),
    SFNT_HEADER + count * SFNT_ENTRY,
  );
  const sfnt = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(count));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = SFNT_HEADER + count * SFNT_ENTRY;
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER + index * SFNT_ENTRY;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
