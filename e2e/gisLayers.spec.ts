import { expect, test } from './support/test';
import type { DemoAccount } from './accounts';
import { fitGeoreference, planToLonLat, toLambert93, type ControlPoint } from '../src/domain/geo';
import { lambert93ToLonLat } from '../src/domain/geo/geojson';
import type { PlanPolygon } from '../src/domain/entities/emplacement';
import { polygonCentroid } from '../src/domain/plan';
import { GestionComptePage } from './pages/GestionComptePage';
import { GisImportArea } from './pages/GisImportArea';
import { PlanPage } from './pages/PlanPage';
import { signIn } from './pages/signIn';
import { expectNoAxeViolations } from './support/axe';
import { live, pullAll, token, waitForReplicaUpToDate, type Row } from './support/ficheServer';

/**
 * Issue 26, 'A second layer moves the first': a town's GIS contractor delivers its graves in two layers. On Sizun
 * (the town testing before activation, read by no other journey), whose plan is a drawing of the town's,
 * georeferenced: the first layer (WGS 84, carré S) falls east of the drawing, so the dry run says the drawing
 * will be replaced and asks to confirm; the second (Lambert-93, carré T) lies beside it. After the second,
 * every grave of the first is still where it is on the ground (through the plan's control points, within
 * 0.5 m), and 'Me localiser' standing on one finds it. A carré layer then names carré T's graves' carré NORD,
 * each change listed in the dry run.
 */
const ESSAI: DemoAccount = { username: 'essai@sizun-demo.fr', password: 'demo2026', municipalities: null, admin: true };

/** A grave 1.2 m wide, 2.2 m deep, its south-west corner at a Lambert-93 point. */
const grave = ([x, y]: [number, number]): Array<[number, number]> => [[x, y], [x + 1.2, y], [x + 1.2, y + 2.2], [x, y + 2.2], [x, y]];
const centreOf = ([x, y]: [number, number]): [number, number] => [x + 0.6, y + 1.1];

function layer(carre: string, corners: Array<[number, number]>, wgs84: boolean): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    name: `emplacements_carre_${carre}`,
    ...(wgs84 ? {} : { crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::2154' } } }),
    features: corners.map((sw, i) => ({
      type: 'Feature',
      properties: { carre, allee: '1', num_tombe: i + 1, titulaire: i === 0 ? `FAMILLE ${carre}` : null },
      geometry: { type: 'MultiPolygon', coordinates: [[wgs84 ? grave(sw).map(lambert93ToLonLat) : grave(sw)]] },
    })),
  });
}

const fit = (controlPoints: ControlPoint[] | null | undefined) => {
  const f = fitGeoreference(controlPoints ?? []);
  if ('error' in f) throw new Error(f.error);
  return f.transform;
};

