/** A remote (or one of its modules) could not be loaded: shown as "section unavailable". */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
  constructor(
    readonly moduleId: string,
    override readonly cause?: unknown,
  ) {
    super(`Remote module ${moduleId} is unavailable${cause instanceof Error ? `: ${cause.message}` : ''}`);
  }
}

export function isRemoteUnavailable(error: unknown): error is RemoteUnavailableError {
  return error instanceof Error && error.name === 'RemoteUnavailableError';
}
