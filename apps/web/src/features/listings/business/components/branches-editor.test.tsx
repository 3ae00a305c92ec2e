import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { mockApi, setupAppTests } from '@/test/app-harness';
import type { BusinessFormInput, BusinessFormOutput } from '../lib/business-form';
import { loadKitCatalogues, renderKit } from '@/test/kit-test-utils';
import { BranchesEditor } from './branches-editor';

setupAppTests();
loadKitCatalogues();

function Harness() {
  const { control } = useForm<BusinessFormInput, unknown, BusinessFormOutput>({
    defaultValues: { branches: [] } as unknown as BusinessFormInput,
  });
  return <BranchesEditor control={control} />;
}

const names = () => screen.getAllByRole('textbox', { name: 'Branch name' });

describe('BranchesEditor focus', () => {
  it('Add a branch focuses the new branch’s name; Remove focuses a neighbour, then the Add button', async () => {
    mockApi();
    const user = userEvent.setup();
    renderKit(<Harness />);
    const add = await screen.findByRole('button', { name: 'Add a branch' });

    await user.click(add);
    expect(document.activeElement).toBe(names()[0]);
    await user.click(screen.getByRole('button', { name: 'Add a branch' }));
    expect(names()).toHaveLength(2);
    expect(document.activeElement).toBe(names()[1]);

    // removing branch 2 puts focus on branch 1's first field (the pressed button is gone)
    await user.click(screen.getByRole('button', { name: 'Remove branch 2' }));
    expect(names()).toHaveLength(1);
    expect(document.activeElement).toBe(names()[0]);

    // removing the last branch puts focus on the Add button
    await user.click(screen.getByRole('button', { name: 'Remove branch 1' }));
    expect(screen.queryAllByRole('textbox', { name: 'Branch name' })).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a branch' }));
  });
});
