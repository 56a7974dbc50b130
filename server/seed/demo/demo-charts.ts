import { createRandom } from './demo-random.ts';

/**
 * The demo posts' pictures, drawn as SVG: the charts, funnels, heatmaps and dashboards that
 * analytics people paste into their posts. Labels are Latin on purpose (tool screens usually
 * are, and a server without CJK fonts would draw boxes); captions in the post carry the
 * language. demo-images.ts renders them to WebP with sharp.
 */
export type ImageSpec =
  | { kind: 'bars'; title: string; labels: string[]; values: number[]; unit?: string; highlight?: number }
  | { kind: 'lines'; title: string; labels: string[]; series: { name: string; values: number[] }[]; unit?: string }
  | { kind: 'funnel'; title: string; steps: { label: string; value: number }[] }
  | { kind: 'heatmap'; title: string; mode: 'click' | 'scroll' | 'move'; seed: number; focus?: 'cta' | 'nav' | 'hero' }
  | { kind: 'dashboard'; title: string; kpis: { label: string; value: string; delta: number }[]; seed: number }
  | { kind: 'cohort'; title: string; rows: number[][] }
  | { kind: 'ab'; title: string; variants: { name: string; rate: number; low: number; high: number }[] }
  | { kind: 'donut'; title: string; slices: { label: string; value: number }[] }
  | { kind: 'banner'; title: string; subtitle: string; theme: 'ember' | 'ocean' | 'leaf' | 'plum' };

export interface Drawing {
  svg: string;
  width: number;
  height: number;
}

const W = 1200;
const H = 675;
const FONT = "font-family=\"'DejaVu Sans', 'Noto Sans', Arial, sans-serif\"";
const PALETTE = ['#2563eb', '#f97316', '#10b981', '#8b5cf6', '#0ea5e9', '#e11d48'];
const INK = '#1e293b';
const MUTED = '#64748b';
const GRID = '#e2e8f0';

const esc = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const r1 = (value: number) => Math.round(value * 10) / 10;

function text(
  x: number,
  y: number,
  value: string,
  options: { size?: number; fill?: string; anchor?: string; weight?: string } = {},
) {
  const { size = 18, fill = INK, anchor = 'start', weight = 'normal' } = options;
  return `<text x="${r1(x)}" y="${r1(y)}" ${FONT} font-size="${size}" fill="${fill}" text-anchor="${anchor}" font-weight="${weight}">${esc(value)}</text>`;
}

function frame(title: string, body: string, width = W, height = H): Drawing {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>` +
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" fill="none" stroke="${GRID}"/>` +
    text(40, 56, title, { size: 28, weight: 'bold' }) +
    body +
    '</svg>';
  return { svg, width, height };
}

const compact = (value: number) =>
  value >= 1_000_000
    ? `${r1(value / 1_000_000)}M`
    : value >= 10_000
      ? `${Math.round(value / 1000)}K`
      : value.toLocaleString('en-US');

/** Plot area shared by bars and lines: horizontal grid lines with their values. */
function axes(max: number, unit: string, box: { x: number; y: number; w: number; h: number }) {
  let out = '';
  for (let i = 0; i <= 4; i++) {
    const y = box.y + box.h - (box.h * i) / 4;
    out += `<line x1="${box.x}" y1="${y}" x2="${box.x + box.w}" y2="${y}" stroke="${GRID}"/>`;
    out += text(box.x - 12, y + 6, `${compact(Math.round((max * i) / 4))}${unit}`, {
      size: 15,
      fill: MUTED,
      anchor: 'end',
    });
  }
  return out;
}

const niceMax = (value: number) => {
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(value, 1)));
  return Math.ceil((value * 1.1) / magnitude) * magnitude;
};

