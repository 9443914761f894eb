import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressStatus } from './ProgressStatus';

describe('ProgressStatus', () => {
  it('shows done of total on the bar and announces its line', () => {
    render(
      <ProgressStatus done={3} total={12} label="Importing the community">
        Imported 3 of 12 items
      </ProgressStatus>,
    );
    expect(screen.getByRole('progressbar', { name: 'Importing the community' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('status')).toHaveTextContent('Imported 3 of 12 items');
  });

  it('keeps the bar empty while the total is not known', () => {
    render(
      <ProgressStatus done={0} total={0} label="Waiting">
        Waiting for its turn…
      </ProgressStatus>,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });
});
