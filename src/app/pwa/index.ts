export { registerServiceWorker, applyUpdate } from './registerServiceWorker';
export { UpdatePrompt } from './UpdatePrompt';
/** The sync engine calls this to delay a new version while its outbox is not empty (defined in platform so it needs no app import). */
export { setUpdateGuard } from '../../platform/updateGuard';
