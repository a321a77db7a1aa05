/**
 * Generates the marketing illustrations in content/images/ from hand-written SVG.
 *
 *   npx tsx scripts/generate-images.ts
 *
 * Run from the repository root. Each image is drawn as an SVG string and rendered
 * to PNG with sharp (librsvg), so the output is deterministic and needs no design
 * tool. Re-run after editing any of the drawings below and commit the PNGs.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const OUT_DIR = path.resolve(process.cwd(), 'content', 'images');
const FONT = 'DejaVu Sans, Arial, sans-serif';

// Brand palette
const C = {
  indigo: '#4F46E5',
  indigoDark: '#3730A3',
  indigo50: '#EEF2FF',
  indigo100: '#E0E7FF',
  indigo200: '#C7D2FE',
  teal: '#0D9488',
  tealDark: '#115E59',
  teal50: '#F0FDFA',
  teal100: '#CCFBF1',
  amber: '#F59E0B',
  amberDark: '#92400E',
  amber50: '#FFFBEB',
  amber100: '#FEF3C7',
  rose: '#E11D48',
  rose50: '#FFF1F2',
  rose100: '#FFE4E6',
  slate900: '#0F172A',
  slate800: '#1E293B',
  slate700: '#334155',
  slate600: '#475569',
  slate500: '#64748B',
  slate400: '#94A3B8',
  slate300: '#CBD5E1',
  slate200: '#E2E8F0',
  slate100: '#F1F5F9',
  slate50: '#F8FAFC',
  white: '#FFFFFF',
} as const;

type Tone = 'indigo' | 'teal' | 'amber';
const TONES: Record<Tone, { fill: string; bar: string; text: string; soft: string }> = {
  indigo: { fill: C.indigo50, bar: C.indigo, text: C.indigoDark, soft: C.indigo100 },
  teal: { fill: C.teal50, bar: C.teal, text: C.tealDark, soft: C.teal100 },
  amber: { fill: C.amber50, bar: C.amber, text: C.amberDark, soft: C.amber100 },
};

// ---------------------------------------------------------------------------
// SVG helpers
// ---------------------------------------------------------------------------

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Attrs = Record<string, string | number | undefined>;
const attrs = (a: Attrs): string =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'string' ? esc(v) : v}"`)
    .join(' ');

function rect(x: number, y: number, w: number, h: number, r: number, fill: string, extra: Attrs = {}): string {
  return `<rect ${attrs({ x, y, width: w, height: h, rx: r, fill, ...extra })}/>`;
}

interface TextOpts {
  size?: number;
  weight?: number | 'bold' | 'normal';
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  opacity?: number;
}
function text(x: number, y: number, s: string, o: TextOpts = {}): string {
  return `<text ${attrs({
    x,
    y,
    'font-family': FONT,
    'font-size': o.size ?? 16,
    'font-weight': o.weight ?? 'normal',
    fill: o.fill ?? C.slate800,
    'text-anchor': o.anchor ?? 'start',
    'letter-spacing': o.spacing,
    opacity: o.opacity,
  })}>${esc(s)}</text>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;
}

function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 1, extra: Attrs = {}): string {
  return `<line ${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra })}/>`;
}

const AVATAR_COLOURS = ['#6366F1', '#0D9488', '#F59E0B', '#EC4899', '#0EA5E9', '#8B5CF6', '#10B981', '#F97316'];
function avatar(cx: number, cy: number, r: number, name: string, colourIndex: number): string {
  const initials = name
    .split(' ')
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2);
  const fill = AVATAR_COLOURS[colourIndex % AVATAR_COLOURS.length] ?? C.indigo;
  return (
    circle(cx, cy, r, fill) +
    text(cx, cy + r * 0.36, initials, { size: Math.round(r * 0.9), weight: 'bold', fill: C.white, anchor: 'middle' })
  );
}

function pill(x: number, y: number, label: string, bg: string, fg: string, size = 14, padX = 12, h = 28): string {
  const w = Math.round(label.length * size * 0.62 + padX * 2);
  return rect(x, y, w, h, h / 2, bg) + text(x + w / 2, y + h / 2 + size * 0.36, label, { size, weight: 'bold', fill: fg, anchor: 'middle' });
}
const pillWidth = (label: string, size = 14, padX = 12): number => Math.round(label.length * size * 0.62 + padX * 2);

/** Shared <defs>: drop shadows and patterns. */
function defs(extra = ''): string {
  return `<defs>
    <filter id="shadow-sm" x="-10%" y="-10%" width="120%" height="140%">
      <feDropShadow dx="0" dy="2" stdDeviation="3" flood-color="${C.slate900}" flood-opacity="0.06"/>
    </filter>
    <filter id="shadow" x="-10%" y="-10%" width="120%" height="130%">
      <feDropShadow dx="0" dy="10" stdDeviation="16" flood-color="${C.slate900}" flood-opacity="0.10"/>
    </filter>
    <filter id="shadow-lg" x="-20%" y="-20%" width="140%" height="150%">
      <feDropShadow dx="0" dy="24" stdDeviation="30" flood-color="#1E1B4B" flood-opacity="0.18"/>
    </filter>
    <filter id="lift" x="-30%" y="-30%" width="160%" height="180%">
      <feDropShadow dx="0" dy="14" stdDeviation="14" flood-color="#312E81" flood-opacity="0.28"/>
    </filter>
    <pattern id="stripes" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="12" height="12" fill="${C.slate100}"/>
      <rect width="5" height="12" fill="${C.slate200}"/>
    </pattern>
    <linearGradient id="bg-soft" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#EEF2FF"/>
      <stop offset="0.55" stop-color="#F8FAFC"/>
      <stop offset="1" stop-color="#F0FDFA"/>
    </linearGradient>
    <linearGradient id="indigo-grad" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#6366F1"/>
      <stop offset="1" stop-color="#4338CA"/>
    </linearGradient>
    ${extra}
  </defs>`;
}