function bars(spec: Extract<ImageSpec, { kind: 'bars' }>): Drawing {
  const box = { x: 110, y: 110, w: 1040, h: 450 };
  const max = niceMax(Math.max(...spec.values));
  const unit = spec.unit ?? '';
  const slot = box.w / spec.values.length;
  let body = axes(max, unit, box);
  spec.values.forEach((value, index) => {
    const height = (value / max) * box.h;
    const x = box.x + slot * index + slot * 0.18;
    const fill = spec.highlight === undefined || spec.highlight === index ? PALETTE[0] : '#93c5fd';
    body += `<rect x="${r1(x)}" y="${r1(box.y + box.h - height)}" width="${r1(slot * 0.64)}" height="${r1(height)}" rx="6" fill="${fill}"/>`;
    body += text(x + slot * 0.32, box.y + box.h - height - 10, `${compact(value)}${unit}`, {
      size: 16,
      anchor: 'middle',
      weight: 'bold',
    });
    body += text(x + slot * 0.32, box.y + box.h + 30, spec.labels[index] ?? '', {
      size: 16,
      fill: MUTED,
      anchor: 'middle',
    });
  });
  return frame(spec.title, body);
}

function lines(spec: Extract<ImageSpec, { kind: 'lines' }>): Drawing {
  const box = { x: 110, y: 120, w: 1040, h: 430 };
  const max = niceMax(Math.max(...spec.series.flatMap((series) => series.values)));
  const unit = spec.unit ?? '';
  const step = box.w / Math.max(spec.labels.length - 1, 1);
  let body = axes(max, unit, box);
  spec.labels.forEach((label, index) => {
    if (spec.labels.length > 12 && index % 2 === 1) return;
    body += text(box.x + step * index, box.y + box.h + 30, label, { size: 15, fill: MUTED, anchor: 'middle' });
  });
  spec.series.forEach((series, s) => {
    const color = PALETTE[s % PALETTE.length]!;
    const points = series.values.map(
      (value, index) => `${r1(box.x + step * index)},${r1(box.y + box.h - (value / max) * box.h)}`,
    );
    body += `<polyline points="${points.join(' ')}" fill="none" stroke="${color}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>`;
    for (const point of points) {
      const [x, y] = point.split(',');
      body += `<circle cx="${x}" cy="${y}" r="5" fill="#fff" stroke="${color}" stroke-width="3"/>`;
    }
    const legendX = 700 + s * 170;
    body += `<rect x="${legendX}" y="38" width="22" height="6" rx="3" fill="${color}"/>`;
    body += text(legendX + 30, 48, series.name, { size: 16, fill: MUTED });
  });
  return frame(spec.title, body);
}

function funnel(spec: Extract<ImageSpec, { kind: 'funnel' }>): Drawing {
  const top = spec.steps[0]?.value ?? 1;
  const rowHeight = Math.min(130, 540 / spec.steps.length);
  let body = '';
  spec.steps.forEach((step, index) => {
    const width = Math.max((step.value / top) * 700, 40);
    const y = 100 + index * rowHeight;
    const x = 280 + (700 - width) / 2;
    body += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(width)}" height="${r1(rowHeight - 18)}" rx="8" fill="${PALETTE[0]}" opacity="${r1(1 - index * 0.12)}"/>`;
    body += text(40, y + rowHeight / 2 - 4, step.label, { size: 20, weight: 'bold' });
    body += text(40, y + rowHeight / 2 + 20, `${step.value.toLocaleString('en-US')} users`, { size: 15, fill: MUTED });
    body += text(630, y + rowHeight / 2, `${r1((step.value / top) * 100)}%`, {
      size: 20,
      fill: '#fff',
      anchor: 'middle',
      weight: 'bold',
    });
    const previous = spec.steps[index - 1];
    if (previous) {
      const drop = r1(100 - (step.value / previous.value) * 100);
      body += text(1170, y + rowHeight / 2 - 6, `-${drop}%`, {
        size: 17,
        fill: '#e11d48',
        anchor: 'end',
        weight: 'bold',
      });
      body += text(1170, y + rowHeight / 2 + 16, 'drop-off', { size: 13, fill: MUTED, anchor: 'end' });
    }
  });
  return frame(spec.title, body);
}

