import PDFDocument from 'pdfkit';
import { FIELDS_BY_TYPE, SERIES_HUES, type ModelSeed, seriesNameEn, typeOfSeries } from './catalog-data.js';

/**
 * Demo PDFs made with pdfkit: a datasheet per model built from its own spec table, a series overview, and
 * plain documents (manuals, notes, certificates). In English, with the standard PDF fonts: a CJK font is not
 * on every machine. Every PDF is a pure function of its inputs (fixed dates, so the file id is fixed too),
 * so the size and SHA-256 the database records match the bytes written at any later start.
 */

const FIXED_DATE = new Date('2026-01-05T08:00:00Z');
const A4 = { w: 595.28, h: 841.89 };
const MARGIN = 48;
const NAVY = '#0f1b2d';
const GREY = '#64748b';
const LINE = '#d8dee6';

/** The standard fonts encode WinAnsi: keep what it has, swap the few signs the catalogue uses that it lacks. */
export function ansi(text: string): string {
  return text
    .replace(/Φ/g, 'Ø')
    .replace(/≥/g, '>=')
    .replace(/≤/g, '<=')
    .replace(/[^\x20-\x7e\u00a0-\u00ff–—‘’“”•…×€™]/g, '');
}

export function accent(hue: number): string {
  // hsl(h, 65%, 42%) as hex, for pdfkit.
  const s = 0.65;
  const l = 0.42;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)]
    .map((x) =>
      Math.round(x * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function render(title: string, subject: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: {
        Title: ansi(title),
        Subject: ansi(subject),
        Author: 'ClearSight Vision',
        Creator: 'ClearSight Vision',
        Producer: 'ClearSight Vision',
        CreationDate: FIXED_DATE,
        ModDate: FIXED_DATE,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

function header(doc: PDFKit.PDFDocument, kind: string, right: string, colour: string): void {
  doc.save();
  doc.rect(0, 0, A4.w, 64).fill(NAVY);
  doc.rect(0, 64, A4.w, 4).fill(colour);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(15).text('CLEARSIGHT', MARGIN, 24, { continued: true });
  doc.font('Helvetica').text(' VISION');
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('#cbd5e1')
    .text(kind.toUpperCase(), MARGIN, 22, { width: A4.w - 2 * MARGIN, align: 'right', characterSpacing: 1.5 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#94a3b8')
    .text(ansi(right), MARGIN, 36, { width: A4.w - 2 * MARGIN, align: 'right' });
  doc.restore();
}

function footer(doc: PDFKit.PDFDocument, page: number, pages: number, code: string): void {
  const y = A4.h - 40;
  // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.save();
  doc
    .moveTo(MARGIN, y - 8)
    .lineTo(A4.w - MARGIN, y - 8)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor(GREY)
    .text(
      'ClearSight Vision Technology Co., Ltd. · Hangzhou, China · +86 400-800-2026 · sales@clearsight-vision.example',
      MARGIN,
      y,
      { width: A4.w - 2 * MARGIN - 60, lineBreak: false },
    );
  doc.text(`${ansi(code)} · ${page}/${pages}`, A4.w - MARGIN - 120, y, { width: 120, align: 'right' });
  doc.text(
    'Specifications are subject to change without notice. © 2026 ClearSight Vision. All rights reserved.',
    MARGIN,
    y + 10,
    { width: A4.w - 2 * MARGIN, lineBreak: false },
  );
  doc.restore();
  doc.page.margins.bottom = bottom;
  doc.x = MARGIN;
  doc.y = MARGIN;
}

function sectionTitle(doc: PDFKit.PDFDocument, text: string, y: number, colour: string, x = MARGIN): number {
  doc.save();
  doc.rect(x, y + 2, 3, 12).fill(colour);
  doc
    .fillColor(NAVY)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(text, x + 10, y + 3);
  doc.restore();
  return y + 22;
}

/**
 * A two-or-more-column table with a header row and zebra rows; returns the y below it. A long value wraps and its
 * row grows to hold it (a fixed height cut such values off).
 */
function table(
  doc: PDFKit.PDFDocument,
  y: number,
  columns: Array<{ title: string; width: number }>,
  rows: string[][],
  colour: string,
): number {
  const minRowH = 17;
  const padY = 5;
  const x0 = MARGIN;
  const top = y;
  const width = columns.reduce((s, c) => s + c.width, 0);
  const fontOf = (j: number) => (j === 0 ? 'Helvetica-Bold' : 'Helvetica');
  const heightOf = (row: string[]) =>
    Math.max(
      minRowH,
      ...row.map(
        (cell, j) =>
          doc
            .font(fontOf(j))
            .fontSize(8.5)
            .heightOfString(ansi(cell), { width: columns[j]!.width - 12 }) +
          2 * padY,
      ),
    );
  doc.save();
  doc.rect(x0, y, width, minRowH).fill(colour);
  let x = x0;
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor('#ffffff');
  for (const c of columns) {
    doc.text(c.title, x + 6, y + padY, { width: c.width - 12, lineBreak: false });
    x += c.width;
  }
  y += minRowH;
  rows.forEach((row, i) => {
    const rowH = heightOf(row);
    if (i % 2 === 0) doc.rect(x0, y, width, rowH).fill('#f3f6f9');
    x = x0;
    row.forEach((cell, j) => {
      doc
        .font(fontOf(j))
        .fontSize(8.5)
        .fillColor(j === 0 ? '#334155' : '#0f172a')
        .text(ansi(cell), x + 6, y + padY, { width: columns[j]!.width - 12 });
      x += columns[j]!.width;
    });
    y += rowH;
  });
  doc
    .rect(x0, top, width, y - top)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  doc.restore();
  return y;
}

/** The spec rows of a model: English field names, values with their units. */
export function specRows(model: ModelSeed): Array<[string, string]> {
  const type = typeOfSeries(model.series);
  const fields = type ? (FIELDS_BY_TYPE[type.name] ?? []) : [];
  return fields
    .filter((f) => model.specs[f.key] !== undefined && String(model.specs[f.key]) !== '')
    .map((f) => {
      const value = String(model.specs[f.key]);
      const unit = f.unit && value !== '—' && !value.endsWith(f.unit) ? ` ${f.unit}` : '';
      return [f.nameEn, `${value}${unit}`];
    });
}

/** What a customer orders with the product: the product itself and typical accessories of its form. */
function orderingRows(model: ModelSeed): string[][] {
  const rows: string[][] = [[model.modelNumber, model.nameEn]];
  const form = model.look.form;
  const iface = String(model.specs.interface ?? '');
  if (form === 'box' || form === 'line') {
    if (iface === 'GigE' || iface === '10GigE')
      rows.push(['CB-ETH-05', `${iface === 'GigE' ? 'Cat 6' : 'Cat 6A'} Ethernet cable, screw lock, 5 m`]);
    if (iface === 'USB3') rows.push(['CB-USB3-03', 'USB 3.0 Micro-B cable, screw lock, 3 m']);
    if (iface === 'CoaXPress') rows.push(['CB-CXP-05', 'CoaXPress DIN 1.0/2.3 cable, 5 m (one per link)']);
    if (iface === 'Camera Link') rows.push(['CB-CL-05', 'Camera Link SDR cable, 5 m']);
    rows.push(['CB-IO-6P-05', 'I/O and power cable, Hirose 6-pin, 5 m'], ['MB-TRIPOD', 'Tripod mount adapter']);
  } else if (form === 'smart' || form === 'sensor' || form === 'reader') {
    rows.push(
      ['CB-M12-8P-05', 'I/O and power cable, M12 8-pin, 5 m'],
      ['CB-M12-ETH-05', 'Ethernet cable, M12 to RJ45, 5 m'],
    );
    rows.push(['MB-ANGLE', 'Mounting bracket, adjustable angle']);
  } else if (form === 'lens') {
    rows.push(['LF-FILTER', 'Protective filter for the front thread'], ['LF-EXT-SET', 'Extension ring set']);
  } else if (form === 'light') {
    rows.push(['CB-LIGHT-03', 'Light extension cable, 3 m'], ['LC-4D', 'Digital light controller, 4 channels']);
  } else {
    rows.push(['LIC-USB', 'USB licence dongle'], ['SUP-1Y', 'One year of software updates and support']);
  }
  return rows;
}

/**
 * A model's datasheet: page 1 with the picture, key features and the spec table; page 2 with the drawings
 * and ordering information.
 */
export function modelDatasheet(
  model: ModelSeed,
  pictures: { main: Buffer; back?: Buffer; dim?: Buffer },
): Promise<Buffer> {
  const seriesEn = seriesNameEn(model.series);
  const colour = accent(SERIES_HUES[seriesEn] ?? 210);
  const type = typeOfSeries(model.series);
  return render(`${model.modelNumber} datasheet`, model.nameEn, (doc) => {
    header(doc, 'Datasheet', `${type?.nameEn ?? ''} · ${seriesEn}`, colour);
    doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(22).text(ansi(model.modelNumber), MARGIN, 90);
    doc.fillColor(colour).font('Helvetica').fontSize(12).text(ansi(model.nameEn), MARGIN, 118);
    const lifecycle = model.lifecycle && model.lifecycle !== 'active' ? model.lifecycle : null;
    if (lifecycle) {
      const label = { new: 'NEW', nrnd: 'NOT RECOMMENDED FOR NEW DESIGNS', discontinued: 'DISCONTINUED' }[lifecycle];
      doc.font('Helvetica-Bold').fontSize(8).fillColor('#b45309').text(label, MARGIN, 136);
    }
    // Picture left, features right.
    doc.image(pictures.main, MARGIN, 156, { width: 260 });
    let y = sectionTitle(doc, 'Key features', 156, colour, MARGIN + 280);
    doc.font('Helvetica').fontSize(9.5).fillColor('#1e293b');
    for (const feature of model.featuresEn) {
      doc.text(`•  ${ansi(feature)}`, MARGIN + 280, y, { width: A4.w - 2 * MARGIN - 280 });
      y = doc.y + 5;
    }
    y = Math.max(y, 156 + 195) + 16;
    y = sectionTitle(doc, 'Specifications', y, colour);
    table(
      doc,
      y,
      [
        { title: 'Parameter', width: 170 },
        { title: 'Value', width: A4.w - 2 * MARGIN - 170 },
      ],
      specRows(model).map(([k, v]) => [k, v]),
      colour,
    );
    footer(doc, 1, 2, `${model.modelNumber} rev. 2026-01`);

    doc.addPage();
    header(doc, 'Datasheet', `${model.modelNumber} · ${model.nameEn}`, colour);
    y = sectionTitle(doc, 'Dimensions (mm)', 88, colour);
    if (pictures.dim) doc.image(pictures.dim, MARGIN, y, { width: A4.w - 2 * MARGIN });
    y += ((A4.w - 2 * MARGIN) * 3) / 4 + 12;
    if (pictures.back) {
      y = sectionTitle(doc, 'Connectors', y, colour);
      doc.image(pictures.back, MARGIN, y, { width: 200 });
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor('#1e293b')
        .text(connectorNote(model), MARGIN + 220, y + 6, { width: A4.w - 2 * MARGIN - 220 });
      y += 160;
    }
    y = sectionTitle(doc, 'Ordering information', y, colour);
    table(
      doc,
      y,
      [
        { title: 'Part number', width: 130 },
        { title: 'Description', width: A4.w - 2 * MARGIN - 130 },
      ],
      orderingRows(model),
      colour,
    );
    footer(doc, 2, 2, `${model.modelNumber} rev. 2026-01`);
  });
}

function connectorNote(model: ModelSeed): string {
  const iface = String(model.specs.interface ?? '');
  switch (model.look.form) {
    case 'box':
    case 'line':
      return `${iface} data interface${iface === 'GigE' ? ' with Power over Ethernet (IEEE 802.3af)' : iface === 'CoaXPress' ? ', DIN 1.0/2.3 sockets, Power over CoaXPress' : ''}. Hirose 6-pin socket: 12-24 VDC power, one opto-isolated input, one opto-isolated output, two GPIO. Status LED for power and link.`;
    case 'smart':
    case 'sensor':
    case 'reader':
      return 'M12 8-pin A-coded: 24 VDC power, inputs and outputs. M12 4-pin D-coded: Gigabit Ethernet for set-up, results and industrial protocols.';
    case 'lens':
      return `${String(model.specs.mount ?? 'C')} mount. Focus and iris rings lock with set screws.`;
    default:
      return 'Connectors as listed in the specifications.';
  }
}

/** A series overview: the key specs of every model of the series side by side. */
export function seriesDatasheet(seriesZh: string, models: ModelSeed[], picture: Buffer): Promise<Buffer> {
  const seriesEn = seriesNameEn(seriesZh);
  const colour = accent(SERIES_HUES[seriesEn] ?? 210);
  const type = typeOfSeries(seriesZh);
  return render(`${seriesEn} series datasheet`, `${type?.nameEn ?? ''} ${seriesEn}`, (doc) => {
    const perPage = 4;
    const pages = Math.max(1, Math.ceil(models.length / perPage));
    for (let p = 0; p < pages; p += 1) {
      if (p > 0) doc.addPage();
      header(doc, 'Series datasheet', `${type?.nameEn ?? ''} · ${seriesEn}`, colour);
      let y = 88;
      if (p === 0) {
        doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(22).text(ansi(seriesEn), MARGIN, y);
        doc
          .fillColor(colour)
          .font('Helvetica')
          .fontSize(12)
          .text(`${models.length} models · ${ansi(type?.nameEn ?? '')}`, MARGIN, y + 28);
        doc.image(picture, A4.w - MARGIN - 200, y - 6, { width: 200 });
        y += 170;
      }
      const chunk = models.slice(p * perPage, p * perPage + perPage);
      const keys = [...new Set(chunk.flatMap((m) => specRows(m).map(([k]) => k)))];
      const first = 140;
      const rest = (A4.w - 2 * MARGIN - first) / Math.max(1, chunk.length);
      y = sectionTitle(doc, 'Specifications', y, colour);
      table(
        doc,
        y,
        [{ title: 'Model', width: first }, ...chunk.map((m) => ({ title: m.modelNumber, width: rest }))],
        keys.map((k) => [k, ...chunk.map((m) => specRows(m).find(([key]) => key === k)?.[1] ?? '—')]),
        colour,
      );
      footer(doc, p + 1, pages, `${seriesEn} rev. 2026-01`);
    }
  });
}

/** A plain document: a cover with its title, kind and version, and a page of contents. */
export function plainDocument(input: { title: string; kind: string; version: string; slug: string }): Promise<Buffer> {
  const colour = accent(210);
  return render(input.title, input.kind, (doc) => {
    header(doc, input.kind, `Version ${input.version}`, colour);
    doc
      .fillColor(NAVY)
      .font('Helvetica-Bold')
      .fontSize(26)
      .text(ansi(input.title), MARGIN, 260, { width: A4.w - 2 * MARGIN });
    doc
      .fillColor(colour)
      .font('Helvetica')
      .fontSize(13)
      .text(`${ansi(input.kind)} · Version ${ansi(input.version)}`, MARGIN, doc.y + 12);
    doc
      .fillColor(GREY)
      .fontSize(10)
      .text(`Document ${input.slug.toUpperCase()} · Published by ClearSight Vision, Hangzhou`, MARGIN, doc.y + 30);
    footer(doc, 1, 2, input.slug);
    doc.addPage();
    header(doc, input.kind, input.title, colour);
    let y = sectionTitle(doc, 'Contents', 88, colour);
    const chapters = [
      'About this document',
      'Safety and handling',
      'Getting started',
      'Reference',
      'Support and contact',
    ];
    doc.font('Helvetica').fontSize(10).fillColor('#1e293b');
    chapters.forEach((c, i) => {
      doc.text(`${i + 1}   ${c}`, MARGIN + 10, y);
      doc.text(String(3 + i * 4), A4.w - MARGIN - 40, y, { width: 40, align: 'right' });
      y += 18;
    });
    y = sectionTitle(doc, 'About this document', y + 16, colour);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#1e293b')
      .text(
        'This document belongs to the ClearSight Vision demo content. It shows how documents are listed, described and downloaded on this site; the full text is available from your ClearSight Vision sales engineer.',
        MARGIN,
        y,
        { width: A4.w - 2 * MARGIN, lineGap: 3 },
      );
    footer(doc, 2, 2, input.slug);
  });
}
