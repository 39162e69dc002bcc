/** A generated file kept as an object URL until the screen lets it go (works offline: the bytes never leave the device). */
export interface ReadyFile {
  url: string;
  fileName: string;
  size: number;
  /** Whether the browser's download was started for the user (false: the user clicks 'Télécharger'). */
  started: boolean;
}

interface UserActivationLike {
  isActive: boolean;
}

/**
 * Whether a download may be started without a click. Chromium lets a page start its first download freely,
 * but holds the later ones (the 'download multiple files' guard) unless the page still has the transient
 * activation of the user's click, which lasts a few seconds: an export slower than that comes back without
 * it. Browsers without the UserActivation API get the automatic download, as before.
 */
export function mayStartDownload(activation: UserActivationLike | undefined): boolean {
  return activation === undefined || activation.isActive;
}

/** Keeps the bytes as a file, and starts its download when the browser will let it. */
export function offerFile(bytes: Uint8Array, mime: string, fileName: string): ReadyFile {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: mime }));
  const started = mayStartDownload((navigator as { userActivation?: UserActivationLike }).userActivation);
  if (started) startDownload(url, fileName);
  return { url, fileName, size: bytes.byteLength, started };
}

/** Clicks a temporary link with `download`: the way a script hands a file to the browser's downloads. */
export function startDownload(url: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
}

/** Saves a blob as a file; the URL goes a minute later, once Chromium has read the blob. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  startDownload(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
