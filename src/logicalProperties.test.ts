// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Right to left needs no second stylesheet when every style says start and end instead of left and
// right (ARCHITECTURE.md, "Languages"). This reads every style file (and every inline `style={{}}`)
// and names each physical left/right it finds: a property (marginLeft, right, borderTopLeftRadius),
// a value ('left' in textAlign, float, transformOrigin...), a four-value shorthand whose right and
// left differ, a corner radius that is not mirror-symmetric, a horizontal translate or shadow offset.

/** Justified exceptions, as `file: property`, each with the reason it stays physical. */
const EXCEPTIONS: Record<string, string> = {
  // Centred with left 50% and translate(-50%): the result is the same in both directions.
  'src/design/primitives/Dialog/Dialog.css.ts: left': 'centring, symmetric',
  'src/design/primitives/Dialog/Dialog.css.ts: transform': 'centring, symmetric',
  // The underline is placed from the active tab's offsetLeft, a physical measure, in both directions.
  'src/design/primitives/Tabs/Tabs.css.ts: left': 'offsetLeft is measured from the left',
  'src/design/primitives/Tabs/Tabs.css.ts: transform': 'offsetLeft is measured from the left',
};

const PHYSICAL_KEY = /^(left|right|(margin|padding|scrollMargin|scrollPadding)(Left|Right)|border(Left|Right)(Width|Style|Color)?|border(Top|Bottom)(Left|Right)Radius)$/;
const SIDES = new Set(['margin', 'padding', 'inset', 'borderWidth', 'borderStyle', 'borderColor', 'scrollMargin', 'scrollPadding']);
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Splits a CSS value on top-level spaces (not inside parentheses); `commas` splits a list first. */
function tokens(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value.trim()) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (/\s/.test(ch) && depth === 0) {
      if (current) out.push(current);
      current = '';
    } else current += ch;
  }
  if (current) out.push(current);
  return out;
}
function list(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  return [...out, current];
}

/** What is physical about one declaration, or null. `value` is the literal text with `${...}` kept as written. */
export function physical(property: string, value: string | null): string | null {
  const key = camel(property);
  if (PHYSICAL_KEY.test(key)) return `${key} is physical`;
  if (value === null) return null;
  if (tokens(value).some((t) => t === 'left' || t === 'right')) return `${key}: '${value}' names a side`;
  if (SIDES.has(key)) {
    const t = tokens(value);
    if (t.length === 4 && t[1] !== t[3]) return `${key}: '${value}' has different right and left`;
  }
  if (key === 'borderRadius') {
    const t = tokens(value.split('/')[0]);
    const [tl, tr = tl, br = tl, bl = tr] = t;
    if (tl !== tr || br !== bl) return `${key}: '${value}' is not mirror-symmetric`;
  }
  if (key === 'transform' || key === 'translate') {
    // The first argument of translate()/translateX()/translate3d() (translateY is not matched), or the translate property's x.
    const xs = key === 'translate' ? [tokens(value)[0]] : [...value.matchAll(/translate(?:X|3d)?\(\s*([^,)\s]+)/g)].map((m) => m[1]);
    if (xs.some((x) => x !== undefined && x !== '0' && !x.includes('inlineSign'))) return `${key}: '${value}' moves sideways`;
  }
  if (key === 'boxShadow') {
    for (const shadow of list(value)) {
      const t = tokens(shadow).filter((x) => x !== 'inset');
      if (t.length >= 2 && t[0] !== '0' && !t[0].includes('inlineSign')) return `${key}: '${shadow.trim()}' is offset sideways`;
    }
  }
  return null;
}

function textOf(node: ts.Expression, source: ts.SourceFile): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    // Each `${expr}` becomes its source without spaces, so it stays one token.
    return node.head.text + node.templateSpans.map((s) => `\${${s.expression.getText(source).replace(/\s+/g, '')}}` + s.literal.text).join('');
  }
  return null;
}

