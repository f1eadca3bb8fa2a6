import { whenFontsReady } from './fonts';
import type { Language } from './locale';
import { isRecord } from './storage';

/** Writes the answer's data into the painted screen (null: the rows stay placeholders). */
export type Fill = (data: unknown) => void;

/** A description's text in the page's language, '' when it has none. */
type Text = (value: unknown) => string;

/** A part of a paint description: JSON of the remote's contributions, read field by field. */
type Spec = Record<string, unknown>;

const specOf = (value: unknown): Spec => (isRecord(value) ? value : {});
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** `value` as a number between `min` and `max`, `fallback` when it is none. */
const clamp = (value: unknown, fallback: number, min: number, max: number) =>
  Math.min(Math.max(Number(value) || fallback, min), max);

/**
 * The first screen `paint` describes, in the area's frame of `language`, in `remote`'s slot
 * (data-remote, data-module="./app", data-status="painted"): the title, the sub-navigation (the
 * first link current), then each block in order (a bar with a heading or tabs and placeholders of
 * its buttons, a row of placeholders, a row of filters, a table of the answer's rows, a form of the
 * answer's fields), at the sizes of the remote's page. The shell keeps it on screen until the
 * remote's own page has mounted in its place (shell/src/remotes/paintedArea.ts). Only text is
 * written (textContent), never markup. Returns the function that writes the answer's data into it
 * (null data: the rows stay placeholders, the remote's page says what went wrong). Nothing is
 * painted when the frame is not shown or the description is not understood.
 */
export function paintArea(remote: string, paint: unknown, language: Language): Fill | null {
  const column = document.querySelector(`html.fp-area #fp-home-${language} .fp-frame-area`);
  if (!column || !isRecord(paint)) return null;
  const text: Text = (value) =>
    isRecord(value) && typeof value[language] === 'string' ? value[language] : '';
  const fills: Fill[] = [];
  const page = element('div', 'fp-p');
  page.setAttribute('data-remote', remote);
  page.setAttribute('data-module', './app');
  page.setAttribute('data-status', 'painted');
  page.appendChild(element('h1', 'fp-p-title', text(paint.title)));
  if (Array.isArray(paint.nav) && paint.nav.length) page.appendChild(tabs(paint.nav, 'fp-p-nav', text));
  const body = page.appendChild(element('div', 'fp-p-body'));
  for (const item of listOf(paint.blocks)) {
    const block = specOf(item);
    if (block.bar) body.appendChild(bar(specOf(block.bar), text));
    else if (block.bones) body.appendChild(boneRow(specOf(block.bones)));
    else if (Array.isArray(block.filters)) body.appendChild(filters(block.filters, text));
    else if (block.table) body.appendChild(table(specOf(block.table), text, fills));
    else if (block.form) body.appendChild(form(specOf(block.form), text, fills));
  }
  // shown once its fonts are in (laid out meanwhile, so they are asked for): text never paints
  // in a fallback font that changes its size and line breaks when the portal's font arrives
  page.style.visibility = 'hidden';
  column.replaceChildren(page);
  whenFontsReady(() => {
    page.style.visibility = '';
  });
  // for the shell, which keeps it on screen in the remote's slot until the remote has mounted
  window.portalPaintedArea = page;
  return (data) => {
    for (const fill of fills) fill(data);
  };
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  content?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (content) node.textContent = content;
  return node;
}

/** What the answer holds at a dotted path (`opened_list`, `0.display_name`); the answer itself for none. */
function at(data: unknown, path: unknown): unknown {
  let value = data;
  const parts = typeof path === 'string' && path ? path.split('.') : [];
  for (let i = 0; i < parts.length && value !== null && value !== undefined; i += 1)
    value = (value as Record<string, unknown>)[parts[i] ?? ''];
  return value;
}

/** A value of the answer at a dotted path, as text: a string or a finite number, else null. */
function valueAt(data: unknown, path: unknown): string | null {
  const value = at(data, path);
  if (typeof value === 'number' && isFinite(value)) return String(value);
  return typeof value === 'string' && value ? value : null;
}

/** `value` in `parent`, isolated in the direction `dir` names (a domain or an address stays left to right in Persian). */
function valueInto(parent: HTMLElement, value: string, dir: unknown): void {
  const isolated = parent.appendChild(element('bdi', '', value));
  if (dir === 'ltr') isolated.dir = 'ltr';
}

function tabs(labels: unknown[], className: string, text: Text): HTMLElement {
  const list = element('ul', className);
  for (let i = 0; i < labels.length && i < 12; i += 1)
    list.appendChild(element('li', i === 0 ? 'fp-p-current' : '', text(labels[i])));
  return list;
}

const bone = (className: string) => element('div', `fp-frame-bone ${className}`);

function bar(spec: Spec, text: Text): HTMLElement {
  const row = element('div', 'fp-p-bar');
  if (Array.isArray(spec.tabs)) row.appendChild(tabs(spec.tabs, 'fp-p-tabs', text));
  else row.appendChild(element('h2', 'fp-p-heading', text(spec.heading)));
  const actions = Math.min(Number(spec.actions) || 0, 4);
  for (let i = 0; i < actions; i += 1) row.appendChild(bone('fp-p-action'));
  return row;
}

