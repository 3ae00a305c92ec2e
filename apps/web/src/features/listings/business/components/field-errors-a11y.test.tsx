import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setupAppTests } from '@/test/app-harness';
import { loadKitCatalogues, renderKit } from '@/test/kit-test-utils';
import { ChoiceChips } from '@/features/listings/shared/components/event-choice-chips';
import { HoursEditor } from './hours-editor';
import { defaultHours } from '@/features/listings/shared/lib/hours';

setupAppTests();
loadKitCatalogues();

describe('errors tied to their controls', () => {
  it('ties the error to the group and to each check box', () => {
    renderKit(
      <ChoiceChips
        label="Categories"
        options={[
          { id: 3, label: 'Restaurants' },
          { id: 5, label: 'Legal services' },
        ]}
        value={[]}
        onChange={() => {}}
        description="Up to 3."
        error="Choose at least one category."
        isRequired
      />,
    );
    const group = screen.getByRole('group', { name: /Categories/ });
    expect(group).toHaveAccessibleDescription('Up to 3. Choose at least one category.');
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(/Choose at least one category\./);
    }
  });

  it('the opening-hours error marks the group invalid, describes it and is announced', () => {
    renderKit(
      <HoursEditor
        value={defaultHours()}
        onChange={() => {}}
        error="The closing time must be after the opening time."
      />,
    );
    const group = screen.getByRole('group', { name: 'Opening hours' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('The closing time must be after the opening time.');
    expect(screen.getByRole('alert')).toHaveTextContent('The closing time must be after the opening time.');
  });

  it('has no error state without an error', () => {
    renderKit(<HoursEditor value={defaultHours()} onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Opening hours' });
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
