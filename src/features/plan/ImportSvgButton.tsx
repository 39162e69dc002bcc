import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { ImportSvgForm } from './ImportSvgForm';
import { MountOnFirstOpen } from '../shared/MountOnFirstOpen';

/**
 * 'Importer un plan SVG' on the plan toolbar of /concessions (administrators): a shortcut to the upload area
 * that spec 000 §2.8 puts in /gestion-compte › Infos cimetière, kept because the plan is where one checks it.
 */
export function ImportSvgButton({ espaceId }: { espaceId: string }) {
  const [open, setOpen] = useState(false);
  // The form is unmounted on close, so the next opening starts from an empty upload area.
  return (
    <>
      <Button size="md" h={44} variant="default" onClick={() => setOpen(true)}>
        Importer un plan SVG
      </Button>
      <MountOnFirstOpen opened={open}>
        {(shown) => (
          <Modal opened={shown} onClose={() => setOpen(false)} title="Importer un plan SVG" centered>
            {open && <ImportSvgForm espaceId={espaceId} onDone={() => setOpen(false)} />}
          </Modal>
        )}
      </MountOnFirstOpen>
    </>
  );
}