function svgDoc(w: number, h: number, body: string, extraDefs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(extraDefs)}${body}</svg>`;
}

/** Soft background with a couple of blurred brand-coloured blobs. */
function backdrop(w: number, h: number): string {
  return (
    `<rect width="${w}" height="${h}" fill="url(#bg-soft)"/>` +
    `<g filter="url(#blur-xl)" opacity="0.55">` +
    circle(w * 0.12, h * 0.1, Math.min(w, h) * 0.28, C.indigo200) +
    circle(w * 0.92, h * 0.95, Math.min(w, h) * 0.3, C.teal100) +
    circle(w * 0.85, h * 0.05, Math.min(w, h) * 0.16, C.amber100) +
    `</g>`
  );
}
const BLUR_DEF = `<filter id="blur-xl" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="80"/></filter>`;

// --- Icons (24x24 line icons, drawn at x,y with a given size) -------------------

type IconName =
  | 'grid'
  | 'calendar'
  | 'clock'
  | 'leave'
  | 'sheet'
  | 'shield'
  | 'chart'
  | 'sliders'
  | 'swap'
  | 'alert'
  | 'moon'
  | 'coffee'
  | 'check'
  | 'pin'
  | 'users'
  | 'rupee'
  | 'sparkle'
  | 'chevronLeft'
  | 'chevronRight'
  | 'chevronDown'
  | 'plus'
  | 'search'
  | 'bell';

const ICON_PATHS: Record<IconName, string> = {
  grid: '<rect x="3" y="3" width="7.5" height="7.5" rx="2"/><rect x="13.5" y="3" width="7.5" height="7.5" rx="2"/><rect x="3" y="13.5" width="7.5" height="7.5" rx="2"/><rect x="13.5" y="13.5" width="7.5" height="7.5" rx="2"/>',
  calendar: '<rect x="3" y="5" width="18" height="16" rx="3"/><path d="M3 10h18M8 3v4M16 3v4"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.5 2"/>',
  leave: '<path d="M4 20c4-1 6-4 8-8M12 12c2-4 6-6 8-6-1 4-3 8-8 9"/><path d="M3 21h18"/>',
  sheet: '<rect x="5" y="3" width="14" height="18" rx="2.5"/><path d="M9 8h6M9 12h6M9 16h3"/>',
  shield: '<path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z"/><path d="M8.5 12l2.5 2.5 4.5-5"/>',
  chart: '<path d="M4 20V10M10 20V4M16 20v-7M21 20H3"/>',
  sliders: '<path d="M4 7h10M18 7h2M4 17h4M12 17h8"/><circle cx="16" cy="7" r="2"/><circle cx="10" cy="17" r="2"/>',
  swap: '<path d="M7 4L3 8l4 4M3 8h14M17 12l4 4-4 4M21 16H7"/>',
  alert: '<path d="M12 3l9.5 17h-19z"/><path d="M12 10v4M12 17.2v.3"/>',
  moon: '<path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z"/>',
  coffee: '<path d="M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 3v3M12 3v3"/>',
  check: '<path d="M5 12.5l4.5 4.5L19 7.5"/>',
  pin: '<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.5"/>',
  users: '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5"/><path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.8c1.8.7 3 2.4 3.5 5.2"/>',
  rupee: '<path d="M6 4h12M6 8.5h12M9 4c6 0 6 9 0 9H6l8 7"/>',
  sparkle: '<path d="M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z"/>',
  chevronLeft: '<path d="M15 5l-7 7 7 7"/>',
  chevronRight: '<path d="M9 5l7 7-7 7"/>',
  chevronDown: '<path d="M5 9l7 7 7-7"/>',
  plus: '<path d="M12 5v14M5 12h14"/>',
  search: '<circle cx="11" cy="11" r="7"/><path d="M20 20l-4-4"/>',
  bell: '<path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20.5a2.2 2.2 0 0 0 4 0"/>',
};

function icon(name: IconName, x: number, y: number, size: number, stroke: string, width = 2): string {
  const s = size / 24;
  // stroke-width is in icon units, so divide to keep the requested on-screen width.
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="${stroke}" stroke-width="${(width / s).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round">${ICON_PATHS[name]}</g>`;
}

/** Coloured rounded square holding an icon. */
function iconTile(name: IconName, x: number, y: number, size: number, bg: string, fg: string): string {
  const pad = size * 0.22;
  return rect(x, y, size, size, size * 0.28, bg) + icon(name, x + pad, y + pad, size - pad * 2, fg, 2.2);
}

function logo(x: number, y: number, size: number, wordSize: number, wordColour: string = C.slate900): string {
  // A rounded indigo tile with two stacked "shift" bars and a teal tick.
  const s = size;
  return (
    rect(x, y, s, s, s * 0.28, 'url(#indigo-grad)') +
    rect(x + s * 0.2, y + s * 0.26, s * 0.44, s * 0.16, s * 0.08, C.white) +
    rect(x + s * 0.36, y + s * 0.5, s * 0.44, s * 0.16, s * 0.08, C.white, { opacity: 0.75 }) +
    circle(x + s * 0.78, y + s * 0.3, s * 0.1, '#5EEAD4') +
    text(x + s + s * 0.35, y + s * 0.5 + wordSize * 0.36, 'Shiftwise', { size: wordSize, weight: 'bold', fill: wordColour, spacing: -0.3 })
  );
}

function btn(
  x: number,
  y: number,
  label: string,
  kind: 'primary' | 'secondary' | 'teal' | 'ghost',
  size = 16,
  h = 44,
  iconName?: IconName,
): { svg: string; w: number } {
  const iconSpace = iconName ? size + 10 : 0;
  const w = Math.round(label.length * size * 0.6 + 40 + iconSpace);
  const styles = {
    primary: { bg: C.indigo, fg: C.white, border: undefined },
    teal: { bg: C.teal, fg: C.white, border: undefined },
    secondary: { bg: C.white, fg: C.slate700, border: C.slate300 },
    ghost: { bg: C.slate100, fg: C.slate700, border: undefined },
  }[kind];
  let svg = rect(x, y, w, h, 10, styles.bg, styles.border ? { stroke: styles.border, 'stroke-width': 1.5 } : {});
  if (iconName) svg += icon(iconName, x + 18, y + (h - size - 2) / 2, size + 2, styles.fg, 2.2);
  svg += text(x + 20 + iconSpace + (w - 40 - iconSpace) / 2, y + h / 2 + size * 0.36, label, {
    size,
    weight: 'bold',
    fill: styles.fg,
    anchor: 'middle',
  });
  return { svg, w };
}

/** A white card with soft shadow. */
function card(x: number, y: number, w: number, h: number, r = 18, filter = 'shadow'): string {
  return rect(x, y, w, h, r, C.white, { filter: `url(#${filter})`, stroke: C.slate200, 'stroke-width': 1 });
}

// ---------------------------------------------------------------------------
// Shift data shared by the drawings
// ---------------------------------------------------------------------------

interface Shift {
  kind: 'shift';
  start: string;
  end: string;
  role: string;
  tone: Tone;
}
type Cell = Shift | { kind: 'off' } | { kind: 'leave' } | { kind: 'open'; start: string; end: string };

const shift = (start: string, end: string, role: string, tone: Tone): Shift => ({ kind: 'shift', start, end, role, tone });
const OFF: Cell = { kind: 'off' };
const LEAVE: Cell = { kind: 'leave' };

const ROLE_TONE = { Supervisor: 'indigo', Checkout: 'indigo', 'Sales floor': 'teal', Stockroom: 'amber' } as const;

interface Person {
  name: string;
  role: keyof typeof ROLE_TONE;
  hours: number;
  week: Cell[];
}

const sh = (start: string, end: string, role: keyof typeof ROLE_TONE): Shift => shift(start, end, role, ROLE_TONE[role]);

