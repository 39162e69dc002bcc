/** Ground metres per screen pixel at web-map zoom 0 on the equator (256 px tiles). */
const ZOOM0_METRES = 156_543.033_92;

/**
 * The spec's zoom is a web-map zoom (default 19). On the plan's pixel view it becomes a resolution in
 * plan pixels per screen pixel, through the plan's scale from its georeferencing.
 */
export function resolutionOfZoom(zoom: number, latitude: number, metresPerPixel: number): number {
  return (ZOOM0_METRES * Math.cos((latitude * Math.PI) / 180)) / 2 ** zoom / metresPerPixel;
}

export function zoomOfResolution(resolution: number, latitude: number, metresPerPixel: number): number {
  return Math.log2((ZOOM0_METRES * Math.cos((latitude * Math.PI) / 180)) / (resolution * metresPerPixel));
}