test('a second GIS layer keeps the first layer’s graves where they are on the ground, and “Me localiser” finds them', async ({ page, request, context }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ESSAI);
  const espaceId = await waitForReplicaUpToDate(page, request, ESSAI);
  const bearer = await token(request, ESSAI);
  const before = await pullAll(request, bearer, espaceId);
  const espace = live(before.espaces)[0] as Row & { controlPoints: ControlPoint[]; mapWidth: number; mapHeight: number };
  // 25 m east of the middle of the drawing's east edge, on the ground.
  const east = toLambert93(planToLonLat(fit(espace.controlPoints), [espace.mapWidth, espace.mapHeight / 2]));
  const first: Array<[number, number]> = [0, 1, 2].map((i) => [east[0] + 25 + i * 1.8, east[1]]);
  const second: Array<[number, number]> = [0, 1, 2, 3].map((i) => [east[0] + 36 + i * 1.8, east[1] + 0.5]);

  const compte = new GestionComptePage(page);
  await compte.openInfosCimetiere();
  const gis = new GisImportArea(page);
  await gis.read('emplacements_carre_S.geojson', layer('S', first, true));
  await expect(gis.area.getByRole('combobox', { name: 'Champ de la colonne num_tombe' })).toHaveValue('Numéro d’emplacement');
  await gis.simulate();
  await expect(gis.planEffect).toContainText('3 polygone(s) du fichier sortent du plan dessiné par la commune : ce dessin sera remplacé');
  await expect(gis.planEffect).toContainText('gardent leur place sur le terrain');
  await gis.area.scrollIntoViewIfNeeded();
  await gis.area.screenshot({ path: '/tmp/gis-first-dryrun-1280.png' });
  await expectNoAxeViolations(page, 'GIS dry run, the plan replaced');
  await gis.importLines(3, true);

  await compte.openInfosCimetiere();
  await gis.read('emplacements_carre_T.geojson', layer('T', second, false));
  await gis.simulate();
  await expect(gis.planEffect).toContainText('Le plan sera agrandi pour accueillir les polygones du fichier');
  await expect(gis.planEffect).toContainText('« Me localiser » les trouve au même endroit');
  await page.setViewportSize({ width: 800, height: 1280 });
  await gis.area.scrollIntoViewIfNeeded();
  await gis.area.screenshot({ path: '/tmp/gis-second-dryrun-800.png' });
  await gis.importLines(4);
  await expect(gis.area.getByText(/Contours recalculés dans le plan agrandi \(même place sur le terrain\) : \d+/)).toBeVisible();
  await gis.area.screenshot({ path: '/tmp/gis-second-done-800.png' });

  // On the server: every grave of the first layer where the file put it, through the new control points.
  const after = await pullAll(request, bearer, espaceId);
  const transform = fit((live(after.espaces)[0] as Row & { controlPoints: ControlPoint[] }).controlPoints);
  const plots = live(after.emplacements) as Array<Row & { carre: string | null; numero: string | null; geometry: PlanPolygon | null }>;
  for (const [i, sw] of first.entries()) {
    const plot = plots.find((p) => p.carre === 'S' && p.numero === String(i + 1));
    const at = toLambert93(planToLonLat(transform, polygonCentroid(plot!.geometry!)!));
    const truth = centreOf(sw);
    expect(Math.hypot(at[0] - truth[0], at[1] - truth[1]), `S-1-${i + 1}`).toBeLessThan(0.5);
  }

  // A carré layer: one polygon around carré T's graves, named NORD; their carré changes, T → NORD, listed first.
  const [x0, y0] = second[0]!;
  const carres = JSON.stringify({
    type: 'FeatureCollection',
    crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::2154' } },
    features: [{ type: 'Feature', properties: { fid: 1, NOM_CARRE: 'NORD' }, geometry: { type: 'Polygon', coordinates: [[[x0 - 1, y0 - 1], [x0 + 8, y0 - 1], [x0 + 8, y0 + 4], [x0 - 1, y0 + 4], [x0 - 1, y0 - 1]]] } }],
  });
  await compte.openInfosCimetiere();
  await gis.read('carres.geojson', carres, 'Les carrés (un carré par polygone)');
  await expect(gis.area.getByRole('combobox', { name: 'Champ de la colonne NOM_CARRE' })).toHaveValue('Nom du carré');
  await gis.simulate();
  await expect(gis.area.getByText('Carré modifié : Carré T · Allée 1 · N° 1 : T → NORD.')).toBeVisible();
  await gis.area.screenshot({ path: '/tmp/gis-carres-dryrun-800.png' });
  await expectNoAxeViolations(page, 'GIS dry run of a carré layer');
  await gis.importLines(1);
  await expect(gis.area.getByText('Emplacements mis à jour : 4')).toBeVisible();

  // On the plan, standing on grave S-1-2: 'Me localiser' names it first.
  const target = plots.find((p) => p.carre === 'S' && p.numero === '2')!;
  const [longitude, latitude] = lambert93ToLonLat(centreOf(first[1]!));
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ longitude, latitude, accuracy: 3 });
  await waitForReplicaUpToDate(page, request, ESSAI);
  const plan = new PlanPage(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await plan.goto();
  await plan.expectDrawn(plots.filter((p) => p.geometry !== null).length);
  await page.screenshot({ path: '/tmp/gis-plan-1280.png' });
  await plan.locate.getByRole('button', { name: 'Me localiser' }).click();
  const nearest = plan.locate.getByTestId('nearest-plots').getByRole('button').first();
  await expect(nearest).toHaveAttribute('data-plot-id', target.id);
  await expect(nearest).toContainText('vous êtes ici');
  await page.screenshot({ path: '/tmp/gis-locate-1280.png' });
  await page.setViewportSize({ width: 800, height: 1280 });
  await plan.expectDrawn(plots.filter((p) => p.geometry !== null).length);
  await page.screenshot({ path: '/tmp/gis-plan-800.png' });
});
