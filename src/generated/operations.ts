/**
 * The servers and operations of the VPS Hosting Management API, one entry per operation.
 * Generated from generated/openapi.json by scripts/generate/operations.ts. Do not edit: change
 * openapi/ and run `npm run generate`. The shapes are described in src/operation-table.ts.
 */

import type { OperationSpec, ServerSpec } from '../operation-table.js';

/** The document's servers, their URL variables at their defaults. */
export const SERVERS: readonly ServerSpec[] = [
  {
    "url": "https://api.vps-hosting.example",
    "description": "Production. Every path already starts with /api/v1/, so the server URL is the bare host."
  }
];

/** The API's default URL: the first server's, without a trailing slash. */
export const DEFAULT_API_URL = "https://api.vps-hosting.example";

/** One entry per operation, in the document's order. */
export const OPERATIONS: readonly OperationSpec[] = [
  {
    "operationId": "listServers",
    "method": "GET",
    "path": "/api/v1/servers/",
    "tag": "Servers",
    "summary": "List servers",
    "description": "Lists the servers of the account, by id ascending unless `sort` says otherwise. Filter by `status`, `location`, `plan`, exact `name` or labels (`label_selector`); filters combine with AND. Servers in every state are listed, `deleting` included; a deleted server disappears.",
    "scopes": [
      "servers:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "status",
        "in": "query",
        "required": false,
        "description": "Only servers in this status.",
        "schema": {
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
      },
      {
        "name": "location",
        "in": "query",
        "required": false,
        "description": "Only servers in the location with this slug.",
        "schema": {
          "type": "string",
          "maxLength": 63,
          "pattern": "^[a-z0-9][a-z0-9-]{0,62}$"
        }
      },
      {
        "name": "plan",
        "in": "query",
        "required": false,
        "description": "Only servers on the plan with this slug.",
        "schema": {
          "type": "string",
          "maxLength": 63,
          "pattern": "^[a-z0-9][a-z0-9-]{0,62}$"
        }
      },
      {
        "name": "name",
        "in": "query",
        "required": false,
        "description": "Only servers with exactly this name (names need not be unique, so several may match).",
        "schema": {
          "type": "string",
          "maxLength": 63,
          "pattern": "^[a-z][a-z0-9-]{0,62}$"
        }
      },
      {
        "name": "label_selector",
        "in": "query",
        "required": false,
        "description": "Only servers whose labels match every comma-separated condition: `key=value` (the label has this value), `key!=value` (the label is missing or has another value) or `key` (the label is present). For example `env=production,role!=db`. Encode `=` and `,` as usual in a query string.",
        "schema": {
          "type": "string",
          "maxLength": 1000,
          "pattern": "^[a-z][a-z0-9_.-]{0,62}(!?=[A-Za-z0-9_.-]{0,63})?(,[a-z][a-z0-9_.-]{0,62}(!?=[A-Za-z0-9_.-]{0,63})?)*$"
        }
      },
      {
        "name": "sort",
        "in": "query",
        "required": false,
        "description": "The order of the results; a field alone means ascending. Ties are broken by id ascending.",
        "schema": {
          "type": "string",
          "enum": [
            "id",
            "id:asc",
            "id:desc",
            "name",
            "name:asc",
            "name:desc",
            "created_at",
            "created_at:asc",
            "created_at:desc"
          ],
          "default": "id"
        }
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "description": "The page to return, counting from 1. A page past the last returns an empty `data` array.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 1000000,
          "default": 1
        }
      },
      {
        "name": "per_page",
        "in": "query",
        "required": false,
        "description": "How many items a page holds.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 100,
          "default": 25
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "list",
      "schemaName": "ServerList",
      "itemSchemaName": "Server"
    },
    "risks": []
  },
  {
    "operationId": "createServer",
    "method": "POST",
    "path": "/api/v1/servers/",
    "tag": "Servers",
    "summary": "Create a server",
    "description": "Creates a server from a plan, a location and an image, and starts a `create_server` action that installs and boots it. The answer is the new server in `provisioning`, with `locked: true` and its addresses already reserved, and a `Location` header with its URL. When the action succeeds the server is `running`; if it fails, the server is in `error` (delete or reinstall it). Wait by polling `GET /api/v1/servers/{server_id}/` until `status` is no longer `provisioning`, or find the action with `GET /api/v1/servers/{server_id}/actions/` (or `GET /api/v1/actions/?resource_type=server&resource_id={server_id}`) and poll it.",
    "scopes": [
      "servers:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "body": {
      "required": true,
      "schemaName": "ServerCreateRequest",
      "schema": {
        "type": "object",
        "description": "What to create a server with. Only `name`, `plan`, `location` and `image` are required.",
        "additionalProperties": false,
        "required": [
          "name",
          "plan",
          "location",
          "image"
        ],
        "properties": {
          "name": {
            "type": "string",
            "description": "The server's name: 1 to 63 lowercase letters, digits and hyphens, starting with a letter. It becomes the hostname when the server is installed (at creation and at each reinstall). Names need not be unique in the account.",
            "minLength": 1,
            "maxLength": 63,
            "pattern": "^[a-z][a-z0-9-]{0,62}$"
          },
          "plan": {
            "type": "string",
            "maxLength": 63,
            "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
            "description": "The slug of the plan (size) to create the server with. It must be available at `location` (`GET /api/v1/plans/?location=fra1`); otherwise the request fails with 400 `plan_unavailable`."
          },
          "location": {
            "type": "string",
            "maxLength": 63,
            "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
            "description": "The slug of the location to create the server in (`GET /api/v1/locations/`)."
          },
          "image": {
            "type": "string",
            "maxLength": 63,
            "pattern": "^[a-z0-9][a-z0-9.-]{0,62}$",
            "description": "The slug of the image to install. Deprecated images cannot be installed on new servers (400 `image_unavailable`)."
          },
          "ssh_keys": {
            "type": "array",
            "description": "OpenSSH public keys to install for `root` (in `~/.ssh/authorized_keys`), each in the one-line form `<type> <base64> [comment]`. At most 10, no duplicates. With at least one key, SSH password login is disabled; without keys, a random root password is e-mailed to the account holder.",
            "maxItems": 10,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "maxLength": 16384,
              "pattern": "^(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp256|ecdsa-sha2-nistp384|ecdsa-sha2-nistp521) [A-Za-z0-9+/=]+( [^\\x00-\\x1F\\x7F]*)?$"
            }
          },
          "user_data": {
            "type": "string",
            "description": "Cloud-init user data run on the first boot after a create or reinstall (a `#cloud-config` document or a shell script starting with `#!`), up to 65535 characters. It is not part of the server's representation and is never returned.",
            "maxLength": 65535,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$"
          },
          "backups": {
            "type": "boolean",
            "default": false,
            "description": "Turn automatic backups on from the start, with the default backup policy: daily at 03:00 UTC, keeping 7. Change the policy later with `PUT /api/v1/servers/{server_id}/backup-policy/`."
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
          }
        }
      },
      "fields": [
        {
          "name": "name",
          "required": true,
          "description": "The server's name: 1 to 63 lowercase letters, digits and hyphens, starting with a letter. It becomes the hostname when the server is installed (at creation and at each reinstall). Names need not be unique in the account.",
          "schema": {
            "type": "string",
            "description": "The server's name: 1 to 63 lowercase letters, digits and hyphens, starting with a letter. It becomes the hostname when the server is installed (at creation and at each reinstall). Names need not be unique in the account.",
            "minLength": 1,
            "maxLength": 63,
            "pattern": "^[a-z][a-z0-9-]{0,62}$"
          }
        },
        {
          "name": "plan",
          "required": true,
          "description": "The slug of the plan (size) to create the server with. It must be available at `location` (`GET /api/v1/plans/?location=fra1`); otherwise the request fails with 400 `plan_unavailable`.",
          "schema": {
            "type": "string",
            "maxLength": 63,
            "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
            "description": "The slug of the plan (size) to create the server with. It must be available at `location` (`GET /api/v1/plans/?location=fra1`); otherwise the request fails with 400 `plan_unavailable`."
          }
        },
        {
          "name": "location",
          "required": true,
          "description": "The slug of the location to create the server in (`GET /api/v1/locations/`).",
          "schema": {
            "type": "string",
            "maxLength": 63,
            "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
            "description": "The slug of the location to create the server in (`GET /api/v1/locations/`)."
          }
        },
        {
          "name": "image",
          "required": true,
          "description": "The slug of the image to install. Deprecated images cannot be installed on new servers (400 `image_unavailable`).",
          "schema": {
            "type": "string",
            "maxLength": 63,
            "pattern": "^[a-z0-9][a-z0-9.-]{0,62}$",
            "description": "The slug of the image to install. Deprecated images cannot be installed on new servers (400 `image_unavailable`)."
          }
        },
        {
          "name": "ssh_keys",
          "required": false,
          "description": "OpenSSH public keys to install for `root` (in `~/.ssh/authorized_keys`), each in the one-line form `<type> <base64> [comment]`. At most 10, no duplicates. With at least one key, SSH password login is disabled; without keys, a random root password is e-mailed to the account holder.",
          "schema": {
            "type": "array",
            "description": "OpenSSH public keys to install for `root` (in `~/.ssh/authorized_keys`), each in the one-line form `<type> <base64> [comment]`. At most 10, no duplicates. With at least one key, SSH password login is disabled; without keys, a random root password is e-mailed to the account holder.",
            "maxItems": 10,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "maxLength": 16384,
              "pattern": "^(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp256|ecdsa-sha2-nistp384|ecdsa-sha2-nistp521) [A-Za-z0-9+/=]+( [^\\x00-\\x1F\\x7F]*)?$"
            }
          }
        },
        {
          "name": "user_data",
          "required": false,
          "description": "Cloud-init user data run on the first boot after a create or reinstall (a `#cloud-config` document or a shell script starting with `#!`), up to 65535 characters. It is not part of the server's representation and is never returned.",
          "schema": {
            "type": "string",
            "description": "Cloud-init user data run on the first boot after a create or reinstall (a `#cloud-config` document or a shell script starting with `#!`), up to 65535 characters. It is not part of the server's representation and is never returned.",
            "maxLength": 65535,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$"
          }
        },
        {
          "name": "backups",
          "required": false,
          "description": "Turn automatic backups on from the start, with the default backup policy: daily at 03:00 UTC, keeping 7. Change the policy later with `PUT /api/v1/servers/{server_id}/backup-policy/`.",
          "schema": {
            "type": "boolean",
            "default": false,
            "description": "Turn automatic backups on from the start, with the default backup policy: daily at 03:00 UTC, keeping 7. Change the policy later with `PUT /api/v1/servers/{server_id}/backup-policy/`."
          }
        },
        {
          "name": "labels",
          "required": false,
          "description": "Key-value labels for organising resources and selecting them with `label_selector`: at most 32, keys of 1 to 63 lowercase letters, digits, `_`, `.` and `-` starting with a letter, values of up to 63 letters, digits, `_`, `.` and `-` (an empty value is allowed).",
          "schema": {
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
          }
        }
      ]
    },
    "success": {
      "status": 201,
      "kind": "resource",
      "schemaName": "Server"
    },
    "risks": [
      {
        "kind": "paid",
        "summary": "Creates a server, billed by the hour from now until it is deleted."
      }
    ],
    "starts": {
      "action": "create_server",
      "resource": "server",
      "answer": "resource"
    }
  },
  {
    "operationId": "getServer",
    "method": "GET",
    "path": "/api/v1/servers/{server_id}/",
    "tag": "Servers",
    "summary": "Get a server",
    "description": "Returns one server, with its status, plan, addresses and labels. Poll it to follow a server through a transitional state; it answers 404 once a deleted server is gone.",
    "scopes": [
      "servers:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "server_id",
        "in": "path",
        "required": true,
        "description": "The server's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "Server"
    },
    "risks": []
  },
  {
    "operationId": "updateServer",
    "method": "PATCH",
    "path": "/api/v1/servers/{server_id}/",
    "tag": "Servers",
    "summary": "Update a server",
    "description": "Changes a server's name, its labels, or both, at once, and returns the updated server. `labels` replaces the whole map: send every label the server should keep (an empty object removes them all). Renaming changes the name shown in the API; the hostname inside the running system changes only at the next reinstall.",
    "scopes": [
      "servers:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "server_id",
        "in": "path",
        "required": true,
        "description": "The server's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "body": {
      "required": true,
      "schemaName": "ServerUpdateRequest",
      "schema": {
        "type": "object",
        "description": "The fields to change; at least one. Fields left out keep their values. Nothing else about a server can be changed this way: power, plan and image change through the action paths.",
        "additionalProperties": false,
        "minProperties": 1,
        "required": [],
        "properties": {
          "name": {
            "type": "string",
            "description": "The server's name: 1 to 63 lowercase letters, digits and hyphens, starting with a letter. It becomes the hostname when the server is installed (at creation and at each reinstall). Names need not be unique in the account.",
            "minLength": 1,
            "maxLength": 63,
            "pattern": "^[a-z][a-z0-9-]{0,62}$"
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
          }
        }
      },
      "fields": [
        {
          "name": "name",
          "required": false,
          "description": "The server's name: 1 to 63 lowercase letters, digits and hyphens, starting with a letter. It becomes the hostname when the server is installed (at creation and at each reinstall). Names need not be unique in the account.",
          "schema": {
            "type": "string",
            "description": "The server's name: 1 to 63 lowercase letters, digits and hyphens, starting with a letter. It becomes the hostname when the server is installed (at creation and at each reinstall). Names need not be unique in the account.",
            "minLength": 1,
            "maxLength": 63,
            "pattern": "^[a-z][a-z0-9-]{0,62}$"
          }
        },
        {
          "name": "labels",
          "required": false,
          "description": "Key-value labels for organising resources and selecting them with `label_selector`: at most 32, keys of 1 to 63 lowercase letters, digits, `_`, `.` and `-` starting with a letter, values of up to 63 letters, digits, `_`, `.` and `-` (an empty value is allowed).",
          "schema": {
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
          }
        }
      ]
    },
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "Server"
    },
    "risks": []
  },
  {
    "operationId": "deleteServer",
    "method": "DELETE",
    "path": "/api/v1/servers/{server_id}/",
    "tag": "Servers",
    "summary": "Delete a server",
    "description": "Deletes a server and starts a `delete_server` action; the answer is that action. The server moves to `deleting` (locked) at once and, when the action succeeds, is gone: it answers 404 and is no longer billed. Its addresses are released and its automatic and manual backups are deleted with it; its snapshots are kept (delete them with `DELETE /api/v1/snapshots/{snapshot_id}/`). This cannot be undone.",
    "scopes": [
      "servers:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "server_id",
        "in": "path",
        "required": true,
        "description": "The server's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "action",
      "schemaName": "Action"
    },
    "risks": [
      {
        "kind": "destructive",
        "summary": "Deletes the server, its disk and its backups for good; its snapshots are kept."
      }
    ],
    "starts": {
      "action": "delete_server",
      "resource": "server",
      "answer": "action"
    }
  },
  {
    "operationId": "listServerActions",
    "method": "GET",
    "path": "/api/v1/servers/{server_id}/actions/",
    "tag": "Servers",
    "summary": "List a server's actions",
    "description": "Lists the actions of one server, its history of creation, power, resize, reinstall, backup, snapshot and restore work, by id ascending unless `sort` says otherwise. Filter by `status=running` to find the action that holds a locked server. The same actions are in `GET /api/v1/actions/?resource_type=server&resource_id={server_id}`; they are kept for 90 days. A deleted server's actions are only listed there, as its own path answers 404.",
    "scopes": [
      "servers:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "server_id",
        "in": "path",
        "required": true,
        "description": "The server's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      },
      {
        "name": "status",
        "in": "query",
        "required": false,
        "description": "Only actions in this status.",
        "schema": {
          "type": "string",
          "description": "Where an action is in its life: `pending` (accepted, not started) → `running` → `success` or\n`error`. `success` and `error` are terminal: the action never changes again.\n",
          "enum": [
            "pending",
            "running",
            "success",
            "error"
          ]
        }
      },
      {
        "name": "type",
        "in": "query",
        "required": false,
        "description": "Only actions of this type.",
        "schema": {
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
        }
      },
      {
        "name": "sort",
        "in": "query",
        "required": false,
        "description": "The order of the results; a field alone means ascending.",
        "schema": {
          "type": "string",
          "enum": [
            "id",
            "id:asc",
            "id:desc",
            "started_at",
            "started_at:asc",
            "started_at:desc"
          ],
          "default": "id"
        }
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "description": "The page to return, counting from 1. A page past the last returns an empty `data` array.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 1000000,
          "default": 1
        }
      },
      {
        "name": "per_page",
        "in": "query",
        "required": false,
        "description": "How many items a page holds.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 100,
          "default": 25
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "list",
      "schemaName": "ActionList",
      "itemSchemaName": "Action"
    },
    "risks": []
  },
  {
    "operationId": "powerOnServer",
    "method": "POST",
    "path": "/api/v1/servers/{server_id}/actions/power-on/",
    "tag": "Servers",
    "summary": "Power on a server",
    "description": "Powers on a stopped server and starts a `power_on_server` action; the answer is that action, `pending`, with a `Location` header to poll it. The server moves from `stopped` to `starting` (locked) and to `running` when the action succeeds; if the boot fails, it goes back to `stopped` and the action ends in `error`.",
    "scopes": [
      "servers:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "server_id",
        "in": "path",
        "required": true,
        "description": "The server's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "success": {
      "status": 201,
      "kind": "action",
      "schemaName": "Action"
    },
    "risks": [],
    "starts": {
      "action": "power_on_server",
      "resource": "server",
      "answer": "action"
    }
  },
  {
    "operationId": "shutdownServer",
    "method": "POST",
    "path": "/api/v1/servers/{server_id}/actions/shutdown/",
    "tag": "Servers",
    "summary": "Shut down a server gracefully",
    "description": "Asks the operating system of a running server to shut down cleanly (an ACPI power-button event) and starts a `shutdown_server` action; the answer is that action, `pending`, with a `Location` header to poll it. The server moves from `running` to `stopping` (locked) and to `stopped` once the guest has powered off.",
    "scopes": [
      "servers:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "server_id",
        "in": "path",
        "required": true,
        "description": "The server's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "success": {
      "status": 201,
      "kind": "action",
      "schemaName": "Action"
    },
    "risks": [
      {
        "kind": "disruptive",
        "summary": "Stops the server: what runs on it is unreachable until it is powered on again."
      }
    ],
    "starts": {
      "action": "shutdown_server",
      "resource": "server",
      "answer": "action"
    }
  },
  {
    "operationId": "powerOffServer",
    "method": "POST",
    "path": "/api/v1/servers/{server_id}/actions/power-off/",
    "tag": "Servers",
    "summary": "Power off a server",
    "description": "Cuts the power of a running server at once, like pulling the plug, and starts a `power_off_server` action; the answer is that action, `pending`, with a `Location` header to poll it. The server moves from `running` to `stopping` (locked) and to `stopped` within seconds. Data the operating system has not yet written to disk may be lost and the file system may need a check at the next boot; prefer a graceful shutdown (`POST /api/v1/servers/{server_id}/actions/shutdown/`) and power off only a server that does not respond to it.",
    "scopes": [
      "servers:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "server_id",
        "in": "path",
        "required": true,
        "description": "The server's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "success": {
      "status": 201,
      "kind": "action",
      "schemaName": "Action"
    },
    "risks": [
      {
        "kind": "disruptive",
        "summary": "Cuts the power like pulling the plug: unsaved data in memory is lost and the server is unreachable until powered on."
      }
    ],
    "starts": {
      "action": "power_off_server",
      "resource": "server",
      "answer": "action"
    }
  },
  {
    "operationId": "rebootServer",
    "method": "POST",
    "path": "/api/v1/servers/{server_id}/actions/reboot/",
    "tag": "Servers",
    "summary": "Reboot a server gracefully",
    "description": "Asks the operating system of a running server to restart cleanly (an ACPI reboot) and starts a `reboot_server` action; the answer is that action, `pending`, with a `Location` header to poll it. The server moves from `running` to `rebooting` (locked) and back to `running` once it has restarted. If the guest ignores the request for 5 minutes, the action ends in `error` with the code `reboot_timeout` and the server is `running` as before; then reset it with `POST /api/v1/servers/{server_id}/actions/reset/`.",
    "scopes": [
      "servers:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "server_id",
        "in": "path",
        "required": true,
        "description": "The server's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "success": {
      "status": 201,
      "kind": "action",
      "schemaName": "Action"
    },
    "risks": [
      {
        "kind": "disruptive",
        "summary": "Restarts the server: what runs on it is unreachable until it is back up."
      }
    ],
    "starts": {
      "action": "reboot_server",
      "resource": "server",
      "answer": "action"
    }
  },
  {
    "operationId": "resetServer",
    "method": "POST",
    "path": "/api/v1/servers/{server_id}/actions/reset/",
    "tag": "Servers",
    "summary": "Reset a server",
    "description": "Restarts a running server hard, like pressing its reset button, and starts a `reset_server` action; the answer is that action, `pending`, with a `Location` header to poll it. The server moves from `running` to `rebooting` (locked) and back to `running`. Data the operating system has not yet written to disk may be lost; prefer a graceful reboot (`POST /api/v1/servers/{server_id}/actions/reboot/`) and reset only a server that does not respond to it.",
    "scopes": [
      "servers:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "server_id",
        "in": "path",
        "required": true,
        "description": "The server's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "success": {
      "status": 201,
      "kind": "action",
      "schemaName": "Action"
    },
    "risks": [
      {
        "kind": "disruptive",
        "summary": "Restarts the server at once like pressing reset: unsaved data in memory is lost and it is unreachable until it is back up."
      }
    ],
    "starts": {
      "action": "reset_server",
      "resource": "server",
      "answer": "action"
    }
  },
  {
    "operationId": "resizeServer",
    "method": "POST",
    "path": "/api/v1/servers/{server_id}/actions/resize/",
    "tag": "Servers",
    "summary": "Resize a server",
    "description": "Moves a stopped server to another plan and starts a `resize_server` action; the answer is that action, `pending`, with a `Location` header to poll it. The server moves from `stopped` to `resizing` (locked) and back to `stopped`, on the new plan, when the action succeeds; power it on afterwards. If the resize fails (for example the host has no room for the plan), the server is `stopped` on its previous plan and the action ends in `error`. The id, addresses and data are kept.",
    "scopes": [
      "servers:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "server_id",
        "in": "path",
        "required": true,
        "description": "The server's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "body": {
      "required": true,
      "schemaName": "ResizeServerRequest",
      "schema": {
        "type": "object",
        "description": "The plan to move a stopped server to, and whether its disk grows with it.",
        "additionalProperties": false,
        "required": [
          "plan"
        ],
        "properties": {
          "plan": {
            "type": "string",
            "maxLength": 63,
            "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
            "description": "The slug of the new plan. It must be offered at the server's location, differ from the current plan, and have at least as much disk as the server's current `disk_gb`; otherwise the request fails with 400 `plan_unavailable`."
          },
          "resize_disk": {
            "type": "boolean",
            "default": true,
            "description": "True (the default) grows the disk to the new plan's disk size; this can never be undone, because a disk never shrinks. False changes only CPU and memory and keeps the disk as it is, so that a later resize back to a plan with a smaller disk stays possible."
          }
        }
      },
      "fields": [
        {
          "name": "plan",
          "required": true,
          "description": "The slug of the new plan. It must be offered at the server's location, differ from the current plan, and have at least as much disk as the server's current `disk_gb`; otherwise the request fails with 400 `plan_unavailable`.",
          "schema": {
            "type": "string",
            "maxLength": 63,
            "pattern": "^[a-z0-9][a-z0-9-]{0,62}$",
            "description": "The slug of the new plan. It must be offered at the server's location, differ from the current plan, and have at least as much disk as the server's current `disk_gb`; otherwise the request fails with 400 `plan_unavailable`."
          }
        },
        {
          "name": "resize_disk",
          "required": false,
          "description": "True (the default) grows the disk to the new plan's disk size; this can never be undone, because a disk never shrinks. False changes only CPU and memory and keeps the disk as it is, so that a later resize back to a plan with a smaller disk stays possible.",
          "schema": {
            "type": "boolean",
            "default": true,
            "description": "True (the default) grows the disk to the new plan's disk size; this can never be undone, because a disk never shrinks. False changes only CPU and memory and keeps the disk as it is, so that a later resize back to a plan with a smaller disk stays possible."
          }
        }
      ]
    },
    "success": {
      "status": 201,
      "kind": "action",
      "schemaName": "Action"
    },
    "risks": [
      {
        "kind": "paid",
        "summary": "Bills the server at the new plan's price from the next hour."
      }
    ],
    "starts": {
      "action": "resize_server",
      "resource": "server",
      "answer": "action"
    }
  },
  {
    "operationId": "reinstallServer",
    "method": "POST",
    "path": "/api/v1/servers/{server_id}/actions/reinstall/",
    "tag": "Servers",
    "summary": "Reinstall a server",
    "description": "Erases the server's disk, installs an image on it and starts a `reinstall_server` action; the answer is that action, `pending`, with a `Location` header to poll it. Everything on the disk is destroyed and cannot be recovered, except from a backup or snapshot taken before. The id, name, addresses, plan, labels, backup policy, backups and snapshots are kept. The new system gets `ssh_keys` and runs `user_data` as at creation; without `ssh_keys`, a new root password is e-mailed to the account holder.",
    "scopes": [
      "servers:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "server_id",
        "in": "path",
        "required": true,
        "description": "The server's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "body": {
      "required": true,
      "schemaName": "ReinstallServerRequest",
      "schema": {
        "type": "object",
        "description": "The image to reinstall the server with. Everything on the disk is erased; the id, name, addresses, plan, labels, backups and snapshots are kept.",
        "additionalProperties": false,
        "required": [
          "image"
        ],
        "properties": {
          "image": {
            "type": "string",
            "maxLength": 63,
            "pattern": "^[a-z0-9][a-z0-9.-]{0,62}$",
            "description": "The slug of the image to install; it may differ from the current one. Deprecated images cannot be installed (400 `image_unavailable`)."
          },
          "ssh_keys": {
            "type": "array",
            "description": "OpenSSH public keys to install for `root` (in `~/.ssh/authorized_keys`), each in the one-line form `<type> <base64> [comment]`. At most 10, no duplicates. With at least one key, SSH password login is disabled; without keys, a random root password is e-mailed to the account holder.",
            "maxItems": 10,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "maxLength": 16384,
              "pattern": "^(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp256|ecdsa-sha2-nistp384|ecdsa-sha2-nistp521) [A-Za-z0-9+/=]+( [^\\x00-\\x1F\\x7F]*)?$"
            }
          },
          "user_data": {
            "type": "string",
            "description": "Cloud-init user data run on the first boot after a create or reinstall (a `#cloud-config` document or a shell script starting with `#!`), up to 65535 characters. It is not part of the server's representation and is never returned.",
            "maxLength": 65535,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$"
          }
        }
      },
      "fields": [
        {
          "name": "image",
          "required": true,
          "description": "The slug of the image to install; it may differ from the current one. Deprecated images cannot be installed (400 `image_unavailable`).",
          "schema": {
            "type": "string",
            "maxLength": 63,
            "pattern": "^[a-z0-9][a-z0-9.-]{0,62}$",
            "description": "The slug of the image to install; it may differ from the current one. Deprecated images cannot be installed (400 `image_unavailable`)."
          }
        },
        {
          "name": "ssh_keys",
          "required": false,
          "description": "OpenSSH public keys to install for `root` (in `~/.ssh/authorized_keys`), each in the one-line form `<type> <base64> [comment]`. At most 10, no duplicates. With at least one key, SSH password login is disabled; without keys, a random root password is e-mailed to the account holder.",
          "schema": {
            "type": "array",
            "description": "OpenSSH public keys to install for `root` (in `~/.ssh/authorized_keys`), each in the one-line form `<type> <base64> [comment]`. At most 10, no duplicates. With at least one key, SSH password login is disabled; without keys, a random root password is e-mailed to the account holder.",
            "maxItems": 10,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "maxLength": 16384,
              "pattern": "^(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp256|ecdsa-sha2-nistp384|ecdsa-sha2-nistp521) [A-Za-z0-9+/=]+( [^\\x00-\\x1F\\x7F]*)?$"
            }
          }
        },
        {
          "name": "user_data",
          "required": false,
          "description": "Cloud-init user data run on the first boot after a create or reinstall (a `#cloud-config` document or a shell script starting with `#!`), up to 65535 characters. It is not part of the server's representation and is never returned.",
          "schema": {
            "type": "string",
            "description": "Cloud-init user data run on the first boot after a create or reinstall (a `#cloud-config` document or a shell script starting with `#!`), up to 65535 characters. It is not part of the server's representation and is never returned.",
            "maxLength": 65535,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$"
          }
        }
      ]
    },
    "success": {
      "status": 201,
      "kind": "action",
      "schemaName": "Action"
    },
    "risks": [
      {
        "kind": "destructive",
        "summary": "Erases the server's disk and installs a fresh image: everything on the disk is lost."
      }
    ],
    "starts": {
      "action": "reinstall_server",
      "resource": "server",
      "answer": "action"
    }
  },
  {
    "operationId": "listActions",
    "method": "GET",
    "path": "/api/v1/actions/",
    "tag": "Actions",
    "summary": "List actions",
    "description": "Lists the actions of every resource in the account, by id ascending unless `sort` says otherwise. Filter by `status` to find work still in progress, or by `resource_type` and `resource_id` to find the actions of one resource (for example the `create_server` action of a server just created). Actions are kept for 90 days.",
    "scopes": [
      "actions:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "status",
        "in": "query",
        "required": false,
        "description": "Only actions in this status.",
        "schema": {
          "type": "string",
          "description": "Where an action is in its life: `pending` (accepted, not started) → `running` → `success` or\n`error`. `success` and `error` are terminal: the action never changes again.\n",
          "enum": [
            "pending",
            "running",
            "success",
            "error"
          ]
        }
      },
      {
        "name": "type",
        "in": "query",
        "required": false,
        "description": "Only actions of this type.",
        "schema": {
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
        }
      },
      {
        "name": "resource_type",
        "in": "query",
        "required": false,
        "description": "Only actions on resources of this type.",
        "schema": {
          "type": "string",
          "description": "The kind of resource an action works on. New resource types may be added (`x-extensible-enum`): ignore actions on a type you do not know.",
          "x-extensible-enum": true,
          "enum": [
            "server",
            "backup",
            "snapshot",
            "domain"
          ]
        }
      },
      {
        "name": "resource_id",
        "in": "query",
        "required": false,
        "description": "Only actions on the resource with this id, as in the action's `resource.id` and the resource's path (`42`, `example.com`); use it with `resource_type`.",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^[a-z0-9][a-z0-9.-]*$"
        }
      },
      {
        "name": "sort",
        "in": "query",
        "required": false,
        "description": "The order of the results.",
        "schema": {
          "type": "string",
          "enum": [
            "id",
            "id:asc",
            "id:desc",
            "started_at",
            "started_at:asc",
            "started_at:desc"
          ],
          "default": "id"
        }
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "description": "The page to return, counting from 1. A page past the last returns an empty `data` array.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 1000000,
          "default": 1
        }
      },
      {
        "name": "per_page",
        "in": "query",
        "required": false,
        "description": "How many items a page holds.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 100,
          "default": 25
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "list",
      "schemaName": "ActionList",
      "itemSchemaName": "Action"
    },
    "risks": []
  },
  {
    "operationId": "getAction",
    "method": "GET",
    "path": "/api/v1/actions/{action_id}/",
    "tag": "Actions",
    "summary": "Get an action",
    "description": "Returns one action, with its status and progress. Poll this operation to wait for asynchronous work: every second or two, until `status` is `success` or `error`. The resource's own `status` is already updated when the action reports `success`.",
    "scopes": [
      "actions:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "action_id",
        "in": "path",
        "required": true,
        "description": "The action's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "action",
      "schemaName": "Action"
    },
    "risks": []
  },
  {
    "operationId": "getBackupPolicy",
    "method": "GET",
    "path": "/api/v1/servers/{server_id}/backup-policy/",
    "tag": "Backups",
    "summary": "Get a server's backup policy",
    "description": "Returns the automatic backup policy of a server: whether it is enabled, its daily or weekly schedule, the hour its window starts (UTC), how many automatic backups it keeps, and when the next backup window starts. Every server has a policy, in every state; a server created without backups has a disabled one. The server's `backups_enabled` field shows the policy's `enabled`.",
    "scopes": [
      "backups:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "server_id",
        "in": "path",
        "required": true,
        "description": "The server's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "BackupPolicy"
    },
    "risks": []
  },
  {
    "operationId": "replaceBackupPolicy",
    "method": "PUT",
    "path": "/api/v1/servers/{server_id}/backup-policy/",
    "tag": "Backups",
    "summary": "Replace a server's backup policy",
    "description": "Replaces the whole automatic backup policy of a server and returns it. Send the whole policy: `enabled`, `schedule` (`daily` or `weekly`), `weekday` (required for `weekly`, left out or null for `daily`), `hour` (0–23, UTC, the start of the one-hour window) and `retention` (1–30 automatic backups kept). The server's `backups_enabled` field follows `enabled` at once.",
    "scopes": [
      "backups:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "server_id",
        "in": "path",
        "required": true,
        "description": "The server's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "body": {
      "required": true,
      "schemaName": "BackupPolicyReplaceRequest",
      "schema": {
        "type": "object",
        "description": "The whole backup policy of a server; it replaces the current one. Every field is required except `weekday`, which is required (a day, not null) when `schedule` is `weekly` and must be left out or null when it is `daily` (the `if`/`then`/`else` below). Send the schedule fields also when disabling, so that re-enabling later brings them back.",
        "additionalProperties": false,
        "required": [
          "enabled",
          "schedule",
          "hour",
          "retention"
        ],
        "properties": {
          "enabled": {
            "type": "boolean",
            "description": "Whether automatic backups are taken. False stops new automatic backups and keeps the existing ones."
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
            "description": "The day (UTC) a `weekly` backup runs; required when `schedule` is `weekly`, left out or null when it is `daily`.",
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
            "description": "The hour (UTC, 0–23) at which the one-hour backup window starts."
          },
          "retention": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 30,
            "description": "How many automatic backups to keep (1–30). Lowering it deletes the oldest automatic backups beyond the new count when the next automatic backup becomes `available`."
          }
        },
        "$comment": "A `weekly` schedule needs a `weekday`; a `daily` one has none (left out or null).",
        "if": {
          "required": [
            "schedule"
          ],
          "properties": {
            "schedule": {
              "const": "weekly"
            }
          }
        },
        "then": {
          "unevaluatedProperties": true,
          "required": [
            "weekday"
          ],
          "properties": {
            "weekday": {
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
            }
          }
        },
        "else": {
          "unevaluatedProperties": true,
          "properties": {
            "weekday": {
              "type": "null"
            }
          }
        }
      },
      "fields": [
        {
          "name": "enabled",
          "required": true,
          "description": "Whether automatic backups are taken. False stops new automatic backups and keeps the existing ones.",
          "schema": {
            "type": "boolean",
            "description": "Whether automatic backups are taken. False stops new automatic backups and keeps the existing ones."
          }
        },
        {
          "name": "schedule",
          "required": true,
          "description": "How often automatic backups run: `daily` (every day in the window starting at `hour`) or `weekly` (once a week, on `weekday`, in the window starting at `hour`).",
          "schema": {
            "type": "string",
            "description": "How often automatic backups run: `daily` (every day in the window starting at `hour`) or `weekly` (once a week, on `weekday`, in the window starting at `hour`).",
            "enum": [
              "daily",
              "weekly"
            ]
          }
        },
        {
          "name": "weekday",
          "required": false,
          "description": "The day (UTC) a `weekly` backup runs; required when `schedule` is `weekly`, left out or null when it is `daily`.",
          "schema": {
            "description": "The day (UTC) a `weekly` backup runs; required when `schedule` is `weekly`, left out or null when it is `daily`.",
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
          }
        },
        {
          "name": "hour",
          "required": true,
          "description": "The hour (UTC, 0–23) at which the one-hour backup window starts.",
          "schema": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 23,
            "description": "The hour (UTC, 0–23) at which the one-hour backup window starts."
          }
        },
        {
          "name": "retention",
          "required": true,
          "description": "How many automatic backups to keep (1–30). Lowering it deletes the oldest automatic backups beyond the new count when the next automatic backup becomes `available`.",
          "schema": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 30,
            "description": "How many automatic backups to keep (1–30). Lowering it deletes the oldest automatic backups beyond the new count when the next automatic backup becomes `available`."
          }
        }
      ]
    },
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "BackupPolicy"
    },
    "risks": [
      {
        "kind": "paid",
        "summary": "Turns automatic backups on, billed at 20% of the server's plan price while they stay on.",
        "when": {
          "field": "enabled",
          "equals": true
        }
      }
    ]
  },
  {
    "operationId": "listServerBackups",
    "method": "GET",
    "path": "/api/v1/servers/{server_id}/backups/",
    "tag": "Backups",
    "summary": "List a server's backups",
    "description": "Lists the backups of one server, automatic and manual, by id ascending unless `sort` says otherwise. Filter by `kind` to see only automatic or only manual backups, or by `status` to find the ones that can be restored (`available`). Backups in every state are listed; a deleted backup disappears. A server's backups are deleted with the server, so a deleted server answers 404.",
    "scopes": [
      "backups:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "server_id",
        "in": "path",
        "required": true,
        "description": "The server's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      },
      {
        "name": "kind",
        "in": "query",
        "required": false,
        "description": "Only backups of this kind.",
        "schema": {
          "type": "string",
          "description": "How a backup came to be: `automatic` (taken by the server's backup policy, removed when the policy's `retention` is exceeded) or `manual` (taken with `POST /api/v1/servers/{server_id}/backups/`, kept until you delete it; at most 10 per server).",
          "enum": [
            "automatic",
            "manual"
          ]
        }
      },
      {
        "name": "status",
        "in": "query",
        "required": false,
        "description": "Only backups in this status.",
        "schema": {
          "type": "string",
          "description": "Where a backup is in its life. Read operations (get, list) work in every state.\n\n| State | Meaning | Allowed operations | Leaves to |\n|---|---|---|---|\n| `creating` | The server's disk is being copied (action `create_backup`); `size_mb` and `completed_at` are null. | none | `available` (complete) · `failed` (the copy failed) |\n| `available` | Complete, and ready to be restored. | restore, delete | `restoring`, `deleting` |\n| `restoring` | Being written onto its server's disk (action `restore_backup`); the server is `restoring`. | none | `available`, whether the restore succeeded or failed |\n| `deleting` | Being deleted (action `delete_backup`), by you or because the backup policy's `retention` was exceeded. | none | gone: the backup answers 404 afterwards |\n| `failed` | The copy could not be completed; the backup holds no data but counts towards the limits until deleted. | delete | `deleting` |\n\nRules:\n- An operation the table does not allow fails with 400 `invalid_state`, and the problem's\n  `detail` names the backup's current state.\n- Restoring also needs the server to be `running` or `stopped` and not locked (see the server's\n  state machine in `ServerStatus`).\n- Deleting a server deletes all its backups, automatic and manual, with it.\n",
          "enum": [
            "creating",
            "available",
            "restoring",
            "deleting",
            "failed"
          ]
        }
      },
      {
        "name": "sort",
        "in": "query",
        "required": false,
        "description": "The order of the results; a field alone means ascending. Ties are broken by id ascending.",
        "schema": {
          "type": "string",
          "enum": [
            "id",
            "id:asc",
            "id:desc",
            "created_at",
            "created_at:asc",
            "created_at:desc"
          ],
          "default": "id"
        }
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "description": "The page to return, counting from 1. A page past the last returns an empty `data` array.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 1000000,
          "default": 1
        }
      },
      {
        "name": "per_page",
        "in": "query",
        "required": false,
        "description": "How many items a page holds.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 100,
          "default": 25
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "list",
      "schemaName": "BackupList",
      "itemSchemaName": "Backup"
    },
    "risks": []
  },
  {
    "operationId": "createBackup",
    "method": "POST",
    "path": "/api/v1/servers/{server_id}/backups/",
    "tag": "Backups",
    "summary": "Create a manual backup",
    "description": "Takes a manual backup of a server's whole disk and starts a `create_backup` action (its resource is the new backup). The answer is the new backup in `creating`, with a `Location` header with its URL; poll `GET /api/v1/backups/{backup_id}/` until it is `available` (or `failed`), or find the action with `GET /api/v1/actions/?resource_type=backup&resource_id={backup_id}`.",
    "scopes": [
      "backups:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "server_id",
        "in": "path",
        "required": true,
        "description": "The server's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "body": {
      "required": true,
      "schemaName": "BackupCreateRequest",
      "schema": {
        "type": "object",
        "description": "A manual backup to take. Every field is optional: send `{}` for a backup without a description.",
        "additionalProperties": false,
        "required": [],
        "properties": {
          "description": {
            "type": "string",
            "maxLength": 255,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "A free-text description to recognise the backup by, for example why it was taken (at most 255 characters)."
          }
        }
      },
      "fields": [
        {
          "name": "description",
          "required": false,
          "description": "A free-text description to recognise the backup by, for example why it was taken (at most 255 characters).",
          "schema": {
            "type": "string",
            "maxLength": 255,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "A free-text description to recognise the backup by, for example why it was taken (at most 255 characters)."
          }
        }
      ]
    },
    "success": {
      "status": 201,
      "kind": "resource",
      "schemaName": "Backup"
    },
    "risks": [],
    "starts": {
      "action": "create_backup",
      "resource": "backup",
      "answer": "resource"
    }
  },
  {
    "operationId": "getBackup",
    "method": "GET",
    "path": "/api/v1/backups/{backup_id}/",
    "tag": "Backups",
    "summary": "Get a backup",
    "description": "Returns one backup, automatic or manual, with its status and size. Poll it to follow a backup through `creating`, `restoring` or `deleting`; it answers 404 once a deleted backup is gone.",
    "scopes": [
      "backups:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "backup_id",
        "in": "path",
        "required": true,
        "description": "The backup's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "Backup"
    },
    "risks": []
  },
  {
    "operationId": "deleteBackup",
    "method": "DELETE",
    "path": "/api/v1/backups/{backup_id}/",
    "tag": "Backups",
    "summary": "Delete a backup",
    "description": "Deletes a backup, automatic or manual, and starts a `delete_backup` action; the answer is that action. The backup moves to `deleting` at once and, when the action succeeds, is gone: it answers 404. Deleting a manual backup frees a place under the limit of 10; deleting an automatic one does not change the policy. The server is not affected. This cannot be undone.",
    "scopes": [
      "backups:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "backup_id",
        "in": "path",
        "required": true,
        "description": "The backup's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "action",
      "schemaName": "Action"
    },
    "risks": [
      {
        "kind": "destructive",
        "summary": "Deletes the backup for good."
      }
    ],
    "starts": {
      "action": "delete_backup",
      "resource": "backup",
      "answer": "action"
    }
  },
  {
    "operationId": "restoreBackup",
    "method": "POST",
    "path": "/api/v1/backups/{backup_id}/restore/",
    "tag": "Backups",
    "summary": "Restore a backup onto its server",
    "description": "Overwrites the disk of the backup's server with the backup and starts a `restore_backup` action (its resource is the server); the answer is that action, `pending`, with a `Location` header to poll it. Everything written to the disk since the backup was taken is lost; the disk keeps its current size. A running server is powered off hard first. The server moves to `restoring` (locked) and the backup to `restoring`; when the action succeeds the server boots from the restored disk and is `running` (also if it was `stopped` before), and the backup is `available` again. If the restore fails, the action ends in `error`, the server goes back to the state it came from with its disk unchanged (the restore is written aside and swapped in only on success), and the backup is `available`.",
    "scopes": [
      "backups:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "backup_id",
        "in": "path",
        "required": true,
        "description": "The backup's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "success": {
      "status": 201,
      "kind": "action",
      "schemaName": "Action"
    },
    "risks": [
      {
        "kind": "destructive",
        "summary": "Overwrites the server's whole disk with the backup: everything written since it was taken is lost."
      }
    ],
    "starts": {
      "action": "restore_backup",
      "resource": "server",
      "answer": "action"
    }
  },
  {
    "operationId": "listSnapshots",
    "method": "GET",
    "path": "/api/v1/snapshots/",
    "tag": "Snapshots",
    "summary": "List snapshots",
    "description": "Lists the snapshots of the account, by id ascending unless `sort` says otherwise. Filter by `server_id` to see the snapshots of one server, or by `status`; filters combine with AND. Snapshots in every state are listed, including those whose server was deleted; a deleted snapshot disappears.",
    "scopes": [
      "snapshots:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "server_id",
        "in": "query",
        "required": false,
        "description": "Only snapshots taken from the server with this id (also after the server was deleted).",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      },
      {
        "name": "status",
        "in": "query",
        "required": false,
        "description": "Only snapshots in this status.",
        "schema": {
          "type": "string",
          "description": "Where a snapshot is in its life. Read operations (get, list) work in every state.\n\n| State | Meaning | Allowed operations | Leaves to |\n|---|---|---|---|\n| `creating` | The server's disk is being copied (action `create_snapshot`); `size_mb` and `completed_at` are null. | rename | `available` (complete) · `failed` (the copy failed) |\n| `available` | Complete, and ready to be restored. | rename, restore, delete | `restoring`, `deleting` |\n| `restoring` | Being written onto its server's disk (action `restore_snapshot`); the server is `restoring`. | rename | `available`, whether the restore succeeded or failed |\n| `deleting` | Being deleted (action `delete_snapshot`). | none | gone: the snapshot answers 404 afterwards |\n| `failed` | The copy could not be completed; the snapshot holds no data but counts towards the limit until deleted. | rename, delete | `deleting` |\n\nRules:\n- An operation the table does not allow fails with 400 `invalid_state`, and the problem's\n  `detail` names the snapshot's current state.\n- Restoring also needs the snapshot's server to exist and to be `running` or `stopped` and not\n  locked (see the server's state machine in `ServerStatus`).\n- Snapshots survive the deletion of their server; they can then no longer be restored, only\n  renamed and deleted.\n",
          "enum": [
            "creating",
            "available",
            "restoring",
            "deleting",
            "failed"
          ]
        }
      },
      {
        "name": "sort",
        "in": "query",
        "required": false,
        "description": "The order of the results; a field alone means ascending. Ties are broken by id ascending.",
        "schema": {
          "type": "string",
          "enum": [
            "id",
            "id:asc",
            "id:desc",
            "name",
            "name:asc",
            "name:desc",
            "created_at",
            "created_at:asc",
            "created_at:desc"
          ],
          "default": "id"
        }
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "description": "The page to return, counting from 1. A page past the last returns an empty `data` array.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 1000000,
          "default": 1
        }
      },
      {
        "name": "per_page",
        "in": "query",
        "required": false,
        "description": "How many items a page holds.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 100,
          "default": 25
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "list",
      "schemaName": "SnapshotList",
      "itemSchemaName": "Snapshot"
    },
    "risks": []
  },
  {
    "operationId": "createSnapshot",
    "method": "POST",
    "path": "/api/v1/snapshots/",
    "tag": "Snapshots",
    "summary": "Create a snapshot",
    "description": "Takes a snapshot of a server's whole disk under a name and starts a `create_snapshot` action (its resource is the new snapshot). The answer is the new snapshot in `creating`, with a `Location` header with its URL; poll `GET /api/v1/snapshots/{snapshot_id}/` until it is `available` (or `failed`), or find the action with `GET /api/v1/actions/?resource_type=snapshot&resource_id={snapshot_id}`.",
    "scopes": [
      "snapshots:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "body": {
      "required": true,
      "schemaName": "SnapshotCreateRequest",
      "schema": {
        "type": "object",
        "description": "The server to take a snapshot of, and the snapshot's name.",
        "additionalProperties": false,
        "required": [
          "server_id",
          "name"
        ],
        "properties": {
          "server_id": {
            "type": "integer",
            "format": "int64",
            "minimum": 1,
            "maximum": 9007199254740991,
            "description": "The id of the server whose disk to copy; it must be `running` or `stopped` and not locked."
          },
          "name": {
            "type": "string",
            "description": "The snapshot's name: 1 to 63 lowercase letters, digits, dots, underscores and hyphens, starting with a letter or digit. Names need not be unique; snapshots are addressed by id.",
            "minLength": 1,
            "maxLength": 63,
            "pattern": "^[a-z0-9][a-z0-9._-]{0,62}$"
          }
        }
      },
      "fields": [
        {
          "name": "server_id",
          "required": true,
          "description": "The id of the server whose disk to copy; it must be `running` or `stopped` and not locked.",
          "schema": {
            "type": "integer",
            "format": "int64",
            "minimum": 1,
            "maximum": 9007199254740991,
            "description": "The id of the server whose disk to copy; it must be `running` or `stopped` and not locked."
          }
        },
        {
          "name": "name",
          "required": true,
          "description": "The snapshot's name: 1 to 63 lowercase letters, digits, dots, underscores and hyphens, starting with a letter or digit. Names need not be unique; snapshots are addressed by id.",
          "schema": {
            "type": "string",
            "description": "The snapshot's name: 1 to 63 lowercase letters, digits, dots, underscores and hyphens, starting with a letter or digit. Names need not be unique; snapshots are addressed by id.",
            "minLength": 1,
            "maxLength": 63,
            "pattern": "^[a-z0-9][a-z0-9._-]{0,62}$"
          }
        }
      ]
    },
    "success": {
      "status": 201,
      "kind": "resource",
      "schemaName": "Snapshot"
    },
    "risks": [],
    "starts": {
      "action": "create_snapshot",
      "resource": "snapshot",
      "answer": "resource"
    }
  },
  {
    "operationId": "getSnapshot",
    "method": "GET",
    "path": "/api/v1/snapshots/{snapshot_id}/",
    "tag": "Snapshots",
    "summary": "Get a snapshot",
    "description": "Returns one snapshot, with its status and size. Poll it to follow a snapshot through `creating`, `restoring` or `deleting`; it answers 404 once a deleted snapshot is gone.",
    "scopes": [
      "snapshots:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "snapshot_id",
        "in": "path",
        "required": true,
        "description": "The snapshot's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "Snapshot"
    },
    "risks": []
  },
  {
    "operationId": "updateSnapshot",
    "method": "PATCH",
    "path": "/api/v1/snapshots/{snapshot_id}/",
    "tag": "Snapshots",
    "summary": "Rename a snapshot",
    "description": "Renames a snapshot and returns it. The name is the only thing about a snapshot that can be changed; names need not be unique.",
    "scopes": [
      "snapshots:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "snapshot_id",
        "in": "path",
        "required": true,
        "description": "The snapshot's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "body": {
      "required": true,
      "schemaName": "SnapshotUpdateRequest",
      "schema": {
        "type": "object",
        "description": "The new name of the snapshot; nothing else about a snapshot can be changed.",
        "additionalProperties": false,
        "minProperties": 1,
        "required": [
          "name"
        ],
        "properties": {
          "name": {
            "type": "string",
            "description": "The snapshot's name: 1 to 63 lowercase letters, digits, dots, underscores and hyphens, starting with a letter or digit. Names need not be unique; snapshots are addressed by id.",
            "minLength": 1,
            "maxLength": 63,
            "pattern": "^[a-z0-9][a-z0-9._-]{0,62}$"
          }
        }
      },
      "fields": [
        {
          "name": "name",
          "required": true,
          "description": "The snapshot's name: 1 to 63 lowercase letters, digits, dots, underscores and hyphens, starting with a letter or digit. Names need not be unique; snapshots are addressed by id.",
          "schema": {
            "type": "string",
            "description": "The snapshot's name: 1 to 63 lowercase letters, digits, dots, underscores and hyphens, starting with a letter or digit. Names need not be unique; snapshots are addressed by id.",
            "minLength": 1,
            "maxLength": 63,
            "pattern": "^[a-z0-9][a-z0-9._-]{0,62}$"
          }
        }
      ]
    },
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "Snapshot"
    },
    "risks": []
  },
  {
    "operationId": "deleteSnapshot",
    "method": "DELETE",
    "path": "/api/v1/snapshots/{snapshot_id}/",
    "tag": "Snapshots",
    "summary": "Delete a snapshot",
    "description": "Deletes a snapshot and starts a `delete_snapshot` action; the answer is that action. The snapshot moves to `deleting` at once and, when the action succeeds, is gone: it answers 404 and frees a place under its server's limit of 5. The server is not affected. This cannot be undone.",
    "scopes": [
      "snapshots:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "snapshot_id",
        "in": "path",
        "required": true,
        "description": "The snapshot's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "action",
      "schemaName": "Action"
    },
    "risks": [
      {
        "kind": "destructive",
        "summary": "Deletes the snapshot for good."
      }
    ],
    "starts": {
      "action": "delete_snapshot",
      "resource": "snapshot",
      "answer": "action"
    }
  },
  {
    "operationId": "restoreSnapshot",
    "method": "POST",
    "path": "/api/v1/snapshots/{snapshot_id}/restore/",
    "tag": "Snapshots",
    "summary": "Restore a snapshot onto its server",
    "description": "Overwrites the disk of the snapshot's server with the snapshot and starts a `restore_snapshot` action (its resource is the server); the answer is that action, `pending`, with a `Location` header to poll it. Everything written to the disk since the snapshot was taken is lost; the disk keeps its current size. A running server is powered off hard first. The server moves to `restoring` (locked) and the snapshot to `restoring`; when the action succeeds the server boots from the restored disk and is `running` (also if it was `stopped` before), and the snapshot is `available` again. If the restore fails, the action ends in `error`, the server goes back to the state it came from with its disk unchanged (the restore is written aside and swapped in only on success), and the snapshot is `available`.",
    "scopes": [
      "snapshots:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "snapshot_id",
        "in": "path",
        "required": true,
        "description": "The snapshot's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "success": {
      "status": 201,
      "kind": "action",
      "schemaName": "Action"
    },
    "risks": [
      {
        "kind": "destructive",
        "summary": "Overwrites the server's whole disk with the snapshot: everything written since it was taken is lost."
      }
    ],
    "starts": {
      "action": "restore_snapshot",
      "resource": "server",
      "answer": "action"
    }
  },
  {
    "operationId": "listPlans",
    "method": "GET",
    "path": "/api/v1/plans/",
    "tag": "Plans",
    "summary": "List plans",
    "description": "Lists the plans on offer, with their resources, prices and the locations where each can be created, cheapest first (by monthly price ascending, ties by slug ascending) unless `sort` says otherwise. Filter by `location` to see what can be created in one datacenter, by `available`, by `architecture`, or by a minimum number of vCPUs with `min_vcpus`; filters combine with AND. Plans no longer offered stay listed with `available: false`, so that the servers on them can still look them up.",
    "scopes": [],
    "deprecated": false,
    "parameters": [
      {
        "name": "location",
        "in": "query",
        "required": false,
        "description": "Only plans that can be created now in the location with this slug (its `locations` contain it). An unknown slug matches nothing.",
        "schema": {
          "type": "string",
          "maxLength": 63,
          "pattern": "^[a-z0-9][a-z0-9-]{0,62}$"
        }
      },
      {
        "name": "available",
        "in": "query",
        "required": false,
        "description": "Only plans that are (`true`) or are no longer (`false`) offered for new servers.",
        "schema": {
          "type": "boolean"
        }
      },
      {
        "name": "architecture",
        "in": "query",
        "required": false,
        "description": "Only plans of this CPU architecture.",
        "schema": {
          "type": "string",
          "description": "The CPU architecture of a plan's hosts or of an image's binaries. A server can only be created or reinstalled with an image of its plan's architecture. All plans offered today are `x86_64`; `arm64` is reserved for Arm plans and images.",
          "enum": [
            "x86_64",
            "arm64"
          ]
        }
      },
      {
        "name": "min_vcpus",
        "in": "query",
        "required": false,
        "description": "Only plans with at least this many vCPUs.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 256
        }
      },
      {
        "name": "sort",
        "in": "query",
        "required": false,
        "description": "The order of the results; a field alone means ascending. `price_monthly` sorts by `price.monthly`. Ties are broken by slug ascending.",
        "schema": {
          "type": "string",
          "enum": [
            "price_monthly",
            "price_monthly:asc",
            "price_monthly:desc",
            "slug",
            "slug:asc",
            "slug:desc",
            "memory_mb",
            "memory_mb:asc",
            "memory_mb:desc",
            "vcpus",
            "vcpus:asc",
            "vcpus:desc"
          ],
          "default": "price_monthly"
        }
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "description": "The page to return, counting from 1. A page past the last returns an empty `data` array.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 1000000,
          "default": 1
        }
      },
      {
        "name": "per_page",
        "in": "query",
        "required": false,
        "description": "How many items a page holds.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 100,
          "default": 25
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "list",
      "schemaName": "PlanList",
      "itemSchemaName": "Plan"
    },
    "risks": []
  },
  {
    "operationId": "getPlan",
    "method": "GET",
    "path": "/api/v1/plans/{plan_slug}/",
    "tag": "Plans",
    "summary": "Get a plan",
    "description": "Returns one plan: its resources, its price and the locations where a server can be created on it now. Plans no longer offered are still returned, with `available: false` and no locations.",
    "scopes": [],
    "deprecated": false,
    "parameters": [
      {
        "name": "plan_slug",
        "in": "path",
        "required": true,
        "description": "The plan's slug, such as `vps-2c-4g`.",
        "schema": {
          "type": "string",
          "maxLength": 63,
          "pattern": "^[a-z0-9][a-z0-9-]{0,62}$"
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "Plan"
    },
    "risks": []
  },
  {
    "operationId": "listImages",
    "method": "GET",
    "path": "/api/v1/images/",
    "tag": "Images",
    "summary": "List images",
    "description": "Lists the operating-system images servers can be created or reinstalled with, by slug ascending unless `sort` says otherwise. Filter by `distribution`, `version`, `architecture` or `status`; filters combine with AND.",
    "scopes": [],
    "deprecated": false,
    "parameters": [
      {
        "name": "distribution",
        "in": "query",
        "required": false,
        "description": "Only images of this distribution.",
        "schema": {
          "type": "string",
          "description": "The Linux distribution an image installs. New distributions may be added; treat an unknown value as valid.",
          "enum": [
            "ubuntu",
            "debian",
            "rocky",
            "almalinux",
            "fedora"
          ]
        }
      },
      {
        "name": "version",
        "in": "query",
        "required": false,
        "description": "Only images of exactly this release (compared as a string; use it with `distribution`).",
        "schema": {
          "type": "string",
          "maxLength": 32,
          "pattern": "^[0-9A-Za-z][0-9A-Za-z.-]{0,31}$"
        }
      },
      {
        "name": "architecture",
        "in": "query",
        "required": false,
        "description": "Only images for this CPU architecture.",
        "schema": {
          "type": "string",
          "description": "The CPU architecture of a plan's hosts or of an image's binaries. A server can only be created or reinstalled with an image of its plan's architecture. All plans offered today are `x86_64`; `arm64` is reserved for Arm plans and images.",
          "enum": [
            "x86_64",
            "arm64"
          ]
        }
      },
      {
        "name": "status",
        "in": "query",
        "required": false,
        "description": "Only images in this status.",
        "schema": {
          "type": "string",
          "description": "Whether an image can still be installed. Images are never removed from the catalog: when a\ndistribution release reaches its end of life, its image is deprecated, stays listed and readable,\nand is marked with `status: deprecated` and `deprecated_at`.\n\n| State | Meaning | Allowed operations | Leaves to |\n|---|---|---|---|\n| `available` | Offered for new installs. | get, list; create a server with it; reinstall a server with it | `deprecated` (at the release's end of life) |\n| `deprecated` | No longer offered; kept for reference. | get, list | none: deprecation is final |\n\nRules:\n- Creating or reinstalling a server with a `deprecated` image fails with 400\n  `image_unavailable`.\n- Servers already installed from a deprecated image keep running, and their `image` field still\n  names it; they can be powered, resized, backed up, snapshotted and restored from their backups\n  and snapshots as before. Reinstall them with a current image when you are ready.\n",
          "enum": [
            "available",
            "deprecated"
          ]
        }
      },
      {
        "name": "sort",
        "in": "query",
        "required": false,
        "description": "The order of the results; a field alone means ascending. Ties are broken by slug ascending.",
        "schema": {
          "type": "string",
          "enum": [
            "slug",
            "slug:asc",
            "slug:desc",
            "name",
            "name:asc",
            "name:desc",
            "created_at",
            "created_at:asc",
            "created_at:desc"
          ],
          "default": "slug"
        }
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "description": "The page to return, counting from 1. A page past the last returns an empty `data` array.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 1000000,
          "default": 1
        }
      },
      {
        "name": "per_page",
        "in": "query",
        "required": false,
        "description": "How many items a page holds.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 100,
          "default": 25
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "list",
      "schemaName": "ImageList",
      "itemSchemaName": "Image"
    },
    "risks": []
  },
  {
    "operationId": "getImage",
    "method": "GET",
    "path": "/api/v1/images/{image_slug}/",
    "tag": "Images",
    "summary": "Get an image",
    "description": "Returns one image, deprecated or not. A deprecated image (`status: deprecated`, with `deprecated_at`) is still returned, because servers installed from it keep naming it in their `image` field; it can no longer be used to create or reinstall a server (400 `image_unavailable` there).",
    "scopes": [],
    "deprecated": false,
    "parameters": [
      {
        "name": "image_slug",
        "in": "path",
        "required": true,
        "description": "The image's slug, such as `ubuntu-24.04`.",
        "schema": {
          "type": "string",
          "maxLength": 63,
          "pattern": "^[a-z0-9][a-z0-9.-]{0,62}$"
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "Image"
    },
    "risks": []
  },
  {
    "operationId": "listLocations",
    "method": "GET",
    "path": "/api/v1/locations/",
    "tag": "Locations",
    "summary": "List locations",
    "description": "Lists the datacenters where servers can run, with their region, country and city and the plans offered in each, by slug ascending unless `sort` says otherwise. Filter by `region`, `country` or `available`; filters combine with AND. Locations that no longer accept new servers stay listed with `available: false`, so that the servers in them can still look them up.",
    "scopes": [],
    "deprecated": false,
    "parameters": [
      {
        "name": "region",
        "in": "query",
        "required": false,
        "description": "Only locations in this region.",
        "schema": {
          "type": "string",
          "description": "The geographic region a location belongs to, in snake_case, continent area then direction: `eu_central` (Frankfurt), `eu_west` (Amsterdam), `us_east` (New York), `ap_southeast` (Singapore). New regions may be added; treat an unknown value as a valid region.",
          "enum": [
            "eu_central",
            "eu_west",
            "us_east",
            "ap_southeast"
          ]
        }
      },
      {
        "name": "country",
        "in": "query",
        "required": false,
        "description": "Only locations in this country (ISO 3166-1 alpha-2 code, upper case).",
        "schema": {
          "type": "string",
          "minLength": 2,
          "maxLength": 2,
          "pattern": "^[A-Z]{2}$"
        }
      },
      {
        "name": "available",
        "in": "query",
        "required": false,
        "description": "Only locations that do (`true`) or no longer do (`false`) accept new servers.",
        "schema": {
          "type": "boolean"
        }
      },
      {
        "name": "sort",
        "in": "query",
        "required": false,
        "description": "The order of the results; a field alone means ascending. Ties are broken by slug ascending.",
        "schema": {
          "type": "string",
          "enum": [
            "slug",
            "slug:asc",
            "slug:desc",
            "name",
            "name:asc",
            "name:desc"
          ],
          "default": "slug"
        }
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "description": "The page to return, counting from 1. A page past the last returns an empty `data` array.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 1000000,
          "default": 1
        }
      },
      {
        "name": "per_page",
        "in": "query",
        "required": false,
        "description": "How many items a page holds.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 100,
          "default": 25
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "list",
      "schemaName": "LocationList",
      "itemSchemaName": "Location"
    },
    "risks": []
  },
  {
    "operationId": "getLocation",
    "method": "GET",
    "path": "/api/v1/locations/{location_slug}/",
    "tag": "Locations",
    "summary": "Get a location",
    "description": "Returns one datacenter: its region, country and city, whether it accepts new servers, and the plans a server can be created on there now.",
    "scopes": [],
    "deprecated": false,
    "parameters": [
      {
        "name": "location_slug",
        "in": "path",
        "required": true,
        "description": "The location's slug, such as `fra1`.",
        "schema": {
          "type": "string",
          "maxLength": 63,
          "pattern": "^[a-z0-9][a-z0-9-]{0,62}$"
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "Location"
    },
    "risks": []
  },
  {
    "operationId": "searchDomains",
    "method": "POST",
    "path": "/api/v1/domains/search/",
    "tag": "Domains",
    "summary": "Search domain names",
    "description": "Suggests registrable domain names for a keyword or a name, across the TLDs you choose, with whether each can be registered and its price for one year. It reads the registries' data and changes nothing; check exact names with `POST /api/v1/domains/availability/`. Availability is a snapshot: a name can be taken between the search and the registration.",
    "scopes": [
      "domains:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "body": {
      "required": true,
      "schemaName": "DomainSearchRequest",
      "schema": {
        "type": "object",
        "description": "A keyword or name to find registrable domain names for, and where to look.",
        "additionalProperties": false,
        "required": [
          "query"
        ],
        "properties": {
          "query": {
            "type": "string",
            "minLength": 1,
            "maxLength": 253,
            "pattern": "^[A-Za-z0-9][A-Za-z0-9 .-]*$",
            "description": "A keyword (`example`, `coffee shop`) or a name (`example.com`), case-insensitive: letters, digits, hyphens, dots and spaces (IDNs in their `xn--` form). A name is checked as given, and its first label is then used as the keyword."
          },
          "tlds": {
            "type": "array",
            "description": "The TLDs to search, without their leading dot, up to 20. Left out, every TLD we sell is searched, the most popular first.",
            "minItems": 1,
            "maxItems": 20,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "maxLength": 63,
              "pattern": "^[a-z]([a-z0-9-]*[a-z0-9])?(\\.[a-z]([a-z0-9-]*[a-z0-9])?)*$"
            }
          },
          "limit": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 50,
            "default": 10,
            "description": "The most suggestions to return."
          }
        }
      },
      "fields": [
        {
          "name": "query",
          "required": true,
          "description": "A keyword (`example`, `coffee shop`) or a name (`example.com`), case-insensitive: letters, digits, hyphens, dots and spaces (IDNs in their `xn--` form). A name is checked as given, and its first label is then used as the keyword.",
          "schema": {
            "type": "string",
            "minLength": 1,
            "maxLength": 253,
            "pattern": "^[A-Za-z0-9][A-Za-z0-9 .-]*$",
            "description": "A keyword (`example`, `coffee shop`) or a name (`example.com`), case-insensitive: letters, digits, hyphens, dots and spaces (IDNs in their `xn--` form). A name is checked as given, and its first label is then used as the keyword."
          }
        },
        {
          "name": "tlds",
          "required": false,
          "description": "The TLDs to search, without their leading dot, up to 20. Left out, every TLD we sell is searched, the most popular first.",
          "schema": {
            "type": "array",
            "description": "The TLDs to search, without their leading dot, up to 20. Left out, every TLD we sell is searched, the most popular first.",
            "minItems": 1,
            "maxItems": 20,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "maxLength": 63,
              "pattern": "^[a-z]([a-z0-9-]*[a-z0-9])?(\\.[a-z]([a-z0-9-]*[a-z0-9])?)*$"
            }
          }
        },
        {
          "name": "limit",
          "required": false,
          "description": "The most suggestions to return.",
          "schema": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 50,
            "default": 10,
            "description": "The most suggestions to return."
          }
        }
      ]
    },
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "DomainSearchResults"
    },
    "risks": []
  },
  {
    "operationId": "checkDomainAvailability",
    "method": "POST",
    "path": "/api/v1/domains/availability/",
    "tag": "Domains",
    "summary": "Check domain availability",
    "description": "Checks whether each of up to 50 exact domain names can be registered, why not if it cannot, and its price for one year. It reads the registries' data and changes nothing. A name already in your account is reported as `registered`. Availability is a snapshot: a name can be taken between the check and the registration.",
    "scopes": [
      "domains:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "body": {
      "required": true,
      "schemaName": "DomainAvailabilityRequest",
      "schema": {
        "type": "object",
        "description": "The exact domain names to check.",
        "additionalProperties": false,
        "required": [
          "names"
        ],
        "properties": {
          "names": {
            "type": "array",
            "description": "1 to 50 fully qualified names, lowercase, without a trailing dot, no duplicates.",
            "minItems": 1,
            "maxItems": 50,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "maxLength": 253,
              "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
            }
          }
        }
      },
      "fields": [
        {
          "name": "names",
          "required": true,
          "description": "1 to 50 fully qualified names, lowercase, without a trailing dot, no duplicates.",
          "schema": {
            "type": "array",
            "description": "1 to 50 fully qualified names, lowercase, without a trailing dot, no duplicates.",
            "minItems": 1,
            "maxItems": 50,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "maxLength": 253,
              "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
            }
          }
        }
      ]
    },
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "DomainAvailabilityResults"
    },
    "risks": []
  },
  {
    "operationId": "listTlds",
    "method": "GET",
    "path": "/api/v1/tlds/",
    "tag": "Domains",
    "summary": "List TLDs",
    "description": "Lists the top-level domains we sell, by name ascending, with their prices for one year (registration, renewal, transfer and redemption) and what each registry supports.",
    "scopes": [],
    "deprecated": false,
    "parameters": [
      {
        "name": "page",
        "in": "query",
        "required": false,
        "description": "The page to return, counting from 1. A page past the last returns an empty `data` array.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 1000000,
          "default": 1
        }
      },
      {
        "name": "per_page",
        "in": "query",
        "required": false,
        "description": "How many items a page holds.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 100,
          "default": 25
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "list",
      "schemaName": "TldList",
      "itemSchemaName": "Tld"
    },
    "risks": []
  },
  {
    "operationId": "getTld",
    "method": "GET",
    "path": "/api/v1/tlds/{tld}/",
    "tag": "Domains",
    "summary": "Get a TLD",
    "description": "Returns one top-level domain we sell, with its prices for one year and what its registry supports.",
    "scopes": [],
    "deprecated": false,
    "parameters": [
      {
        "name": "tld",
        "in": "path",
        "required": true,
        "description": "The top-level domain without its leading dot, such as `com` or `co.uk`.",
        "schema": {
          "type": "string",
          "maxLength": 63,
          "pattern": "^[a-z]([a-z0-9-]*[a-z0-9])?(\\.[a-z]([a-z0-9-]*[a-z0-9])?)*$"
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "Tld"
    },
    "risks": []
  },
  {
    "operationId": "listDomains",
    "method": "GET",
    "path": "/api/v1/domains/",
    "tag": "Domains",
    "summary": "List domains",
    "description": "Lists the domains in the account, in every status, by name ascending unless `sort` says otherwise. Filter by `status`, `auto_renew`, `name` or `tld`; find domains to renew with `expires_before` (sorting by `expires_at` lists domains without an expiry last). Domains in `registration_failed` and `transfer_failed` are listed for 7 days, and `deleted` ones for 30.",
    "scopes": [
      "domains:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "status",
        "in": "query",
        "required": false,
        "description": "Only domains in this status.",
        "schema": {
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
        }
      },
      {
        "name": "auto_renew",
        "in": "query",
        "required": false,
        "description": "Only domains with auto-renew on (`true`) or off (`false`).",
        "schema": {
          "type": "boolean"
        }
      },
      {
        "name": "name",
        "in": "query",
        "required": false,
        "description": "Only the domain with exactly this name (lowercase, without a trailing dot).",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      },
      {
        "name": "tld",
        "in": "query",
        "required": false,
        "description": "Only domains of this TLD, without its leading dot.",
        "schema": {
          "type": "string",
          "maxLength": 63,
          "pattern": "^[a-z]([a-z0-9-]*[a-z0-9])?(\\.[a-z]([a-z0-9-]*[a-z0-9])?)*$"
        }
      },
      {
        "name": "expires_before",
        "in": "query",
        "required": false,
        "description": "Only domains whose `expires_at` is before this time (RFC 3339); domains without an expiry yet are left out.",
        "schema": {
          "type": "string",
          "format": "date-time",
          "maxLength": 32
        }
      },
      {
        "name": "sort",
        "in": "query",
        "required": false,
        "description": "The order of the results.",
        "schema": {
          "type": "string",
          "enum": [
            "name",
            "name:asc",
            "name:desc",
            "expires_at",
            "expires_at:asc",
            "expires_at:desc",
            "created_at",
            "created_at:asc",
            "created_at:desc"
          ],
          "default": "name"
        }
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "description": "The page to return, counting from 1. A page past the last returns an empty `data` array.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 1000000,
          "default": 1
        }
      },
      {
        "name": "per_page",
        "in": "query",
        "required": false,
        "description": "How many items a page holds.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 100,
          "default": 25
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "list",
      "schemaName": "DomainList",
      "itemSchemaName": "Domain"
    },
    "risks": []
  },
  {
    "operationId": "createDomain",
    "method": "POST",
    "path": "/api/v1/domains/",
    "tag": "Domains",
    "summary": "Register a domain",
    "description": "Registers a domain name for `years` years (1 by default) and charges the account at once: the first year at the registration price (or the premium price of a premium name), each further year at the renewal price. The domain is answered at once in `registering`, with `Location` pointing to it, and a `register_domain` action does the work at the registry (find it with `GET /api/v1/actions/?resource_type=domain&resource_id={name}`). The domain then becomes `active`, with `registered_at` and `expires_at` set, or `registration_failed` if the registry refuses it; a failed registration is refunded.",
    "scopes": [
      "domains:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "body": {
      "required": true,
      "schemaName": "DomainCreateRequest",
      "schema": {
        "type": "object",
        "description": "What to register a domain with. Only `name` and `contacts` (with at least the registrant) are required; the registration is paid for `years` at once.",
        "additionalProperties": false,
        "required": [
          "name",
          "contacts"
        ],
        "properties": {
          "name": {
            "type": "string",
            "maxLength": 253,
            "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
            "description": "The fully qualified name to register, in lowercase and without a trailing dot (IDNs in their `xn--` form). Check it first with `POST /api/v1/domains/availability/`; a name that is taken, reserved or of a TLD we do not sell fails with 400 `domain_unavailable`."
          },
          "years": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 10,
            "default": 1,
            "description": "How many years to register for, charged at once (the first at the registration price, the others at the renewal price). Must lie between the TLD's `min_years` and `max_years`."
          },
          "contacts": {
            "type": "object",
            "description": "The contacts of a domain, as you give them when you register, transfer or change a domain. `registrant` (the domain's legal holder) is required; `admin`, `tech` and `billing` (the administrative, technical and billing contacts) are optional, and each one left out is a copy of `registrant`. Replacing contacts replaces all four.",
            "additionalProperties": false,
            "required": [
              "registrant"
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
          "nameservers": {
            "type": "array",
            "description": "2 to 13 nameserver hostnames, lowercase and without a trailing dot. Leave it out to use ours, `ns1.vps-hosting.example` and `ns2.vps-hosting.example`, which serve the account's DNS zones.",
            "minItems": 2,
            "maxItems": 13,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "maxLength": 253,
              "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
            }
          },
          "privacy": {
            "type": "boolean",
            "default": true,
            "description": "Turn WHOIS/RDAP privacy on. Left out, it is on wherever the TLD offers it (`privacy_available`); asking for `true` on a TLD without privacy fails with 400 `validation_failed`."
          },
          "auto_renew": {
            "type": "boolean",
            "default": true,
            "description": "Renew the domain automatically for one year, 30 days before it expires."
          }
        }
      },
      "fields": [
        {
          "name": "name",
          "required": true,
          "description": "The fully qualified name to register, in lowercase and without a trailing dot (IDNs in their `xn--` form). Check it first with `POST /api/v1/domains/availability/`; a name that is taken, reserved or of a TLD we do not sell fails with 400 `domain_unavailable`.",
          "schema": {
            "type": "string",
            "maxLength": 253,
            "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
            "description": "The fully qualified name to register, in lowercase and without a trailing dot (IDNs in their `xn--` form). Check it first with `POST /api/v1/domains/availability/`; a name that is taken, reserved or of a TLD we do not sell fails with 400 `domain_unavailable`."
          }
        },
        {
          "name": "years",
          "required": false,
          "description": "How many years to register for, charged at once (the first at the registration price, the others at the renewal price). Must lie between the TLD's `min_years` and `max_years`.",
          "schema": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 10,
            "default": 1,
            "description": "How many years to register for, charged at once (the first at the registration price, the others at the renewal price). Must lie between the TLD's `min_years` and `max_years`."
          }
        },
        {
          "name": "contacts",
          "required": true,
          "description": "The contacts of a domain, as you give them when you register, transfer or change a domain. `registrant` (the domain's legal holder) is required; `admin`, `tech` and `billing` (the administrative, technical and billing contacts) are optional, and each one left out is a copy of `registrant`. Replacing contacts replaces all four.",
          "schema": {
            "type": "object",
            "description": "The contacts of a domain, as you give them when you register, transfer or change a domain. `registrant` (the domain's legal holder) is required; `admin`, `tech` and `billing` (the administrative, technical and billing contacts) are optional, and each one left out is a copy of `registrant`. Replacing contacts replaces all four.",
            "additionalProperties": false,
            "required": [
              "registrant"
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
          }
        },
        {
          "name": "nameservers",
          "required": false,
          "description": "2 to 13 nameserver hostnames, lowercase and without a trailing dot. Leave it out to use ours, `ns1.vps-hosting.example` and `ns2.vps-hosting.example`, which serve the account's DNS zones.",
          "schema": {
            "type": "array",
            "description": "2 to 13 nameserver hostnames, lowercase and without a trailing dot. Leave it out to use ours, `ns1.vps-hosting.example` and `ns2.vps-hosting.example`, which serve the account's DNS zones.",
            "minItems": 2,
            "maxItems": 13,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "maxLength": 253,
              "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
            }
          }
        },
        {
          "name": "privacy",
          "required": false,
          "description": "Turn WHOIS/RDAP privacy on. Left out, it is on wherever the TLD offers it (`privacy_available`); asking for `true` on a TLD without privacy fails with 400 `validation_failed`.",
          "schema": {
            "type": "boolean",
            "default": true,
            "description": "Turn WHOIS/RDAP privacy on. Left out, it is on wherever the TLD offers it (`privacy_available`); asking for `true` on a TLD without privacy fails with 400 `validation_failed`."
          }
        },
        {
          "name": "auto_renew",
          "required": false,
          "description": "Renew the domain automatically for one year, 30 days before it expires.",
          "schema": {
            "type": "boolean",
            "default": true,
            "description": "Renew the domain automatically for one year, 30 days before it expires."
          }
        }
      ]
    },
    "success": {
      "status": 201,
      "kind": "resource",
      "schemaName": "Domain"
    },
    "risks": [
      {
        "kind": "paid",
        "summary": "Registers the domain and charges its price for the years asked at once."
      }
    ],
    "starts": {
      "action": "register_domain",
      "resource": "domain",
      "answer": "resource"
    }
  },
  {
    "operationId": "getDomain",
    "method": "GET",
    "path": "/api/v1/domains/{domain_name}/",
    "tag": "Domains",
    "summary": "Get a domain",
    "description": "Returns one domain of the account, in any status, with its settings, nameservers and dates.",
    "scopes": [
      "domains:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "domain_name",
        "in": "path",
        "required": true,
        "description": "The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "Domain"
    },
    "risks": []
  },
  {
    "operationId": "updateDomain",
    "method": "PATCH",
    "path": "/api/v1/domains/{domain_name}/",
    "tag": "Domains",
    "summary": "Update a domain",
    "description": "Changes a domain's settings: `auto_renew`, `locked` (the transfer lock) and `privacy`. Fields left out keep their value. The change is made at the registry at once, and the updated domain is returned. Only a domain in `active` can be changed; its status does not change. Turn the transfer lock off before getting the auth code to transfer the domain out.",
    "scopes": [
      "domains:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "domain_name",
        "in": "path",
        "required": true,
        "description": "The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "body": {
      "required": true,
      "schemaName": "DomainUpdateRequest",
      "schema": {
        "type": "object",
        "description": "The settings to change; give at least one. Fields left out keep their value. Only a domain in `active` can be changed.",
        "additionalProperties": false,
        "minProperties": 1,
        "required": [],
        "properties": {
          "auto_renew": {
            "type": "boolean",
            "description": "Renew the domain automatically for one year, 30 days before it expires."
          },
          "locked": {
            "type": "boolean",
            "description": "The transfer lock. Turn it off (`false`) before asking for the auth code to transfer the domain to another registrar; turn it back on to block transfers."
          },
          "privacy": {
            "type": "boolean",
            "description": "WHOIS/RDAP privacy. `true` on a TLD without `privacy_available` fails with 400 `validation_failed`."
          }
        }
      },
      "fields": [
        {
          "name": "auto_renew",
          "required": false,
          "description": "Renew the domain automatically for one year, 30 days before it expires.",
          "schema": {
            "type": "boolean",
            "description": "Renew the domain automatically for one year, 30 days before it expires."
          }
        },
        {
          "name": "locked",
          "required": false,
          "description": "The transfer lock. Turn it off (`false`) before asking for the auth code to transfer the domain to another registrar; turn it back on to block transfers.",
          "schema": {
            "type": "boolean",
            "description": "The transfer lock. Turn it off (`false`) before asking for the auth code to transfer the domain to another registrar; turn it back on to block transfers."
          }
        },
        {
          "name": "privacy",
          "required": false,
          "description": "WHOIS/RDAP privacy. `true` on a TLD without `privacy_available` fails with 400 `validation_failed`.",
          "schema": {
            "type": "boolean",
            "description": "WHOIS/RDAP privacy. `true` on a TLD without `privacy_available` fails with 400 `validation_failed`."
          }
        }
      ]
    },
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "Domain"
    },
    "risks": [
      {
        "kind": "paid",
        "summary": "Turns automatic renewal on: the domain is charged for another year 30 days before it expires.",
        "when": {
          "field": "auto_renew",
          "equals": true
        }
      },
      {
        "kind": "disruptive",
        "summary": "Turns the transfer lock off: the domain can then be transferred away to another registrar.",
        "when": {
          "field": "locked",
          "equals": false
        }
      }
    ]
  },
  {
    "operationId": "renewDomain",
    "method": "POST",
    "path": "/api/v1/domains/{domain_name}/renew/",
    "tag": "Domains",
    "summary": "Renew a domain",
    "description": "Renews a domain for `years` more years, added to its current `expires_at`, and charges the account at once. Allowed in `active`, `expired` and `redemption`: - `active` and `expired` (the 30-day grace period): each year at the renewal price (or the premium renewal price of a premium name). - `redemption`: the TLD's redemption fee (`prices.redemption`, a one-time restore fee) on top of the renewal price of each year.",
    "scopes": [
      "domains:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "domain_name",
        "in": "path",
        "required": true,
        "description": "The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "body": {
      "required": true,
      "schemaName": "RenewDomainRequest",
      "schema": {
        "type": "object",
        "description": "How long to renew a domain for.",
        "additionalProperties": false,
        "required": [
          "years"
        ],
        "properties": {
          "years": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 10,
            "description": "How many years to add to the domain's `expires_at`. The new expiry may be at most 10 years from now (a registry rule), so a domain expiring in 2027 can be renewed by at most 9 years in 2026; more fails with 400 `validation_failed`."
          }
        }
      },
      "fields": [
        {
          "name": "years",
          "required": true,
          "description": "How many years to add to the domain's `expires_at`. The new expiry may be at most 10 years from now (a registry rule), so a domain expiring in 2027 can be renewed by at most 9 years in 2026; more fails with 400 `validation_failed`.",
          "schema": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 10,
            "description": "How many years to add to the domain's `expires_at`. The new expiry may be at most 10 years from now (a registry rule), so a domain expiring in 2027 can be renewed by at most 9 years in 2026; more fails with 400 `validation_failed`."
          }
        }
      ]
    },
    "success": {
      "status": 201,
      "kind": "action",
      "schemaName": "Action"
    },
    "risks": [
      {
        "kind": "paid",
        "summary": "Charges the renewal price for the years asked at once."
      }
    ],
    "starts": {
      "action": "renew_domain",
      "resource": "domain",
      "answer": "action"
    }
  },
  {
    "operationId": "getDomainNameservers",
    "method": "GET",
    "path": "/api/v1/domains/{domain_name}/nameservers/",
    "tag": "Domains",
    "summary": "Get the nameservers of a domain",
    "description": "Returns the nameservers the domain is delegated to at its registry, in any status.",
    "scopes": [
      "domains:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "domain_name",
        "in": "path",
        "required": true,
        "description": "The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "DomainNameservers"
    },
    "risks": []
  },
  {
    "operationId": "replaceDomainNameservers",
    "method": "PUT",
    "path": "/api/v1/domains/{domain_name}/nameservers/",
    "tag": "Domains",
    "summary": "Replace the nameservers of a domain",
    "description": "Replaces the whole list of the domain's nameservers (2 to 13) at the registry. The change is synchronous: the answer holds the new list, and resolvers follow it as caches expire (up to 48 hours). Point the domain at `ns1.vps-hosting.example` and `ns2.vps-hosting.example` to have its DNS zone served by us (`/api/v1/dns/zones/`). Only a domain in `active` can change nameservers.",
    "scopes": [
      "domains:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "domain_name",
        "in": "path",
        "required": true,
        "description": "The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "body": {
      "required": true,
      "schemaName": "DomainNameserversReplaceRequest",
      "schema": {
        "type": "object",
        "description": "The complete new list of a domain's nameservers.",
        "additionalProperties": false,
        "required": [
          "nameservers"
        ],
        "properties": {
          "nameservers": {
            "type": "array",
            "description": "2 to 13 nameserver hostnames, lowercase and without a trailing dot, no duplicates. Use `ns1.vps-hosting.example` and `ns2.vps-hosting.example` to have the account's DNS zone of the domain served by us.",
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
      "fields": [
        {
          "name": "nameservers",
          "required": true,
          "description": "2 to 13 nameserver hostnames, lowercase and without a trailing dot, no duplicates. Use `ns1.vps-hosting.example` and `ns2.vps-hosting.example` to have the account's DNS zone of the domain served by us.",
          "schema": {
            "type": "array",
            "description": "2 to 13 nameserver hostnames, lowercase and without a trailing dot, no duplicates. Use `ns1.vps-hosting.example` and `ns2.vps-hosting.example` to have the account's DNS zone of the domain served by us.",
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
      ]
    },
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "DomainNameservers"
    },
    "risks": [
      {
        "kind": "disruptive",
        "summary": "Points the domain at other nameservers: it stops resolving if they do not serve its zone."
      }
    ]
  },
  {
    "operationId": "getDomainContacts",
    "method": "GET",
    "path": "/api/v1/domains/{domain_name}/contacts/",
    "tag": "Domains",
    "summary": "Get the contacts of a domain",
    "description": "Returns the four contacts of the domain's registration (registrant, admin, tech, billing), in any status. You always see the real details, even when `privacy` hides them from the public.",
    "scopes": [
      "domains:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "domain_name",
        "in": "path",
        "required": true,
        "description": "The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "DomainContacts"
    },
    "risks": []
  },
  {
    "operationId": "replaceDomainContacts",
    "method": "PUT",
    "path": "/api/v1/domains/{domain_name}/contacts/",
    "tag": "Domains",
    "summary": "Replace the contacts of a domain",
    "description": "Replaces all four contacts of the domain at the registry. `registrant` is required; each of `admin`, `tech` and `billing` left out becomes a copy of the registrant. The change is synchronous and the answer holds the new contacts. The registry may email the registrant to verify a new email address. Only a domain in `active` can change contacts.",
    "scopes": [
      "domains:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "domain_name",
        "in": "path",
        "required": true,
        "description": "The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "body": {
      "required": true,
      "schemaName": "DomainContactsReplaceRequest",
      "schema": {
        "type": "object",
        "description": "The contacts of a domain, as you give them when you register, transfer or change a domain. `registrant` (the domain's legal holder) is required; `admin`, `tech` and `billing` (the administrative, technical and billing contacts) are optional, and each one left out is a copy of `registrant`. Replacing contacts replaces all four.",
        "additionalProperties": false,
        "required": [
          "registrant"
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
      "fields": [
        {
          "name": "registrant",
          "required": true,
          "description": "A person or organization named in a domain's registration data (registrant, administrative, technical or billing contact). The registry publishes these details unless the domain has `privacy` on. `organization`, `address_line2` and `state` may be left out of a request (they default to null); responses always carry every field.",
          "schema": {
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
        },
        {
          "name": "admin",
          "required": false,
          "description": "A person or organization named in a domain's registration data (registrant, administrative, technical or billing contact). The registry publishes these details unless the domain has `privacy` on. `organization`, `address_line2` and `state` may be left out of a request (they default to null); responses always carry every field.",
          "schema": {
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
        },
        {
          "name": "tech",
          "required": false,
          "description": "A person or organization named in a domain's registration data (registrant, administrative, technical or billing contact). The registry publishes these details unless the domain has `privacy` on. `organization`, `address_line2` and `state` may be left out of a request (they default to null); responses always carry every field.",
          "schema": {
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
        },
        {
          "name": "billing",
          "required": false,
          "description": "A person or organization named in a domain's registration data (registrant, administrative, technical or billing contact). The registry publishes these details unless the domain has `privacy` on. `organization`, `address_line2` and `state` may be left out of a request (they default to null); responses always carry every field.",
          "schema": {
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
      ]
    },
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "DomainContacts"
    },
    "risks": [
      {
        "kind": "disruptive",
        "summary": "Changes the registrant contacts: many registries then lock transfers of the domain for 60 days."
      }
    ]
  },
  {
    "operationId": "getDomainAuthCode",
    "method": "GET",
    "path": "/api/v1/domains/{domain_name}/auth-code/",
    "tag": "Domains",
    "summary": "Get the auth code of a domain",
    "description": "Returns the domain's auth code (EPP code), the secret another registrar needs to transfer the domain out of this account. It is only issued for a domain in `active` whose transfer lock is off (`locked: false`; turn it off with `PATCH /api/v1/domains/{domain_name}/`) and that was registered or transferred in more than 60 days ago (`registered_at`), a registry rule. Reading it changes nothing; the domain stays in the account until the new registrar completes the transfer. The code is a secret: it needs the write scope, and responses must not be cached or logged.",
    "scopes": [
      "domains:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "domain_name",
        "in": "path",
        "required": true,
        "description": "The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "DomainAuthCode"
    },
    "risks": [
      {
        "kind": "secret",
        "summary": "Reveals the domain's transfer code, with which anyone can move the domain to another registrar."
      }
    ]
  },
  {
    "operationId": "createDomainTransfer",
    "method": "POST",
    "path": "/api/v1/domain-transfers/",
    "tag": "Domains",
    "summary": "Transfer a domain in",
    "description": "Starts the transfer of a domain from another registrar into the account and charges the TLD's transfer price at once; the transfer adds one year to the domain's expiry. The domain is answered at once in `transferring_in`, with `Location` pointing to it (`/api/v1/domains/{domain_name}/`), and a `transfer_domain` action waits for the losing registrar, which may take up to 5 days. The domain then becomes `active`, keeping its nameservers, with the transfer lock on and `privacy` and `auto_renew` as asked, or `transfer_failed` (a wrong auth code, a transfer lock at the losing registrar, or a refusal), which is refunded.",
    "scopes": [
      "domains:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "body": {
      "required": true,
      "schemaName": "DomainTransferCreateRequest",
      "schema": {
        "type": "object",
        "description": "What to transfer a domain in with: its name, the auth code from its current registrar, and the contacts. The transfer is paid at the TLD's transfer price and adds one year to the expiry.",
        "additionalProperties": false,
        "required": [
          "name",
          "auth_code",
          "contacts"
        ],
        "properties": {
          "name": {
            "type": "string",
            "maxLength": 253,
            "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
            "description": "The fully qualified name to transfer in, in lowercase and without a trailing dot. It must be registered at another registrar, for more than 60 days, in a TLD we sell."
          },
          "auth_code": {
            "type": "string",
            "writeOnly": true,
            "minLength": 1,
            "maxLength": 255,
            "pattern": "^[\\x21-\\x7E]+$",
            "description": "The auth code (EPP code) from the current registrar, printable ASCII without spaces. It is passed to the registry and never returned. A wrong code makes the transfer fail (`transfer_failed`)."
          },
          "contacts": {
            "type": "object",
            "description": "The contacts of a domain, as you give them when you register, transfer or change a domain. `registrant` (the domain's legal holder) is required; `admin`, `tech` and `billing` (the administrative, technical and billing contacts) are optional, and each one left out is a copy of `registrant`. Replacing contacts replaces all four.",
            "additionalProperties": false,
            "required": [
              "registrant"
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
          "privacy": {
            "type": "boolean",
            "default": true,
            "description": "Turn WHOIS/RDAP privacy on once the domain has arrived. Left out, it is on wherever the TLD offers it (`privacy_available`)."
          },
          "auto_renew": {
            "type": "boolean",
            "default": true,
            "description": "Renew the domain automatically for one year, 30 days before it expires."
          }
        }
      },
      "fields": [
        {
          "name": "name",
          "required": true,
          "description": "The fully qualified name to transfer in, in lowercase and without a trailing dot. It must be registered at another registrar, for more than 60 days, in a TLD we sell.",
          "schema": {
            "type": "string",
            "maxLength": 253,
            "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
            "description": "The fully qualified name to transfer in, in lowercase and without a trailing dot. It must be registered at another registrar, for more than 60 days, in a TLD we sell."
          }
        },
        {
          "name": "auth_code",
          "required": true,
          "description": "The auth code (EPP code) from the current registrar, printable ASCII without spaces. It is passed to the registry and never returned. A wrong code makes the transfer fail (`transfer_failed`).",
          "schema": {
            "type": "string",
            "writeOnly": true,
            "minLength": 1,
            "maxLength": 255,
            "pattern": "^[\\x21-\\x7E]+$",
            "description": "The auth code (EPP code) from the current registrar, printable ASCII without spaces. It is passed to the registry and never returned. A wrong code makes the transfer fail (`transfer_failed`)."
          }
        },
        {
          "name": "contacts",
          "required": true,
          "description": "The contacts of a domain, as you give them when you register, transfer or change a domain. `registrant` (the domain's legal holder) is required; `admin`, `tech` and `billing` (the administrative, technical and billing contacts) are optional, and each one left out is a copy of `registrant`. Replacing contacts replaces all four.",
          "schema": {
            "type": "object",
            "description": "The contacts of a domain, as you give them when you register, transfer or change a domain. `registrant` (the domain's legal holder) is required; `admin`, `tech` and `billing` (the administrative, technical and billing contacts) are optional, and each one left out is a copy of `registrant`. Replacing contacts replaces all four.",
            "additionalProperties": false,
            "required": [
              "registrant"
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
          }
        },
        {
          "name": "privacy",
          "required": false,
          "description": "Turn WHOIS/RDAP privacy on once the domain has arrived. Left out, it is on wherever the TLD offers it (`privacy_available`).",
          "schema": {
            "type": "boolean",
            "default": true,
            "description": "Turn WHOIS/RDAP privacy on once the domain has arrived. Left out, it is on wherever the TLD offers it (`privacy_available`)."
          }
        },
        {
          "name": "auto_renew",
          "required": false,
          "description": "Renew the domain automatically for one year, 30 days before it expires.",
          "schema": {
            "type": "boolean",
            "default": true,
            "description": "Renew the domain automatically for one year, 30 days before it expires."
          }
        }
      ]
    },
    "success": {
      "status": 201,
      "kind": "resource",
      "schemaName": "Domain"
    },
    "risks": [
      {
        "kind": "paid",
        "summary": "Charges the TLD's transfer price at once."
      }
    ],
    "starts": {
      "action": "transfer_domain",
      "resource": "domain",
      "answer": "resource"
    }
  },
  {
    "operationId": "listDnsZones",
    "method": "GET",
    "path": "/api/v1/dns/zones/",
    "tag": "DNS",
    "summary": "List DNS zones",
    "description": "Lists the DNS zones of the account, by name ascending unless `sort` says otherwise. Filter by `name` to find one zone by its exact name.",
    "scopes": [
      "dns:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "name",
        "in": "query",
        "required": false,
        "description": "Only the zone with exactly this name (lowercase, without a trailing dot).",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      },
      {
        "name": "sort",
        "in": "query",
        "required": false,
        "description": "The order of the results.",
        "schema": {
          "type": "string",
          "enum": [
            "name",
            "name:asc",
            "name:desc",
            "created_at",
            "created_at:asc",
            "created_at:desc"
          ],
          "default": "name"
        }
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "description": "The page to return, counting from 1. A page past the last returns an empty `data` array.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 1000000,
          "default": 1
        }
      },
      {
        "name": "per_page",
        "in": "query",
        "required": false,
        "description": "How many items a page holds.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 100,
          "default": 25
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "list",
      "schemaName": "DnsZoneList",
      "itemSchemaName": "DnsZone"
    },
    "risks": []
  },
  {
    "operationId": "createDnsZone",
    "method": "POST",
    "path": "/api/v1/dns/zones/",
    "tag": "DNS",
    "summary": "Create a DNS zone",
    "description": "Creates a DNS zone for a domain name, at once (no action): it answers 201 with the zone and a `Location` to it. The domain need not be registered with us. The new zone holds the SOA record and the apex NS records for our nameservers (`ns1.vps-hosting.example` and `ns2.vps-hosting.example`), which we manage, and with `default_records: true` a `www` CNAME to the apex. To make the zone answer on the internet, set those two nameservers at the domain's registrar (for a domain registered with us, `PUT /api/v1/domains/{domain_name}/nameservers/`); `delegated` turns true once the registry delegates to them. Add records with `POST /api/v1/dns/zones/{zone_name}/records/`, or import them all with `PUT /api/v1/dns/zones/{zone_name}/zone-file/`.",
    "scopes": [
      "dns:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "body": {
      "required": true,
      "schemaName": "DnsZoneCreateRequest",
      "schema": {
        "type": "object",
        "description": "A new DNS zone: its domain name, and optionally its default TTL and starter records.",
        "required": [
          "name"
        ],
        "additionalProperties": false,
        "properties": {
          "name": {
            "type": "string",
            "maxLength": 253,
            "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
            "description": "The domain name of the zone, in lowercase, without a trailing dot (IDNs in their `xn--` form). It need not be registered with us, and must not already be a zone of the account (`already_exists`)."
          },
          "default_ttl": {
            "type": "integer",
            "format": "int32",
            "minimum": 60,
            "maximum": 86400,
            "description": "The TTL, in seconds, of records created without one (60 to 86400).",
            "default": 3600
          },
          "default_records": {
            "type": "boolean",
            "default": false,
            "description": "Also create the starter record `www` CNAME to the apex. The SOA and the apex NS records for our nameservers are created in any case."
          }
        }
      },
      "fields": [
        {
          "name": "name",
          "required": true,
          "description": "The domain name of the zone, in lowercase, without a trailing dot (IDNs in their `xn--` form). It need not be registered with us, and must not already be a zone of the account (`already_exists`).",
          "schema": {
            "type": "string",
            "maxLength": 253,
            "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$",
            "description": "The domain name of the zone, in lowercase, without a trailing dot (IDNs in their `xn--` form). It need not be registered with us, and must not already be a zone of the account (`already_exists`)."
          }
        },
        {
          "name": "default_ttl",
          "required": false,
          "description": "The TTL, in seconds, of records created without one (60 to 86400).",
          "schema": {
            "type": "integer",
            "format": "int32",
            "minimum": 60,
            "maximum": 86400,
            "description": "The TTL, in seconds, of records created without one (60 to 86400).",
            "default": 3600
          }
        },
        {
          "name": "default_records",
          "required": false,
          "description": "Also create the starter record `www` CNAME to the apex. The SOA and the apex NS records for our nameservers are created in any case.",
          "schema": {
            "type": "boolean",
            "default": false,
            "description": "Also create the starter record `www` CNAME to the apex. The SOA and the apex NS records for our nameservers are created in any case."
          }
        }
      ]
    },
    "success": {
      "status": 201,
      "kind": "resource",
      "schemaName": "DnsZone"
    },
    "risks": []
  },
  {
    "operationId": "getDnsZone",
    "method": "GET",
    "path": "/api/v1/dns/zones/{zone_name}/",
    "tag": "DNS",
    "summary": "Get a DNS zone",
    "description": "Returns one DNS zone: its nameservers, whether the registry delegates the domain to them, its default TTL and how many records it holds. List the records with `GET /api/v1/dns/zones/{zone_name}/records/`.",
    "scopes": [
      "dns:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "zone_name",
        "in": "path",
        "required": true,
        "description": "The zone's apex domain name, in lowercase and without a trailing dot.",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "DnsZone"
    },
    "risks": []
  },
  {
    "operationId": "deleteDnsZone",
    "method": "DELETE",
    "path": "/api/v1/dns/zones/{zone_name}/",
    "tag": "DNS",
    "summary": "Delete a DNS zone",
    "description": "Deletes a DNS zone and all its records, at once (no action), and answers 200 with the zone as it was. Our nameservers stop answering for the domain within 60 seconds; if the domain is still delegated to them (`delegated: true`), it stops resolving once resolvers' caches expire, so point the domain at other nameservers first. A registered domain is not affected otherwise. The deletion cannot be undone; export the zone file first to keep a copy.",
    "scopes": [
      "dns:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "zone_name",
        "in": "path",
        "required": true,
        "description": "The zone's apex domain name, in lowercase and without a trailing dot.",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "DnsZone"
    },
    "risks": [
      {
        "kind": "destructive",
        "summary": "Deletes the zone and all its records for good; the domain stops resolving if it is still delegated to us."
      }
    ]
  },
  {
    "operationId": "getDnsZoneFile",
    "method": "GET",
    "path": "/api/v1/dns/zones/{zone_name}/zone-file/",
    "tag": "DNS",
    "summary": "Export a DNS zone file",
    "description": "Returns the zone as an RFC 1035 master file (a zone file), wrapped in JSON: the SOA record we manage, the NS records, then every other record by name (apex first) and type, with absolute names and explicit TTLs. A record's `comment` follows it on its line as `; comment`. The file can be loaded by any standard DNS server, and imported again with `PUT /api/v1/dns/zones/{zone_name}/zone-file/`.",
    "scopes": [
      "dns:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "zone_name",
        "in": "path",
        "required": true,
        "description": "The zone's apex domain name, in lowercase and without a trailing dot.",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "DnsZoneFile"
    },
    "risks": []
  },
  {
    "operationId": "replaceDnsZoneFile",
    "method": "PUT",
    "path": "/api/v1/dns/zones/{zone_name}/zone-file/",
    "tag": "DNS",
    "summary": "Import a DNS zone file",
    "description": "Replaces all the records of the zone with those of a zone file, atomically: either every record of the file is in place afterwards, or nothing changed. The SOA record and the apex NS records for our nameservers stay as they are (lines for them in the file are ignored). Records of the file that equal an existing record (same name, type and data) keep their id, with the file's TTL and comment; the other existing records are deleted, and the file's other records are created with new ids. Answers 200 with the zone file as it now is (the SOA serial increases). `DnsZoneFileReplaceRequest` says which syntax is supported.",
    "scopes": [
      "dns:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "zone_name",
        "in": "path",
        "required": true,
        "description": "The zone's apex domain name, in lowercase and without a trailing dot.",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "body": {
      "required": true,
      "schemaName": "DnsZoneFileReplaceRequest",
      "schema": {
        "type": "object",
        "description": "A zone file to import, replacing the zone's records.",
        "required": [
          "zone_file"
        ],
        "additionalProperties": false,
        "properties": {
          "zone_file": {
            "type": "string",
            "maxLength": 1048576,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The zone in RFC 1035 master-file format (up to 1 MiB, UTF-8, LF or CRLF line ends). Supported:\n`$ORIGIN` (must be the zone name, or absent), `$TTL`, relative and absolute owner names, `@`, class\n`IN` (or none), the record types of `DnsRecordType`, quoted TXT strings (joined), parentheses across\nlines, and `;` comments (a comment ending a record's line becomes its `comment`). Not supported:\n`$INCLUDE`, `$GENERATE`, other classes and types. The SOA record and the apex NS records for our\nnameservers are ignored: we keep managing them. An owner name that repeats the zone's name\n(`www.example.com` without its trailing dot, read as `www.example.com.example.com.`) is refused\nwith the line's number, as the `name` of a record is: write `www` or `www.example.com.`.\n"
          }
        }
      },
      "fields": [
        {
          "name": "zone_file",
          "required": true,
          "description": "The zone in RFC 1035 master-file format (up to 1 MiB, UTF-8, LF or CRLF line ends). Supported: `$ORIGIN` (must be the zone name, or absent), `$TTL`, relative and absolute owner names, `@`, class `IN` (or none), the record types of `DnsRecordType`, quoted TXT strings (joined), parentheses across lines, and `;` comments (a comment ending a record's line becomes its `comment`). Not supported: `$INCLUDE`, `$GENERATE`, other classes and types. The SOA record and the apex NS records for our nameservers are ignored: we keep managing them. An owner name that repeats the zone's name (`www.example.com` without its trailing dot, read as `www.example.com.example.com.`) is refused with the line's number, as the `name` of a record is: write `www` or `www.example.com.`.",
          "schema": {
            "type": "string",
            "maxLength": 1048576,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "The zone in RFC 1035 master-file format (up to 1 MiB, UTF-8, LF or CRLF line ends). Supported:\n`$ORIGIN` (must be the zone name, or absent), `$TTL`, relative and absolute owner names, `@`, class\n`IN` (or none), the record types of `DnsRecordType`, quoted TXT strings (joined), parentheses across\nlines, and `;` comments (a comment ending a record's line becomes its `comment`). Not supported:\n`$INCLUDE`, `$GENERATE`, other classes and types. The SOA record and the apex NS records for our\nnameservers are ignored: we keep managing them. An owner name that repeats the zone's name\n(`www.example.com` without its trailing dot, read as `www.example.com.example.com.`) is refused\nwith the line's number, as the `name` of a record is: write `www` or `www.example.com.`.\n"
          }
        }
      ]
    },
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "DnsZoneFile"
    },
    "risks": [
      {
        "kind": "destructive",
        "summary": "Replaces all the zone's records with the file's: records not in the file are deleted."
      }
    ]
  },
  {
    "operationId": "listDnsRecords",
    "method": "GET",
    "path": "/api/v1/dns/zones/{zone_name}/records/",
    "tag": "DNS",
    "summary": "List DNS records",
    "description": "Lists the records of a zone, by id ascending unless `sort` says otherwise. Filter by `type`, by `name` (relative to the zone, `@` for the apex), or both, for example to find the A records of `www`. Each record is returned in the schema of its type (see `DnsRecord`); the SOA record is not listed (see the zone file).",
    "scopes": [
      "dns:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "zone_name",
        "in": "path",
        "required": true,
        "description": "The zone's apex domain name, in lowercase and without a trailing dot.",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      },
      {
        "name": "type",
        "in": "query",
        "required": false,
        "description": "Only records of this type.",
        "schema": {
          "type": "string",
          "description": "The type of a DNS record. The values are the uppercase mnemonics of the DNS standards, as in any\nzone file: the one deliberate exception to the API's snake_case enum values. Each type has its own\nschema and data fields:\n\n| Type | Data fields | Schema |\n|---|---|---|\n| `A` | `address` | `DnsRecordA` |\n| `AAAA` | `address` | `DnsRecordAaaa` |\n| `CNAME` | `target` | `DnsRecordCname` |\n| `MX` | `priority`, `exchange` | `DnsRecordMx` |\n| `TXT` | `value` | `DnsRecordTxt` |\n| `NS` | `nameserver` | `DnsRecordNs` |\n| `SRV` | `priority`, `weight`, `port`, `target` | `DnsRecordSrv` |\n| `CAA` | `flags`, `tag`, `value` | `DnsRecordCaa` |\n\nSOA is not a record you manage: the server writes it (see `getDnsZoneFile`). More types may be added\n(a minor change); treat an unknown type as opaque.\n",
          "enum": [
            "A",
            "AAAA",
            "CNAME",
            "MX",
            "TXT",
            "NS",
            "SRV",
            "CAA"
          ],
          "maxLength": 5
        }
      },
      {
        "name": "name",
        "in": "query",
        "required": false,
        "description": "Only records with exactly this name, relative to the zone and in lowercase: `@` for the apex, `www`, `_sip._tcp`, `*` for the wildcard.",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$"
        }
      },
      {
        "name": "sort",
        "in": "query",
        "required": false,
        "description": "The order of the results.",
        "schema": {
          "type": "string",
          "enum": [
            "id",
            "id:asc",
            "id:desc",
            "name",
            "name:asc",
            "name:desc",
            "type",
            "type:asc",
            "type:desc",
            "created_at",
            "created_at:asc",
            "created_at:desc"
          ],
          "default": "id"
        }
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "description": "The page to return, counting from 1. A page past the last returns an empty `data` array.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 1000000,
          "default": 1
        }
      },
      {
        "name": "per_page",
        "in": "query",
        "required": false,
        "description": "How many items a page holds.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 100,
          "default": 25
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "list",
      "schemaName": "DnsRecordList",
      "itemSchemaName": "DnsRecord"
    },
    "risks": []
  },
  {
    "operationId": "createDnsRecord",
    "method": "POST",
    "path": "/api/v1/dns/zones/{zone_name}/records/",
    "tag": "DNS",
    "summary": "Create a DNS record",
    "description": "Creates a record in the zone, at once (no action), and answers 201 with the record and a `Location` to it. The body's `type` selects its schema and data fields (see `DnsRecordCreateRequest`); `ttl` defaults to the zone's `default_ttl`. The record reaches our nameservers within 60 seconds. The record must obey the rules of `DnsRecord`: no CNAME beside another record of the same name or at the apex, no duplicate of an existing record, at most 500 records per zone. To change several records together, use `POST /api/v1/dns/zones/{zone_name}/records/batch/`.",
    "scopes": [
      "dns:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "zone_name",
        "in": "path",
        "required": true,
        "description": "The zone's apex domain name, in lowercase and without a trailing dot.",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "body": {
      "required": true,
      "schemaName": "DnsRecordCreateRequest",
      "schema": {
        "description": "A record to create: `type`, `name`, the data fields of that type, and optionally `ttl` and\n`comment`. `type` selects the schema (it is the discriminator); a field of another type is rejected\nas `unknown_field`. See `DnsRecord` for the rules every record obeys.\n",
        "oneOf": [
          {
            "type": "object",
            "description": "A new or replacement `A` record. An IPv4 address record: the name resolves to `address`. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
            "required": [
              "type",
              "name",
              "address"
            ],
            "additionalProperties": false,
            "properties": {
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
                "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
              },
              "address": {
                "type": "string",
                "format": "ipv4",
                "maxLength": 15,
                "description": "The IPv4 address the name resolves to, in dotted-decimal form."
              },
              "comment": {
                "type": "string",
                "maxLength": 255,
                "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
              }
            }
          },
          {
            "type": "object",
            "description": "A new or replacement `AAAA` record. An IPv6 address record: the name resolves to `address`. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
            "required": [
              "type",
              "name",
              "address"
            ],
            "additionalProperties": false,
            "properties": {
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
                "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
              },
              "address": {
                "type": "string",
                "format": "ipv6",
                "maxLength": 45,
                "description": "The IPv6 address the name resolves to; answered in its compressed, lowercase form (RFC 5952)."
              },
              "comment": {
                "type": "string",
                "maxLength": 255,
                "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
              }
            }
          },
          {
            "type": "object",
            "description": "A new or replacement `CNAME` record. An alias: the name is another name for `target`. A CNAME cannot be at the apex (`@`, refused by the `name` pattern: `validation_failed`) and cannot share its name with any other record (`dns_record_conflict`). One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
            "required": [
              "type",
              "name",
              "target"
            ],
            "additionalProperties": false,
            "properties": {
              "type": {
                "type": "string",
                "const": "CNAME",
                "maxLength": 5,
                "description": "The record type, always `CNAME` for this schema."
              },
              "name": {
                "type": "string",
                "maxLength": 253,
                "pattern": "^(?=.{1,253}$)(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*$",
                "description": "The record's name relative to the zone, in lowercase: `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label); never `@`, the apex, where a CNAME may not be. Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
              },
              "ttl": {
                "type": "integer",
                "format": "int32",
                "minimum": 60,
                "maximum": 86400,
                "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
              },
              "target": {
                "type": "string",
                "maxLength": 254,
                "pattern": "^(?=.{4,254}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                "description": "The fully qualified name this name is an alias of, in lowercase, with a trailing dot."
              },
              "comment": {
                "type": "string",
                "maxLength": 255,
                "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
              }
            }
          },
          {
            "type": "object",
            "description": "A new or replacement `MX` record. A mail exchanger: mail for the name is delivered to `exchange`, lowest `priority` first. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
            "required": [
              "type",
              "name",
              "priority",
              "exchange"
            ],
            "additionalProperties": false,
            "properties": {
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
                "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
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
                "type": "string",
                "maxLength": 255,
                "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
              }
            }
          },
          {
            "type": "object",
            "description": "A new or replacement `TXT` record. A text record, for SPF, DKIM, DMARC, domain verification and the like. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
            "required": [
              "type",
              "name",
              "value"
            ],
            "additionalProperties": false,
            "properties": {
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
                "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
              },
              "value": {
                "type": "string",
                "maxLength": 4096,
                "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                "description": "The text, unquoted and on one line (up to 4096 characters). The server splits values longer than 255 bytes into 255-byte strings in DNS, escapes quotes, and answers the joined text here."
              },
              "comment": {
                "type": "string",
                "maxLength": 255,
                "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
              }
            }
          },
          {
            "type": "object",
            "description": "A new or replacement `NS` record. A nameserver record: delegates the name (a subdomain) to `nameserver`. The apex NS records that name our nameservers are managed by us: they cannot be deleted, renamed or pointed elsewhere (`dns_record_conflict`); their `ttl` and `comment` can change. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
            "required": [
              "type",
              "name",
              "nameserver"
            ],
            "additionalProperties": false,
            "properties": {
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
                "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
              },
              "nameserver": {
                "type": "string",
                "maxLength": 254,
                "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                "description": "The fully qualified host name of the nameserver, in lowercase, with a trailing dot."
              },
              "comment": {
                "type": "string",
                "maxLength": 255,
                "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
              }
            }
          },
          {
            "type": "object",
            "description": "A new or replacement `SRV` record. A service record: clients of the service named by `name` (`_service._proto`, such as `_sip._tcp`) connect to `target` on `port`. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
            "required": [
              "type",
              "name",
              "priority",
              "weight",
              "port",
              "target"
            ],
            "additionalProperties": false,
            "properties": {
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
                "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
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
                "type": "string",
                "maxLength": 255,
                "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
              }
            }
          },
          {
            "type": "object",
            "description": "A new or replacement `CAA` record. A certification authority authorization: which CAs may issue certificates for the name (RFC 8659). One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
            "required": [
              "type",
              "name",
              "flags",
              "tag",
              "value"
            ],
            "additionalProperties": false,
            "properties": {
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
                "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
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
                "type": "string",
                "maxLength": 255,
                "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
              }
            }
          }
        ],
        "discriminator": {
          "propertyName": "type",
          "mapping": {
            "A": "#/components/schemas/DnsRecordACreate",
            "AAAA": "#/components/schemas/DnsRecordAaaaCreate",
            "CNAME": "#/components/schemas/DnsRecordCnameCreate",
            "MX": "#/components/schemas/DnsRecordMxCreate",
            "TXT": "#/components/schemas/DnsRecordTxtCreate",
            "NS": "#/components/schemas/DnsRecordNsCreate",
            "SRV": "#/components/schemas/DnsRecordSrvCreate",
            "CAA": "#/components/schemas/DnsRecordCaaCreate"
          }
        }
      },
      "fields": [
        {
          "name": "type",
          "required": true,
          "description": "The record type, always `A` for this schema.",
          "schema": {
            "type": "string",
            "enum": [
              "A",
              "AAAA",
              "CNAME",
              "MX",
              "TXT",
              "NS",
              "SRV",
              "CAA"
            ],
            "description": "The record type, always `A` for this schema."
          }
        },
        {
          "name": "name",
          "required": true,
          "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`.",
          "schema": {
            "type": "string",
            "maxLength": 253,
            "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
            "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
          },
          "variants": [
            "A",
            "AAAA",
            "CNAME",
            "MX",
            "TXT",
            "NS",
            "SRV",
            "CAA"
          ]
        },
        {
          "name": "ttl",
          "required": false,
          "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another).",
          "schema": {
            "type": "integer",
            "format": "int32",
            "minimum": 60,
            "maximum": 86400,
            "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
          },
          "variants": [
            "A",
            "AAAA",
            "CNAME",
            "MX",
            "TXT",
            "NS",
            "SRV",
            "CAA"
          ]
        },
        {
          "name": "address",
          "required": true,
          "description": "The IPv4 address the name resolves to, in dotted-decimal form.",
          "schema": {
            "type": "string",
            "format": "ipv4",
            "maxLength": 15,
            "description": "The IPv4 address the name resolves to, in dotted-decimal form."
          },
          "variants": [
            "A",
            "AAAA"
          ]
        },
        {
          "name": "comment",
          "required": false,
          "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS.",
          "schema": {
            "type": "string",
            "maxLength": 255,
            "pattern": "^[^\\x00-\\x1F\\x7F]*$",
            "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
          },
          "variants": [
            "A",
            "AAAA",
            "CNAME",
            "MX",
            "TXT",
            "NS",
            "SRV",
            "CAA"
          ]
        },
        {
          "name": "target",
          "required": true,
          "description": "The fully qualified name this name is an alias of, in lowercase, with a trailing dot.",
          "schema": {
            "type": "string",
            "maxLength": 254,
            "pattern": "^(?=.{4,254}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
            "description": "The fully qualified name this name is an alias of, in lowercase, with a trailing dot."
          },
          "variants": [
            "CNAME",
            "SRV"
          ]
        },
        {
          "name": "priority",
          "required": true,
          "description": "The preference of this mail server (0 to 65535); lower values are tried first.",
          "schema": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 65535,
            "description": "The preference of this mail server (0 to 65535); lower values are tried first."
          },
          "variants": [
            "MX",
            "SRV"
          ]
        },
        {
          "name": "exchange",
          "required": true,
          "description": "The fully qualified host name of the mail server, in lowercase, with a trailing dot. It should have A or AAAA records, not a CNAME.",
          "schema": {
            "type": "string",
            "maxLength": 254,
            "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
            "description": "The fully qualified host name of the mail server, in lowercase, with a trailing dot. It should have A or AAAA records, not a CNAME."
          },
          "variants": [
            "MX"
          ]
        },
        {
          "name": "value",
          "required": true,
          "description": "The text, unquoted and on one line (up to 4096 characters). The server splits values longer than 255 bytes into 255-byte strings in DNS, escapes quotes, and answers the joined text here.",
          "schema": {
            "type": "string",
            "maxLength": 4096,
            "pattern": "^[^\\x00-\\x1F\\x7F]*$",
            "description": "The text, unquoted and on one line (up to 4096 characters). The server splits values longer than 255 bytes into 255-byte strings in DNS, escapes quotes, and answers the joined text here."
          },
          "variants": [
            "TXT",
            "CAA"
          ]
        },
        {
          "name": "nameserver",
          "required": true,
          "description": "The fully qualified host name of the nameserver, in lowercase, with a trailing dot.",
          "schema": {
            "type": "string",
            "maxLength": 254,
            "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
            "description": "The fully qualified host name of the nameserver, in lowercase, with a trailing dot."
          },
          "variants": [
            "NS"
          ]
        },
        {
          "name": "weight",
          "required": true,
          "description": "The relative weight among targets of the same priority (0 to 65535); higher gets more traffic.",
          "schema": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 65535,
            "description": "The relative weight among targets of the same priority (0 to 65535); higher gets more traffic."
          },
          "variants": [
            "SRV"
          ]
        },
        {
          "name": "port",
          "required": true,
          "description": "The TCP or UDP port of the service on the target (0 to 65535).",
          "schema": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 65535,
            "description": "The TCP or UDP port of the service on the target (0 to 65535)."
          },
          "variants": [
            "SRV"
          ]
        },
        {
          "name": "flags",
          "required": true,
          "description": "The flags byte (0 to 255); 0 normally, 128 marks the property critical.",
          "schema": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 255,
            "description": "The flags byte (0 to 255); 0 normally, 128 marks the property critical."
          },
          "variants": [
            "CAA"
          ]
        },
        {
          "name": "tag",
          "required": true,
          "description": "The property: `issue` (a CA that may issue certificates), `issuewild` (a CA that may issue wildcard certificates) or `iodef` (where CAs report violations).",
          "schema": {
            "type": "string",
            "maxLength": 9,
            "enum": [
              "issue",
              "issuewild",
              "iodef"
            ],
            "description": "The property: `issue` (a CA that may issue certificates), `issuewild` (a CA that may issue wildcard certificates) or `iodef` (where CAs report violations)."
          },
          "variants": [
            "CAA"
          ]
        }
      ],
      "discriminator": {
        "property": "type",
        "values": [
          "A",
          "AAAA",
          "CNAME",
          "MX",
          "TXT",
          "NS",
          "SRV",
          "CAA"
        ]
      }
    },
    "success": {
      "status": 201,
      "kind": "resource",
      "schemaName": "DnsRecord"
    },
    "risks": []
  },
  {
    "operationId": "getDnsRecord",
    "method": "GET",
    "path": "/api/v1/dns/zones/{zone_name}/records/{record_id}/",
    "tag": "DNS",
    "summary": "Get a DNS record",
    "description": "Returns one record of the zone, in the schema of its type (see `DnsRecord`).",
    "scopes": [
      "dns:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "zone_name",
        "in": "path",
        "required": true,
        "description": "The zone's apex domain name, in lowercase and without a trailing dot.",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      },
      {
        "name": "record_id",
        "in": "path",
        "required": true,
        "description": "The DNS record's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "DnsRecord"
    },
    "risks": []
  },
  {
    "operationId": "replaceDnsRecord",
    "method": "PUT",
    "path": "/api/v1/dns/zones/{zone_name}/records/{record_id}/",
    "tag": "DNS",
    "summary": "Replace a DNS record",
    "description": "Replaces the whole content of a record, keeping its id, and answers 200 with the record as it now is. Send the record as for creating one (`type`, `name`, data fields, optionally `ttl` and `comment`): an omitted `ttl` becomes the zone's `default_ttl` and an omitted `comment` becomes null. `type` must stay the record's type; to change it, delete the record and create another (or do both in one batch). This is the way to rename a record. The change reaches our nameservers within 60 seconds.",
    "scopes": [
      "dns:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "zone_name",
        "in": "path",
        "required": true,
        "description": "The zone's apex domain name, in lowercase and without a trailing dot.",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      },
      {
        "name": "record_id",
        "in": "path",
        "required": true,
        "description": "The DNS record's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "body": {
      "required": true,
      "schemaName": "DnsRecordReplaceRequest",
      "schema": {
        "description": "The whole new content of a record: the same shape as a record to create. `type` must be the record's\ncurrent type (`validation_failed` otherwise); `name` and the data fields are required; an omitted\n`ttl` becomes the zone's `default_ttl` and an omitted `comment` becomes null.\n",
        "oneOf": [
          {
            "type": "object",
            "description": "A new or replacement `A` record. An IPv4 address record: the name resolves to `address`. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
            "required": [
              "type",
              "name",
              "address"
            ],
            "additionalProperties": false,
            "properties": {
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
                "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
              },
              "address": {
                "type": "string",
                "format": "ipv4",
                "maxLength": 15,
                "description": "The IPv4 address the name resolves to, in dotted-decimal form."
              },
              "comment": {
                "type": "string",
                "maxLength": 255,
                "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
              }
            }
          },
          {
            "type": "object",
            "description": "A new or replacement `AAAA` record. An IPv6 address record: the name resolves to `address`. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
            "required": [
              "type",
              "name",
              "address"
            ],
            "additionalProperties": false,
            "properties": {
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
                "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
              },
              "address": {
                "type": "string",
                "format": "ipv6",
                "maxLength": 45,
                "description": "The IPv6 address the name resolves to; answered in its compressed, lowercase form (RFC 5952)."
              },
              "comment": {
                "type": "string",
                "maxLength": 255,
                "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
              }
            }
          },
          {
            "type": "object",
            "description": "A new or replacement `CNAME` record. An alias: the name is another name for `target`. A CNAME cannot be at the apex (`@`, refused by the `name` pattern: `validation_failed`) and cannot share its name with any other record (`dns_record_conflict`). One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
            "required": [
              "type",
              "name",
              "target"
            ],
            "additionalProperties": false,
            "properties": {
              "type": {
                "type": "string",
                "const": "CNAME",
                "maxLength": 5,
                "description": "The record type, always `CNAME` for this schema."
              },
              "name": {
                "type": "string",
                "maxLength": 253,
                "pattern": "^(?=.{1,253}$)(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*$",
                "description": "The record's name relative to the zone, in lowercase: `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label); never `@`, the apex, where a CNAME may not be. Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
              },
              "ttl": {
                "type": "integer",
                "format": "int32",
                "minimum": 60,
                "maximum": 86400,
                "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
              },
              "target": {
                "type": "string",
                "maxLength": 254,
                "pattern": "^(?=.{4,254}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                "description": "The fully qualified name this name is an alias of, in lowercase, with a trailing dot."
              },
              "comment": {
                "type": "string",
                "maxLength": 255,
                "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
              }
            }
          },
          {
            "type": "object",
            "description": "A new or replacement `MX` record. A mail exchanger: mail for the name is delivered to `exchange`, lowest `priority` first. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
            "required": [
              "type",
              "name",
              "priority",
              "exchange"
            ],
            "additionalProperties": false,
            "properties": {
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
                "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
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
                "type": "string",
                "maxLength": 255,
                "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
              }
            }
          },
          {
            "type": "object",
            "description": "A new or replacement `TXT` record. A text record, for SPF, DKIM, DMARC, domain verification and the like. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
            "required": [
              "type",
              "name",
              "value"
            ],
            "additionalProperties": false,
            "properties": {
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
                "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
              },
              "value": {
                "type": "string",
                "maxLength": 4096,
                "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                "description": "The text, unquoted and on one line (up to 4096 characters). The server splits values longer than 255 bytes into 255-byte strings in DNS, escapes quotes, and answers the joined text here."
              },
              "comment": {
                "type": "string",
                "maxLength": 255,
                "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
              }
            }
          },
          {
            "type": "object",
            "description": "A new or replacement `NS` record. A nameserver record: delegates the name (a subdomain) to `nameserver`. The apex NS records that name our nameservers are managed by us: they cannot be deleted, renamed or pointed elsewhere (`dns_record_conflict`); their `ttl` and `comment` can change. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
            "required": [
              "type",
              "name",
              "nameserver"
            ],
            "additionalProperties": false,
            "properties": {
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
                "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
              },
              "nameserver": {
                "type": "string",
                "maxLength": 254,
                "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                "description": "The fully qualified host name of the nameserver, in lowercase, with a trailing dot."
              },
              "comment": {
                "type": "string",
                "maxLength": 255,
                "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
              }
            }
          },
          {
            "type": "object",
            "description": "A new or replacement `SRV` record. A service record: clients of the service named by `name` (`_service._proto`, such as `_sip._tcp`) connect to `target` on `port`. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
            "required": [
              "type",
              "name",
              "priority",
              "weight",
              "port",
              "target"
            ],
            "additionalProperties": false,
            "properties": {
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
                "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
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
                "type": "string",
                "maxLength": 255,
                "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
              }
            }
          },
          {
            "type": "object",
            "description": "A new or replacement `CAA` record. A certification authority authorization: which CAs may issue certificates for the name (RFC 8659). One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
            "required": [
              "type",
              "name",
              "flags",
              "tag",
              "value"
            ],
            "additionalProperties": false,
            "properties": {
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
                "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
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
                "type": "string",
                "maxLength": 255,
                "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
              }
            }
          }
        ],
        "discriminator": {
          "propertyName": "type",
          "mapping": {
            "A": "#/components/schemas/DnsRecordACreate",
            "AAAA": "#/components/schemas/DnsRecordAaaaCreate",
            "CNAME": "#/components/schemas/DnsRecordCnameCreate",
            "MX": "#/components/schemas/DnsRecordMxCreate",
            "TXT": "#/components/schemas/DnsRecordTxtCreate",
            "NS": "#/components/schemas/DnsRecordNsCreate",
            "SRV": "#/components/schemas/DnsRecordSrvCreate",
            "CAA": "#/components/schemas/DnsRecordCaaCreate"
          }
        }
      },
      "fields": [
        {
          "name": "type",
          "required": true,
          "description": "The record type, always `A` for this schema.",
          "schema": {
            "type": "string",
            "enum": [
              "A",
              "AAAA",
              "CNAME",
              "MX",
              "TXT",
              "NS",
              "SRV",
              "CAA"
            ],
            "description": "The record type, always `A` for this schema."
          }
        },
        {
          "name": "name",
          "required": true,
          "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`.",
          "schema": {
            "type": "string",
            "maxLength": 253,
            "pattern": "^(?=.{1,253}$)(@|(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$",
            "description": "The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
          },
          "variants": [
            "A",
            "AAAA",
            "CNAME",
            "MX",
            "TXT",
            "NS",
            "SRV",
            "CAA"
          ]
        },
        {
          "name": "ttl",
          "required": false,
          "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another).",
          "schema": {
            "type": "integer",
            "format": "int32",
            "minimum": 60,
            "maximum": 86400,
            "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
          },
          "variants": [
            "A",
            "AAAA",
            "CNAME",
            "MX",
            "TXT",
            "NS",
            "SRV",
            "CAA"
          ]
        },
        {
          "name": "address",
          "required": true,
          "description": "The IPv4 address the name resolves to, in dotted-decimal form.",
          "schema": {
            "type": "string",
            "format": "ipv4",
            "maxLength": 15,
            "description": "The IPv4 address the name resolves to, in dotted-decimal form."
          },
          "variants": [
            "A",
            "AAAA"
          ]
        },
        {
          "name": "comment",
          "required": false,
          "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS.",
          "schema": {
            "type": "string",
            "maxLength": 255,
            "pattern": "^[^\\x00-\\x1F\\x7F]*$",
            "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
          },
          "variants": [
            "A",
            "AAAA",
            "CNAME",
            "MX",
            "TXT",
            "NS",
            "SRV",
            "CAA"
          ]
        },
        {
          "name": "target",
          "required": true,
          "description": "The fully qualified name this name is an alias of, in lowercase, with a trailing dot.",
          "schema": {
            "type": "string",
            "maxLength": 254,
            "pattern": "^(?=.{4,254}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
            "description": "The fully qualified name this name is an alias of, in lowercase, with a trailing dot."
          },
          "variants": [
            "CNAME",
            "SRV"
          ]
        },
        {
          "name": "priority",
          "required": true,
          "description": "The preference of this mail server (0 to 65535); lower values are tried first.",
          "schema": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 65535,
            "description": "The preference of this mail server (0 to 65535); lower values are tried first."
          },
          "variants": [
            "MX",
            "SRV"
          ]
        },
        {
          "name": "exchange",
          "required": true,
          "description": "The fully qualified host name of the mail server, in lowercase, with a trailing dot. It should have A or AAAA records, not a CNAME.",
          "schema": {
            "type": "string",
            "maxLength": 254,
            "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
            "description": "The fully qualified host name of the mail server, in lowercase, with a trailing dot. It should have A or AAAA records, not a CNAME."
          },
          "variants": [
            "MX"
          ]
        },
        {
          "name": "value",
          "required": true,
          "description": "The text, unquoted and on one line (up to 4096 characters). The server splits values longer than 255 bytes into 255-byte strings in DNS, escapes quotes, and answers the joined text here.",
          "schema": {
            "type": "string",
            "maxLength": 4096,
            "pattern": "^[^\\x00-\\x1F\\x7F]*$",
            "description": "The text, unquoted and on one line (up to 4096 characters). The server splits values longer than 255 bytes into 255-byte strings in DNS, escapes quotes, and answers the joined text here."
          },
          "variants": [
            "TXT",
            "CAA"
          ]
        },
        {
          "name": "nameserver",
          "required": true,
          "description": "The fully qualified host name of the nameserver, in lowercase, with a trailing dot.",
          "schema": {
            "type": "string",
            "maxLength": 254,
            "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
            "description": "The fully qualified host name of the nameserver, in lowercase, with a trailing dot."
          },
          "variants": [
            "NS"
          ]
        },
        {
          "name": "weight",
          "required": true,
          "description": "The relative weight among targets of the same priority (0 to 65535); higher gets more traffic.",
          "schema": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 65535,
            "description": "The relative weight among targets of the same priority (0 to 65535); higher gets more traffic."
          },
          "variants": [
            "SRV"
          ]
        },
        {
          "name": "port",
          "required": true,
          "description": "The TCP or UDP port of the service on the target (0 to 65535).",
          "schema": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 65535,
            "description": "The TCP or UDP port of the service on the target (0 to 65535)."
          },
          "variants": [
            "SRV"
          ]
        },
        {
          "name": "flags",
          "required": true,
          "description": "The flags byte (0 to 255); 0 normally, 128 marks the property critical.",
          "schema": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 255,
            "description": "The flags byte (0 to 255); 0 normally, 128 marks the property critical."
          },
          "variants": [
            "CAA"
          ]
        },
        {
          "name": "tag",
          "required": true,
          "description": "The property: `issue` (a CA that may issue certificates), `issuewild` (a CA that may issue wildcard certificates) or `iodef` (where CAs report violations).",
          "schema": {
            "type": "string",
            "maxLength": 9,
            "enum": [
              "issue",
              "issuewild",
              "iodef"
            ],
            "description": "The property: `issue` (a CA that may issue certificates), `issuewild` (a CA that may issue wildcard certificates) or `iodef` (where CAs report violations)."
          },
          "variants": [
            "CAA"
          ]
        }
      ],
      "discriminator": {
        "property": "type",
        "values": [
          "A",
          "AAAA",
          "CNAME",
          "MX",
          "TXT",
          "NS",
          "SRV",
          "CAA"
        ]
      }
    },
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "DnsRecord"
    },
    "risks": [
      {
        "kind": "destructive",
        "summary": "Overwrites the record's data: its previous values are lost."
      }
    ]
  },
  {
    "operationId": "updateDnsRecord",
    "method": "PATCH",
    "path": "/api/v1/dns/zones/{zone_name}/records/{record_id}/",
    "tag": "DNS",
    "summary": "Update a DNS record",
    "description": "Changes some fields of a record, keeping the others, and answers 200 with the record as it now is. Send `ttl`, `comment` (null removes it), or data fields of the record's own type (see `DnsRecordUpdateRequest`): `priority` of an MX record, `address` of an A record, and so on. `type` and `name` cannot be patched. The change reaches our nameservers within 60 seconds.",
    "scopes": [
      "dns:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "zone_name",
        "in": "path",
        "required": true,
        "description": "The zone's apex domain name, in lowercase and without a trailing dot.",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      },
      {
        "name": "record_id",
        "in": "path",
        "required": true,
        "description": "The DNS record's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "body": {
      "required": true,
      "schemaName": "DnsRecordUpdateRequest",
      "schema": {
        "type": "object",
        "description": "The fields of a record to change; the others keep their values. Send `ttl`, `comment`, or data\nfields of the record's own type (see `DnsRecord`): a data field of another type (such as `exchange`\non an A record) fails with `validation_failed`. Data fields of two types that no record has together\n(such as `address` with `priority`) are refused by the schema itself (`dependentSchemas`); which\ntype the record has is known only to the server. `type` and `name` cannot be patched; replace the\nrecord to rename it.\n",
        "additionalProperties": false,
        "minProperties": 1,
        "maxProperties": 12,
        "properties": {
          "ttl": {
            "type": "integer",
            "format": "int32",
            "minimum": 60,
            "maximum": 86400,
            "description": "The new time to live, in seconds (60 to 86400)."
          },
          "comment": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 255,
            "pattern": "^[^\\x00-\\x1F\\x7F]*$",
            "description": "A new note, never published in DNS; null removes it."
          },
          "address": {
            "description": "A and AAAA: the new IPv4 (A) or IPv6 (AAAA) address.",
            "anyOf": [
              {
                "type": "string",
                "format": "ipv4",
                "maxLength": 15
              },
              {
                "type": "string",
                "format": "ipv6",
                "maxLength": 45
              }
            ]
          },
          "target": {
            "type": "string",
            "maxLength": 254,
            "pattern": "^(?=.{4,254}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
            "description": "CNAME and SRV: the new fully qualified target, with a trailing dot."
          },
          "priority": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 65535,
            "description": "MX and SRV: the new priority (0 to 65535)."
          },
          "weight": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 65535,
            "description": "SRV: the new weight (0 to 65535)."
          },
          "port": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 65535,
            "description": "SRV: the new port (0 to 65535)."
          },
          "exchange": {
            "type": "string",
            "maxLength": 254,
            "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
            "description": "MX: the new fully qualified mail server host name, with a trailing dot."
          },
          "value": {
            "type": "string",
            "maxLength": 4096,
            "pattern": "^[^\\x00-\\x1F\\x7F]*$",
            "description": "TXT: the new text (up to 4096 characters); CAA: the new property value (up to 255)."
          },
          "nameserver": {
            "type": "string",
            "maxLength": 254,
            "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
            "description": "NS: the new fully qualified nameserver host name, with a trailing dot."
          },
          "flags": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 255,
            "description": "CAA: the new flags byte (0 to 255)."
          },
          "tag": {
            "type": "string",
            "maxLength": 9,
            "enum": [
              "issue",
              "issuewild",
              "iodef"
            ],
            "description": "CAA: the new property tag."
          }
        },
        "dependentSchemas": {
          "address": {
            "description": "`address` belongs to A or AAAA records: it comes only with fields of the same record type.",
            "propertyNames": {
              "enum": [
                "ttl",
                "comment",
                "address"
              ]
            }
          },
          "target": {
            "description": "`target` belongs to CNAME or SRV records: it comes only with fields of the same record type.",
            "propertyNames": {
              "enum": [
                "ttl",
                "comment",
                "target",
                "priority",
                "weight",
                "port"
              ]
            }
          },
          "priority": {
            "description": "`priority` belongs to MX or SRV records: it comes only with fields of the same record type.",
            "propertyNames": {
              "enum": [
                "ttl",
                "comment",
                "priority",
                "exchange",
                "weight",
                "port",
                "target"
              ]
            }
          },
          "weight": {
            "description": "`weight` belongs to SRV records: it comes only with fields of the same record type.",
            "propertyNames": {
              "enum": [
                "ttl",
                "comment",
                "priority",
                "weight",
                "port",
                "target"
              ]
            }
          },
          "port": {
            "description": "`port` belongs to SRV records: it comes only with fields of the same record type.",
            "propertyNames": {
              "enum": [
                "ttl",
                "comment",
                "priority",
                "weight",
                "port",
                "target"
              ]
            }
          },
          "exchange": {
            "description": "`exchange` belongs to MX records: it comes only with fields of the same record type.",
            "propertyNames": {
              "enum": [
                "ttl",
                "comment",
                "priority",
                "exchange"
              ]
            }
          },
          "value": {
            "description": "`value` belongs to TXT or CAA records: it comes only with fields of the same record type.",
            "propertyNames": {
              "enum": [
                "ttl",
                "comment",
                "value",
                "flags",
                "tag"
              ]
            }
          },
          "nameserver": {
            "description": "`nameserver` belongs to NS records: it comes only with fields of the same record type.",
            "propertyNames": {
              "enum": [
                "ttl",
                "comment",
                "nameserver"
              ]
            }
          },
          "flags": {
            "description": "`flags` belongs to CAA records: it comes only with fields of the same record type.",
            "propertyNames": {
              "enum": [
                "ttl",
                "comment",
                "flags",
                "tag",
                "value"
              ]
            }
          },
          "tag": {
            "description": "`tag` belongs to CAA records: it comes only with fields of the same record type.",
            "propertyNames": {
              "enum": [
                "ttl",
                "comment",
                "flags",
                "tag",
                "value"
              ]
            }
          }
        }
      },
      "fields": [
        {
          "name": "ttl",
          "required": false,
          "description": "The new time to live, in seconds (60 to 86400).",
          "schema": {
            "type": "integer",
            "format": "int32",
            "minimum": 60,
            "maximum": 86400,
            "description": "The new time to live, in seconds (60 to 86400)."
          }
        },
        {
          "name": "comment",
          "required": false,
          "description": "A new note, never published in DNS; null removes it.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 255,
            "pattern": "^[^\\x00-\\x1F\\x7F]*$",
            "description": "A new note, never published in DNS; null removes it."
          }
        },
        {
          "name": "address",
          "required": false,
          "description": "A and AAAA: the new IPv4 (A) or IPv6 (AAAA) address.",
          "schema": {
            "description": "A and AAAA: the new IPv4 (A) or IPv6 (AAAA) address.",
            "anyOf": [
              {
                "type": "string",
                "format": "ipv4",
                "maxLength": 15
              },
              {
                "type": "string",
                "format": "ipv6",
                "maxLength": 45
              }
            ]
          }
        },
        {
          "name": "target",
          "required": false,
          "description": "CNAME and SRV: the new fully qualified target, with a trailing dot.",
          "schema": {
            "type": "string",
            "maxLength": 254,
            "pattern": "^(?=.{4,254}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
            "description": "CNAME and SRV: the new fully qualified target, with a trailing dot."
          }
        },
        {
          "name": "priority",
          "required": false,
          "description": "MX and SRV: the new priority (0 to 65535).",
          "schema": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 65535,
            "description": "MX and SRV: the new priority (0 to 65535)."
          }
        },
        {
          "name": "weight",
          "required": false,
          "description": "SRV: the new weight (0 to 65535).",
          "schema": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 65535,
            "description": "SRV: the new weight (0 to 65535)."
          }
        },
        {
          "name": "port",
          "required": false,
          "description": "SRV: the new port (0 to 65535).",
          "schema": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 65535,
            "description": "SRV: the new port (0 to 65535)."
          }
        },
        {
          "name": "exchange",
          "required": false,
          "description": "MX: the new fully qualified mail server host name, with a trailing dot.",
          "schema": {
            "type": "string",
            "maxLength": 254,
            "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
            "description": "MX: the new fully qualified mail server host name, with a trailing dot."
          }
        },
        {
          "name": "value",
          "required": false,
          "description": "TXT: the new text (up to 4096 characters); CAA: the new property value (up to 255).",
          "schema": {
            "type": "string",
            "maxLength": 4096,
            "pattern": "^[^\\x00-\\x1F\\x7F]*$",
            "description": "TXT: the new text (up to 4096 characters); CAA: the new property value (up to 255)."
          }
        },
        {
          "name": "nameserver",
          "required": false,
          "description": "NS: the new fully qualified nameserver host name, with a trailing dot.",
          "schema": {
            "type": "string",
            "maxLength": 254,
            "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
            "description": "NS: the new fully qualified nameserver host name, with a trailing dot."
          }
        },
        {
          "name": "flags",
          "required": false,
          "description": "CAA: the new flags byte (0 to 255).",
          "schema": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 255,
            "description": "CAA: the new flags byte (0 to 255)."
          }
        },
        {
          "name": "tag",
          "required": false,
          "description": "CAA: the new property tag.",
          "schema": {
            "type": "string",
            "maxLength": 9,
            "enum": [
              "issue",
              "issuewild",
              "iodef"
            ],
            "description": "CAA: the new property tag."
          }
        }
      ]
    },
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "DnsRecord"
    },
    "risks": [
      {
        "kind": "destructive",
        "summary": "Overwrites the fields sent: their previous values are lost."
      }
    ]
  },
  {
    "operationId": "deleteDnsRecord",
    "method": "DELETE",
    "path": "/api/v1/dns/zones/{zone_name}/records/{record_id}/",
    "tag": "DNS",
    "summary": "Delete a DNS record",
    "description": "Deletes a record, at once (no action), and answers 200 with the record as it was. Our nameservers stop answering with it within 60 seconds; resolvers may keep it until its `ttl` expires. The managed apex NS records (naming `ns1.vps-hosting.example.` or `ns2.vps-hosting.example.`) cannot be deleted; delete the zone instead.",
    "scopes": [
      "dns:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "zone_name",
        "in": "path",
        "required": true,
        "description": "The zone's apex domain name, in lowercase and without a trailing dot.",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      },
      {
        "name": "record_id",
        "in": "path",
        "required": true,
        "description": "The DNS record's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "DnsRecord"
    },
    "risks": [
      {
        "kind": "destructive",
        "summary": "Deletes the record for good."
      }
    ]
  },
  {
    "operationId": "batchDnsRecords",
    "method": "POST",
    "path": "/api/v1/dns/zones/{zone_name}/records/batch/",
    "tag": "DNS",
    "summary": "Batch change DNS records",
    "description": "Deletes, changes and creates records of the zone in one atomic step: either every change is applied or none is. The server applies `deletes`, then `patches`, then `creates` (each list in its order) and checks the rules of `DnsRecord` on the result, so one batch can, for example, delete the CNAME `www` and create A and AAAA records named `www`. Each list holds at most 200 entries, and at least one must be non-empty. Answers 200 with what was done: the deleted ids, the changed records and the new records. The changes reach our nameservers together, within 60 seconds.",
    "scopes": [
      "dns:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "zone_name",
        "in": "path",
        "required": true,
        "description": "The zone's apex domain name, in lowercase and without a trailing dot.",
        "schema": {
          "type": "string",
          "maxLength": 253,
          "pattern": "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"
        }
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "body": {
      "required": true,
      "schemaName": "DnsRecordBatchRequest",
      "schema": {
        "type": "object",
        "description": "Changes to apply to a zone's records at once. The server applies them in a fixed order, `deletes`,\nthen `patches`, then `creates` (each list in its own order), and checks the rules of `DnsRecord` on\nthe result: so a batch can delete a CNAME and create A records of the same name. It is all or\nnothing: if any change fails, none is applied. Each list holds at most 200 entries; at least one\nlist must be non-empty (when `deletes` and `patches` are left out or empty, `creates` is required\nand non-empty); a record id appears at most once across `deletes` and `patches`.\n",
        "additionalProperties": false,
        "minProperties": 1,
        "maxProperties": 3,
        "properties": {
          "deletes": {
            "type": "array",
            "maxItems": 200,
            "uniqueItems": true,
            "description": "The ids of records of the zone to delete.",
            "items": {
              "type": "integer",
              "format": "int64",
              "minimum": 1,
              "maximum": 9007199254740991,
              "description": "The id of a record to delete."
            }
          },
          "patches": {
            "type": "array",
            "maxItems": 200,
            "uniqueItems": true,
            "description": "Changes to records of the zone, each an `id` and the fields to change. No two entries are equal (`uniqueItems`); more strictly, an id appears at most once across `deletes` and `patches`, which no schema keyword can say: the server checks it (`validation_failed`, code `unique_items`).",
            "items": {
              "type": "object",
              "description": "One change in a batch: the `id` of a record of the zone and the fields to change, with the same\nrules as `DnsRecordUpdateRequest` (data fields of one record type only).\n",
              "required": [
                "id"
              ],
              "additionalProperties": false,
              "minProperties": 2,
              "maxProperties": 13,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The id of the record to change, in this zone."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "The new time to live, in seconds (60 to 86400)."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A new note, never published in DNS; null removes it."
                },
                "address": {
                  "description": "A and AAAA: the new IPv4 (A) or IPv6 (AAAA) address.",
                  "anyOf": [
                    {
                      "type": "string",
                      "format": "ipv4",
                      "maxLength": 15
                    },
                    {
                      "type": "string",
                      "format": "ipv6",
                      "maxLength": 45
                    }
                  ]
                },
                "target": {
                  "type": "string",
                  "maxLength": 254,
                  "pattern": "^(?=.{4,254}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                  "description": "CNAME and SRV: the new fully qualified target, with a trailing dot."
                },
                "priority": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 65535,
                  "description": "MX and SRV: the new priority (0 to 65535)."
                },
                "weight": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 65535,
                  "description": "SRV: the new weight (0 to 65535)."
                },
                "port": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 65535,
                  "description": "SRV: the new port (0 to 65535)."
                },
                "exchange": {
                  "type": "string",
                  "maxLength": 254,
                  "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                  "description": "MX: the new fully qualified mail server host name, with a trailing dot."
                },
                "value": {
                  "type": "string",
                  "maxLength": 4096,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "TXT: the new text (up to 4096 characters); CAA: the new property value (up to 255)."
                },
                "nameserver": {
                  "type": "string",
                  "maxLength": 254,
                  "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                  "description": "NS: the new fully qualified nameserver host name, with a trailing dot."
                },
                "flags": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 255,
                  "description": "CAA: the new flags byte (0 to 255)."
                },
                "tag": {
                  "type": "string",
                  "maxLength": 9,
                  "enum": [
                    "issue",
                    "issuewild",
                    "iodef"
                  ],
                  "description": "CAA: the new property tag."
                }
              },
              "dependentSchemas": {
                "address": {
                  "description": "`address` belongs to A or AAAA records: it comes only with fields of the same record type.",
                  "propertyNames": {
                    "enum": [
                      "id",
                      "ttl",
                      "comment",
                      "address"
                    ]
                  }
                },
                "target": {
                  "description": "`target` belongs to CNAME or SRV records: it comes only with fields of the same record type.",
                  "propertyNames": {
                    "enum": [
                      "id",
                      "ttl",
                      "comment",
                      "target",
                      "priority",
                      "weight",
                      "port"
                    ]
                  }
                },
                "priority": {
                  "description": "`priority` belongs to MX or SRV records: it comes only with fields of the same record type.",
                  "propertyNames": {
                    "enum": [
                      "id",
                      "ttl",
                      "comment",
                      "priority",
                      "exchange",
                      "weight",
                      "port",
                      "target"
                    ]
                  }
                },
                "weight": {
                  "description": "`weight` belongs to SRV records: it comes only with fields of the same record type.",
                  "propertyNames": {
                    "enum": [
                      "id",
                      "ttl",
                      "comment",
                      "priority",
                      "weight",
                      "port",
                      "target"
                    ]
                  }
                },
                "port": {
                  "description": "`port` belongs to SRV records: it comes only with fields of the same record type.",
                  "propertyNames": {
                    "enum": [
                      "id",
                      "ttl",
                      "comment",
                      "priority",
                      "weight",
                      "port",
                      "target"
                    ]
                  }
                },
                "exchange": {
                  "description": "`exchange` belongs to MX records: it comes only with fields of the same record type.",
                  "propertyNames": {
                    "enum": [
                      "id",
                      "ttl",
                      "comment",
                      "priority",
                      "exchange"
                    ]
                  }
                },
                "value": {
                  "description": "`value` belongs to TXT or CAA records: it comes only with fields of the same record type.",
                  "propertyNames": {
                    "enum": [
                      "id",
                      "ttl",
                      "comment",
                      "value",
                      "flags",
                      "tag"
                    ]
                  }
                },
                "nameserver": {
                  "description": "`nameserver` belongs to NS records: it comes only with fields of the same record type.",
                  "propertyNames": {
                    "enum": [
                      "id",
                      "ttl",
                      "comment",
                      "nameserver"
                    ]
                  }
                },
                "flags": {
                  "description": "`flags` belongs to CAA records: it comes only with fields of the same record type.",
                  "propertyNames": {
                    "enum": [
                      "id",
                      "ttl",
                      "comment",
                      "flags",
                      "tag",
                      "value"
                    ]
                  }
                },
                "tag": {
                  "description": "`tag` belongs to CAA records: it comes only with fields of the same record type.",
                  "propertyNames": {
                    "enum": [
                      "id",
                      "ttl",
                      "comment",
                      "flags",
                      "tag",
                      "value"
                    ]
                  }
                }
              }
            }
          },
          "creates": {
            "type": "array",
            "maxItems": 200,
            "description": "Records to create, each shaped as for `createDnsRecord`.",
            "items": {
              "description": "A record to create: `type`, `name`, the data fields of that type, and optionally `ttl` and\n`comment`. `type` selects the schema (it is the discriminator); a field of another type is rejected\nas `unknown_field`. See `DnsRecord` for the rules every record obeys.\n",
              "oneOf": [
                {
                  "type": "object",
                  "description": "A new or replacement `A` record. An IPv4 address record: the name resolves to `address`. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
                  "required": [
                    "type",
                    "name",
                    "address"
                  ],
                  "additionalProperties": false,
                  "properties": {
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
                      "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
                    },
                    "address": {
                      "type": "string",
                      "format": "ipv4",
                      "maxLength": 15,
                      "description": "The IPv4 address the name resolves to, in dotted-decimal form."
                    },
                    "comment": {
                      "type": "string",
                      "maxLength": 255,
                      "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                      "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "A new or replacement `AAAA` record. An IPv6 address record: the name resolves to `address`. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
                  "required": [
                    "type",
                    "name",
                    "address"
                  ],
                  "additionalProperties": false,
                  "properties": {
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
                      "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
                    },
                    "address": {
                      "type": "string",
                      "format": "ipv6",
                      "maxLength": 45,
                      "description": "The IPv6 address the name resolves to; answered in its compressed, lowercase form (RFC 5952)."
                    },
                    "comment": {
                      "type": "string",
                      "maxLength": 255,
                      "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                      "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "A new or replacement `CNAME` record. An alias: the name is another name for `target`. A CNAME cannot be at the apex (`@`, refused by the `name` pattern: `validation_failed`) and cannot share its name with any other record (`dns_record_conflict`). One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
                  "required": [
                    "type",
                    "name",
                    "target"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "type": {
                      "type": "string",
                      "const": "CNAME",
                      "maxLength": 5,
                      "description": "The record type, always `CNAME` for this schema."
                    },
                    "name": {
                      "type": "string",
                      "maxLength": 253,
                      "pattern": "^(?=.{1,253}$)(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*$",
                      "description": "The record's name relative to the zone, in lowercase: `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label); never `@`, the apex, where a CNAME may not be. Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                    },
                    "ttl": {
                      "type": "integer",
                      "format": "int32",
                      "minimum": 60,
                      "maximum": 86400,
                      "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
                    },
                    "target": {
                      "type": "string",
                      "maxLength": 254,
                      "pattern": "^(?=.{4,254}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                      "description": "The fully qualified name this name is an alias of, in lowercase, with a trailing dot."
                    },
                    "comment": {
                      "type": "string",
                      "maxLength": 255,
                      "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                      "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "A new or replacement `MX` record. A mail exchanger: mail for the name is delivered to `exchange`, lowest `priority` first. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
                  "required": [
                    "type",
                    "name",
                    "priority",
                    "exchange"
                  ],
                  "additionalProperties": false,
                  "properties": {
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
                      "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
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
                      "type": "string",
                      "maxLength": 255,
                      "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                      "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "A new or replacement `TXT` record. A text record, for SPF, DKIM, DMARC, domain verification and the like. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
                  "required": [
                    "type",
                    "name",
                    "value"
                  ],
                  "additionalProperties": false,
                  "properties": {
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
                      "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
                    },
                    "value": {
                      "type": "string",
                      "maxLength": 4096,
                      "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                      "description": "The text, unquoted and on one line (up to 4096 characters). The server splits values longer than 255 bytes into 255-byte strings in DNS, escapes quotes, and answers the joined text here."
                    },
                    "comment": {
                      "type": "string",
                      "maxLength": 255,
                      "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                      "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "A new or replacement `NS` record. A nameserver record: delegates the name (a subdomain) to `nameserver`. The apex NS records that name our nameservers are managed by us: they cannot be deleted, renamed or pointed elsewhere (`dns_record_conflict`); their `ttl` and `comment` can change. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
                  "required": [
                    "type",
                    "name",
                    "nameserver"
                  ],
                  "additionalProperties": false,
                  "properties": {
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
                      "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
                    },
                    "nameserver": {
                      "type": "string",
                      "maxLength": 254,
                      "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                      "description": "The fully qualified host name of the nameserver, in lowercase, with a trailing dot."
                    },
                    "comment": {
                      "type": "string",
                      "maxLength": 255,
                      "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                      "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "A new or replacement `SRV` record. A service record: clients of the service named by `name` (`_service._proto`, such as `_sip._tcp`) connect to `target` on `port`. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
                  "required": [
                    "type",
                    "name",
                    "priority",
                    "weight",
                    "port",
                    "target"
                  ],
                  "additionalProperties": false,
                  "properties": {
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
                      "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
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
                      "type": "string",
                      "maxLength": 255,
                      "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                      "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "A new or replacement `CAA` record. A certification authority authorization: which CAs may issue certificates for the name (RFC 8659). One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
                  "required": [
                    "type",
                    "name",
                    "flags",
                    "tag",
                    "value"
                  ],
                  "additionalProperties": false,
                  "properties": {
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
                      "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
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
                      "type": "string",
                      "maxLength": 255,
                      "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                      "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
                    }
                  }
                }
              ],
              "discriminator": {
                "propertyName": "type",
                "mapping": {
                  "A": "#/components/schemas/DnsRecordACreate",
                  "AAAA": "#/components/schemas/DnsRecordAaaaCreate",
                  "CNAME": "#/components/schemas/DnsRecordCnameCreate",
                  "MX": "#/components/schemas/DnsRecordMxCreate",
                  "TXT": "#/components/schemas/DnsRecordTxtCreate",
                  "NS": "#/components/schemas/DnsRecordNsCreate",
                  "SRV": "#/components/schemas/DnsRecordSrvCreate",
                  "CAA": "#/components/schemas/DnsRecordCaaCreate"
                }
              }
            }
          }
        },
        "$comment": "At least one list is non-empty; when `deletes` and `patches` are left out or empty, `creates` is not.",
        "if": {
          "properties": {
            "deletes": {
              "maxItems": 0
            },
            "patches": {
              "maxItems": 0
            }
          }
        },
        "then": {
          "unevaluatedProperties": true,
          "required": [
            "creates"
          ],
          "properties": {
            "creates": {
              "minItems": 1
            }
          }
        }
      },
      "fields": [
        {
          "name": "deletes",
          "required": false,
          "description": "The ids of records of the zone to delete.",
          "schema": {
            "type": "array",
            "maxItems": 200,
            "uniqueItems": true,
            "description": "The ids of records of the zone to delete.",
            "items": {
              "type": "integer",
              "format": "int64",
              "minimum": 1,
              "maximum": 9007199254740991,
              "description": "The id of a record to delete."
            }
          }
        },
        {
          "name": "patches",
          "required": false,
          "description": "Changes to records of the zone, each an `id` and the fields to change. No two entries are equal (`uniqueItems`); more strictly, an id appears at most once across `deletes` and `patches`, which no schema keyword can say: the server checks it (`validation_failed`, code `unique_items`).",
          "schema": {
            "type": "array",
            "maxItems": 200,
            "uniqueItems": true,
            "description": "Changes to records of the zone, each an `id` and the fields to change. No two entries are equal (`uniqueItems`); more strictly, an id appears at most once across `deletes` and `patches`, which no schema keyword can say: the server checks it (`validation_failed`, code `unique_items`).",
            "items": {
              "type": "object",
              "description": "One change in a batch: the `id` of a record of the zone and the fields to change, with the same\nrules as `DnsRecordUpdateRequest` (data fields of one record type only).\n",
              "required": [
                "id"
              ],
              "additionalProperties": false,
              "minProperties": 2,
              "maxProperties": 13,
              "properties": {
                "id": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 9007199254740991,
                  "description": "The id of the record to change, in this zone."
                },
                "ttl": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 60,
                  "maximum": 86400,
                  "description": "The new time to live, in seconds (60 to 86400)."
                },
                "comment": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 255,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "A new note, never published in DNS; null removes it."
                },
                "address": {
                  "description": "A and AAAA: the new IPv4 (A) or IPv6 (AAAA) address.",
                  "anyOf": [
                    {
                      "type": "string",
                      "format": "ipv4",
                      "maxLength": 15
                    },
                    {
                      "type": "string",
                      "format": "ipv6",
                      "maxLength": 45
                    }
                  ]
                },
                "target": {
                  "type": "string",
                  "maxLength": 254,
                  "pattern": "^(?=.{4,254}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                  "description": "CNAME and SRV: the new fully qualified target, with a trailing dot."
                },
                "priority": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 65535,
                  "description": "MX and SRV: the new priority (0 to 65535)."
                },
                "weight": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 65535,
                  "description": "SRV: the new weight (0 to 65535)."
                },
                "port": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 65535,
                  "description": "SRV: the new port (0 to 65535)."
                },
                "exchange": {
                  "type": "string",
                  "maxLength": 254,
                  "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                  "description": "MX: the new fully qualified mail server host name, with a trailing dot."
                },
                "value": {
                  "type": "string",
                  "maxLength": 4096,
                  "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                  "description": "TXT: the new text (up to 4096 characters); CAA: the new property value (up to 255)."
                },
                "nameserver": {
                  "type": "string",
                  "maxLength": 254,
                  "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                  "description": "NS: the new fully qualified nameserver host name, with a trailing dot."
                },
                "flags": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 255,
                  "description": "CAA: the new flags byte (0 to 255)."
                },
                "tag": {
                  "type": "string",
                  "maxLength": 9,
                  "enum": [
                    "issue",
                    "issuewild",
                    "iodef"
                  ],
                  "description": "CAA: the new property tag."
                }
              },
              "dependentSchemas": {
                "address": {
                  "description": "`address` belongs to A or AAAA records: it comes only with fields of the same record type.",
                  "propertyNames": {
                    "enum": [
                      "id",
                      "ttl",
                      "comment",
                      "address"
                    ]
                  }
                },
                "target": {
                  "description": "`target` belongs to CNAME or SRV records: it comes only with fields of the same record type.",
                  "propertyNames": {
                    "enum": [
                      "id",
                      "ttl",
                      "comment",
                      "target",
                      "priority",
                      "weight",
                      "port"
                    ]
                  }
                },
                "priority": {
                  "description": "`priority` belongs to MX or SRV records: it comes only with fields of the same record type.",
                  "propertyNames": {
                    "enum": [
                      "id",
                      "ttl",
                      "comment",
                      "priority",
                      "exchange",
                      "weight",
                      "port",
                      "target"
                    ]
                  }
                },
                "weight": {
                  "description": "`weight` belongs to SRV records: it comes only with fields of the same record type.",
                  "propertyNames": {
                    "enum": [
                      "id",
                      "ttl",
                      "comment",
                      "priority",
                      "weight",
                      "port",
                      "target"
                    ]
                  }
                },
                "port": {
                  "description": "`port` belongs to SRV records: it comes only with fields of the same record type.",
                  "propertyNames": {
                    "enum": [
                      "id",
                      "ttl",
                      "comment",
                      "priority",
                      "weight",
                      "port",
                      "target"
                    ]
                  }
                },
                "exchange": {
                  "description": "`exchange` belongs to MX records: it comes only with fields of the same record type.",
                  "propertyNames": {
                    "enum": [
                      "id",
                      "ttl",
                      "comment",
                      "priority",
                      "exchange"
                    ]
                  }
                },
                "value": {
                  "description": "`value` belongs to TXT or CAA records: it comes only with fields of the same record type.",
                  "propertyNames": {
                    "enum": [
                      "id",
                      "ttl",
                      "comment",
                      "value",
                      "flags",
                      "tag"
                    ]
                  }
                },
                "nameserver": {
                  "description": "`nameserver` belongs to NS records: it comes only with fields of the same record type.",
                  "propertyNames": {
                    "enum": [
                      "id",
                      "ttl",
                      "comment",
                      "nameserver"
                    ]
                  }
                },
                "flags": {
                  "description": "`flags` belongs to CAA records: it comes only with fields of the same record type.",
                  "propertyNames": {
                    "enum": [
                      "id",
                      "ttl",
                      "comment",
                      "flags",
                      "tag",
                      "value"
                    ]
                  }
                },
                "tag": {
                  "description": "`tag` belongs to CAA records: it comes only with fields of the same record type.",
                  "propertyNames": {
                    "enum": [
                      "id",
                      "ttl",
                      "comment",
                      "flags",
                      "tag",
                      "value"
                    ]
                  }
                }
              }
            }
          }
        },
        {
          "name": "creates",
          "required": false,
          "description": "Records to create, each shaped as for `createDnsRecord`.",
          "schema": {
            "type": "array",
            "maxItems": 200,
            "description": "Records to create, each shaped as for `createDnsRecord`.",
            "items": {
              "description": "A record to create: `type`, `name`, the data fields of that type, and optionally `ttl` and\n`comment`. `type` selects the schema (it is the discriminator); a field of another type is rejected\nas `unknown_field`. See `DnsRecord` for the rules every record obeys.\n",
              "oneOf": [
                {
                  "type": "object",
                  "description": "A new or replacement `A` record. An IPv4 address record: the name resolves to `address`. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
                  "required": [
                    "type",
                    "name",
                    "address"
                  ],
                  "additionalProperties": false,
                  "properties": {
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
                      "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
                    },
                    "address": {
                      "type": "string",
                      "format": "ipv4",
                      "maxLength": 15,
                      "description": "The IPv4 address the name resolves to, in dotted-decimal form."
                    },
                    "comment": {
                      "type": "string",
                      "maxLength": 255,
                      "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                      "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "A new or replacement `AAAA` record. An IPv6 address record: the name resolves to `address`. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
                  "required": [
                    "type",
                    "name",
                    "address"
                  ],
                  "additionalProperties": false,
                  "properties": {
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
                      "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
                    },
                    "address": {
                      "type": "string",
                      "format": "ipv6",
                      "maxLength": 45,
                      "description": "The IPv6 address the name resolves to; answered in its compressed, lowercase form (RFC 5952)."
                    },
                    "comment": {
                      "type": "string",
                      "maxLength": 255,
                      "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                      "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "A new or replacement `CNAME` record. An alias: the name is another name for `target`. A CNAME cannot be at the apex (`@`, refused by the `name` pattern: `validation_failed`) and cannot share its name with any other record (`dns_record_conflict`). One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
                  "required": [
                    "type",
                    "name",
                    "target"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "type": {
                      "type": "string",
                      "const": "CNAME",
                      "maxLength": 5,
                      "description": "The record type, always `CNAME` for this schema."
                    },
                    "name": {
                      "type": "string",
                      "maxLength": 253,
                      "pattern": "^(?=.{1,253}$)(\\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*$",
                      "description": "The record's name relative to the zone, in lowercase: `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label); never `@`, the apex, where a CNAME may not be. Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`."
                    },
                    "ttl": {
                      "type": "integer",
                      "format": "int32",
                      "minimum": 60,
                      "maximum": 86400,
                      "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
                    },
                    "target": {
                      "type": "string",
                      "maxLength": 254,
                      "pattern": "^(?=.{4,254}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                      "description": "The fully qualified name this name is an alias of, in lowercase, with a trailing dot."
                    },
                    "comment": {
                      "type": "string",
                      "maxLength": 255,
                      "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                      "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "A new or replacement `MX` record. A mail exchanger: mail for the name is delivered to `exchange`, lowest `priority` first. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
                  "required": [
                    "type",
                    "name",
                    "priority",
                    "exchange"
                  ],
                  "additionalProperties": false,
                  "properties": {
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
                      "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
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
                      "type": "string",
                      "maxLength": 255,
                      "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                      "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "A new or replacement `TXT` record. A text record, for SPF, DKIM, DMARC, domain verification and the like. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
                  "required": [
                    "type",
                    "name",
                    "value"
                  ],
                  "additionalProperties": false,
                  "properties": {
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
                      "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
                    },
                    "value": {
                      "type": "string",
                      "maxLength": 4096,
                      "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                      "description": "The text, unquoted and on one line (up to 4096 characters). The server splits values longer than 255 bytes into 255-byte strings in DNS, escapes quotes, and answers the joined text here."
                    },
                    "comment": {
                      "type": "string",
                      "maxLength": 255,
                      "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                      "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "A new or replacement `NS` record. A nameserver record: delegates the name (a subdomain) to `nameserver`. The apex NS records that name our nameservers are managed by us: they cannot be deleted, renamed or pointed elsewhere (`dns_record_conflict`); their `ttl` and `comment` can change. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
                  "required": [
                    "type",
                    "name",
                    "nameserver"
                  ],
                  "additionalProperties": false,
                  "properties": {
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
                      "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
                    },
                    "nameserver": {
                      "type": "string",
                      "maxLength": 254,
                      "pattern": "^(?=.{4,254}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?\\.$",
                      "description": "The fully qualified host name of the nameserver, in lowercase, with a trailing dot."
                    },
                    "comment": {
                      "type": "string",
                      "maxLength": 255,
                      "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                      "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "A new or replacement `SRV` record. A service record: clients of the service named by `name` (`_service._proto`, such as `_sip._tcp`) connect to `target` on `port`. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
                  "required": [
                    "type",
                    "name",
                    "priority",
                    "weight",
                    "port",
                    "target"
                  ],
                  "additionalProperties": false,
                  "properties": {
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
                      "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
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
                      "type": "string",
                      "maxLength": 255,
                      "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                      "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "A new or replacement `CAA` record. A certification authority authorization: which CAs may issue certificates for the name (RFC 8659). One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`.",
                  "required": [
                    "type",
                    "name",
                    "flags",
                    "tag",
                    "value"
                  ],
                  "additionalProperties": false,
                  "properties": {
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
                      "description": "How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another)."
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
                      "type": "string",
                      "maxLength": 255,
                      "pattern": "^[^\\x00-\\x1F\\x7F]*$",
                      "description": "A note of yours about the record (one line, up to 255 characters), never published in DNS."
                    }
                  }
                }
              ],
              "discriminator": {
                "propertyName": "type",
                "mapping": {
                  "A": "#/components/schemas/DnsRecordACreate",
                  "AAAA": "#/components/schemas/DnsRecordAaaaCreate",
                  "CNAME": "#/components/schemas/DnsRecordCnameCreate",
                  "MX": "#/components/schemas/DnsRecordMxCreate",
                  "TXT": "#/components/schemas/DnsRecordTxtCreate",
                  "NS": "#/components/schemas/DnsRecordNsCreate",
                  "SRV": "#/components/schemas/DnsRecordSrvCreate",
                  "CAA": "#/components/schemas/DnsRecordCaaCreate"
                }
              }
            }
          }
        }
      ]
    },
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "DnsRecordBatchResult"
    },
    "risks": [
      {
        "kind": "destructive",
        "summary": "Deletes the records listed in `deletes` for good.",
        "when": {
          "field": "deletes",
          "present": true
        }
      },
      {
        "kind": "destructive",
        "summary": "Overwrites the fields of the records listed in `patches`: their previous values are lost.",
        "when": {
          "field": "patches",
          "present": true
        }
      }
    ]
  },
  {
    "operationId": "listWebhooks",
    "method": "GET",
    "path": "/api/v1/webhooks/",
    "tag": "Webhooks",
    "summary": "List webhooks",
    "description": "Lists the webhooks of the account, by id ascending, without their secrets. An account has at most 10 webhooks.",
    "scopes": [
      "webhooks:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "page",
        "in": "query",
        "required": false,
        "description": "The page to return, counting from 1. A page past the last returns an empty `data` array.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 1000000,
          "default": 1
        }
      },
      {
        "name": "per_page",
        "in": "query",
        "required": false,
        "description": "How many items a page holds.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 100,
          "default": 25
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "list",
      "schemaName": "WebhookList",
      "itemSchemaName": "Webhook"
    },
    "risks": []
  },
  {
    "operationId": "createWebhook",
    "method": "POST",
    "path": "/api/v1/webhooks/",
    "tag": "Webhooks",
    "summary": "Create a webhook",
    "description": "Creates a webhook: from now on, every event of the types in `events` is delivered to `url` as a signed POST (see \"Webhooks\" in the introduction, and the document's `webhooks` section for each event's body). The answer is the webhook, enabled, with its signing secret in `secret`: the only time it is shown besides `rotateWebhookSecret`, so store it now. The `Location` header has the webhook's URL. Send `POST /api/v1/webhooks/{webhook_id}/test/` to check that your endpoint receives and verifies deliveries.",
    "scopes": [
      "webhooks:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "body": {
      "required": true,
      "schemaName": "WebhookCreateRequest",
      "schema": {
        "type": "object",
        "description": "The webhook to create: where to deliver and which event types. It starts enabled, with a new signing secret. `description` left out is the empty string.",
        "additionalProperties": false,
        "required": [
          "url",
          "events"
        ],
        "properties": {
          "url": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "pattern": "^(https://[^/?#\\s]+|http://(127\\.0\\.0\\.1|localhost)(:[0-9]{1,5})?)([/?#]\\S*)?$",
            "description": "The absolute URL events are delivered to (a POST per event), at most 2,048 characters. It must be `https://`. Production delivers only to public addresses, never to loopback or private networks. A sandbox run on your machine delivers only to loopback, and also accepts `http://127.0.0.1[:port]/…` and `http://localhost[:port]/…` for a receiver there; a hosted sandbox delivers to public addresses only, as production does (`--webhook-targets`). Any other URL answers 400 `validation_failed` with `field: \"/url\"`. Redirects are not followed."
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
          "description": {
            "type": "string",
            "maxLength": 255,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "A free-text note for your own use, such as what receives the events; may be empty."
          }
        }
      },
      "fields": [
        {
          "name": "url",
          "required": true,
          "description": "The absolute URL events are delivered to (a POST per event), at most 2,048 characters. It must be `https://`. Production delivers only to public addresses, never to loopback or private networks. A sandbox run on your machine delivers only to loopback, and also accepts `http://127.0.0.1[:port]/…` and `http://localhost[:port]/…` for a receiver there; a hosted sandbox delivers to public addresses only, as production does (`--webhook-targets`). Any other URL answers 400 `validation_failed` with `field: \"/url\"`. Redirects are not followed.",
          "schema": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "pattern": "^(https://[^/?#\\s]+|http://(127\\.0\\.0\\.1|localhost)(:[0-9]{1,5})?)([/?#]\\S*)?$",
            "description": "The absolute URL events are delivered to (a POST per event), at most 2,048 characters. It must be `https://`. Production delivers only to public addresses, never to loopback or private networks. A sandbox run on your machine delivers only to loopback, and also accepts `http://127.0.0.1[:port]/…` and `http://localhost[:port]/…` for a receiver there; a hosted sandbox delivers to public addresses only, as production does (`--webhook-targets`). Any other URL answers 400 `validation_failed` with `field: \"/url\"`. Redirects are not followed."
          }
        },
        {
          "name": "events",
          "required": true,
          "description": "The event types a webhook receives, each once (at least one). `webhook.test` cannot be subscribed to: the test operation sends it to the webhook whatever its subscription.",
          "schema": {
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
          }
        },
        {
          "name": "description",
          "required": false,
          "description": "A free-text note for your own use, such as what receives the events; may be empty.",
          "schema": {
            "type": "string",
            "maxLength": 255,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "A free-text note for your own use, such as what receives the events; may be empty."
          }
        }
      ]
    },
    "success": {
      "status": 201,
      "kind": "resource",
      "schemaName": "WebhookWithSecret"
    },
    "risks": [
      {
        "kind": "secret",
        "summary": "Answers the endpoint's signing secret, shown this once."
      }
    ]
  },
  {
    "operationId": "getWebhook",
    "method": "GET",
    "path": "/api/v1/webhooks/{webhook_id}/",
    "tag": "Webhooks",
    "summary": "Get a webhook",
    "description": "Returns one webhook, without its secret: its URL, subscription, whether it is enabled (and if not, why), its run of failed attempts and any secret rotation in progress.",
    "scopes": [
      "webhooks:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "webhook_id",
        "in": "path",
        "required": true,
        "description": "The webhook's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "Webhook"
    },
    "risks": []
  },
  {
    "operationId": "updateWebhook",
    "method": "PATCH",
    "path": "/api/v1/webhooks/{webhook_id}/",
    "tag": "Webhooks",
    "summary": "Update a webhook",
    "description": "Changes a webhook's `url`, `events`, `description` or `enabled`, at once, and returns the updated webhook. `events` replaces the whole subscription. `enabled: false` stops deliveries (`disabled_reason: manual`); `enabled: true` starts them again and resets `consecutive_failures` and `disabled_reason`, also for a webhook disabled because it was failing. The same URL rules as `createWebhook` apply.",
    "scopes": [
      "webhooks:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "webhook_id",
        "in": "path",
        "required": true,
        "description": "The webhook's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "body": {
      "required": true,
      "schemaName": "WebhookUpdateRequest",
      "schema": {
        "type": "object",
        "description": "The fields to change; at least one. Fields left out keep their values. `events` replaces the whole subscription. `enabled: false` disables the webhook (`disabled_reason: manual`); `enabled: true` enables it again and resets `consecutive_failures` and `disabled_reason`. The secret changes only with `rotateWebhookSecret`.",
        "additionalProperties": false,
        "minProperties": 1,
        "required": [],
        "properties": {
          "url": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "pattern": "^(https://[^/?#\\s]+|http://(127\\.0\\.0\\.1|localhost)(:[0-9]{1,5})?)([/?#]\\S*)?$",
            "description": "The absolute URL events are delivered to (a POST per event), at most 2,048 characters. It must be `https://`. Production delivers only to public addresses, never to loopback or private networks. A sandbox run on your machine delivers only to loopback, and also accepts `http://127.0.0.1[:port]/…` and `http://localhost[:port]/…` for a receiver there; a hosted sandbox delivers to public addresses only, as production does (`--webhook-targets`). Any other URL answers 400 `validation_failed` with `field: \"/url\"`. Redirects are not followed."
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
          "description": {
            "type": "string",
            "maxLength": 255,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "A free-text note for your own use, such as what receives the events; may be empty."
          },
          "enabled": {
            "type": "boolean",
            "description": "Whether events are delivered; `true` also resets `consecutive_failures` and `disabled_reason`."
          }
        }
      },
      "fields": [
        {
          "name": "url",
          "required": false,
          "description": "The absolute URL events are delivered to (a POST per event), at most 2,048 characters. It must be `https://`. Production delivers only to public addresses, never to loopback or private networks. A sandbox run on your machine delivers only to loopback, and also accepts `http://127.0.0.1[:port]/…` and `http://localhost[:port]/…` for a receiver there; a hosted sandbox delivers to public addresses only, as production does (`--webhook-targets`). Any other URL answers 400 `validation_failed` with `field: \"/url\"`. Redirects are not followed.",
          "schema": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "pattern": "^(https://[^/?#\\s]+|http://(127\\.0\\.0\\.1|localhost)(:[0-9]{1,5})?)([/?#]\\S*)?$",
            "description": "The absolute URL events are delivered to (a POST per event), at most 2,048 characters. It must be `https://`. Production delivers only to public addresses, never to loopback or private networks. A sandbox run on your machine delivers only to loopback, and also accepts `http://127.0.0.1[:port]/…` and `http://localhost[:port]/…` for a receiver there; a hosted sandbox delivers to public addresses only, as production does (`--webhook-targets`). Any other URL answers 400 `validation_failed` with `field: \"/url\"`. Redirects are not followed."
          }
        },
        {
          "name": "events",
          "required": false,
          "description": "The event types a webhook receives, each once (at least one). `webhook.test` cannot be subscribed to: the test operation sends it to the webhook whatever its subscription.",
          "schema": {
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
          }
        },
        {
          "name": "description",
          "required": false,
          "description": "A free-text note for your own use, such as what receives the events; may be empty.",
          "schema": {
            "type": "string",
            "maxLength": 255,
            "pattern": "^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$",
            "description": "A free-text note for your own use, such as what receives the events; may be empty."
          }
        },
        {
          "name": "enabled",
          "required": false,
          "description": "Whether events are delivered; `true` also resets `consecutive_failures` and `disabled_reason`.",
          "schema": {
            "type": "boolean",
            "description": "Whether events are delivered; `true` also resets `consecutive_failures` and `disabled_reason`."
          }
        }
      ]
    },
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "Webhook"
    },
    "risks": []
  },
  {
    "operationId": "deleteWebhook",
    "method": "DELETE",
    "path": "/api/v1/webhooks/{webhook_id}/",
    "tag": "Webhooks",
    "summary": "Delete a webhook",
    "description": "Deletes a webhook at once: no event is delivered to it any more, its pending deliveries are dropped and its delivery history is deleted with it. The answer is the webhook as it was. This cannot be undone.",
    "scopes": [
      "webhooks:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "webhook_id",
        "in": "path",
        "required": true,
        "description": "The webhook's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "Webhook"
    },
    "risks": [
      {
        "kind": "destructive",
        "summary": "Deletes the endpoint and its delivery history for good; its events are no longer sent."
      }
    ]
  },
  {
    "operationId": "rotateWebhookSecret",
    "method": "POST",
    "path": "/api/v1/webhooks/{webhook_id}/rotate-secret/",
    "tag": "Webhooks",
    "summary": "Rotate a webhook's secret",
    "description": "Gives a webhook a new signing secret and returns the webhook with it in `secret`: the only time it is shown, so store it now. For 24 hours (until `secret_rotation_expires_at`) every delivery carries two signatures in `webhook-signature`, one by the new secret and one by the previous one (the secret in use before this call), so that your receivers can switch to the new secret one at a time.",
    "scopes": [
      "webhooks:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "webhook_id",
        "in": "path",
        "required": true,
        "description": "The webhook's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "WebhookWithSecret"
    },
    "risks": [
      {
        "kind": "disruptive",
        "summary": "Replaces the signing secret: the receiver rejects deliveries until it has the new one."
      },
      {
        "kind": "secret",
        "summary": "Answers the new signing secret, shown this once."
      }
    ]
  },
  {
    "operationId": "testWebhook",
    "method": "POST",
    "path": "/api/v1/webhooks/{webhook_id}/test/",
    "tag": "Webhooks",
    "summary": "Send a test event to a webhook",
    "description": "Creates a `webhook.test` event and its delivery to this webhook only, whatever the webhook subscribes to, and answers with the delivery, `pending`; the `Location` header has its URL. The first attempt is made at once; follow it with `GET /api/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/`. It is delivered like any other event: signed, and retried on failure. A disabled webhook gets test events too, so you can check a fixed endpoint before you enable it again.",
    "scopes": [
      "webhooks:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "webhook_id",
        "in": "path",
        "required": true,
        "description": "The webhook's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "success": {
      "status": 201,
      "kind": "resource",
      "schemaName": "WebhookDelivery"
    },
    "risks": []
  },
  {
    "operationId": "listWebhookDeliveries",
    "method": "GET",
    "path": "/api/v1/webhooks/{webhook_id}/deliveries/",
    "tag": "Webhooks",
    "summary": "List a webhook's deliveries",
    "description": "Lists the deliveries of events to one webhook, by id ascending (oldest first): each with its event's id and type, the number of attempts, the last status code or error, when the next attempt is due, and its status. Filter by `status` to find the `failed` deliveries to retry.",
    "scopes": [
      "webhooks:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "webhook_id",
        "in": "path",
        "required": true,
        "description": "The webhook's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      },
      {
        "name": "status",
        "in": "query",
        "required": false,
        "description": "Only deliveries in this status.",
        "schema": {
          "type": "string",
          "description": "Where a delivery is. `pending`: an attempt is due at `next_attempt_at` (the first at once, then\nretries 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours after each failure).\n`succeeded`: an attempt got a 2xx answer. `failed`: all 7 attempts failed;\n`retryWebhookDelivery` makes it `pending` again.\n",
          "enum": [
            "pending",
            "succeeded",
            "failed"
          ]
        }
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "description": "The page to return, counting from 1. A page past the last returns an empty `data` array.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 1000000,
          "default": 1
        }
      },
      {
        "name": "per_page",
        "in": "query",
        "required": false,
        "description": "How many items a page holds.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 100,
          "default": 25
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "list",
      "schemaName": "WebhookDeliveryList",
      "itemSchemaName": "WebhookDelivery"
    },
    "risks": []
  },
  {
    "operationId": "getWebhookDelivery",
    "method": "GET",
    "path": "/api/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/",
    "tag": "Webhooks",
    "summary": "Get a webhook delivery",
    "description": "Returns one delivery to a webhook, with the event as sent (`event`) and the outcome of its attempts. Poll it to follow a test event or a retry.",
    "scopes": [
      "webhooks:read"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "webhook_id",
        "in": "path",
        "required": true,
        "description": "The webhook's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      },
      {
        "name": "delivery_id",
        "in": "path",
        "required": true,
        "description": "The delivery's id (of a delivery to the webhook in the path).",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      }
    ],
    "acceptsIdempotencyKey": false,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "WebhookDelivery"
    },
    "risks": []
  },
  {
    "operationId": "retryWebhookDelivery",
    "method": "POST",
    "path": "/api/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/retry/",
    "tag": "Webhooks",
    "summary": "Retry a failed webhook delivery",
    "description": "Sends a `failed` delivery again: it becomes `pending` with `next_attempt_at` now, and gets a new run of up to 7 attempts with the same back-off (its `attempts` keep counting). The body and the `webhook-id` are the event's, as before; the signature is made anew. The answer is the delivery. Only a `failed` delivery can be retried. While the webhook is disabled the retried delivery waits, `pending`, and is sent once the webhook is enabled again.",
    "scopes": [
      "webhooks:write"
    ],
    "deprecated": false,
    "parameters": [
      {
        "name": "webhook_id",
        "in": "path",
        "required": true,
        "description": "The webhook's id.",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      },
      {
        "name": "delivery_id",
        "in": "path",
        "required": true,
        "description": "The delivery's id (of a delivery to the webhook in the path).",
        "schema": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.",
        "schema": {
          "type": "string",
          "description": "The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.",
          "minLength": 8,
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9_.:-]+$"
        }
      }
    ],
    "acceptsIdempotencyKey": true,
    "success": {
      "status": 200,
      "kind": "resource",
      "schemaName": "WebhookDelivery"
    },
    "risks": []
  }
];