const TEAM: Person[] = [
  {
    name: 'Priya Nair',
    role: 'Supervisor',
    hours: 40,
    week: [sh('08:00', '16:00', 'Supervisor'), sh('08:00', '16:00', 'Supervisor'), OFF, sh('08:00', '16:00', 'Supervisor'), sh('12:00', '20:00', 'Supervisor'), sh('10:00', '18:00', 'Supervisor'), OFF],
  },
  {
    name: 'Arjun Mehta',
    role: 'Checkout',
    hours: 36,
    week: [sh('09:00', '15:00', 'Checkout'), OFF, sh('09:00', '17:00', 'Checkout'), sh('14:00', '22:00', 'Checkout'), OFF, sh('14:00', '22:00', 'Checkout'), sh('10:00', '16:00', 'Checkout')],
  },
  {
    name: 'Meera Iyer',
    role: 'Checkout',
    hours: 32,
    week: [sh('14:00', '22:00', 'Checkout'), sh('14:00', '22:00', 'Checkout'), OFF, OFF, sh('09:00', '17:00', 'Checkout'), { kind: 'open', start: '14:00', end: '22:00' }, sh('08:00', '16:00', 'Checkout')],
  },
  {
    name: 'Rahul Verma',
    role: 'Sales floor',
    hours: 40,
    week: [sh('10:00', '18:00', 'Sales floor'), sh('10:00', '18:00', 'Sales floor'), sh('12:00', '20:00', 'Sales floor'), OFF, sh('10:00', '18:00', 'Sales floor'), sh('10:00', '18:00', 'Sales floor'), OFF],
  },
  {
    name: 'Sneha Kulkarni',
    role: 'Sales floor',
    hours: 24,
    week: [LEAVE, LEAVE, sh('10:00', '18:00', 'Sales floor'), sh('12:00', '20:00', 'Sales floor'), OFF, OFF, sh('12:00', '20:00', 'Sales floor')],
  },
  {
    name: 'Vikram Singh',
    role: 'Stockroom',
    hours: 40,
    week: [sh('06:00', '14:00', 'Stockroom'), sh('06:00', '14:00', 'Stockroom'), sh('06:00', '14:00', 'Stockroom'), sh('06:00', '14:00', 'Stockroom'), OFF, OFF, sh('07:00', '15:00', 'Stockroom')],
  },
  {
    name: 'Ananya Rao',
    role: 'Sales floor',
    hours: 32,
    week: [OFF, sh('16:00', '22:00', 'Sales floor'), sh('16:00', '22:00', 'Sales floor'), sh('10:00', '18:00', 'Sales floor'), sh('16:00', '22:00', 'Sales floor'), OFF, sh('16:00', '22:00', 'Sales floor')],
  },
  {
    name: 'Kabir Das',
    role: 'Stockroom',
    hours: 24,
    week: [OFF, OFF, sh('14:00', '22:00', 'Stockroom'), OFF, sh('06:00', '14:00', 'Stockroom'), sh('06:00', '14:00', 'Stockroom'), { kind: 'open', start: '08:00', end: '14:00' }],
  },
];

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const DATES = [13, 14, 15, 16, 17, 18, 19];

/** Draw one schedule cell (shift block, leave, open shift) in the given box. */
function shiftBlock(cell: Cell, x: number, y: number, w: number, h: number, size = 16): string {
  switch (cell.kind) {
    case 'off':
      return '';
    case 'leave':
      return (
        rect(x, y, w, h, 10, 'url(#stripes)') +
        text(x + w / 2, y + h / 2 + size * 0.36, 'On leave', { size: size - 1, weight: 'bold', fill: C.slate500, anchor: 'middle' })
      );
    case 'open':
      return (
        rect(x + 1, y + 1, w - 2, h - 2, 10, C.amber50, { stroke: C.amber, 'stroke-width': 2, 'stroke-dasharray': '6 5' }) +
        text(x + 14, y + h / 2 - 4, 'Open shift', { size: size - 1, weight: 'bold', fill: C.amberDark }) +
        text(x + 14, y + h / 2 + size + 2, `${cell.start}–${cell.end}`, { size: size - 2, fill: C.amberDark, opacity: 0.85 })
      );
    case 'shift': {
      const t = TONES[cell.tone];
      return (
        `<g>` +
        rect(x, y, w, h, 10, t.fill) +
        rect(x + 6, y + 10, 4, h - 20, 2, t.bar) +
        text(x + 16, y + h / 2 - 4, `${cell.start}–${cell.end}`, { size, weight: 'bold', fill: t.text }) +
        text(x + 16, y + h / 2 + size + 2, cell.role, { size: size - 2, fill: t.text, opacity: 0.8 }) +
        `</g>`
      );
    }
  }
}

// ---------------------------------------------------------------------------
// Hero: weekly schedule dashboard (2048 x 1280)
// ---------------------------------------------------------------------------

