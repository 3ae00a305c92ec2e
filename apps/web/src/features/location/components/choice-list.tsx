import type { ReactNode } from 'react';
import { Button } from '@/components/ui';

export interface ChoiceListItem {
  id: number;
  label: string;
  isDisabled?: boolean;
}

/** The plain list of choices under a map, as buttons (the same choices as the map's). */
export function ChoiceList({
  label,
  items,
  onChoose,
  isDisabled,
  columns = 2,
  children,
}: {
  label: string;
  items: readonly ChoiceListItem[];
  onChoose: (id: number) => void;
  isDisabled?: boolean;
  /** 2 (default) puts the buttons side by side from the small breakpoint up. */
  columns?: 1 | 2;
  children?: ReactNode;
}) {
  return (
    <section aria-label={label} className={columns === 2 ? 'mt-6' : 'mt-6 lg:mt-0'}>
      <ul className={`grid gap-3 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
        {items.map((item) => (
          <li key={item.id}>
            <Button
              variant="secondary"
              fullWidth
              className="justify-start text-start"
              isDisabled={isDisabled || item.isDisabled}
              onPress={() => onChoose(item.id)}
            >
              {item.label}
            </Button>
          </li>
        ))}
        {children}
      </ul>
    </section>
  );
}
