export { SyncStatus } from './SyncStatus';
export { ConflictsPage } from './ConflictsPage';
export { BootstrapProgress } from './BootstrapProgress';
export { installSyncGuards, logoutGuard, updateGuard } from './guards';
