import type { CSSProperties, ReactNode } from 'react';
import { darkPalette, lightPalette, themes } from '../tokens/palette';
import { breakpoints, scales } from '../tokens/scales';
import * as s from './tokenTables.css';

// Docs only: renders the token objects themselves, so the pages never drift from the code.

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix: string[] = []): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[[...prefix, key].join('.'), value] as [string, string]] : flatten(value, [...prefix, key]),
  );
}

const lookup = (tree: Tree, path: string) =>
  path.split('.').reduce<string | Tree | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), tree) as string;

const Table = ({ head, children }: { head: string[]; children: ReactNode }) => (
  <table className={s.table}>
    <thead>
      <tr>
        {head.map((h) => (
          <th key={h} className={s.th}>
            {h}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>{children}</tbody>
  </table>
);

const Swatch = ({ color, canvas }: { color: string; canvas: string }) => (
  <span className={s.swatchCell}>
    <span className={s.swatch} style={{ background: `linear-gradient(${color}, ${color}), ${canvas}` }} />
    <code className={s.code}>{color}</code>
  </span>
);

/** Every colour of the contract, light and dark side by side. */
export function ColorTokens() {
  return (
    <Table head={['Token (vars.color.*)', 'Light', 'Dark']}>
      {flatten(lightPalette as unknown as Tree).map(([path, light]) => (
        <tr key={path}>
          <td className={s.td}>
            <code className={s.code}>{path}</code>
          </td>
          <td className={s.td}>
            <Swatch color={light} canvas={lightPalette.canvas} />
          </td>
          <td className={s.td}>
            <Swatch color={lookup(darkPalette as unknown as Tree, path)} canvas={darkPalette.canvas} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Shadows in both themes, each on its own canvas. */
export function ShadowTokens() {
  return (
    <Table head={['Token (vars.shadow.*)', 'Light', 'Dark']}>
      {Object.keys(themes.light.shadow).map((key) => {
        const name = key as keyof typeof themes.light.shadow;
        const box = (theme: 'light' | 'dark'): CSSProperties => ({
          boxShadow: themes[theme].shadow[name],
          background: themes[theme].color.surfaceRaised,
        });
        return (
          <tr key={key}>
            <td className={s.td}>
              <code className={s.code}>{key}</code>
            </td>
            <td className={s.td} style={{ background: lightPalette.surfaceSunken }}>
              <div className={s.shadowBox} style={box('light')} />
            </td>
            <td className={s.td} style={{ background: darkPalette.canvas }}>
              <div className={s.shadowBox} style={box('dark')} />
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

type ScaleName = keyof typeof scales;

const preview: Partial<Record<ScaleName, (value: string) => ReactNode>> = {
  space: (v) => <div className={s.bar} style={{ width: v }} />,
  radius: (v) => <div className={s.radiusBox} style={{ borderRadius: v }} />,
  fontSize: (v) => <span style={{ fontSize: v }}>Convenient blog writing</span>,
  fontWeight: (v) => <span style={{ fontWeight: v }}>Convenient blog writing</span>,
  fontFamily: (v) => <span style={{ fontFamily: v, fontSize: scales.fontSize.lg }}>Convenient blog writing and reading</span>,
  lineHeight: (v) => <span style={{ lineHeight: v }}>line-height {v}</span>,
};

/** One static scale (space, radius, fontSize ...) with a preview of each step. */
export function ScaleTokens({ scale }: { scale: ScaleName }) {
  const render = preview[scale];
  return (
    <Table head={[`Token (vars.${scale}.*)`, 'Value', ...(render ? ['Preview'] : [])]}>
      {Object.entries(scales[scale]).map(([key, value]) => (
        <tr key={key}>
          <td className={s.td}>
            <code className={s.code}>{key}</code>
          </td>
          <td className={s.td}>
            <code className={s.code}>{value}</code>
          </td>
          {render && <td className={s.td}>{render(value)}</td>}
        </tr>
      ))}
    </Table>
  );
}

/** Breakpoints (plain numbers: media queries cannot read CSS variables). */
export function BreakpointTokens() {
  return (
    <Table head={['Breakpoint', 'Max width']}>
      {Object.entries(breakpoints).map(([key, value]) => (
        <tr key={key}>
          <td className={s.td}>
            <code className={s.code}>{key}</code>
          </td>
          <td className={s.td}>
            <code className={s.code}>{value}px</code>
          </td>
        </tr>
      ))}
    </Table>
  );
}
