/**
 * 64 MiB. The largest answers these APIs give in normal use (the transform summaries of a
 * large DMA project, the lineage of a very wide query, a page of 100 monitors) are a few
 * MiB at most; 64 MiB leaves a wide margin above them, while a server that sends without
 * end can hold no more than this per request in flight (times maxConcurrentRequests, 8 by
 * default), rather than everything it sends.
 */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
/** 512 MiB: about the longest string V8 can make, so a larger body could not be read as text anyway. */
export const MAX_MAX_RESPONSE_BYTES = 512 * 1024 * 1024;
/** Small enough for tests, large enough for any error page. */
export const MIN_MAX_RESPONSE_BYTES = 1024;

/** How a body went past the limit. */
export interface SizeOverrun {
  /** What Content-Length announced, when that alone was over the limit. */
  readonly declaredBytes: number | undefined;
  /** Body bytes read, after decompression, when reading stopped. */
  readonly receivedBytes: number;
}

/** What this needs of got's cancelable request. */
interface Download {
  on(event: "downloadProgress", listener: (progress: { transferred: number; total?: number }) => void): unknown;
  cancel(): void;
}

/**
 * Cancels `request` as soon as its body is known to pass `maxBytes`: at once when
 * Content-Length announces more, else when more has arrived. got counts the bytes after
 * decompression, so a small compressed body that inflates past the limit stops too.
 * Returns a function that tells whether, and how, the limit was passed.
 */
export function limitResponseSize(request: Download, maxBytes: number): () => SizeOverrun | undefined {
  let overrun: SizeOverrun | undefined;
  request.on("downloadProgress", ({ transferred, total }) => {
    if (overrun !== undefined) return;
    if (total !== undefined && total > maxBytes) overrun = { declaredBytes: total, receivedBytes: transferred };
    else if (transferred > maxBytes) overrun = { declaredBytes: undefined, receivedBytes: transferred };
    // Destroys the socket: the server sees the connection close, nothing more is buffered.
    if (overrun !== undefined) request.cancel();
  });
  return () => overrun;
}
