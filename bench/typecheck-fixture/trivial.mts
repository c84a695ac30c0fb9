// The baseline of benchmark 4: a file that uses nothing of the package.
export function tour(serverId: number): string[] {
  return [String(serverId)];
}