function hero(): string {
  const W = 2048;
  const H = 1280;
  const wx = 48;
  const wy = 44;
  const ww = W - 96;
  const wh = H - 88;
  const chromeH = 52;
  const sideW = 280;
  let b = '';

  b += backdrop(W, H);

  // App window
  b += rect(wx, wy, ww, wh, 24, C.white, { filter: 'url(#shadow-lg)' });
  b += `<clipPath id="win"><rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" rx="24"/></clipPath>`;
  b += `<g clip-path="url(#win)">`;
  // Browser chrome
  b += rect(wx, wy, ww, chromeH, 0, C.slate100);
  b += line(wx, wy + chromeH, wx + ww, wy + chromeH, C.slate200, 1.5);
  b += circle(wx + 30, wy + 26, 7, '#F87171') + circle(wx + 54, wy + 26, 7, '#FBBF24') + circle(wx + 78, wy + 26, 7, '#34D399');
  b += rect(wx + ww / 2 - 240, wy + 11, 480, 30, 15, C.white, { stroke: C.slate200 });
  b += icon('shield', wx + ww / 2 - 222, wy + 17, 18, C.slate400, 2);
  b += text(wx + ww / 2, wy + 32, 'app.shiftwise.app/schedule', { size: 15, fill: C.slate500, anchor: 'middle' });

  // Sidebar
  const top = wy + chromeH;
  b += rect(wx, top, sideW, wh - chromeH, 0, C.slate50);
  b += line(wx + sideW, top, wx + sideW, wy + wh, C.slate200, 1.5);
  b += logo(wx + 28, top + 30, 40, 24);

  const nav: [IconName, string, boolean][] = [
    ['grid', 'Dashboard', false],
    ['calendar', 'Schedule', true],
    ['clock', 'Time & attendance', false],
    ['leave', 'Leave', false],
    ['sheet', 'Timesheets', false],
    ['shield', 'Compliance', false],
    ['chart', 'Reports', false],
  ];
  let ny = top + 118;
  for (const [ic, label, active] of nav) {
    if (active) b += rect(wx + 16, ny - 6, sideW - 32, 48, 12, C.indigo50);
    if (active) b += rect(wx + 16, ny + 6, 4, 24, 2, C.indigo);
    b += icon(ic, wx + 36, ny + 6, 22, active ? C.indigo : C.slate500, 2);
    b += text(wx + 72, ny + 25, label, { size: 17, weight: active ? 'bold' : 'normal', fill: active ? C.indigoDark : C.slate600 });
    if (label === 'Compliance') b += pill(wx + sideW - 62, ny + 4, '2', C.rose100, C.rose, 13, 8, 24);
    ny += 56;
  }
  b += text(wx + 36, ny + 30, 'LOCATIONS', { size: 13, weight: 'bold', fill: C.slate400, spacing: 1.2 });
  const locs: [string, string][] = [
    ['Koramangala', C.indigo],
    ['Indiranagar', C.teal],
    ['Whitefield', C.amber],
  ];
  ny += 52;
  for (const [name, col] of locs) {
    b += circle(wx + 44, ny + 12, 6, col);
    b += text(wx + 66, ny + 18, name, { size: 16, fill: C.slate600 });
    ny += 40;
  }
  // Sidebar promo card: payroll export
  const py2 = wy + wh - 96 - 36 - 150;
  b += rect(wx + 20, py2, sideW - 40, 150, 16, C.white, { stroke: C.slate200, filter: 'url(#shadow-sm)' });
  b += iconTile('sheet', wx + 38, py2 + 18, 40, C.teal50, C.teal);
  b += text(wx + 90, py2 + 36, 'Pay period', { size: 14, fill: C.slate500 });
  b += text(wx + 90, py2 + 57, 'Closes Fri 17', { size: 16, weight: 'bold', fill: C.slate800 });
  b += rect(wx + 38, py2 + 78, sideW - 76, 8, 4, C.slate100);
  b += rect(wx + 38, py2 + 78, (sideW - 76) * 0.82, 8, 4, C.teal);
  b += text(wx + 38, py2 + 116, '82% of timesheets approved', { size: 13, fill: C.slate500 });
  // Sidebar footer user
  const fy = wy + wh - 96;
  b += line(wx + 20, fy - 16, wx + sideW - 20, fy - 16, C.slate200, 1.5);
  b += avatar(wx + 52, fy + 28, 22, 'Priya Nair', 0);
  b += text(wx + 86, fy + 23, 'Priya Nair', { size: 16, weight: 'bold', fill: C.slate800 });
  b += text(wx + 86, fy + 45, 'Store manager', { size: 14, fill: C.slate500 });

  // Main area
  const mx = wx + sideW + 36;
  const mw = wx + ww - 36 - mx;
  let y = top + 34;

  b += text(mx, y + 30, 'Weekly schedule', { size: 32, weight: 'bold', fill: C.slate900, spacing: -0.5 });
  b += text(mx, y + 62, 'Koramangala store · 13–19 January 2025', { size: 17, fill: C.slate500 });

  // Week switcher + actions on the right
  const pub = btn(0, 0, 'Publish schedule', 'primary', 16, 46);
  const auto = btn(0, 0, 'Auto-fill', 'secondary', 16, 46, 'sparkle');
  const right = mx + mw;
  b += btn(right - pub.w, y + 6, 'Publish schedule', 'primary', 16, 46).svg;
  b += btn(right - pub.w - 14 - auto.w, y + 6, 'Auto-fill', 'secondary', 16, 46, 'sparkle').svg;
  const swx = right - pub.w - 14 - auto.w - 24 - 250;
  b += rect(swx, y + 6, 250, 46, 10, C.white, { stroke: C.slate300, 'stroke-width': 1.5 });
  b += icon('chevronLeft', swx + 12, y + 17, 24, C.slate500, 2.2);
  b += icon('chevronRight', swx + 214, y + 17, 24, C.slate500, 2.2);
  b += text(swx + 125, y + 35, 'This week', { size: 16, weight: 'bold', fill: C.slate700, anchor: 'middle' });

  // KPI cards
  y += 100;
  const kpis: { icon: IconName; label: string; value: string; delta: string; tone: 'indigo' | 'teal' | 'amber' | 'rose' }[] = [
    { icon: 'clock', label: 'Scheduled hours', value: '1,248', delta: '−3% vs forecast', tone: 'indigo' },
    { icon: 'rupee', label: 'Labour cost', value: '₹4.82L', delta: 'Within budget', tone: 'teal' },
    { icon: 'users', label: 'Open shifts', value: '3', delta: '2 claimed today', tone: 'amber' },
    { icon: 'shield', label: 'Compliance', value: '2 alerts', delta: 'Review before publishing', tone: 'rose' },
  ];
  const kGap = 24;
  const kW = (mw - kGap * 3) / 4;
  const kH = 112;
  kpis.forEach((k, i) => {
    const kx = mx + i * (kW + kGap);
    b += card(kx, y, kW, kH, 16, 'shadow-sm');
    const bg = k.tone === 'rose' ? C.rose50 : TONES[k.tone].fill;
    const fg = k.tone === 'rose' ? C.rose : TONES[k.tone].bar;
    b += iconTile(k.icon, kx + 22, y + 24, 52, bg, fg);
    b += text(kx + 94, y + 42, k.label, { size: 15, fill: C.slate500 });
    b += text(kx + 94, y + 76, k.value, { size: 28, weight: 'bold', fill: C.slate900, spacing: -0.5 });
    b += text(kx + 94, y + 99, k.delta, { size: 13, fill: k.tone === 'rose' ? C.rose : C.slate500 });
  });

  // Schedule grid card
  y += kH + 26;
  const rightColW = 410;
  const gx = mx;
  const gw = mw - rightColW - 24;
  const gh = wy + wh - 32 - y;
  b += card(gx, y, gw, gh, 18, 'shadow-sm');

  // Grid header
  const nameW = 214;
  const headH = 64;
  const dayW = (gw - nameW - 12) / 7;
  b += `<path d="M${gx + 18} ${y}h${gw - 36}a18 18 0 0 1 18 18v${headH - 18}h-${gw}v-${headH - 18}a18 18 0 0 1 18 -18z" fill="${C.slate50}"/>`;
  b += line(gx, y + headH, gx + gw, y + headH, C.slate200, 1.5);
  b += text(gx + 24, y + 39, 'Team member', { size: 15, weight: 'bold', fill: C.slate500 });
  DAYS.forEach((d, i) => {
    const dx = gx + nameW + i * dayW;
    const today = i === 2;
    if (today) b += rect(dx + 6, y + 10, dayW - 12, headH - 20, 10, C.indigo50);
    b += text(dx + dayW / 2, y + 30, d, { size: 14, weight: 'bold', fill: today ? C.indigo : C.slate500, anchor: 'middle' });
    b += text(dx + dayW / 2, y + 51, String(DATES[i]), { size: 17, weight: 'bold', fill: today ? C.indigoDark : C.slate800, anchor: 'middle' });
  });

  const rowsTop = y + headH;
  const rowH = (gh - headH - 8) / TEAM.length;
  // vertical day separators
  for (let i = 0; i <= 7; i++) {
    const dx = gx + nameW + i * dayW;
    if (i < 7) b += line(dx, rowsTop, dx, y + gh - 8, C.slate100, 1.5);
  }
  TEAM.forEach((p, r) => {
    const ry = rowsTop + r * rowH;
    if (r > 0) b += line(gx, ry, gx + gw, ry, C.slate100, 1.5);
    b += avatar(gx + 42, ry + rowH / 2, 20, p.name, r);
    b += text(gx + 74, ry + rowH / 2 - 3, p.name, { size: 15, weight: 'bold', fill: C.slate800 });
    b += text(gx + 74, ry + rowH / 2 + 20, `${p.role} · ${p.hours}h`, { size: 14, fill: C.slate500 });
    p.week.forEach((cell, d) => {
      const cx = gx + nameW + d * dayW + 6;
      b += shiftBlock(cell, cx, ry + 8, dayW - 12, rowH - 16, 14);
    });
  });
  // Highlight a selected shift (being edited)
  {
    const r = 3;
    const d = 2;
    const cx = gx + nameW + d * dayW + 6;
    const ry = rowsTop + r * rowH + 8;
    b += rect(cx - 3, ry - 3, dayW - 6, rowH - 10, 12, 'none', { stroke: C.teal, 'stroke-width': 2.5 });
  }

  // Right column: coverage chart
  const rx = gx + gw + 24;
  const cH = 420;
  b += card(rx, y, rightColW, cH, 18, 'shadow-sm');
  b += text(rx + 26, y + 42, 'Coverage vs demand', { size: 19, weight: 'bold', fill: C.slate900 });
  b += text(rx + 26, y + 68, 'Staff on the floor, this week', { size: 14, fill: C.slate500 });
  b += pill(rx + rightColW - 26 - pillWidth('96%', 15, 12), y + 24, '96%', C.teal50, C.teal, 15, 12, 30);

  const chX = rx + 56;
  const chY = y + 100;
  const chW = rightColW - 56 - 26;
  const chH = 230;
  const maxV = 24;
  [0, 8, 16, 24].forEach((v) => {
    const ly = chY + chH - (v / maxV) * chH;
    b += line(chX, ly, chX + chW, ly, C.slate100, 1.5);
    b += text(chX - 12, ly + 5, String(v), { size: 13, fill: C.slate400, anchor: 'end' });
  });
  const scheduled = [17, 16, 18, 15, 19, 22, 18];
  const demand = [16, 15, 17, 17, 20, 23, 19];
  const bw = chW / 7;
  scheduled.forEach((v, i) => {
    const bh = (v / maxV) * chH;
    const under = v < (demand[i] ?? 0) - 1;
    b += rect(chX + i * bw + bw * 0.2, chY + chH - bh, bw * 0.6, bh, 7, under ? C.amber : C.indigo, { opacity: under ? 0.9 : 0.85 });
    b += text(chX + i * bw + bw / 2, chY + chH + 24, (DAYS[i] ?? '').slice(0, 1), { size: 14, fill: C.slate500, anchor: 'middle' });
  });
  const pts = demand.map((v, i) => `${chX + i * bw + bw / 2},${chY + chH - (v / maxV) * chH}`);
  b += `<polyline points="${pts.join(' ')}" fill="none" stroke="${C.teal}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`;
  demand.forEach((v, i) => {
    b += circle(chX + i * bw + bw / 2, chY + chH - (v / maxV) * chH, 5, C.white, { stroke: C.teal, 'stroke-width': 3 });
  });
  const lgY = y + cH - 30;
  b += rect(rx + 26, lgY - 11, 14, 14, 4, C.indigo) + text(rx + 48, lgY + 1, 'Scheduled', { size: 14, fill: C.slate600 });
  b += rect(rx + 150, lgY - 11, 14, 14, 4, C.amber) + text(rx + 172, lgY + 1, 'Short', { size: 14, fill: C.slate600 });
  b += line(rx + 240, lgY - 4, rx + 262, lgY - 4, C.teal, 3) + text(rx + 270, lgY + 1, 'Forecast demand', { size: 14, fill: C.slate600 });

  // Right column: swap requests
  const sy = y + cH + 24;
  const sH = gh - cH - 24;
  b += card(rx, sy, rightColW, sH, 18, 'shadow-sm');
  b += text(rx + 26, sy + 42, 'Swap requests', { size: 19, weight: 'bold', fill: C.slate900 });
  b += pill(rx + rightColW - 26 - pillWidth('3 new', 13, 10), sy + 22, '3 new', C.indigo50, C.indigo, 13, 10, 28);
  const swaps: [string, string, string, number, number][] = [
    ['Meera Iyer', 'Ananya Rao', 'Sat 18 · 14:00–22:00', 2, 6],
    ['Vikram Singh', 'Kabir Das', 'Thu 16 · 06:00–14:00', 5, 7],
    ['Arjun Mehta', 'Rahul Verma', 'Sun 19 · 10:00–16:00', 1, 3],
  ];
  let iy = sy + 70;
  const itemH = (sH - 70 - 16) / swaps.length;
  swaps.forEach(([a, bName, when, ai, bi], i) => {
    if (i > 0) b += line(rx + 26, iy, rx + rightColW - 26, iy, C.slate100, 1.5);
    const ay2 = iy + itemH / 2 - 2;
    b += avatar(rx + 44, ay2, 18, a, ai);
    b += icon('swap', rx + 66, ay2 - 9, 18, C.slate400, 2);
    b += avatar(rx + 106, ay2, 18, bName, bi);
    b += text(rx + 136, iy + itemH / 2 - 8, `${a.split(' ')[0]} → ${bName.split(' ')[0]}`, { size: 16, weight: 'bold', fill: C.slate800 });
    b += text(rx + 136, iy + itemH / 2 + 15, when, { size: 14, fill: C.slate500 });
    if (i === 0) {
      b += rect(rx + rightColW - 26 - 40, iy + itemH / 2 - 22, 40, 40, 10, C.teal);
      b += icon('check', rx + rightColW - 26 - 31, iy + itemH / 2 - 13, 22, C.white, 2.6);
    } else {
      b += rect(rx + rightColW - 26 - 40, iy + itemH / 2 - 22, 40, 40, 10, C.teal50);
      b += icon('check', rx + rightColW - 26 - 31, iy + itemH / 2 - 13, 22, C.teal, 2.6);
    }
    iy += itemH;
  });

  b += `</g>`;
  return svgDoc(W, H, b, BLUR_DEF);
}

