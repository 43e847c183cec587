import { MAP_SIZE, project } from './map-projection';

describe('project', () => {
  it('puts the west and north edges at 0 and keeps Hong Kong inside the map', () => {
    expect(project(22.57, 113.82)).toEqual({ x: 0, y: 0 });
    const saiKung = project(22.377273, 114.270918);
    expect(saiKung).not.toBeNull();
    expect(saiKung!.x).toBeGreaterThan(MAP_SIZE.width / 2);
    expect(saiKung!.x).toBeLessThan(MAP_SIZE.width);
    expect(saiKung!.y).toBeGreaterThan(0);
    expect(saiKung!.y).toBeLessThan(MAP_SIZE.height);
  });

  it('leaves out what is outside Hong Kong', () => {
    expect(project(23.1, 113.3)).toBeNull();
    expect(project(22.3, 114.6)).toBeNull();
  });
});