/** A landing page as wireframe blocks, the background every heatmap mode draws on. */
function wireframe(x: number, y: number, w: number, h: number) {
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f8fafc" stroke="${GRID}"/>`;
  out += `<rect x="${x}" y="${y}" width="${w}" height="54" fill="#e2e8f0"/>`;
  out += `<rect x="${x + 24}" y="${y + 18}" width="90" height="18" rx="4" fill="#94a3b8"/>`;
  for (let i = 0; i < 4; i++)
    out += `<rect x="${x + w - 380 + i * 80}" y="${y + 22}" width="60" height="10" rx="5" fill="#94a3b8"/>`;
  out += `<rect x="${x + 40}" y="${y + 90}" width="${w * 0.5}" height="26" rx="6" fill="#cbd5e1"/>`;
  out += `<rect x="${x + 40}" y="${y + 130}" width="${w * 0.42}" height="14" rx="6" fill="#e2e8f0"/>`;
  out += `<rect x="${x + 40}" y="${y + 154}" width="${w * 0.36}" height="14" rx="6" fill="#e2e8f0"/>`;
  out += `<rect x="${x + 40}" y="${y + 190}" width="170" height="46" rx="23" fill="#2563eb" opacity="0.85"/>`;
  out += `<rect x="${x + w * 0.6}" y="${y + 86}" width="${w * 0.34}" height="170" rx="10" fill="#cbd5e1"/>`;
  const cardW = (w - 80 - 40) / 3;
  for (let i = 0; i < 3; i++) {
    const cx = x + 40 + i * (cardW + 20);
    out += `<rect x="${r1(cx)}" y="${y + 290}" width="${r1(cardW)}" height="${h - 320}" rx="10" fill="#ffffff" stroke="${GRID}"/>`;
    out += `<rect x="${r1(cx + 16)}" y="${y + 306}" width="${r1(cardW - 32)}" height="60" rx="6" fill="#e2e8f0"/>`;
    out += `<rect x="${r1(cx + 16)}" y="${y + 380}" width="${r1(cardW * 0.6)}" height="12" rx="6" fill="#cbd5e1"/>`;
  }
  return out;
}

const HEAT_DEFS =
  '<defs><radialGradient id="heat">' +
  '<stop offset="0" stop-color="#ff1a1a" stop-opacity="0.9"/>' +
  '<stop offset="0.3" stop-color="#ffd400" stop-opacity="0.7"/>' +
  '<stop offset="0.62" stop-color="#22c55e" stop-opacity="0.38"/>' +
  '<stop offset="1" stop-color="#2563eb" stop-opacity="0"/>' +
  '</radialGradient><linearGradient id="scroll" x1="0" y1="0" x2="0" y2="1">' +
  '<stop offset="0" stop-color="#ff1a1a" stop-opacity="0.55"/>' +
  '<stop offset="0.35" stop-color="#ffd400" stop-opacity="0.5"/>' +
  '<stop offset="0.7" stop-color="#22c55e" stop-opacity="0.45"/>' +
  '<stop offset="1" stop-color="#2563eb" stop-opacity="0.5"/>' +
  '</linearGradient></defs>';

