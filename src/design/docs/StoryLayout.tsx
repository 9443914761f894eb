import type { ReactNode } from 'react';
import * as s from './storyLayout.css';

// Small layout components for stories: keeps stories free of inline style literals.
export const Stack = ({ children }: { children: ReactNode }) => <div className={s.stack}>{children}</div>;
export const Row = ({ children }: { children: ReactNode }) => <div className={s.row}>{children}</div>;
export const Narrow = ({ children }: { children: ReactNode }) => <div className={s.narrow}>{children}</div>;
export const Caption = ({ children }: { children: ReactNode }) => <span className={s.caption}>{children}</span>;
export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className={s.section} aria-label={title}>
    <span className={s.caption}>{title}</span>
    {children}
  </section>
);
export const Matrix = ({ children }: { children: ReactNode }) => <div className={s.matrix}>{children}</div>;
export const Tall = ({ children }: { children: ReactNode }) => <div className={s.tall}>{children}</div>;
