// How a token is shown anywhere (`context list`, `auth status`, `--debug`): its last four characters.
export const maskToken = (token: string | undefined): string => (token ? `****${token.slice(-4)}` : '-');