function heatmap(spec: Extract<ImageSpec, { kind: 'heatmap' }>): Drawing {
  const page = { x: 40, y: 90, w: 900, h: 560 };
  const random = createRandom(`heatmap-${spec.seed}`);
  let body = HEAT_DEFS + wireframe(page.x, page.y, page.w, page.h);
  if (spec.mode === 'scroll') {
    body += `<rect x="${page.x}" y="${page.y}" width="${page.w}" height="${page.h}" fill="url(#scroll)"/>`;
    [100, 82, 61, 43, 27].forEach((share, index) => {
      const y = page.y + (page.h / 5) * index + 24;
      body += text(page.x + page.w - 16, y, `${share}%`, { size: 18, anchor: 'end', weight: 'bold' });
    });
    const fold = page.y + page.h * 0.42;
    body += `<line x1="${page.x}" y1="${fold}" x2="${page.x + page.w}" y2="${fold}" stroke="${INK}" stroke-width="2" stroke-dasharray="10 6"/>`;
    body += text(page.x + 12, fold - 10, 'Average fold', { size: 15, weight: 'bold' });
  } else {
    const spots: [number, number, number][] = [];
    const focus = { cta: [125, 213], nav: [700, 117], hero: [page.w * 0.77, 171] }[spec.focus ?? 'cta'];
    spots.push([page.x + focus[0]!, page.y + focus[1]! - 90, spec.mode === 'click' ? 70 : 130]);
    const count = spec.mode === 'click' ? 22 : 12;
    for (let i = 0; i < count; i++) {
      const radius = spec.mode === 'click' ? 18 + random() * 38 : 60 + random() * 90;
      spots.push([page.x + 30 + random() * (page.w - 60), page.y + 60 + random() * (page.h - 90), radius]);
    }
    // Spots near the edge are cut at the page, as a heatmap tool's overlay is.
    body += `<clipPath id="page"><rect x="${page.x}" y="${page.y}" width="${page.w}" height="${page.h}"/></clipPath><g clip-path="url(#page)">`;
    for (const [cx, cy, radius] of spots) {
      body += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="url(#heat)"/>`;
    }
    body += '</g>';
  }
  // The legend beside the page, as heatmap tools show it.
  body += `<rect x="980" y="110" width="24" height="300" rx="4" fill="url(#scroll)"/>`;
  body += text(1016, 124, spec.mode === 'scroll' ? 'Most seen' : 'Most clicks', { size: 15, fill: MUTED });
  body += text(1016, 408, 'Least', { size: 15, fill: MUTED });
  body += text(
    980,
    470,
    spec.mode === 'scroll' ? 'Scroll depth' : spec.mode === 'click' ? 'Click map' : 'Attention map',
    {
      size: 18,
      weight: 'bold',
    },
  );
  body += text(980, 498, `${(2_000 + Math.round(random() * 38_000)).toLocaleString('en-US')} pageviews`, {
    size: 15,
    fill: MUTED,
  });
  body += text(980, 522, 'Desktop · last 30 days', { size: 15, fill: MUTED });
  return frame(spec.title, body);
}

function dashboard(spec: Extract<ImageSpec, { kind: 'dashboard' }>): Drawing {
  const random = createRandom(`dashboard-${spec.seed}`);
  let body = '';
  const cards = spec.kpis.slice(0, 4);
  const cardW = (1120 - (cards.length - 1) * 20) / cards.length;
  cards.forEach((kpi, index) => {
    const x = 40 + index * (cardW + 20);
    body += `<rect x="${r1(x)}" y="90" width="${r1(cardW)}" height="130" rx="12" fill="#f8fafc" stroke="${GRID}"/>`;
    body += text(x + 20, 124, kpi.label, { size: 16, fill: MUTED });
    body += text(x + 20, 172, kpi.value, { size: 34, weight: 'bold' });
    const up = kpi.delta >= 0;
    body += text(x + 20, 202, `${up ? '▲' : '▼'} ${Math.abs(kpi.delta)}%`, {
      size: 16,
      fill: up ? '#059669' : '#e11d48',
      weight: 'bold',
    });
  });
  // A month of sessions and the trend beside it.
  const box = { x: 40, y: 250, w: 740, h: 390 };
  body += `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="12" fill="#ffffff" stroke="${GRID}"/>`;
  body += text(box.x + 20, box.y + 34, 'Sessions by day', { size: 17, weight: 'bold' });
  const values = Array.from(
    { length: 30 },
    (_, i) => 0.45 + 0.25 * Math.sin(i / 3.5) + random() * 0.22 + (i % 7 > 4 ? -0.12 : 0),
  );
  const points = values.map(
    (value, i) => `${r1(box.x + 30 + (i * (box.w - 60)) / 29)},${r1(box.y + box.h - 30 - value * (box.h - 90))}`,
  );
  body += `<polygon points="${box.x + 30},${box.y + box.h - 30} ${points.join(' ')} ${box.x + box.w - 30},${box.y + box.h - 30}" fill="#2563eb" opacity="0.12"/>`;
  body += `<polyline points="${points.join(' ')}" fill="none" stroke="#2563eb" stroke-width="3"/>`;
  const side = { x: 800, y: 250, w: 360, h: 390 };
  body += `<rect x="${side.x}" y="${side.y}" width="${side.w}" height="${side.h}" rx="12" fill="#ffffff" stroke="${GRID}"/>`;
  body += text(side.x + 20, side.y + 34, 'Top channels', { size: 17, weight: 'bold' });
  const channels = ['Organic', 'Paid search', 'Direct', 'Social', 'Email'];
  let share = 0.42;
  channels.forEach((channel, index) => {
    const y = side.y + 70 + index * 62;
    body += text(side.x + 20, y, channel, { size: 15, fill: MUTED });
    body += `<rect x="${side.x + 20}" y="${y + 10}" width="${side.w - 40}" height="14" rx="7" fill="#f1f5f9"/>`;
    body += `<rect x="${side.x + 20}" y="${y + 10}" width="${r1((side.w - 40) * share)}" height="14" rx="7" fill="${PALETTE[index % PALETTE.length]}"/>`;
    body += text(side.x + side.w - 20, y, `${Math.round(share * 100)}%`, { size: 15, anchor: 'end', weight: 'bold' });
    share = share * (0.55 + random() * 0.2);
  });
  return frame(spec.title, body);
}

function cohort(spec: Extract<ImageSpec, { kind: 'cohort' }>): Drawing {
  const columns = Math.max(...spec.rows.map((row) => row.length));
  const cellW = Math.min(110, 940 / columns);
  const cellH = Math.min(56, 500 / spec.rows.length);
  let body = '';
  for (let c = 0; c < columns; c++) {
    body += text(220 + c * cellW + cellW / 2, 110, `Week ${c}`, { size: 15, fill: MUTED, anchor: 'middle' });
  }
  spec.rows.forEach((row, r) => {
    const y = 125 + r * cellH;
    body += text(40, y + cellH / 2 + 6, `Cohort ${r + 1}`, { size: 16, weight: 'bold' });
    row.forEach((value, c) => {
      const x = 220 + c * cellW;
      const alpha = r1(0.08 + (value / 100) * 0.9);
      body += `<rect x="${r1(x + 2)}" y="${r1(y + 2)}" width="${r1(cellW - 4)}" height="${r1(cellH - 4)}" rx="4" fill="#2563eb" fill-opacity="${alpha}"/>`;
      body += text(x + cellW / 2, y + cellH / 2 + 6, `${value}%`, {
        size: 15,
        anchor: 'middle',
        fill: value > 45 ? '#ffffff' : INK,
      });
    });
  });
  return frame(spec.title, body);
}

function ab(spec: Extract<ImageSpec, { kind: 'ab' }>): Drawing {
  const box = { x: 120, y: 110, w: 1020, h: 440 };
  const max = niceMax(Math.max(...spec.variants.map((variant) => variant.high)));
  const slot = box.w / spec.variants.length;
  let body = axes(max, '%', box);
  spec.variants.forEach((variant, index) => {
    const x = box.x + slot * index + slot * 0.3;
    const y = (value: number) => box.y + box.h - (value / max) * box.h;
    body += `<rect x="${r1(x)}" y="${r1(y(variant.rate))}" width="${r1(slot * 0.4)}" height="${r1((variant.rate / max) * box.h)}" rx="6" fill="${PALETTE[index % PALETTE.length]}"/>`;
    const mid = x + slot * 0.2;
    body += `<line x1="${r1(mid)}" y1="${r1(y(variant.high))}" x2="${r1(mid)}" y2="${r1(y(variant.low))}" stroke="${INK}" stroke-width="3"/>`;
    for (const value of [variant.high, variant.low]) {
      body += `<line x1="${r1(mid - 14)}" y1="${r1(y(value))}" x2="${r1(mid + 14)}" y2="${r1(y(value))}" stroke="${INK}" stroke-width="3"/>`;
    }
    body += text(mid, box.y + box.h + 32, variant.name, { size: 18, anchor: 'middle', weight: 'bold' });
    body += text(mid + slot * 0.28, y(variant.rate) + 6, `${variant.rate}%`, { size: 18, weight: 'bold' });
  });
  body += text(1160, 56, '95% confidence intervals', { size: 15, fill: MUTED, anchor: 'end' });
  return frame(spec.title, body);
}

function donut(spec: Extract<ImageSpec, { kind: 'donut' }>): Drawing {
  const total = spec.slices.reduce((sum, slice) => sum + slice.value, 0);
  const [cx, cy, radius] = [360, 370, 220];
  let angle = -Math.PI / 2;
  let body = '';
  spec.slices.forEach((slice, index) => {
    const sweep = (slice.value / total) * Math.PI * 2;
    const end = angle + sweep;
    const large = sweep > Math.PI ? 1 : 0;
    const point = (a: number) => `${r1(cx + radius * Math.cos(a))},${r1(cy + radius * Math.sin(a))}`;
    body += `<path d="M ${point(angle)} A ${radius} ${radius} 0 ${large} 1 ${point(end)}" fill="none" stroke="${PALETTE[index % PALETTE.length]}" stroke-width="90"/>`;
    angle = end;
    const y = 170 + index * 64;
    body += `<rect x="700" y="${y - 18}" width="24" height="24" rx="6" fill="${PALETTE[index % PALETTE.length]}"/>`;
    body += text(740, y, slice.label, { size: 20 });
    body += text(1150, y, `${r1((slice.value / total) * 100)}%`, { size: 20, anchor: 'end', weight: 'bold' });
  });
  body += text(cx, cy - 4, compact(total), { size: 40, anchor: 'middle', weight: 'bold' });
  body += text(cx, cy + 30, 'total', { size: 18, anchor: 'middle', fill: MUTED });
  return frame(spec.title, body);
}

const THEMES = {
  ember: ['#dd6a2c', '#f2c46b'],
  ocean: ['#1d4ed8', '#38bdf8'],
  leaf: ['#276b3f', '#86efac'],
  plum: ['#6d28d9', '#f0abfc'],
} as const;

function banner(spec: Extract<ImageSpec, { kind: 'banner' }>): Drawing {
  const [from, to] = THEMES[spec.theme];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<circle cx="1040" cy="120" r="220" fill="#ffffff" opacity="0.12"/>` +
    `<circle cx="1120" cy="560" r="160" fill="#ffffff" opacity="0.1"/>` +
    [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<rect x="${780 + i * 56}" y="${520 - (i + 1) * 48}" width="36" height="${(i + 1) * 48}" rx="6" fill="#ffffff" opacity="${r1(0.25 + i * 0.1)}"/>`,
      )
      .join('') +
    text(80, 320, spec.title, { size: 64, fill: '#ffffff', weight: 'bold' }) +
    text(82, 380, spec.subtitle, { size: 28, fill: '#ffffff' }) +
    '</svg>';
  return { svg, width: W, height: H };
}

export function draw(spec: ImageSpec): Drawing {
  switch (spec.kind) {
    case 'bars':
      return bars(spec);
    case 'lines':
      return lines(spec);
    case 'funnel':
      return funnel(spec);
    case 'heatmap':
      return heatmap(spec);
    case 'dashboard':
      return dashboard(spec);
    case 'cohort':
      return cohort(spec);
    case 'ab':
      return ab(spec);
    case 'donut':
      return donut(spec);
    case 'banner':
      return banner(spec);
  }
}
