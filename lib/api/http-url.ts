/**
 * What a gateway or gate can call: an absolute http(s) URL with a host. The CRDs carry the same
 * pattern on every URL field, so `kubectl apply` rejects what `plan()` would (a test keeps them equal).
 */
export const HTTP_URL_PATTERN = String.raw`^[hH][tT][tT][pP][sS]?://([^\s/?#@]*@)?([^\s/?#:@\[\]]+|\[[0-9a-fA-F:.]+\])(:[0-9]{1,5})?([/?#]\S*)?$`;

const HTTP_URL = new RegExp(HTTP_URL_PATTERN, 'u');

/** True for an absolute http(s) URL with a host, written as {@link HTTP_URL_PATTERN} allows. */
export function isHttpUrl(v: string): boolean {
  if (!HTTP_URL.test(v)) return false;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
  } catch {
    return false;
  }
}
