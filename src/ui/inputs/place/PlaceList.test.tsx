import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '../testing';
import { coordinatesText, PlaceList } from './PlaceList';

afterEach(cleanup);

describe('PlaceList', () => {
  it('shows the place type label from the code list, the overseas flag and coordinates', () => {
    render(
      <Providers>
        <PlaceList places={[{ id: 1, type: 2, name: '福田配送中心', address: '深圳市福田区', isOverseas: true, addLon: '114.05', addLat: '22.52' }]} />
      </Providers>,
    );
    expect(screen.getByText('配送中心')).toBeInTheDocument();
    expect(screen.getByText('福田配送中心')).toBeInTheDocument();
    expect(screen.getByText('境外')).toBeInTheDocument();
    expect(screen.getByText('114.05, 22.52')).toBeInTheDocument();
  });

  it('shows a dash without coordinates and 暂无数据 without places', () => {
    expect(coordinatesText({ type: 0, name: 'x' })).toBe('-');
    render(<Providers><PlaceList places={[]} /></Providers>);
    expect(screen.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });
});
