import type { CorpusRegister } from '../types';
import { ancien } from './ancien';
import { coucheSig } from './coucheSig';
import { kerlouan } from './kerlouan';
import { saintPol } from './saintPol';
import { secretariat } from './secretariat';

/** Every register of the corpus (issue 26); each import test runs all of them. */
export const REGISTERS: readonly CorpusRegister[] = [kerlouan, saintPol, coucheSig, secretariat, ancien];