// ---------------------------------------------------------------------------
// Feature: drag-and-drop scheduling board (1200 x 900)
// ---------------------------------------------------------------------------

function cursor(x: number, y: number, scale = 1): string {
  // A hand/arrow pointer
  return `<g transform="translate(${x} ${y}) scale(${scale})" filter="url(#shadow-sm)"><path d="M0 0 L0 30 L8 23 L13 35 L19 32 L14 21 L24 21 Z" fill="${C.slate900}" stroke="${C.white}" stroke-width="2.5" stroke-linejoin="round"/></g>`;
}

function scheduling(): string {
  const W = 1200;
  const H = 900;
  let b = backdrop(W, H);

  // Board card
  const bx = 70;
  const by = 84;
  const bw = 1060;
  const bh = 720;
  b += card(bx, by, bw, bh, 24, 'shadow-lg');

  // Header
  b += text(bx + 36, by + 74, 'Sales floor · Indiranagar', { size: 24, weight: 'bold', fill: C.slate900, spacing: -0.3 });
  b += text(bx + 36, by + 102, 'Drag shifts to reassign. Conflicts are checked as you drop.', { size: 15, fill: C.slate500 });
  const pub = btn(0, 0, 'Publish', 'primary', 15, 42);
  b += btn(bx + bw - 36 - pub.w, by + 52, 'Publish', 'primary', 15, 42).svg;

  // Columns: four days
  const days = ['Mon 13', 'Tue 14', 'Wed 15', 'Thu 16'];
  const nameW = 214;
  const gx = bx + 24;
  const gy = by + 136;
  const gw = bw - 48;
  const colW = (gw - nameW) / days.length;
  b += rect(gx, gy, gw, 48, 12, C.slate50);
  b += text(gx + 20, gy + 30, 'Team member', { size: 14, weight: 'bold', fill: C.slate500 });
  days.forEach((d, i) => {
    b += text(gx + nameW + i * colW + colW / 2, gy + 30, d, { size: 15, weight: 'bold', fill: i === 2 ? C.indigo : C.slate600, anchor: 'middle' });
  });

  const people: { name: string; idx: number; cells: (Cell | null)[] }[] = [
    { name: 'Rahul Verma', idx: 3, cells: [sh('10:00', '18:00', 'Sales floor'), sh('10:00', '18:00', 'Sales floor'), sh('12:00', '20:00', 'Sales floor'), OFF] },
    { name: 'Sneha Kulkarni', idx: 4, cells: [LEAVE, LEAVE, sh('10:00', '18:00', 'Sales floor'), sh('12:00', '20:00', 'Sales floor')] },
    { name: 'Ananya Rao', idx: 6, cells: [OFF, sh('16:00', '22:00', 'Sales floor'), OFF, sh('10:00', '18:00', 'Sales floor')] },
    { name: 'Arjun Mehta', idx: 1, cells: [sh('09:00', '15:00', 'Checkout'), OFF, sh('09:00', '17:00', 'Checkout'), sh('14:00', '22:00', 'Checkout')] },
    { name: 'Kabir Das', idx: 7, cells: [OFF, sh('06:00', '14:00', 'Stockroom'), sh('14:00', '22:00', 'Stockroom'), OFF] },
  ];
  const rowTop = gy + 60;
  const rowH = 96;
  people.forEach((p, r) => {
    const ry = rowTop + r * rowH;
    if (r > 0) b += line(gx + 12, ry, gx + gw - 12, ry, C.slate100, 1.5);
    b += avatar(gx + 38, ry + rowH / 2, 22, p.name, p.idx);
    b += text(gx + 72, ry + rowH / 2 + 6, p.name, { size: 15, weight: 'bold', fill: C.slate800 });
    p.cells.forEach((c, d) => {
      if (!c) return;
      b += shiftBlock(c, gx + nameW + d * colW + 8, ry + 10, colW - 16, rowH - 20, 16);
    });
  });

  // Drop target on Ananya / Wed
  const tx = gx + nameW + 2 * colW + 8;
  const ty = rowTop + 2 * rowH + 10;
  const tw = colW - 16;
  const th = rowH - 20;
  b += rect(tx, ty, tw, th, 12, C.indigo50, { stroke: C.indigo, 'stroke-width': 2.5, 'stroke-dasharray': '8 6' });
  b += icon('plus', tx + tw / 2 - 12, ty + th / 2 - 12, 24, C.indigo, 2.5);

  // Dragged card (lifted, rotated) between Rahul/Wed and the target
  const dx = tx + 34;
  const dy = ty - 52;
  b += `<g transform="rotate(-4 ${dx + tw / 2} ${dy + th / 2})" filter="url(#lift)">`;
  b += rect(dx, dy, tw, th, 12, C.white, { stroke: C.teal, 'stroke-width': 2.5 });
  b += rect(dx + 8, dy + 8, tw - 16, th - 16, 8, C.teal50);
  b += rect(dx + 8, dy + 8, 5, th - 16, 2.5, C.teal);
  b += text(dx + 24, dy + th / 2 - 2, '16:00–22:00', { size: 16, weight: 'bold', fill: C.tealDark });
  b += text(dx + 24, dy + th / 2 + 20, 'Sales floor', { size: 14, fill: C.tealDark, opacity: 0.8 });
  b += `</g>`;
  b += cursor(dx + tw - 40, dy + th - 24, 1.1);

  // Check tooltip under board (all clear)
  const ttx = bx + bw - 400;
  const tty = by + bh - 22;
  b += rect(ttx, tty, 370, 92, 16, C.white, { filter: 'url(#shadow)', stroke: C.slate200 });
  b += iconTile('check', ttx + 20, tty + 20, 52, C.teal50, C.teal);
  b += text(ttx + 90, tty + 42, 'No conflicts found', { size: 17, weight: 'bold', fill: C.slate900 });
  b += text(ttx + 90, tty + 66, 'Ananya · 38h this week · 11h rest', { size: 14, fill: C.slate500 });

  // Legend / swap toast on the left
  const lx = bx - 10;
  const ly = by + bh - 22;
  b += rect(lx, ly, 400, 92, 16, C.white, { filter: 'url(#shadow)', stroke: C.slate200 });
  b += iconTile('swap', lx + 20, ly + 20, 52, C.indigo50, C.indigo);
  b += text(lx + 90, ly + 42, 'Swap approved', { size: 17, weight: 'bold', fill: C.slate900 });
  b += text(lx + 90, ly + 66, 'Meera → Ananya · Sat 14:00–22:00', { size: 14, fill: C.slate500 });

  // Floating header chip
  b += rect(bx + 36, by - 30, 300, 56, 28, C.slate900, { filter: 'url(#shadow)' });
  b += icon('calendar', bx + 56, by - 14, 24, '#A5B4FC', 2.2);
  b += text(bx + 92, by + 5, 'Week of 13 January', { size: 17, weight: 'bold', fill: C.white });

  return svgDoc(W, H, b, BLUR_DEF);
}