/** Every physical declaration in one file's source. */
export function findPhysical(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const styleFile = /\.css\.ts$|design\/styles\//.test(file);
  const visitObject = (object: ts.ObjectLiteralExpression) => {
    for (const p of object.properties) {
      if (!ts.isPropertyAssignment(p)) continue;
      const name = ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : null;
      if (name === null) continue;
      const problem = physical(name, textOf(p.initializer, source));
      if (problem && !EXCEPTIONS[`${file}: ${camel(name)}`]) {
        const { line } = source.getLineAndCharacterOfPosition(p.getStart(source));
        found.push(`${file}:${line + 1} ${problem}`);
      }
    }
  };
  const visit = (node: ts.Node) => {
    if (styleFile && ts.isObjectLiteralExpression(node)) visitObject(node);
    if (!styleFile && ts.isJsxAttribute(node) && node.name.getText(source) === 'style' && node.initializer && ts.isJsxExpression(node.initializer)) {
      const expression = node.initializer.expression;
      if (expression && ts.isObjectLiteralExpression(expression)) visitObject(expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const root = process.cwd();
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === '__screenshots__' ? [] : files(path);
    return /\.(css\.ts|tsx)$/.test(name) || /design\/styles\/[^/]+\.ts$/.test(path) ? [relative(root, path)] : [];
  });
}

describe('logical properties only', () => {
  it('finds the physical declarations in hand-made examples', () => {
    const code = [
      "style({ marginLeft: vars.space['2'], 'padding-right': 0, borderLeft: 'none', borderTopRightRadius: 1 });",
      "style({ textAlign: 'left', float: 'right', transformOrigin: 'top left' });",
      "style({ padding: `${vars.space['5']} ${vars.space['5']} ${vars.space['4']} ${vars.space['6']}` });",
      "style({ borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}` });",
      "style({ transform: `translateX(${vars.space['4']})` });",
      "style({ boxShadow: `inset ${vars.size.focusRing} 0 0 red` });",
    ].join('\n');
    expect(findPhysical('src/x/X.css.ts', code).map((f) => f.split(' ')[0])).toEqual([
      'src/x/X.css.ts:1', 'src/x/X.css.ts:1', 'src/x/X.css.ts:1', 'src/x/X.css.ts:1',
      'src/x/X.css.ts:2', 'src/x/X.css.ts:2', 'src/x/X.css.ts:2',
      'src/x/X.css.ts:3', 'src/x/X.css.ts:4', 'src/x/X.css.ts:5', 'src/x/X.css.ts:6',
    ]);
    expect(findPhysical('src/x/X.tsx', "const a = { left: 0 };\nexport const B = () => <div style={{ right: 0 }} />;")).toEqual(['src/x/X.tsx:2 right is physical']);
  });

  it('passes the logical and symmetric ones', () => {
    const code = [
      "style({ marginInlineStart: vars.space['2'], paddingInline: 0, insetInlineEnd: 0, borderInlineStart: 'none', borderStartEndRadius: 1 });",
      "style({ textAlign: 'start', float: 'inline-start', top: 0, bottom: 0 });",
      "style({ padding: `${vars.space['5']} ${vars.space['6']} ${vars.space['4']}`, margin: `0 ${vars.space['6']} 0 ${vars.space['6']}`, margin: '0 auto' });",
      "style({ borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0` });",
      "style({ transform: `translateY(${vars.space['1']}) scale(0.98)`, transform: 'rotate(360deg)', transform: 'none' });",
      "style({ boxShadow: `0 0 0 ${vars.size.focusRing} red, inset 0 1px 2px blue`, boxShadow: vars.shadow.md });",
    ].join('\n');
    expect(findPhysical('src/x/X.css.ts', code)).toEqual([]);
  });

  it('no style in the app is physical, but for the listed exceptions', () => {
    const found = [...files(join(root, 'src')), ...files(join(root, 'stories'))].flatMap((f) => findPhysical(f, readFileSync(join(root, f), 'utf8')));
    expect(found).toEqual([]);
    // It parses every style file: under a second alone, past Vitest's 5 s when every layer runs at once.
  }, 30_000);

  it('each exception is still needed', () => {
    const unused = Object.keys(EXCEPTIONS).filter((key) => {
      const [file, property] = key.split(': ');
      const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
      let used = false;
      const visit = (node: ts.Node) => {
        if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && camel(node.name.text) === property) {
          if (physical(property, textOf(node.initializer, source))) used = true;
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      return !used;
    });
    expect(unused).toEqual([]);
  }, 30_000);
});
