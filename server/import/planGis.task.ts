import type { ImportMapping } from '../../src/domain/import/fields';
import { unpackNow, type Packed } from '../offthread/packed';
import { gisPlanOf, type GisFile } from './gis.service';
import { existingOf, packPlan, type EnvelopesWanted, type PackedExisting } from './planTasks';

/** gisPlanOf's arguments after the file, the mapping and the existing rows. */
export type GisPlanOfRest = Parameters<typeof gisPlanOf> extends [GisFile, ImportMapping, unknown, ...infer R] ? R : never;

/** gisPlanOf in a worker thread (planOffThread.ts): this module loads the GIS import's code only. */
export interface GisPlanInput {
  file: Omit<GisFile, 'features' | 'layout'> & { features: Packed; layout: Omit<GisFile['layout'], 'rings'> & { rings: Packed } };
  mapping: ImportMapping;
  existing: PackedExisting;
  rest: GisPlanOfRest;
  envelopes: EnvelopesWanted;
}

export function planGisPacked(input: GisPlanInput) {
  const { features, layout, ...rest } = input.file;
  const file = { ...rest, features: unpackNow(features), layout: { ...layout, rings: unpackNow(layout.rings) } } as GisFile;
  return packPlan(gisPlanOf(file, input.mapping, existingOf(input.existing), ...input.rest), input.envelopes);
}
