/**
 * The schema of each component a success answer of the table of operations names (`success.schemaName`),
 * every `$ref` inlined and the examples left out.
 * Generated from generated/openapi.json by scripts/generate/operations.ts. Do not edit: change
 * openapi/ and run `npm run generate`. The shapes are described in src/operation-table.ts.
 */

import type { JsonSchema } from '../operation-table.js';

export const RESPONSE_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  "Action": {
    "type": "object",
    "description": "A unit of asynchronous work on a resource, such as a reboot or a backup. Operations that take time answer with an action at once; poll `GET /api/v1/actions/{action_id}/` until `status` is `success` or `error`. The resource's own `status` is updated before the action reports `success`.",
    "required": [
      "id",
      "type",
      "status",
      "progress",
      "resource",
      "started_at",
      "finished_at",
      "error"
    ],
    "properties": {
      "id": {
        "type": "integer",
        "format": "int64",
        "minimum": 1,
        "maximum": 9007199254740991,
        "description": "The action's unique identifier."
      },
      "type": {
        "type": "string",
        "description": "What the action does; the name is the verb and the resource type. New action types may be added (`x-extensible-enum`): treat an unknown one as an action you do not need to understand.",
        "x-extensible-enum": true,
        "enum": [
          "create_server",
          "delete_server",
          "power_on_server",
          "shutdown_server",
          "power_off_server",
          "reboot_server",
          "reset_server",
          "resize_server",
          "reinstall_server",
          "create_backup",
          "restore_backup",
          "delete_backup",
          "create_snapshot",
          "restore_snapshot",
          "delete_snapshot",
          "register_domain",
          "renew_domain",
          "transfer_domain"
        ]
      },
      "status": {
        "type": "string",
        "description": "Where an action is in its life: `pending` (accepted, not started) → `running` → `success` or\n`error`. `success` and `error` are terminal: the action never changes again.\n",
        "enum": [
          "pending",
          "running",
          "success",
          "error"
        ]
      },
      "progress": {
        "type": "integer",
        "format": "int32",
        "minimum": 0,
        "maximum": 100,
        "description": "How far the action has got, in percent; 100 once it has succeeded."
      },
      "resource": {
        "type": "object",
        "description": "The resource an action works on.",
        "required": [
          "type",
          "id",
          "href"
        ],
        "properties": {
          "type": {
            "type": "string",
            "description": "The kind of resource an action works on. New resource types may be added (`x-extensible-enum`): ignore actions on a type you do not know.",
            "x-extensible-enum": true,
            "enum": [
              "server",
              "backup",
              "snapshot",
              "domain"
            ]
          },
          "id": {
            "type": "string",
            "minLength": 1,
            "maxLength": 253,
            "pattern": "^([1-9][0-9]{0,15}|(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?)$",
            "description": "The resource's identifier exactly as it appears in its path, always a string: the decimal id for servers, backups and snapshots (`\"42\"`), the name for domains (`\"example.com\"`)."
          },
          "href": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The absolute URL of the resource."
          }
        }
      },
      "started_at": {
        "type": "string",
        "format": "date-time",
        "maxLength": 32,
        "description": "When the action was accepted (RFC 3339, UTC)."
      },
      "finished_at": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "maxLength": 32,
        "description": "When the action reached `success` or `error`; null while it is `pending` or `running`."
      },
      "error": {
        "description": "Why the action failed; null unless `status` is `error`.",
        "oneOf": [
          {
            "type": "object",
            "description": "Why an action ended in `error`.",
            "required": [
              "code",
              "message"
            ],
            "properties": {
              "code": {
                "type": "string",
                "description": "A stable snake_case code for the failure.",
                "maxLength": 64,
                "pattern": "^[a-z][a-z0-9_]*$"
              },
              "message": {
                "type": "string",
                "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                "description": "A sentence for people, saying what failed and what to do.",
                "maxLength": 500
              }
            }
          },
          {
            "type": "null"
          }
        ]
      }
    }
  },
  "ActionList": {
    "type": "object",
    "description": "A page of actions, by id ascending (oldest first) unless `sort` says otherwise.",
    "required": [
      "data",
      "meta",
      "links"
    ],
    "properties": {
      "data": {
        "type": "array",
        "description": "The actions on this page.",
        "maxItems": 100,
        "items": {
          "type": "object",
          "description": "A unit of asynchronous work on a resource, such as a reboot or a backup. Operations that take time answer with an action at once; poll `GET /api/v1/actions/{action_id}/` until `status` is `success` or `error`. The resource's own `status` is updated before the action reports `success`.",
          "required": [
            "id",
            "type",
            "status",
            "progress",
            "resource",
            "started_at",
            "finished_at",
            "error"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "format": "int64",
              "minimum": 1,
              "maximum": 9007199254740991,
              "description": "The action's unique identifier."
            },
            "type": {
              "type": "string",
              "description": "What the action does; the name is the verb and the resource type. New action types may be added (`x-extensible-enum`): treat an unknown one as an action you do not need to understand.",
              "x-extensible-enum": true,
              "enum": [
                "create_server",
                "delete_server",
                "power_on_server",
                "shutdown_server",
                "power_off_server",
                "reboot_server",
                "reset_server",
                "resize_server",
                "reinstall_server",
                "create_backup",
                "restore_backup",
                "delete_backup",
                "create_snapshot",
                "restore_snapshot",
                "delete_snapshot",
                "register_domain",
                "renew_domain",
                "transfer_domain"
              ]
            },
            "status": {
              "type": "string",
              "description": "Where an action is in its life: `pending` (accepted, not started) → `running` → `success` or\n`error`. `success` and `error` are terminal: the action never changes again.\n",
              "enum": [
                "pending",
                "running",
                "success",
                "error"
              ]
            },
            "progress": {
              "type": "integer",
              "format": "int32",
              "minimum": 0,
              "maximum": 100,
              "description": "How far the action has got, in percent; 100 once it has succeeded."
            },
            "resource": {
              "type": "object",
              "description": "The resource an action works on.",
              "required": [
                "type",
                "id",
                "href"
              ],
              "properties": {
                "type": {
                  "type": "string",
                  "description": "The kind of resource an action works on. New resource types may be added (`x-extensible-enum`): ignore actions on a type you do not know.",
                  "x-extensible-enum": true,
                  "enum": [
                    "server",
                    "backup",
                    "snapshot",
                    "domain"
                  ]
                },
                "id": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 253,
                  "pattern": "^([1-9][0-9]{0,15}|(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?)$",
                  "description": "The resource's identifier exactly as it appears in its path, always a string: the decimal id for servers, backups and snapshots (`\"42\"`), the name for domains (`\"example.com\"`)."
                },
                "href": {
                  "type": "string",
                  "format": "uri",
                  "maxLength": 2048,
                  "description": "The absolute URL of the resource."
                }
              }
            },
            "started_at": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32,
              "description": "When the action was accepted (RFC 3339, UTC)."
            },
            "finished_at": {
              "type": [
                "string",
                "null"
              ],
              "format": "date-time",
              "maxLength": 32,
              "description": "When the action reached `success` or `error`; null while it is `pending` or `running`."
            },
            "error": {
              "description": "Why the action failed; null unless `status` is `error`.",
              "oneOf": [
                {
                  "type": "object",
                  "description": "Why an action ended in `error`.",
                  "required": [
                    "code",
                    "message"
                  ],
                  "properties": {
                    "code": {
                      "type": "string",
                      "description": "A stable snake_case code for the failure.",
                      "maxLength": 64,
                      "pattern": "^[a-z][a-z0-9_]*$"
                    },
                    "message": {
                      "type": "string",
                      "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                      "description": "A sentence for people, saying what failed and what to do.",
                      "maxLength": 500
                    }
                  }
                },
                {
                  "type": "null"
                }
              ]
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Metadata of a collection response.",
        "required": [
          "pagination"
        ],
        "properties": {
          "pagination": {
            "type": "object",
            "description": "Where this page sits in the whole collection.",
            "required": [
              "page",
              "per_page",
              "total_entries",
              "total_pages"
            ],
            "properties": {
              "page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 1000000,
                "description": "The current page, counting from 1."
              },
              "per_page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 100,
                "description": "The page size in use."
              },
              "total_entries": {
                "type": "integer",
                "format": "int64",
                "minimum": 0,
                "maximum": 9007199254740991,
                "description": "How many items match the filters, on all pages."
              },
              "total_pages": {
                "type": "integer",
                "format": "int32",
                "minimum": 0,
                "maximum": 1000000,
                "description": "How many pages there are at this page size (0 when nothing matches)."
              }
            }
          }
        }
      },
      "links": {
        "type": "object",
        "description": "Absolute URLs of the neighbouring pages, with the same filters, sort and page size. `prev` is null on the first page, `next` is null on the last one.",
        "required": [
          "first",
          "prev",
          "next",
          "last"
        ],
        "properties": {
          "first": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The first page."
          },
          "prev": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The previous page, or null on the first page."
          },
          "next": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The next page, or null on the last page."
          },
          "last": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The last page (the first page when the collection is empty)."
          }
        }
      }
    }
  },
  "Backup": {
    "type": "object",
    "description": "A full copy of a server's disk at one moment, taken automatically by the server's backup policy or manually. A backup belongs to its server: it can only be restored onto that server, and it is deleted when the server is deleted. See `BackupStatus` for its state machine.",
    "required": [
      "id",
      "server_id",
      "kind",
      "description",
      "status",
      "size_mb",
      "created_at",
      "completed_at"
    ],
    "properties": {
      "id": {
        "type": "integer",
        "format": "int64",
        "minimum": 1,
        "maximum": 9007199254740991,
        "description": "The backup's unique identifier."
      },
      "server_id": {
        "type": "integer",
        "format": "int64",
        "minimum": 1,
        "maximum": 9007199254740991,
        "description": "The id of the server the backup was taken from, and the only server it can be restored onto."
      },
      "kind": {
        "type": "string",
        "description": "How a backup came to be: `automatic` (taken by the server's backup policy, removed when the policy's `retention` is exceeded) or `manual` (taken with `POST /api/v1/servers/{server_id}/backups/`, kept until you delete it; at most 10 per server).",
        "enum": [
          "automatic",
          "manual"
        ]
      },
      "description": {
        "type": [
          "string",
          "null"
        ],
        "maxLength": 255,
        "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
        "description": "The free-text description given when a manual backup was created; null for automatic backups and for manual backups created without one."
      },
      "status": {
        "type": "string",
        "description": "Where a backup is in its life. Read operations (get, list) work in every state.\n\n| State | Meaning | Allowed operations | Leaves to |\n|---|---|---|---|\n| `creating` | The server's disk is being copied (action `create_backup`); `size_mb` and `completed_at` are null. | none | `available` (complete) · `failed` (the copy failed) |\n| `available` | Complete, and ready to be restored. | restore, delete | `restoring`, `deleting` |\n| `restoring` | Being written onto its server's disk (action `restore_backup`); the server is `restoring`. | none | `available`, whether the restore succeeded or failed |\n| `deleting` | Being deleted (action `delete_backup`), by you or because the backup policy's `retention` was exceeded. | none | gone: the backup answers 404 afterwards |\n| `failed` | The copy could not be completed; the backup holds no data but counts towards the limits until deleted. | delete | `deleting` |\n\nRules:\n- An operation the table does not allow fails with 400 `invalid_state`, and the problem's\n  `detail` names the backup's current state.\n- Restoring also needs the server to be `running` or `stopped` and not locked (see the server's\n  state machine in `ServerStatus`).\n- Deleting a server deletes all its backups, automatic and manual, with it.\n",
        "enum": [
          "creating",
          "available",
          "restoring",
          "deleting",
          "failed"
        ]
      },
      "size_mb": {
        "type": [
          "integer",
          "null"
        ],
        "format": "int64",
        "minimum": 0,
        "maximum": 67108864,
        "description": "The size of the stored backup in MB (compressed, so usually less than the disk); null until the backup is `available`, and null when it `failed`."
      },
      "created_at": {
        "type": "string",
        "format": "date-time",
        "maxLength": 32,
        "description": "When the backup was started, the moment whose disk contents it holds (RFC 3339, UTC)."
      },
      "completed_at": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "maxLength": 32,
        "description": "When the backup became `available` or `failed` (RFC 3339, UTC); null while it is `creating`."
      }
    }
  },
  "BackupList": {
    "type": "object",
    "description": "A page of a server's backups, automatic and manual, by id ascending (oldest first) unless `sort` says otherwise.",
    "required": [
      "data",
      "meta",
      "links"
    ],
    "properties": {
      "data": {
        "type": "array",
        "description": "The backups on this page.",
        "maxItems": 100,
        "items": {
          "type": "object",
          "description": "A full copy of a server's disk at one moment, taken automatically by the server's backup policy or manually. A backup belongs to its server: it can only be restored onto that server, and it is deleted when the server is deleted. See `BackupStatus` for its state machine.",
          "required": [
            "id",
            "server_id",
            "kind",
            "description",
            "status",
            "size_mb",
            "created_at",
            "completed_at"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "format": "int64",
              "minimum": 1,
              "maximum": 9007199254740991,
              "description": "The backup's unique identifier."
            },
            "server_id": {
              "type": "integer",
              "format": "int64",
              "minimum": 1,
              "maximum": 9007199254740991,
              "description": "The id of the server the backup was taken from, and the only server it can be restored onto."
            },
            "kind": {
              "type": "string",
              "description": "How a backup came to be: `automatic` (taken by the server's backup policy, removed when the policy's `retention` is exceeded) or `manual` (taken with `POST /api/v1/servers/{server_id}/backups/`, kept until you delete it; at most 10 per server).",
              "enum": [
                "automatic",
                "manual"
              ]
            },
            "description": {
              "type": [
                "string",
                "null"
              ],
              "maxLength": 255,
              "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
              "description": "The free-text description given when a manual backup was created; null for automatic backups and for manual backups created without one."
            },
            "status": {
              "type": "string",
              "description": "Where a backup is in its life. Read operations (get, list) work in every state.\n\n| State | Meaning | Allowed operations | Leaves to |\n|---|---|---|---|\n| `creating` | The server's disk is being copied (action `create_backup`); `size_mb` and `completed_at` are null. | none | `available` (complete) · `failed` (the copy failed) |\n| `available` | Complete, and ready to be restored. | restore, delete | `restoring`, `deleting` |\n| `restoring` | Being written onto its server's disk (action `restore_backup`); the server is `restoring`. | none | `available`, whether the restore succeeded or failed |\n| `deleting` | Being deleted (action `delete_backup`), by you or because the backup policy's `retention` was exceeded. | none | gone: the backup answers 404 afterwards |\n| `failed` | The copy could not be completed; the backup holds no data but counts towards the limits until deleted. | delete | `deleting` |\n\nRules:\n- An operation the table does not allow fails with 400 `invalid_state`, and the problem's\n  `detail` names the backup's current state.\n- Restoring also needs the server to be `running` or `stopped` and not locked (see the server's\n  state machine in `ServerStatus`).\n- Deleting a server deletes all its backups, automatic and manual, with it.\n",
              "enum": [
                "creating",
                "available",
                "restoring",
                "deleting",
                "failed"
              ]
            },
            "size_mb": {
              "type": [
                "integer",
                "null"
              ],
              "format": "int64",
              "minimum": 0,
              "maximum": 67108864,
              "description": "The size of the stored backup in MB (compressed, so usually less than the disk); null until the backup is `available`, and null when it `failed`."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32,
              "description": "When the backup was started, the moment whose disk contents it holds (RFC 3339, UTC)."
            },
            "completed_at": {
              "type": [
                "string",
                "null"
              ],
              "format": "date-time",
              "maxLength": 32,
              "description": "When the backup became `available` or `failed` (RFC 3339, UTC); null while it is `creating`."
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Metadata of a collection response.",
        "required": [
          "pagination"
        ],
        "properties": {
          "pagination": {
            "type": "object",
            "description": "Where this page sits in the whole collection.",
            "required": [
              "page",
              "per_page",
              "total_entries",
              "total_pages"
            ],
            "properties": {
              "page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 1000000,
                "description": "The current page, counting from 1."
              },
              "per_page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 100,
                "description": "The page size in use."
              },
              "total_entries": {
                "type": "integer",
                "format": "int64",
                "minimum": 0,
                "maximum": 9007199254740991,
                "description": "How many items match the filters, on all pages."
              },
              "total_pages": {
                "type": "integer",
                "format": "int32",
                "minimum": 0,
                "maximum": 1000000,
                "description": "How many pages there are at this page size (0 when nothing matches)."
              }
            }
          }
        }
      },
      "links": {
        "type": "object",
        "description": "Absolute URLs of the neighbouring pages, with the same filters, sort and page size. `prev` is null on the first page, `next` is null on the last one.",
        "required": [
          "first",
          "prev",
          "next",
          "last"
        ],
        "properties": {
          "first": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The first page."
          },
          "prev": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The previous page, or null on the first page."
          },
          "next": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The next page, or null on the last page."
          },
          "last": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The last page (the first page when the collection is empty)."
          }
        }
      }
    }
  },
  "BackupPolicy": {
    "type": "object",
    "description": "The automatic backup settings of one server; every server has exactly one policy. When it is `enabled`, an automatic backup is taken every day (`daily`) or once a week (`weekly`, on `weekday`), starting within the one-hour window that begins at `hour` UTC, while the server is `running` or `stopped` (the server keeps running: backups are taken online). The newest `retention` automatic backups are kept; when a new one becomes `available` and there are more, the oldest automatic backups are deleted. Manual backups never count towards `retention`. Automatic backups cost 20% of the price of the server's plan (for example 2.60 USD a month on `vps-2c-4g` at 12.99 USD), billed while the policy is enabled. Disabling the policy stops new automatic backups and keeps the existing ones until you delete them. The server's `backups_enabled` field mirrors `enabled`.",
    "required": [
      "server_id",
      "enabled",
      "schedule",
      "weekday",
      "hour",
      "retention",
      "next_backup_at"
    ],
    "properties": {
      "server_id": {
        "type": "integer",
        "format": "int64",
        "minimum": 1,
        "maximum": 9007199254740991,
        "readOnly": true,
        "description": "The id of the server the policy belongs to."
      },
      "enabled": {
        "type": "boolean",
        "description": "Whether automatic backups are taken; the server's `backups_enabled` shows the same value."
      },
      "schedule": {
        "type": "string",
        "description": "How often automatic backups run: `daily` (every day in the window starting at `hour`) or `weekly` (once a week, on `weekday`, in the window starting at `hour`).",
        "enum": [
          "daily",
          "weekly"
        ]
      },
      "weekday": {
        "description": "The day (UTC) a `weekly` backup runs; null when `schedule` is `daily`.",
        "oneOf": [
          {
            "type": "string",
            "description": "The day of the week (in UTC) on which a `weekly` backup runs.",
            "enum": [
              "monday",
              "tuesday",
              "wednesday",
              "thursday",
              "friday",
              "saturday",
              "sunday"
            ]
          },
          {
            "type": "null"
          }
        ]
      },
      "hour": {
        "type": "integer",
        "format": "int32",
        "minimum": 0,
        "maximum": 23,
        "description": "The hour (UTC, 0–23) at which the one-hour backup window starts; the backup starts within the window."
      },
      "retention": {
        "type": "integer",
        "format": "int32",
        "minimum": 1,
        "maximum": 30,
        "description": "How many automatic backups are kept (1–30); when a new one exceeds it, the oldest automatic backup is deleted."
      },
      "next_backup_at": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "maxLength": 32,
        "readOnly": true,
        "description": "The start of the next backup window (RFC 3339, UTC); null when the policy is disabled."
      }
    }
  },
  "DnsRecord": {
    "description": "A DNS record of a zone. Every record has `id`, `type`, `name`, `ttl`, `comment`, `created_at` and\n`updated_at`; its data fields depend on `type`, which selects one of the schemas below (the `type`\nproperty is the discriminator). Data fields have a name that says what they hold (`address`,\n`target`, `exchange`, `nameserver`, `value`), never a generic `data`. Host names in data fields are\nfully qualified and end with a dot.\n\n| Type | Data fields | Schema |\n|---|---|---|\n| `A` | `address` | `DnsRecordA` |\n| `AAAA` | `address` | `DnsRecordAaaa` |\n| `CNAME` | `target` | `DnsRecordCname` |\n| `MX` | `priority`, `exchange` | `DnsRecordMx` |\n| `TXT` | `value` | `DnsRecordTxt` |\n| `NS` | `nameserver` | `DnsRecordNs` |\n| `SRV` | `priority`, `weight`, `port`, `target` | `DnsRecordSrv` |\n| `CAA` | `flags`, `tag`, `value` | `DnsRecordCaa` |\n\nRules every record obeys (the server checks them on create, replace, update, batch and zone-file\nimport):\n\n| Rule | Error code |\n|---|---|\n| `ttl` is 60 to 86400 seconds; fields are within their bounds and formats | `validation_failed` |\n| `type` of an existing record never changes (delete it and create another) | `validation_failed` |\n| A CNAME cannot share its name with any other record, of any type | `dns_record_conflict` |\n| No CNAME at the apex (`@`): the `name` pattern of `DnsRecordCnameCreate` | `validation_failed` |\n| No two records with the same name, type and data (`ttl` and `comment` aside) | `dns_record_conflict` |\n| The apex NS records naming `ns1.vps-hosting.example.` and `ns2.vps-hosting.example.` are managed: they cannot be deleted, renamed or pointed elsewhere (their `ttl` and `comment` can change) | `dns_record_conflict` |\n| A zone holds at most 500 records, the managed NS records included | `quota_exceeded` |\n",
    "oneOf": [
      {
        "type": "object",
        "description": "An IPv4 address record: the name resolves to `address`. One member of `DnsRecord`.",
        "required": [
          "id",
          "type",
          "name",
          "ttl",
          "address",
          "comment",
          "created_at",
          "updated_at"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "integer",
            "format": "int64",
            "minimum": 1,
            "maximum": 9007199254740991,
            "description": "The record's unique identifier."
          },
          "type": {
            "type": "string",
            "const": "A",
            "maxLength": 5,
            "description": "The record type, always `A` for this schema."
          },
          "name": {
            "type": "string",
            "maxLength": 253,
            "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
            "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
          },
          "ttl": {
            "type": "integer",
            "format": "int32",
            "minimum": 60,
            "maximum": 86400,
            "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
          },
          "address": {
            "type": "string",
            "format": "ipv4",
            "maxLength": 15,
            "description": "The IPv4 address the name resolves to, in dotted-decimal form."
          },
          "comment": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 255,
            "pattern": "^[^\\x00-\\x1F\\x7F]*$",
            "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
          },
          "created_at": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32,
            "description": "When the record was created (RFC 3339, UTC)."
          },
          "updated_at": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32,
            "description": "When the record last changed (RFC 3339, UTC)."
          }
        }
      },
      {
        "type": "object",
        "description": "An IPv6 address record: the name resolves to `address`. One member of `DnsRecord`.",
        "required": [
          "id",
          "type",
          "name",
          "ttl",
          "address",
          "comment",
          "created_at",
          "updated_at"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "integer",
            "format": "int64",
            "minimum": 1,
            "maximum": 9007199254740991,
            "description": "The record's unique identifier."
          },
          "type": {
            "type": "string",
            "const": "AAAA",
            "maxLength": 5,
            "description": "The record type, always `AAAA` for this schema."
          },
          "name": {
            "type": "string",
            "maxLength": 253,
            "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
            "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
          },
          "ttl": {
            "type": "integer",
            "format": "int32",
            "minimum": 60,
            "maximum": 86400,
            "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
          },
          "address": {
            "type": "string",
            "format": "ipv6",
            "maxLength": 45,
            "description": "The IPv6 address the name resolves to; answered in its compressed, lowercase form (RFC 5952)."
          },
          "comment": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 255,
            "pattern": "^[^\\x00-\\x1F\\x7F]*$",
            "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
          },
          "created_at": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32,
            "description": "When the record was created (RFC 3339, UTC)."
          },
          "updated_at": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32,
            "description": "When the record last changed (RFC 3339, UTC)."
          }
        }
      },
      {
        "type": "object",
        "description": "An alias: the name is another name for `target`. A CNAME cannot share its name with any other record (`dns_record_conflict`), and cannot be at the apex (`@`; the request's `name` pattern refuses it with `validation_failed`). One member of `DnsRecord`.",
        "required": [
          "id",
          "type",
          "name",
          "ttl",
          "target",
          "comment",
          "created_at",
          "updated_at"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "integer",
            "format": "int64",
            "minimum": 1,
            "maximum": 9007199254740991,
            "description": "The record's unique identifier."
          },
          "type": {
            "type": "string",
            "const": "CNAME",
            "maxLength": 5,
            "description": "The record type, always `CNAME` for this schema."
          },
          "name": {
            "type": "string",
            "maxLength": 253,
            "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
            "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
          },
          "ttl": {
            "type": "integer",
            "format": "int32",
            "minimum": 60,
            "maximum": 86400,
            "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
          },
          "target": {
            "type": "string",
            "maxLength": 254,
            "pattern": "^(?=.{4,254}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
            "description": "The fully qualified name this name is an alias of, in lowercase, with a trailing dot."
          },
          "comment": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 255,
            "pattern": "^[^\\x00-\\x1F\\x7F]*$",
            "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
          },
          "created_at": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32,
            "description": "When the record was created (RFC 3339, UTC)."
          },
          "updated_at": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32,
            "description": "When the record last changed (RFC 3339, UTC)."
          }
        }
      },
      {
        "type": "object",
        "description": "A mail exchanger: mail for the name is delivered to `exchange`, lowest `priority` first. One member of `DnsRecord`.",
        "required": [
          "id",
          "type",
          "name",
          "ttl",
          "priority",
          "exchange",
          "comment",
          "created_at",
          "updated_at"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "integer",
            "format": "int64",
            "minimum": 1,
            "maximum": 9007199254740991,
            "description": "The record's unique identifier."
          },
          "type": {
            "type": "string",
            "const": "MX",
            "maxLength": 5,
            "description": "The record type, always `MX` for this schema."
          },
          "name": {
            "type": "string",
            "maxLength": 253,
            "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
            "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
          },
          "ttl": {
            "type": "integer",
            "format": "int32",
            "minimum": 60,
            "maximum": 86400,
            "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
          },
          "priority": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 65535,
            "description": "The preference of this mail server (0 to 65535); lower values are tried first."
          },
          "exchange": {
            "type": "string",
            "maxLength": 254,
            "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
            "description": "The fully qualified host name of the mail server, in lowercase, with a trailing dot. It should have A or AAAA records, not a CNAME."
          },
          "comment": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 255,
            "pattern": "^[^\\x00-\\x1F\\x7F]*$",
            "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
          },
          "created_at": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32,
            "description": "When the record was created (RFC 3339, UTC)."
          },
          "updated_at": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32,
            "description": "When the record last changed (RFC 3339, UTC)."
          }
        }
      },
      {
        "type": "object",
        "description": "A text record, for SPF, DKIM, DMARC, domain verification and the like. One member of `DnsRecord`.",
        "required": [
          "id",
          "type",
          "name",
          "ttl",
          "value",
          "comment",
          "created_at",
          "updated_at"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "integer",
            "format": "int64",
            "minimum": 1,
            "maximum": 9007199254740991,
            "description": "The record's unique identifier."
          },
          "type": {
            "type": "string",
            "const": "TXT",
            "maxLength": 5,
            "description": "The record type, always `TXT` for this schema."
          },
          "name": {
            "type": "string",
            "maxLength": 253,
            "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
            "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
          },
          "ttl": {
            "type": "integer",
            "format": "int32",
            "minimum": 60,
            "maximum": 86400,
            "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
          },
          "value": {
            "type": "string",
            "maxLength": 4096,
            "pattern": "^[^\\x00-\\x1F\\x7F]*$",
            "description": "The text, unquoted and on one line (up to 4096 characters). The server splits values longer than 255 bytes into 255-byte strings in DNS, escapes quotes, and answers the joined text here."
          },
          "comment": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 255,
            "pattern": "^[^\\x00-\\x1F\\x7F]*$",
            "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
          },
          "created_at": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32,
            "description": "When the record was created (RFC 3339, UTC)."
          },
          "updated_at": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32,
            "description": "When the record last changed (RFC 3339, UTC)."
          }
        }
      },
      {
        "type": "object",
        "description": "A nameserver record: delegates the name (a subdomain) to `nameserver`. The apex NS records that name our nameservers are managed by us: they cannot be deleted, renamed or pointed elsewhere (`dns_record_conflict`); their `ttl` and `comment` can change. One member of `DnsRecord`.",
        "required": [
          "id",
          "type",
          "name",
          "ttl",
          "nameserver",
          "comment",
          "created_at",
          "updated_at"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "integer",
            "format": "int64",
            "minimum": 1,
            "maximum": 9007199254740991,
            "description": "The record's unique identifier."
          },
          "type": {
            "type": "string",
            "const": "NS",
            "maxLength": 5,
            "description": "The record type, always `NS` for this schema."
          },
          "name": {
            "type": "string",
            "maxLength": 253,
            "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
            "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
          },
          "ttl": {
            "type": "integer",
            "format": "int32",
            "minimum": 60,
            "maximum": 86400,
            "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
          },
          "nameserver": {
            "type": "string",
            "maxLength": 254,
            "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
            "description": "The fully qualified host name of the nameserver, in lowercase, with a trailing dot."
          },
          "comment": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 255,
            "pattern": "^[^\\x00-\\x1F\\x7F]*$",
            "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
          },
          "created_at": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32,
            "description": "When the record was created (RFC 3339, UTC)."
          },
          "updated_at": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32,
            "description": "When the record last changed (RFC 3339, UTC)."
          }
        }
      },
      {
        "type": "object",
        "description": "A service record: clients of the service named by `name` (`_service._proto`, such as `_sip._tcp`) connect to `target` on `port`. One member of `DnsRecord`.",
        "required": [
          "id",
          "type",
          "name",
          "ttl",
          "priority",
          "weight",
          "port",
          "target",
          "comment",
          "created_at",
          "updated_at"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "integer",
            "format": "int64",
            "minimum": 1,
            "maximum": 9007199254740991,
            "description": "The record's unique identifier."
          },
          "type": {
            "type": "string",
            "const": "SRV",
            "maxLength": 5,
            "description": "The record type, always `SRV` for this schema."
          },
          "name": {
            "type": "string",
            "maxLength": 253,
            "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
            "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
          },
          "ttl": {
            "type": "integer",
            "format": "int32",
            "minimum": 60,
            "maximum": 86400,
            "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
          },
          "priority": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 65535,
            "description": "The preference of this target (0 to 65535); clients try lower values first."
          },
          "weight": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 65535,
            "description": "The relative weight among targets of the same priority (0 to 65535); higher gets more traffic."
          },
          "port": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 65535,
            "description": "The TCP or UDP port of the service on the target (0 to 65535)."
          },
          "target": {
            "type": "string",
            "maxLength": 254,
            "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
            "description": "The fully qualified host name that offers the service, in lowercase, with a trailing dot."
          },
          "comment": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 255,
            "pattern": "^[^\\x00-\\x1F\\x7F]*$",
            "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
          },
          "created_at": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32,
            "description": "When the record was created (RFC 3339, UTC)."
          },
          "updated_at": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32,
            "description": "When the record last changed (RFC 3339, UTC)."
          }
        }
      },
      {
        "type": "object",
        "description": "A certification authority authorization: which CAs may issue certificates for the name (RFC 8659). One member of `DnsRecord`.",
        "required": [
          "id",
          "type",
          "name",
          "ttl",
          "flags",
          "tag",
          "value",
          "comment",
          "created_at",
          "updated_at"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "integer",
            "format": "int64",
            "minimum": 1,
            "maximum": 9007199254740991,
            "description": "The record's unique identifier."
          },
          "type": {
            "type": "string",
            "const": "CAA",
            "maxLength": 5,
            "description": "The record type, always `CAA` for this schema."
          },
          "name": {
            "type": "string",
            "maxLength": 253,
            "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
            "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
          },
          "ttl": {
            "type": "integer",
            "format": "int32",
            "minimum": 60,
            "maximum": 86400,
            "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
          },
          "flags": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 255,
            "description": "The flags byte (0 to 255); 0 normally, 128 marks the property critical."
          },
          "tag": {
            "type": "string",
            "maxLength": 9,
            "enum": [
              "issue",
              "issuewild",
              "iodef"
            ],
            "description": "The property: `issue` (a CA that may issue certificates), `issuewild` (a CA that may issue wildcard certificates) or `iodef` (where CAs report violations)."
          },
          "value": {
            "type": "string",
            "maxLength": 255,
            "pattern": "^[^\\x00-\\x1F\\x7F]*$",
            "description": "The property value, unquoted: a CA domain for `issue` and `issuewild` (such as `letsencrypt.org`, or `;` to allow none), a `mailto:` or `https:` URL for `iodef`."
          },
          "comment": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 255,
            "pattern": "^[^\\x00-\\x1F\\x7F]*$",
            "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
          },
          "created_at": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32,
            "description": "When the record was created (RFC 3339, UTC)."
          },
          "updated_at": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32,
            "description": "When the record last changed (RFC 3339, UTC)."
          }
        }
      }
    ],
    "discriminator": {
      "propertyName": "type",
      "mapping": {
        "A": "#/components/schemas/DnsRecordA",
        "AAAA": "#/components/schemas/DnsRecordAaaa",
        "CNAME": "#/components/schemas/DnsRecordCname",
        "MX": "#/components/schemas/DnsRecordMx",
        "TXT": "#/components/schemas/DnsRecordTxt",
        "NS": "#/components/schemas/DnsRecordNs",
        "SRV": "#/components/schemas/DnsRecordSrv",
        "CAA": "#/components/schemas/DnsRecordCaa"
      }
    }
  },
  "DnsRecordBatchResult": {
    "type": "object",
    "description": "What a batch did: the ids it deleted, and the records it changed and created, in request order.",
    "required": [
      "deleted",
      "updated",
      "created"
    ],
    "properties": {
      "deleted": {
        "type": "array",
        "maxItems": 200,
        "description": "The ids of the deleted records.",
        "items": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991,
          "description": "The id of a deleted record."
        }
      },
      "updated": {
        "type": "array",
        "maxItems": 200,
        "description": "The changed records, as they are now.",
        "items": {
          "description": "A DNS record of a zone. Every record has `id`, `type`, `name`, `ttl`, `comment`, `created_at` and\n`updated_at`; its data fields depend on `type`, which selects one of the schemas below (the `type`\nproperty is the discriminator). Data fields have a name that says what they hold (`address`,\n`target`, `exchange`, `nameserver`, `value`), never a generic `data`. Host names in data fields are\nfully qualified and end with a dot.\n\n| Type | Data fields | Schema |\n|---|---|---|\n| `A` | `address` | `DnsRecordA` |\n| `AAAA` | `address` | `DnsRecordAaaa` |\n| `CNAME` | `target` | `DnsRecordCname` |\n| `MX` | `priority`, `exchange` | `DnsRecordMx` |\n| `TXT` | `value` | `DnsRecordTxt` |\n| `NS` | `nameserver` | `DnsRecordNs` |\n| `SRV` | `priority`, `weight`, `port`, `target` | `DnsRecordSrv` |\n| `CAA` | `flags`, `tag`, `value` | `DnsRecordCaa` |\n\nRules every record obeys (the server checks them on create, replace, update, batch and zone-file\nimport):\n\n| Rule | Error code |\n|---|---|\n| `ttl` is 60 to 86400 seconds; fields are within their bounds and formats | `validation_failed` |\n| `type` of an existing record never changes (delete it and create another) | `validation_failed` |\n| A CNAME cannot share its name with any other record, of any type | `dns_record_conflict` |\n| No CNAME at the apex (`@`): the `name` pattern of `DnsRecordCnameCreate` | `validation_failed` |\n| No two records with the same name, type and data (`ttl` and `comment` aside) | `dns_record_conflict` |\n| The apex NS records naming `ns1.vps-hosting.example.` and `ns2.vps-hosting.example.` are managed: they cannot be deleted, renamed or pointed elsewhere (their `ttl` and `comment` can change) | `dns_record_conflict` |\n| A zone holds at most 500 records, the managed NS records included | `quota_exceeded` |\n",
          "oneOf": [
            {
              "type": "object",
              "description": "An IPv4 address record: the name resolves to `address`. One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "address",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "A",
                  "maxLength": 5,
                  "description": "The record type, always `A` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "address": {
                  "type": "string",
                  "format": "ipv4",
                  "maxLength": 15,
                  "description": "The IPv4 address the name resolves to, in dotted-decimal form."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            },
            {
              "type": "object",
              "description": "An IPv6 address record: the name resolves to `address`. One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "address",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "AAAA",
                  "maxLength": 5,
                  "description": "The record type, always `AAAA` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "address": {
                  "type": "string",
                  "format": "ipv6",
                  "maxLength": 45,
                  "description": "The IPv6 address the name resolves to; answered in its compressed, lowercase form (RFC 5952)."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            },
            {
              "type": "object",
              "description": "An alias: the name is another name for `target`. A CNAME cannot share its name with any other record (`dns_record_conflict`), and cannot be at the apex (`@`; the request's `name` pattern refuses it with `validation_failed`). One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "target",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "CNAME",
                  "maxLength": 5,
                  "description": "The record type, always `CNAME` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "target": {
                  "type": "string",
                  "maxLength": 254,
                  "pattern": "^(?=.{4,254}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                  "description": "The fully qualified name this name is an alias of, in lowercase, with a trailing dot."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            },
            {
              "type": "object",
              "description": "A mail exchanger: mail for the name is delivered to `exchange`, lowest `priority` first. One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "priority",
                "exchange",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "MX",
                  "maxLength": 5,
                  "description": "The record type, always `MX` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "priority": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 65535,
                  "description": "The preference of this mail server (0 to 65535); lower values are tried first."
                },
                "exchange": {
                  "type": "string",
                  "maxLength": 254,
                  "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                  "description": "The fully qualified host name of the mail server, in lowercase, with a trailing dot. It should have A or AAAA records, not a CNAME."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            },
            {
              "type": "object",
              "description": "A text record, for SPF, DKIM, DMARC, domain verification and the like. One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "value",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "TXT",
                  "maxLength": 5,
                  "description": "The record type, always `TXT` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "value": {
                  "type": "string",
                  "maxLength": 4096,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "The text, unquoted and on one line (up to 4096 characters). The server splits values longer than 255 bytes into 255-byte strings in DNS, escapes quotes, and answers the joined text here."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            },
            {
              "type": "object",
              "description": "A nameserver record: delegates the name (a subdomain) to `nameserver`. The apex NS records that name our nameservers are managed by us: they cannot be deleted, renamed or pointed elsewhere (`dns_record_conflict`); their `ttl` and `comment` can change. One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "nameserver",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "NS",
                  "maxLength": 5,
                  "description": "The record type, always `NS` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "nameserver": {
                  "type": "string",
                  "maxLength": 254,
                  "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                  "description": "The fully qualified host name of the nameserver, in lowercase, with a trailing dot."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            },
            {
              "type": "object",
              "description": "A service record: clients of the service named by `name` (`_service._proto`, such as `_sip._tcp`) connect to `target` on `port`. One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "priority",
                "weight",
                "port",
                "target",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "SRV",
                  "maxLength": 5,
                  "description": "The record type, always `SRV` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "priority": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 65535,
                  "description": "The preference of this target (0 to 65535); clients try lower values first."
                },
                "weight": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 65535,
                  "description": "The relative weight among targets of the same priority (0 to 65535); higher gets more traffic."
                },
                "port": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 65535,
                  "description": "The TCP or UDP port of the service on the target (0 to 65535)."
                },
                "target": {
                  "type": "string",
                  "maxLength": 254,
                  "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                  "description": "The fully qualified host name that offers the service, in lowercase, with a trailing dot."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            },
            {
              "type": "object",
              "description": "A certification authority authorization: which CAs may issue certificates for the name (RFC 8659). One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "flags",
                "tag",
                "value",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "CAA",
                  "maxLength": 5,
                  "description": "The record type, always `CAA` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "flags": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 255,
                  "description": "The flags byte (0 to 255); 0 normally, 128 marks the property critical."
                },
                "tag": {
                  "type": "string",
                  "maxLength": 9,
                  "enum": [
                    "issue",
                    "issuewild",
                    "iodef"
                  ],
                  "description": "The property: `issue` (a CA that may issue certificates), `issuewild` (a CA that may issue wildcard certificates) or `iodef` (where CAs report violations)."
                },
                "value": {
                  "type": "string",
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "The property value, unquoted: a CA domain for `issue` and `issuewild` (such as `letsencrypt.org`, or `;` to allow none), a `mailto:` or `https:` URL for `iodef`."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            }
          ],
          "discriminator": {
            "propertyName": "type",
            "mapping": {
              "A": "#/components/schemas/DnsRecordA",
              "AAAA": "#/components/schemas/DnsRecordAaaa",
              "CNAME": "#/components/schemas/DnsRecordCname",
              "MX": "#/components/schemas/DnsRecordMx",
              "TXT": "#/components/schemas/DnsRecordTxt",
              "NS": "#/components/schemas/DnsRecordNs",
              "SRV": "#/components/schemas/DnsRecordSrv",
              "CAA": "#/components/schemas/DnsRecordCaa"
            }
          }
        }
      },
      "created": {
        "type": "array",
        "maxItems": 200,
        "description": "The new records, with their ids.",
        "items": {
          "description": "A DNS record of a zone. Every record has `id`, `type`, `name`, `ttl`, `comment`, `created_at` and\n`updated_at`; its data fields depend on `type`, which selects one of the schemas below (the `type`\nproperty is the discriminator). Data fields have a name that says what they hold (`address`,\n`target`, `exchange`, `nameserver`, `value`), never a generic `data`. Host names in data fields are\nfully qualified and end with a dot.\n\n| Type | Data fields | Schema |\n|---|---|---|\n| `A` | `address` | `DnsRecordA` |\n| `AAAA` | `address` | `DnsRecordAaaa` |\n| `CNAME` | `target` | `DnsRecordCname` |\n| `MX` | `priority`, `exchange` | `DnsRecordMx` |\n| `TXT` | `value` | `DnsRecordTxt` |\n| `NS` | `nameserver` | `DnsRecordNs` |\n| `SRV` | `priority`, `weight`, `port`, `target` | `DnsRecordSrv` |\n| `CAA` | `flags`, `tag`, `value` | `DnsRecordCaa` |\n\nRules every record obeys (the server checks them on create, replace, update, batch and zone-file\nimport):\n\n| Rule | Error code |\n|---|---|\n| `ttl` is 60 to 86400 seconds; fields are within their bounds and formats | `validation_failed` |\n| `type` of an existing record never changes (delete it and create another) | `validation_failed` |\n| A CNAME cannot share its name with any other record, of any type | `dns_record_conflict` |\n| No CNAME at the apex (`@`): the `name` pattern of `DnsRecordCnameCreate` | `validation_failed` |\n| No two records with the same name, type and data (`ttl` and `comment` aside) | `dns_record_conflict` |\n| The apex NS records naming `ns1.vps-hosting.example.` and `ns2.vps-hosting.example.` are managed: they cannot be deleted, renamed or pointed elsewhere (their `ttl` and `comment` can change) | `dns_record_conflict` |\n| A zone holds at most 500 records, the managed NS records included | `quota_exceeded` |\n",
          "oneOf": [
            {
              "type": "object",
              "description": "An IPv4 address record: the name resolves to `address`. One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "address",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "A",
                  "maxLength": 5,
                  "description": "The record type, always `A` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "address": {
                  "type": "string",
                  "format": "ipv4",
                  "maxLength": 15,
                  "description": "The IPv4 address the name resolves to, in dotted-decimal form."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            },
            {
              "type": "object",
              "description": "An IPv6 address record: the name resolves to `address`. One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "address",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "AAAA",
                  "maxLength": 5,
                  "description": "The record type, always `AAAA` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "address": {
                  "type": "string",
                  "format": "ipv6",
                  "maxLength": 45,
                  "description": "The IPv6 address the name resolves to; answered in its compressed, lowercase form (RFC 5952)."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            },
            {
              "type": "object",
              "description": "An alias: the name is another name for `target`. A CNAME cannot share its name with any other record (`dns_record_conflict`), and cannot be at the apex (`@`; the request's `name` pattern refuses it with `validation_failed`). One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "target",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "CNAME",
                  "maxLength": 5,
                  "description": "The record type, always `CNAME` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "target": {
                  "type": "string",
                  "maxLength": 254,
                  "pattern": "^(?=.{4,254}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                  "description": "The fully qualified name this name is an alias of, in lowercase, with a trailing dot."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            },
            {
              "type": "object",
              "description": "A mail exchanger: mail for the name is delivered to `exchange`, lowest `priority` first. One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "priority",
                "exchange",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "MX",
                  "maxLength": 5,
                  "description": "The record type, always `MX` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "priority": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 65535,
                  "description": "The preference of this mail server (0 to 65535); lower values are tried first."
                },
                "exchange": {
                  "type": "string",
                  "maxLength": 254,
                  "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                  "description": "The fully qualified host name of the mail server, in lowercase, with a trailing dot. It should have A or AAAA records, not a CNAME."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            },
            {
              "type": "object",
              "description": "A text record, for SPF, DKIM, DMARC, domain verification and the like. One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "value",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "TXT",
                  "maxLength": 5,
                  "description": "The record type, always `TXT` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "value": {
                  "type": "string",
                  "maxLength": 4096,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "The text, unquoted and on one line (up to 4096 characters). The server splits values longer than 255 bytes into 255-byte strings in DNS, escapes quotes, and answers the joined text here."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            },
            {
              "type": "object",
              "description": "A nameserver record: delegates the name (a subdomain) to `nameserver`. The apex NS records that name our nameservers are managed by us: they cannot be deleted, renamed or pointed elsewhere (`dns_record_conflict`); their `ttl` and `comment` can change. One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "nameserver",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "NS",
                  "maxLength": 5,
                  "description": "The record type, always `NS` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "nameserver": {
                  "type": "string",
                  "maxLength": 254,
                  "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                  "description": "The fully qualified host name of the nameserver, in lowercase, with a trailing dot."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            },
            {
              "type": "object",
              "description": "A service record: clients of the service named by `name` (`_service._proto`, such as `_sip._tcp`) connect to `target` on `port`. One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "priority",
                "weight",
                "port",
                "target",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "SRV",
                  "maxLength": 5,
                  "description": "The record type, always `SRV` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "priority": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 65535,
                  "description": "The preference of this target (0 to 65535); clients try lower values first."
                },
                "weight": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 65535,
                  "description": "The relative weight among targets of the same priority (0 to 65535); higher gets more traffic."
                },
                "port": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 65535,
                  "description": "The TCP or UDP port of the service on the target (0 to 65535)."
                },
                "target": {
                  "type": "string",
                  "maxLength": 254,
                  "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                  "description": "The fully qualified host name that offers the service, in lowercase, with a trailing dot."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            },
            {
              "type": "object",
              "description": "A certification authority authorization: which CAs may issue certificates for the name (RFC 8659). One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "flags",
                "tag",
                "value",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "CAA",
                  "maxLength": 5,
                  "description": "The record type, always `CAA` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "flags": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 255,
                  "description": "The flags byte (0 to 255); 0 normally, 128 marks the property critical."
                },
                "tag": {
                  "type": "string",
                  "maxLength": 9,
                  "enum": [
                    "issue",
                    "issuewild",
                    "iodef"
                  ],
                  "description": "The property: `issue` (a CA that may issue certificates), `issuewild` (a CA that may issue wildcard certificates) or `iodef` (where CAs report violations)."
                },
                "value": {
                  "type": "string",
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "The property value, unquoted: a CA domain for `issue` and `issuewild` (such as `letsencrypt.org`, or `;` to allow none), a `mailto:` or `https:` URL for `iodef`."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            }
          ],
          "discriminator": {
            "propertyName": "type",
            "mapping": {
              "A": "#/components/schemas/DnsRecordA",
              "AAAA": "#/components/schemas/DnsRecordAaaa",
              "CNAME": "#/components/schemas/DnsRecordCname",
              "MX": "#/components/schemas/DnsRecordMx",
              "TXT": "#/components/schemas/DnsRecordTxt",
              "NS": "#/components/schemas/DnsRecordNs",
              "SRV": "#/components/schemas/DnsRecordSrv",
              "CAA": "#/components/schemas/DnsRecordCaa"
            }
          }
        }
      }
    }
  },
  "DnsRecordList": {
    "type": "object",
    "description": "A page of a zone's records, by id ascending unless `sort` says otherwise.",
    "required": [
      "data",
      "meta",
      "links"
    ],
    "properties": {
      "data": {
        "type": "array",
        "description": "The DNS records on this page.",
        "maxItems": 100,
        "items": {
          "description": "A DNS record of a zone. Every record has `id`, `type`, `name`, `ttl`, `comment`, `created_at` and\n`updated_at`; its data fields depend on `type`, which selects one of the schemas below (the `type`\nproperty is the discriminator). Data fields have a name that says what they hold (`address`,\n`target`, `exchange`, `nameserver`, `value`), never a generic `data`. Host names in data fields are\nfully qualified and end with a dot.\n\n| Type | Data fields | Schema |\n|---|---|---|\n| `A` | `address` | `DnsRecordA` |\n| `AAAA` | `address` | `DnsRecordAaaa` |\n| `CNAME` | `target` | `DnsRecordCname` |\n| `MX` | `priority`, `exchange` | `DnsRecordMx` |\n| `TXT` | `value` | `DnsRecordTxt` |\n| `NS` | `nameserver` | `DnsRecordNs` |\n| `SRV` | `priority`, `weight`, `port`, `target` | `DnsRecordSrv` |\n| `CAA` | `flags`, `tag`, `value` | `DnsRecordCaa` |\n\nRules every record obeys (the server checks them on create, replace, update, batch and zone-file\nimport):\n\n| Rule | Error code |\n|---|---|\n| `ttl` is 60 to 86400 seconds; fields are within their bounds and formats | `validation_failed` |\n| `type` of an existing record never changes (delete it and create another) | `validation_failed` |\n| A CNAME cannot share its name with any other record, of any type | `dns_record_conflict` |\n| No CNAME at the apex (`@`): the `name` pattern of `DnsRecordCnameCreate` | `validation_failed` |\n| No two records with the same name, type and data (`ttl` and `comment` aside) | `dns_record_conflict` |\n| The apex NS records naming `ns1.vps-hosting.example.` and `ns2.vps-hosting.example.` are managed: they cannot be deleted, renamed or pointed elsewhere (their `ttl` and `comment` can change) | `dns_record_conflict` |\n| A zone holds at most 500 records, the managed NS records included | `quota_exceeded` |\n",
          "oneOf": [
            {
              "type": "object",
              "description": "An IPv4 address record: the name resolves to `address`. One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "address",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "A",
                  "maxLength": 5,
                  "description": "The record type, always `A` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "address": {
                  "type": "string",
                  "format": "ipv4",
                  "maxLength": 15,
                  "description": "The IPv4 address the name resolves to, in dotted-decimal form."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            },
            {
              "type": "object",
              "description": "An IPv6 address record: the name resolves to `address`. One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "address",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "AAAA",
                  "maxLength": 5,
                  "description": "The record type, always `AAAA` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "address": {
                  "type": "string",
                  "format": "ipv6",
                  "maxLength": 45,
                  "description": "The IPv6 address the name resolves to; answered in its compressed, lowercase form (RFC 5952)."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            },
            {
              "type": "object",
              "description": "An alias: the name is another name for `target`. A CNAME cannot share its name with any other record (`dns_record_conflict`), and cannot be at the apex (`@`; the request's `name` pattern refuses it with `validation_failed`). One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "target",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "CNAME",
                  "maxLength": 5,
                  "description": "The record type, always `CNAME` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "target": {
                  "type": "string",
                  "maxLength": 254,
                  "pattern": "^(?=.{4,254}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                  "description": "The fully qualified name this name is an alias of, in lowercase, with a trailing dot."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            },
            {
              "type": "object",
              "description": "A mail exchanger: mail for the name is delivered to `exchange`, lowest `priority` first. One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "priority",
                "exchange",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "MX",
                  "maxLength": 5,
                  "description": "The record type, always `MX` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "priority": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 65535,
                  "description": "The preference of this mail server (0 to 65535); lower values are tried first."
                },
                "exchange": {
                  "type": "string",
                  "maxLength": 254,
                  "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                  "description": "The fully qualified host name of the mail server, in lowercase, with a trailing dot. It should have A or AAAA records, not a CNAME."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            },
            {
              "type": "object",
              "description": "A text record, for SPF, DKIM, DMARC, domain verification and the like. One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "value",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "TXT",
                  "maxLength": 5,
                  "description": "The record type, always `TXT` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "value": {
                  "type": "string",
                  "maxLength": 4096,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "The text, unquoted and on one line (up to 4096 characters). The server splits values longer than 255 bytes into 255-byte strings in DNS, escapes quotes, and answers the joined text here."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            },
            {
              "type": "object",
              "description": "A nameserver record: delegates the name (a subdomain) to `nameserver`. The apex NS records that name our nameservers are managed by us: they cannot be deleted, renamed or pointed elsewhere (`dns_record_conflict`); their `ttl` and `comment` can change. One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "nameserver",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "NS",
                  "maxLength": 5,
                  "description": "The record type, always `NS` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "nameserver": {
                  "type": "string",
                  "maxLength": 254,
                  "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                  "description": "The fully qualified host name of the nameserver, in lowercase, with a trailing dot."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            },
            {
              "type": "object",
              "description": "A service record: clients of the service named by `name` (`_service._proto`, such as `_sip._tcp`) connect to `target` on `port`. One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "priority",
                "weight",
                "port",
                "target",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "SRV",
                  "maxLength": 5,
                  "description": "The record type, always `SRV` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "priority": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 65535,
                  "description": "The preference of this target (0 to 65535); clients try lower values first."
                },
                "weight": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 65535,
                  "description": "The relative weight among targets of the same priority (0 to 65535); higher gets more traffic."
                },
                "port": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 65535,
                  "description": "The TCP or UDP port of the service on the target (0 to 65535)."
                },
                "target": {
                  "type": "string",
                  "maxLength": 254,
                  "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                  "description": "The fully qualified host name that offers the service, in lowercase, with a trailing dot."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            },
            {
              "type": "object",
              "description": "A certification authority authorization: which CAs may issue certificates for the name (RFC 8659). One member of `DnsRecord`.",
              "required": [
                "id",
                "type",
                "name",
                "ttl",
                "flags",
                "tag",
                "value",
                "comment",
                "created_at",
                "updated_at"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The record's unique identifier."
                },
                "type": {
                  "type": "string",
                  "const": "CAA",
                  "maxLength": 5,
                  "description": "The record type, always `CAA` for this schema."
                },
                "name": {
                  "type": "string",
                  "maxLength": 253,
                  "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
                  "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "How long resolvers may cache the record, in seconds (60 to 86400)."
                },
                "flags": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 255,
                  "description": "The flags byte (0 to 255); 0 normally, 128 marks the property critical."
                },
                "tag": {
                  "type": "string",
                  "maxLength": 9,
                  "enum": [
                    "issue",
                    "issuewild",
                    "iodef"
                  ],
                  "description": "The property: `issue` (a CA that may issue certificates), `issuewild` (a CA that may issue wildcard certificates) or `iodef` (where CAs report violations)."
                },
                "value": {
                  "type": "string",
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "The property value, unquoted: a CA domain for `issue` and `issuewild` (such as `letsencrypt.org`, or `;` to allow none), a `mailto:` or `https:` URL for `iodef`."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line."
                },
                "created_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record was created (RFC 3339, UTC)."
                },
                "updated_at": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32,
                  "description": "When the record last changed (RFC 3339, UTC)."
                }
              }
            }
          ],
          "discriminator": {
            "propertyName": "type",
            "mapping": {
              "A": "#/components/schemas/DnsRecordA",
              "AAAA": "#/components/schemas/DnsRecordAaaa",
              "CNAME": "#/components/schemas/DnsRecordCname",
              "MX": "#/components/schemas/DnsRecordMx",
              "TXT": "#/components/schemas/DnsRecordTxt",
              "NS": "#/components/schemas/DnsRecordNs",
              "SRV": "#/components/schemas/DnsRecordSrv",
              "CAA": "#/components/schemas/DnsRecordCaa"
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Metadata of a collection response.",
        "required": [
          "pagination"
        ],
        "properties": {
          "pagination": {
            "type": "object",
            "description": "Where this page sits in the whole collection.",
            "required": [
              "page",
              "per_page",
              "total_entries",
              "total_pages"
            ],
            "properties": {
              "page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 1000000,
                "description": "The current page, counting from 1."
              },
              "per_page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 100,
                "description": "The page size in use."
              },
              "total_entries": {
                "type": "integer",
                "format": "int64",
                "minimum": 0,
                "maximum": 9007199254740991,
                "description": "How many items match the filters, on all pages."
              },
              "total_pages": {
                "type": "integer",
                "format": "int32",
                "minimum": 0,
                "maximum": 1000000,
                "description": "How many pages there are at this page size (0 when nothing matches)."
              }
            }
          }
        }
      },
      "links": {
        "type": "object",
        "description": "Absolute URLs of the neighbouring pages, with the same filters, sort and page size. `prev` is null on the first page, `next` is null on the last one.",
        "required": [
          "first",
          "prev",
          "next",
          "last"
        ],
        "properties": {
          "first": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The first page."
          },
          "prev": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The previous page, or null on the first page."
          },
          "next": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The next page, or null on the last page."
          },
          "last": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The last page (the first page when the collection is empty)."
          }
        }
      }
    }
  },
  "DnsZone": {
    "type": "object",
    "description": "A DNS zone hosted on our nameservers: a domain name and its records. Zones have no status: creating\nand deleting one takes effect at once, and record changes reach the nameservers within 60 seconds.\nThe zone answers on the internet only when the domain's registry delegates it to our nameservers\n(`delegated`). The SOA record and the apex NS records for our nameservers are created with the zone\nand managed by us.\n",
    "required": [
      "name",
      "nameservers",
      "delegated",
      "default_ttl",
      "records_count",
      "created_at",
      "updated_at"
    ],
    "properties": {
      "name": {
        "type": "string",
        "maxLength": 253,
        "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
        "description": "The zone's apex domain name, in lowercase, without a trailing dot; unique in the account and used in paths."
      },
      "nameservers": {
        "type": "array",
        "minItems": 2,
        "maxItems": 2,
        "items": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
          "description": "A nameserver host name, without a trailing dot."
        },
        "description": "Our nameservers that serve the zone; set them at the domain's registrar."
      },
      "delegated": {
        "type": "boolean",
        "description": "Whether the registry delegates the domain to our nameservers, as last checked (every hour). Informational: the zone works either way, but only a delegated zone is used by resolvers."
      },
      "default_ttl": {
        "type": "integer",
        "format": "int32",
        "minimum": 60,
        "maximum": 86400,
        "description": "The TTL, in seconds, of records created without one, and of the SOA record (60 to 86400)."
      },
      "records_count": {
        "type": "integer",
        "format": "int32",
        "minimum": 0,
        "maximum": 500,
        "description": "How many records the zone holds, the managed NS records included (at most 500)."
      },
      "created_at": {
        "type": "string",
        "format": "date-time",
        "maxLength": 32,
        "description": "When the zone was created (RFC 3339, UTC)."
      },
      "updated_at": {
        "type": "string",
        "format": "date-time",
        "maxLength": 32,
        "description": "When the zone or any of its records last changed (RFC 3339, UTC)."
      }
    }
  },
  "DnsZoneFile": {
    "type": "object",
    "description": "A zone's records as an RFC 1035 master file (zone file), for export and import.",
    "required": [
      "zone_name",
      "zone_file"
    ],
    "properties": {
      "zone_name": {
        "type": "string",
        "maxLength": 253,
        "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
        "description": "The zone the file describes."
      },
      "zone_file": {
        "type": "string",
        "maxLength": 1048576,
        "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
        "description": "The zone in RFC 1035 master-file format, one record per line with absolute names: an `$ORIGIN` and `$TTL` line, the SOA record, the NS records, then the other records by name (apex first) and type. A record's `comment` follows it as `; comment`."
      }
    }
  },
  "DnsZoneList": {
    "type": "object",
    "description": "A page of DNS zones, by name ascending unless `sort` says otherwise.",
    "required": [
      "data",
      "meta",
      "links"
    ],
    "properties": {
      "data": {
        "type": "array",
        "description": "The DNS zones on this page.",
        "maxItems": 100,
        "items": {
          "type": "object",
          "description": "A DNS zone hosted on our nameservers: a domain name and its records. Zones have no status: creating\nand deleting one takes effect at once, and record changes reach the nameservers within 60 seconds.\nThe zone answers on the internet only when the domain's registry delegates it to our nameservers\n(`delegated`). The SOA record and the apex NS records for our nameservers are created with the zone\nand managed by us.\n",
          "required": [
            "name",
            "nameservers",
            "delegated",
            "default_ttl",
            "records_count",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "name": {
              "type": "string",
              "maxLength": 253,
              "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
              "description": "The zone's apex domain name, in lowercase, without a trailing dot; unique in the account and used in paths."
            },
            "nameservers": {
              "type": "array",
              "minItems": 2,
              "maxItems": 2,
              "items": {
                "type": "string",
                "maxLength": 253,
                "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
                "description": "A nameserver host name, without a trailing dot."
              },
              "description": "Our nameservers that serve the zone; set them at the domain's registrar."
            },
            "delegated": {
              "type": "boolean",
              "description": "Whether the registry delegates the domain to our nameservers, as last checked (every hour). Informational: the zone works either way, but only a delegated zone is used by resolvers."
            },
            "default_ttl": {
              "type": "integer",
              "format": "int32",
              "minimum": 60,
              "maximum": 86400,
              "description": "The TTL, in seconds, of records created without one, and of the SOA record (60 to 86400)."
            },
            "records_count": {
              "type": "integer",
              "format": "int32",
              "minimum": 0,
              "maximum": 500,
              "description": "How many records the zone holds, the managed NS records included (at most 500)."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32,
              "description": "When the zone was created (RFC 3339, UTC)."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32,
              "description": "When the zone or any of its records last changed (RFC 3339, UTC)."
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Metadata of a collection response.",
        "required": [
          "pagination"
        ],
        "properties": {
          "pagination": {
            "type": "object",
            "description": "Where this page sits in the whole collection.",
            "required": [
              "page",
              "per_page",
              "total_entries",
              "total_pages"
            ],
            "properties": {
              "page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 1000000,
                "description": "The current page, counting from 1."
              },
              "per_page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 100,
                "description": "The page size in use."
              },
              "total_entries": {
                "type": "integer",
                "format": "int64",
                "minimum": 0,
                "maximum": 9007199254740991,
                "description": "How many items match the filters, on all pages."
              },
              "total_pages": {
                "type": "integer",
                "format": "int32",
                "minimum": 0,
                "maximum": 1000000,
                "description": "How many pages there are at this page size (0 when nothing matches)."
              }
            }
          }
        }
      },
      "links": {
        "type": "object",
        "description": "Absolute URLs of the neighbouring pages, with the same filters, sort and page size. `prev` is null on the first page, `next` is null on the last one.",
        "required": [
          "first",
          "prev",
          "next",
          "last"
        ],
        "properties": {
          "first": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The first page."
          },
          "prev": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The previous page, or null on the first page."
          },
          "next": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The next page, or null on the last page."
          },
          "last": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The last page (the first page when the collection is empty)."
          }
        }
      }
    }
  },
  "Domain": {
    "type": "object",
    "description": "A domain name registered in the account, or being registered or transferred in. `status` says where it is in its life (see `DomainStatus` for the state machine); `auto_renew`, `locked` and `privacy` are settings that you change with `PATCH /api/v1/domains/{domain_name}/`. Contacts and auth code have their own paths. Domains are addressed by `name`.",
    "required": [
      "name",
      "tld",
      "status",
      "auto_renew",
      "locked",
      "privacy",
      "nameservers",
      "created_at",
      "registered_at",
      "expires_at"
    ],
    "properties": {
      "name": {
        "type": "string",
        "maxLength": 253,
        "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
        "description": "The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form). It never changes."
      },
      "tld": {
        "type": "string",
        "maxLength": 63,
        "pattern": "^[a-z]([a-z0-9-]*[a-z0-9])?(\\.[a-z]([a-z0-9-]*[a-z0-9])?)*$",
        "description": "The domain's TLD without its leading dot (`GET /api/v1/tlds/{tld}/` has its prices)."
      },
      "status": {
        "type": "string",
        "description": "Where a domain is in its life. `auto_renew`, `locked` (the transfer lock) and `privacy` are\nsettings, not states: they never change the status. Read operations (get, list, get\nnameservers, get contacts) work in every state; the table lists the other operations.\n\n| State | Meaning | Allowed operations besides reads | Leaves to |\n|---|---|---|---|\n| `registering` | Registration ordered and paid; the `register_domain` action is at work at the registry (usually under a minute). | none | `active` (registered) · `registration_failed` |\n| `registration_failed` | The registry refused the registration (the name was taken meanwhile, or reserved). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `transferring_in` | Inbound transfer requested; the `transfer_domain` action waits for the losing registrar (up to 5 days). | none | `active` (transferred, with one year added) · `transfer_failed` |\n| `transfer_failed` | The transfer was refused (wrong auth code, transfer lock on at the losing registrar, or rejected by it). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `active` | Registered with us and resolving; `expires_at` is in the future. | update, renew, replace nameservers, replace contacts, get auth code (transfer lock off, 60 days after `registered_at`) | `expired` (`expires_at` passed without renewal) · gone (transferred out to another registrar with the auth code; 404 afterwards) |\n| `expired` | Past `expires_at` without renewal: a 30-day grace period, still held for you; renewal is at the normal renewal price. | renew | `active` (renewed) · `redemption` (after 30 days) |\n| `redemption` | The registry's 30-day redemption period. Renewal costs the TLD's redemption fee on top of the renewal price. | renew | `active` (renewed) · `deleted` (after 30 days) |\n| `deleted` | Released to the registry; anyone may register it again. Listed for 30 more days, then gone (404). | none | gone |\n\nAn operation the table does not allow fails with 400 `invalid_state`, and the problem's\n`detail` names the current state. A domain's `status` changes before its action reports\n`success`, so a client that waits for the action never reads a stale status.\n",
        "enum": [
          "registering",
          "registration_failed",
          "transferring_in",
          "transfer_failed",
          "active",
          "expired",
          "redemption",
          "deleted"
        ]
      },
      "auto_renew": {
        "type": "boolean",
        "description": "Whether the domain renews itself for one year, at the renewal price, 30 days before `expires_at`. When off, the domain becomes `expired` at `expires_at` unless you renew it."
      },
      "locked": {
        "type": "boolean",
        "description": "The transfer lock: while true, the registry refuses every transfer of the domain to another registrar, and no auth code is issued. Turn it off only to transfer the domain out. New registrations and completed inbound transfers start with the lock on. (Unlike a server's `locked`, this is a setting, not a sign of running work.)"
      },
      "privacy": {
        "type": "boolean",
        "description": "WHOIS/RDAP privacy: while true, the public registration data shows a privacy service instead of the contacts' names, email, phone and address. Only on TLDs with `privacy_available`."
      },
      "nameservers": {
        "type": "array",
        "description": "The domain's nameservers at the registry: 2 to 13 hostnames, lowercase, without a trailing dot. Ours are `ns1.vps-hosting.example` and `ns2.vps-hosting.example`, which serve the account's DNS zones. For a domain in `transferring_in`, the nameservers it has at the losing registrar, which the transfer keeps.",
        "minItems": 2,
        "maxItems": 13,
        "uniqueItems": true,
        "items": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      },
      "created_at": {
        "type": "string",
        "format": "date-time",
        "maxLength": 32,
        "description": "When the domain was added to the account, by a registration order or a transfer request (RFC 3339, UTC)."
      },
      "registered_at": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "maxLength": 32,
        "description": "When the domain became `active` in the account: its registration or its inbound transfer completed (RFC 3339, UTC). Null while `registering` or `transferring_in`, and after a failure. The auth code is issued only 60 days after it."
      },
      "expires_at": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "maxLength": 32,
        "description": "When the registration ends unless renewed (RFC 3339, UTC); never more than 10 years ahead. Null while `registering` or `transferring_in`, and after a failure."
      }
    }
  },
  "DomainAuthCode": {
    "type": "object",
    "description": "The secret a new registrar needs to take a domain over (the EPP auth code, also called transfer code). Treat it like a password.",
    "required": [
      "name",
      "auth_code"
    ],
    "properties": {
      "name": {
        "type": "string",
        "maxLength": 253,
        "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
        "description": "The domain the code belongs to."
      },
      "auth_code": {
        "type": "string",
        "minLength": 6,
        "maxLength": 255,
        "pattern": "^[\\x21-\\x7E]+$",
        "description": "The auth code: printable ASCII characters without spaces. It stays the same until the domain leaves the account or you ask support for a new one."
      }
    }
  },
  "DomainAvailabilityResults": {
    "type": "object",
    "description": "One result per name checked, in the order of the request.",
    "required": [
      "data"
    ],
    "properties": {
      "data": {
        "type": "array",
        "description": "One result per name of the request, in the same order.",
        "maxItems": 50,
        "items": {
          "type": "object",
          "description": "Whether one exact domain name can be registered, why not, and what it costs.",
          "required": [
            "name",
            "available",
            "reason",
            "premium",
            "price"
          ],
          "properties": {
            "name": {
              "type": "string",
              "maxLength": 253,
              "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
              "description": "The name checked, as given."
            },
            "available": {
              "type": "boolean",
              "description": "Whether the name can be registered now (`POST /api/v1/domains/`)."
            },
            "reason": {
              "type": [
                "string",
                "null"
              ],
              "maxLength": 32,
              "enum": [
                "registered",
                "reserved",
                "unsupported_tld",
                "invalid",
                null
              ],
              "description": "Why the name is not available; null when it is. `registered`: someone (possibly you) holds it; `reserved`: the registry keeps it back; `unsupported_tld`: we do not sell its TLD; `invalid`: it breaks the TLD's rules (for example too short, or a hyphen in the third and fourth characters without `xn--`)."
            },
            "premium": {
              "type": "boolean",
              "description": "Whether the registry sells the name at a premium price rather than the TLD's standard price."
            },
            "price": {
              "description": "The price for one year; null when the name is not available.",
              "oneOf": [
                {
                  "type": "object",
                  "description": "What a domain name costs for one year, tax excluded: to register it and to renew it. Premium names have their own prices; other names cost the TLD's prices (`GET /api/v1/tlds/{tld}/`).",
                  "required": [
                    "registration",
                    "renewal",
                    "currency"
                  ],
                  "properties": {
                    "registration": {
                      "type": "string",
                      "description": "An amount of money as a decimal string (never a float), in the currency given beside it. Up to 7 integer digits and 2 to 4 decimals; hourly prices use 4.",
                      "pattern": "^(0|[1-9][0-9]{0,6})\\.[0-9]{2,4}$",
                      "maxLength": 12
                    },
                    "renewal": {
                      "type": "string",
                      "description": "An amount of money as a decimal string (never a float), in the currency given beside it. Up to 7 integer digits and 2 to 4 decimals; hourly prices use 4.",
                      "pattern": "^(0|[1-9][0-9]{0,6})\\.[0-9]{2,4}$",
                      "maxLength": 12
                    },
                    "currency": {
                      "type": "string",
                      "description": "An ISO 4217 currency code. All prices are in US dollars today.",
                      "enum": [
                        "USD"
                      ]
                    }
                  }
                },
                {
                  "type": "null"
                }
              ]
            }
          }
        }
      }
    }
  },
  "DomainContacts": {
    "type": "object",
    "description": "The four contacts of a domain's registration: `registrant` (the domain's legal holder), `admin` (the administrative contact), `tech` (the technical contact) and `billing` (the billing contact). Each is a full `Contact`; they are often the same person.",
    "required": [
      "registrant",
      "admin",
      "tech",
      "billing"
    ],
    "properties": {
      "registrant": {
        "type": "object",
        "description": "A person or organization named in a domain's registration data (registrant, administrative, technical or billing contact). The registry publishes these details unless the domain has `privacy` on. `organization`, `address_line2` and `state` may be left out of a request (they default to null); responses always carry every field.",
        "additionalProperties": false,
        "required": [
          "first_name",
          "last_name",
          "email",
          "phone",
          "address_line1",
          "city",
          "postal_code",
          "country"
        ],
        "properties": {
          "first_name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The contact's first (given) name."
          },
          "last_name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The contact's last (family) name."
          },
          "organization": {
            "type": [
              "string",
              "null"
            ],
            "default": null,
            "minLength": 1,
            "maxLength": 200,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The organization the contact acts for; null for a private person. For the registrant, the organization owns the domain."
          },
          "email": {
            "type": "string",
            "format": "email",
            "maxLength": 254,
            "description": "The contact's email address. The registry may send the registrant a verification email."
          },
          "phone": {
            "type": "string",
            "maxLength": 20,
            "pattern": "^\\+[0-9]{1,3}\\.[0-9]{4,14}$",
            "description": "The phone number in the registries' format, `+<country code>.<number>`, digits only."
          },
          "address_line1": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The street address."
          },
          "address_line2": {
            "type": [
              "string",
              "null"
            ],
            "default": null,
            "minLength": 1,
            "maxLength": 200,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "A second address line (building, floor, suite); null when there is none."
          },
          "city": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The city."
          },
          "state": {
            "type": [
              "string",
              "null"
            ],
            "default": null,
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The state, province or region, where the country's addresses have one; otherwise null."
          },
          "postal_code": {
            "type": "string",
            "minLength": 1,
            "maxLength": 20,
            "pattern": "^[A-Za-z0-9][A-Za-z0-9 -]*$",
            "description": "The postal code."
          },
          "country": {
            "type": "string",
            "minLength": 2,
            "maxLength": 2,
            "pattern": "^[A-Z]{2}$",
            "description": "The country, as an ISO 3166-1 alpha-2 code."
          }
        }
      },
      "admin": {
        "type": "object",
        "description": "A person or organization named in a domain's registration data (registrant, administrative, technical or billing contact). The registry publishes these details unless the domain has `privacy` on. `organization`, `address_line2` and `state` may be left out of a request (they default to null); responses always carry every field.",
        "additionalProperties": false,
        "required": [
          "first_name",
          "last_name",
          "email",
          "phone",
          "address_line1",
          "city",
          "postal_code",
          "country"
        ],
        "properties": {
          "first_name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The contact's first (given) name."
          },
          "last_name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The contact's last (family) name."
          },
          "organization": {
            "type": [
              "string",
              "null"
            ],
            "default": null,
            "minLength": 1,
            "maxLength": 200,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The organization the contact acts for; null for a private person. For the registrant, the organization owns the domain."
          },
          "email": {
            "type": "string",
            "format": "email",
            "maxLength": 254,
            "description": "The contact's email address. The registry may send the registrant a verification email."
          },
          "phone": {
            "type": "string",
            "maxLength": 20,
            "pattern": "^\\+[0-9]{1,3}\\.[0-9]{4,14}$",
            "description": "The phone number in the registries' format, `+<country code>.<number>`, digits only."
          },
          "address_line1": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The street address."
          },
          "address_line2": {
            "type": [
              "string",
              "null"
            ],
            "default": null,
            "minLength": 1,
            "maxLength": 200,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "A second address line (building, floor, suite); null when there is none."
          },
          "city": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The city."
          },
          "state": {
            "type": [
              "string",
              "null"
            ],
            "default": null,
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The state, province or region, where the country's addresses have one; otherwise null."
          },
          "postal_code": {
            "type": "string",
            "minLength": 1,
            "maxLength": 20,
            "pattern": "^[A-Za-z0-9][A-Za-z0-9 -]*$",
            "description": "The postal code."
          },
          "country": {
            "type": "string",
            "minLength": 2,
            "maxLength": 2,
            "pattern": "^[A-Z]{2}$",
            "description": "The country, as an ISO 3166-1 alpha-2 code."
          }
        }
      },
      "tech": {
        "type": "object",
        "description": "A person or organization named in a domain's registration data (registrant, administrative, technical or billing contact). The registry publishes these details unless the domain has `privacy` on. `organization`, `address_line2` and `state` may be left out of a request (they default to null); responses always carry every field.",
        "additionalProperties": false,
        "required": [
          "first_name",
          "last_name",
          "email",
          "phone",
          "address_line1",
          "city",
          "postal_code",
          "country"
        ],
        "properties": {
          "first_name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The contact's first (given) name."
          },
          "last_name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The contact's last (family) name."
          },
          "organization": {
            "type": [
              "string",
              "null"
            ],
            "default": null,
            "minLength": 1,
            "maxLength": 200,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The organization the contact acts for; null for a private person. For the registrant, the organization owns the domain."
          },
          "email": {
            "type": "string",
            "format": "email",
            "maxLength": 254,
            "description": "The contact's email address. The registry may send the registrant a verification email."
          },
          "phone": {
            "type": "string",
            "maxLength": 20,
            "pattern": "^\\+[0-9]{1,3}\\.[0-9]{4,14}$",
            "description": "The phone number in the registries' format, `+<country code>.<number>`, digits only."
          },
          "address_line1": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The street address."
          },
          "address_line2": {
            "type": [
              "string",
              "null"
            ],
            "default": null,
            "minLength": 1,
            "maxLength": 200,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "A second address line (building, floor, suite); null when there is none."
          },
          "city": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The city."
          },
          "state": {
            "type": [
              "string",
              "null"
            ],
            "default": null,
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The state, province or region, where the country's addresses have one; otherwise null."
          },
          "postal_code": {
            "type": "string",
            "minLength": 1,
            "maxLength": 20,
            "pattern": "^[A-Za-z0-9][A-Za-z0-9 -]*$",
            "description": "The postal code."
          },
          "country": {
            "type": "string",
            "minLength": 2,
            "maxLength": 2,
            "pattern": "^[A-Z]{2}$",
            "description": "The country, as an ISO 3166-1 alpha-2 code."
          }
        }
      },
      "billing": {
        "type": "object",
        "description": "A person or organization named in a domain's registration data (registrant, administrative, technical or billing contact). The registry publishes these details unless the domain has `privacy` on. `organization`, `address_line2` and `state` may be left out of a request (they default to null); responses always carry every field.",
        "additionalProperties": false,
        "required": [
          "first_name",
          "last_name",
          "email",
          "phone",
          "address_line1",
          "city",
          "postal_code",
          "country"
        ],
        "properties": {
          "first_name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The contact's first (given) name."
          },
          "last_name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The contact's last (family) name."
          },
          "organization": {
            "type": [
              "string",
              "null"
            ],
            "default": null,
            "minLength": 1,
            "maxLength": 200,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The organization the contact acts for; null for a private person. For the registrant, the organization owns the domain."
          },
          "email": {
            "type": "string",
            "format": "email",
            "maxLength": 254,
            "description": "The contact's email address. The registry may send the registrant a verification email."
          },
          "phone": {
            "type": "string",
            "maxLength": 20,
            "pattern": "^\\+[0-9]{1,3}\\.[0-9]{4,14}$",
            "description": "The phone number in the registries' format, `+<country code>.<number>`, digits only."
          },
          "address_line1": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The street address."
          },
          "address_line2": {
            "type": [
              "string",
              "null"
            ],
            "default": null,
            "minLength": 1,
            "maxLength": 200,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "A second address line (building, floor, suite); null when there is none."
          },
          "city": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The city."
          },
          "state": {
            "type": [
              "string",
              "null"
            ],
            "default": null,
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The state, province or region, where the country's addresses have one; otherwise null."
          },
          "postal_code": {
            "type": "string",
            "minLength": 1,
            "maxLength": 20,
            "pattern": "^[A-Za-z0-9][A-Za-z0-9 -]*$",
            "description": "The postal code."
          },
          "country": {
            "type": "string",
            "minLength": 2,
            "maxLength": 2,
            "pattern": "^[A-Z]{2}$",
            "description": "The country, as an ISO 3166-1 alpha-2 code."
          }
        }
      }
    }
  },
  "DomainList": {
    "type": "object",
    "description": "A page of domains, by name ascending unless `sort` says otherwise.",
    "required": [
      "data",
      "meta",
      "links"
    ],
    "properties": {
      "data": {
        "type": "array",
        "description": "The domains on this page.",
        "maxItems": 100,
        "items": {
          "type": "object",
          "description": "A domain name registered in the account, or being registered or transferred in. `status` says where it is in its life (see `DomainStatus` for the state machine); `auto_renew`, `locked` and `privacy` are settings that you change with `PATCH /api/v1/domains/{domain_name}/`. Contacts and auth code have their own paths. Domains are addressed by `name`.",
          "required": [
            "name",
            "tld",
            "status",
            "auto_renew",
            "locked",
            "privacy",
            "nameservers",
            "created_at",
            "registered_at",
            "expires_at"
          ],
          "properties": {
            "name": {
              "type": "string",
              "maxLength": 253,
              "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
              "description": "The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form). It never changes."
            },
            "tld": {
              "type": "string",
              "maxLength": 63,
              "pattern": "^[a-z]([a-z0-9-]*[a-z0-9])?(\\.[a-z]([a-z0-9-]*[a-z0-9])?)*$",
              "description": "The domain's TLD without its leading dot (`GET /api/v1/tlds/{tld}/` has its prices)."
            },
            "status": {
              "type": "string",
              "description": "Where a domain is in its life. `auto_renew`, `locked` (the transfer lock) and `privacy` are\nsettings, not states: they never change the status. Read operations (get, list, get\nnameservers, get contacts) work in every state; the table lists the other operations.\n\n| State | Meaning | Allowed operations besides reads | Leaves to |\n|---|---|---|---|\n| `registering` | Registration ordered and paid; the `register_domain` action is at work at the registry (usually under a minute). | none | `active` (registered) · `registration_failed` |\n| `registration_failed` | The registry refused the registration (the name was taken meanwhile, or reserved). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `transferring_in` | Inbound transfer requested; the `transfer_domain` action waits for the losing registrar (up to 5 days). | none | `active` (transferred, with one year added) · `transfer_failed` |\n| `transfer_failed` | The transfer was refused (wrong auth code, transfer lock on at the losing registrar, or rejected by it). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `active` | Registered with us and resolving; `expires_at` is in the future. | update, renew, replace nameservers, replace contacts, get auth code (transfer lock off, 60 days after `registered_at`) | `expired` (`expires_at` passed without renewal) · gone (transferred out to another registrar with the auth code; 404 afterwards) |\n| `expired` | Past `expires_at` without renewal: a 30-day grace period, still held for you; renewal is at the normal renewal price. | renew | `active` (renewed) · `redemption` (after 30 days) |\n| `redemption` | The registry's 30-day redemption period. Renewal costs the TLD's redemption fee on top of the renewal price. | renew | `active` (renewed) · `deleted` (after 30 days) |\n| `deleted` | Released to the registry; anyone may register it again. Listed for 30 more days, then gone (404). | none | gone |\n\nAn operation the table does not allow fails with 400 `invalid_state`, and the problem's\n`detail` names the current state. A domain's `status` changes before its action reports\n`success`, so a client that waits for the action never reads a stale status.\n",
              "enum": [
                "registering",
                "registration_failed",
                "transferring_in",
                "transfer_failed",
                "active",
                "expired",
                "redemption",
                "deleted"
              ]
            },
            "auto_renew": {
              "type": "boolean",
              "description": "Whether the domain renews itself for one year, at the renewal price, 30 days before `expires_at`. When off, the domain becomes `expired` at `expires_at` unless you renew it."
            },
            "locked": {
              "type": "boolean",
              "description": "The transfer lock: while true, the registry refuses every transfer of the domain to another registrar, and no auth code is issued. Turn it off only to transfer the domain out. New registrations and completed inbound transfers start with the lock on. (Unlike a server's `locked`, this is a setting, not a sign of running work.)"
            },
            "privacy": {
              "type": "boolean",
              "description": "WHOIS/RDAP privacy: while true, the public registration data shows a privacy service instead of the contacts' names, email, phone and address. Only on TLDs with `privacy_available`."
            },
            "nameservers": {
              "type": "array",
              "description": "The domain's nameservers at the registry: 2 to 13 hostnames, lowercase, without a trailing dot. Ours are `ns1.vps-hosting.example` and `ns2.vps-hosting.example`, which serve the account's DNS zones. For a domain in `transferring_in`, the nameservers it has at the losing registrar, which the transfer keeps.",
              "minItems": 2,
              "maxItems": 13,
              "uniqueItems": true,
              "items": {
                "type": "string",
                "maxLength": 253,
                "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
              }
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32,
              "description": "When the domain was added to the account, by a registration order or a transfer request (RFC 3339, UTC)."
            },
            "registered_at": {
              "type": [
                "string",
                "null"
              ],
              "format": "date-time",
              "maxLength": 32,
              "description": "When the domain became `active` in the account: its registration or its inbound transfer completed (RFC 3339, UTC). Null while `registering` or `transferring_in`, and after a failure. The auth code is issued only 60 days after it."
            },
            "expires_at": {
              "type": [
                "string",
                "null"
              ],
              "format": "date-time",
              "maxLength": 32,
              "description": "When the registration ends unless renewed (RFC 3339, UTC); never more than 10 years ahead. Null while `registering` or `transferring_in`, and after a failure."
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Metadata of a collection response.",
        "required": [
          "pagination"
        ],
        "properties": {
          "pagination": {
            "type": "object",
            "description": "Where this page sits in the whole collection.",
            "required": [
              "page",
              "per_page",
              "total_entries",
              "total_pages"
            ],
            "properties": {
              "page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 1000000,
                "description": "The current page, counting from 1."
              },
              "per_page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 100,
                "description": "The page size in use."
              },
              "total_entries": {
                "type": "integer",
                "format": "int64",
                "minimum": 0,
                "maximum": 9007199254740991,
                "description": "How many items match the filters, on all pages."
              },
              "total_pages": {
                "type": "integer",
                "format": "int32",
                "minimum": 0,
                "maximum": 1000000,
                "description": "How many pages there are at this page size (0 when nothing matches)."
              }
            }
          }
        }
      },
      "links": {
        "type": "object",
        "description": "Absolute URLs of the neighbouring pages, with the same filters, sort and page size. `prev` is null on the first page, `next` is null on the last one.",
        "required": [
          "first",
          "prev",
          "next",
          "last"
        ],
        "properties": {
          "first": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The first page."
          },
          "prev": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The previous page, or null on the first page."
          },
          "next": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The next page, or null on the last page."
          },
          "last": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The last page (the first page when the collection is empty)."
          }
        }
      }
    }
  },
  "DomainNameservers": {
    "type": "object",
    "description": "The nameservers a domain is delegated to at its registry.",
    "required": [
      "name",
      "nameservers"
    ],
    "properties": {
      "name": {
        "type": "string",
        "maxLength": 253,
        "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
        "description": "The domain's fully qualified name."
      },
      "nameservers": {
        "type": "array",
        "description": "The nameservers, 2 to 13 hostnames in the order the registry holds them, lowercase and without a trailing dot.",
        "minItems": 2,
        "maxItems": 13,
        "uniqueItems": true,
        "items": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      }
    }
  },
  "DomainSearchResults": {
    "type": "object",
    "description": "The suggestions for a domain search, the exact name (if one was given) first, then available names before taken ones. Not paginated: `limit` bounds it.",
    "required": [
      "data"
    ],
    "properties": {
      "data": {
        "type": "array",
        "description": "The suggestions, at most `limit`.",
        "maxItems": 50,
        "items": {
          "type": "object",
          "description": "One suggested domain name, with whether it can be registered and what it costs.",
          "required": [
            "name",
            "tld",
            "available",
            "premium",
            "price"
          ],
          "properties": {
            "name": {
              "type": "string",
              "maxLength": 253,
              "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
              "description": "The fully qualified domain name suggested."
            },
            "tld": {
              "type": "string",
              "maxLength": 63,
              "pattern": "^[a-z]([a-z0-9-]*[a-z0-9])?(\\.[a-z]([a-z0-9-]*[a-z0-9])?)*$",
              "description": "The name's TLD, without its leading dot."
            },
            "available": {
              "type": "boolean",
              "description": "Whether the name can be registered now (`POST /api/v1/domains/`)."
            },
            "premium": {
              "type": "boolean",
              "description": "Whether the registry sells the name at a premium price rather than the TLD's standard price."
            },
            "price": {
              "description": "The price for one year; null when the name is not available.",
              "oneOf": [
                {
                  "type": "object",
                  "description": "What a domain name costs for one year, tax excluded: to register it and to renew it. Premium names have their own prices; other names cost the TLD's prices (`GET /api/v1/tlds/{tld}/`).",
                  "required": [
                    "registration",
                    "renewal",
                    "currency"
                  ],
                  "properties": {
                    "registration": {
                      "type": "string",
                      "description": "An amount of money as a decimal string (never a float), in the currency given beside it. Up to 7 integer digits and 2 to 4 decimals; hourly prices use 4.",
                      "pattern": "^(0|[1-9][0-9]{0,6})\\.[0-9]{2,4}$",
                      "maxLength": 12
                    },
                    "renewal": {
                      "type": "string",
                      "description": "An amount of money as a decimal string (never a float), in the currency given beside it. Up to 7 integer digits and 2 to 4 decimals; hourly prices use 4.",
                      "pattern": "^(0|[1-9][0-9]{0,6})\\.[0-9]{2,4}$",
                      "maxLength": 12
                    },
                    "currency": {
                      "type": "string",
                      "description": "An ISO 4217 currency code. All prices are in US dollars today.",
                      "enum": [
                        "USD"
                      ]
                    }
                  }
                },
                {
                  "type": "null"
                }
              ]
            }
          }
        }
      }
    }
  },
  "Image": {
    "type": "object",
    "description": "An operating-system image that servers are created or reinstalled with. `status` says whether it can still be installed (see `ImageStatus`); deprecated images stay in the catalog. Images are addressed by their stable `slug`.",
    "required": [
      "slug",
      "name",
      "description",
      "distribution",
      "version",
      "architecture",
      "status",
      "deprecated_at",
      "min_disk_gb",
      "created_at"
    ],
    "properties": {
      "slug": {
        "type": "string",
        "maxLength": 63,
        "pattern": "^[a-z0-9][a-z0-9.-]{0,62}$",
        "description": "The image's stable identifier, used in paths (`GET /api/v1/images/{image_slug}/`) and in the `image` field of servers and of create and reinstall requests. It never changes."
      },
      "name": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100,
        "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
        "description": "The image's display name."
      },
      "description": {
        "type": "string",
        "maxLength": 500,
        "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
        "description": "What the image contains, in one or two sentences, for display."
      },
      "distribution": {
        "type": "string",
        "description": "The Linux distribution an image installs. New distributions may be added; treat an unknown value as valid.",
        "enum": [
          "ubuntu",
          "debian",
          "rocky",
          "almalinux",
          "fedora"
        ]
      },
      "version": {
        "type": "string",
        "minLength": 1,
        "maxLength": 32,
        "pattern": "^[0-9A-Za-z][0-9A-Za-z.-]{0,31}$",
        "description": "The distribution's release, as the distribution numbers it (`24.04`, `12`, `9`). Compare it as a string."
      },
      "architecture": {
        "type": "string",
        "description": "The CPU architecture of a plan's hosts or of an image's binaries. A server can only be created or reinstalled with an image of its plan's architecture. All plans offered today are `x86_64`; `arm64` is reserved for Arm plans and images.",
        "enum": [
          "x86_64",
          "arm64"
        ]
      },
      "status": {
        "type": "string",
        "description": "Whether an image can still be installed. Images are never removed from the catalog: when a\ndistribution release reaches its end of life, its image is deprecated, stays listed and readable,\nand is marked with `status: deprecated` and `deprecated_at`.\n\n| State | Meaning | Allowed operations | Leaves to |\n|---|---|---|---|\n| `available` | Offered for new installs. | get, list; create a server with it; reinstall a server with it | `deprecated` (at the release's end of life) |\n| `deprecated` | No longer offered; kept for reference. | get, list | none: deprecation is final |\n\nRules:\n- Creating or reinstalling a server with a `deprecated` image fails with 400\n  `image_unavailable`.\n- Servers already installed from a deprecated image keep running, and their `image` field still\n  names it; they can be powered, resized, backed up, snapshotted and restored from their backups\n  and snapshots as before. Reinstall them with a current image when you are ready.\n",
        "enum": [
          "available",
          "deprecated"
        ]
      },
      "deprecated_at": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "maxLength": 32,
        "description": "When the image was deprecated (RFC 3339, UTC); null while it is `available`."
      },
      "min_disk_gb": {
        "type": "integer",
        "format": "int32",
        "minimum": 1,
        "maximum": 65536,
        "description": "The smallest disk, in GB, the image installs on. Every plan offered today has a larger disk than any image needs."
      },
      "created_at": {
        "type": "string",
        "format": "date-time",
        "maxLength": 32,
        "description": "When the image was added to the catalog (RFC 3339, UTC)."
      }
    }
  },
  "ImageList": {
    "type": "object",
    "description": "A page of images, by slug ascending unless `sort` says otherwise.",
    "required": [
      "data",
      "meta",
      "links"
    ],
    "properties": {
      "data": {
        "type": "array",
        "description": "The images on this page.",
        "maxItems": 100,
        "items": {
          "type": "object",
          "description": "An operating-system image that servers are created or reinstalled with. `status` says whether it can still be installed (see `ImageStatus`); deprecated images stay in the catalog. Images are addressed by their stable `slug`.",
          "required": [
            "slug",
            "name",
            "description",
            "distribution",
            "version",
            "architecture",
            "status",
            "deprecated_at",
            "min_disk_gb",
            "created_at"
          ],
          "properties": {
            "slug": {
              "type": "string",
              "maxLength": 63,
              "pattern": "^[a-z0-9][a-z0-9.-]{0,62}$",
              "description": "The image's stable identifier, used in paths (`GET /api/v1/images/{image_slug}/`) and in the `image` field of servers and of create and reinstall requests. It never changes."
            },
            "name": {
              "type": "string",
              "minLength": 1,
              "maxLength": 100,
              "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
              "description": "The image's display name."
            },
            "description": {
              "type": "string",
              "maxLength": 500,
              "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
              "description": "What the image contains, in one or two sentences, for display."
            },
            "distribution": {
              "type": "string",
              "description": "The Linux distribution an image installs. New distributions may be added; treat an unknown value as valid.",
              "enum": [
                "ubuntu",
                "debian",
                "rocky",
                "almalinux",
                "fedora"
              ]
            },
            "version": {
              "type": "string",
              "minLength": 1,
              "maxLength": 32,
              "pattern": "^[0-9A-Za-z][0-9A-Za-z.-]{0,31}$",
              "description": "The distribution's release, as the distribution numbers it (`24.04`, `12`, `9`). Compare it as a string."
            },
            "architecture": {
              "type": "string",
              "description": "The CPU architecture of a plan's hosts or of an image's binaries. A server can only be created or reinstalled with an image of its plan's architecture. All plans offered today are `x86_64`; `arm64` is reserved for Arm plans and images.",
              "enum": [
                "x86_64",
                "arm64"
              ]
            },
            "status": {
              "type": "string",
              "description": "Whether an image can still be installed. Images are never removed from the catalog: when a\ndistribution release reaches its end of life, its image is deprecated, stays listed and readable,\nand is marked with `status: deprecated` and `deprecated_at`.\n\n| State | Meaning | Allowed operations | Leaves to |\n|---|---|---|---|\n| `available` | Offered for new installs. | get, list; create a server with it; reinstall a server with it | `deprecated` (at the release's end of life) |\n| `deprecated` | No longer offered; kept for reference. | get, list | none: deprecation is final |\n\nRules:\n- Creating or reinstalling a server with a `deprecated` image fails with 400\n  `image_unavailable`.\n- Servers already installed from a deprecated image keep running, and their `image` field still\n  names it; they can be powered, resized, backed up, snapshotted and restored from their backups\n  and snapshots as before. Reinstall them with a current image when you are ready.\n",
              "enum": [
                "available",
                "deprecated"
              ]
            },
            "deprecated_at": {
              "type": [
                "string",
                "null"
              ],
              "format": "date-time",
              "maxLength": 32,
              "description": "When the image was deprecated (RFC 3339, UTC); null while it is `available`."
            },
            "min_disk_gb": {
              "type": "integer",
              "format": "int32",
              "minimum": 1,
              "maximum": 65536,
              "description": "The smallest disk, in GB, the image installs on. Every plan offered today has a larger disk than any image needs."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32,
              "description": "When the image was added to the catalog (RFC 3339, UTC)."
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Metadata of a collection response.",
        "required": [
          "pagination"
        ],
        "properties": {
          "pagination": {
            "type": "object",
            "description": "Where this page sits in the whole collection.",
            "required": [
              "page",
              "per_page",
              "total_entries",
              "total_pages"
            ],
            "properties": {
              "page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 1000000,
                "description": "The current page, counting from 1."
              },
              "per_page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 100,
                "description": "The page size in use."
              },
              "total_entries": {
                "type": "integer",
                "format": "int64",
                "minimum": 0,
                "maximum": 9007199254740991,
                "description": "How many items match the filters, on all pages."
              },
              "total_pages": {
                "type": "integer",
                "format": "int32",
                "minimum": 0,
                "maximum": 1000000,
                "description": "How many pages there are at this page size (0 when nothing matches)."
              }
            }
          }
        }
      },
      "links": {
        "type": "object",
        "description": "Absolute URLs of the neighbouring pages, with the same filters, sort and page size. `prev` is null on the first page, `next` is null on the last one.",
        "required": [
          "first",
          "prev",
          "next",
          "last"
        ],
        "properties": {
          "first": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The first page."
          },
          "prev": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The previous page, or null on the first page."
          },
          "next": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The next page, or null on the last page."
          },
          "last": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The last page (the first page when the collection is empty)."
          }
        }
      }
    }
  },
  "Location": {
    "type": "object",
    "description": "A datacenter where servers run. A server's location is chosen when it is created and never changes. `plans` lists the plans offered there now; the same information, seen from the plan, is the plan's `locations`.",
    "required": [
      "slug",
      "name",
      "city",
      "country",
      "region",
      "available",
      "plans"
    ],
    "properties": {
      "slug": {
        "type": "string",
        "maxLength": 63,
        "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
        "description": "The location's stable identifier, used in paths (`GET /api/v1/locations/{location_slug}/`) and in the `location` field of servers and of create requests. It never changes."
      },
      "name": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100,
        "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
        "description": "The location's display name."
      },
      "city": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100,
        "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
        "description": "The city the datacenter is in, in English."
      },
      "country": {
        "type": "string",
        "minLength": 2,
        "maxLength": 2,
        "pattern": "^[A-Z]{2}$",
        "description": "The country the datacenter is in, as an ISO 3166-1 alpha-2 code."
      },
      "region": {
        "type": "string",
        "description": "The geographic region a location belongs to, in snake_case, continent area then direction: `eu_central` (Frankfurt), `eu_west` (Amsterdam), `us_east` (New York), `ap_southeast` (Singapore). New regions may be added; treat an unknown value as a valid region.",
        "enum": [
          "eu_central",
          "eu_west",
          "us_east",
          "ap_southeast"
        ]
      },
      "available": {
        "type": "boolean",
        "description": "Whether the location accepts new servers. When false, creating a server there fails with 400 `plan_unavailable` and `plans` is empty; the servers already there keep running."
      },
      "plans": {
        "type": "array",
        "maxItems": 100,
        "uniqueItems": true,
        "description": "The slugs of the plans a server can be created on here now, by monthly price ascending. Resizing a server there only works to one of these plans.",
        "items": {
          "type": "string",
          "maxLength": 63,
          "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
          "description": "A plan slug (`GET /api/v1/plans/{plan_slug}/`)."
        }
      }
    }
  },
  "LocationList": {
    "type": "object",
    "description": "A page of locations, by slug ascending unless `sort` says otherwise.",
    "required": [
      "data",
      "meta",
      "links"
    ],
    "properties": {
      "data": {
        "type": "array",
        "description": "The locations on this page.",
        "maxItems": 100,
        "items": {
          "type": "object",
          "description": "A datacenter where servers run. A server's location is chosen when it is created and never changes. `plans` lists the plans offered there now; the same information, seen from the plan, is the plan's `locations`.",
          "required": [
            "slug",
            "name",
            "city",
            "country",
            "region",
            "available",
            "plans"
          ],
          "properties": {
            "slug": {
              "type": "string",
              "maxLength": 63,
              "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
              "description": "The location's stable identifier, used in paths (`GET /api/v1/locations/{location_slug}/`) and in the `location` field of servers and of create requests. It never changes."
            },
            "name": {
              "type": "string",
              "minLength": 1,
              "maxLength": 100,
              "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
              "description": "The location's display name."
            },
            "city": {
              "type": "string",
              "minLength": 1,
              "maxLength": 100,
              "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
              "description": "The city the datacenter is in, in English."
            },
            "country": {
              "type": "string",
              "minLength": 2,
              "maxLength": 2,
              "pattern": "^[A-Z]{2}$",
              "description": "The country the datacenter is in, as an ISO 3166-1 alpha-2 code."
            },
            "region": {
              "type": "string",
              "description": "The geographic region a location belongs to, in snake_case, continent area then direction: `eu_central` (Frankfurt), `eu_west` (Amsterdam), `us_east` (New York), `ap_southeast` (Singapore). New regions may be added; treat an unknown value as a valid region.",
              "enum": [
                "eu_central",
                "eu_west",
                "us_east",
                "ap_southeast"
              ]
            },
            "available": {
              "type": "boolean",
              "description": "Whether the location accepts new servers. When false, creating a server there fails with 400 `plan_unavailable` and `plans` is empty; the servers already there keep running."
            },
            "plans": {
              "type": "array",
              "maxItems": 100,
              "uniqueItems": true,
              "description": "The slugs of the plans a server can be created on here now, by monthly price ascending. Resizing a server there only works to one of these plans.",
              "items": {
                "type": "string",
                "maxLength": 63,
                "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
                "description": "A plan slug (`GET /api/v1/plans/{plan_slug}/`)."
              }
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Metadata of a collection response.",
        "required": [
          "pagination"
        ],
        "properties": {
          "pagination": {
            "type": "object",
            "description": "Where this page sits in the whole collection.",
            "required": [
              "page",
              "per_page",
              "total_entries",
              "total_pages"
            ],
            "properties": {
              "page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 1000000,
                "description": "The current page, counting from 1."
              },
              "per_page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 100,
                "description": "The page size in use."
              },
              "total_entries": {
                "type": "integer",
                "format": "int64",
                "minimum": 0,
                "maximum": 9007199254740991,
                "description": "How many items match the filters, on all pages."
              },
              "total_pages": {
                "type": "integer",
                "format": "int32",
                "minimum": 0,
                "maximum": 1000000,
                "description": "How many pages there are at this page size (0 when nothing matches)."
              }
            }
          }
        }
      },
      "links": {
        "type": "object",
        "description": "Absolute URLs of the neighbouring pages, with the same filters, sort and page size. `prev` is null on the first page, `next` is null on the last one.",
        "required": [
          "first",
          "prev",
          "next",
          "last"
        ],
        "properties": {
          "first": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The first page."
          },
          "prev": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The previous page, or null on the first page."
          },
          "next": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The next page, or null on the last page."
          },
          "last": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The last page (the first page when the collection is empty)."
          }
        }
      }
    }
  },
  "Plan": {
    "type": "object",
    "description": "A server size on offer: its resources, its price and the locations where servers can be created with it now. A server created on a plan gets exactly these resources; resize a server to move it to another plan. Plans are addressed by their stable `slug`.",
    "required": [
      "slug",
      "name",
      "description",
      "vcpus",
      "memory_mb",
      "disk_gb",
      "bandwidth_tb",
      "architecture",
      "price",
      "locations",
      "available"
    ],
    "properties": {
      "slug": {
        "type": "string",
        "maxLength": 63,
        "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
        "description": "The plan's stable identifier, used in paths (`GET /api/v1/plans/{plan_slug}/`) and in the `plan` field of servers and of create and resize requests. It never changes."
      },
      "name": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100,
        "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
        "description": "The plan's display name."
      },
      "description": {
        "type": "string",
        "maxLength": 500,
        "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
        "description": "What the plan is meant for, in one or two sentences, for display."
      },
      "vcpus": {
        "type": "integer",
        "format": "int32",
        "minimum": 1,
        "maximum": 256,
        "description": "The number of virtual CPU cores."
      },
      "memory_mb": {
        "type": "integer",
        "format": "int32",
        "minimum": 512,
        "maximum": 2097152,
        "description": "The memory in MB (1024 MB = 1 GB)."
      },
      "disk_gb": {
        "type": "integer",
        "format": "int32",
        "minimum": 10,
        "maximum": 65536,
        "description": "The size of the server's disk in GB."
      },
      "bandwidth_tb": {
        "type": "integer",
        "format": "int32",
        "minimum": 0,
        "maximum": 1000,
        "description": "The outbound data transfer included each month, in TB (whole terabytes). Inbound traffic is free and not counted."
      },
      "architecture": {
        "type": "string",
        "description": "The CPU architecture of a plan's hosts or of an image's binaries. A server can only be created or reinstalled with an image of its plan's architecture. All plans offered today are `x86_64`; `arm64` is reserved for Arm plans and images.",
        "enum": [
          "x86_64",
          "arm64"
        ]
      },
      "price": {
        "type": "object",
        "description": "What a server on this plan costs, tax excluded. Billing is hourly up to a monthly cap: a server is billed `hourly` for every started hour it exists, whether it is running or stopped (a stopped server keeps its resources), and the charges of one server in one calendar month never exceed `monthly`; a server kept for the whole month pays exactly `monthly`. Deleting a server stops its billing. After a resize, the hours are billed at the new plan's price. `monthly` and `hourly` are decimal strings (`Amount`): the monthly price with 2 decimals, the hourly price with 4.",
        "required": [
          "monthly",
          "hourly",
          "currency"
        ],
        "properties": {
          "monthly": {
            "type": "string",
            "description": "An amount of money as a decimal string (never a float), in the currency given beside it. Up to 7 integer digits and 2 to 4 decimals; hourly prices use 4.",
            "pattern": "^(0|[1-9][0-9]{0,6})\\.[0-9]{2,4}$",
            "maxLength": 12
          },
          "hourly": {
            "type": "string",
            "description": "An amount of money as a decimal string (never a float), in the currency given beside it. Up to 7 integer digits and 2 to 4 decimals; hourly prices use 4.",
            "pattern": "^(0|[1-9][0-9]{0,6})\\.[0-9]{2,4}$",
            "maxLength": 12
          },
          "currency": {
            "type": "string",
            "description": "An ISO 4217 currency code. All prices are in US dollars today.",
            "enum": [
              "USD"
            ]
          }
        }
      },
      "locations": {
        "type": "array",
        "maxItems": 100,
        "uniqueItems": true,
        "description": "The slugs of the locations where a server can be created on this plan now, by slug ascending. Creating a server elsewhere fails with 400 `plan_unavailable`. Empty when the plan is not offered anywhere (`available: false`).",
        "items": {
          "type": "string",
          "maxLength": 63,
          "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
          "description": "A location slug (`GET /api/v1/locations/{location_slug}/`)."
        }
      },
      "available": {
        "type": "boolean",
        "description": "Whether new servers can be created on this plan in at least one location (true exactly when `locations` is not empty). A plan that is no longer offered stays listed so that the servers on it can still look it up; they keep running on it and can be resized away from it."
      }
    }
  },
  "PlanList": {
    "type": "object",
    "description": "A page of plans, by monthly price ascending (ties by slug ascending) unless `sort` says otherwise.",
    "required": [
      "data",
      "meta",
      "links"
    ],
    "properties": {
      "data": {
        "type": "array",
        "description": "The plans on this page.",
        "maxItems": 100,
        "items": {
          "type": "object",
          "description": "A server size on offer: its resources, its price and the locations where servers can be created with it now. A server created on a plan gets exactly these resources; resize a server to move it to another plan. Plans are addressed by their stable `slug`.",
          "required": [
            "slug",
            "name",
            "description",
            "vcpus",
            "memory_mb",
            "disk_gb",
            "bandwidth_tb",
            "architecture",
            "price",
            "locations",
            "available"
          ],
          "properties": {
            "slug": {
              "type": "string",
              "maxLength": 63,
              "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
              "description": "The plan's stable identifier, used in paths (`GET /api/v1/plans/{plan_slug}/`) and in the `plan` field of servers and of create and resize requests. It never changes."
            },
            "name": {
              "type": "string",
              "minLength": 1,
              "maxLength": 100,
              "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
              "description": "The plan's display name."
            },
            "description": {
              "type": "string",
              "maxLength": 500,
              "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
              "description": "What the plan is meant for, in one or two sentences, for display."
            },
            "vcpus": {
              "type": "integer",
              "format": "int32",
              "minimum": 1,
              "maximum": 256,
              "description": "The number of virtual CPU cores."
            },
            "memory_mb": {
              "type": "integer",
              "format": "int32",
              "minimum": 512,
              "maximum": 2097152,
              "description": "The memory in MB (1024 MB = 1 GB)."
            },
            "disk_gb": {
              "type": "integer",
              "format": "int32",
              "minimum": 10,
              "maximum": 65536,
              "description": "The size of the server's disk in GB."
            },
            "bandwidth_tb": {
              "type": "integer",
              "format": "int32",
              "minimum": 0,
              "maximum": 1000,
              "description": "The outbound data transfer included each month, in TB (whole terabytes). Inbound traffic is free and not counted."
            },
            "architecture": {
              "type": "string",
              "description": "The CPU architecture of a plan's hosts or of an image's binaries. A server can only be created or reinstalled with an image of its plan's architecture. All plans offered today are `x86_64`; `arm64` is reserved for Arm plans and images.",
              "enum": [
                "x86_64",
                "arm64"
              ]
            },
            "price": {
              "type": "object",
              "description": "What a server on this plan costs, tax excluded. Billing is hourly up to a monthly cap: a server is billed `hourly` for every started hour it exists, whether it is running or stopped (a stopped server keeps its resources), and the charges of one server in one calendar month never exceed `monthly`; a server kept for the whole month pays exactly `monthly`. Deleting a server stops its billing. After a resize, the hours are billed at the new plan's price. `monthly` and `hourly` are decimal strings (`Amount`): the monthly price with 2 decimals, the hourly price with 4.",
              "required": [
                "monthly",
                "hourly",
                "currency"
              ],
              "properties": {
                "monthly": {
                  "type": "string",
                  "description": "An amount of money as a decimal string (never a float), in the currency given beside it. Up to 7 integer digits and 2 to 4 decimals; hourly prices use 4.",
                  "pattern": "^(0|[1-9][0-9]{0,6})\\.[0-9]{2,4}$",
                  "maxLength": 12
                },
                "hourly": {
                  "type": "string",
                  "description": "An amount of money as a decimal string (never a float), in the currency given beside it. Up to 7 integer digits and 2 to 4 decimals; hourly prices use 4.",
                  "pattern": "^(0|[1-9][0-9]{0,6})\\.[0-9]{2,4}$",
                  "maxLength": 12
                },
                "currency": {
                  "type": "string",
                  "description": "An ISO 4217 currency code. All prices are in US dollars today.",
                  "enum": [
                    "USD"
                  ]
                }
              }
            },
            "locations": {
              "type": "array",
              "maxItems": 100,
              "uniqueItems": true,
              "description": "The slugs of the locations where a server can be created on this plan now, by slug ascending. Creating a server elsewhere fails with 400 `plan_unavailable`. Empty when the plan is not offered anywhere (`available: false`).",
              "items": {
                "type": "string",
                "maxLength": 63,
                "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
                "description": "A location slug (`GET /api/v1/locations/{location_slug}/`)."
              }
            },
            "available": {
              "type": "boolean",
              "description": "Whether new servers can be created on this plan in at least one location (true exactly when `locations` is not empty). A plan that is no longer offered stays listed so that the servers on it can still look it up; they keep running on it and can be resized away from it."
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Metadata of a collection response.",
        "required": [
          "pagination"
        ],
        "properties": {
          "pagination": {
            "type": "object",
            "description": "Where this page sits in the whole collection.",
            "required": [
              "page",
              "per_page",
              "total_entries",
              "total_pages"
            ],
            "properties": {
              "page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 1000000,
                "description": "The current page, counting from 1."
              },
              "per_page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 100,
                "description": "The page size in use."
              },
              "total_entries": {
                "type": "integer",
                "format": "int64",
                "minimum": 0,
                "maximum": 9007199254740991,
                "description": "How many items match the filters, on all pages."
              },
              "total_pages": {
                "type": "integer",
                "format": "int32",
                "minimum": 0,
                "maximum": 1000000,
                "description": "How many pages there are at this page size (0 when nothing matches)."
              }
            }
          }
        }
      },
      "links": {
        "type": "object",
        "description": "Absolute URLs of the neighbouring pages, with the same filters, sort and page size. `prev` is null on the first page, `next` is null on the last one.",
        "required": [
          "first",
          "prev",
          "next",
          "last"
        ],
        "properties": {
          "first": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The first page."
          },
          "prev": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The previous page, or null on the first page."
          },
          "next": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The next page, or null on the last page."
          },
          "last": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The last page (the first page when the collection is empty)."
          }
        }
      }
    }
  },
  "Server": {
    "type": "object",
    "description": "A virtual private server. `status` says where it is in its life (see `ServerStatus` for the state machine); `locked` is true while an action works on it. The resources (`vcpus`, `memory_mb`, `disk_gb`) are those of its plan, except `disk_gb`, which stays as it was when the server was resized with `resize_disk: false`.",
    "required": [
      "id",
      "name",
      "status",
      "locked",
      "plan",
      "location",
      "image",
      "vcpus",
      "memory_mb",
      "disk_gb",
      "networks",
      "labels",
      "backups_enabled",
      "created_at",
      "updated_at"
    ],
    "properties": {
      "id": {
        "type": "integer",
        "format": "int64",
        "minimum": 1,
        "maximum": 9007199254740991,
        "description": "The server's unique identifier."
      },
      "name": {
        "type": "string",
        "description": "The server's name: 1 to 63 lowercase letters, digits and hyphens, starting with a letter. It becomes the hostname when the server is installed (at creation and at each reinstall). Names need not be unique in the account.",
        "minLength": 1,
        "maxLength": 63,
        "pattern": "^[a-z][a-z0-9-]{0,62}$"
      },
      "status": {
        "type": "string",
        "description": "Where a server is in its life. Settled states (`running`, `stopped`, `error`) last until you\nact; transitional states last while an action works on the server, and in them the server has\n`locked: true`. Read operations (get, list, list actions) work in every state.\n\n| State | Meaning | Locked | Allowed operations | Leaves to |\n|---|---|---|---|---|\n| `provisioning` | Being created (action `create_server`). | yes | update | `running` (created) · `error` (creation failed) |\n| `running` | Powered on. | no | shutdown, power off, reboot, reset, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `stopping`, `rebooting`, `reinstalling`, `restoring`, `deleting` |\n| `stopping` | Being shut down, gracefully (shutdown) or hard (power off). | yes | update | `stopped` · `running` (the guest ignored a graceful shutdown for 5 minutes; the action fails with `shutdown_timeout`) |\n| `stopped` | Powered off; the disk and addresses are kept and the plan is still billed. | no | power on, resize, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `starting`, `resizing`, `reinstalling`, `restoring`, `deleting` |\n| `starting` | Booting after power on. | yes | update | `running` · `stopped` (the power on failed) |\n| `rebooting` | Restarting after a reboot (graceful) or reset (hard). | yes | update | `running` (also when the guest ignored a graceful reboot for 5 minutes; the action fails with `reboot_timeout`) |\n| `resizing` | Moving to another plan (only from `stopped`). | yes | update | `stopped`, on the new plan (on the previous plan if the resize failed) |\n| `reinstalling` | The disk is being erased and written with an image. | yes | update | `running` · the state it came from (`running`, `stopped` or `error`) if the reinstall failed |\n| `restoring` | The disk is being overwritten from a backup or snapshot. | yes | update | `running` · the state it came from (`running` or `stopped`) if the restore failed |\n| `deleting` | Being deleted, with its backups; snapshots are kept. | yes | none | gone: the server answers 404 afterwards |\n| `error` | The creation failed; the server has no working system. | no | reinstall, update, delete | `reinstalling`, `deleting` |\n\nRules:\n- While the server is in a transitional state (`locked: true`), every state-changing request\n  (power, resize, reinstall, delete, backup, snapshot, restore) fails with 400\n  `resource_locked`; retry when the running action has finished. Updating the name or labels\n  is allowed in every state except `deleting`.\n- In a settled state, an operation the table does not allow fails with 400 `invalid_state`,\n  and the problem's `detail` names the current state.\n- A failed action leaves the server in the settled state it came from and says why in the\n  action's `error`; only a failed create leaves it in `error`.\n- The server's `status` changes before its action reports `success`, so a client that waits\n  for the action never reads a stale status.\n",
        "enum": [
          "provisioning",
          "running",
          "stopping",
          "stopped",
          "starting",
          "rebooting",
          "resizing",
          "reinstalling",
          "restoring",
          "deleting",
          "error"
        ]
      },
      "locked": {
        "type": "boolean",
        "description": "True while an action works on the server (in every transitional state). State-changing requests then fail with 400 `resource_locked`; find the running action with `GET /api/v1/servers/{server_id}/actions/?status=running`."
      },
      "plan": {
        "type": "string",
        "maxLength": 63,
        "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
        "description": "The slug of the server's plan (`GET /api/v1/plans/{plan_slug}/`); it changes when a resize succeeds."
      },
      "location": {
        "type": "string",
        "maxLength": 63,
        "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
        "description": "The slug of the location the server runs in (`GET /api/v1/locations/{location_slug}/`); it never changes."
      },
      "image": {
        "type": "string",
        "maxLength": 63,
        "pattern": "^[a-z0-9][a-z0-9.-]{0,62}$",
        "description": "The slug of the image the disk was last installed from, at creation or by a reinstall (`GET /api/v1/images/{image_slug}/`)."
      },
      "vcpus": {
        "type": "integer",
        "format": "int32",
        "minimum": 1,
        "maximum": 256,
        "description": "The number of virtual CPU cores, from the plan."
      },
      "memory_mb": {
        "type": "integer",
        "format": "int32",
        "minimum": 512,
        "maximum": 2097152,
        "description": "The memory in MB, from the plan."
      },
      "disk_gb": {
        "type": "integer",
        "format": "int32",
        "minimum": 10,
        "maximum": 65536,
        "description": "The size of the disk in GB. It equals the plan's disk unless the server was resized with `resize_disk: false`, and it never shrinks."
      },
      "networks": {
        "type": "object",
        "description": "The server's public addresses. They are reserved when the server is created (already while it is `provisioning`) and kept, unchanged, until it is deleted.",
        "required": [
          "ipv4",
          "ipv6"
        ],
        "properties": {
          "ipv4": {
            "type": "object",
            "description": "The server's public IPv4 address.",
            "required": [
              "address"
            ],
            "properties": {
              "address": {
                "type": "string",
                "format": "ipv4",
                "maxLength": 15,
                "description": "The public IPv4 address, reserved when the server is created and kept until it is deleted (also across resize and reinstall)."
              }
            }
          },
          "ipv6": {
            "type": "object",
            "description": "The server's public IPv6 network and the address configured on the server.",
            "required": [
              "address",
              "prefix"
            ],
            "properties": {
              "address": {
                "type": "string",
                "format": "ipv6",
                "maxLength": 45,
                "description": "The IPv6 address configured on the server (the first address of its prefix), kept until the server is deleted."
              },
              "prefix": {
                "type": "string",
                "maxLength": 43,
                "pattern": "^[0-9a-f:]{2,39}/(6[4-9]|[7-9][0-9]|1[01][0-9]|12[0-8])$",
                "description": "The /64 IPv6 network routed to the server, in CIDR notation; every address in it reaches the server."
              }
            }
          }
        }
      },
      "labels": {
        "type": "object",
        "description": "Key-value labels for organising resources and selecting them with `label_selector`: at most 32, keys of 1 to 63 lowercase letters, digits, `_`, `.` and `-` starting with a letter, values of up to 63 letters, digits, `_`, `.` and `-` (an empty value is allowed).",
        "maxProperties": 32,
        "propertyNames": {
          "type": "string",
          "maxLength": 63,
          "pattern": "^[a-z][a-z0-9_.-]{0,62}$"
        },
        "additionalProperties": {
          "type": "string",
          "maxLength": 63,
          "pattern": "^[A-Za-z0-9_.-]{0,63}$"
        }
      },
      "backups_enabled": {
        "type": "boolean",
        "description": "Whether automatic backups are on: the `enabled` field of the server's backup policy (`GET /api/v1/servers/{server_id}/backup-policy/`), shown here for convenience. Change it through the backup policy."
      },
      "created_at": {
        "type": "string",
        "format": "date-time",
        "maxLength": 32,
        "description": "When the server was created (RFC 3339, UTC)."
      },
      "updated_at": {
        "type": "string",
        "format": "date-time",
        "maxLength": 32,
        "description": "When any field of the server last changed, its status included (RFC 3339, UTC)."
      }
    }
  },
  "ServerList": {
    "type": "object",
    "description": "A page of servers, by id ascending unless `sort` says otherwise.",
    "required": [
      "data",
      "meta",
      "links"
    ],
    "properties": {
      "data": {
        "type": "array",
        "description": "The servers on this page.",
        "maxItems": 100,
        "items": {
          "type": "object",
          "description": "A virtual private server. `status` says where it is in its life (see `ServerStatus` for the state machine); `locked` is true while an action works on it. The resources (`vcpus`, `memory_mb`, `disk_gb`) are those of its plan, except `disk_gb`, which stays as it was when the server was resized with `resize_disk: false`.",
          "required": [
            "id",
            "name",
            "status",
            "locked",
            "plan",
            "location",
            "image",
            "vcpus",
            "memory_mb",
            "disk_gb",
            "networks",
            "labels",
            "backups_enabled",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "format": "int64",
              "minimum": 1,
              "maximum": 9007199254740991,
              "description": "The server's unique identifier."
            },
            "name": {
              "type": "string",
              "description": "The server's name: 1 to 63 lowercase letters, digits and hyphens, starting with a letter. It becomes the hostname when the server is installed (at creation and at each reinstall). Names need not be unique in the account.",
              "minLength": 1,
              "maxLength": 63,
              "pattern": "^[a-z][a-z0-9-]{0,62}$"
            },
            "status": {
              "type": "string",
              "description": "Where a server is in its life. Settled states (`running`, `stopped`, `error`) last until you\nact; transitional states last while an action works on the server, and in them the server has\n`locked: true`. Read operations (get, list, list actions) work in every state.\n\n| State | Meaning | Locked | Allowed operations | Leaves to |\n|---|---|---|---|---|\n| `provisioning` | Being created (action `create_server`). | yes | update | `running` (created) · `error` (creation failed) |\n| `running` | Powered on. | no | shutdown, power off, reboot, reset, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `stopping`, `rebooting`, `reinstalling`, `restoring`, `deleting` |\n| `stopping` | Being shut down, gracefully (shutdown) or hard (power off). | yes | update | `stopped` · `running` (the guest ignored a graceful shutdown for 5 minutes; the action fails with `shutdown_timeout`) |\n| `stopped` | Powered off; the disk and addresses are kept and the plan is still billed. | no | power on, resize, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `starting`, `resizing`, `reinstalling`, `restoring`, `deleting` |\n| `starting` | Booting after power on. | yes | update | `running` · `stopped` (the power on failed) |\n| `rebooting` | Restarting after a reboot (graceful) or reset (hard). | yes | update | `running` (also when the guest ignored a graceful reboot for 5 minutes; the action fails with `reboot_timeout`) |\n| `resizing` | Moving to another plan (only from `stopped`). | yes | update | `stopped`, on the new plan (on the previous plan if the resize failed) |\n| `reinstalling` | The disk is being erased and written with an image. | yes | update | `running` · the state it came from (`running`, `stopped` or `error`) if the reinstall failed |\n| `restoring` | The disk is being overwritten from a backup or snapshot. | yes | update | `running` · the state it came from (`running` or `stopped`) if the restore failed |\n| `deleting` | Being deleted, with its backups; snapshots are kept. | yes | none | gone: the server answers 404 afterwards |\n| `error` | The creation failed; the server has no working system. | no | reinstall, update, delete | `reinstalling`, `deleting` |\n\nRules:\n- While the server is in a transitional state (`locked: true`), every state-changing request\n  (power, resize, reinstall, delete, backup, snapshot, restore) fails with 400\n  `resource_locked`; retry when the running action has finished. Updating the name or labels\n  is allowed in every state except `deleting`.\n- In a settled state, an operation the table does not allow fails with 400 `invalid_state`,\n  and the problem's `detail` names the current state.\n- A failed action leaves the server in the settled state it came from and says why in the\n  action's `error`; only a failed create leaves it in `error`.\n- The server's `status` changes before its action reports `success`, so a client that waits\n  for the action never reads a stale status.\n",
              "enum": [
                "provisioning",
                "running",
                "stopping",
                "stopped",
                "starting",
                "rebooting",
                "resizing",
                "reinstalling",
                "restoring",
                "deleting",
                "error"
              ]
            },
            "locked": {
              "type": "boolean",
              "description": "True while an action works on the server (in every transitional state). State-changing requests then fail with 400 `resource_locked`; find the running action with `GET /api/v1/servers/{server_id}/actions/?status=running`."
            },
            "plan": {
              "type": "string",
              "maxLength": 63,
              "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
              "description": "The slug of the server's plan (`GET /api/v1/plans/{plan_slug}/`); it changes when a resize succeeds."
            },
            "location": {
              "type": "string",
              "maxLength": 63,
              "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
              "description": "The slug of the location the server runs in (`GET /api/v1/locations/{location_slug}/`); it never changes."
            },
            "image": {
              "type": "string",
              "maxLength": 63,
              "pattern": "^[a-z0-9][a-z0-9.-]{0,62}$",
              "description": "The slug of the image the disk was last installed from, at creation or by a reinstall (`GET /api/v1/images/{image_slug}/`)."
            },
            "vcpus": {
              "type": "integer",
              "format": "int32",
              "minimum": 1,
              "maximum": 256,
              "description": "The number of virtual CPU cores, from the plan."
            },
            "memory_mb": {
              "type": "integer",
              "format": "int32",
              "minimum": 512,
              "maximum": 2097152,
              "description": "The memory in MB, from the plan."
            },
            "disk_gb": {
              "type": "integer",
              "format": "int32",
              "minimum": 10,
              "maximum": 65536,
              "description": "The size of the disk in GB. It equals the plan's disk unless the server was resized with `resize_disk: false`, and it never shrinks."
            },
            "networks": {
              "type": "object",
              "description": "The server's public addresses. They are reserved when the server is created (already while it is `provisioning`) and kept, unchanged, until it is deleted.",
              "required": [
                "ipv4",
                "ipv6"
              ],
              "properties": {
                "ipv4": {
                  "type": "object",
                  "description": "The server's public IPv4 address.",
                  "required": [
                    "address"
                  ],
                  "properties": {
                    "address": {
                      "type": "string",
                      "format": "ipv4",
                      "maxLength": 15,
                      "description": "The public IPv4 address, reserved when the server is created and kept until it is deleted (also across resize and reinstall)."
                    }
                  }
                },
                "ipv6": {
                  "type": "object",
                  "description": "The server's public IPv6 network and the address configured on the server.",
                  "required": [
                    "address",
                    "prefix"
                  ],
                  "properties": {
                    "address": {
                      "type": "string",
                      "format": "ipv6",
                      "maxLength": 45,
                      "description": "The IPv6 address configured on the server (the first address of its prefix), kept until the server is deleted."
                    },
                    "prefix": {
                      "type": "string",
                      "maxLength": 43,
                      "pattern": "^[0-9a-f:]{2,39}/(6[4-9]|[7-9][0-9]|1[01][0-9]|12[0-8])$",
                      "description": "The /64 IPv6 network routed to the server, in CIDR notation; every address in it reaches the server."
                    }
                  }
                }
              }
            },
            "labels": {
              "type": "object",
              "description": "Key-value labels for organising resources and selecting them with `label_selector`: at most 32, keys of 1 to 63 lowercase letters, digits, `_`, `.` and `-` starting with a letter, values of up to 63 letters, digits, `_`, `.` and `-` (an empty value is allowed).",
              "maxProperties": 32,
              "propertyNames": {
                "type": "string",
                "maxLength": 63,
                "pattern": "^[a-z][a-z0-9_.-]{0,62}$"
              },
              "additionalProperties": {
                "type": "string",
                "maxLength": 63,
                "pattern": "^[A-Za-z0-9_.-]{0,63}$"
              }
            },
            "backups_enabled": {
              "type": "boolean",
              "description": "Whether automatic backups are on: the `enabled` field of the server's backup policy (`GET /api/v1/servers/{server_id}/backup-policy/`), shown here for convenience. Change it through the backup policy."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32,
              "description": "When the server was created (RFC 3339, UTC)."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32,
              "description": "When any field of the server last changed, its status included (RFC 3339, UTC)."
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Metadata of a collection response.",
        "required": [
          "pagination"
        ],
        "properties": {
          "pagination": {
            "type": "object",
            "description": "Where this page sits in the whole collection.",
            "required": [
              "page",
              "per_page",
              "total_entries",
              "total_pages"
            ],
            "properties": {
              "page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 1000000,
                "description": "The current page, counting from 1."
              },
              "per_page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 100,
                "description": "The page size in use."
              },
              "total_entries": {
                "type": "integer",
                "format": "int64",
                "minimum": 0,
                "maximum": 9007199254740991,
                "description": "How many items match the filters, on all pages."
              },
              "total_pages": {
                "type": "integer",
                "format": "int32",
                "minimum": 0,
                "maximum": 1000000,
                "description": "How many pages there are at this page size (0 when nothing matches)."
              }
            }
          }
        }
      },
      "links": {
        "type": "object",
        "description": "Absolute URLs of the neighbouring pages, with the same filters, sort and page size. `prev` is null on the first page, `next` is null on the last one.",
        "required": [
          "first",
          "prev",
          "next",
          "last"
        ],
        "properties": {
          "first": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The first page."
          },
          "prev": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The previous page, or null on the first page."
          },
          "next": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The next page, or null on the last page."
          },
          "last": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The last page (the first page when the collection is empty)."
          }
        }
      }
    }
  },
  "Snapshot": {
    "type": "object",
    "description": "A named copy of a server's disk at one moment, taken on request, to return to before a risky change. A server keeps at most 5 snapshots, in every state. Unlike backups, snapshots are kept when their server is deleted (restoring one then fails with 404). See `SnapshotStatus` for its state machine.",
    "required": [
      "id",
      "server_id",
      "name",
      "status",
      "size_mb",
      "created_at",
      "completed_at"
    ],
    "properties": {
      "id": {
        "type": "integer",
        "format": "int64",
        "minimum": 1,
        "maximum": 9007199254740991,
        "description": "The snapshot's unique identifier."
      },
      "server_id": {
        "type": "integer",
        "format": "int64",
        "minimum": 1,
        "maximum": 9007199254740991,
        "description": "The id of the server the snapshot was taken from, and the only server it can be restored onto. It is kept when that server is deleted, as a record of where the snapshot came from; the server then answers 404."
      },
      "name": {
        "type": "string",
        "description": "The snapshot's name: 1 to 63 lowercase letters, digits, dots, underscores and hyphens, starting with a letter or digit. Names need not be unique; snapshots are addressed by id.",
        "minLength": 1,
        "maxLength": 63,
        "pattern": "^[a-z0-9][a-z0-9._-]{0,62}$"
      },
      "status": {
        "type": "string",
        "description": "Where a snapshot is in its life. Read operations (get, list) work in every state.\n\n| State | Meaning | Allowed operations | Leaves to |\n|---|---|---|---|\n| `creating` | The server's disk is being copied (action `create_snapshot`); `size_mb` and `completed_at` are null. | rename | `available` (complete) · `failed` (the copy failed) |\n| `available` | Complete, and ready to be restored. | rename, restore, delete | `restoring`, `deleting` |\n| `restoring` | Being written onto its server's disk (action `restore_snapshot`); the server is `restoring`. | rename | `available`, whether the restore succeeded or failed |\n| `deleting` | Being deleted (action `delete_snapshot`). | none | gone: the snapshot answers 404 afterwards |\n| `failed` | The copy could not be completed; the snapshot holds no data but counts towards the limit until deleted. | rename, delete | `deleting` |\n\nRules:\n- An operation the table does not allow fails with 400 `invalid_state`, and the problem's\n  `detail` names the snapshot's current state.\n- Restoring also needs the snapshot's server to exist and to be `running` or `stopped` and not\n  locked (see the server's state machine in `ServerStatus`).\n- Snapshots survive the deletion of their server; they can then no longer be restored, only\n  renamed and deleted.\n",
        "enum": [
          "creating",
          "available",
          "restoring",
          "deleting",
          "failed"
        ]
      },
      "size_mb": {
        "type": [
          "integer",
          "null"
        ],
        "format": "int64",
        "minimum": 0,
        "maximum": 67108864,
        "description": "The size of the stored snapshot in MB; null until the snapshot is `available`, and null when it `failed`."
      },
      "created_at": {
        "type": "string",
        "format": "date-time",
        "maxLength": 32,
        "description": "When the snapshot was started, the moment whose disk contents it holds (RFC 3339, UTC)."
      },
      "completed_at": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "maxLength": 32,
        "description": "When the snapshot became `available` or `failed` (RFC 3339, UTC); null while it is `creating`."
      }
    }
  },
  "SnapshotList": {
    "type": "object",
    "description": "A page of snapshots, by id ascending (oldest first) unless `sort` says otherwise.",
    "required": [
      "data",
      "meta",
      "links"
    ],
    "properties": {
      "data": {
        "type": "array",
        "description": "The snapshots on this page.",
        "maxItems": 100,
        "items": {
          "type": "object",
          "description": "A named copy of a server's disk at one moment, taken on request, to return to before a risky change. A server keeps at most 5 snapshots, in every state. Unlike backups, snapshots are kept when their server is deleted (restoring one then fails with 404). See `SnapshotStatus` for its state machine.",
          "required": [
            "id",
            "server_id",
            "name",
            "status",
            "size_mb",
            "created_at",
            "completed_at"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "format": "int64",
              "minimum": 1,
              "maximum": 9007199254740991,
              "description": "The snapshot's unique identifier."
            },
            "server_id": {
              "type": "integer",
              "format": "int64",
              "minimum": 1,
              "maximum": 9007199254740991,
              "description": "The id of the server the snapshot was taken from, and the only server it can be restored onto. It is kept when that server is deleted, as a record of where the snapshot came from; the server then answers 404."
            },
            "name": {
              "type": "string",
              "description": "The snapshot's name: 1 to 63 lowercase letters, digits, dots, underscores and hyphens, starting with a letter or digit. Names need not be unique; snapshots are addressed by id.",
              "minLength": 1,
              "maxLength": 63,
              "pattern": "^[a-z0-9][a-z0-9._-]{0,62}$"
            },
            "status": {
              "type": "string",
              "description": "Where a snapshot is in its life. Read operations (get, list) work in every state.\n\n| State | Meaning | Allowed operations | Leaves to |\n|---|---|---|---|\n| `creating` | The server's disk is being copied (action `create_snapshot`); `size_mb` and `completed_at` are null. | rename | `available` (complete) · `failed` (the copy failed) |\n| `available` | Complete, and ready to be restored. | rename, restore, delete | `restoring`, `deleting` |\n| `restoring` | Being written onto its server's disk (action `restore_snapshot`); the server is `restoring`. | rename | `available`, whether the restore succeeded or failed |\n| `deleting` | Being deleted (action `delete_snapshot`). | none | gone: the snapshot answers 404 afterwards |\n| `failed` | The copy could not be completed; the snapshot holds no data but counts towards the limit until deleted. | rename, delete | `deleting` |\n\nRules:\n- An operation the table does not allow fails with 400 `invalid_state`, and the problem's\n  `detail` names the snapshot's current state.\n- Restoring also needs the snapshot's server to exist and to be `running` or `stopped` and not\n  locked (see the server's state machine in `ServerStatus`).\n- Snapshots survive the deletion of their server; they can then no longer be restored, only\n  renamed and deleted.\n",
              "enum": [
                "creating",
                "available",
                "restoring",
                "deleting",
                "failed"
              ]
            },
            "size_mb": {
              "type": [
                "integer",
                "null"
              ],
              "format": "int64",
              "minimum": 0,
              "maximum": 67108864,
              "description": "The size of the stored snapshot in MB; null until the snapshot is `available`, and null when it `failed`."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32,
              "description": "When the snapshot was started, the moment whose disk contents it holds (RFC 3339, UTC)."
            },
            "completed_at": {
              "type": [
                "string",
                "null"
              ],
              "format": "date-time",
              "maxLength": 32,
              "description": "When the snapshot became `available` or `failed` (RFC 3339, UTC); null while it is `creating`."
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Metadata of a collection response.",
        "required": [
          "pagination"
        ],
        "properties": {
          "pagination": {
            "type": "object",
            "description": "Where this page sits in the whole collection.",
            "required": [
              "page",
              "per_page",
              "total_entries",
              "total_pages"
            ],
            "properties": {
              "page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 1000000,
                "description": "The current page, counting from 1."
              },
              "per_page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 100,
                "description": "The page size in use."
              },
              "total_entries": {
                "type": "integer",
                "format": "int64",
                "minimum": 0,
                "maximum": 9007199254740991,
                "description": "How many items match the filters, on all pages."
              },
              "total_pages": {
                "type": "integer",
                "format": "int32",
                "minimum": 0,
                "maximum": 1000000,
                "description": "How many pages there are at this page size (0 when nothing matches)."
              }
            }
          }
        }
      },
      "links": {
        "type": "object",
        "description": "Absolute URLs of the neighbouring pages, with the same filters, sort and page size. `prev` is null on the first page, `next` is null on the last one.",
        "required": [
          "first",
          "prev",
          "next",
          "last"
        ],
        "properties": {
          "first": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The first page."
          },
          "prev": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The previous page, or null on the first page."
          },
          "next": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The next page, or null on the last page."
          },
          "last": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The last page (the first page when the collection is empty)."
          }
        }
      }
    }
  },
  "Tld": {
    "type": "object",
    "description": "A top-level domain we sell, with its prices and what its registry supports.",
    "required": [
      "name",
      "prices",
      "min_years",
      "max_years",
      "privacy_available",
      "transfer_lock_available",
      "dnssec_available"
    ],
    "properties": {
      "name": {
        "type": "string",
        "maxLength": 63,
        "pattern": "^[a-z]([a-z0-9-]*[a-z0-9])?(\\.[a-z]([a-z0-9-]*[a-z0-9])?)*$",
        "description": "The TLD without its leading dot, such as `com` or `co.uk`."
      },
      "prices": {
        "type": "object",
        "description": "A TLD's standard prices for one year, tax excluded. `registration`: the first year of a new registration (further years at `renewal`); `renewal`: each year of a renewal; `transfer`: an inbound transfer, which adds one year; `redemption`: the one-time restore fee for renewing a domain in `redemption`, charged on top of the renewal price. Premium names have their own prices.",
        "required": [
          "registration",
          "renewal",
          "transfer",
          "redemption",
          "currency"
        ],
        "properties": {
          "registration": {
            "type": "string",
            "description": "An amount of money as a decimal string (never a float), in the currency given beside it. Up to 7 integer digits and 2 to 4 decimals; hourly prices use 4.",
            "pattern": "^(0|[1-9][0-9]{0,6})\\.[0-9]{2,4}$",
            "maxLength": 12
          },
          "renewal": {
            "type": "string",
            "description": "An amount of money as a decimal string (never a float), in the currency given beside it. Up to 7 integer digits and 2 to 4 decimals; hourly prices use 4.",
            "pattern": "^(0|[1-9][0-9]{0,6})\\.[0-9]{2,4}$",
            "maxLength": 12
          },
          "transfer": {
            "type": "string",
            "description": "An amount of money as a decimal string (never a float), in the currency given beside it. Up to 7 integer digits and 2 to 4 decimals; hourly prices use 4.",
            "pattern": "^(0|[1-9][0-9]{0,6})\\.[0-9]{2,4}$",
            "maxLength": 12
          },
          "redemption": {
            "type": "string",
            "description": "An amount of money as a decimal string (never a float), in the currency given beside it. Up to 7 integer digits and 2 to 4 decimals; hourly prices use 4.",
            "pattern": "^(0|[1-9][0-9]{0,6})\\.[0-9]{2,4}$",
            "maxLength": 12
          },
          "currency": {
            "type": "string",
            "description": "An ISO 4217 currency code. All prices are in US dollars today.",
            "enum": [
              "USD"
            ]
          }
        }
      },
      "min_years": {
        "type": "integer",
        "format": "int32",
        "minimum": 1,
        "maximum": 10,
        "description": "The fewest years a registration or renewal may cover."
      },
      "max_years": {
        "type": "integer",
        "format": "int32",
        "minimum": 1,
        "maximum": 10,
        "description": "The most years a registration or renewal may cover."
      },
      "privacy_available": {
        "type": "boolean",
        "description": "Whether WHOIS/RDAP privacy (a domain's `privacy`) can be turned on for the TLD's domains."
      },
      "transfer_lock_available": {
        "type": "boolean",
        "description": "Whether the registry supports the transfer lock (a domain's `locked`); without it, `locked` is always false."
      },
      "dnssec_available": {
        "type": "boolean",
        "description": "Whether the registry accepts DNSSEC for the TLD's domains."
      }
    }
  },
  "TldList": {
    "type": "object",
    "description": "A page of TLDs, by name ascending.",
    "required": [
      "data",
      "meta",
      "links"
    ],
    "properties": {
      "data": {
        "type": "array",
        "description": "The TLDs and their prices on this page.",
        "maxItems": 100,
        "items": {
          "type": "object",
          "description": "A top-level domain we sell, with its prices and what its registry supports.",
          "required": [
            "name",
            "prices",
            "min_years",
            "max_years",
            "privacy_available",
            "transfer_lock_available",
            "dnssec_available"
          ],
          "properties": {
            "name": {
              "type": "string",
              "maxLength": 63,
              "pattern": "^[a-z]([a-z0-9-]*[a-z0-9])?(\\.[a-z]([a-z0-9-]*[a-z0-9])?)*$",
              "description": "The TLD without its leading dot, such as `com` or `co.uk`."
            },
            "prices": {
              "type": "object",
              "description": "A TLD's standard prices for one year, tax excluded. `registration`: the first year of a new registration (further years at `renewal`); `renewal`: each year of a renewal; `transfer`: an inbound transfer, which adds one year; `redemption`: the one-time restore fee for renewing a domain in `redemption`, charged on top of the renewal price. Premium names have their own prices.",
              "required": [
                "registration",
                "renewal",
                "transfer",
                "redemption",
                "currency"
              ],
              "properties": {
                "registration": {
                  "type": "string",
                  "description": "An amount of money as a decimal string (never a float), in the currency given beside it. Up to 7 integer digits and 2 to 4 decimals; hourly prices use 4.",
                  "pattern": "^(0|[1-9][0-9]{0,6})\\.[0-9]{2,4}$",
                  "maxLength": 12
                },
                "renewal": {
                  "type": "string",
                  "description": "An amount of money as a decimal string (never a float), in the currency given beside it. Up to 7 integer digits and 2 to 4 decimals; hourly prices use 4.",
                  "pattern": "^(0|[1-9][0-9]{0,6})\\.[0-9]{2,4}$",
                  "maxLength": 12
                },
                "transfer": {
                  "type": "string",
                  "description": "An amount of money as a decimal string (never a float), in the currency given beside it. Up to 7 integer digits and 2 to 4 decimals; hourly prices use 4.",
                  "pattern": "^(0|[1-9][0-9]{0,6})\\.[0-9]{2,4}$",
                  "maxLength": 12
                },
                "redemption": {
                  "type": "string",
                  "description": "An amount of money as a decimal string (never a float), in the currency given beside it. Up to 7 integer digits and 2 to 4 decimals; hourly prices use 4.",
                  "pattern": "^(0|[1-9][0-9]{0,6})\\.[0-9]{2,4}$",
                  "maxLength": 12
                },
                "currency": {
                  "type": "string",
                  "description": "An ISO 4217 currency code. All prices are in US dollars today.",
                  "enum": [
                    "USD"
                  ]
                }
              }
            },
            "min_years": {
              "type": "integer",
              "format": "int32",
              "minimum": 1,
              "maximum": 10,
              "description": "The fewest years a registration or renewal may cover."
            },
            "max_years": {
              "type": "integer",
              "format": "int32",
              "minimum": 1,
              "maximum": 10,
              "description": "The most years a registration or renewal may cover."
            },
            "privacy_available": {
              "type": "boolean",
              "description": "Whether WHOIS/RDAP privacy (a domain's `privacy`) can be turned on for the TLD's domains."
            },
            "transfer_lock_available": {
              "type": "boolean",
              "description": "Whether the registry supports the transfer lock (a domain's `locked`); without it, `locked` is always false."
            },
            "dnssec_available": {
              "type": "boolean",
              "description": "Whether the registry accepts DNSSEC for the TLD's domains."
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Metadata of a collection response.",
        "required": [
          "pagination"
        ],
        "properties": {
          "pagination": {
            "type": "object",
            "description": "Where this page sits in the whole collection.",
            "required": [
              "page",
              "per_page",
              "total_entries",
              "total_pages"
            ],
            "properties": {
              "page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 1000000,
                "description": "The current page, counting from 1."
              },
              "per_page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 100,
                "description": "The page size in use."
              },
              "total_entries": {
                "type": "integer",
                "format": "int64",
                "minimum": 0,
                "maximum": 9007199254740991,
                "description": "How many items match the filters, on all pages."
              },
              "total_pages": {
                "type": "integer",
                "format": "int32",
                "minimum": 0,
                "maximum": 1000000,
                "description": "How many pages there are at this page size (0 when nothing matches)."
              }
            }
          }
        }
      },
      "links": {
        "type": "object",
        "description": "Absolute URLs of the neighbouring pages, with the same filters, sort and page size. `prev` is null on the first page, `next` is null on the last one.",
        "required": [
          "first",
          "prev",
          "next",
          "last"
        ],
        "properties": {
          "first": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The first page."
          },
          "prev": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The previous page, or null on the first page."
          },
          "next": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The next page, or null on the last page."
          },
          "last": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The last page (the first page when the collection is empty)."
          }
        }
      }
    }
  },
  "Webhook": {
    "type": "object",
    "description": "A webhook: an HTTPS endpoint of yours that receives a signed POST for every event of the types it subscribes to (see \"Webhooks\" in the introduction, and the document's `webhooks` section for each event's body). Its signing secret is shown only when the webhook is created and when the secret is rotated.",
    "required": [
      "id",
      "url",
      "description",
      "events",
      "enabled",
      "disabled_reason",
      "consecutive_failures",
      "secret_rotation_expires_at",
      "created_at",
      "updated_at"
    ],
    "properties": {
      "id": {
        "type": "integer",
        "format": "int64",
        "minimum": 1,
        "maximum": 9007199254740991,
        "description": "The webhook's unique identifier."
      },
      "url": {
        "type": "string",
        "format": "uri",
        "maxLength": 2048,
        "pattern": "^(https://[^/?#\\s]+|http://(127\\.0\\.0\\.1|localhost)(:[0-9]{1,5})?)([/?#]\\S*)?$",
        "description": "The absolute URL events are delivered to (a POST per event), at most 2,048 characters. It must be `https://`. Production delivers only to public addresses, never to loopback or private networks. A sandbox run on your machine delivers only to loopback, and also accepts `http://127.0.0.1[:port]/…` and `http://localhost[:port]/…` for a receiver there; a hosted sandbox delivers to public addresses only, as production does (`--webhook-targets`). Any other URL answers 400 `validation_failed` with `field: \"/url\"`. Redirects are not followed."
      },
      "description": {
        "type": "string",
        "maxLength": 255,
        "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
        "description": "A free-text note for your own use, such as what receives the events; may be empty."
      },
      "events": {
        "type": "array",
        "description": "The event types a webhook receives, each once (at least one). `webhook.test` cannot be subscribed to: the test operation sends it to the webhook whatever its subscription.",
        "minItems": 1,
        "maxItems": 50,
        "uniqueItems": true,
        "items": {
          "type": "string",
          "description": "The type of an event: `<resource>.<what happened>`. A webhook subscribes to the types it wants (every type except `webhook.test`, which only `POST /api/v1/webhooks/{webhook_id}/test/` sends, whatever the subscription); each type's body is described in the document's `webhooks` section. New event types may be added (`x-extensible-enum`): a receiver ignores a type it does not know, and a type is only sent to the webhooks subscribed to it.",
          "x-extensible-enum": true,
          "enum": [
            "action.created",
            "action.succeeded",
            "action.failed",
            "server.created",
            "server.status_changed",
            "server.deleted",
            "backup.available",
            "snapshot.available",
            "domain.registered",
            "domain.renewed",
            "domain.expiring",
            "domain.expired",
            "domain.transfer_completed",
            "dns_zone.changed",
            "webhook.test"
          ],
          "not": {
            "const": "webhook.test"
          }
        }
      },
      "enabled": {
        "type": "boolean",
        "description": "Whether events are delivered. A disabled webhook receives no new deliveries; see `disabled_reason` for why. Set it with `updateWebhook` (`enabled: true` also resets `consecutive_failures`)."
      },
      "disabled_reason": {
        "oneOf": [
          {
            "type": "string",
            "description": "Why a webhook is disabled: `manual` (`enabled: false` was set with `updateWebhook`) or `failing` (its delivery attempts failed 20 times in a row). Setting `enabled: true` clears it.",
            "enum": [
              "manual",
              "failing"
            ]
          },
          {
            "type": "null"
          }
        ],
        "description": "Why the webhook is disabled; null while it is enabled."
      },
      "consecutive_failures": {
        "type": "integer",
        "format": "int32",
        "minimum": 0,
        "maximum": 1000000,
        "description": "Delivery attempts that failed in a row, over all of the webhook's deliveries; any 2xx answer resets it to 0. At 20 the webhook is disabled (`enabled: false`, `disabled_reason: failing`)."
      },
      "secret_rotation_expires_at": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "maxLength": 32,
        "description": "While a secret rotation is in progress, when the previous secret stops signing (24 hours after `rotateWebhookSecret`); until then every delivery carries a signature by each secret. Null when no rotation is in progress."
      },
      "created_at": {
        "type": "string",
        "format": "date-time",
        "maxLength": 32,
        "description": "When the webhook was created (RFC 3339, UTC)."
      },
      "updated_at": {
        "type": "string",
        "format": "date-time",
        "maxLength": 32,
        "description": "When any field of the webhook last changed (RFC 3339, UTC): its settings, its secret, or, through delivery attempts, `consecutive_failures` and `enabled`."
      }
    }
  },
  "WebhookDelivery": {
    "type": "object",
    "description": "One event on its way to one webhook, with the outcome of its attempts. Every attempt sends the same body (`event`) and the same `webhook-id` header (the event's `id`), so a receiver can drop repeats.",
    "required": [
      "id",
      "webhook_id",
      "event_id",
      "event_type",
      "resource",
      "status",
      "attempts",
      "last_attempt_at",
      "last_status_code",
      "last_error",
      "next_attempt_at",
      "created_at",
      "event"
    ],
    "properties": {
      "id": {
        "type": "integer",
        "format": "int64",
        "minimum": 1,
        "maximum": 9007199254740991,
        "description": "The delivery's unique identifier."
      },
      "webhook_id": {
        "type": "integer",
        "format": "int64",
        "minimum": 1,
        "maximum": 9007199254740991,
        "description": "The id of the webhook it is delivered to."
      },
      "event_id": {
        "type": "string",
        "minLength": 30,
        "maxLength": 30,
        "pattern": "^evt_[0-9A-Za-z]{26}$",
        "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
      },
      "event_type": {
        "type": "string",
        "description": "The type of an event: `<resource>.<what happened>`. A webhook subscribes to the types it wants (every type except `webhook.test`, which only `POST /api/v1/webhooks/{webhook_id}/test/` sends, whatever the subscription); each type's body is described in the document's `webhooks` section. New event types may be added (`x-extensible-enum`): a receiver ignores a type it does not know, and a type is only sent to the webhooks subscribed to it.",
        "x-extensible-enum": true,
        "enum": [
          "action.created",
          "action.succeeded",
          "action.failed",
          "server.created",
          "server.status_changed",
          "server.deleted",
          "backup.available",
          "snapshot.available",
          "domain.registered",
          "domain.renewed",
          "domain.expiring",
          "domain.expired",
          "domain.transfer_completed",
          "dns_zone.changed",
          "webhook.test"
        ]
      },
      "resource": {
        "oneOf": [
          {
            "type": "object",
            "description": "The resource an event is about. A webhook receives the events of one resource in the order they happened: a later event for it waits while an earlier one is still `pending`.",
            "required": [
              "type",
              "id"
            ],
            "properties": {
              "type": {
                "type": "string",
                "description": "The kind of resource an event is about: `action` for `action.*` events, `dns_zone` for `dns_zone.changed`, and the resource itself for the others. New resource types may be added (`x-extensible-enum`).",
                "x-extensible-enum": true,
                "enum": [
                  "action",
                  "server",
                  "backup",
                  "snapshot",
                  "domain",
                  "dns_zone"
                ]
              },
              "id": {
                "type": "string",
                "minLength": 1,
                "maxLength": 253,
                "pattern": "^([1-9][0-9]{0,15}|(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?)$",
                "description": "The resource's identifier exactly as it appears in its path, always a string: the decimal id for actions, servers, backups and snapshots (`\"42\"`), the name for domains and DNS zones (`\"example.com\"`)."
              }
            }
          },
          {
            "type": "null"
          }
        ],
        "description": "The resource the event is about; null for `webhook.test`."
      },
      "status": {
        "type": "string",
        "description": "Where a delivery is. `pending`: an attempt is due at `next_attempt_at` (the first at once, then\nretries 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours after each failure).\n`succeeded`: an attempt got a 2xx answer. `failed`: all 7 attempts failed;\n`retryWebhookDelivery` makes it `pending` again.\n",
        "enum": [
          "pending",
          "succeeded",
          "failed"
        ]
      },
      "attempts": {
        "type": "integer",
        "format": "int32",
        "minimum": 0,
        "maximum": 1000,
        "description": "The attempts made so far (7 at most per run; a retry starts another run)."
      },
      "last_attempt_at": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "maxLength": 32,
        "description": "When the last attempt started (RFC 3339, UTC); null before the first."
      },
      "last_status_code": {
        "type": [
          "integer",
          "null"
        ],
        "format": "int32",
        "minimum": 100,
        "maximum": 599,
        "description": "The HTTP status the last attempt got; null before the first and when it got no answer."
      },
      "last_error": {
        "oneOf": [
          {
            "type": "string",
            "description": "Why a delivery attempt failed: `timeout` (no answer within 10 seconds), `connection_refused`, `connection_error` (the name did not resolve, TLS failed or the connection broke), `http_status` (an answer other than 2xx, redirects included: its status is in `last_status_code`) or `target_refused` (the URL's address is not allowed, such as a sandbox target outside loopback). New reasons may be added (`x-extensible-enum`).",
            "x-extensible-enum": true,
            "enum": [
              "timeout",
              "connection_refused",
              "connection_error",
              "http_status",
              "target_refused"
            ]
          },
          {
            "type": "null"
          }
        ],
        "description": "Why the last attempt failed; null before the first and when it succeeded."
      },
      "next_attempt_at": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "maxLength": 32,
        "description": "When the next attempt is due (RFC 3339, UTC), while `pending`; null once `succeeded` or `failed`."
      },
      "created_at": {
        "type": "string",
        "format": "date-time",
        "maxLength": 32,
        "description": "When the delivery was created, the moment of the event (RFC 3339, UTC)."
      },
      "event": {
        "type": "object",
        "description": "The body of any event, as delivered: one of the event schemas, told apart by `type` (the document's `webhooks` section shows each). New event types may be added, each a new member (`x-extensible-enum`): ignore a `type` you do not know.",
        "x-extensible-enum": true,
        "oneOf": [
          {
            "type": "object",
            "description": "The body of a `action.created` event. An action was started (its first state, usually `pending`).",
            "additionalProperties": false,
            "required": [
              "id",
              "type",
              "created_at",
              "data"
            ],
            "properties": {
              "id": {
                "type": "string",
                "minLength": 30,
                "maxLength": 30,
                "pattern": "^evt_[0-9A-Za-z]{26}$",
                "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
              },
              "type": {
                "type": "string",
                "const": "action.created",
                "maxLength": 63,
                "description": "The event type, always `action.created` for this schema."
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "maxLength": 32,
                "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
              },
              "data": {
                "type": "object",
                "description": "The action, as `GET /api/v1/actions/{action_id}/` returns it at the moment of the event.",
                "additionalProperties": false,
                "required": [
                  "action"
                ],
                "properties": {
                  "action": {
                    "type": "object",
                    "description": "A unit of asynchronous work on a resource, such as a reboot or a backup. Operations that take time answer with an action at once; poll `GET /api/v1/actions/{action_id}/` until `status` is `success` or `error`. The resource's own `status` is updated before the action reports `success`.",
                    "required": [
                      "id",
                      "type",
                      "status",
                      "progress",
                      "resource",
                      "started_at",
                      "finished_at",
                      "error"
                    ],
                    "properties": {
                      "id": {
                        "type": "integer",
                        "format": "int64",
                        "minimum": 1,
                        "maximum": 9007199254740991,
                        "description": "The action's unique identifier."
                      },
                      "type": {
                        "type": "string",
                        "description": "What the action does; the name is the verb and the resource type. New action types may be added (`x-extensible-enum`): treat an unknown one as an action you do not need to understand.",
                        "x-extensible-enum": true,
                        "enum": [
                          "create_server",
                          "delete_server",
                          "power_on_server",
                          "shutdown_server",
                          "power_off_server",
                          "reboot_server",
                          "reset_server",
                          "resize_server",
                          "reinstall_server",
                          "create_backup",
                          "restore_backup",
                          "delete_backup",
                          "create_snapshot",
                          "restore_snapshot",
                          "delete_snapshot",
                          "register_domain",
                          "renew_domain",
                          "transfer_domain"
                        ]
                      },
                      "status": {
                        "type": "string",
                        "description": "Where an action is in its life: `pending` (accepted, not started) → `running` → `success` or\n`error`. `success` and `error` are terminal: the action never changes again.\n",
                        "enum": [
                          "pending",
                          "running",
                          "success",
                          "error"
                        ]
                      },
                      "progress": {
                        "type": "integer",
                        "format": "int32",
                        "minimum": 0,
                        "maximum": 100,
                        "description": "How far the action has got, in percent; 100 once it has succeeded."
                      },
                      "resource": {
                        "type": "object",
                        "description": "The resource an action works on.",
                        "required": [
                          "type",
                          "id",
                          "href"
                        ],
                        "properties": {
                          "type": {
                            "type": "string",
                            "description": "The kind of resource an action works on. New resource types may be added (`x-extensible-enum`): ignore actions on a type you do not know.",
                            "x-extensible-enum": true,
                            "enum": [
                              "server",
                              "backup",
                              "snapshot",
                              "domain"
                            ]
                          },
                          "id": {
                            "type": "string",
                            "minLength": 1,
                            "maxLength": 253,
                            "pattern": "^([1-9][0-9]{0,15}|(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?)$",
                            "description": "The resource's identifier exactly as it appears in its path, always a string: the decimal id for servers, backups and snapshots (`\"42\"`), the name for domains (`\"example.com\"`)."
                          },
                          "href": {
                            "type": "string",
                            "format": "uri",
                            "maxLength": 2048,
                            "description": "The absolute URL of the resource."
                          }
                        }
                      },
                      "started_at": {
                        "type": "string",
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the action was accepted (RFC 3339, UTC)."
                      },
                      "finished_at": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the action reached `success` or `error`; null while it is `pending` or `running`."
                      },
                      "error": {
                        "description": "Why the action failed; null unless `status` is `error`.",
                        "oneOf": [
                          {
                            "type": "object",
                            "description": "Why an action ended in `error`.",
                            "required": [
                              "code",
                              "message"
                            ],
                            "properties": {
                              "code": {
                                "type": "string",
                                "description": "A stable snake_case code for the failure.",
                                "maxLength": 64,
                                "pattern": "^[a-z][a-z0-9_]*$"
                              },
                              "message": {
                                "type": "string",
                                "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                                "description": "A sentence for people, saying what failed and what to do.",
                                "maxLength": 500
                              }
                            }
                          },
                          {
                            "type": "null"
                          }
                        ]
                      }
                    }
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "description": "The body of a `action.succeeded` event. An action finished with `status: success`; the resource it worked on is already in its new state.",
            "additionalProperties": false,
            "required": [
              "id",
              "type",
              "created_at",
              "data"
            ],
            "properties": {
              "id": {
                "type": "string",
                "minLength": 30,
                "maxLength": 30,
                "pattern": "^evt_[0-9A-Za-z]{26}$",
                "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
              },
              "type": {
                "type": "string",
                "const": "action.succeeded",
                "maxLength": 63,
                "description": "The event type, always `action.succeeded` for this schema."
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "maxLength": 32,
                "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
              },
              "data": {
                "type": "object",
                "description": "The action, as `GET /api/v1/actions/{action_id}/` returns it at the moment of the event.",
                "additionalProperties": false,
                "required": [
                  "action"
                ],
                "properties": {
                  "action": {
                    "type": "object",
                    "description": "A unit of asynchronous work on a resource, such as a reboot or a backup. Operations that take time answer with an action at once; poll `GET /api/v1/actions/{action_id}/` until `status` is `success` or `error`. The resource's own `status` is updated before the action reports `success`.",
                    "required": [
                      "id",
                      "type",
                      "status",
                      "progress",
                      "resource",
                      "started_at",
                      "finished_at",
                      "error"
                    ],
                    "properties": {
                      "id": {
                        "type": "integer",
                        "format": "int64",
                        "minimum": 1,
                        "maximum": 9007199254740991,
                        "description": "The action's unique identifier."
                      },
                      "type": {
                        "type": "string",
                        "description": "What the action does; the name is the verb and the resource type. New action types may be added (`x-extensible-enum`): treat an unknown one as an action you do not need to understand.",
                        "x-extensible-enum": true,
                        "enum": [
                          "create_server",
                          "delete_server",
                          "power_on_server",
                          "shutdown_server",
                          "power_off_server",
                          "reboot_server",
                          "reset_server",
                          "resize_server",
                          "reinstall_server",
                          "create_backup",
                          "restore_backup",
                          "delete_backup",
                          "create_snapshot",
                          "restore_snapshot",
                          "delete_snapshot",
                          "register_domain",
                          "renew_domain",
                          "transfer_domain"
                        ]
                      },
                      "status": {
                        "type": "string",
                        "description": "Where an action is in its life: `pending` (accepted, not started) → `running` → `success` or\n`error`. `success` and `error` are terminal: the action never changes again.\n",
                        "enum": [
                          "pending",
                          "running",
                          "success",
                          "error"
                        ]
                      },
                      "progress": {
                        "type": "integer",
                        "format": "int32",
                        "minimum": 0,
                        "maximum": 100,
                        "description": "How far the action has got, in percent; 100 once it has succeeded."
                      },
                      "resource": {
                        "type": "object",
                        "description": "The resource an action works on.",
                        "required": [
                          "type",
                          "id",
                          "href"
                        ],
                        "properties": {
                          "type": {
                            "type": "string",
                            "description": "The kind of resource an action works on. New resource types may be added (`x-extensible-enum`): ignore actions on a type you do not know.",
                            "x-extensible-enum": true,
                            "enum": [
                              "server",
                              "backup",
                              "snapshot",
                              "domain"
                            ]
                          },
                          "id": {
                            "type": "string",
                            "minLength": 1,
                            "maxLength": 253,
                            "pattern": "^([1-9][0-9]{0,15}|(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?)$",
                            "description": "The resource's identifier exactly as it appears in its path, always a string: the decimal id for servers, backups and snapshots (`\"42\"`), the name for domains (`\"example.com\"`)."
                          },
                          "href": {
                            "type": "string",
                            "format": "uri",
                            "maxLength": 2048,
                            "description": "The absolute URL of the resource."
                          }
                        }
                      },
                      "started_at": {
                        "type": "string",
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the action was accepted (RFC 3339, UTC)."
                      },
                      "finished_at": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the action reached `success` or `error`; null while it is `pending` or `running`."
                      },
                      "error": {
                        "description": "Why the action failed; null unless `status` is `error`.",
                        "oneOf": [
                          {
                            "type": "object",
                            "description": "Why an action ended in `error`.",
                            "required": [
                              "code",
                              "message"
                            ],
                            "properties": {
                              "code": {
                                "type": "string",
                                "description": "A stable snake_case code for the failure.",
                                "maxLength": 64,
                                "pattern": "^[a-z][a-z0-9_]*$"
                              },
                              "message": {
                                "type": "string",
                                "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                                "description": "A sentence for people, saying what failed and what to do.",
                                "maxLength": 500
                              }
                            }
                          },
                          {
                            "type": "null"
                          }
                        ]
                      }
                    }
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "description": "The body of a `action.failed` event. An action finished with `status: error`; its `error` says why.",
            "additionalProperties": false,
            "required": [
              "id",
              "type",
              "created_at",
              "data"
            ],
            "properties": {
              "id": {
                "type": "string",
                "minLength": 30,
                "maxLength": 30,
                "pattern": "^evt_[0-9A-Za-z]{26}$",
                "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
              },
              "type": {
                "type": "string",
                "const": "action.failed",
                "maxLength": 63,
                "description": "The event type, always `action.failed` for this schema."
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "maxLength": 32,
                "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
              },
              "data": {
                "type": "object",
                "description": "The action, as `GET /api/v1/actions/{action_id}/` returns it at the moment of the event.",
                "additionalProperties": false,
                "required": [
                  "action"
                ],
                "properties": {
                  "action": {
                    "type": "object",
                    "description": "A unit of asynchronous work on a resource, such as a reboot or a backup. Operations that take time answer with an action at once; poll `GET /api/v1/actions/{action_id}/` until `status` is `success` or `error`. The resource's own `status` is updated before the action reports `success`.",
                    "required": [
                      "id",
                      "type",
                      "status",
                      "progress",
                      "resource",
                      "started_at",
                      "finished_at",
                      "error"
                    ],
                    "properties": {
                      "id": {
                        "type": "integer",
                        "format": "int64",
                        "minimum": 1,
                        "maximum": 9007199254740991,
                        "description": "The action's unique identifier."
                      },
                      "type": {
                        "type": "string",
                        "description": "What the action does; the name is the verb and the resource type. New action types may be added (`x-extensible-enum`): treat an unknown one as an action you do not need to understand.",
                        "x-extensible-enum": true,
                        "enum": [
                          "create_server",
                          "delete_server",
                          "power_on_server",
                          "shutdown_server",
                          "power_off_server",
                          "reboot_server",
                          "reset_server",
                          "resize_server",
                          "reinstall_server",
                          "create_backup",
                          "restore_backup",
                          "delete_backup",
                          "create_snapshot",
                          "restore_snapshot",
                          "delete_snapshot",
                          "register_domain",
                          "renew_domain",
                          "transfer_domain"
                        ]
                      },
                      "status": {
                        "type": "string",
                        "description": "Where an action is in its life: `pending` (accepted, not started) → `running` → `success` or\n`error`. `success` and `error` are terminal: the action never changes again.\n",
                        "enum": [
                          "pending",
                          "running",
                          "success",
                          "error"
                        ]
                      },
                      "progress": {
                        "type": "integer",
                        "format": "int32",
                        "minimum": 0,
                        "maximum": 100,
                        "description": "How far the action has got, in percent; 100 once it has succeeded."
                      },
                      "resource": {
                        "type": "object",
                        "description": "The resource an action works on.",
                        "required": [
                          "type",
                          "id",
                          "href"
                        ],
                        "properties": {
                          "type": {
                            "type": "string",
                            "description": "The kind of resource an action works on. New resource types may be added (`x-extensible-enum`): ignore actions on a type you do not know.",
                            "x-extensible-enum": true,
                            "enum": [
                              "server",
                              "backup",
                              "snapshot",
                              "domain"
                            ]
                          },
                          "id": {
                            "type": "string",
                            "minLength": 1,
                            "maxLength": 253,
                            "pattern": "^([1-9][0-9]{0,15}|(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?)$",
                            "description": "The resource's identifier exactly as it appears in its path, always a string: the decimal id for servers, backups and snapshots (`\"42\"`), the name for domains (`\"example.com\"`)."
                          },
                          "href": {
                            "type": "string",
                            "format": "uri",
                            "maxLength": 2048,
                            "description": "The absolute URL of the resource."
                          }
                        }
                      },
                      "started_at": {
                        "type": "string",
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the action was accepted (RFC 3339, UTC)."
                      },
                      "finished_at": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the action reached `success` or `error`; null while it is `pending` or `running`."
                      },
                      "error": {
                        "description": "Why the action failed; null unless `status` is `error`.",
                        "oneOf": [
                          {
                            "type": "object",
                            "description": "Why an action ended in `error`.",
                            "required": [
                              "code",
                              "message"
                            ],
                            "properties": {
                              "code": {
                                "type": "string",
                                "description": "A stable snake_case code for the failure.",
                                "maxLength": 64,
                                "pattern": "^[a-z][a-z0-9_]*$"
                              },
                              "message": {
                                "type": "string",
                                "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                                "description": "A sentence for people, saying what failed and what to do.",
                                "maxLength": 500
                              }
                            }
                          },
                          {
                            "type": "null"
                          }
                        ]
                      }
                    }
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "description": "The body of a `server.created` event. A server was created (it is `provisioning`; `server.status_changed` follows when it is `running`).",
            "additionalProperties": false,
            "required": [
              "id",
              "type",
              "created_at",
              "data"
            ],
            "properties": {
              "id": {
                "type": "string",
                "minLength": 30,
                "maxLength": 30,
                "pattern": "^evt_[0-9A-Za-z]{26}$",
                "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
              },
              "type": {
                "type": "string",
                "const": "server.created",
                "maxLength": 63,
                "description": "The event type, always `server.created` for this schema."
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "maxLength": 32,
                "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
              },
              "data": {
                "type": "object",
                "description": "The server, as `GET /api/v1/servers/{server_id}/` returns it at the moment of the event.",
                "additionalProperties": false,
                "required": [
                  "server"
                ],
                "properties": {
                  "server": {
                    "type": "object",
                    "description": "A virtual private server. `status` says where it is in its life (see `ServerStatus` for the state machine); `locked` is true while an action works on it. The resources (`vcpus`, `memory_mb`, `disk_gb`) are those of its plan, except `disk_gb`, which stays as it was when the server was resized with `resize_disk: false`.",
                    "required": [
                      "id",
                      "name",
                      "status",
                      "locked",
                      "plan",
                      "location",
                      "image",
                      "vcpus",
                      "memory_mb",
                      "disk_gb",
                      "networks",
                      "labels",
                      "backups_enabled",
                      "created_at",
                      "updated_at"
                    ],
                    "properties": {
                      "id": {
                        "type": "integer",
                        "format": "int64",
                        "minimum": 1,
                        "maximum": 9007199254740991,
                        "description": "The server's unique identifier."
                      },
                      "name": {
                        "type": "string",
                        "description": "The server's name: 1 to 63 lowercase letters, digits and hyphens, starting with a letter. It becomes the hostname when the server is installed (at creation and at each reinstall). Names need not be unique in the account.",
                        "minLength": 1,
                        "maxLength": 63,
                        "pattern": "^[a-z][a-z0-9-]{0,62}$"
                      },
                      "status": {
                        "type": "string",
                        "description": "Where a server is in its life. Settled states (`running`, `stopped`, `error`) last until you\nact; transitional states last while an action works on the server, and in them the server has\n`locked: true`. Read operations (get, list, list actions) work in every state.\n\n| State | Meaning | Locked | Allowed operations | Leaves to |\n|---|---|---|---|---|\n| `provisioning` | Being created (action `create_server`). | yes | update | `running` (created) · `error` (creation failed) |\n| `running` | Powered on. | no | shutdown, power off, reboot, reset, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `stopping`, `rebooting`, `reinstalling`, `restoring`, `deleting` |\n| `stopping` | Being shut down, gracefully (shutdown) or hard (power off). | yes | update | `stopped` · `running` (the guest ignored a graceful shutdown for 5 minutes; the action fails with `shutdown_timeout`) |\n| `stopped` | Powered off; the disk and addresses are kept and the plan is still billed. | no | power on, resize, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `starting`, `resizing`, `reinstalling`, `restoring`, `deleting` |\n| `starting` | Booting after power on. | yes | update | `running` · `stopped` (the power on failed) |\n| `rebooting` | Restarting after a reboot (graceful) or reset (hard). | yes | update | `running` (also when the guest ignored a graceful reboot for 5 minutes; the action fails with `reboot_timeout`) |\n| `resizing` | Moving to another plan (only from `stopped`). | yes | update | `stopped`, on the new plan (on the previous plan if the resize failed) |\n| `reinstalling` | The disk is being erased and written with an image. | yes | update | `running` · the state it came from (`running`, `stopped` or `error`) if the reinstall failed |\n| `restoring` | The disk is being overwritten from a backup or snapshot. | yes | update | `running` · the state it came from (`running` or `stopped`) if the restore failed |\n| `deleting` | Being deleted, with its backups; snapshots are kept. | yes | none | gone: the server answers 404 afterwards |\n| `error` | The creation failed; the server has no working system. | no | reinstall, update, delete | `reinstalling`, `deleting` |\n\nRules:\n- While the server is in a transitional state (`locked: true`), every state-changing request\n  (power, resize, reinstall, delete, backup, snapshot, restore) fails with 400\n  `resource_locked`; retry when the running action has finished. Updating the name or labels\n  is allowed in every state except `deleting`.\n- In a settled state, an operation the table does not allow fails with 400 `invalid_state`,\n  and the problem's `detail` names the current state.\n- A failed action leaves the server in the settled state it came from and says why in the\n  action's `error`; only a failed create leaves it in `error`.\n- The server's `status` changes before its action reports `success`, so a client that waits\n  for the action never reads a stale status.\n",
                        "enum": [
                          "provisioning",
                          "running",
                          "stopping",
                          "stopped",
                          "starting",
                          "rebooting",
                          "resizing",
                          "reinstalling",
                          "restoring",
                          "deleting",
                          "error"
                        ]
                      },
                      "locked": {
                        "type": "boolean",
                        "description": "True while an action works on the server (in every transitional state). State-changing requests then fail with 400 `resource_locked`; find the running action with `GET /api/v1/servers/{server_id}/actions/?status=running`."
                      },
                      "plan": {
                        "type": "string",
                        "maxLength": 63,
                        "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
                        "description": "The slug of the server's plan (`GET /api/v1/plans/{plan_slug}/`); it changes when a resize succeeds."
                      },
                      "location": {
                        "type": "string",
                        "maxLength": 63,
                        "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
                        "description": "The slug of the location the server runs in (`GET /api/v1/locations/{location_slug}/`); it never changes."
                      },
                      "image": {
                        "type": "string",
                        "maxLength": 63,
                        "pattern": "^[a-z0-9][a-z0-9.-]{0,62}$",
                        "description": "The slug of the image the disk was last installed from, at creation or by a reinstall (`GET /api/v1/images/{image_slug}/`)."
                      },
                      "vcpus": {
                        "type": "integer",
                        "format": "int32",
                        "minimum": 1,
                        "maximum": 256,
                        "description": "The number of virtual CPU cores, from the plan."
                      },
                      "memory_mb": {
                        "type": "integer",
                        "format": "int32",
                        "minimum": 512,
                        "maximum": 2097152,
                        "description": "The memory in MB, from the plan."
                      },
                      "disk_gb": {
                        "type": "integer",
                        "format": "int32",
                        "minimum": 10,
                        "maximum": 65536,
                        "description": "The size of the disk in GB. It equals the plan's disk unless the server was resized with `resize_disk: false`, and it never shrinks."
                      },
                      "networks": {
                        "type": "object",
                        "description": "The server's public addresses. They are reserved when the server is created (already while it is `provisioning`) and kept, unchanged, until it is deleted.",
                        "required": [
                          "ipv4",
                          "ipv6"
                        ],
                        "properties": {
                          "ipv4": {
                            "type": "object",
                            "description": "The server's public IPv4 address.",
                            "required": [
                              "address"
                            ],
                            "properties": {
                              "address": {
                                "type": "string",
                                "format": "ipv4",
                                "maxLength": 15,
                                "description": "The public IPv4 address, reserved when the server is created and kept until it is deleted (also across resize and reinstall)."
                              }
                            }
                          },
                          "ipv6": {
                            "type": "object",
                            "description": "The server's public IPv6 network and the address configured on the server.",
                            "required": [
                              "address",
                              "prefix"
                            ],
                            "properties": {
                              "address": {
                                "type": "string",
                                "format": "ipv6",
                                "maxLength": 45,
                                "description": "The IPv6 address configured on the server (the first address of its prefix), kept until the server is deleted."
                              },
                              "prefix": {
                                "type": "string",
                                "maxLength": 43,
                                "pattern": "^[0-9a-f:]{2,39}/(6[4-9]|[7-9][0-9]|1[01][0-9]|12[0-8])$",
                                "description": "The /64 IPv6 network routed to the server, in CIDR notation; every address in it reaches the server."
                              }
                            }
                          }
                        }
                      },
                      "labels": {
                        "type": "object",
                        "description": "Key-value labels for organising resources and selecting them with `label_selector`: at most 32, keys of 1 to 63 lowercase letters, digits, `_`, `.` and `-` starting with a letter, values of up to 63 letters, digits, `_`, `.` and `-` (an empty value is allowed).",
                        "maxProperties": 32,
                        "propertyNames": {
                          "type": "string",
                          "maxLength": 63,
                          "pattern": "^[a-z][a-z0-9_.-]{0,62}$"
                        },
                        "additionalProperties": {
                          "type": "string",
                          "maxLength": 63,
                          "pattern": "^[A-Za-z0-9_.-]{0,63}$"
                        }
                      },
                      "backups_enabled": {
                        "type": "boolean",
                        "description": "Whether automatic backups are on: the `enabled` field of the server's backup policy (`GET /api/v1/servers/{server_id}/backup-policy/`), shown here for convenience. Change it through the backup policy."
                      },
                      "created_at": {
                        "type": "string",
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the server was created (RFC 3339, UTC)."
                      },
                      "updated_at": {
                        "type": "string",
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When any field of the server last changed, its status included (RFC 3339, UTC)."
                      }
                    }
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "description": "The body of a `server.status_changed` event. A server moved from one status to another (`from` and `to`); `server` is the server after the change.",
            "additionalProperties": false,
            "required": [
              "id",
              "type",
              "created_at",
              "data"
            ],
            "properties": {
              "id": {
                "type": "string",
                "minLength": 30,
                "maxLength": 30,
                "pattern": "^evt_[0-9A-Za-z]{26}$",
                "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
              },
              "type": {
                "type": "string",
                "const": "server.status_changed",
                "maxLength": 63,
                "description": "The event type, always `server.status_changed` for this schema."
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "maxLength": 32,
                "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
              },
              "data": {
                "type": "object",
                "description": "The server after the change, the status it left (`from`) and the status it is in (`to`, equal to `server.status`).",
                "additionalProperties": false,
                "required": [
                  "server",
                  "from",
                  "to"
                ],
                "properties": {
                  "server": {
                    "type": "object",
                    "description": "A virtual private server. `status` says where it is in its life (see `ServerStatus` for the state machine); `locked` is true while an action works on it. The resources (`vcpus`, `memory_mb`, `disk_gb`) are those of its plan, except `disk_gb`, which stays as it was when the server was resized with `resize_disk: false`.",
                    "required": [
                      "id",
                      "name",
                      "status",
                      "locked",
                      "plan",
                      "location",
                      "image",
                      "vcpus",
                      "memory_mb",
                      "disk_gb",
                      "networks",
                      "labels",
                      "backups_enabled",
                      "created_at",
                      "updated_at"
                    ],
                    "properties": {
                      "id": {
                        "type": "integer",
                        "format": "int64",
                        "minimum": 1,
                        "maximum": 9007199254740991,
                        "description": "The server's unique identifier."
                      },
                      "name": {
                        "type": "string",
                        "description": "The server's name: 1 to 63 lowercase letters, digits and hyphens, starting with a letter. It becomes the hostname when the server is installed (at creation and at each reinstall). Names need not be unique in the account.",
                        "minLength": 1,
                        "maxLength": 63,
                        "pattern": "^[a-z][a-z0-9-]{0,62}$"
                      },
                      "status": {
                        "type": "string",
                        "description": "Where a server is in its life. Settled states (`running`, `stopped`, `error`) last until you\nact; transitional states last while an action works on the server, and in them the server has\n`locked: true`. Read operations (get, list, list actions) work in every state.\n\n| State | Meaning | Locked | Allowed operations | Leaves to |\n|---|---|---|---|---|\n| `provisioning` | Being created (action `create_server`). | yes | update | `running` (created) · `error` (creation failed) |\n| `running` | Powered on. | no | shutdown, power off, reboot, reset, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `stopping`, `rebooting`, `reinstalling`, `restoring`, `deleting` |\n| `stopping` | Being shut down, gracefully (shutdown) or hard (power off). | yes | update | `stopped` · `running` (the guest ignored a graceful shutdown for 5 minutes; the action fails with `shutdown_timeout`) |\n| `stopped` | Powered off; the disk and addresses are kept and the plan is still billed. | no | power on, resize, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `starting`, `resizing`, `reinstalling`, `restoring`, `deleting` |\n| `starting` | Booting after power on. | yes | update | `running` · `stopped` (the power on failed) |\n| `rebooting` | Restarting after a reboot (graceful) or reset (hard). | yes | update | `running` (also when the guest ignored a graceful reboot for 5 minutes; the action fails with `reboot_timeout`) |\n| `resizing` | Moving to another plan (only from `stopped`). | yes | update | `stopped`, on the new plan (on the previous plan if the resize failed) |\n| `reinstalling` | The disk is being erased and written with an image. | yes | update | `running` · the state it came from (`running`, `stopped` or `error`) if the reinstall failed |\n| `restoring` | The disk is being overwritten from a backup or snapshot. | yes | update | `running` · the state it came from (`running` or `stopped`) if the restore failed |\n| `deleting` | Being deleted, with its backups; snapshots are kept. | yes | none | gone: the server answers 404 afterwards |\n| `error` | The creation failed; the server has no working system. | no | reinstall, update, delete | `reinstalling`, `deleting` |\n\nRules:\n- While the server is in a transitional state (`locked: true`), every state-changing request\n  (power, resize, reinstall, delete, backup, snapshot, restore) fails with 400\n  `resource_locked`; retry when the running action has finished. Updating the name or labels\n  is allowed in every state except `deleting`.\n- In a settled state, an operation the table does not allow fails with 400 `invalid_state`,\n  and the problem's `detail` names the current state.\n- A failed action leaves the server in the settled state it came from and says why in the\n  action's `error`; only a failed create leaves it in `error`.\n- The server's `status` changes before its action reports `success`, so a client that waits\n  for the action never reads a stale status.\n",
                        "enum": [
                          "provisioning",
                          "running",
                          "stopping",
                          "stopped",
                          "starting",
                          "rebooting",
                          "resizing",
                          "reinstalling",
                          "restoring",
                          "deleting",
                          "error"
                        ]
                      },
                      "locked": {
                        "type": "boolean",
                        "description": "True while an action works on the server (in every transitional state). State-changing requests then fail with 400 `resource_locked`; find the running action with `GET /api/v1/servers/{server_id}/actions/?status=running`."
                      },
                      "plan": {
                        "type": "string",
                        "maxLength": 63,
                        "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
                        "description": "The slug of the server's plan (`GET /api/v1/plans/{plan_slug}/`); it changes when a resize succeeds."
                      },
                      "location": {
                        "type": "string",
                        "maxLength": 63,
                        "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
                        "description": "The slug of the location the server runs in (`GET /api/v1/locations/{location_slug}/`); it never changes."
                      },
                      "image": {
                        "type": "string",
                        "maxLength": 63,
                        "pattern": "^[a-z0-9][a-z0-9.-]{0,62}$",
                        "description": "The slug of the image the disk was last installed from, at creation or by a reinstall (`GET /api/v1/images/{image_slug}/`)."
                      },
                      "vcpus": {
                        "type": "integer",
                        "format": "int32",
                        "minimum": 1,
                        "maximum": 256,
                        "description": "The number of virtual CPU cores, from the plan."
                      },
                      "memory_mb": {
                        "type": "integer",
                        "format": "int32",
                        "minimum": 512,
                        "maximum": 2097152,
                        "description": "The memory in MB, from the plan."
                      },
                      "disk_gb": {
                        "type": "integer",
                        "format": "int32",
                        "minimum": 10,
                        "maximum": 65536,
                        "description": "The size of the disk in GB. It equals the plan's disk unless the server was resized with `resize_disk: false`, and it never shrinks."
                      },
                      "networks": {
                        "type": "object",
                        "description": "The server's public addresses. They are reserved when the server is created (already while it is `provisioning`) and kept, unchanged, until it is deleted.",
                        "required": [
                          "ipv4",
                          "ipv6"
                        ],
                        "properties": {
                          "ipv4": {
                            "type": "object",
                            "description": "The server's public IPv4 address.",
                            "required": [
                              "address"
                            ],
                            "properties": {
                              "address": {
                                "type": "string",
                                "format": "ipv4",
                                "maxLength": 15,
                                "description": "The public IPv4 address, reserved when the server is created and kept until it is deleted (also across resize and reinstall)."
                              }
                            }
                          },
                          "ipv6": {
                            "type": "object",
                            "description": "The server's public IPv6 network and the address configured on the server.",
                            "required": [
                              "address",
                              "prefix"
                            ],
                            "properties": {
                              "address": {
                                "type": "string",
                                "format": "ipv6",
                                "maxLength": 45,
                                "description": "The IPv6 address configured on the server (the first address of its prefix), kept until the server is deleted."
                              },
                              "prefix": {
                                "type": "string",
                                "maxLength": 43,
                                "pattern": "^[0-9a-f:]{2,39}/(6[4-9]|[7-9][0-9]|1[01][0-9]|12[0-8])$",
                                "description": "The /64 IPv6 network routed to the server, in CIDR notation; every address in it reaches the server."
                              }
                            }
                          }
                        }
                      },
                      "labels": {
                        "type": "object",
                        "description": "Key-value labels for organising resources and selecting them with `label_selector`: at most 32, keys of 1 to 63 lowercase letters, digits, `_`, `.` and `-` starting with a letter, values of up to 63 letters, digits, `_`, `.` and `-` (an empty value is allowed).",
                        "maxProperties": 32,
                        "propertyNames": {
                          "type": "string",
                          "maxLength": 63,
                          "pattern": "^[a-z][a-z0-9_.-]{0,62}$"
                        },
                        "additionalProperties": {
                          "type": "string",
                          "maxLength": 63,
                          "pattern": "^[A-Za-z0-9_.-]{0,63}$"
                        }
                      },
                      "backups_enabled": {
                        "type": "boolean",
                        "description": "Whether automatic backups are on: the `enabled` field of the server's backup policy (`GET /api/v1/servers/{server_id}/backup-policy/`), shown here for convenience. Change it through the backup policy."
                      },
                      "created_at": {
                        "type": "string",
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the server was created (RFC 3339, UTC)."
                      },
                      "updated_at": {
                        "type": "string",
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When any field of the server last changed, its status included (RFC 3339, UTC)."
                      }
                    }
                  },
                  "from": {
                    "type": "string",
                    "description": "Where a server is in its life. Settled states (`running`, `stopped`, `error`) last until you\nact; transitional states last while an action works on the server, and in them the server has\n`locked: true`. Read operations (get, list, list actions) work in every state.\n\n| State | Meaning | Locked | Allowed operations | Leaves to |\n|---|---|---|---|---|\n| `provisioning` | Being created (action `create_server`). | yes | update | `running` (created) · `error` (creation failed) |\n| `running` | Powered on. | no | shutdown, power off, reboot, reset, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `stopping`, `rebooting`, `reinstalling`, `restoring`, `deleting` |\n| `stopping` | Being shut down, gracefully (shutdown) or hard (power off). | yes | update | `stopped` · `running` (the guest ignored a graceful shutdown for 5 minutes; the action fails with `shutdown_timeout`) |\n| `stopped` | Powered off; the disk and addresses are kept and the plan is still billed. | no | power on, resize, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `starting`, `resizing`, `reinstalling`, `restoring`, `deleting` |\n| `starting` | Booting after power on. | yes | update | `running` · `stopped` (the power on failed) |\n| `rebooting` | Restarting after a reboot (graceful) or reset (hard). | yes | update | `running` (also when the guest ignored a graceful reboot for 5 minutes; the action fails with `reboot_timeout`) |\n| `resizing` | Moving to another plan (only from `stopped`). | yes | update | `stopped`, on the new plan (on the previous plan if the resize failed) |\n| `reinstalling` | The disk is being erased and written with an image. | yes | update | `running` · the state it came from (`running`, `stopped` or `error`) if the reinstall failed |\n| `restoring` | The disk is being overwritten from a backup or snapshot. | yes | update | `running` · the state it came from (`running` or `stopped`) if the restore failed |\n| `deleting` | Being deleted, with its backups; snapshots are kept. | yes | none | gone: the server answers 404 afterwards |\n| `error` | The creation failed; the server has no working system. | no | reinstall, update, delete | `reinstalling`, `deleting` |\n\nRules:\n- While the server is in a transitional state (`locked: true`), every state-changing request\n  (power, resize, reinstall, delete, backup, snapshot, restore) fails with 400\n  `resource_locked`; retry when the running action has finished. Updating the name or labels\n  is allowed in every state except `deleting`.\n- In a settled state, an operation the table does not allow fails with 400 `invalid_state`,\n  and the problem's `detail` names the current state.\n- A failed action leaves the server in the settled state it came from and says why in the\n  action's `error`; only a failed create leaves it in `error`.\n- The server's `status` changes before its action reports `success`, so a client that waits\n  for the action never reads a stale status.\n",
                    "enum": [
                      "provisioning",
                      "running",
                      "stopping",
                      "stopped",
                      "starting",
                      "rebooting",
                      "resizing",
                      "reinstalling",
                      "restoring",
                      "deleting",
                      "error"
                    ]
                  },
                  "to": {
                    "type": "string",
                    "description": "Where a server is in its life. Settled states (`running`, `stopped`, `error`) last until you\nact; transitional states last while an action works on the server, and in them the server has\n`locked: true`. Read operations (get, list, list actions) work in every state.\n\n| State | Meaning | Locked | Allowed operations | Leaves to |\n|---|---|---|---|---|\n| `provisioning` | Being created (action `create_server`). | yes | update | `running` (created) · `error` (creation failed) |\n| `running` | Powered on. | no | shutdown, power off, reboot, reset, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `stopping`, `rebooting`, `reinstalling`, `restoring`, `deleting` |\n| `stopping` | Being shut down, gracefully (shutdown) or hard (power off). | yes | update | `stopped` · `running` (the guest ignored a graceful shutdown for 5 minutes; the action fails with `shutdown_timeout`) |\n| `stopped` | Powered off; the disk and addresses are kept and the plan is still billed. | no | power on, resize, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `starting`, `resizing`, `reinstalling`, `restoring`, `deleting` |\n| `starting` | Booting after power on. | yes | update | `running` · `stopped` (the power on failed) |\n| `rebooting` | Restarting after a reboot (graceful) or reset (hard). | yes | update | `running` (also when the guest ignored a graceful reboot for 5 minutes; the action fails with `reboot_timeout`) |\n| `resizing` | Moving to another plan (only from `stopped`). | yes | update | `stopped`, on the new plan (on the previous plan if the resize failed) |\n| `reinstalling` | The disk is being erased and written with an image. | yes | update | `running` · the state it came from (`running`, `stopped` or `error`) if the reinstall failed |\n| `restoring` | The disk is being overwritten from a backup or snapshot. | yes | update | `running` · the state it came from (`running` or `stopped`) if the restore failed |\n| `deleting` | Being deleted, with its backups; snapshots are kept. | yes | none | gone: the server answers 404 afterwards |\n| `error` | The creation failed; the server has no working system. | no | reinstall, update, delete | `reinstalling`, `deleting` |\n\nRules:\n- While the server is in a transitional state (`locked: true`), every state-changing request\n  (power, resize, reinstall, delete, backup, snapshot, restore) fails with 400\n  `resource_locked`; retry when the running action has finished. Updating the name or labels\n  is allowed in every state except `deleting`.\n- In a settled state, an operation the table does not allow fails with 400 `invalid_state`,\n  and the problem's `detail` names the current state.\n- A failed action leaves the server in the settled state it came from and says why in the\n  action's `error`; only a failed create leaves it in `error`.\n- The server's `status` changes before its action reports `success`, so a client that waits\n  for the action never reads a stale status.\n",
                    "enum": [
                      "provisioning",
                      "running",
                      "stopping",
                      "stopped",
                      "starting",
                      "rebooting",
                      "resizing",
                      "reinstalling",
                      "restoring",
                      "deleting",
                      "error"
                    ]
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "description": "The body of a `server.deleted` event. A server was deleted (its `delete_server` action succeeded); it answers 404 from now on.",
            "additionalProperties": false,
            "required": [
              "id",
              "type",
              "created_at",
              "data"
            ],
            "properties": {
              "id": {
                "type": "string",
                "minLength": 30,
                "maxLength": 30,
                "pattern": "^evt_[0-9A-Za-z]{26}$",
                "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
              },
              "type": {
                "type": "string",
                "const": "server.deleted",
                "maxLength": 63,
                "description": "The event type, always `server.deleted` for this schema."
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "maxLength": 32,
                "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
              },
              "data": {
                "type": "object",
                "description": "The id of the server that was deleted.",
                "additionalProperties": false,
                "required": [
                  "server_id"
                ],
                "properties": {
                  "server_id": {
                    "type": "integer",
                    "format": "int64",
                    "minimum": 1,
                    "maximum": 9007199254740991,
                    "description": "The id of the deleted server."
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "description": "The body of a `backup.available` event. A backup, automatic or manual, finished and can be restored.",
            "additionalProperties": false,
            "required": [
              "id",
              "type",
              "created_at",
              "data"
            ],
            "properties": {
              "id": {
                "type": "string",
                "minLength": 30,
                "maxLength": 30,
                "pattern": "^evt_[0-9A-Za-z]{26}$",
                "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
              },
              "type": {
                "type": "string",
                "const": "backup.available",
                "maxLength": 63,
                "description": "The event type, always `backup.available` for this schema."
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "maxLength": 32,
                "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
              },
              "data": {
                "type": "object",
                "description": "The backup, `available`, as `GET /api/v1/backups/{backup_id}/` returns it.",
                "additionalProperties": false,
                "required": [
                  "backup"
                ],
                "properties": {
                  "backup": {
                    "type": "object",
                    "description": "A full copy of a server's disk at one moment, taken automatically by the server's backup policy or manually. A backup belongs to its server: it can only be restored onto that server, and it is deleted when the server is deleted. See `BackupStatus` for its state machine.",
                    "required": [
                      "id",
                      "server_id",
                      "kind",
                      "description",
                      "status",
                      "size_mb",
                      "created_at",
                      "completed_at"
                    ],
                    "properties": {
                      "id": {
                        "type": "integer",
                        "format": "int64",
                        "minimum": 1,
                        "maximum": 9007199254740991,
                        "description": "The backup's unique identifier."
                      },
                      "server_id": {
                        "type": "integer",
                        "format": "int64",
                        "minimum": 1,
                        "maximum": 9007199254740991,
                        "description": "The id of the server the backup was taken from, and the only server it can be restored onto."
                      },
                      "kind": {
                        "type": "string",
                        "description": "How a backup came to be: `automatic` (taken by the server's backup policy, removed when the policy's `retention` is exceeded) or `manual` (taken with `POST /api/v1/servers/{server_id}/backups/`, kept until you delete it; at most 10 per server).",
                        "enum": [
                          "automatic",
                          "manual"
                        ]
                      },
                      "description": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "maxLength": 255,
                        "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                        "description": "The free-text description given when a manual backup was created; null for automatic backups and for manual backups created without one."
                      },
                      "status": {
                        "type": "string",
                        "description": "Where a backup is in its life. Read operations (get, list) work in every state.\n\n| State | Meaning | Allowed operations | Leaves to |\n|---|---|---|---|\n| `creating` | The server's disk is being copied (action `create_backup`); `size_mb` and `completed_at` are null. | none | `available` (complete) · `failed` (the copy failed) |\n| `available` | Complete, and ready to be restored. | restore, delete | `restoring`, `deleting` |\n| `restoring` | Being written onto its server's disk (action `restore_backup`); the server is `restoring`. | none | `available`, whether the restore succeeded or failed |\n| `deleting` | Being deleted (action `delete_backup`), by you or because the backup policy's `retention` was exceeded. | none | gone: the backup answers 404 afterwards |\n| `failed` | The copy could not be completed; the backup holds no data but counts towards the limits until deleted. | delete | `deleting` |\n\nRules:\n- An operation the table does not allow fails with 400 `invalid_state`, and the problem's\n  `detail` names the backup's current state.\n- Restoring also needs the server to be `running` or `stopped` and not locked (see the server's\n  state machine in `ServerStatus`).\n- Deleting a server deletes all its backups, automatic and manual, with it.\n",
                        "enum": [
                          "creating",
                          "available",
                          "restoring",
                          "deleting",
                          "failed"
                        ]
                      },
                      "size_mb": {
                        "type": [
                          "integer",
                          "null"
                        ],
                        "format": "int64",
                        "minimum": 0,
                        "maximum": 67108864,
                        "description": "The size of the stored backup in MB (compressed, so usually less than the disk); null until the backup is `available`, and null when it `failed`."
                      },
                      "created_at": {
                        "type": "string",
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the backup was started, the moment whose disk contents it holds (RFC 3339, UTC)."
                      },
                      "completed_at": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the backup became `available` or `failed` (RFC 3339, UTC); null while it is `creating`."
                      }
                    }
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "description": "The body of a `snapshot.available` event. A snapshot finished and can be restored.",
            "additionalProperties": false,
            "required": [
              "id",
              "type",
              "created_at",
              "data"
            ],
            "properties": {
              "id": {
                "type": "string",
                "minLength": 30,
                "maxLength": 30,
                "pattern": "^evt_[0-9A-Za-z]{26}$",
                "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
              },
              "type": {
                "type": "string",
                "const": "snapshot.available",
                "maxLength": 63,
                "description": "The event type, always `snapshot.available` for this schema."
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "maxLength": 32,
                "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
              },
              "data": {
                "type": "object",
                "description": "The snapshot, `available`, as `GET /api/v1/snapshots/{snapshot_id}/` returns it.",
                "additionalProperties": false,
                "required": [
                  "snapshot"
                ],
                "properties": {
                  "snapshot": {
                    "type": "object",
                    "description": "A named copy of a server's disk at one moment, taken on request, to return to before a risky change. A server keeps at most 5 snapshots, in every state. Unlike backups, snapshots are kept when their server is deleted (restoring one then fails with 404). See `SnapshotStatus` for its state machine.",
                    "required": [
                      "id",
                      "server_id",
                      "name",
                      "status",
                      "size_mb",
                      "created_at",
                      "completed_at"
                    ],
                    "properties": {
                      "id": {
                        "type": "integer",
                        "format": "int64",
                        "minimum": 1,
                        "maximum": 9007199254740991,
                        "description": "The snapshot's unique identifier."
                      },
                      "server_id": {
                        "type": "integer",
                        "format": "int64",
                        "minimum": 1,
                        "maximum": 9007199254740991,
                        "description": "The id of the server the snapshot was taken from, and the only server it can be restored onto. It is kept when that server is deleted, as a record of where the snapshot came from; the server then answers 404."
                      },
                      "name": {
                        "type": "string",
                        "description": "The snapshot's name: 1 to 63 lowercase letters, digits, dots, underscores and hyphens, starting with a letter or digit. Names need not be unique; snapshots are addressed by id.",
                        "minLength": 1,
                        "maxLength": 63,
                        "pattern": "^[a-z0-9][a-z0-9._-]{0,62}$"
                      },
                      "status": {
                        "type": "string",
                        "description": "Where a snapshot is in its life. Read operations (get, list) work in every state.\n\n| State | Meaning | Allowed operations | Leaves to |\n|---|---|---|---|\n| `creating` | The server's disk is being copied (action `create_snapshot`); `size_mb` and `completed_at` are null. | rename | `available` (complete) · `failed` (the copy failed) |\n| `available` | Complete, and ready to be restored. | rename, restore, delete | `restoring`, `deleting` |\n| `restoring` | Being written onto its server's disk (action `restore_snapshot`); the server is `restoring`. | rename | `available`, whether the restore succeeded or failed |\n| `deleting` | Being deleted (action `delete_snapshot`). | none | gone: the snapshot answers 404 afterwards |\n| `failed` | The copy could not be completed; the snapshot holds no data but counts towards the limit until deleted. | rename, delete | `deleting` |\n\nRules:\n- An operation the table does not allow fails with 400 `invalid_state`, and the problem's\n  `detail` names the snapshot's current state.\n- Restoring also needs the snapshot's server to exist and to be `running` or `stopped` and not\n  locked (see the server's state machine in `ServerStatus`).\n- Snapshots survive the deletion of their server; they can then no longer be restored, only\n  renamed and deleted.\n",
                        "enum": [
                          "creating",
                          "available",
                          "restoring",
                          "deleting",
                          "failed"
                        ]
                      },
                      "size_mb": {
                        "type": [
                          "integer",
                          "null"
                        ],
                        "format": "int64",
                        "minimum": 0,
                        "maximum": 67108864,
                        "description": "The size of the stored snapshot in MB; null until the snapshot is `available`, and null when it `failed`."
                      },
                      "created_at": {
                        "type": "string",
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the snapshot was started, the moment whose disk contents it holds (RFC 3339, UTC)."
                      },
                      "completed_at": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the snapshot became `available` or `failed` (RFC 3339, UTC); null while it is `creating`."
                      }
                    }
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "description": "The body of a `domain.registered` event. A domain registration succeeded; the domain is `active`.",
            "additionalProperties": false,
            "required": [
              "id",
              "type",
              "created_at",
              "data"
            ],
            "properties": {
              "id": {
                "type": "string",
                "minLength": 30,
                "maxLength": 30,
                "pattern": "^evt_[0-9A-Za-z]{26}$",
                "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
              },
              "type": {
                "type": "string",
                "const": "domain.registered",
                "maxLength": 63,
                "description": "The event type, always `domain.registered` for this schema."
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "maxLength": 32,
                "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
              },
              "data": {
                "type": "object",
                "description": "The domain, as `GET /api/v1/domains/{domain_name}/` returns it at the moment of the event.",
                "additionalProperties": false,
                "required": [
                  "domain"
                ],
                "properties": {
                  "domain": {
                    "type": "object",
                    "description": "A domain name registered in the account, or being registered or transferred in. `status` says where it is in its life (see `DomainStatus` for the state machine); `auto_renew`, `locked` and `privacy` are settings that you change with `PATCH /api/v1/domains/{domain_name}/`. Contacts and auth code have their own paths. Domains are addressed by `name`.",
                    "required": [
                      "name",
                      "tld",
                      "status",
                      "auto_renew",
                      "locked",
                      "privacy",
                      "nameservers",
                      "created_at",
                      "registered_at",
                      "expires_at"
                    ],
                    "properties": {
                      "name": {
                        "type": "string",
                        "maxLength": 253,
                        "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
                        "description": "The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form). It never changes."
                      },
                      "tld": {
                        "type": "string",
                        "maxLength": 63,
                        "pattern": "^[a-z]([a-z0-9-]*[a-z0-9])?(\\.[a-z]([a-z0-9-]*[a-z0-9])?)*$",
                        "description": "The domain's TLD without its leading dot (`GET /api/v1/tlds/{tld}/` has its prices)."
                      },
                      "status": {
                        "type": "string",
                        "description": "Where a domain is in its life. `auto_renew`, `locked` (the transfer lock) and `privacy` are\nsettings, not states: they never change the status. Read operations (get, list, get\nnameservers, get contacts) work in every state; the table lists the other operations.\n\n| State | Meaning | Allowed operations besides reads | Leaves to |\n|---|---|---|---|\n| `registering` | Registration ordered and paid; the `register_domain` action is at work at the registry (usually under a minute). | none | `active` (registered) · `registration_failed` |\n| `registration_failed` | The registry refused the registration (the name was taken meanwhile, or reserved). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `transferring_in` | Inbound transfer requested; the `transfer_domain` action waits for the losing registrar (up to 5 days). | none | `active` (transferred, with one year added) · `transfer_failed` |\n| `transfer_failed` | The transfer was refused (wrong auth code, transfer lock on at the losing registrar, or rejected by it). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `active` | Registered with us and resolving; `expires_at` is in the future. | update, renew, replace nameservers, replace contacts, get auth code (transfer lock off, 60 days after `registered_at`) | `expired` (`expires_at` passed without renewal) · gone (transferred out to another registrar with the auth code; 404 afterwards) |\n| `expired` | Past `expires_at` without renewal: a 30-day grace period, still held for you; renewal is at the normal renewal price. | renew | `active` (renewed) · `redemption` (after 30 days) |\n| `redemption` | The registry's 30-day redemption period. Renewal costs the TLD's redemption fee on top of the renewal price. | renew | `active` (renewed) · `deleted` (after 30 days) |\n| `deleted` | Released to the registry; anyone may register it again. Listed for 30 more days, then gone (404). | none | gone |\n\nAn operation the table does not allow fails with 400 `invalid_state`, and the problem's\n`detail` names the current state. A domain's `status` changes before its action reports\n`success`, so a client that waits for the action never reads a stale status.\n",
                        "enum": [
                          "registering",
                          "registration_failed",
                          "transferring_in",
                          "transfer_failed",
                          "active",
                          "expired",
                          "redemption",
                          "deleted"
                        ]
                      },
                      "auto_renew": {
                        "type": "boolean",
                        "description": "Whether the domain renews itself for one year, at the renewal price, 30 days before `expires_at`. When off, the domain becomes `expired` at `expires_at` unless you renew it."
                      },
                      "locked": {
                        "type": "boolean",
                        "description": "The transfer lock: while true, the registry refuses every transfer of the domain to another registrar, and no auth code is issued. Turn it off only to transfer the domain out. New registrations and completed inbound transfers start with the lock on. (Unlike a server's `locked`, this is a setting, not a sign of running work.)"
                      },
                      "privacy": {
                        "type": "boolean",
                        "description": "WHOIS/RDAP privacy: while true, the public registration data shows a privacy service instead of the contacts' names, email, phone and address. Only on TLDs with `privacy_available`."
                      },
                      "nameservers": {
                        "type": "array",
                        "description": "The domain's nameservers at the registry: 2 to 13 hostnames, lowercase, without a trailing dot. Ours are `ns1.vps-hosting.example` and `ns2.vps-hosting.example`, which serve the account's DNS zones. For a domain in `transferring_in`, the nameservers it has at the losing registrar, which the transfer keeps.",
                        "minItems": 2,
                        "maxItems": 13,
                        "uniqueItems": true,
                        "items": {
                          "type": "string",
                          "maxLength": 253,
                          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
                        }
                      },
                      "created_at": {
                        "type": "string",
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the domain was added to the account, by a registration order or a transfer request (RFC 3339, UTC)."
                      },
                      "registered_at": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the domain became `active` in the account: its registration or its inbound transfer completed (RFC 3339, UTC). Null while `registering` or `transferring_in`, and after a failure. The auth code is issued only 60 days after it."
                      },
                      "expires_at": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the registration ends unless renewed (RFC 3339, UTC); never more than 10 years ahead. Null while `registering` or `transferring_in`, and after a failure."
                      }
                    }
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "description": "The body of a `domain.renewed` event. A domain was renewed, by `renewDomain` or by auto-renew; `expires_at` is the new expiry.",
            "additionalProperties": false,
            "required": [
              "id",
              "type",
              "created_at",
              "data"
            ],
            "properties": {
              "id": {
                "type": "string",
                "minLength": 30,
                "maxLength": 30,
                "pattern": "^evt_[0-9A-Za-z]{26}$",
                "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
              },
              "type": {
                "type": "string",
                "const": "domain.renewed",
                "maxLength": 63,
                "description": "The event type, always `domain.renewed` for this schema."
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "maxLength": 32,
                "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
              },
              "data": {
                "type": "object",
                "description": "The domain, as `GET /api/v1/domains/{domain_name}/` returns it at the moment of the event.",
                "additionalProperties": false,
                "required": [
                  "domain"
                ],
                "properties": {
                  "domain": {
                    "type": "object",
                    "description": "A domain name registered in the account, or being registered or transferred in. `status` says where it is in its life (see `DomainStatus` for the state machine); `auto_renew`, `locked` and `privacy` are settings that you change with `PATCH /api/v1/domains/{domain_name}/`. Contacts and auth code have their own paths. Domains are addressed by `name`.",
                    "required": [
                      "name",
                      "tld",
                      "status",
                      "auto_renew",
                      "locked",
                      "privacy",
                      "nameservers",
                      "created_at",
                      "registered_at",
                      "expires_at"
                    ],
                    "properties": {
                      "name": {
                        "type": "string",
                        "maxLength": 253,
                        "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
                        "description": "The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form). It never changes."
                      },
                      "tld": {
                        "type": "string",
                        "maxLength": 63,
                        "pattern": "^[a-z]([a-z0-9-]*[a-z0-9])?(\\.[a-z]([a-z0-9-]*[a-z0-9])?)*$",
                        "description": "The domain's TLD without its leading dot (`GET /api/v1/tlds/{tld}/` has its prices)."
                      },
                      "status": {
                        "type": "string",
                        "description": "Where a domain is in its life. `auto_renew`, `locked` (the transfer lock) and `privacy` are\nsettings, not states: they never change the status. Read operations (get, list, get\nnameservers, get contacts) work in every state; the table lists the other operations.\n\n| State | Meaning | Allowed operations besides reads | Leaves to |\n|---|---|---|---|\n| `registering` | Registration ordered and paid; the `register_domain` action is at work at the registry (usually under a minute). | none | `active` (registered) · `registration_failed` |\n| `registration_failed` | The registry refused the registration (the name was taken meanwhile, or reserved). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `transferring_in` | Inbound transfer requested; the `transfer_domain` action waits for the losing registrar (up to 5 days). | none | `active` (transferred, with one year added) · `transfer_failed` |\n| `transfer_failed` | The transfer was refused (wrong auth code, transfer lock on at the losing registrar, or rejected by it). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `active` | Registered with us and resolving; `expires_at` is in the future. | update, renew, replace nameservers, replace contacts, get auth code (transfer lock off, 60 days after `registered_at`) | `expired` (`expires_at` passed without renewal) · gone (transferred out to another registrar with the auth code; 404 afterwards) |\n| `expired` | Past `expires_at` without renewal: a 30-day grace period, still held for you; renewal is at the normal renewal price. | renew | `active` (renewed) · `redemption` (after 30 days) |\n| `redemption` | The registry's 30-day redemption period. Renewal costs the TLD's redemption fee on top of the renewal price. | renew | `active` (renewed) · `deleted` (after 30 days) |\n| `deleted` | Released to the registry; anyone may register it again. Listed for 30 more days, then gone (404). | none | gone |\n\nAn operation the table does not allow fails with 400 `invalid_state`, and the problem's\n`detail` names the current state. A domain's `status` changes before its action reports\n`success`, so a client that waits for the action never reads a stale status.\n",
                        "enum": [
                          "registering",
                          "registration_failed",
                          "transferring_in",
                          "transfer_failed",
                          "active",
                          "expired",
                          "redemption",
                          "deleted"
                        ]
                      },
                      "auto_renew": {
                        "type": "boolean",
                        "description": "Whether the domain renews itself for one year, at the renewal price, 30 days before `expires_at`. When off, the domain becomes `expired` at `expires_at` unless you renew it."
                      },
                      "locked": {
                        "type": "boolean",
                        "description": "The transfer lock: while true, the registry refuses every transfer of the domain to another registrar, and no auth code is issued. Turn it off only to transfer the domain out. New registrations and completed inbound transfers start with the lock on. (Unlike a server's `locked`, this is a setting, not a sign of running work.)"
                      },
                      "privacy": {
                        "type": "boolean",
                        "description": "WHOIS/RDAP privacy: while true, the public registration data shows a privacy service instead of the contacts' names, email, phone and address. Only on TLDs with `privacy_available`."
                      },
                      "nameservers": {
                        "type": "array",
                        "description": "The domain's nameservers at the registry: 2 to 13 hostnames, lowercase, without a trailing dot. Ours are `ns1.vps-hosting.example` and `ns2.vps-hosting.example`, which serve the account's DNS zones. For a domain in `transferring_in`, the nameservers it has at the losing registrar, which the transfer keeps.",
                        "minItems": 2,
                        "maxItems": 13,
                        "uniqueItems": true,
                        "items": {
                          "type": "string",
                          "maxLength": 253,
                          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
                        }
                      },
                      "created_at": {
                        "type": "string",
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the domain was added to the account, by a registration order or a transfer request (RFC 3339, UTC)."
                      },
                      "registered_at": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the domain became `active` in the account: its registration or its inbound transfer completed (RFC 3339, UTC). Null while `registering` or `transferring_in`, and after a failure. The auth code is issued only 60 days after it."
                      },
                      "expires_at": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the registration ends unless renewed (RFC 3339, UTC); never more than 10 years ahead. Null while `registering` or `transferring_in`, and after a failure."
                      }
                    }
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "description": "The body of a `domain.expiring` event. A domain with auto-renew off expires soon: sent 30 days and 7 days before `expires_at`, once each.",
            "additionalProperties": false,
            "required": [
              "id",
              "type",
              "created_at",
              "data"
            ],
            "properties": {
              "id": {
                "type": "string",
                "minLength": 30,
                "maxLength": 30,
                "pattern": "^evt_[0-9A-Za-z]{26}$",
                "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
              },
              "type": {
                "type": "string",
                "const": "domain.expiring",
                "maxLength": 63,
                "description": "The event type, always `domain.expiring` for this schema."
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "maxLength": 32,
                "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
              },
              "data": {
                "type": "object",
                "description": "The domain (auto-renew off) and the days left until it expires.",
                "additionalProperties": false,
                "required": [
                  "domain",
                  "days_left"
                ],
                "properties": {
                  "domain": {
                    "type": "object",
                    "description": "A domain name registered in the account, or being registered or transferred in. `status` says where it is in its life (see `DomainStatus` for the state machine); `auto_renew`, `locked` and `privacy` are settings that you change with `PATCH /api/v1/domains/{domain_name}/`. Contacts and auth code have their own paths. Domains are addressed by `name`.",
                    "required": [
                      "name",
                      "tld",
                      "status",
                      "auto_renew",
                      "locked",
                      "privacy",
                      "nameservers",
                      "created_at",
                      "registered_at",
                      "expires_at"
                    ],
                    "properties": {
                      "name": {
                        "type": "string",
                        "maxLength": 253,
                        "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
                        "description": "The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form). It never changes."
                      },
                      "tld": {
                        "type": "string",
                        "maxLength": 63,
                        "pattern": "^[a-z]([a-z0-9-]*[a-z0-9])?(\\.[a-z]([a-z0-9-]*[a-z0-9])?)*$",
                        "description": "The domain's TLD without its leading dot (`GET /api/v1/tlds/{tld}/` has its prices)."
                      },
                      "status": {
                        "type": "string",
                        "description": "Where a domain is in its life. `auto_renew`, `locked` (the transfer lock) and `privacy` are\nsettings, not states: they never change the status. Read operations (get, list, get\nnameservers, get contacts) work in every state; the table lists the other operations.\n\n| State | Meaning | Allowed operations besides reads | Leaves to |\n|---|---|---|---|\n| `registering` | Registration ordered and paid; the `register_domain` action is at work at the registry (usually under a minute). | none | `active` (registered) · `registration_failed` |\n| `registration_failed` | The registry refused the registration (the name was taken meanwhile, or reserved). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `transferring_in` | Inbound transfer requested; the `transfer_domain` action waits for the losing registrar (up to 5 days). | none | `active` (transferred, with one year added) · `transfer_failed` |\n| `transfer_failed` | The transfer was refused (wrong auth code, transfer lock on at the losing registrar, or rejected by it). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `active` | Registered with us and resolving; `expires_at` is in the future. | update, renew, replace nameservers, replace contacts, get auth code (transfer lock off, 60 days after `registered_at`) | `expired` (`expires_at` passed without renewal) · gone (transferred out to another registrar with the auth code; 404 afterwards) |\n| `expired` | Past `expires_at` without renewal: a 30-day grace period, still held for you; renewal is at the normal renewal price. | renew | `active` (renewed) · `redemption` (after 30 days) |\n| `redemption` | The registry's 30-day redemption period. Renewal costs the TLD's redemption fee on top of the renewal price. | renew | `active` (renewed) · `deleted` (after 30 days) |\n| `deleted` | Released to the registry; anyone may register it again. Listed for 30 more days, then gone (404). | none | gone |\n\nAn operation the table does not allow fails with 400 `invalid_state`, and the problem's\n`detail` names the current state. A domain's `status` changes before its action reports\n`success`, so a client that waits for the action never reads a stale status.\n",
                        "enum": [
                          "registering",
                          "registration_failed",
                          "transferring_in",
                          "transfer_failed",
                          "active",
                          "expired",
                          "redemption",
                          "deleted"
                        ]
                      },
                      "auto_renew": {
                        "type": "boolean",
                        "description": "Whether the domain renews itself for one year, at the renewal price, 30 days before `expires_at`. When off, the domain becomes `expired` at `expires_at` unless you renew it."
                      },
                      "locked": {
                        "type": "boolean",
                        "description": "The transfer lock: while true, the registry refuses every transfer of the domain to another registrar, and no auth code is issued. Turn it off only to transfer the domain out. New registrations and completed inbound transfers start with the lock on. (Unlike a server's `locked`, this is a setting, not a sign of running work.)"
                      },
                      "privacy": {
                        "type": "boolean",
                        "description": "WHOIS/RDAP privacy: while true, the public registration data shows a privacy service instead of the contacts' names, email, phone and address. Only on TLDs with `privacy_available`."
                      },
                      "nameservers": {
                        "type": "array",
                        "description": "The domain's nameservers at the registry: 2 to 13 hostnames, lowercase, without a trailing dot. Ours are `ns1.vps-hosting.example` and `ns2.vps-hosting.example`, which serve the account's DNS zones. For a domain in `transferring_in`, the nameservers it has at the losing registrar, which the transfer keeps.",
                        "minItems": 2,
                        "maxItems": 13,
                        "uniqueItems": true,
                        "items": {
                          "type": "string",
                          "maxLength": 253,
                          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
                        }
                      },
                      "created_at": {
                        "type": "string",
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the domain was added to the account, by a registration order or a transfer request (RFC 3339, UTC)."
                      },
                      "registered_at": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the domain became `active` in the account: its registration or its inbound transfer completed (RFC 3339, UTC). Null while `registering` or `transferring_in`, and after a failure. The auth code is issued only 60 days after it."
                      },
                      "expires_at": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the registration ends unless renewed (RFC 3339, UTC); never more than 10 years ahead. Null while `registering` or `transferring_in`, and after a failure."
                      }
                    }
                  },
                  "days_left": {
                    "type": "integer",
                    "format": "int32",
                    "minimum": 7,
                    "maximum": 30,
                    "enum": [
                      30,
                      7
                    ],
                    "description": "The days until `expires_at`, 30 or 7."
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "description": "The body of a `domain.expired` event. A domain reached `expires_at` without renewal and is `expired`.",
            "additionalProperties": false,
            "required": [
              "id",
              "type",
              "created_at",
              "data"
            ],
            "properties": {
              "id": {
                "type": "string",
                "minLength": 30,
                "maxLength": 30,
                "pattern": "^evt_[0-9A-Za-z]{26}$",
                "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
              },
              "type": {
                "type": "string",
                "const": "domain.expired",
                "maxLength": 63,
                "description": "The event type, always `domain.expired` for this schema."
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "maxLength": 32,
                "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
              },
              "data": {
                "type": "object",
                "description": "The domain, as `GET /api/v1/domains/{domain_name}/` returns it at the moment of the event.",
                "additionalProperties": false,
                "required": [
                  "domain"
                ],
                "properties": {
                  "domain": {
                    "type": "object",
                    "description": "A domain name registered in the account, or being registered or transferred in. `status` says where it is in its life (see `DomainStatus` for the state machine); `auto_renew`, `locked` and `privacy` are settings that you change with `PATCH /api/v1/domains/{domain_name}/`. Contacts and auth code have their own paths. Domains are addressed by `name`.",
                    "required": [
                      "name",
                      "tld",
                      "status",
                      "auto_renew",
                      "locked",
                      "privacy",
                      "nameservers",
                      "created_at",
                      "registered_at",
                      "expires_at"
                    ],
                    "properties": {
                      "name": {
                        "type": "string",
                        "maxLength": 253,
                        "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
                        "description": "The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form). It never changes."
                      },
                      "tld": {
                        "type": "string",
                        "maxLength": 63,
                        "pattern": "^[a-z]([a-z0-9-]*[a-z0-9])?(\\.[a-z]([a-z0-9-]*[a-z0-9])?)*$",
                        "description": "The domain's TLD without its leading dot (`GET /api/v1/tlds/{tld}/` has its prices)."
                      },
                      "status": {
                        "type": "string",
                        "description": "Where a domain is in its life. `auto_renew`, `locked` (the transfer lock) and `privacy` are\nsettings, not states: they never change the status. Read operations (get, list, get\nnameservers, get contacts) work in every state; the table lists the other operations.\n\n| State | Meaning | Allowed operations besides reads | Leaves to |\n|---|---|---|---|\n| `registering` | Registration ordered and paid; the `register_domain` action is at work at the registry (usually under a minute). | none | `active` (registered) · `registration_failed` |\n| `registration_failed` | The registry refused the registration (the name was taken meanwhile, or reserved). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `transferring_in` | Inbound transfer requested; the `transfer_domain` action waits for the losing registrar (up to 5 days). | none | `active` (transferred, with one year added) · `transfer_failed` |\n| `transfer_failed` | The transfer was refused (wrong auth code, transfer lock on at the losing registrar, or rejected by it). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `active` | Registered with us and resolving; `expires_at` is in the future. | update, renew, replace nameservers, replace contacts, get auth code (transfer lock off, 60 days after `registered_at`) | `expired` (`expires_at` passed without renewal) · gone (transferred out to another registrar with the auth code; 404 afterwards) |\n| `expired` | Past `expires_at` without renewal: a 30-day grace period, still held for you; renewal is at the normal renewal price. | renew | `active` (renewed) · `redemption` (after 30 days) |\n| `redemption` | The registry's 30-day redemption period. Renewal costs the TLD's redemption fee on top of the renewal price. | renew | `active` (renewed) · `deleted` (after 30 days) |\n| `deleted` | Released to the registry; anyone may register it again. Listed for 30 more days, then gone (404). | none | gone |\n\nAn operation the table does not allow fails with 400 `invalid_state`, and the problem's\n`detail` names the current state. A domain's `status` changes before its action reports\n`success`, so a client that waits for the action never reads a stale status.\n",
                        "enum": [
                          "registering",
                          "registration_failed",
                          "transferring_in",
                          "transfer_failed",
                          "active",
                          "expired",
                          "redemption",
                          "deleted"
                        ]
                      },
                      "auto_renew": {
                        "type": "boolean",
                        "description": "Whether the domain renews itself for one year, at the renewal price, 30 days before `expires_at`. When off, the domain becomes `expired` at `expires_at` unless you renew it."
                      },
                      "locked": {
                        "type": "boolean",
                        "description": "The transfer lock: while true, the registry refuses every transfer of the domain to another registrar, and no auth code is issued. Turn it off only to transfer the domain out. New registrations and completed inbound transfers start with the lock on. (Unlike a server's `locked`, this is a setting, not a sign of running work.)"
                      },
                      "privacy": {
                        "type": "boolean",
                        "description": "WHOIS/RDAP privacy: while true, the public registration data shows a privacy service instead of the contacts' names, email, phone and address. Only on TLDs with `privacy_available`."
                      },
                      "nameservers": {
                        "type": "array",
                        "description": "The domain's nameservers at the registry: 2 to 13 hostnames, lowercase, without a trailing dot. Ours are `ns1.vps-hosting.example` and `ns2.vps-hosting.example`, which serve the account's DNS zones. For a domain in `transferring_in`, the nameservers it has at the losing registrar, which the transfer keeps.",
                        "minItems": 2,
                        "maxItems": 13,
                        "uniqueItems": true,
                        "items": {
                          "type": "string",
                          "maxLength": 253,
                          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
                        }
                      },
                      "created_at": {
                        "type": "string",
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the domain was added to the account, by a registration order or a transfer request (RFC 3339, UTC)."
                      },
                      "registered_at": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the domain became `active` in the account: its registration or its inbound transfer completed (RFC 3339, UTC). Null while `registering` or `transferring_in`, and after a failure. The auth code is issued only 60 days after it."
                      },
                      "expires_at": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the registration ends unless renewed (RFC 3339, UTC); never more than 10 years ahead. Null while `registering` or `transferring_in`, and after a failure."
                      }
                    }
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "description": "The body of a `domain.transfer_completed` event. A domain transfer in succeeded; the domain is `active` in the account.",
            "additionalProperties": false,
            "required": [
              "id",
              "type",
              "created_at",
              "data"
            ],
            "properties": {
              "id": {
                "type": "string",
                "minLength": 30,
                "maxLength": 30,
                "pattern": "^evt_[0-9A-Za-z]{26}$",
                "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
              },
              "type": {
                "type": "string",
                "const": "domain.transfer_completed",
                "maxLength": 63,
                "description": "The event type, always `domain.transfer_completed` for this schema."
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "maxLength": 32,
                "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
              },
              "data": {
                "type": "object",
                "description": "The domain, as `GET /api/v1/domains/{domain_name}/` returns it at the moment of the event.",
                "additionalProperties": false,
                "required": [
                  "domain"
                ],
                "properties": {
                  "domain": {
                    "type": "object",
                    "description": "A domain name registered in the account, or being registered or transferred in. `status` says where it is in its life (see `DomainStatus` for the state machine); `auto_renew`, `locked` and `privacy` are settings that you change with `PATCH /api/v1/domains/{domain_name}/`. Contacts and auth code have their own paths. Domains are addressed by `name`.",
                    "required": [
                      "name",
                      "tld",
                      "status",
                      "auto_renew",
                      "locked",
                      "privacy",
                      "nameservers",
                      "created_at",
                      "registered_at",
                      "expires_at"
                    ],
                    "properties": {
                      "name": {
                        "type": "string",
                        "maxLength": 253,
                        "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
                        "description": "The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form). It never changes."
                      },
                      "tld": {
                        "type": "string",
                        "maxLength": 63,
                        "pattern": "^[a-z]([a-z0-9-]*[a-z0-9])?(\\.[a-z]([a-z0-9-]*[a-z0-9])?)*$",
                        "description": "The domain's TLD without its leading dot (`GET /api/v1/tlds/{tld}/` has its prices)."
                      },
                      "status": {
                        "type": "string",
                        "description": "Where a domain is in its life. `auto_renew`, `locked` (the transfer lock) and `privacy` are\nsettings, not states: they never change the status. Read operations (get, list, get\nnameservers, get contacts) work in every state; the table lists the other operations.\n\n| State | Meaning | Allowed operations besides reads | Leaves to |\n|---|---|---|---|\n| `registering` | Registration ordered and paid; the `register_domain` action is at work at the registry (usually under a minute). | none | `active` (registered) · `registration_failed` |\n| `registration_failed` | The registry refused the registration (the name was taken meanwhile, or reserved). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `transferring_in` | Inbound transfer requested; the `transfer_domain` action waits for the losing registrar (up to 5 days). | none | `active` (transferred, with one year added) · `transfer_failed` |\n| `transfer_failed` | The transfer was refused (wrong auth code, transfer lock on at the losing registrar, or rejected by it). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `active` | Registered with us and resolving; `expires_at` is in the future. | update, renew, replace nameservers, replace contacts, get auth code (transfer lock off, 60 days after `registered_at`) | `expired` (`expires_at` passed without renewal) · gone (transferred out to another registrar with the auth code; 404 afterwards) |\n| `expired` | Past `expires_at` without renewal: a 30-day grace period, still held for you; renewal is at the normal renewal price. | renew | `active` (renewed) · `redemption` (after 30 days) |\n| `redemption` | The registry's 30-day redemption period. Renewal costs the TLD's redemption fee on top of the renewal price. | renew | `active` (renewed) · `deleted` (after 30 days) |\n| `deleted` | Released to the registry; anyone may register it again. Listed for 30 more days, then gone (404). | none | gone |\n\nAn operation the table does not allow fails with 400 `invalid_state`, and the problem's\n`detail` names the current state. A domain's `status` changes before its action reports\n`success`, so a client that waits for the action never reads a stale status.\n",
                        "enum": [
                          "registering",
                          "registration_failed",
                          "transferring_in",
                          "transfer_failed",
                          "active",
                          "expired",
                          "redemption",
                          "deleted"
                        ]
                      },
                      "auto_renew": {
                        "type": "boolean",
                        "description": "Whether the domain renews itself for one year, at the renewal price, 30 days before `expires_at`. When off, the domain becomes `expired` at `expires_at` unless you renew it."
                      },
                      "locked": {
                        "type": "boolean",
                        "description": "The transfer lock: while true, the registry refuses every transfer of the domain to another registrar, and no auth code is issued. Turn it off only to transfer the domain out. New registrations and completed inbound transfers start with the lock on. (Unlike a server's `locked`, this is a setting, not a sign of running work.)"
                      },
                      "privacy": {
                        "type": "boolean",
                        "description": "WHOIS/RDAP privacy: while true, the public registration data shows a privacy service instead of the contacts' names, email, phone and address. Only on TLDs with `privacy_available`."
                      },
                      "nameservers": {
                        "type": "array",
                        "description": "The domain's nameservers at the registry: 2 to 13 hostnames, lowercase, without a trailing dot. Ours are `ns1.vps-hosting.example` and `ns2.vps-hosting.example`, which serve the account's DNS zones. For a domain in `transferring_in`, the nameservers it has at the losing registrar, which the transfer keeps.",
                        "minItems": 2,
                        "maxItems": 13,
                        "uniqueItems": true,
                        "items": {
                          "type": "string",
                          "maxLength": 253,
                          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
                        }
                      },
                      "created_at": {
                        "type": "string",
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the domain was added to the account, by a registration order or a transfer request (RFC 3339, UTC)."
                      },
                      "registered_at": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the domain became `active` in the account: its registration or its inbound transfer completed (RFC 3339, UTC). Null while `registering` or `transferring_in`, and after a failure. The auth code is issued only 60 days after it."
                      },
                      "expires_at": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "maxLength": 32,
                        "description": "When the registration ends unless renewed (RFC 3339, UTC); never more than 10 years ahead. Null while `registering` or `transferring_in`, and after a failure."
                      }
                    }
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "description": "The body of a `dns_zone.changed` event. The records of a DNS zone changed in one atomic change (a record created, changed or deleted, a batch, or a zone file replaced): the ids of the records it created, updated and deleted. Read the records for their values.",
            "additionalProperties": false,
            "required": [
              "id",
              "type",
              "created_at",
              "data"
            ],
            "properties": {
              "id": {
                "type": "string",
                "minLength": 30,
                "maxLength": 30,
                "pattern": "^evt_[0-9A-Za-z]{26}$",
                "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
              },
              "type": {
                "type": "string",
                "const": "dns_zone.changed",
                "maxLength": 63,
                "description": "The event type, always `dns_zone.changed` for this schema."
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "maxLength": 32,
                "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
              },
              "data": {
                "type": "object",
                "description": "The zone and the ids of the records one atomic change created, updated and deleted.",
                "additionalProperties": false,
                "required": [
                  "zone_name",
                  "created",
                  "updated",
                  "deleted"
                ],
                "properties": {
                  "zone_name": {
                    "type": "string",
                    "maxLength": 253,
                    "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
                    "description": "The zone's name (`GET /api/v1/dns/zones/{zone_name}/`)."
                  },
                  "created": {
                    "type": "array",
                    "description": "The ids of the records this change created (may be empty).",
                    "maxItems": 500,
                    "items": {
                      "type": "integer",
                      "format": "int64",
                      "minimum": 1,
                      "maximum": 9007199254740991
                    }
                  },
                  "updated": {
                    "type": "array",
                    "description": "The ids of the records this change updated (may be empty).",
                    "maxItems": 500,
                    "items": {
                      "type": "integer",
                      "format": "int64",
                      "minimum": 1,
                      "maximum": 9007199254740991
                    }
                  },
                  "deleted": {
                    "type": "array",
                    "description": "The ids of the records this change deleted (may be empty).",
                    "maxItems": 500,
                    "items": {
                      "type": "integer",
                      "format": "int64",
                      "minimum": 1,
                      "maximum": 9007199254740991
                    }
                  }
                }
              }
            }
          },
          {
            "type": "object",
            "description": "The body of a `webhook.test` event. A test event, sent only by `POST /api/v1/webhooks/{webhook_id}/test/` to that webhook, whatever its subscription.",
            "additionalProperties": false,
            "required": [
              "id",
              "type",
              "created_at",
              "data"
            ],
            "properties": {
              "id": {
                "type": "string",
                "minLength": 30,
                "maxLength": 30,
                "pattern": "^evt_[0-9A-Za-z]{26}$",
                "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
              },
              "type": {
                "type": "string",
                "const": "webhook.test",
                "maxLength": 63,
                "description": "The event type, always `webhook.test` for this schema."
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "maxLength": 32,
                "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
              },
              "data": {
                "type": "object",
                "description": "Which webhook is tested, and a note saying so.",
                "additionalProperties": false,
                "required": [
                  "webhook_id",
                  "message"
                ],
                "properties": {
                  "webhook_id": {
                    "type": "integer",
                    "format": "int64",
                    "minimum": 1,
                    "maximum": 9007199254740991,
                    "description": "The id of the webhook being tested."
                  },
                  "message": {
                    "type": "string",
                    "maxLength": 255,
                    "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                    "description": "A human-readable note that this is a test."
                  }
                }
              }
            }
          }
        ],
        "discriminator": {
          "propertyName": "type",
          "mapping": {
            "action.created": "#/components/schemas/WebhookActionCreatedEvent",
            "action.succeeded": "#/components/schemas/WebhookActionSucceededEvent",
            "action.failed": "#/components/schemas/WebhookActionFailedEvent",
            "server.created": "#/components/schemas/WebhookServerCreatedEvent",
            "server.status_changed": "#/components/schemas/WebhookServerStatusChangedEvent",
            "server.deleted": "#/components/schemas/WebhookServerDeletedEvent",
            "backup.available": "#/components/schemas/WebhookBackupAvailableEvent",
            "snapshot.available": "#/components/schemas/WebhookSnapshotAvailableEvent",
            "domain.registered": "#/components/schemas/WebhookDomainRegisteredEvent",
            "domain.renewed": "#/components/schemas/WebhookDomainRenewedEvent",
            "domain.expiring": "#/components/schemas/WebhookDomainExpiringEvent",
            "domain.expired": "#/components/schemas/WebhookDomainExpiredEvent",
            "domain.transfer_completed": "#/components/schemas/WebhookDomainTransferCompletedEvent",
            "dns_zone.changed": "#/components/schemas/WebhookDnsZoneChangedEvent",
            "webhook.test": "#/components/schemas/WebhookTestEvent"
          }
        }
      }
    }
  },
  "WebhookDeliveryList": {
    "type": "object",
    "description": "A page of a webhook's deliveries, by id ascending (oldest first).",
    "required": [
      "data",
      "meta",
      "links"
    ],
    "properties": {
      "data": {
        "type": "array",
        "description": "The deliveries on this page.",
        "maxItems": 100,
        "items": {
          "type": "object",
          "description": "One event on its way to one webhook, with the outcome of its attempts. Every attempt sends the same body (`event`) and the same `webhook-id` header (the event's `id`), so a receiver can drop repeats.",
          "required": [
            "id",
            "webhook_id",
            "event_id",
            "event_type",
            "resource",
            "status",
            "attempts",
            "last_attempt_at",
            "last_status_code",
            "last_error",
            "next_attempt_at",
            "created_at",
            "event"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "format": "int64",
              "minimum": 1,
              "maximum": 9007199254740991,
              "description": "The delivery's unique identifier."
            },
            "webhook_id": {
              "type": "integer",
              "format": "int64",
              "minimum": 1,
              "maximum": 9007199254740991,
              "description": "The id of the webhook it is delivered to."
            },
            "event_id": {
              "type": "string",
              "minLength": 30,
              "maxLength": 30,
              "pattern": "^evt_[0-9A-Za-z]{26}$",
              "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
            },
            "event_type": {
              "type": "string",
              "description": "The type of an event: `<resource>.<what happened>`. A webhook subscribes to the types it wants (every type except `webhook.test`, which only `POST /api/v1/webhooks/{webhook_id}/test/` sends, whatever the subscription); each type's body is described in the document's `webhooks` section. New event types may be added (`x-extensible-enum`): a receiver ignores a type it does not know, and a type is only sent to the webhooks subscribed to it.",
              "x-extensible-enum": true,
              "enum": [
                "action.created",
                "action.succeeded",
                "action.failed",
                "server.created",
                "server.status_changed",
                "server.deleted",
                "backup.available",
                "snapshot.available",
                "domain.registered",
                "domain.renewed",
                "domain.expiring",
                "domain.expired",
                "domain.transfer_completed",
                "dns_zone.changed",
                "webhook.test"
              ]
            },
            "resource": {
              "oneOf": [
                {
                  "type": "object",
                  "description": "The resource an event is about. A webhook receives the events of one resource in the order they happened: a later event for it waits while an earlier one is still `pending`.",
                  "required": [
                    "type",
                    "id"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "description": "The kind of resource an event is about: `action` for `action.*` events, `dns_zone` for `dns_zone.changed`, and the resource itself for the others. New resource types may be added (`x-extensible-enum`).",
                      "x-extensible-enum": true,
                      "enum": [
                        "action",
                        "server",
                        "backup",
                        "snapshot",
                        "domain",
                        "dns_zone"
                      ]
                    },
                    "id": {
                      "type": "string",
                      "minLength": 1,
                      "maxLength": 253,
                      "pattern": "^([1-9][0-9]{0,15}|(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?)$",
                      "description": "The resource's identifier exactly as it appears in its path, always a string: the decimal id for actions, servers, backups and snapshots (`\"42\"`), the name for domains and DNS zones (`\"example.com\"`)."
                    }
                  }
                },
                {
                  "type": "null"
                }
              ],
              "description": "The resource the event is about; null for `webhook.test`."
            },
            "status": {
              "type": "string",
              "description": "Where a delivery is. `pending`: an attempt is due at `next_attempt_at` (the first at once, then\nretries 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours after each failure).\n`succeeded`: an attempt got a 2xx answer. `failed`: all 7 attempts failed;\n`retryWebhookDelivery` makes it `pending` again.\n",
              "enum": [
                "pending",
                "succeeded",
                "failed"
              ]
            },
            "attempts": {
              "type": "integer",
              "format": "int32",
              "minimum": 0,
              "maximum": 1000,
              "description": "The attempts made so far (7 at most per run; a retry starts another run)."
            },
            "last_attempt_at": {
              "type": [
                "string",
                "null"
              ],
              "format": "date-time",
              "maxLength": 32,
              "description": "When the last attempt started (RFC 3339, UTC); null before the first."
            },
            "last_status_code": {
              "type": [
                "integer",
                "null"
              ],
              "format": "int32",
              "minimum": 100,
              "maximum": 599,
              "description": "The HTTP status the last attempt got; null before the first and when it got no answer."
            },
            "last_error": {
              "oneOf": [
                {
                  "type": "string",
                  "description": "Why a delivery attempt failed: `timeout` (no answer within 10 seconds), `connection_refused`, `connection_error` (the name did not resolve, TLS failed or the connection broke), `http_status` (an answer other than 2xx, redirects included: its status is in `last_status_code`) or `target_refused` (the URL's address is not allowed, such as a sandbox target outside loopback). New reasons may be added (`x-extensible-enum`).",
                  "x-extensible-enum": true,
                  "enum": [
                    "timeout",
                    "connection_refused",
                    "connection_error",
                    "http_status",
                    "target_refused"
                  ]
                },
                {
                  "type": "null"
                }
              ],
              "description": "Why the last attempt failed; null before the first and when it succeeded."
            },
            "next_attempt_at": {
              "type": [
                "string",
                "null"
              ],
              "format": "date-time",
              "maxLength": 32,
              "description": "When the next attempt is due (RFC 3339, UTC), while `pending`; null once `succeeded` or `failed`."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32,
              "description": "When the delivery was created, the moment of the event (RFC 3339, UTC)."
            },
            "event": {
              "type": "object",
              "description": "The body of any event, as delivered: one of the event schemas, told apart by `type` (the document's `webhooks` section shows each). New event types may be added, each a new member (`x-extensible-enum`): ignore a `type` you do not know.",
              "x-extensible-enum": true,
              "oneOf": [
                {
                  "type": "object",
                  "description": "The body of a `action.created` event. An action was started (its first state, usually `pending`).",
                  "additionalProperties": false,
                  "required": [
                    "id",
                    "type",
                    "created_at",
                    "data"
                  ],
                  "properties": {
                    "id": {
                      "type": "string",
                      "minLength": 30,
                      "maxLength": 30,
                      "pattern": "^evt_[0-9A-Za-z]{26}$",
                      "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
                    },
                    "type": {
                      "type": "string",
                      "const": "action.created",
                      "maxLength": 63,
                      "description": "The event type, always `action.created` for this schema."
                    },
                    "created_at": {
                      "type": "string",
                      "format": "date-time",
                      "maxLength": 32,
                      "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
                    },
                    "data": {
                      "type": "object",
                      "description": "The action, as `GET /api/v1/actions/{action_id}/` returns it at the moment of the event.",
                      "additionalProperties": false,
                      "required": [
                        "action"
                      ],
                      "properties": {
                        "action": {
                          "type": "object",
                          "description": "A unit of asynchronous work on a resource, such as a reboot or a backup. Operations that take time answer with an action at once; poll `GET /api/v1/actions/{action_id}/` until `status` is `success` or `error`. The resource's own `status` is updated before the action reports `success`.",
                          "required": [
                            "id",
                            "type",
                            "status",
                            "progress",
                            "resource",
                            "started_at",
                            "finished_at",
                            "error"
                          ],
                          "properties": {
                            "id": {
                              "type": "integer",
                              "format": "int64",
                              "minimum": 1,
                              "maximum": 9007199254740991,
                              "description": "The action's unique identifier."
                            },
                            "type": {
                              "type": "string",
                              "description": "What the action does; the name is the verb and the resource type. New action types may be added (`x-extensible-enum`): treat an unknown one as an action you do not need to understand.",
                              "x-extensible-enum": true,
                              "enum": [
                                "create_server",
                                "delete_server",
                                "power_on_server",
                                "shutdown_server",
                                "power_off_server",
                                "reboot_server",
                                "reset_server",
                                "resize_server",
                                "reinstall_server",
                                "create_backup",
                                "restore_backup",
                                "delete_backup",
                                "create_snapshot",
                                "restore_snapshot",
                                "delete_snapshot",
                                "register_domain",
                                "renew_domain",
                                "transfer_domain"
                              ]
                            },
                            "status": {
                              "type": "string",
                              "description": "Where an action is in its life: `pending` (accepted, not started) → `running` → `success` or\n`error`. `success` and `error` are terminal: the action never changes again.\n",
                              "enum": [
                                "pending",
                                "running",
                                "success",
                                "error"
                              ]
                            },
                            "progress": {
                              "type": "integer",
                              "format": "int32",
                              "minimum": 0,
                              "maximum": 100,
                              "description": "How far the action has got, in percent; 100 once it has succeeded."
                            },
                            "resource": {
                              "type": "object",
                              "description": "The resource an action works on.",
                              "required": [
                                "type",
                                "id",
                                "href"
                              ],
                              "properties": {
                                "type": {
                                  "type": "string",
                                  "description": "The kind of resource an action works on. New resource types may be added (`x-extensible-enum`): ignore actions on a type you do not know.",
                                  "x-extensible-enum": true,
                                  "enum": [
                                    "server",
                                    "backup",
                                    "snapshot",
                                    "domain"
                                  ]
                                },
                                "id": {
                                  "type": "string",
                                  "minLength": 1,
                                  "maxLength": 253,
                                  "pattern": "^([1-9][0-9]{0,15}|(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?)$",
                                  "description": "The resource's identifier exactly as it appears in its path, always a string: the decimal id for servers, backups and snapshots (`\"42\"`), the name for domains (`\"example.com\"`)."
                                },
                                "href": {
                                  "type": "string",
                                  "format": "uri",
                                  "maxLength": 2048,
                                  "description": "The absolute URL of the resource."
                                }
                              }
                            },
                            "started_at": {
                              "type": "string",
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the action was accepted (RFC 3339, UTC)."
                            },
                            "finished_at": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the action reached `success` or `error`; null while it is `pending` or `running`."
                            },
                            "error": {
                              "description": "Why the action failed; null unless `status` is `error`.",
                              "oneOf": [
                                {
                                  "type": "object",
                                  "description": "Why an action ended in `error`.",
                                  "required": [
                                    "code",
                                    "message"
                                  ],
                                  "properties": {
                                    "code": {
                                      "type": "string",
                                      "description": "A stable snake_case code for the failure.",
                                      "maxLength": 64,
                                      "pattern": "^[a-z][a-z0-9_]*$"
                                    },
                                    "message": {
                                      "type": "string",
                                      "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                                      "description": "A sentence for people, saying what failed and what to do.",
                                      "maxLength": 500
                                    }
                                  }
                                },
                                {
                                  "type": "null"
                                }
                              ]
                            }
                          }
                        }
                      }
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "The body of a `action.succeeded` event. An action finished with `status: success`; the resource it worked on is already in its new state.",
                  "additionalProperties": false,
                  "required": [
                    "id",
                    "type",
                    "created_at",
                    "data"
                  ],
                  "properties": {
                    "id": {
                      "type": "string",
                      "minLength": 30,
                      "maxLength": 30,
                      "pattern": "^evt_[0-9A-Za-z]{26}$",
                      "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
                    },
                    "type": {
                      "type": "string",
                      "const": "action.succeeded",
                      "maxLength": 63,
                      "description": "The event type, always `action.succeeded` for this schema."
                    },
                    "created_at": {
                      "type": "string",
                      "format": "date-time",
                      "maxLength": 32,
                      "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
                    },
                    "data": {
                      "type": "object",
                      "description": "The action, as `GET /api/v1/actions/{action_id}/` returns it at the moment of the event.",
                      "additionalProperties": false,
                      "required": [
                        "action"
                      ],
                      "properties": {
                        "action": {
                          "type": "object",
                          "description": "A unit of asynchronous work on a resource, such as a reboot or a backup. Operations that take time answer with an action at once; poll `GET /api/v1/actions/{action_id}/` until `status` is `success` or `error`. The resource's own `status` is updated before the action reports `success`.",
                          "required": [
                            "id",
                            "type",
                            "status",
                            "progress",
                            "resource",
                            "started_at",
                            "finished_at",
                            "error"
                          ],
                          "properties": {
                            "id": {
                              "type": "integer",
                              "format": "int64",
                              "minimum": 1,
                              "maximum": 9007199254740991,
                              "description": "The action's unique identifier."
                            },
                            "type": {
                              "type": "string",
                              "description": "What the action does; the name is the verb and the resource type. New action types may be added (`x-extensible-enum`): treat an unknown one as an action you do not need to understand.",
                              "x-extensible-enum": true,
                              "enum": [
                                "create_server",
                                "delete_server",
                                "power_on_server",
                                "shutdown_server",
                                "power_off_server",
                                "reboot_server",
                                "reset_server",
                                "resize_server",
                                "reinstall_server",
                                "create_backup",
                                "restore_backup",
                                "delete_backup",
                                "create_snapshot",
                                "restore_snapshot",
                                "delete_snapshot",
                                "register_domain",
                                "renew_domain",
                                "transfer_domain"
                              ]
                            },
                            "status": {
                              "type": "string",
                              "description": "Where an action is in its life: `pending` (accepted, not started) → `running` → `success` or\n`error`. `success` and `error` are terminal: the action never changes again.\n",
                              "enum": [
                                "pending",
                                "running",
                                "success",
                                "error"
                              ]
                            },
                            "progress": {
                              "type": "integer",
                              "format": "int32",
                              "minimum": 0,
                              "maximum": 100,
                              "description": "How far the action has got, in percent; 100 once it has succeeded."
                            },
                            "resource": {
                              "type": "object",
                              "description": "The resource an action works on.",
                              "required": [
                                "type",
                                "id",
                                "href"
                              ],
                              "properties": {
                                "type": {
                                  "type": "string",
                                  "description": "The kind of resource an action works on. New resource types may be added (`x-extensible-enum`): ignore actions on a type you do not know.",
                                  "x-extensible-enum": true,
                                  "enum": [
                                    "server",
                                    "backup",
                                    "snapshot",
                                    "domain"
                                  ]
                                },
                                "id": {
                                  "type": "string",
                                  "minLength": 1,
                                  "maxLength": 253,
                                  "pattern": "^([1-9][0-9]{0,15}|(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?)$",
                                  "description": "The resource's identifier exactly as it appears in its path, always a string: the decimal id for servers, backups and snapshots (`\"42\"`), the name for domains (`\"example.com\"`)."
                                },
                                "href": {
                                  "type": "string",
                                  "format": "uri",
                                  "maxLength": 2048,
                                  "description": "The absolute URL of the resource."
                                }
                              }
                            },
                            "started_at": {
                              "type": "string",
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the action was accepted (RFC 3339, UTC)."
                            },
                            "finished_at": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the action reached `success` or `error`; null while it is `pending` or `running`."
                            },
                            "error": {
                              "description": "Why the action failed; null unless `status` is `error`.",
                              "oneOf": [
                                {
                                  "type": "object",
                                  "description": "Why an action ended in `error`.",
                                  "required": [
                                    "code",
                                    "message"
                                  ],
                                  "properties": {
                                    "code": {
                                      "type": "string",
                                      "description": "A stable snake_case code for the failure.",
                                      "maxLength": 64,
                                      "pattern": "^[a-z][a-z0-9_]*$"
                                    },
                                    "message": {
                                      "type": "string",
                                      "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                                      "description": "A sentence for people, saying what failed and what to do.",
                                      "maxLength": 500
                                    }
                                  }
                                },
                                {
                                  "type": "null"
                                }
                              ]
                            }
                          }
                        }
                      }
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "The body of a `action.failed` event. An action finished with `status: error`; its `error` says why.",
                  "additionalProperties": false,
                  "required": [
                    "id",
                    "type",
                    "created_at",
                    "data"
                  ],
                  "properties": {
                    "id": {
                      "type": "string",
                      "minLength": 30,
                      "maxLength": 30,
                      "pattern": "^evt_[0-9A-Za-z]{26}$",
                      "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
                    },
                    "type": {
                      "type": "string",
                      "const": "action.failed",
                      "maxLength": 63,
                      "description": "The event type, always `action.failed` for this schema."
                    },
                    "created_at": {
                      "type": "string",
                      "format": "date-time",
                      "maxLength": 32,
                      "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
                    },
                    "data": {
                      "type": "object",
                      "description": "The action, as `GET /api/v1/actions/{action_id}/` returns it at the moment of the event.",
                      "additionalProperties": false,
                      "required": [
                        "action"
                      ],
                      "properties": {
                        "action": {
                          "type": "object",
                          "description": "A unit of asynchronous work on a resource, such as a reboot or a backup. Operations that take time answer with an action at once; poll `GET /api/v1/actions/{action_id}/` until `status` is `success` or `error`. The resource's own `status` is updated before the action reports `success`.",
                          "required": [
                            "id",
                            "type",
                            "status",
                            "progress",
                            "resource",
                            "started_at",
                            "finished_at",
                            "error"
                          ],
                          "properties": {
                            "id": {
                              "type": "integer",
                              "format": "int64",
                              "minimum": 1,
                              "maximum": 9007199254740991,
                              "description": "The action's unique identifier."
                            },
                            "type": {
                              "type": "string",
                              "description": "What the action does; the name is the verb and the resource type. New action types may be added (`x-extensible-enum`): treat an unknown one as an action you do not need to understand.",
                              "x-extensible-enum": true,
                              "enum": [
                                "create_server",
                                "delete_server",
                                "power_on_server",
                                "shutdown_server",
                                "power_off_server",
                                "reboot_server",
                                "reset_server",
                                "resize_server",
                                "reinstall_server",
                                "create_backup",
                                "restore_backup",
                                "delete_backup",
                                "create_snapshot",
                                "restore_snapshot",
                                "delete_snapshot",
                                "register_domain",
                                "renew_domain",
                                "transfer_domain"
                              ]
                            },
                            "status": {
                              "type": "string",
                              "description": "Where an action is in its life: `pending` (accepted, not started) → `running` → `success` or\n`error`. `success` and `error` are terminal: the action never changes again.\n",
                              "enum": [
                                "pending",
                                "running",
                                "success",
                                "error"
                              ]
                            },
                            "progress": {
                              "type": "integer",
                              "format": "int32",
                              "minimum": 0,
                              "maximum": 100,
                              "description": "How far the action has got, in percent; 100 once it has succeeded."
                            },
                            "resource": {
                              "type": "object",
                              "description": "The resource an action works on.",
                              "required": [
                                "type",
                                "id",
                                "href"
                              ],
                              "properties": {
                                "type": {
                                  "type": "string",
                                  "description": "The kind of resource an action works on. New resource types may be added (`x-extensible-enum`): ignore actions on a type you do not know.",
                                  "x-extensible-enum": true,
                                  "enum": [
                                    "server",
                                    "backup",
                                    "snapshot",
                                    "domain"
                                  ]
                                },
                                "id": {
                                  "type": "string",
                                  "minLength": 1,
                                  "maxLength": 253,
                                  "pattern": "^([1-9][0-9]{0,15}|(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?)$",
                                  "description": "The resource's identifier exactly as it appears in its path, always a string: the decimal id for servers, backups and snapshots (`\"42\"`), the name for domains (`\"example.com\"`)."
                                },
                                "href": {
                                  "type": "string",
                                  "format": "uri",
                                  "maxLength": 2048,
                                  "description": "The absolute URL of the resource."
                                }
                              }
                            },
                            "started_at": {
                              "type": "string",
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the action was accepted (RFC 3339, UTC)."
                            },
                            "finished_at": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the action reached `success` or `error`; null while it is `pending` or `running`."
                            },
                            "error": {
                              "description": "Why the action failed; null unless `status` is `error`.",
                              "oneOf": [
                                {
                                  "type": "object",
                                  "description": "Why an action ended in `error`.",
                                  "required": [
                                    "code",
                                    "message"
                                  ],
                                  "properties": {
                                    "code": {
                                      "type": "string",
                                      "description": "A stable snake_case code for the failure.",
                                      "maxLength": 64,
                                      "pattern": "^[a-z][a-z0-9_]*$"
                                    },
                                    "message": {
                                      "type": "string",
                                      "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                                      "description": "A sentence for people, saying what failed and what to do.",
                                      "maxLength": 500
                                    }
                                  }
                                },
                                {
                                  "type": "null"
                                }
                              ]
                            }
                          }
                        }
                      }
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "The body of a `server.created` event. A server was created (it is `provisioning`; `server.status_changed` follows when it is `running`).",
                  "additionalProperties": false,
                  "required": [
                    "id",
                    "type",
                    "created_at",
                    "data"
                  ],
                  "properties": {
                    "id": {
                      "type": "string",
                      "minLength": 30,
                      "maxLength": 30,
                      "pattern": "^evt_[0-9A-Za-z]{26}$",
                      "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
                    },
                    "type": {
                      "type": "string",
                      "const": "server.created",
                      "maxLength": 63,
                      "description": "The event type, always `server.created` for this schema."
                    },
                    "created_at": {
                      "type": "string",
                      "format": "date-time",
                      "maxLength": 32,
                      "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
                    },
                    "data": {
                      "type": "object",
                      "description": "The server, as `GET /api/v1/servers/{server_id}/` returns it at the moment of the event.",
                      "additionalProperties": false,
                      "required": [
                        "server"
                      ],
                      "properties": {
                        "server": {
                          "type": "object",
                          "description": "A virtual private server. `status` says where it is in its life (see `ServerStatus` for the state machine); `locked` is true while an action works on it. The resources (`vcpus`, `memory_mb`, `disk_gb`) are those of its plan, except `disk_gb`, which stays as it was when the server was resized with `resize_disk: false`.",
                          "required": [
                            "id",
                            "name",
                            "status",
                            "locked",
                            "plan",
                            "location",
                            "image",
                            "vcpus",
                            "memory_mb",
                            "disk_gb",
                            "networks",
                            "labels",
                            "backups_enabled",
                            "created_at",
                            "updated_at"
                          ],
                          "properties": {
                            "id": {
                              "type": "integer",
                              "format": "int64",
                              "minimum": 1,
                              "maximum": 9007199254740991,
                              "description": "The server's unique identifier."
                            },
                            "name": {
                              "type": "string",
                              "description": "The server's name: 1 to 63 lowercase letters, digits and hyphens, starting with a letter. It becomes the hostname when the server is installed (at creation and at each reinstall). Names need not be unique in the account.",
                              "minLength": 1,
                              "maxLength": 63,
                              "pattern": "^[a-z][a-z0-9-]{0,62}$"
                            },
                            "status": {
                              "type": "string",
                              "description": "Where a server is in its life. Settled states (`running`, `stopped`, `error`) last until you\nact; transitional states last while an action works on the server, and in them the server has\n`locked: true`. Read operations (get, list, list actions) work in every state.\n\n| State | Meaning | Locked | Allowed operations | Leaves to |\n|---|---|---|---|---|\n| `provisioning` | Being created (action `create_server`). | yes | update | `running` (created) · `error` (creation failed) |\n| `running` | Powered on. | no | shutdown, power off, reboot, reset, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `stopping`, `rebooting`, `reinstalling`, `restoring`, `deleting` |\n| `stopping` | Being shut down, gracefully (shutdown) or hard (power off). | yes | update | `stopped` · `running` (the guest ignored a graceful shutdown for 5 minutes; the action fails with `shutdown_timeout`) |\n| `stopped` | Powered off; the disk and addresses are kept and the plan is still billed. | no | power on, resize, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `starting`, `resizing`, `reinstalling`, `restoring`, `deleting` |\n| `starting` | Booting after power on. | yes | update | `running` · `stopped` (the power on failed) |\n| `rebooting` | Restarting after a reboot (graceful) or reset (hard). | yes | update | `running` (also when the guest ignored a graceful reboot for 5 minutes; the action fails with `reboot_timeout`) |\n| `resizing` | Moving to another plan (only from `stopped`). | yes | update | `stopped`, on the new plan (on the previous plan if the resize failed) |\n| `reinstalling` | The disk is being erased and written with an image. | yes | update | `running` · the state it came from (`running`, `stopped` or `error`) if the reinstall failed |\n| `restoring` | The disk is being overwritten from a backup or snapshot. | yes | update | `running` · the state it came from (`running` or `stopped`) if the restore failed |\n| `deleting` | Being deleted, with its backups; snapshots are kept. | yes | none | gone: the server answers 404 afterwards |\n| `error` | The creation failed; the server has no working system. | no | reinstall, update, delete | `reinstalling`, `deleting` |\n\nRules:\n- While the server is in a transitional state (`locked: true`), every state-changing request\n  (power, resize, reinstall, delete, backup, snapshot, restore) fails with 400\n  `resource_locked`; retry when the running action has finished. Updating the name or labels\n  is allowed in every state except `deleting`.\n- In a settled state, an operation the table does not allow fails with 400 `invalid_state`,\n  and the problem's `detail` names the current state.\n- A failed action leaves the server in the settled state it came from and says why in the\n  action's `error`; only a failed create leaves it in `error`.\n- The server's `status` changes before its action reports `success`, so a client that waits\n  for the action never reads a stale status.\n",
                              "enum": [
                                "provisioning",
                                "running",
                                "stopping",
                                "stopped",
                                "starting",
                                "rebooting",
                                "resizing",
                                "reinstalling",
                                "restoring",
                                "deleting",
                                "error"
                              ]
                            },
                            "locked": {
                              "type": "boolean",
                              "description": "True while an action works on the server (in every transitional state). State-changing requests then fail with 400 `resource_locked`; find the running action with `GET /api/v1/servers/{server_id}/actions/?status=running`."
                            },
                            "plan": {
                              "type": "string",
                              "maxLength": 63,
                              "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
                              "description": "The slug of the server's plan (`GET /api/v1/plans/{plan_slug}/`); it changes when a resize succeeds."
                            },
                            "location": {
                              "type": "string",
                              "maxLength": 63,
                              "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
                              "description": "The slug of the location the server runs in (`GET /api/v1/locations/{location_slug}/`); it never changes."
                            },
                            "image": {
                              "type": "string",
                              "maxLength": 63,
                              "pattern": "^[a-z0-9][a-z0-9.-]{0,62}$",
                              "description": "The slug of the image the disk was last installed from, at creation or by a reinstall (`GET /api/v1/images/{image_slug}/`)."
                            },
                            "vcpus": {
                              "type": "integer",
                              "format": "int32",
                              "minimum": 1,
                              "maximum": 256,
                              "description": "The number of virtual CPU cores, from the plan."
                            },
                            "memory_mb": {
                              "type": "integer",
                              "format": "int32",
                              "minimum": 512,
                              "maximum": 2097152,
                              "description": "The memory in MB, from the plan."
                            },
                            "disk_gb": {
                              "type": "integer",
                              "format": "int32",
                              "minimum": 10,
                              "maximum": 65536,
                              "description": "The size of the disk in GB. It equals the plan's disk unless the server was resized with `resize_disk: false`, and it never shrinks."
                            },
                            "networks": {
                              "type": "object",
                              "description": "The server's public addresses. They are reserved when the server is created (already while it is `provisioning`) and kept, unchanged, until it is deleted.",
                              "required": [
                                "ipv4",
                                "ipv6"
                              ],
                              "properties": {
                                "ipv4": {
                                  "type": "object",
                                  "description": "The server's public IPv4 address.",
                                  "required": [
                                    "address"
                                  ],
                                  "properties": {
                                    "address": {
                                      "type": "string",
                                      "format": "ipv4",
                                      "maxLength": 15,
                                      "description": "The public IPv4 address, reserved when the server is created and kept until it is deleted (also across resize and reinstall)."
                                    }
                                  }
                                },
                                "ipv6": {
                                  "type": "object",
                                  "description": "The server's public IPv6 network and the address configured on the server.",
                                  "required": [
                                    "address",
                                    "prefix"
                                  ],
                                  "properties": {
                                    "address": {
                                      "type": "string",
                                      "format": "ipv6",
                                      "maxLength": 45,
                                      "description": "The IPv6 address configured on the server (the first address of its prefix), kept until the server is deleted."
                                    },
                                    "prefix": {
                                      "type": "string",
                                      "maxLength": 43,
                                      "pattern": "^[0-9a-f:]{2,39}/(6[4-9]|[7-9][0-9]|1[01][0-9]|12[0-8])$",
                                      "description": "The /64 IPv6 network routed to the server, in CIDR notation; every address in it reaches the server."
                                    }
                                  }
                                }
                              }
                            },
                            "labels": {
                              "type": "object",
                              "description": "Key-value labels for organising resources and selecting them with `label_selector`: at most 32, keys of 1 to 63 lowercase letters, digits, `_`, `.` and `-` starting with a letter, values of up to 63 letters, digits, `_`, `.` and `-` (an empty value is allowed).",
                              "maxProperties": 32,
                              "propertyNames": {
                                "type": "string",
                                "maxLength": 63,
                                "pattern": "^[a-z][a-z0-9_.-]{0,62}$"
                              },
                              "additionalProperties": {
                                "type": "string",
                                "maxLength": 63,
                                "pattern": "^[A-Za-z0-9_.-]{0,63}$"
                              }
                            },
                            "backups_enabled": {
                              "type": "boolean",
                              "description": "Whether automatic backups are on: the `enabled` field of the server's backup policy (`GET /api/v1/servers/{server_id}/backup-policy/`), shown here for convenience. Change it through the backup policy."
                            },
                            "created_at": {
                              "type": "string",
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the server was created (RFC 3339, UTC)."
                            },
                            "updated_at": {
                              "type": "string",
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When any field of the server last changed, its status included (RFC 3339, UTC)."
                            }
                          }
                        }
                      }
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "The body of a `server.status_changed` event. A server moved from one status to another (`from` and `to`); `server` is the server after the change.",
                  "additionalProperties": false,
                  "required": [
                    "id",
                    "type",
                    "created_at",
                    "data"
                  ],
                  "properties": {
                    "id": {
                      "type": "string",
                      "minLength": 30,
                      "maxLength": 30,
                      "pattern": "^evt_[0-9A-Za-z]{26}$",
                      "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
                    },
                    "type": {
                      "type": "string",
                      "const": "server.status_changed",
                      "maxLength": 63,
                      "description": "The event type, always `server.status_changed` for this schema."
                    },
                    "created_at": {
                      "type": "string",
                      "format": "date-time",
                      "maxLength": 32,
                      "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
                    },
                    "data": {
                      "type": "object",
                      "description": "The server after the change, the status it left (`from`) and the status it is in (`to`, equal to `server.status`).",
                      "additionalProperties": false,
                      "required": [
                        "server",
                        "from",
                        "to"
                      ],
                      "properties": {
                        "server": {
                          "type": "object",
                          "description": "A virtual private server. `status` says where it is in its life (see `ServerStatus` for the state machine); `locked` is true while an action works on it. The resources (`vcpus`, `memory_mb`, `disk_gb`) are those of its plan, except `disk_gb`, which stays as it was when the server was resized with `resize_disk: false`.",
                          "required": [
                            "id",
                            "name",
                            "status",
                            "locked",
                            "plan",
                            "location",
                            "image",
                            "vcpus",
                            "memory_mb",
                            "disk_gb",
                            "networks",
                            "labels",
                            "backups_enabled",
                            "created_at",
                            "updated_at"
                          ],
                          "properties": {
                            "id": {
                              "type": "integer",
                              "format": "int64",
                              "minimum": 1,
                              "maximum": 9007199254740991,
                              "description": "The server's unique identifier."
                            },
                            "name": {
                              "type": "string",
                              "description": "The server's name: 1 to 63 lowercase letters, digits and hyphens, starting with a letter. It becomes the hostname when the server is installed (at creation and at each reinstall). Names need not be unique in the account.",
                              "minLength": 1,
                              "maxLength": 63,
                              "pattern": "^[a-z][a-z0-9-]{0,62}$"
                            },
                            "status": {
                              "type": "string",
                              "description": "Where a server is in its life. Settled states (`running`, `stopped`, `error`) last until you\nact; transitional states last while an action works on the server, and in them the server has\n`locked: true`. Read operations (get, list, list actions) work in every state.\n\n| State | Meaning | Locked | Allowed operations | Leaves to |\n|---|---|---|---|---|\n| `provisioning` | Being created (action `create_server`). | yes | update | `running` (created) · `error` (creation failed) |\n| `running` | Powered on. | no | shutdown, power off, reboot, reset, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `stopping`, `rebooting`, `reinstalling`, `restoring`, `deleting` |\n| `stopping` | Being shut down, gracefully (shutdown) or hard (power off). | yes | update | `stopped` · `running` (the guest ignored a graceful shutdown for 5 minutes; the action fails with `shutdown_timeout`) |\n| `stopped` | Powered off; the disk and addresses are kept and the plan is still billed. | no | power on, resize, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `starting`, `resizing`, `reinstalling`, `restoring`, `deleting` |\n| `starting` | Booting after power on. | yes | update | `running` · `stopped` (the power on failed) |\n| `rebooting` | Restarting after a reboot (graceful) or reset (hard). | yes | update | `running` (also when the guest ignored a graceful reboot for 5 minutes; the action fails with `reboot_timeout`) |\n| `resizing` | Moving to another plan (only from `stopped`). | yes | update | `stopped`, on the new plan (on the previous plan if the resize failed) |\n| `reinstalling` | The disk is being erased and written with an image. | yes | update | `running` · the state it came from (`running`, `stopped` or `error`) if the reinstall failed |\n| `restoring` | The disk is being overwritten from a backup or snapshot. | yes | update | `running` · the state it came from (`running` or `stopped`) if the restore failed |\n| `deleting` | Being deleted, with its backups; snapshots are kept. | yes | none | gone: the server answers 404 afterwards |\n| `error` | The creation failed; the server has no working system. | no | reinstall, update, delete | `reinstalling`, `deleting` |\n\nRules:\n- While the server is in a transitional state (`locked: true`), every state-changing request\n  (power, resize, reinstall, delete, backup, snapshot, restore) fails with 400\n  `resource_locked`; retry when the running action has finished. Updating the name or labels\n  is allowed in every state except `deleting`.\n- In a settled state, an operation the table does not allow fails with 400 `invalid_state`,\n  and the problem's `detail` names the current state.\n- A failed action leaves the server in the settled state it came from and says why in the\n  action's `error`; only a failed create leaves it in `error`.\n- The server's `status` changes before its action reports `success`, so a client that waits\n  for the action never reads a stale status.\n",
                              "enum": [
                                "provisioning",
                                "running",
                                "stopping",
                                "stopped",
                                "starting",
                                "rebooting",
                                "resizing",
                                "reinstalling",
                                "restoring",
                                "deleting",
                                "error"
                              ]
                            },
                            "locked": {
                              "type": "boolean",
                              "description": "True while an action works on the server (in every transitional state). State-changing requests then fail with 400 `resource_locked`; find the running action with `GET /api/v1/servers/{server_id}/actions/?status=running`."
                            },
                            "plan": {
                              "type": "string",
                              "maxLength": 63,
                              "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
                              "description": "The slug of the server's plan (`GET /api/v1/plans/{plan_slug}/`); it changes when a resize succeeds."
                            },
                            "location": {
                              "type": "string",
                              "maxLength": 63,
                              "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
                              "description": "The slug of the location the server runs in (`GET /api/v1/locations/{location_slug}/`); it never changes."
                            },
                            "image": {
                              "type": "string",
                              "maxLength": 63,
                              "pattern": "^[a-z0-9][a-z0-9.-]{0,62}$",
                              "description": "The slug of the image the disk was last installed from, at creation or by a reinstall (`GET /api/v1/images/{image_slug}/`)."
                            },
                            "vcpus": {
                              "type": "integer",
                              "format": "int32",
                              "minimum": 1,
                              "maximum": 256,
                              "description": "The number of virtual CPU cores, from the plan."
                            },
                            "memory_mb": {
                              "type": "integer",
                              "format": "int32",
                              "minimum": 512,
                              "maximum": 2097152,
                              "description": "The memory in MB, from the plan."
                            },
                            "disk_gb": {
                              "type": "integer",
                              "format": "int32",
                              "minimum": 10,
                              "maximum": 65536,
                              "description": "The size of the disk in GB. It equals the plan's disk unless the server was resized with `resize_disk: false`, and it never shrinks."
                            },
                            "networks": {
                              "type": "object",
                              "description": "The server's public addresses. They are reserved when the server is created (already while it is `provisioning`) and kept, unchanged, until it is deleted.",
                              "required": [
                                "ipv4",
                                "ipv6"
                              ],
                              "properties": {
                                "ipv4": {
                                  "type": "object",
                                  "description": "The server's public IPv4 address.",
                                  "required": [
                                    "address"
                                  ],
                                  "properties": {
                                    "address": {
                                      "type": "string",
                                      "format": "ipv4",
                                      "maxLength": 15,
                                      "description": "The public IPv4 address, reserved when the server is created and kept until it is deleted (also across resize and reinstall)."
                                    }
                                  }
                                },
                                "ipv6": {
                                  "type": "object",
                                  "description": "The server's public IPv6 network and the address configured on the server.",
                                  "required": [
                                    "address",
                                    "prefix"
                                  ],
                                  "properties": {
                                    "address": {
                                      "type": "string",
                                      "format": "ipv6",
                                      "maxLength": 45,
                                      "description": "The IPv6 address configured on the server (the first address of its prefix), kept until the server is deleted."
                                    },
                                    "prefix": {
                                      "type": "string",
                                      "maxLength": 43,
                                      "pattern": "^[0-9a-f:]{2,39}/(6[4-9]|[7-9][0-9]|1[01][0-9]|12[0-8])$",
                                      "description": "The /64 IPv6 network routed to the server, in CIDR notation; every address in it reaches the server."
                                    }
                                  }
                                }
                              }
                            },
                            "labels": {
                              "type": "object",
                              "description": "Key-value labels for organising resources and selecting them with `label_selector`: at most 32, keys of 1 to 63 lowercase letters, digits, `_`, `.` and `-` starting with a letter, values of up to 63 letters, digits, `_`, `.` and `-` (an empty value is allowed).",
                              "maxProperties": 32,
                              "propertyNames": {
                                "type": "string",
                                "maxLength": 63,
                                "pattern": "^[a-z][a-z0-9_.-]{0,62}$"
                              },
                              "additionalProperties": {
                                "type": "string",
                                "maxLength": 63,
                                "pattern": "^[A-Za-z0-9_.-]{0,63}$"
                              }
                            },
                            "backups_enabled": {
                              "type": "boolean",
                              "description": "Whether automatic backups are on: the `enabled` field of the server's backup policy (`GET /api/v1/servers/{server_id}/backup-policy/`), shown here for convenience. Change it through the backup policy."
                            },
                            "created_at": {
                              "type": "string",
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the server was created (RFC 3339, UTC)."
                            },
                            "updated_at": {
                              "type": "string",
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When any field of the server last changed, its status included (RFC 3339, UTC)."
                            }
                          }
                        },
                        "from": {
                          "type": "string",
                          "description": "Where a server is in its life. Settled states (`running`, `stopped`, `error`) last until you\nact; transitional states last while an action works on the server, and in them the server has\n`locked: true`. Read operations (get, list, list actions) work in every state.\n\n| State | Meaning | Locked | Allowed operations | Leaves to |\n|---|---|---|---|---|\n| `provisioning` | Being created (action `create_server`). | yes | update | `running` (created) · `error` (creation failed) |\n| `running` | Powered on. | no | shutdown, power off, reboot, reset, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `stopping`, `rebooting`, `reinstalling`, `restoring`, `deleting` |\n| `stopping` | Being shut down, gracefully (shutdown) or hard (power off). | yes | update | `stopped` · `running` (the guest ignored a graceful shutdown for 5 minutes; the action fails with `shutdown_timeout`) |\n| `stopped` | Powered off; the disk and addresses are kept and the plan is still billed. | no | power on, resize, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `starting`, `resizing`, `reinstalling`, `restoring`, `deleting` |\n| `starting` | Booting after power on. | yes | update | `running` · `stopped` (the power on failed) |\n| `rebooting` | Restarting after a reboot (graceful) or reset (hard). | yes | update | `running` (also when the guest ignored a graceful reboot for 5 minutes; the action fails with `reboot_timeout`) |\n| `resizing` | Moving to another plan (only from `stopped`). | yes | update | `stopped`, on the new plan (on the previous plan if the resize failed) |\n| `reinstalling` | The disk is being erased and written with an image. | yes | update | `running` · the state it came from (`running`, `stopped` or `error`) if the reinstall failed |\n| `restoring` | The disk is being overwritten from a backup or snapshot. | yes | update | `running` · the state it came from (`running` or `stopped`) if the restore failed |\n| `deleting` | Being deleted, with its backups; snapshots are kept. | yes | none | gone: the server answers 404 afterwards |\n| `error` | The creation failed; the server has no working system. | no | reinstall, update, delete | `reinstalling`, `deleting` |\n\nRules:\n- While the server is in a transitional state (`locked: true`), every state-changing request\n  (power, resize, reinstall, delete, backup, snapshot, restore) fails with 400\n  `resource_locked`; retry when the running action has finished. Updating the name or labels\n  is allowed in every state except `deleting`.\n- In a settled state, an operation the table does not allow fails with 400 `invalid_state`,\n  and the problem's `detail` names the current state.\n- A failed action leaves the server in the settled state it came from and says why in the\n  action's `error`; only a failed create leaves it in `error`.\n- The server's `status` changes before its action reports `success`, so a client that waits\n  for the action never reads a stale status.\n",
                          "enum": [
                            "provisioning",
                            "running",
                            "stopping",
                            "stopped",
                            "starting",
                            "rebooting",
                            "resizing",
                            "reinstalling",
                            "restoring",
                            "deleting",
                            "error"
                          ]
                        },
                        "to": {
                          "type": "string",
                          "description": "Where a server is in its life. Settled states (`running`, `stopped`, `error`) last until you\nact; transitional states last while an action works on the server, and in them the server has\n`locked: true`. Read operations (get, list, list actions) work in every state.\n\n| State | Meaning | Locked | Allowed operations | Leaves to |\n|---|---|---|---|---|\n| `provisioning` | Being created (action `create_server`). | yes | update | `running` (created) · `error` (creation failed) |\n| `running` | Powered on. | no | shutdown, power off, reboot, reset, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `stopping`, `rebooting`, `reinstalling`, `restoring`, `deleting` |\n| `stopping` | Being shut down, gracefully (shutdown) or hard (power off). | yes | update | `stopped` · `running` (the guest ignored a graceful shutdown for 5 minutes; the action fails with `shutdown_timeout`) |\n| `stopped` | Powered off; the disk and addresses are kept and the plan is still billed. | no | power on, resize, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `starting`, `resizing`, `reinstalling`, `restoring`, `deleting` |\n| `starting` | Booting after power on. | yes | update | `running` · `stopped` (the power on failed) |\n| `rebooting` | Restarting after a reboot (graceful) or reset (hard). | yes | update | `running` (also when the guest ignored a graceful reboot for 5 minutes; the action fails with `reboot_timeout`) |\n| `resizing` | Moving to another plan (only from `stopped`). | yes | update | `stopped`, on the new plan (on the previous plan if the resize failed) |\n| `reinstalling` | The disk is being erased and written with an image. | yes | update | `running` · the state it came from (`running`, `stopped` or `error`) if the reinstall failed |\n| `restoring` | The disk is being overwritten from a backup or snapshot. | yes | update | `running` · the state it came from (`running` or `stopped`) if the restore failed |\n| `deleting` | Being deleted, with its backups; snapshots are kept. | yes | none | gone: the server answers 404 afterwards |\n| `error` | The creation failed; the server has no working system. | no | reinstall, update, delete | `reinstalling`, `deleting` |\n\nRules:\n- While the server is in a transitional state (`locked: true`), every state-changing request\n  (power, resize, reinstall, delete, backup, snapshot, restore) fails with 400\n  `resource_locked`; retry when the running action has finished. Updating the name or labels\n  is allowed in every state except `deleting`.\n- In a settled state, an operation the table does not allow fails with 400 `invalid_state`,\n  and the problem's `detail` names the current state.\n- A failed action leaves the server in the settled state it came from and says why in the\n  action's `error`; only a failed create leaves it in `error`.\n- The server's `status` changes before its action reports `success`, so a client that waits\n  for the action never reads a stale status.\n",
                          "enum": [
                            "provisioning",
                            "running",
                            "stopping",
                            "stopped",
                            "starting",
                            "rebooting",
                            "resizing",
                            "reinstalling",
                            "restoring",
                            "deleting",
                            "error"
                          ]
                        }
                      }
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "The body of a `server.deleted` event. A server was deleted (its `delete_server` action succeeded); it answers 404 from now on.",
                  "additionalProperties": false,
                  "required": [
                    "id",
                    "type",
                    "created_at",
                    "data"
                  ],
                  "properties": {
                    "id": {
                      "type": "string",
                      "minLength": 30,
                      "maxLength": 30,
                      "pattern": "^evt_[0-9A-Za-z]{26}$",
                      "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
                    },
                    "type": {
                      "type": "string",
                      "const": "server.deleted",
                      "maxLength": 63,
                      "description": "The event type, always `server.deleted` for this schema."
                    },
                    "created_at": {
                      "type": "string",
                      "format": "date-time",
                      "maxLength": 32,
                      "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
                    },
                    "data": {
                      "type": "object",
                      "description": "The id of the server that was deleted.",
                      "additionalProperties": false,
                      "required": [
                        "server_id"
                      ],
                      "properties": {
                        "server_id": {
                          "type": "integer",
                          "format": "int64",
                          "minimum": 1,
                          "maximum": 9007199254740991,
                          "description": "The id of the deleted server."
                        }
                      }
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "The body of a `backup.available` event. A backup, automatic or manual, finished and can be restored.",
                  "additionalProperties": false,
                  "required": [
                    "id",
                    "type",
                    "created_at",
                    "data"
                  ],
                  "properties": {
                    "id": {
                      "type": "string",
                      "minLength": 30,
                      "maxLength": 30,
                      "pattern": "^evt_[0-9A-Za-z]{26}$",
                      "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
                    },
                    "type": {
                      "type": "string",
                      "const": "backup.available",
                      "maxLength": 63,
                      "description": "The event type, always `backup.available` for this schema."
                    },
                    "created_at": {
                      "type": "string",
                      "format": "date-time",
                      "maxLength": 32,
                      "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
                    },
                    "data": {
                      "type": "object",
                      "description": "The backup, `available`, as `GET /api/v1/backups/{backup_id}/` returns it.",
                      "additionalProperties": false,
                      "required": [
                        "backup"
                      ],
                      "properties": {
                        "backup": {
                          "type": "object",
                          "description": "A full copy of a server's disk at one moment, taken automatically by the server's backup policy or manually. A backup belongs to its server: it can only be restored onto that server, and it is deleted when the server is deleted. See `BackupStatus` for its state machine.",
                          "required": [
                            "id",
                            "server_id",
                            "kind",
                            "description",
                            "status",
                            "size_mb",
                            "created_at",
                            "completed_at"
                          ],
                          "properties": {
                            "id": {
                              "type": "integer",
                              "format": "int64",
                              "minimum": 1,
                              "maximum": 9007199254740991,
                              "description": "The backup's unique identifier."
                            },
                            "server_id": {
                              "type": "integer",
                              "format": "int64",
                              "minimum": 1,
                              "maximum": 9007199254740991,
                              "description": "The id of the server the backup was taken from, and the only server it can be restored onto."
                            },
                            "kind": {
                              "type": "string",
                              "description": "How a backup came to be: `automatic` (taken by the server's backup policy, removed when the policy's `retention` is exceeded) or `manual` (taken with `POST /api/v1/servers/{server_id}/backups/`, kept until you delete it; at most 10 per server).",
                              "enum": [
                                "automatic",
                                "manual"
                              ]
                            },
                            "description": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "maxLength": 255,
                              "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                              "description": "The free-text description given when a manual backup was created; null for automatic backups and for manual backups created without one."
                            },
                            "status": {
                              "type": "string",
                              "description": "Where a backup is in its life. Read operations (get, list) work in every state.\n\n| State | Meaning | Allowed operations | Leaves to |\n|---|---|---|---|\n| `creating` | The server's disk is being copied (action `create_backup`); `size_mb` and `completed_at` are null. | none | `available` (complete) · `failed` (the copy failed) |\n| `available` | Complete, and ready to be restored. | restore, delete | `restoring`, `deleting` |\n| `restoring` | Being written onto its server's disk (action `restore_backup`); the server is `restoring`. | none | `available`, whether the restore succeeded or failed |\n| `deleting` | Being deleted (action `delete_backup`), by you or because the backup policy's `retention` was exceeded. | none | gone: the backup answers 404 afterwards |\n| `failed` | The copy could not be completed; the backup holds no data but counts towards the limits until deleted. | delete | `deleting` |\n\nRules:\n- An operation the table does not allow fails with 400 `invalid_state`, and the problem's\n  `detail` names the backup's current state.\n- Restoring also needs the server to be `running` or `stopped` and not locked (see the server's\n  state machine in `ServerStatus`).\n- Deleting a server deletes all its backups, automatic and manual, with it.\n",
                              "enum": [
                                "creating",
                                "available",
                                "restoring",
                                "deleting",
                                "failed"
                              ]
                            },
                            "size_mb": {
                              "type": [
                                "integer",
                                "null"
                              ],
                              "format": "int64",
                              "minimum": 0,
                              "maximum": 67108864,
                              "description": "The size of the stored backup in MB (compressed, so usually less than the disk); null until the backup is `available`, and null when it `failed`."
                            },
                            "created_at": {
                              "type": "string",
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the backup was started, the moment whose disk contents it holds (RFC 3339, UTC)."
                            },
                            "completed_at": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the backup became `available` or `failed` (RFC 3339, UTC); null while it is `creating`."
                            }
                          }
                        }
                      }
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "The body of a `snapshot.available` event. A snapshot finished and can be restored.",
                  "additionalProperties": false,
                  "required": [
                    "id",
                    "type",
                    "created_at",
                    "data"
                  ],
                  "properties": {
                    "id": {
                      "type": "string",
                      "minLength": 30,
                      "maxLength": 30,
                      "pattern": "^evt_[0-9A-Za-z]{26}$",
                      "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
                    },
                    "type": {
                      "type": "string",
                      "const": "snapshot.available",
                      "maxLength": 63,
                      "description": "The event type, always `snapshot.available` for this schema."
                    },
                    "created_at": {
                      "type": "string",
                      "format": "date-time",
                      "maxLength": 32,
                      "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
                    },
                    "data": {
                      "type": "object",
                      "description": "The snapshot, `available`, as `GET /api/v1/snapshots/{snapshot_id}/` returns it.",
                      "additionalProperties": false,
                      "required": [
                        "snapshot"
                      ],
                      "properties": {
                        "snapshot": {
                          "type": "object",
                          "description": "A named copy of a server's disk at one moment, taken on request, to return to before a risky change. A server keeps at most 5 snapshots, in every state. Unlike backups, snapshots are kept when their server is deleted (restoring one then fails with 404). See `SnapshotStatus` for its state machine.",
                          "required": [
                            "id",
                            "server_id",
                            "name",
                            "status",
                            "size_mb",
                            "created_at",
                            "completed_at"
                          ],
                          "properties": {
                            "id": {
                              "type": "integer",
                              "format": "int64",
                              "minimum": 1,
                              "maximum": 9007199254740991,
                              "description": "The snapshot's unique identifier."
                            },
                            "server_id": {
                              "type": "integer",
                              "format": "int64",
                              "minimum": 1,
                              "maximum": 9007199254740991,
                              "description": "The id of the server the snapshot was taken from, and the only server it can be restored onto. It is kept when that server is deleted, as a record of where the snapshot came from; the server then answers 404."
                            },
                            "name": {
                              "type": "string",
                              "description": "The snapshot's name: 1 to 63 lowercase letters, digits, dots, underscores and hyphens, starting with a letter or digit. Names need not be unique; snapshots are addressed by id.",
                              "minLength": 1,
                              "maxLength": 63,
                              "pattern": "^[a-z0-9][a-z0-9._-]{0,62}$"
                            },
                            "status": {
                              "type": "string",
                              "description": "Where a snapshot is in its life. Read operations (get, list) work in every state.\n\n| State | Meaning | Allowed operations | Leaves to |\n|---|---|---|---|\n| `creating` | The server's disk is being copied (action `create_snapshot`); `size_mb` and `completed_at` are null. | rename | `available` (complete) · `failed` (the copy failed) |\n| `available` | Complete, and ready to be restored. | rename, restore, delete | `restoring`, `deleting` |\n| `restoring` | Being written onto its server's disk (action `restore_snapshot`); the server is `restoring`. | rename | `available`, whether the restore succeeded or failed |\n| `deleting` | Being deleted (action `delete_snapshot`). | none | gone: the snapshot answers 404 afterwards |\n| `failed` | The copy could not be completed; the snapshot holds no data but counts towards the limit until deleted. | rename, delete | `deleting` |\n\nRules:\n- An operation the table does not allow fails with 400 `invalid_state`, and the problem's\n  `detail` names the snapshot's current state.\n- Restoring also needs the snapshot's server to exist and to be `running` or `stopped` and not\n  locked (see the server's state machine in `ServerStatus`).\n- Snapshots survive the deletion of their server; they can then no longer be restored, only\n  renamed and deleted.\n",
                              "enum": [
                                "creating",
                                "available",
                                "restoring",
                                "deleting",
                                "failed"
                              ]
                            },
                            "size_mb": {
                              "type": [
                                "integer",
                                "null"
                              ],
                              "format": "int64",
                              "minimum": 0,
                              "maximum": 67108864,
                              "description": "The size of the stored snapshot in MB; null until the snapshot is `available`, and null when it `failed`."
                            },
                            "created_at": {
                              "type": "string",
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the snapshot was started, the moment whose disk contents it holds (RFC 3339, UTC)."
                            },
                            "completed_at": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the snapshot became `available` or `failed` (RFC 3339, UTC); null while it is `creating`."
                            }
                          }
                        }
                      }
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "The body of a `domain.registered` event. A domain registration succeeded; the domain is `active`.",
                  "additionalProperties": false,
                  "required": [
                    "id",
                    "type",
                    "created_at",
                    "data"
                  ],
                  "properties": {
                    "id": {
                      "type": "string",
                      "minLength": 30,
                      "maxLength": 30,
                      "pattern": "^evt_[0-9A-Za-z]{26}$",
                      "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
                    },
                    "type": {
                      "type": "string",
                      "const": "domain.registered",
                      "maxLength": 63,
                      "description": "The event type, always `domain.registered` for this schema."
                    },
                    "created_at": {
                      "type": "string",
                      "format": "date-time",
                      "maxLength": 32,
                      "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
                    },
                    "data": {
                      "type": "object",
                      "description": "The domain, as `GET /api/v1/domains/{domain_name}/` returns it at the moment of the event.",
                      "additionalProperties": false,
                      "required": [
                        "domain"
                      ],
                      "properties": {
                        "domain": {
                          "type": "object",
                          "description": "A domain name registered in the account, or being registered or transferred in. `status` says where it is in its life (see `DomainStatus` for the state machine); `auto_renew`, `locked` and `privacy` are settings that you change with `PATCH /api/v1/domains/{domain_name}/`. Contacts and auth code have their own paths. Domains are addressed by `name`.",
                          "required": [
                            "name",
                            "tld",
                            "status",
                            "auto_renew",
                            "locked",
                            "privacy",
                            "nameservers",
                            "created_at",
                            "registered_at",
                            "expires_at"
                          ],
                          "properties": {
                            "name": {
                              "type": "string",
                              "maxLength": 253,
                              "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
                              "description": "The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form). It never changes."
                            },
                            "tld": {
                              "type": "string",
                              "maxLength": 63,
                              "pattern": "^[a-z]([a-z0-9-]*[a-z0-9])?(\\.[a-z]([a-z0-9-]*[a-z0-9])?)*$",
                              "description": "The domain's TLD without its leading dot (`GET /api/v1/tlds/{tld}/` has its prices)."
                            },
                            "status": {
                              "type": "string",
                              "description": "Where a domain is in its life. `auto_renew`, `locked` (the transfer lock) and `privacy` are\nsettings, not states: they never change the status. Read operations (get, list, get\nnameservers, get contacts) work in every state; the table lists the other operations.\n\n| State | Meaning | Allowed operations besides reads | Leaves to |\n|---|---|---|---|\n| `registering` | Registration ordered and paid; the `register_domain` action is at work at the registry (usually under a minute). | none | `active` (registered) · `registration_failed` |\n| `registration_failed` | The registry refused the registration (the name was taken meanwhile, or reserved). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `transferring_in` | Inbound transfer requested; the `transfer_domain` action waits for the losing registrar (up to 5 days). | none | `active` (transferred, with one year added) · `transfer_failed` |\n| `transfer_failed` | The transfer was refused (wrong auth code, transfer lock on at the losing registrar, or rejected by it). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `active` | Registered with us and resolving; `expires_at` is in the future. | update, renew, replace nameservers, replace contacts, get auth code (transfer lock off, 60 days after `registered_at`) | `expired` (`expires_at` passed without renewal) · gone (transferred out to another registrar with the auth code; 404 afterwards) |\n| `expired` | Past `expires_at` without renewal: a 30-day grace period, still held for you; renewal is at the normal renewal price. | renew | `active` (renewed) · `redemption` (after 30 days) |\n| `redemption` | The registry's 30-day redemption period. Renewal costs the TLD's redemption fee on top of the renewal price. | renew | `active` (renewed) · `deleted` (after 30 days) |\n| `deleted` | Released to the registry; anyone may register it again. Listed for 30 more days, then gone (404). | none | gone |\n\nAn operation the table does not allow fails with 400 `invalid_state`, and the problem's\n`detail` names the current state. A domain's `status` changes before its action reports\n`success`, so a client that waits for the action never reads a stale status.\n",
                              "enum": [
                                "registering",
                                "registration_failed",
                                "transferring_in",
                                "transfer_failed",
                                "active",
                                "expired",
                                "redemption",
                                "deleted"
                              ]
                            },
                            "auto_renew": {
                              "type": "boolean",
                              "description": "Whether the domain renews itself for one year, at the renewal price, 30 days before `expires_at`. When off, the domain becomes `expired` at `expires_at` unless you renew it."
                            },
                            "locked": {
                              "type": "boolean",
                              "description": "The transfer lock: while true, the registry refuses every transfer of the domain to another registrar, and no auth code is issued. Turn it off only to transfer the domain out. New registrations and completed inbound transfers start with the lock on. (Unlike a server's `locked`, this is a setting, not a sign of running work.)"
                            },
                            "privacy": {
                              "type": "boolean",
                              "description": "WHOIS/RDAP privacy: while true, the public registration data shows a privacy service instead of the contacts' names, email, phone and address. Only on TLDs with `privacy_available`."
                            },
                            "nameservers": {
                              "type": "array",
                              "description": "The domain's nameservers at the registry: 2 to 13 hostnames, lowercase, without a trailing dot. Ours are `ns1.vps-hosting.example` and `ns2.vps-hosting.example`, which serve the account's DNS zones. For a domain in `transferring_in`, the nameservers it has at the losing registrar, which the transfer keeps.",
                              "minItems": 2,
                              "maxItems": 13,
                              "uniqueItems": true,
                              "items": {
                                "type": "string",
                                "maxLength": 253,
                                "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
                              }
                            },
                            "created_at": {
                              "type": "string",
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the domain was added to the account, by a registration order or a transfer request (RFC 3339, UTC)."
                            },
                            "registered_at": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the domain became `active` in the account: its registration or its inbound transfer completed (RFC 3339, UTC). Null while `registering` or `transferring_in`, and after a failure. The auth code is issued only 60 days after it."
                            },
                            "expires_at": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the registration ends unless renewed (RFC 3339, UTC); never more than 10 years ahead. Null while `registering` or `transferring_in`, and after a failure."
                            }
                          }
                        }
                      }
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "The body of a `domain.renewed` event. A domain was renewed, by `renewDomain` or by auto-renew; `expires_at` is the new expiry.",
                  "additionalProperties": false,
                  "required": [
                    "id",
                    "type",
                    "created_at",
                    "data"
                  ],
                  "properties": {
                    "id": {
                      "type": "string",
                      "minLength": 30,
                      "maxLength": 30,
                      "pattern": "^evt_[0-9A-Za-z]{26}$",
                      "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
                    },
                    "type": {
                      "type": "string",
                      "const": "domain.renewed",
                      "maxLength": 63,
                      "description": "The event type, always `domain.renewed` for this schema."
                    },
                    "created_at": {
                      "type": "string",
                      "format": "date-time",
                      "maxLength": 32,
                      "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
                    },
                    "data": {
                      "type": "object",
                      "description": "The domain, as `GET /api/v1/domains/{domain_name}/` returns it at the moment of the event.",
                      "additionalProperties": false,
                      "required": [
                        "domain"
                      ],
                      "properties": {
                        "domain": {
                          "type": "object",
                          "description": "A domain name registered in the account, or being registered or transferred in. `status` says where it is in its life (see `DomainStatus` for the state machine); `auto_renew`, `locked` and `privacy` are settings that you change with `PATCH /api/v1/domains/{domain_name}/`. Contacts and auth code have their own paths. Domains are addressed by `name`.",
                          "required": [
                            "name",
                            "tld",
                            "status",
                            "auto_renew",
                            "locked",
                            "privacy",
                            "nameservers",
                            "created_at",
                            "registered_at",
                            "expires_at"
                          ],
                          "properties": {
                            "name": {
                              "type": "string",
                              "maxLength": 253,
                              "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
                              "description": "The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form). It never changes."
                            },
                            "tld": {
                              "type": "string",
                              "maxLength": 63,
                              "pattern": "^[a-z]([a-z0-9-]*[a-z0-9])?(\\.[a-z]([a-z0-9-]*[a-z0-9])?)*$",
                              "description": "The domain's TLD without its leading dot (`GET /api/v1/tlds/{tld}/` has its prices)."
                            },
                            "status": {
                              "type": "string",
                              "description": "Where a domain is in its life. `auto_renew`, `locked` (the transfer lock) and `privacy` are\nsettings, not states: they never change the status. Read operations (get, list, get\nnameservers, get contacts) work in every state; the table lists the other operations.\n\n| State | Meaning | Allowed operations besides reads | Leaves to |\n|---|---|---|---|\n| `registering` | Registration ordered and paid; the `register_domain` action is at work at the registry (usually under a minute). | none | `active` (registered) · `registration_failed` |\n| `registration_failed` | The registry refused the registration (the name was taken meanwhile, or reserved). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `transferring_in` | Inbound transfer requested; the `transfer_domain` action waits for the losing registrar (up to 5 days). | none | `active` (transferred, with one year added) · `transfer_failed` |\n| `transfer_failed` | The transfer was refused (wrong auth code, transfer lock on at the losing registrar, or rejected by it). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `active` | Registered with us and resolving; `expires_at` is in the future. | update, renew, replace nameservers, replace contacts, get auth code (transfer lock off, 60 days after `registered_at`) | `expired` (`expires_at` passed without renewal) · gone (transferred out to another registrar with the auth code; 404 afterwards) |\n| `expired` | Past `expires_at` without renewal: a 30-day grace period, still held for you; renewal is at the normal renewal price. | renew | `active` (renewed) · `redemption` (after 30 days) |\n| `redemption` | The registry's 30-day redemption period. Renewal costs the TLD's redemption fee on top of the renewal price. | renew | `active` (renewed) · `deleted` (after 30 days) |\n| `deleted` | Released to the registry; anyone may register it again. Listed for 30 more days, then gone (404). | none | gone |\n\nAn operation the table does not allow fails with 400 `invalid_state`, and the problem's\n`detail` names the current state. A domain's `status` changes before its action reports\n`success`, so a client that waits for the action never reads a stale status.\n",
                              "enum": [
                                "registering",
                                "registration_failed",
                                "transferring_in",
                                "transfer_failed",
                                "active",
                                "expired",
                                "redemption",
                                "deleted"
                              ]
                            },
                            "auto_renew": {
                              "type": "boolean",
                              "description": "Whether the domain renews itself for one year, at the renewal price, 30 days before `expires_at`. When off, the domain becomes `expired` at `expires_at` unless you renew it."
                            },
                            "locked": {
                              "type": "boolean",
                              "description": "The transfer lock: while true, the registry refuses every transfer of the domain to another registrar, and no auth code is issued. Turn it off only to transfer the domain out. New registrations and completed inbound transfers start with the lock on. (Unlike a server's `locked`, this is a setting, not a sign of running work.)"
                            },
                            "privacy": {
                              "type": "boolean",
                              "description": "WHOIS/RDAP privacy: while true, the public registration data shows a privacy service instead of the contacts' names, email, phone and address. Only on TLDs with `privacy_available`."
                            },
                            "nameservers": {
                              "type": "array",
                              "description": "The domain's nameservers at the registry: 2 to 13 hostnames, lowercase, without a trailing dot. Ours are `ns1.vps-hosting.example` and `ns2.vps-hosting.example`, which serve the account's DNS zones. For a domain in `transferring_in`, the nameservers it has at the losing registrar, which the transfer keeps.",
                              "minItems": 2,
                              "maxItems": 13,
                              "uniqueItems": true,
                              "items": {
                                "type": "string",
                                "maxLength": 253,
                                "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
                              }
                            },
                            "created_at": {
                              "type": "string",
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the domain was added to the account, by a registration order or a transfer request (RFC 3339, UTC)."
                            },
                            "registered_at": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the domain became `active` in the account: its registration or its inbound transfer completed (RFC 3339, UTC). Null while `registering` or `transferring_in`, and after a failure. The auth code is issued only 60 days after it."
                            },
                            "expires_at": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the registration ends unless renewed (RFC 3339, UTC); never more than 10 years ahead. Null while `registering` or `transferring_in`, and after a failure."
                            }
                          }
                        }
                      }
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "The body of a `domain.expiring` event. A domain with auto-renew off expires soon: sent 30 days and 7 days before `expires_at`, once each.",
                  "additionalProperties": false,
                  "required": [
                    "id",
                    "type",
                    "created_at",
                    "data"
                  ],
                  "properties": {
                    "id": {
                      "type": "string",
                      "minLength": 30,
                      "maxLength": 30,
                      "pattern": "^evt_[0-9A-Za-z]{26}$",
                      "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
                    },
                    "type": {
                      "type": "string",
                      "const": "domain.expiring",
                      "maxLength": 63,
                      "description": "The event type, always `domain.expiring` for this schema."
                    },
                    "created_at": {
                      "type": "string",
                      "format": "date-time",
                      "maxLength": 32,
                      "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
                    },
                    "data": {
                      "type": "object",
                      "description": "The domain (auto-renew off) and the days left until it expires.",
                      "additionalProperties": false,
                      "required": [
                        "domain",
                        "days_left"
                      ],
                      "properties": {
                        "domain": {
                          "type": "object",
                          "description": "A domain name registered in the account, or being registered or transferred in. `status` says where it is in its life (see `DomainStatus` for the state machine); `auto_renew`, `locked` and `privacy` are settings that you change with `PATCH /api/v1/domains/{domain_name}/`. Contacts and auth code have their own paths. Domains are addressed by `name`.",
                          "required": [
                            "name",
                            "tld",
                            "status",
                            "auto_renew",
                            "locked",
                            "privacy",
                            "nameservers",
                            "created_at",
                            "registered_at",
                            "expires_at"
                          ],
                          "properties": {
                            "name": {
                              "type": "string",
                              "maxLength": 253,
                              "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
                              "description": "The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form). It never changes."
                            },
                            "tld": {
                              "type": "string",
                              "maxLength": 63,
                              "pattern": "^[a-z]([a-z0-9-]*[a-z0-9])?(\\.[a-z]([a-z0-9-]*[a-z0-9])?)*$",
                              "description": "The domain's TLD without its leading dot (`GET /api/v1/tlds/{tld}/` has its prices)."
                            },
                            "status": {
                              "type": "string",
                              "description": "Where a domain is in its life. `auto_renew`, `locked` (the transfer lock) and `privacy` are\nsettings, not states: they never change the status. Read operations (get, list, get\nnameservers, get contacts) work in every state; the table lists the other operations.\n\n| State | Meaning | Allowed operations besides reads | Leaves to |\n|---|---|---|---|\n| `registering` | Registration ordered and paid; the `register_domain` action is at work at the registry (usually under a minute). | none | `active` (registered) · `registration_failed` |\n| `registration_failed` | The registry refused the registration (the name was taken meanwhile, or reserved). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `transferring_in` | Inbound transfer requested; the `transfer_domain` action waits for the losing registrar (up to 5 days). | none | `active` (transferred, with one year added) · `transfer_failed` |\n| `transfer_failed` | The transfer was refused (wrong auth code, transfer lock on at the losing registrar, or rejected by it). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `active` | Registered with us and resolving; `expires_at` is in the future. | update, renew, replace nameservers, replace contacts, get auth code (transfer lock off, 60 days after `registered_at`) | `expired` (`expires_at` passed without renewal) · gone (transferred out to another registrar with the auth code; 404 afterwards) |\n| `expired` | Past `expires_at` without renewal: a 30-day grace period, still held for you; renewal is at the normal renewal price. | renew | `active` (renewed) · `redemption` (after 30 days) |\n| `redemption` | The registry's 30-day redemption period. Renewal costs the TLD's redemption fee on top of the renewal price. | renew | `active` (renewed) · `deleted` (after 30 days) |\n| `deleted` | Released to the registry; anyone may register it again. Listed for 30 more days, then gone (404). | none | gone |\n\nAn operation the table does not allow fails with 400 `invalid_state`, and the problem's\n`detail` names the current state. A domain's `status` changes before its action reports\n`success`, so a client that waits for the action never reads a stale status.\n",
                              "enum": [
                                "registering",
                                "registration_failed",
                                "transferring_in",
                                "transfer_failed",
                                "active",
                                "expired",
                                "redemption",
                                "deleted"
                              ]
                            },
                            "auto_renew": {
                              "type": "boolean",
                              "description": "Whether the domain renews itself for one year, at the renewal price, 30 days before `expires_at`. When off, the domain becomes `expired` at `expires_at` unless you renew it."
                            },
                            "locked": {
                              "type": "boolean",
                              "description": "The transfer lock: while true, the registry refuses every transfer of the domain to another registrar, and no auth code is issued. Turn it off only to transfer the domain out. New registrations and completed inbound transfers start with the lock on. (Unlike a server's `locked`, this is a setting, not a sign of running work.)"
                            },
                            "privacy": {
                              "type": "boolean",
                              "description": "WHOIS/RDAP privacy: while true, the public registration data shows a privacy service instead of the contacts' names, email, phone and address. Only on TLDs with `privacy_available`."
                            },
                            "nameservers": {
                              "type": "array",
                              "description": "The domain's nameservers at the registry: 2 to 13 hostnames, lowercase, without a trailing dot. Ours are `ns1.vps-hosting.example` and `ns2.vps-hosting.example`, which serve the account's DNS zones. For a domain in `transferring_in`, the nameservers it has at the losing registrar, which the transfer keeps.",
                              "minItems": 2,
                              "maxItems": 13,
                              "uniqueItems": true,
                              "items": {
                                "type": "string",
                                "maxLength": 253,
                                "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
                              }
                            },
                            "created_at": {
                              "type": "string",
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the domain was added to the account, by a registration order or a transfer request (RFC 3339, UTC)."
                            },
                            "registered_at": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the domain became `active` in the account: its registration or its inbound transfer completed (RFC 3339, UTC). Null while `registering` or `transferring_in`, and after a failure. The auth code is issued only 60 days after it."
                            },
                            "expires_at": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the registration ends unless renewed (RFC 3339, UTC); never more than 10 years ahead. Null while `registering` or `transferring_in`, and after a failure."
                            }
                          }
                        },
                        "days_left": {
                          "type": "integer",
                          "format": "int32",
                          "minimum": 7,
                          "maximum": 30,
                          "enum": [
                            30,
                            7
                          ],
                          "description": "The days until `expires_at`, 30 or 7."
                        }
                      }
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "The body of a `domain.expired` event. A domain reached `expires_at` without renewal and is `expired`.",
                  "additionalProperties": false,
                  "required": [
                    "id",
                    "type",
                    "created_at",
                    "data"
                  ],
                  "properties": {
                    "id": {
                      "type": "string",
                      "minLength": 30,
                      "maxLength": 30,
                      "pattern": "^evt_[0-9A-Za-z]{26}$",
                      "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
                    },
                    "type": {
                      "type": "string",
                      "const": "domain.expired",
                      "maxLength": 63,
                      "description": "The event type, always `domain.expired` for this schema."
                    },
                    "created_at": {
                      "type": "string",
                      "format": "date-time",
                      "maxLength": 32,
                      "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
                    },
                    "data": {
                      "type": "object",
                      "description": "The domain, as `GET /api/v1/domains/{domain_name}/` returns it at the moment of the event.",
                      "additionalProperties": false,
                      "required": [
                        "domain"
                      ],
                      "properties": {
                        "domain": {
                          "type": "object",
                          "description": "A domain name registered in the account, or being registered or transferred in. `status` says where it is in its life (see `DomainStatus` for the state machine); `auto_renew`, `locked` and `privacy` are settings that you change with `PATCH /api/v1/domains/{domain_name}/`. Contacts and auth code have their own paths. Domains are addressed by `name`.",
                          "required": [
                            "name",
                            "tld",
                            "status",
                            "auto_renew",
                            "locked",
                            "privacy",
                            "nameservers",
                            "created_at",
                            "registered_at",
                            "expires_at"
                          ],
                          "properties": {
                            "name": {
                              "type": "string",
                              "maxLength": 253,
                              "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
                              "description": "The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form). It never changes."
                            },
                            "tld": {
                              "type": "string",
                              "maxLength": 63,
                              "pattern": "^[a-z]([a-z0-9-]*[a-z0-9])?(\\.[a-z]([a-z0-9-]*[a-z0-9])?)*$",
                              "description": "The domain's TLD without its leading dot (`GET /api/v1/tlds/{tld}/` has its prices)."
                            },
                            "status": {
                              "type": "string",
                              "description": "Where a domain is in its life. `auto_renew`, `locked` (the transfer lock) and `privacy` are\nsettings, not states: they never change the status. Read operations (get, list, get\nnameservers, get contacts) work in every state; the table lists the other operations.\n\n| State | Meaning | Allowed operations besides reads | Leaves to |\n|---|---|---|---|\n| `registering` | Registration ordered and paid; the `register_domain` action is at work at the registry (usually under a minute). | none | `active` (registered) · `registration_failed` |\n| `registration_failed` | The registry refused the registration (the name was taken meanwhile, or reserved). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `transferring_in` | Inbound transfer requested; the `transfer_domain` action waits for the losing registrar (up to 5 days). | none | `active` (transferred, with one year added) · `transfer_failed` |\n| `transfer_failed` | The transfer was refused (wrong auth code, transfer lock on at the losing registrar, or rejected by it). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `active` | Registered with us and resolving; `expires_at` is in the future. | update, renew, replace nameservers, replace contacts, get auth code (transfer lock off, 60 days after `registered_at`) | `expired` (`expires_at` passed without renewal) · gone (transferred out to another registrar with the auth code; 404 afterwards) |\n| `expired` | Past `expires_at` without renewal: a 30-day grace period, still held for you; renewal is at the normal renewal price. | renew | `active` (renewed) · `redemption` (after 30 days) |\n| `redemption` | The registry's 30-day redemption period. Renewal costs the TLD's redemption fee on top of the renewal price. | renew | `active` (renewed) · `deleted` (after 30 days) |\n| `deleted` | Released to the registry; anyone may register it again. Listed for 30 more days, then gone (404). | none | gone |\n\nAn operation the table does not allow fails with 400 `invalid_state`, and the problem's\n`detail` names the current state. A domain's `status` changes before its action reports\n`success`, so a client that waits for the action never reads a stale status.\n",
                              "enum": [
                                "registering",
                                "registration_failed",
                                "transferring_in",
                                "transfer_failed",
                                "active",
                                "expired",
                                "redemption",
                                "deleted"
                              ]
                            },
                            "auto_renew": {
                              "type": "boolean",
                              "description": "Whether the domain renews itself for one year, at the renewal price, 30 days before `expires_at`. When off, the domain becomes `expired` at `expires_at` unless you renew it."
                            },
                            "locked": {
                              "type": "boolean",
                              "description": "The transfer lock: while true, the registry refuses every transfer of the domain to another registrar, and no auth code is issued. Turn it off only to transfer the domain out. New registrations and completed inbound transfers start with the lock on. (Unlike a server's `locked`, this is a setting, not a sign of running work.)"
                            },
                            "privacy": {
                              "type": "boolean",
                              "description": "WHOIS/RDAP privacy: while true, the public registration data shows a privacy service instead of the contacts' names, email, phone and address. Only on TLDs with `privacy_available`."
                            },
                            "nameservers": {
                              "type": "array",
                              "description": "The domain's nameservers at the registry: 2 to 13 hostnames, lowercase, without a trailing dot. Ours are `ns1.vps-hosting.example` and `ns2.vps-hosting.example`, which serve the account's DNS zones. For a domain in `transferring_in`, the nameservers it has at the losing registrar, which the transfer keeps.",
                              "minItems": 2,
                              "maxItems": 13,
                              "uniqueItems": true,
                              "items": {
                                "type": "string",
                                "maxLength": 253,
                                "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
                              }
                            },
                            "created_at": {
                              "type": "string",
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the domain was added to the account, by a registration order or a transfer request (RFC 3339, UTC)."
                            },
                            "registered_at": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the domain became `active` in the account: its registration or its inbound transfer completed (RFC 3339, UTC). Null while `registering` or `transferring_in`, and after a failure. The auth code is issued only 60 days after it."
                            },
                            "expires_at": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the registration ends unless renewed (RFC 3339, UTC); never more than 10 years ahead. Null while `registering` or `transferring_in`, and after a failure."
                            }
                          }
                        }
                      }
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "The body of a `domain.transfer_completed` event. A domain transfer in succeeded; the domain is `active` in the account.",
                  "additionalProperties": false,
                  "required": [
                    "id",
                    "type",
                    "created_at",
                    "data"
                  ],
                  "properties": {
                    "id": {
                      "type": "string",
                      "minLength": 30,
                      "maxLength": 30,
                      "pattern": "^evt_[0-9A-Za-z]{26}$",
                      "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
                    },
                    "type": {
                      "type": "string",
                      "const": "domain.transfer_completed",
                      "maxLength": 63,
                      "description": "The event type, always `domain.transfer_completed` for this schema."
                    },
                    "created_at": {
                      "type": "string",
                      "format": "date-time",
                      "maxLength": 32,
                      "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
                    },
                    "data": {
                      "type": "object",
                      "description": "The domain, as `GET /api/v1/domains/{domain_name}/` returns it at the moment of the event.",
                      "additionalProperties": false,
                      "required": [
                        "domain"
                      ],
                      "properties": {
                        "domain": {
                          "type": "object",
                          "description": "A domain name registered in the account, or being registered or transferred in. `status` says where it is in its life (see `DomainStatus` for the state machine); `auto_renew`, `locked` and `privacy` are settings that you change with `PATCH /api/v1/domains/{domain_name}/`. Contacts and auth code have their own paths. Domains are addressed by `name`.",
                          "required": [
                            "name",
                            "tld",
                            "status",
                            "auto_renew",
                            "locked",
                            "privacy",
                            "nameservers",
                            "created_at",
                            "registered_at",
                            "expires_at"
                          ],
                          "properties": {
                            "name": {
                              "type": "string",
                              "maxLength": 253,
                              "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
                              "description": "The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form). It never changes."
                            },
                            "tld": {
                              "type": "string",
                              "maxLength": 63,
                              "pattern": "^[a-z]([a-z0-9-]*[a-z0-9])?(\\.[a-z]([a-z0-9-]*[a-z0-9])?)*$",
                              "description": "The domain's TLD without its leading dot (`GET /api/v1/tlds/{tld}/` has its prices)."
                            },
                            "status": {
                              "type": "string",
                              "description": "Where a domain is in its life. `auto_renew`, `locked` (the transfer lock) and `privacy` are\nsettings, not states: they never change the status. Read operations (get, list, get\nnameservers, get contacts) work in every state; the table lists the other operations.\n\n| State | Meaning | Allowed operations besides reads | Leaves to |\n|---|---|---|---|\n| `registering` | Registration ordered and paid; the `register_domain` action is at work at the registry (usually under a minute). | none | `active` (registered) · `registration_failed` |\n| `registration_failed` | The registry refused the registration (the name was taken meanwhile, or reserved). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `transferring_in` | Inbound transfer requested; the `transfer_domain` action waits for the losing registrar (up to 5 days). | none | `active` (transferred, with one year added) · `transfer_failed` |\n| `transfer_failed` | The transfer was refused (wrong auth code, transfer lock on at the losing registrar, or rejected by it). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |\n| `active` | Registered with us and resolving; `expires_at` is in the future. | update, renew, replace nameservers, replace contacts, get auth code (transfer lock off, 60 days after `registered_at`) | `expired` (`expires_at` passed without renewal) · gone (transferred out to another registrar with the auth code; 404 afterwards) |\n| `expired` | Past `expires_at` without renewal: a 30-day grace period, still held for you; renewal is at the normal renewal price. | renew | `active` (renewed) · `redemption` (after 30 days) |\n| `redemption` | The registry's 30-day redemption period. Renewal costs the TLD's redemption fee on top of the renewal price. | renew | `active` (renewed) · `deleted` (after 30 days) |\n| `deleted` | Released to the registry; anyone may register it again. Listed for 30 more days, then gone (404). | none | gone |\n\nAn operation the table does not allow fails with 400 `invalid_state`, and the problem's\n`detail` names the current state. A domain's `status` changes before its action reports\n`success`, so a client that waits for the action never reads a stale status.\n",
                              "enum": [
                                "registering",
                                "registration_failed",
                                "transferring_in",
                                "transfer_failed",
                                "active",
                                "expired",
                                "redemption",
                                "deleted"
                              ]
                            },
                            "auto_renew": {
                              "type": "boolean",
                              "description": "Whether the domain renews itself for one year, at the renewal price, 30 days before `expires_at`. When off, the domain becomes `expired` at `expires_at` unless you renew it."
                            },
                            "locked": {
                              "type": "boolean",
                              "description": "The transfer lock: while true, the registry refuses every transfer of the domain to another registrar, and no auth code is issued. Turn it off only to transfer the domain out. New registrations and completed inbound transfers start with the lock on. (Unlike a server's `locked`, this is a setting, not a sign of running work.)"
                            },
                            "privacy": {
                              "type": "boolean",
                              "description": "WHOIS/RDAP privacy: while true, the public registration data shows a privacy service instead of the contacts' names, email, phone and address. Only on TLDs with `privacy_available`."
                            },
                            "nameservers": {
                              "type": "array",
                              "description": "The domain's nameservers at the registry: 2 to 13 hostnames, lowercase, without a trailing dot. Ours are `ns1.vps-hosting.example` and `ns2.vps-hosting.example`, which serve the account's DNS zones. For a domain in `transferring_in`, the nameservers it has at the losing registrar, which the transfer keeps.",
                              "minItems": 2,
                              "maxItems": 13,
                              "uniqueItems": true,
                              "items": {
                                "type": "string",
                                "maxLength": 253,
                                "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
                              }
                            },
                            "created_at": {
                              "type": "string",
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the domain was added to the account, by a registration order or a transfer request (RFC 3339, UTC)."
                            },
                            "registered_at": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the domain became `active` in the account: its registration or its inbound transfer completed (RFC 3339, UTC). Null while `registering` or `transferring_in`, and after a failure. The auth code is issued only 60 days after it."
                            },
                            "expires_at": {
                              "type": [
                                "string",
                                "null"
                              ],
                              "format": "date-time",
                              "maxLength": 32,
                              "description": "When the registration ends unless renewed (RFC 3339, UTC); never more than 10 years ahead. Null while `registering` or `transferring_in`, and after a failure."
                            }
                          }
                        }
                      }
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "The body of a `dns_zone.changed` event. The records of a DNS zone changed in one atomic change (a record created, changed or deleted, a batch, or a zone file replaced): the ids of the records it created, updated and deleted. Read the records for their values.",
                  "additionalProperties": false,
                  "required": [
                    "id",
                    "type",
                    "created_at",
                    "data"
                  ],
                  "properties": {
                    "id": {
                      "type": "string",
                      "minLength": 30,
                      "maxLength": 30,
                      "pattern": "^evt_[0-9A-Za-z]{26}$",
                      "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
                    },
                    "type": {
                      "type": "string",
                      "const": "dns_zone.changed",
                      "maxLength": 63,
                      "description": "The event type, always `dns_zone.changed` for this schema."
                    },
                    "created_at": {
                      "type": "string",
                      "format": "date-time",
                      "maxLength": 32,
                      "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
                    },
                    "data": {
                      "type": "object",
                      "description": "The zone and the ids of the records one atomic change created, updated and deleted.",
                      "additionalProperties": false,
                      "required": [
                        "zone_name",
                        "created",
                        "updated",
                        "deleted"
                      ],
                      "properties": {
                        "zone_name": {
                          "type": "string",
                          "maxLength": 253,
                          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
                          "description": "The zone's name (`GET /api/v1/dns/zones/{zone_name}/`)."
                        },
                        "created": {
                          "type": "array",
                          "description": "The ids of the records this change created (may be empty).",
                          "maxItems": 500,
                          "items": {
                            "type": "integer",
                            "format": "int64",
                            "minimum": 1,
                            "maximum": 9007199254740991
                          }
                        },
                        "updated": {
                          "type": "array",
                          "description": "The ids of the records this change updated (may be empty).",
                          "maxItems": 500,
                          "items": {
                            "type": "integer",
                            "format": "int64",
                            "minimum": 1,
                            "maximum": 9007199254740991
                          }
                        },
                        "deleted": {
                          "type": "array",
                          "description": "The ids of the records this change deleted (may be empty).",
                          "maxItems": 500,
                          "items": {
                            "type": "integer",
                            "format": "int64",
                            "minimum": 1,
                            "maximum": 9007199254740991
                          }
                        }
                      }
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "The body of a `webhook.test` event. A test event, sent only by `POST /api/v1/webhooks/{webhook_id}/test/` to that webhook, whatever its subscription.",
                  "additionalProperties": false,
                  "required": [
                    "id",
                    "type",
                    "created_at",
                    "data"
                  ],
                  "properties": {
                    "id": {
                      "type": "string",
                      "minLength": 30,
                      "maxLength": 30,
                      "pattern": "^evt_[0-9A-Za-z]{26}$",
                      "description": "An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it."
                    },
                    "type": {
                      "type": "string",
                      "const": "webhook.test",
                      "maxLength": 63,
                      "description": "The event type, always `webhook.test` for this schema."
                    },
                    "created_at": {
                      "type": "string",
                      "format": "date-time",
                      "maxLength": 32,
                      "description": "When the change happened (RFC 3339, UTC); in the sandbox, on its clock."
                    },
                    "data": {
                      "type": "object",
                      "description": "Which webhook is tested, and a note saying so.",
                      "additionalProperties": false,
                      "required": [
                        "webhook_id",
                        "message"
                      ],
                      "properties": {
                        "webhook_id": {
                          "type": "integer",
                          "format": "int64",
                          "minimum": 1,
                          "maximum": 9007199254740991,
                          "description": "The id of the webhook being tested."
                        },
                        "message": {
                          "type": "string",
                          "maxLength": 255,
                          "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
                          "description": "A human-readable note that this is a test."
                        }
                      }
                    }
                  }
                }
              ],
              "discriminator": {
                "propertyName": "type",
                "mapping": {
                  "action.created": "#/components/schemas/WebhookActionCreatedEvent",
                  "action.succeeded": "#/components/schemas/WebhookActionSucceededEvent",
                  "action.failed": "#/components/schemas/WebhookActionFailedEvent",
                  "server.created": "#/components/schemas/WebhookServerCreatedEvent",
                  "server.status_changed": "#/components/schemas/WebhookServerStatusChangedEvent",
                  "server.deleted": "#/components/schemas/WebhookServerDeletedEvent",
                  "backup.available": "#/components/schemas/WebhookBackupAvailableEvent",
                  "snapshot.available": "#/components/schemas/WebhookSnapshotAvailableEvent",
                  "domain.registered": "#/components/schemas/WebhookDomainRegisteredEvent",
                  "domain.renewed": "#/components/schemas/WebhookDomainRenewedEvent",
                  "domain.expiring": "#/components/schemas/WebhookDomainExpiringEvent",
                  "domain.expired": "#/components/schemas/WebhookDomainExpiredEvent",
                  "domain.transfer_completed": "#/components/schemas/WebhookDomainTransferCompletedEvent",
                  "dns_zone.changed": "#/components/schemas/WebhookDnsZoneChangedEvent",
                  "webhook.test": "#/components/schemas/WebhookTestEvent"
                }
              }
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Metadata of a collection response.",
        "required": [
          "pagination"
        ],
        "properties": {
          "pagination": {
            "type": "object",
            "description": "Where this page sits in the whole collection.",
            "required": [
              "page",
              "per_page",
              "total_entries",
              "total_pages"
            ],
            "properties": {
              "page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 1000000,
                "description": "The current page, counting from 1."
              },
              "per_page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 100,
                "description": "The page size in use."
              },
              "total_entries": {
                "type": "integer",
                "format": "int64",
                "minimum": 0,
                "maximum": 9007199254740991,
                "description": "How many items match the filters, on all pages."
              },
              "total_pages": {
                "type": "integer",
                "format": "int32",
                "minimum": 0,
                "maximum": 1000000,
                "description": "How many pages there are at this page size (0 when nothing matches)."
              }
            }
          }
        }
      },
      "links": {
        "type": "object",
        "description": "Absolute URLs of the neighbouring pages, with the same filters, sort and page size. `prev` is null on the first page, `next` is null on the last one.",
        "required": [
          "first",
          "prev",
          "next",
          "last"
        ],
        "properties": {
          "first": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The first page."
          },
          "prev": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The previous page, or null on the first page."
          },
          "next": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The next page, or null on the last page."
          },
          "last": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The last page (the first page when the collection is empty)."
          }
        }
      }
    }
  },
  "WebhookList": {
    "type": "object",
    "description": "A page of webhooks, by id ascending.",
    "required": [
      "data",
      "meta",
      "links"
    ],
    "properties": {
      "data": {
        "type": "array",
        "description": "The webhooks on this page (an account has at most 10).",
        "maxItems": 100,
        "items": {
          "type": "object",
          "description": "A webhook: an HTTPS endpoint of yours that receives a signed POST for every event of the types it subscribes to (see \"Webhooks\" in the introduction, and the document's `webhooks` section for each event's body). Its signing secret is shown only when the webhook is created and when the secret is rotated.",
          "required": [
            "id",
            "url",
            "description",
            "events",
            "enabled",
            "disabled_reason",
            "consecutive_failures",
            "secret_rotation_expires_at",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "format": "int64",
              "minimum": 1,
              "maximum": 9007199254740991,
              "description": "The webhook's unique identifier."
            },
            "url": {
              "type": "string",
              "format": "uri",
              "maxLength": 2048,
              "pattern": "^(https://[^/?#\\s]+|http://(127\\.0\\.0\\.1|localhost)(:[0-9]{1,5})?)([/?#]\\S*)?$",
              "description": "The absolute URL events are delivered to (a POST per event), at most 2,048 characters. It must be `https://`. Production delivers only to public addresses, never to loopback or private networks. A sandbox run on your machine delivers only to loopback, and also accepts `http://127.0.0.1[:port]/…` and `http://localhost[:port]/…` for a receiver there; a hosted sandbox delivers to public addresses only, as production does (`--webhook-targets`). Any other URL answers 400 `validation_failed` with `field: \"/url\"`. Redirects are not followed."
            },
            "description": {
              "type": "string",
              "maxLength": 255,
              "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
              "description": "A free-text note for your own use, such as what receives the events; may be empty."
            },
            "events": {
              "type": "array",
              "description": "The event types a webhook receives, each once (at least one). `webhook.test` cannot be subscribed to: the test operation sends it to the webhook whatever its subscription.",
              "minItems": 1,
              "maxItems": 50,
              "uniqueItems": true,
              "items": {
                "type": "string",
                "description": "The type of an event: `<resource>.<what happened>`. A webhook subscribes to the types it wants (every type except `webhook.test`, which only `POST /api/v1/webhooks/{webhook_id}/test/` sends, whatever the subscription); each type's body is described in the document's `webhooks` section. New event types may be added (`x-extensible-enum`): a receiver ignores a type it does not know, and a type is only sent to the webhooks subscribed to it.",
                "x-extensible-enum": true,
                "enum": [
                  "action.created",
                  "action.succeeded",
                  "action.failed",
                  "server.created",
                  "server.status_changed",
                  "server.deleted",
                  "backup.available",
                  "snapshot.available",
                  "domain.registered",
                  "domain.renewed",
                  "domain.expiring",
                  "domain.expired",
                  "domain.transfer_completed",
                  "dns_zone.changed",
                  "webhook.test"
                ],
                "not": {
                  "const": "webhook.test"
                }
              }
            },
            "enabled": {
              "type": "boolean",
              "description": "Whether events are delivered. A disabled webhook receives no new deliveries; see `disabled_reason` for why. Set it with `updateWebhook` (`enabled: true` also resets `consecutive_failures`)."
            },
            "disabled_reason": {
              "oneOf": [
                {
                  "type": "string",
                  "description": "Why a webhook is disabled: `manual` (`enabled: false` was set with `updateWebhook`) or `failing` (its delivery attempts failed 20 times in a row). Setting `enabled: true` clears it.",
                  "enum": [
                    "manual",
                    "failing"
                  ]
                },
                {
                  "type": "null"
                }
              ],
              "description": "Why the webhook is disabled; null while it is enabled."
            },
            "consecutive_failures": {
              "type": "integer",
              "format": "int32",
              "minimum": 0,
              "maximum": 1000000,
              "description": "Delivery attempts that failed in a row, over all of the webhook's deliveries; any 2xx answer resets it to 0. At 20 the webhook is disabled (`enabled: false`, `disabled_reason: failing`)."
            },
            "secret_rotation_expires_at": {
              "type": [
                "string",
                "null"
              ],
              "format": "date-time",
              "maxLength": 32,
              "description": "While a secret rotation is in progress, when the previous secret stops signing (24 hours after `rotateWebhookSecret`); until then every delivery carries a signature by each secret. Null when no rotation is in progress."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32,
              "description": "When the webhook was created (RFC 3339, UTC)."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32,
              "description": "When any field of the webhook last changed (RFC 3339, UTC): its settings, its secret, or, through delivery attempts, `consecutive_failures` and `enabled`."
            }
          }
        }
      },
      "meta": {
        "type": "object",
        "description": "Metadata of a collection response.",
        "required": [
          "pagination"
        ],
        "properties": {
          "pagination": {
            "type": "object",
            "description": "Where this page sits in the whole collection.",
            "required": [
              "page",
              "per_page",
              "total_entries",
              "total_pages"
            ],
            "properties": {
              "page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 1000000,
                "description": "The current page, counting from 1."
              },
              "per_page": {
                "type": "integer",
                "format": "int32",
                "minimum": 1,
                "maximum": 100,
                "description": "The page size in use."
              },
              "total_entries": {
                "type": "integer",
                "format": "int64",
                "minimum": 0,
                "maximum": 9007199254740991,
                "description": "How many items match the filters, on all pages."
              },
              "total_pages": {
                "type": "integer",
                "format": "int32",
                "minimum": 0,
                "maximum": 1000000,
                "description": "How many pages there are at this page size (0 when nothing matches)."
              }
            }
          }
        }
      },
      "links": {
        "type": "object",
        "description": "Absolute URLs of the neighbouring pages, with the same filters, sort and page size. `prev` is null on the first page, `next` is null on the last one.",
        "required": [
          "first",
          "prev",
          "next",
          "last"
        ],
        "properties": {
          "first": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The first page."
          },
          "prev": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The previous page, or null on the first page."
          },
          "next": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048,
            "description": "The next page, or null on the last page."
          },
          "last": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "The last page (the first page when the collection is empty)."
          }
        }
      }
    }
  },
  "WebhookWithSecret": {
    "type": "object",
    "description": "A webhook with its signing secret: the answer of `createWebhook` and `rotateWebhookSecret`, the only two answers that show the secret. Store `secret` now; every other answer leaves it out.",
    "required": [
      "id",
      "url",
      "description",
      "events",
      "enabled",
      "disabled_reason",
      "consecutive_failures",
      "secret_rotation_expires_at",
      "created_at",
      "updated_at",
      "secret"
    ],
    "properties": {
      "id": {
        "type": "integer",
        "format": "int64",
        "minimum": 1,
        "maximum": 9007199254740991,
        "description": "The webhook's unique identifier."
      },
      "url": {
        "type": "string",
        "format": "uri",
        "maxLength": 2048,
        "pattern": "^(https://[^/?#\\s]+|http://(127\\.0\\.0\\.1|localhost)(:[0-9]{1,5})?)([/?#]\\S*)?$",
        "description": "The absolute URL events are delivered to (a POST per event), at most 2,048 characters. It must be `https://`. Production delivers only to public addresses, never to loopback or private networks. A sandbox run on your machine delivers only to loopback, and also accepts `http://127.0.0.1[:port]/…` and `http://localhost[:port]/…` for a receiver there; a hosted sandbox delivers to public addresses only, as production does (`--webhook-targets`). Any other URL answers 400 `validation_failed` with `field: \"/url\"`. Redirects are not followed."
      },
      "description": {
        "type": "string",
        "maxLength": 255,
        "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
        "description": "A free-text note for your own use, such as what receives the events; may be empty."
      },
      "events": {
        "type": "array",
        "description": "The event types a webhook receives, each once (at least one). `webhook.test` cannot be subscribed to: the test operation sends it to the webhook whatever its subscription.",
        "minItems": 1,
        "maxItems": 50,
        "uniqueItems": true,
        "items": {
          "type": "string",
          "description": "The type of an event: `<resource>.<what happened>`. A webhook subscribes to the types it wants (every type except `webhook.test`, which only `POST /api/v1/webhooks/{webhook_id}/test/` sends, whatever the subscription); each type's body is described in the document's `webhooks` section. New event types may be added (`x-extensible-enum`): a receiver ignores a type it does not know, and a type is only sent to the webhooks subscribed to it.",
          "x-extensible-enum": true,
          "enum": [
            "action.created",
            "action.succeeded",
            "action.failed",
            "server.created",
            "server.status_changed",
            "server.deleted",
            "backup.available",
            "snapshot.available",
            "domain.registered",
            "domain.renewed",
            "domain.expiring",
            "domain.expired",
            "domain.transfer_completed",
            "dns_zone.changed",
            "webhook.test"
          ],
          "not": {
            "const": "webhook.test"
          }
        }
      },
      "enabled": {
        "type": "boolean",
        "description": "Whether events are delivered. A disabled webhook receives no new deliveries; see `disabled_reason` for why. Set it with `updateWebhook` (`enabled: true` also resets `consecutive_failures`)."
      },
      "disabled_reason": {
        "oneOf": [
          {
            "type": "string",
            "description": "Why a webhook is disabled: `manual` (`enabled: false` was set with `updateWebhook`) or `failing` (its delivery attempts failed 20 times in a row). Setting `enabled: true` clears it.",
            "enum": [
              "manual",
              "failing"
            ]
          },
          {
            "type": "null"
          }
        ],
        "description": "Why the webhook is disabled; null while it is enabled."
      },
      "consecutive_failures": {
        "type": "integer",
        "format": "int32",
        "minimum": 0,
        "maximum": 1000000,
        "description": "Delivery attempts that failed in a row, over all of the webhook's deliveries; any 2xx answer resets it to 0. At 20 the webhook is disabled (`enabled: false`, `disabled_reason: failing`)."
      },
      "secret_rotation_expires_at": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "maxLength": 32,
        "description": "While a secret rotation is in progress, when the previous secret stops signing (24 hours after `rotateWebhookSecret`); until then every delivery carries a signature by each secret. Null when no rotation is in progress."
      },
      "created_at": {
        "type": "string",
        "format": "date-time",
        "maxLength": 32,
        "description": "When the webhook was created (RFC 3339, UTC)."
      },
      "updated_at": {
        "type": "string",
        "format": "date-time",
        "maxLength": 32,
        "description": "When any field of the webhook last changed (RFC 3339, UTC): its settings, its secret, or, through delivery attempts, `consecutive_failures` and `enabled`."
      },
      "secret": {
        "type": "string",
        "minLength": 50,
        "maxLength": 50,
        "pattern": "^whsec_[A-Za-z0-9+/]{43}=$",
        "description": "The signing secret of a webhook: `whsec_` and the base64 of 32 random bytes (Standard Webhooks). Shown only in the answers of `createWebhook` and `rotateWebhookSecret`; store it then, it cannot be read again (rotate it if it is lost). Verify every delivery's `webhook-signature` with it."
      }
    }
  }
};
