import { type DrawingBlock, IDENTITY, type Matrix, multiply, type Rect, type Shape } from '../layout/model';
import { collapseSpace, parseColor, parseTransform, px, roundedRectPath } from './css-values';
import { isSkipped } from './skip-rules';

const translate = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y];

/** Opacity of the element and its ancestors up to the drawing's root, multiplied. */
function opacityOf(el: Element, root: Element): number {
  let o = 1;
  for (let e: Element | null = el; e && e !== root.parentElement; e = e.parentElement)
    o *= Number.parseFloat(getComputedStyle(e).opacity) || 0;
  return o;
}

/** The corner radius of a box `w` × `h` (`50%`, `999px` and `4px` alike), clamped as CSS does. */
function radiusOf(cs: CSSStyleDeclaration, w: number, h: number): number {
  const v = cs.borderTopLeftRadius.split(' ')[0] ?? '0';
  const r = v.endsWith('%') ? (Number.parseFloat(v) / 100) * Math.min(w, h) : px(v);
  return Math.max(0, Math.min(r, w / 2, h / 2));
}

/** The clip of the nearest ancestor (up to the root) that hides its overflow, in drawing pixels. */
function clipOf(el: Element, root: Element, origin: DOMRect): Rect | undefined {
  for (let e = el.parentElement; e && e !== root.parentElement; e = e.parentElement) {
    const cs = getComputedStyle(e);
    if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible') {
      if (e === root) return undefined;
      const r = e.getBoundingClientRect();
      return { x: r.left - origin.left, y: r.top - origin.top, width: r.width, height: r.height };
    }
  }
  return undefined;
}

/** The backgrounds and borders of one element as shapes. */
function boxShapes(el: HTMLElement, root: Element, origin: DOMRect, out: Shape[]): void {
  const cs = getComputedStyle(el);
  const bg = parseColor(cs.backgroundColor);
  const sides = (['Top', 'Right', 'Bottom', 'Left'] as const).map((s) => ({
    width: px(cs.getPropertyValue(`border-${s.toLowerCase()}-width`)),
    color:
      cs.getPropertyValue(`border-${s.toLowerCase()}-style`) === 'none'
        ? null
        : parseColor(cs.getPropertyValue(`border-${s.toLowerCase()}-color`)),
  }));
  const bordered = sides.some((s) => s.width > 0 && s.color);
  if (!bg && !bordered) return;
  const opacity = opacityOf(el, root);
  const rect = el.getBoundingClientRect();
  // A CSS transform (the timeline's stations are squares turned 45°) turns the untransformed box about its centre.
  const t = parseTransform(cs.transform);
  const w = t ? el.offsetWidth : rect.width;
  const h = t ? el.offsetHeight : rect.height;
  const cx = rect.left - origin.left + rect.width / 2;
  const cy = rect.top - origin.top + rect.height / 2;
  const transform = t
    ? multiply(translate(cx, cy), multiply([t[0], t[1], t[2], t[3], 0, 0], translate(-w / 2, -h / 2)))
    : translate(cx - w / 2, cy - h / 2);
  const r = radiusOf(cs, w, h);
  const clip = clipOf(el, root, origin);
  if (bg)
    out.push({
      kind: 'path',
      d: roundedRectPath(0, 0, w, h, r),
      transform,
      fill: bg.color,
      fillOpacity: bg.alpha * opacity,
      clip,
    });
  const [top, right, bottom, left] = sides as [
    (typeof sides)[0],
    (typeof sides)[0],
    (typeof sides)[0],
    (typeof sides)[0],
  ];
  const even = sides.every(
    (s) =>
      s.width === top.width &&
      s.color &&
      top.color &&
      s.color.color.r === top.color.color.r &&
      s.color.color.g === top.color.color.g &&
      s.color.color.b === top.color.color.b,
  );
  if (even && top.color && top.width > 0) {
    // One stroke along the (rounded) box, inside it as CSS draws a border.
    const bw = top.width;
    out.push({
      kind: 'path',
      d: roundedRectPath(bw / 2, bw / 2, w - bw, h - bw, Math.max(0, r - bw / 2)),
      transform,
      stroke: top.color.color,
      strokeOpacity: top.color.alpha * opacity,
      strokeWidth: bw,
      clip,
    });
    return;
  }
  const edges: [typeof top, number, number, number, number][] = [
    [top, 0, 0, w, top.width],
    [right, w - right.width, 0, right.width, h],
    [bottom, 0, h - bottom.width, w, bottom.width],
    [left, 0, 0, left.width, h],
  ];
  for (const [side, x, y, ew, eh] of edges)
    if (side.width > 0 && side.color)
      out.push({
        kind: 'path',
        d: roundedRectPath(x, y, ew, eh, 0),
        transform,
        fill: side.color.color,
        fillOpacity: side.color.alpha * opacity,
        clip,
      });
}

