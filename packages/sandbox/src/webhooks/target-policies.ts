// Where webhooks may deliver (`--webhook-targets`): the names alone, for the command line to check.
export const TARGET_POLICIES = ['loopback', 'public', 'any'] as const;
export type TargetPolicy = (typeof TARGET_POLICIES)[number];