// ---------------------------------------------------------------------------
// Feature: geofenced clock-in + timesheet (1200 x 900)
// ---------------------------------------------------------------------------

function attendance(): string {
  const W = 1200;
  const H = 900;
  let b = backdrop(W, H);

  // Timesheet card (behind, right)
  const tx = 400;
  const ty = 150;
  const tw = 740;
  const th = 600;
  b += card(tx, ty, tw, th, 24, 'shadow-lg');
  const inner = tx + 116; // content left edge (the phone overlaps the left part)
  b += text(inner, ty + 56, 'Timesheets', { size: 24, weight: 'bold', fill: C.slate900, spacing: -0.3 });
  b += text(inner, ty + 84, 'Indiranagar · Wed 15 January', { size: 15, fill: C.slate500 });
  const ap = btn(0, 0, 'Approve all', 'teal', 15, 42, 'check');
  b += btn(tx + tw - 32 - ap.w, ty + 40, 'Approve all', 'teal', 15, 42, 'check').svg;

  const rows: [string, number, string, string, 'Approved' | 'Late' | 'On shift' | 'Pending'][] = [
    ['Rahul Verma', 3, '09:58 – 18:02', '8h 04m', 'Approved'],
    ['Sneha Kulkarni', 4, '10:14 – 18:00', '7h 46m', 'Late'],
    ['Kabir Das', 7, '13:56 – 22:01', '8h 05m', 'Approved'],
    ['Meera Iyer', 2, '14:02 – now', '2h 31m', 'On shift'],
    ['Ananya Rao', 6, '16:00 – 22:04', '6h 04m', 'Pending'],
  ];
  const statusStyle = {
    Approved: [C.teal50, C.teal],
    Late: [C.amber100, C.amberDark],
    'On shift': [C.indigo50, C.indigo],
    Pending: [C.slate100, C.slate600],
  } as const;
  let ry = ty + 124;
  b += rect(inner - 16, ry, tx + tw - 24 - (inner - 16), 40, 10, C.slate50);
  b += text(inner, ry + 26, 'Team member', { size: 13, weight: 'bold', fill: C.slate500 });
  b += text(inner + 200, ry + 26, 'In – out', { size: 13, weight: 'bold', fill: C.slate500 });
  b += text(inner + 356, ry + 26, 'Hours', { size: 13, weight: 'bold', fill: C.slate500 });
  b += text(tx + tw - 32, ry + 26, 'Status', { size: 13, weight: 'bold', fill: C.slate500, anchor: 'end' });
  ry += 52;
  const rh = 82;
  rows.forEach(([name, idx, inout, hrs, status], i) => {
    const y = ry + i * rh;
    if (i > 0) b += line(inner - 16, y, tx + tw - 24, y, C.slate100, 1.5);
    b += avatar(inner + 14, y + rh / 2, 19, name, idx);
    b += text(inner + 44, y + rh / 2 + 6, name.split(' ')[0] ?? name, { size: 16, weight: 'bold', fill: C.slate800 });
    b += text(inner + 200, y + rh / 2 + 6, inout, { size: 15, fill: C.slate600 });
    b += text(inner + 356, y + rh / 2 + 6, hrs, { size: 15, weight: 'bold', fill: C.slate800 });
    const [bg, fg] = statusStyle[status];
    const pw = pillWidth(status, 13, 12);
    b += pill(tx + tw - 32 - pw, y + rh / 2 - 14, status, bg, fg, 13, 12, 28);
  });

  // Phone (front, left)
  const px = 90;
  const py = 70;
  const pw = 380;
  const ph = 770;
  b += rect(px, py, pw, ph, 56, C.slate900, { filter: 'url(#shadow-lg)' });
  const sx = px + 14;
  const sy = py + 14;
  const sw = pw - 28;
  const shh = ph - 28;
  b += `<clipPath id="screen"><rect x="${sx}" y="${sy}" width="${sw}" height="${shh}" rx="44"/></clipPath>`;
  b += `<g clip-path="url(#screen)">`;
  b += rect(sx, sy, sw, shh, 0, C.white);

  // Map
  const mapH = 390;
  b += rect(sx, sy, sw, mapH, 0, '#EAF1EC');
  // park & water
  b += `<path d="M${sx} ${sy + 250} q70 -30 130 10 t140 -10 v${mapH - 250} h-${sw}z" fill="#D7EADF"/>`;
  b += rect(sx + 230, sy + 40, 140, 110, 18, '#D7EADF');
  b += `<path d="M${sx + 260} ${sy + mapH} q20 -60 90 -90 v90z" fill="#CFE3F5"/>`;
  // streets
  const streets = [
    `M${sx - 10} ${sy + 120} L${sx + sw + 10} ${sy + 160}`,
    `M${sx - 10} ${sy + 300} L${sx + sw + 10} ${sy + 250}`,
    `M${sx + 110} ${sy - 10} L${sx + 140} ${sy + mapH + 10}`,
    `M${sx + 260} ${sy - 10} L${sx + 220} ${sy + mapH + 10}`,
  ];
  for (const d of streets) {
    b += `<path d="${d}" stroke="${C.white}" stroke-width="18" fill="none" stroke-linecap="round"/>`;
  }
  b += `<path d="M${sx - 10} ${sy + 210} L${sx + sw + 10} ${sy + 215}" stroke="#FDE68A" stroke-width="12" fill="none"/>`;
  // buildings
  const blocks: [number, number, number, number][] = [
    [20, 30, 70, 64],
    [160, 20, 56, 80],
    [30, 150, 60, 44],
    [280, 180, 50, 48],
    [170, 260, 36, 30],
    [30, 320, 80, 40],
  ];
  for (const [bx2, by2, w2, h2] of blocks) b += rect(sx + bx2, sy + by2, w2, h2, 6, '#DDE5E0');
  // Geofence
  const gcx = sx + sw / 2 + 6;
  const gcy = sy + 205;
  b += circle(gcx, gcy, 112, C.teal, { opacity: 0.14 });
  b += circle(gcx, gcy, 112, 'none', { stroke: C.teal, 'stroke-width': 3, 'stroke-dasharray': '10 7' });
  // Store pin
  b += `<g transform="translate(${gcx - 22} ${gcy - 58})" filter="url(#shadow-sm)"><path d="M22 56s-20-18-20-32a20 20 0 0 1 40 0c0 14-20 32-20 32z" fill="${C.indigo}"/><circle cx="22" cy="23" r="8" fill="${C.white}"/></g>`;
  // User location dot
  b += circle(gcx + 48, gcy + 42, 20, C.indigo, { opacity: 0.18 });
  b += circle(gcx + 48, gcy + 42, 10, C.indigo, { stroke: C.white, 'stroke-width': 4 });

  // Status bar
  b += text(sx + 36, sy + 38, '08:57', { size: 16, weight: 'bold', fill: C.slate900 });
  b += rect(sx + sw / 2 - 56, sy + 12, 112, 30, 15, C.slate900);
  b += rect(sx + sw - 70, sy + 24, 30, 14, 4, 'none', { stroke: C.slate900, 'stroke-width': 2 });
  b += rect(sx + sw - 67, sy + 27, 20, 8, 2, C.slate900);

  // Location chip on map
  b += rect(sx + 24, sy + 62, sw - 48, 52, 26, C.white, { filter: 'url(#shadow-sm)' });
  b += circle(sx + 50, sy + 88, 7, C.teal);
  b += circle(sx + 50, sy + 88, 13, C.teal, { opacity: 0.2 });
  b += text(sx + 70, sy + 94, 'Inside Indiranagar store', { size: 16, weight: 'bold', fill: C.slate800 });

  // Bottom sheet
  const bsY = sy + mapH - 28;
  b += rect(sx, bsY, sw, shh - mapH + 28, 28, C.white, { filter: 'url(#shadow)' });
  b += rect(sx + sw / 2 - 24, bsY + 12, 48, 5, 2.5, C.slate200);
  b += text(sx + 28, bsY + 62, 'Good morning, Arjun', { size: 21, weight: 'bold', fill: C.slate900 });
  b += text(sx + 28, bsY + 90, 'Checkout · 09:00–15:00', { size: 15, fill: C.slate500 });
  // Shift info tiles
  const tileY = bsY + 122;
  const tileW = (sw - 56 - 14) / 2;
  b += rect(sx + 28, tileY, tileW, 70, 14, C.slate50);
  b += text(sx + 44, tileY + 28, 'Shift starts', { size: 13, fill: C.slate500 });
  b += text(sx + 44, tileY + 54, 'in 3 min', { size: 18, weight: 'bold', fill: C.slate900 });
  b += rect(sx + 28 + tileW + 14, tileY, tileW, 70, 14, C.slate50);
  b += text(sx + 44 + tileW + 14, tileY + 28, 'Distance', { size: 13, fill: C.slate500 });
  b += text(sx + 44 + tileW + 14, tileY + 54, '24 m', { size: 18, weight: 'bold', fill: C.slate900 });
  // Clock-in button
  const cbY = tileY + 100;
  b += rect(sx + 28, cbY, sw - 56, 64, 18, C.teal, { filter: 'url(#shadow-sm)' });
  b += icon('clock', sx + sw / 2 - 70, cbY + 19, 26, C.white, 2.4);
  b += text(sx + sw / 2 + 16, cbY + 40, 'Clock in', { size: 21, weight: 'bold', fill: C.white, anchor: 'middle' });
  b += icon('shield', sx + sw / 2 - 128, cbY + 91, 16, C.teal, 2);
  b += text(sx + sw / 2 + 10, cbY + 104, 'Location verified · Selfie check on', { size: 13, fill: C.slate500, anchor: 'middle' });
  b += rect(sx + sw / 2 - 60, sy + shh - 18, 120, 5, 2.5, C.slate300);
  b += `</g>`;

  return svgDoc(W, H, b, BLUR_DEF);
}