function boneRow(spec: Spec): HTMLElement {
  const row = element('div', 'fp-p-bones');
  const count = Math.min(Number(spec.count) || 1, 8);
  for (let i = 0; i < count; i += 1) {
    const placeholder = bone('fp-p-bone');
    placeholder.style.height = `${clamp(spec.height, 40, 8, 400)}px`;
    if (spec.width) placeholder.style.width = `${clamp(spec.width, 0, 8, 600)}px`;
    row.appendChild(placeholder);
  }
  return row;
}

/** A field's box: the placeholder (muted) or a fixed text, as the remote's input or select shows it. */
function box(spec: Spec, text: Text): HTMLElement {
  const field = element('div', 'fp-p-input');
  const shown = text(spec.text);
  if (shown) field.appendChild(element('span', '', shown));
  else if (text(spec.placeholder))
    field.appendChild(element('span', 'fp-frame-muted', text(spec.placeholder)));
  return field;
}

function filters(list: unknown[], text: Text): HTMLElement {
  const row = element('div', 'fp-p-filters');
  for (const item of list.slice(0, 6)) {
    const spec = specOf(item);
    const cell = element('div', 'fp-p-filter');
    if (spec.width) cell.style.width = `${clamp(spec.width, 0, 40, 600)}px`;
    else cell.className += ' fp-frame-grow';
    if (text(spec.label)) cell.appendChild(element('div', 'fp-p-label', text(spec.label)));
    cell.appendChild(box(spec, text));
    row.appendChild(cell);
  }
  return row;
}

/** The table's head now; its rows (ten at most, the remote's first page) from the answer when it arrives. */
function table(spec: Spec, text: Text, fills: Fill[]): HTMLElement {
  const columns = listOf(spec.columns).slice(0, 10).map(specOf);
  const wrap = element('div');
  const grid = wrap.appendChild(element('div', 'fp-p-table')).appendChild(element('table'));
  const head = element('tr');
  // a column the remote's table shows from a width on (visibleFrom: md 768 px, lg 992 px)
  const widths = columns.map((column) =>
    column.visibleFrom === 'md' || column.visibleFrom === 'lg' ? `fp-p-${column.visibleFrom}` : '',
  );
  columns.forEach((column, c) => head.appendChild(element('th', widths[c], text(column.label))));
  grid.appendChild(element('thead')).appendChild(head);
  const body = grid.appendChild(element('tbody'));
  const placeholderRow = element('tr');
  for (const width of widths) placeholderRow.appendChild(element('td', width)).appendChild(bone('fp-p-cell'));
  body.appendChild(placeholderRow);
  // below the clipped table: the text is a little taller than its line, and stays whole
  if (text(spec.footer)) wrap.appendChild(element('div', 'fp-p-footer', text(spec.footer)));
  fills.push((data) => {
    const rows = data === null ? null : at(data, spec.rows);
    if (!Array.isArray(rows)) return;
    const painted = rows.slice(0, 10).map((answerRow: unknown) => {
      const row = element('tr');
      columns.forEach((column, k) => {
        const cell = row.appendChild(element('td', widths[k]));
        const value = column.value ? valueAt(answerRow, column.value) : null;
        if (value === null) cell.appendChild(bone('fp-p-cell'));
        else
          valueInto(
            column.strong ? cell.appendChild(element('span', 'fp-p-strong')) : cell,
            value,
            column.dir,
          );
      });
      return row;
    });
    body.replaceChildren(...painted);
  });
  return wrap;
}

/** The form's labels, placeholders and help now; each field's value from the answer when it arrives. */
function form(spec: Spec, text: Text, fills: Fill[]): HTMLElement {
  const grid = element('div', spec.columns === 2 ? 'fp-p-form fp-p-form-2' : 'fp-p-form');
  for (const item of listOf(spec.fields).slice(0, 16)) {
    const field = specOf(item);
    const cell = element('div', 'fp-p-field');
    cell.appendChild(element('div', 'fp-p-label', text(field.label)));
    // a text field as an inert input; a choice (`select`) as the box its button shows
    const input = cell.appendChild(
      !field.select && (field.value || field.placeholder) ? inertInput(field, text) : box(field, text),
    );
    if (text(field.help)) cell.appendChild(element('div', 'fp-p-help', text(field.help)));
    if (field.value) fills.push(fillField(input, field));
    grid.appendChild(cell);
  }
  return grid;
}

/**
 * A form's field as the remote's page shows it, a text field with its value or placeholder, inert
 * until the page replaces it: read-only, out of the tab order, without a name (it sends nothing).
 */
function inertInput(field: Spec, text: Text): HTMLInputElement {
  const input = element('input', 'fp-p-input');
  input.readOnly = true;
  input.tabIndex = -1;
  input.setAttribute('autocomplete', 'off');
  if (text(field.placeholder)) input.placeholder = text(field.placeholder);
  if (field.dir === 'ltr') input.dir = 'ltr';
  return input;
}

function fillField(input: HTMLElement, field: Spec): Fill {
  return (data) => {
    const value = data === null ? null : valueAt(data, field.value);
    if (value === null) return;
    if (input instanceof HTMLInputElement) input.value = value;
    else valueInto(input.appendChild(element('span')), value, field.dir);
  };
}
