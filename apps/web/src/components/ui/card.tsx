import type { ElementType, ReactNode } from 'react';
import { cx } from '@/lib/cx';

export interface CardProps {
  children: ReactNode;
  /** The element to render (div by default; section, article, li…). */
  as?: ElementType;
  className?: string;
}

/** A white rounded surface with a soft border. */
export function Card({ children, as: Tag = 'div', className }: CardProps) {
  return (
    <Tag className={cx('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}>
      {children}
    </Tag>
  );
}