/**
 * The text of one text node, line by line as the browser broke it: each line's box from a Range, the text placed at
 * its start (or centre, or end, as the block aligns it) and at its vertical middle.
 */
function textShapes(node: Text, root: Element, origin: DOMRect, out: Shape[]): void {
  const parent = node.parentElement;
  const raw = node.textContent ?? '';
  if (!parent || !raw.trim()) return;
  const cs = getComputedStyle(parent);
  const color = parseColor(cs.color);
  if (!color) return;
  const block = parent.closest('div,li,td,th,p,span[style*="width"]') ?? parent;
  const align = getComputedStyle(block).textAlign;
  const anchor = align === 'center' ? 'middle' : align === 'right' || align === 'end' ? 'end' : 'start';
  const range = document.createRange();
  // Characters grouped into the lines the browser made (a wrapped label has several boxes).
  const lines: { text: string; rect: DOMRect }[] = [];
  const chars = [...raw];
  let offset = 0;
  let current: { text: string; top: number; left: number; right: number; bottom: number } | null = null;
  const flush = () => {
    if (current?.text.trim())
      lines.push({
        text: current.text,
        rect: new DOMRect(
          current.left,
          current.top,
          current.right - current.left,
          current.bottom - current.top,
        ),
      });
  };
  range.selectNodeContents(node);
  if (range.getClientRects().length <= 1) {
    const r = range.getBoundingClientRect();
    if (r.width > 0) lines.push({ text: raw, rect: r });
  } else
    for (const ch of chars) {
      range.setStart(node, offset);
      range.setEnd(node, offset + ch.length);
      offset += ch.length;
      const r = range.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (!current || Math.abs(r.top - current.top) > r.height / 2) {
        flush();
        current = { text: ch, top: r.top, left: r.left, right: r.right, bottom: r.bottom };
      } else {
        current.text += ch;
        current.right = Math.max(current.right, r.right);
        current.left = Math.min(current.left, r.left);
      }
    }
  flush();
  // The text's own element may hide its overflow (a timeline period too short for its pillar's name).
  const clip = clipOf(node as unknown as Element, root, origin);
  const opacity = opacityOf(parent, root);
  for (const line of lines) {
    const text = collapseSpace(line.text).trim();
    if (!text) continue;
    const x0 = line.rect.left - origin.left;
    out.push({
      kind: 'text',
      text,
      x: anchor === 'middle' ? x0 + line.rect.width / 2 : anchor === 'end' ? x0 + line.rect.width : x0,
      y: line.rect.top - origin.top + line.rect.height / 2,
      size: px(cs.fontSize),
      anchor,
      bold: Number.parseInt(cs.fontWeight, 10) >= 600,
      color: opacity < 0.99 ? mix(color.color, opacity) : color.color,
      transform: IDENTITY,
      clip,
    });
  }
}

/** A colour at `opacity` over white paper. */
const mix = (c: { r: number; g: number; b: number }, opacity: number) => ({
  r: 1 - (1 - c.r) * opacity,
  g: 1 - (1 - c.g) * opacity,
  b: 1 - (1 - c.b) * opacity,
});

/**
 * A piece of the page drawn with HTML and CSS (the four pillars, the element bars, the aspect grid, the luck pillars,
 * the transit timeline) as a vector drawing of what is on screen: every background and border as a shape, every
 * line of text at its place, in the page's own pixels. Scrolled-away parts (a timeline wider than the screen) are
 * included: its whole scroll width is drawn.
 */
export function htmlDrawing(root: HTMLElement, maxWidthPt?: number): DrawingBlock | null {
  const origin = root.getBoundingClientRect();
  const width = Math.max(origin.width, root.scrollWidth);
  const height = Math.max(origin.height, root.scrollHeight);
  if (width <= 0 || height <= 0) return null;
  const shapes: Shape[] = [];
  const visit = (el: Element) => {
    if (el !== root && isSkipped(el, true)) return;
    if (el instanceof SVGSVGElement) return; // no inline svg inside these
    if (el instanceof HTMLElement) boxShapes(el, root, origin, shapes);
    for (const child of el.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) textShapes(child as Text, root, origin, shapes);
      else if (child.nodeType === Node.ELEMENT_NODE) visit(child as Element);
    }
  };
  visit(root);
  return { kind: 'drawing', width, height, shapes, maxWidthPt };
}
