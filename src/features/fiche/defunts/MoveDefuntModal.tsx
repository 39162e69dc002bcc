import { Button, Group, Modal, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Location } from '../../../domain/entities/location';
import type { Occupant } from '../../../domain/entities/occupant';
import { MSG_MOVE_NO_TARGET } from '../../../domain/mutations/occupant';
import { parisDate } from '../../../domain/parisTime';
import { countPresent } from '../../../domain/rules/concessionStatus';
import { burialCheck, type BurialCheck } from '../../../domain/rules/burialCapacity';
import { getReplica } from '../../../replica/db';
import { readFiche } from '../../../replica/queries/fiche';
import { useEspaceId } from '../../../replica/useEnqueue';
import { DEFUNT_DEPLACE } from '../messages';
import { useRunMutation } from '../useFicheActions';
import { CapacityBox, depassementReady, type Depassement } from '../wizard/defunt/CapacityBox';
import { PlotPicker } from './PlotPicker';

/** The capacity of the chosen plot's current concession, read from the replica (null while unknown or free). */
function useTargetCheck(target: string | null, occupant: Occupant): BurialCheck | null {
  const espaceId = useEspaceId();
  const [check, setCheck] = useState<BurialCheck | null>(null);
  useEffect(() => {
    setCheck(null);
    if (!target || !espaceId || countPresent([occupant]) === 0) return;
    let live = true;
    void readFiche(getReplica(espaceId), target).then((fiche) => {
      const current: Location | null = fiche?.current ?? null;
      if (!live || !current) return;
      const presents = countPresent(fiche?.occupants.filter((o) => o.locationId === current.id) ?? []);
      setCheck(burialCheck(current, presents, parisDate(new Date())));
    });
    return () => {
      live = false;
    };
  }, [target, espaceId, occupant]);
  return check;
}

/**
 * 'Déplacer le défunt suite à une erreur' (spec 001 §4, §5): needs a chosen plot, else 'veuillez rechercher un
 * emplacement'. Into a full concession, the same confirmation and reason as a new burial (issue 28).
 */
export function MoveDefuntModal({ occupant, onClose }: { occupant: Occupant; onClose: () => void }) {
  const run = useRunMutation();
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [depassement, setDepassement] = useState<Depassement>({ confirme: false, motif: '' });
  const [tried, setTried] = useState(false);
  const check = useTargetCheck(target, occupant);
  const move = async () => {
    setTried(true);
    if (!target) {
      setError(MSG_MOVE_NO_TARGET);
      return;
    }
    if (check && !depassementReady(check, depassement)) return;
    const confirmation = check?.pleine ? { depassementCapacite: { confirme: true, motif: depassement.motif.trim() } } : {};
    if (await run('occupant.move', { id: occupant.id, emplacementId: target, ...confirmation }, DEFUNT_DEPLACE)) onClose();
  };
  return (
    <Modal opened onClose={onClose} title="Déplacer le défunt suite à une erreur" size="lg">
      <Stack>
        <PlotPicker excludeId={occupant.emplacementId} value={target} onChange={(id) => { setTarget(id); setError(null); setTried(false); }} error={error} />
        {check && <CapacityBox check={check} value={depassement} onChange={setDepassement} showError={tried} />}
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={onClose}>
            Annuler
          </Button>
          <Button size="lg" onClick={() => void move()}>
            Déplacer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
