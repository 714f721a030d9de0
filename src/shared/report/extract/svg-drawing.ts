import { type DrawingBlock, IDENTITY, type Matrix, type PathShape, type Shape } from '../layout/model';
import { circlePath, collapseSpace, ellipsePath, f, parseColor, px, roundedRectPath } from './css-values';
import { isSkipped } from './skip-rules';

const num = (el: Element, name: string) => Number.parseFloat(el.getAttribute(name) ?? '0') || 0;

/** The element's user space into the outer <svg>'s pixels (its viewBox scaling and every transform included). */
function ctm(el: SVGGraphicsElement): Matrix {
  const m = el.getCTM();
  return m ? [m.a, m.b, m.c, m.d, m.e, m.f] : IDENTITY;
}

/** Opacity of the element and its ancestors inside the drawing, multiplied. */
function opacityOf(el: Element, root: Element): number {
  let o = 1;
  for (let e: Element | null = el; e && e !== root.parentElement; e = e.parentElement)
    o *= Number.parseFloat(getComputedStyle(e).opacity) || 0;
  return o;
}

/** The outline of a basic shape as path data; null for an element that draws none. */
function geometry(el: Element): string | null {
  switch (el.tagName.toLowerCase()) {
    case 'path':
      return el.getAttribute('d');
    case 'circle':
      return circlePath(num(el, 'cx'), num(el, 'cy'), num(el, 'r'));
    case 'ellipse':
      return ellipsePath(num(el, 'cx'), num(el, 'cy'), num(el, 'rx'), num(el, 'ry'));
    case 'line':
      return `M${f(num(el, 'x1'))} ${f(num(el, 'y1'))}L${f(num(el, 'x2'))} ${f(num(el, 'y2'))}`;
    case 'rect': {
      const w = num(el, 'width');
      const h = num(el, 'height');
      const r = Math.min(num(el, 'rx') || num(el, 'ry'), w / 2, h / 2);
      return roundedRectPath(num(el, 'x'), num(el, 'y'), w, h, r);
    }
    case 'polygon':
    case 'polyline': {
      const pts = (el.getAttribute('points') ?? '')
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      if (pts.length < 4) return null;
      let d = `M${f(pts[0] ?? 0)} ${f(pts[1] ?? 0)}`;
      for (let i = 2; i + 1 < pts.length; i += 2) d += `L${f(pts[i] ?? 0)} ${f(pts[i + 1] ?? 0)}`;
      return el.tagName.toLowerCase() === 'polygon' ? `${d}Z` : d;
    }
    default:
      return null;
  }
}

/** An arrowhead at a line's end, for `marker-end` (the element chart's generating cycle): a triangle along the line. */
function arrowHead(el: Element, shape: PathShape): PathShape | null {
  if (el.tagName.toLowerCase() !== 'line' || getComputedStyle(el).markerEnd === 'none') return null;
  const x1 = num(el, 'x1');
  const y1 = num(el, 'y1');
  const x2 = num(el, 'x2');
  const y2 = num(el, 'y2');
  const len = Math.hypot(x2 - x1, y2 - y1);
  if (len === 0 || !shape.stroke) return null;
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  const size = 6 * (shape.strokeWidth ?? 1);
  const bx = x2 - ux * size;
  const by = y2 - uy * size;
  const d = `M${f(x2)} ${f(y2)}L${f(bx - (uy * size) / 2)} ${f(by + (ux * size) / 2)}L${f(bx + (uy * size) / 2)} ${f(by - (ux * size) / 2)}Z`;
  return {
    kind: 'path',
    d,
    transform: shape.transform,
    fill: shape.stroke,
    fillOpacity: shape.strokeOpacity ?? 1,
  };
}

function pathShape(el: SVGGraphicsElement, d: string, root: Element): PathShape | null {
  const cs = getComputedStyle(el);
  const opacity = opacityOf(el, root);
  const fill = parseColor(cs.fill);
  const stroke = parseColor(cs.stroke);
  const strokeWidth = px(cs.strokeWidth);
  if (!fill && !(stroke && strokeWidth > 0)) return null;
  const dash = cs.strokeDasharray === 'none' ? undefined : cs.strokeDasharray.split(/[\s,]+/).map(px);
  const shape: PathShape = { kind: 'path', d, transform: ctm(el) };
  if (fill) {
    shape.fill = fill.color;
    shape.fillOpacity = fill.alpha * (Number.parseFloat(cs.fillOpacity) || 0) * opacity;
  }
  if (stroke && strokeWidth > 0) {
    shape.stroke = stroke.color;
    shape.strokeOpacity = stroke.alpha * (Number.parseFloat(cs.strokeOpacity) || 0) * opacity;
    shape.strokeWidth = strokeWidth;
    if (dash?.some((v) => v > 0)) shape.dash = dash;
  }
  return shape;
}

/**
 * The text of a <text> or <tspan>, placed where the browser placed it: centred on its box (or at its start or end,
 * as `text-anchor` says), vertically at the box's middle. The PDF's font is not the screen's, so its own width
 * decides where it starts; the anchor keeps it where the chart meant it.
 */
function textShapes(el: SVGTextContentElement, root: Element, out: Shape[]): void {
  const own = [...el.childNodes]
    .filter((n) => n.nodeType === Node.TEXT_NODE)
    .map((n) => n.textContent ?? '')
    .join('');
  const text = collapseSpace(own).trim();
  if (text) {
    const cs = getComputedStyle(el);
    const fill = parseColor(cs.fill);
    const box = el.getBBox();
    const anchor = (cs.textAnchor === 'middle' ? 'middle' : cs.textAnchor === 'end' ? 'end' : 'start') as
      | 'start'
      | 'middle'
      | 'end';
    if (fill && box.width > 0)
      out.push({
        kind: 'text',
        text,
        x: anchor === 'middle' ? box.x + box.width / 2 : anchor === 'end' ? box.x + box.width : box.x,
        y: box.y + box.height / 2,
        size: px(cs.fontSize),
        anchor,
        bold: Number.parseInt(cs.fontWeight, 10) >= 600,
        color: fill.color,
        transform: ctm(el),
      });
  }
  for (const child of el.children)
    if (child.tagName.toLowerCase() === 'tspan' && !isSkipped(child, true))
      textShapes(child as SVGTextContentElement, root, out);
}

function walk(el: Element, root: Element, out: Shape[]): void {
  for (const child of el.children) {
    if (isSkipped(child, true)) continue;
    const tag = child.tagName.toLowerCase();
    if (tag === 'g' || tag === 'a' || tag === 'svg') walk(child, root, out);
    else if (tag === 'text') textShapes(child as SVGTextContentElement, root, out);
    else {
      const d = geometry(child);
      if (!d) continue;
      const shape = pathShape(child as SVGGraphicsElement, d, root);
      if (!shape) continue;
      out.push(shape);
      const head = arrowHead(child, shape);
      if (head) out.push(head);
    }
  }
}

/** An inline <svg> (the chart wheel, the element chart) as a vector drawing in its on-screen pixels. */
export function svgDrawing(svg: SVGSVGElement, maxWidthPt?: number): DrawingBlock | null {
  const rect = svg.getBoundingClientRect();
  if (rect.width <= 0 || rect.height <= 0) return null;
  const shapes: Shape[] = [];
  walk(svg, svg, shapes);
  // getCTM maps into the svg's own box; a border or padding on the <svg> would move it, which none of ours has.
  return { kind: 'drawing', width: rect.width, height: rect.height, shapes, maxWidthPt };
}