// ---------------------------------------------------------------------------
// Feature: compliance alerts + overtime chart (1200 x 900)
// ---------------------------------------------------------------------------

function compliance(): string {
  const W = 1200;
  const H = 900;
  let b = backdrop(W, H);

  // Alerts card (left, front)
  const ax = 60;
  const ay = 100;
  const aw = 610;
  const ah = 720;
  // Chart card (right, behind)
  const cx = 600;
  const cy = 70;
  const cw = 540;
  const ch = 470;
  b += card(cx, cy, cw, ch, 24, 'shadow-lg');
  const chLeft = cx + 130;
  b += text(chLeft, cy + 52, 'Overtime hours', { size: 22, weight: 'bold', fill: C.slate900, spacing: -0.3 });
  b += text(chLeft, cy + 78, 'All locations · last 6 weeks', { size: 14, fill: C.slate500 });
  const chartX = chLeft + 30;
  const chartY = cy + 120;
  const chartW = cx + cw - 36 - chartX;
  const chartH = 260;
  const max = 120;
  [0, 40, 80, 120].forEach((v) => {
    const ly = chartY + chartH - (v / max) * chartH;
    b += line(chartX, ly, chartX + chartW, ly, C.slate100, 1.5);
    b += text(chartX - 10, ly + 5, String(v), { size: 13, fill: C.slate400, anchor: 'end' });
  });
  const weeks = ['W48', 'W49', 'W50', 'W51', 'W52', 'W1'];
  const ot = [96, 88, 104, 72, 54, 38];
  const limit = 80;
  const bw = chartW / weeks.length;
  ot.forEach((v, i) => {
    const bh = (v / max) * chartH;
    const over = v > limit;
    b += rect(chartX + i * bw + bw * 0.22, chartY + chartH - bh, bw * 0.56, bh, 8, over ? C.amber : C.teal, { opacity: 0.9 });
    b += text(chartX + i * bw + bw / 2, chartY + chartH + 26, weeks[i] ?? '', { size: 13, fill: C.slate500, anchor: 'middle' });
  });
  const limY = chartY + chartH - (limit / max) * chartH;
  b += line(chartX, limY, chartX + chartW, limY, C.rose, 2.5, { 'stroke-dasharray': '8 6' });
  b += rect(chartX + chartW - 96, limY - 34, 96, 26, 13, C.rose50);
  b += text(chartX + chartW - 48, limY - 16, 'Budget 80h', { size: 12, weight: 'bold', fill: C.rose, anchor: 'middle' });
  b += rect(chLeft, cy + ch - 58, 230, 34, 17, C.teal50);
  b += text(chLeft + 115, cy + ch - 36, '−60% since alerts went live', { size: 13, weight: 'bold', fill: C.teal, anchor: 'middle' });

  // Rule set card (bottom right)
  const rx = 700;
  const ry = 590;
  const rw = 440;
  const rh = 210;
  b += card(rx, ry, rw, rh, 20, 'shadow');
  b += iconTile('shield', rx + 24, ry + 24, 44, C.indigo50, C.indigo);
  b += text(rx + 84, ry + 44, 'Active rule set', { size: 14, fill: C.slate500 });
  b += text(rx + 84, ry + 66, 'Store staff · Bengaluru', { size: 17, weight: 'bold', fill: C.slate900 });
  const chips = ['9h per day', '48h per week', 'Break after 5h', '11h rest'];
  let chx = rx + 24;
  let chy = ry + 96;
  for (const c of chips) {
    const w = pillWidth(c, 14, 14);
    if (chx + w > rx + rw - 24) {
      chx = rx + 24;
      chy += 46;
    }
    b += rect(chx, chy, w, 34, 17, C.slate50, { stroke: C.slate200 });
    b += text(chx + w / 2, chy + 22, c, { size: 14, weight: 'bold', fill: C.slate700, anchor: 'middle' });
    chx += w + 10;
  }

  // Alerts card
  b += card(ax, ay, aw, ah, 24, 'shadow-lg');
  b += text(ax + 36, ay + 58, 'Compliance alerts', { size: 24, weight: 'bold', fill: C.slate900, spacing: -0.3 });
  b += text(ax + 36, ay + 86, 'Draft schedule · Week of 20 January', { size: 15, fill: C.slate500 });
  b += pill(ax + aw - 36 - pillWidth('3 to review', 13, 12), ay + 38, '3 to review', C.rose50, C.rose, 13, 12, 30);

  const alerts: { icon: IconName; tone: 'rose' | 'amber' | 'teal'; title: string; detail: string; meta: string; action: string }[] = [
    {
      icon: 'clock',
      tone: 'rose',
      title: 'Weekly hours over limit',
      detail: 'Rahul Verma · 52h scheduled, limit 48h',
      meta: 'Sales floor · Koramangala',
      action: 'Fix',
    },
    {
      icon: 'moon',
      tone: 'amber',
      title: 'Short rest between shifts',
      detail: 'Meera Iyer · 9h rest, minimum 11h',
      meta: 'Fri 22:00 → Sat 07:00',
      action: 'Fix',
    },
    {
      icon: 'coffee',
      tone: 'amber',
      title: 'Break not scheduled',
      detail: 'Vikram Singh · 6h shift without break',
      meta: 'Tue 06:00–12:00 · Whitefield',
      action: 'Add break',
    },
    {
      icon: 'check',
      tone: 'teal',
      title: 'Spread-over within limits',
      detail: 'All shifts end within 10.5 hours of start',
      meta: 'Checked 2 minutes ago',
      action: '',
    },
  ];
  const toneCol = {
    rose: [C.rose50, C.rose],
    amber: [C.amber50, C.amber],
    teal: [C.teal50, C.teal],
  } as const;
  let y = ay + 120;
  const itemH = 124;
  alerts.forEach((a) => {
    const [bg, fg] = toneCol[a.tone];
    const ix = ax + 24;
    const iw = aw - 48;
    b += rect(ix, y, iw, itemH - 16, 16, a.tone === 'teal' ? C.white : bg, {
      stroke: a.tone === 'teal' ? C.slate200 : 'none',
    });
    b += iconTile(a.icon, ix + 22, y + 24, 56, a.tone === 'teal' ? C.teal50 : C.white, fg);
    b += text(ix + 96, y + 40, a.title, { size: 18, weight: 'bold', fill: C.slate900 });
    b += text(ix + 96, y + 66, a.detail, { size: 15, fill: C.slate600 });
    b += text(ix + 96, y + 90, a.meta, { size: 13, fill: C.slate500 });
    if (a.action) {
      const bw2 = btn(0, 0, a.action, 'secondary', 14, 38).w;
      b += btn(ix + iw - 20 - bw2, y + 37, a.action, 'secondary', 14, 38).svg;
    }
    y += itemH;
  });

  // Publish bar at the bottom of the alerts card
  const pbY = ay + ah - 78;
  b += line(ax + 24, pbY - 10, ax + aw - 24, pbY - 10, C.slate100, 1.5);
  b += icon('shield', ax + 36, pbY + 14, 24, C.slate500, 2);
  b += text(ax + 70, pbY + 32, 'Publishing is paused until alerts are fixed', { size: 14, fill: C.slate600 });

  return svgDoc(W, H, b, BLUR_DEF);
}

// ---------------------------------------------------------------------------

const IMAGES: { file: string; width: number; height: number; svg: () => string }[] = [
  { file: 'hero.png', width: 2048, height: 1280, svg: hero },
  { file: 'scheduling.png', width: 1200, height: 900, svg: scheduling },
  { file: 'attendance.png', width: 1200, height: 900, svg: attendance },
  { file: 'compliance.png', width: 1200, height: 900, svg: compliance },
];

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const only = process.argv.slice(2);
  for (const img of IMAGES) {
    if (only.length > 0 && !only.includes(img.file)) continue;
    const out = path.join(OUT_DIR, img.file);
    await sharp(Buffer.from(img.svg()))
      .resize(img.width, img.height)
      .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
      .toFile(out);
    const { size } = await stat(out);
    console.log(`${path.relative(process.cwd(), out)}  ${img.width}x${img.height}  ${(size / 1024).toFixed(0)} KB`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
