/**
 * Types of the VPS Hosting Management API, generated from generated/openapi.yaml by
 * openapi-typescript (scripts/generate/types.ts). Do not edit: change openapi/ and run
 * `npm run generate`.
 */

export interface paths {
    "/api/v1/actions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List actions
         * @description Lists the actions of every resource in the account, by id ascending unless `sort` says
         *     otherwise. Filter by `status` to find work still in progress, or by `resource_type` and
         *     `resource_id` to find the actions of one resource (for example the `create_server` action of a
         *     server just created). Actions are kept for 90 days.
         *
         *     Error codes: `validation_failed` (400, a filter, `sort` or page parameter is out of range),
         *     `unauthorized` (401), `insufficient_scope` (403), `rate_limit_exceeded` (429),
         *     `internal_error` (500).
         *
         *     Scope: `actions:read`.
         */
        get: operations["listActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/actions/{action_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The action's id.
                 * @example 9002
                 */
                action_id: components["parameters"]["ActionId"];
            };
            cookie?: never;
        };
        /**
         * Get an action
         * @description Returns one action, with its status and progress. Poll this operation to wait for
         *     asynchronous work: every second or two, until `status` is `success` or `error`. The
         *     resource's own `status` is already updated when the action reports `success`.
         *
         *     Error codes: `validation_failed` (400, `action_id` is not a positive integer),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `actions:read`.
         */
        get: operations["getAction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/backups/{backup_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The backup's id.
                 * @example 5001
                 */
                backup_id: components["parameters"]["BackupId"];
            };
            cookie?: never;
        };
        /**
         * Get a backup
         * @description Returns one backup, automatic or manual, with its status and size. Poll it to follow a backup
         *     through `creating`, `restoring` or `deleting`; it answers 404 once a deleted backup is gone.
         *
         *     Error codes: `validation_failed` (400, `backup_id` is not a positive integer),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `backups:read`.
         */
        get: operations["getBackup"];
        put?: never;
        post?: never;
        /**
         * Delete a backup
         * @description Deletes a backup, automatic or manual, and starts a `delete_backup` action; the answer is that
         *     action. The backup moves to `deleting` at once and, when the action succeeds, is gone: it
         *     answers 404. Deleting a manual backup frees a place under the limit of 10; deleting an automatic
         *     one does not change the policy. The server is not affected. This cannot be undone.
         *
         *     Allowed when the backup is `available` or `failed`; not while it is `creating`, `restoring` or
         *     already `deleting`.
         *
         *     Error codes: `validation_failed` (400, `backup_id` is not a positive integer),
         *     `invalid_state` (400, the backup is `creating`, `restoring` or `deleting`),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `backups:write`.
         */
        delete: operations["deleteBackup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/backups/{backup_id}/restore/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The backup's id.
                 * @example 5001
                 */
                backup_id: components["parameters"]["BackupId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a backup onto its server
         * @description Overwrites the disk of the backup's server with the backup and starts a `restore_backup`
         *     action (its resource is the server); the answer is that action, `pending`, with a `Location`
         *     header to poll it. Everything written to the disk since the backup was taken is lost; the
         *     disk keeps its current size. A running server is powered off hard first. The server moves to
         *     `restoring` (locked) and the backup to `restoring`; when the action succeeds the server boots
         *     from the restored disk and is `running` (also if it was `stopped` before), and the backup is
         *     `available` again. If the restore fails, the action ends in
         *     `error`, the server goes back to the state it came from with its disk unchanged (the restore is
         *     written aside and swapped in only on success), and the backup is `available`.
         *
         *     A backup can only be restored onto the server it was taken from. Allowed when the backup is
         *     `available` and the server is `running` or `stopped` and not locked. The request takes no
         *     body (one that is sent is ignored). Send an `Idempotency-Key` to make a retry safe: a repeat
         *     within 24 hours returns the first answer and starts nothing.
         *
         *     Error codes: `validation_failed` (400, `backup_id` is not a positive integer or the
         *     `Idempotency-Key` header is malformed), `invalid_state` (400, the backup is not `available`,
         *     or the server is not `running` or `stopped`), `resource_locked` (400, an action is running on
         *     the server), `idempotency_key_reused` (400), `unauthorized` (401), `insufficient_scope` (403),
         *     `not_found` (404), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `backups:write`.
         */
        post: operations["restoreBackup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dns/zones/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List DNS zones
         * @description Lists the DNS zones of the account, by name ascending unless `sort` says otherwise. Filter by
         *     `name` to find one zone by its exact name.
         *
         *     Error codes: `validation_failed` (400, a filter, `sort` or page parameter is out of range),
         *     `unauthorized` (401), `insufficient_scope` (403), `rate_limit_exceeded` (429),
         *     `internal_error` (500).
         *
         *     Scope: `dns:read`.
         */
        get: operations["listDnsZones"];
        put?: never;
        /**
         * Create a DNS zone
         * @description Creates a DNS zone for a domain name, at once (no action): it answers 201 with the zone and a
         *     `Location` to it. The domain need not be registered with us. The new zone holds the SOA record
         *     and the apex NS records for our nameservers (`ns1.vps-hosting.example` and
         *     `ns2.vps-hosting.example`), which we manage, and with `default_records: true` a `www` CNAME to
         *     the apex. To make the zone answer on the internet, set those two nameservers at the domain's
         *     registrar (for a domain registered with us, `PUT /api/v1/domains/{domain_name}/nameservers/`);
         *     `delegated` turns true once the registry delegates to them. Add records with
         *     `POST /api/v1/dns/zones/{zone_name}/records/`, or import them all with
         *     `PUT /api/v1/dns/zones/{zone_name}/zone-file/`.
         *
         *     Zone names are unique in the account, and an account holds at most 100 zones.
         *
         *     Error codes: `validation_failed` (400, a field is missing or out of bounds), `invalid_json`
         *     (400), `unsupported_media_type` (400), `already_exists` (400, the account already has a zone of
         *     this name), `quota_exceeded` (400, the account already has 100 zones), `idempotency_key_reused`
         *     (400), `unauthorized` (401), `insufficient_scope` (403), `rate_limit_exceeded` (429),
         *     `internal_error` (500).
         *
         *     Scope: `dns:write`.
         */
        post: operations["createDnsZone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dns/zones/{zone_name}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The zone's apex domain name, in lowercase and without a trailing dot.
                 * @example example.com
                 */
                zone_name: components["parameters"]["ZoneName"];
            };
            cookie?: never;
        };
        /**
         * Get a DNS zone
         * @description Returns one DNS zone: its nameservers, whether the registry delegates the domain to them, its
         *     default TTL and how many records it holds. List the records with
         *     `GET /api/v1/dns/zones/{zone_name}/records/`.
         *
         *     Error codes: `validation_failed` (400, `zone_name` is not a valid domain name),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `dns:read`.
         */
        get: operations["getDnsZone"];
        put?: never;
        post?: never;
        /**
         * Delete a DNS zone
         * @description Deletes a DNS zone and all its records, at once (no action), and answers 200 with the zone as
         *     it was. Our nameservers stop answering for the domain within 60 seconds; if the domain is still
         *     delegated to them (`delegated: true`), it stops resolving once resolvers' caches expire, so
         *     point the domain at other nameservers first. A registered domain is not affected otherwise.
         *     The deletion cannot be undone; export the zone file first to keep a copy.
         *
         *     Error codes: `validation_failed` (400, `zone_name` is not a valid domain name),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `dns:write`.
         */
        delete: operations["deleteDnsZone"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dns/zones/{zone_name}/records/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The zone's apex domain name, in lowercase and without a trailing dot.
                 * @example example.com
                 */
                zone_name: components["parameters"]["ZoneName"];
            };
            cookie?: never;
        };
        /**
         * List DNS records
         * @description Lists the records of a zone, by id ascending unless `sort` says otherwise. Filter by `type`,
         *     by `name` (relative to the zone, `@` for the apex), or both, for example to find the A records
         *     of `www`. Each record is returned in the schema of its type (see `DnsRecord`); the SOA record
         *     is not listed (see the zone file).
         *
         *     Error codes: `validation_failed` (400, a filter, `sort` or page parameter is out of range, or
         *     `zone_name` is not a valid domain name), `unauthorized` (401), `insufficient_scope` (403),
         *     `not_found` (404, no such zone), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `dns:read`.
         */
        get: operations["listDnsRecords"];
        put?: never;
        /**
         * Create a DNS record
         * @description Creates a record in the zone, at once (no action), and answers 201 with the record and a
         *     `Location` to it. The body's `type` selects its schema and data fields (see
         *     `DnsRecordCreateRequest`); `ttl` defaults to the zone's `default_ttl`. The record reaches our
         *     nameservers within 60 seconds. The record must obey the rules of `DnsRecord`: no CNAME beside
         *     another record of the same name or at the apex, no duplicate of an existing record, at most
         *     500 records per zone. To change several records together, use
         *     `POST /api/v1/dns/zones/{zone_name}/records/batch/`.
         *
         *     Error codes: `validation_failed` (400, a field is missing, of another type, or out of bounds,
         *     or a CNAME is named `@`), `invalid_json` (400), `unsupported_media_type` (400),
         *     `dns_record_conflict` (400, a CNAME would share its name with another record, or the record
         *     already exists),
         *     `quota_exceeded` (400, the zone already holds 500 records), `idempotency_key_reused` (400),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404, no such zone),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `dns:write`.
         */
        post: operations["createDnsRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dns/zones/{zone_name}/records/{record_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The DNS record's id.
                 * @example 1001
                 */
                record_id: components["parameters"]["RecordId"];
                /**
                 * @description The zone's apex domain name, in lowercase and without a trailing dot.
                 * @example example.com
                 */
                zone_name: components["parameters"]["ZoneName"];
            };
            cookie?: never;
        };
        /**
         * Get a DNS record
         * @description Returns one record of the zone, in the schema of its type (see `DnsRecord`).
         *
         *     Error codes: `validation_failed` (400, `zone_name` is not a valid domain name or `record_id`
         *     is not a positive integer), `unauthorized` (401), `insufficient_scope` (403), `not_found`
         *     (404, no such zone, or no such record in it), `rate_limit_exceeded` (429),
         *     `internal_error` (500).
         *
         *     Scope: `dns:read`.
         */
        get: operations["getDnsRecord"];
        /**
         * Replace a DNS record
         * @description Replaces the whole content of a record, keeping its id, and answers 200 with the record as it
         *     now is. Send the record as for creating one (`type`, `name`, data fields, optionally `ttl` and
         *     `comment`): an omitted `ttl` becomes the zone's `default_ttl` and an omitted `comment` becomes
         *     null. `type` must stay the record's type; to change it, delete the record and create another
         *     (or do both in one batch). This is the way to rename a record. The change reaches our
         *     nameservers within 60 seconds.
         *
         *     The result must obey the rules of `DnsRecord`. A managed apex NS record (naming
         *     `ns1.vps-hosting.example.` or `ns2.vps-hosting.example.`) keeps its name and nameserver; only
         *     its `ttl` and `comment` can change.
         *
         *     Error codes: `validation_failed` (400, a field is missing or out of bounds, a CNAME is named
         *     `@`, or `type` differs from the record's), `invalid_json` (400), `unsupported_media_type`
         *     (400), `dns_record_conflict` (400, a CNAME would share its name with another record, the
         *     record would duplicate another, or a managed NS record would be renamed or repointed), `unauthorized` (401), `insufficient_scope` (403), `not_found` (404, no such zone,
         *     or no such record in it), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `dns:write`.
         */
        put: operations["replaceDnsRecord"];
        post?: never;
        /**
         * Delete a DNS record
         * @description Deletes a record, at once (no action), and answers 200 with the record as it was. Our
         *     nameservers stop answering with it within 60 seconds; resolvers may keep it until its `ttl`
         *     expires. The managed apex NS records (naming `ns1.vps-hosting.example.` or
         *     `ns2.vps-hosting.example.`) cannot be deleted; delete the zone instead.
         *
         *     Error codes: `validation_failed` (400, `zone_name` is not a valid domain name or `record_id`
         *     is not a positive integer), `dns_record_conflict` (400, the record is a managed apex NS
         *     record), `unauthorized` (401), `insufficient_scope` (403), `not_found` (404, no such zone, or
         *     no such record in it), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `dns:write`.
         */
        delete: operations["deleteDnsRecord"];
        options?: never;
        head?: never;
        /**
         * Update a DNS record
         * @description Changes some fields of a record, keeping the others, and answers 200 with the record as it now
         *     is. Send `ttl`, `comment` (null removes it), or data fields of the record's own type (see
         *     `DnsRecordUpdateRequest`): `priority` of an MX record, `address` of an A record, and so on.
         *     `type` and `name` cannot be patched. The change reaches our nameservers within 60 seconds.
         *
         *     The result must obey the rules of `DnsRecord`. A managed apex NS record (naming
         *     `ns1.vps-hosting.example.` or `ns2.vps-hosting.example.`) keeps its nameserver; only its `ttl`
         *     and `comment` can change.
         *
         *     Error codes: `validation_failed` (400, the body is empty, a field is out of bounds, or a field
         *     belongs to another record type), `invalid_json` (400), `unsupported_media_type` (400),
         *     `dns_record_conflict` (400, the record would duplicate another, or a managed NS record would be
         *     repointed), `unauthorized` (401), `insufficient_scope` (403), `not_found` (404, no such zone,
         *     or no such record in it), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `dns:write`.
         */
        patch: operations["updateDnsRecord"];
        trace?: never;
    };
    "/api/v1/dns/zones/{zone_name}/records/batch/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The zone's apex domain name, in lowercase and without a trailing dot.
                 * @example example.com
                 */
                zone_name: components["parameters"]["ZoneName"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Batch change DNS records
         * @description Deletes, changes and creates records of the zone in one atomic step: either every change is
         *     applied or none is. The server applies `deletes`, then `patches`, then `creates` (each list in
         *     its order) and checks the rules of `DnsRecord` on the result, so one batch can, for example,
         *     delete the CNAME `www` and create A and AAAA records named `www`. Each list holds at most 200
         *     entries, and at least one must be non-empty. Answers 200 with what was done: the deleted ids,
         *     the changed records and the new records. The changes reach our nameservers together, within
         *     60 seconds.
         *
         *     When anything fails, nothing is applied and the error points into the body: for
         *     `validation_failed`, each entry of `errors` has a `field` such as `/creates/2/value` or
         *     `/patches/0/ttl` (an id that is not a record of the zone is reported at `/deletes/1` or
         *     `/patches/0/id` with code `invalid_value`); for `dns_record_conflict` and `quota_exceeded`,
         *     the `detail` names the entry, such as `/creates/0`.
         *
         *     Error codes: `validation_failed` (400, an entry is invalid, names an unknown record, or the
         *     body is empty), `invalid_json` (400), `unsupported_media_type` (400), `dns_record_conflict`
         *     (400, the result would break a rule of `DnsRecord`, or a managed NS record would be deleted
         *     or repointed), `quota_exceeded` (400, the zone would hold more than 500 records),
         *     `idempotency_key_reused` (400), `unauthorized` (401), `insufficient_scope` (403),
         *     `not_found` (404, no such zone), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `dns:write`.
         */
        post: operations["batchDnsRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dns/zones/{zone_name}/zone-file/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The zone's apex domain name, in lowercase and without a trailing dot.
                 * @example example.com
                 */
                zone_name: components["parameters"]["ZoneName"];
            };
            cookie?: never;
        };
        /**
         * Export a DNS zone file
         * @description Returns the zone as an RFC 1035 master file (a zone file), wrapped in JSON: the SOA record we
         *     manage, the NS records, then every other record by name (apex first) and type, with absolute
         *     names and explicit TTLs. A record's `comment` follows it on its line as `; comment`. The file
         *     can be loaded by any standard DNS server, and imported again with
         *     `PUT /api/v1/dns/zones/{zone_name}/zone-file/`.
         *
         *     Error codes: `validation_failed` (400, `zone_name` is not a valid domain name),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `dns:read`.
         */
        get: operations["getDnsZoneFile"];
        /**
         * Import a DNS zone file
         * @description Replaces all the records of the zone with those of a zone file, atomically: either every record
         *     of the file is in place afterwards, or nothing changed. The SOA record and the apex NS records
         *     for our nameservers stay as they are (lines for them in the file are ignored). Records of the
         *     file that equal an existing record (same name, type and data) keep their id, with the file's
         *     TTL and comment; the other existing records are deleted, and the file's other records are
         *     created with new ids. Answers 200 with the zone file as it now is (the SOA serial increases).
         *     `DnsZoneFileReplaceRequest` says which syntax is supported.
         *
         *     Every record must obey the rules of `DnsRecord`. A file that cannot be parsed fails with
         *     `validation_failed` and one entry in `errors` per bad line, each with `field` `/zone_file`
         *     and a `message` that starts with the line number (for example "Line 7: unknown record type
         *     SPF."). A file that parses but breaks a rule fails with `dns_record_conflict` (the `detail`
         *     names the lines) or `quota_exceeded` (more than 500 records).
         *
         *     Error codes: `validation_failed` (400, the body or a line of the file is invalid, a CNAME at
         *     the apex included), `invalid_json` (400), `unsupported_media_type` (400),
         *     `dns_record_conflict` (400, a CNAME shares its name, or two lines are the same record), `quota_exceeded` (400,
         *     more than 500 records), `unauthorized` (401), `insufficient_scope` (403), `not_found` (404),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `dns:write`.
         */
        put: operations["replaceDnsZoneFile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/domain-transfers/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer a domain in
         * @description Starts the transfer of a domain from another registrar into the account and charges the TLD's
         *     transfer price at once; the transfer adds one year to the domain's expiry. The domain is
         *     answered at once in `transferring_in`, with `Location` pointing to it
         *     (`/api/v1/domains/{domain_name}/`), and a `transfer_domain` action waits for the losing
         *     registrar, which may take up to 5 days. The domain then becomes `active`, keeping its
         *     nameservers, with the transfer lock on and `privacy` and `auto_renew` as asked, or
         *     `transfer_failed` (a wrong auth code, a transfer lock at the losing registrar, or a refusal),
         *     which is refunded.
         *
         *     A name whose entry in the account is `registration_failed`, `transfer_failed` or `deleted` can
         *     be transferred in again; the new domain replaces that entry. Before you start: unlock the domain
         *     at its current registrar, get its auth code there, and check that it was registered more than 60
         *     days ago. Transferring costs money: send an `Idempotency-Key` so that a retry cannot start and
         *     charge twice.
         *
         *     Error codes: `validation_failed` (400, a field is missing or out of bounds), `invalid_json`
         *     (400), `unsupported_media_type` (400), `domain_unavailable` (400, the name is not registered, is
         *     of a TLD we do not sell, or may not be transferred yet), `already_exists` (400, the domain is
         *     already in your account, in a status other than `registration_failed`, `transfer_failed` or
         *     `deleted`), `idempotency_key_reused` (400), `unauthorized` (401), `insufficient_scope` (403),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `domains:write`.
         */
        post: operations["createDomainTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/domains/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List domains
         * @description Lists the domains in the account, in every status, by name ascending unless `sort` says
         *     otherwise. Filter by `status`, `auto_renew`, `name` or `tld`; find domains to renew with
         *     `expires_before` (sorting by `expires_at` lists domains without an expiry last). Domains in
         *     `registration_failed` and `transfer_failed` are listed for 7 days, and `deleted` ones for 30.
         *
         *     Error codes: `validation_failed` (400, a filter, `sort` or page parameter is out of range),
         *     `unauthorized` (401), `insufficient_scope` (403), `rate_limit_exceeded` (429), `internal_error`
         *     (500).
         *
         *     Scope: `domains:read`.
         */
        get: operations["listDomains"];
        put?: never;
        /**
         * Register a domain
         * @description Registers a domain name for `years` years (1 by default) and charges the account at once: the
         *     first year at the registration price (or the premium price of a premium name), each further year
         *     at the renewal price. The domain is answered at once in `registering`, with `Location` pointing
         *     to it, and a `register_domain` action does the work at the registry (find it with
         *     `GET /api/v1/actions/?resource_type=domain&resource_id={name}`). The domain then becomes
         *     `active`, with `registered_at` and `expires_at` set, or `registration_failed` if the registry
         *     refuses it; a failed registration is refunded.
         *
         *     Contacts: `registrant` is required; `admin`, `tech` and `billing` default to a copy of it.
         *     Nameservers default to ours (`ns1.vps-hosting.example`, `ns2.vps-hosting.example`); privacy and
         *     auto-renew are on by default, and the transfer lock is on. A name whose entry in the account is
         *     `registration_failed`, `transfer_failed` or `deleted` can be registered again; the new domain
         *     replaces that entry. Registering costs money: send an `Idempotency-Key` so that a retry cannot
         *     register and charge twice.
         *
         *     Error codes: `validation_failed` (400, a field is missing or out of bounds, `years` is outside
         *     the TLD's `min_years`..`max_years`, or `privacy` is asked for on a TLD without it),
         *     `invalid_json` (400), `unsupported_media_type` (400), `domain_unavailable` (400, the name is
         *     taken, reserved, or of a TLD we do not sell), `already_exists` (400, the domain is already in
         *     your account, in a status other than `registration_failed`, `transfer_failed` or `deleted`),
         *     `idempotency_key_reused` (400), `unauthorized` (401), `insufficient_scope` (403),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `domains:write`.
         */
        post: operations["createDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/domains/{domain_name}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).
                 * @example example.com
                 */
                domain_name: components["parameters"]["DomainName"];
            };
            cookie?: never;
        };
        /**
         * Get a domain
         * @description Returns one domain of the account, in any status, with its settings, nameservers and dates.
         *
         *     Error codes: `validation_failed` (400, `domain_name` is not a well-formed domain name),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404, no such domain in your
         *     account), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `domains:read`.
         */
        get: operations["getDomain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a domain
         * @description Changes a domain's settings: `auto_renew`, `locked` (the transfer lock) and `privacy`. Fields
         *     left out keep their value. The change is made at the registry at once, and the updated domain is
         *     returned. Only a domain in `active` can be changed; its status does not change. Turn the
         *     transfer lock off before getting the auth code to transfer the domain out.
         *
         *     Error codes: `validation_failed` (400, the body is empty, has an unknown field, or asks for
         *     `privacy` or `locked` on a TLD without it), `invalid_json` (400), `unsupported_media_type`
         *     (400), `invalid_state` (400, the domain is not `active`), `unauthorized` (401),
         *     `insufficient_scope` (403), `not_found` (404, no such domain in your account),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `domains:write`.
         */
        patch: operations["updateDomain"];
        trace?: never;
    };
    "/api/v1/domains/{domain_name}/auth-code/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).
                 * @example example.com
                 */
                domain_name: components["parameters"]["DomainName"];
            };
            cookie?: never;
        };
        /**
         * Get the auth code of a domain
         * @description Returns the domain's auth code (EPP code), the secret another registrar needs to transfer the
         *     domain out of this account. It is only issued for a domain in `active` whose transfer lock is
         *     off (`locked: false`; turn it off with `PATCH /api/v1/domains/{domain_name}/`) and that was
         *     registered or transferred in more than 60 days ago (`registered_at`), a registry rule. Reading
         *     it changes nothing; the domain stays in the account until the new registrar completes the
         *     transfer. The code is a secret: it needs the write scope, and responses must not be cached or
         *     logged.
         *
         *     Error codes: `validation_failed` (400, `domain_name` is not a well-formed domain name),
         *     `invalid_state` (400, the domain is not `active`, its transfer lock is on, or it was registered
         *     or transferred in less than 60 days ago), `unauthorized` (401), `insufficient_scope` (403),
         *     `not_found` (404, no such domain in your account), `rate_limit_exceeded` (429), `internal_error`
         *     (500).
         *
         *     Scope: `domains:write`.
         */
        get: operations["getDomainAuthCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/domains/{domain_name}/contacts/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).
                 * @example example.com
                 */
                domain_name: components["parameters"]["DomainName"];
            };
            cookie?: never;
        };
        /**
         * Get the contacts of a domain
         * @description Returns the four contacts of the domain's registration (registrant, admin, tech, billing), in
         *     any status. You always see the real details, even when `privacy` hides them from the public.
         *
         *     Error codes: `validation_failed` (400, `domain_name` is not a well-formed domain name),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404, no such domain in your
         *     account), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `domains:read`.
         */
        get: operations["getDomainContacts"];
        /**
         * Replace the contacts of a domain
         * @description Replaces all four contacts of the domain at the registry. `registrant` is required; each of
         *     `admin`, `tech` and `billing` left out becomes a copy of the registrant. The change is
         *     synchronous and the answer holds the new contacts. The registry may email the registrant to
         *     verify a new email address. Only a domain in `active` can change contacts.
         *
         *     Error codes: `validation_failed` (400, a contact field is missing or malformed), `invalid_json`
         *     (400), `unsupported_media_type` (400), `invalid_state` (400, the domain is not `active`),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404, no such domain in your
         *     account), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `domains:write`.
         */
        put: operations["replaceDomainContacts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/domains/{domain_name}/nameservers/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).
                 * @example example.com
                 */
                domain_name: components["parameters"]["DomainName"];
            };
            cookie?: never;
        };
        /**
         * Get the nameservers of a domain
         * @description Returns the nameservers the domain is delegated to at its registry, in any status.
         *
         *     Error codes: `validation_failed` (400, `domain_name` is not a well-formed domain name),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404, no such domain in your
         *     account), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `domains:read`.
         */
        get: operations["getDomainNameservers"];
        /**
         * Replace the nameservers of a domain
         * @description Replaces the whole list of the domain's nameservers (2 to 13) at the registry. The change is
         *     synchronous: the answer holds the new list, and resolvers follow it as caches expire (up to 48
         *     hours). Point the domain at `ns1.vps-hosting.example` and `ns2.vps-hosting.example` to have its
         *     DNS zone served by us (`/api/v1/dns/zones/`). Only a domain in `active` can change nameservers.
         *
         *     Error codes: `validation_failed` (400, fewer than 2 or more than 13 hostnames, a duplicate, or a
         *     hostname that is not well formed), `invalid_json` (400), `unsupported_media_type` (400),
         *     `invalid_state` (400, the domain is not `active`), `unauthorized` (401), `insufficient_scope`
         *     (403), `not_found` (404, no such domain in your account), `rate_limit_exceeded` (429),
         *     `internal_error` (500).
         *
         *     Scope: `domains:write`.
         */
        put: operations["replaceDomainNameservers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/domains/{domain_name}/renew/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).
                 * @example example.com
                 */
                domain_name: components["parameters"]["DomainName"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew a domain
         * @description Renews a domain for `years` more years, added to its current `expires_at`, and charges the
         *     account at once. Allowed in `active`, `expired` and `redemption`:
         *     - `active` and `expired` (the 30-day grace period): each year at the renewal price (or the
         *       premium renewal price of a premium name).
         *     - `redemption`: the TLD's redemption fee (`prices.redemption`, a one-time restore fee) on top of
         *       the renewal price of each year.
         *
         *     The new `expires_at` may be at most 10 years from now. The answer is a fresh `renew_domain`
         *     action, with `Location` pointing to it; when it succeeds the domain is `active` with its new
         *     `expires_at`. Renewing costs money: send an `Idempotency-Key` so that a retry cannot renew
         *     twice.
         *
         *     Error codes: `validation_failed` (400, `years` is missing or out of bounds, or the new expiry
         *     would be more than 10 years ahead), `invalid_json` (400), `unsupported_media_type` (400),
         *     `invalid_state` (400, the domain is `registering`, `registration_failed`, `transferring_in`,
         *     `transfer_failed` or `deleted`), `idempotency_key_reused` (400), `unauthorized` (401),
         *     `insufficient_scope` (403), `not_found` (404, no such domain in your account),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `domains:write`.
         */
        post: operations["renewDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/domains/availability/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check domain availability
         * @description Checks whether each of up to 50 exact domain names can be registered, why not if it cannot, and
         *     its price for one year. It reads the registries' data and changes nothing. A name already in
         *     your account is reported as `registered`. Availability is a snapshot: a name can be taken
         *     between the check and the registration.
         *
         *     Error codes: `validation_failed` (400, `names` is empty, too long, has duplicates or a name that
         *     is not a well-formed domain name), `invalid_json` (400), `unsupported_media_type` (400),
         *     `idempotency_key_reused` (400), `unauthorized` (401), `insufficient_scope` (403),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `domains:read`.
         */
        post: operations["checkDomainAvailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/domains/search/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search domain names
         * @description Suggests registrable domain names for a keyword or a name, across the TLDs you choose, with
         *     whether each can be registered and its price for one year. It reads the registries' data and
         *     changes nothing; check exact names with `POST /api/v1/domains/availability/`. Availability is a
         *     snapshot: a name can be taken between the search and the registration.
         *
         *     Error codes: `validation_failed` (400, `query`, `tlds` or `limit` is missing or out of bounds),
         *     `invalid_json` (400), `unsupported_media_type` (400), `idempotency_key_reused` (400),
         *     `unauthorized` (401), `insufficient_scope` (403), `rate_limit_exceeded` (429), `internal_error`
         *     (500).
         *
         *     Scope: `domains:read`.
         */
        post: operations["searchDomains"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/images/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List images
         * @description Lists the operating-system images servers can be created or reinstalled with, by slug
         *     ascending unless `sort` says otherwise. Filter by `distribution`, `version`,
         *     `architecture` or `status`; filters combine with AND.
         *
         *     Deprecated images are listed too, marked with `status: deprecated` and `deprecated_at`;
         *     they are never removed. They can no longer be used to create or reinstall a server (400
         *     `image_unavailable` there), but servers installed from them keep running. Pass
         *     `status=available` to list only the images you can install.
         *
         *     Error codes: `validation_failed` (400, a filter, `sort` or page parameter is out of range),
         *     `unauthorized` (401), `forbidden` (403, the token's account may not use the API), `rate_limit_exceeded` (429),
         *     `internal_error` (500).
         *
         *     Scope: any valid token.
         */
        get: operations["listImages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/images/{image_slug}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The image's slug, such as `ubuntu-24.04`.
                 * @example ubuntu-24.04
                 */
                image_slug: components["parameters"]["ImageSlug"];
            };
            cookie?: never;
        };
        /**
         * Get an image
         * @description Returns one image, deprecated or not. A deprecated image (`status: deprecated`, with
         *     `deprecated_at`) is still returned, because servers installed from it keep naming it in their
         *     `image` field; it can no longer be used to create or reinstall a server (400
         *     `image_unavailable` there).
         *
         *     Error codes: `validation_failed` (400, `image_slug` is not a valid slug),
         *     `unauthorized` (401), `forbidden` (403, the token's account may not use the API), `not_found` (404, no image has this
         *     slug), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: any valid token.
         */
        get: operations["getImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/locations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List locations
         * @description Lists the datacenters where servers can run, with their region, country and city and the
         *     plans offered in each, by slug ascending unless `sort` says otherwise. Filter by `region`,
         *     `country` or `available`; filters combine with AND. Locations that no longer accept new
         *     servers stay listed with `available: false`, so that the servers in them can still look them
         *     up.
         *
         *     Error codes: `validation_failed` (400, a filter, `sort` or page parameter is out of range),
         *     `unauthorized` (401), `forbidden` (403, the token's account may not use the API), `rate_limit_exceeded` (429),
         *     `internal_error` (500).
         *
         *     Scope: any valid token.
         */
        get: operations["listLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/locations/{location_slug}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The location's slug, such as `fra1`.
                 * @example fra1
                 */
                location_slug: components["parameters"]["LocationSlug"];
            };
            cookie?: never;
        };
        /**
         * Get a location
         * @description Returns one datacenter: its region, country and city, whether it accepts new servers, and the
         *     plans a server can be created on there now.
         *
         *     Error codes: `validation_failed` (400, `location_slug` is not a valid slug),
         *     `unauthorized` (401), `forbidden` (403, the token's account may not use the API), `not_found` (404, no location has this
         *     slug), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: any valid token.
         */
        get: operations["getLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plans/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List plans
         * @description Lists the plans on offer, with their resources, prices and the locations where each can be
         *     created, cheapest first (by monthly price ascending, ties by slug ascending) unless `sort`
         *     says otherwise. Filter by `location` to see what can be created in one datacenter, by
         *     `available`, by `architecture`, or by a minimum number of vCPUs with `min_vcpus`; filters
         *     combine with AND. Plans no longer offered stay listed with `available: false`, so that the
         *     servers on them can still look them up.
         *
         *     Prices are billed hourly up to a monthly cap: a server costs the plan's `hourly` price for
         *     every started hour it exists, running or stopped, and never more than the `monthly` price in a
         *     calendar month (see `PlanPrice`).
         *
         *     Error codes: `validation_failed` (400, a filter, `sort` or page parameter is out of range),
         *     `unauthorized` (401), `forbidden` (403, the token's account may not use the API), `rate_limit_exceeded` (429),
         *     `internal_error` (500).
         *
         *     Scope: any valid token.
         */
        get: operations["listPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plans/{plan_slug}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The plan's slug, such as `vps-2c-4g`.
                 * @example vps-2c-4g
                 */
                plan_slug: components["parameters"]["PlanSlug"];
            };
            cookie?: never;
        };
        /**
         * Get a plan
         * @description Returns one plan: its resources, its price and the locations where a server can be created on
         *     it now. Plans no longer offered are still returned, with `available: false` and no
         *     locations.
         *
         *     Prices are billed hourly up to a monthly cap: a server costs the plan's `hourly` price for
         *     every started hour it exists, running or stopped, and never more than the `monthly` price in a
         *     calendar month (see `PlanPrice`).
         *
         *     Error codes: `validation_failed` (400, `plan_slug` is not a valid slug),
         *     `unauthorized` (401), `forbidden` (403, the token's account may not use the API), `not_found` (404, no plan has this
         *     slug), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: any valid token.
         */
        get: operations["getPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/servers/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List servers
         * @description Lists the servers of the account, by id ascending unless `sort` says otherwise. Filter by
         *     `status`, `location`, `plan`, exact `name` or labels (`label_selector`); filters combine with
         *     AND. Servers in every state are listed, `deleting` included; a deleted server disappears.
         *
         *     Error codes: `validation_failed` (400, a filter, `sort` or page parameter is out of range),
         *     `unauthorized` (401), `insufficient_scope` (403), `rate_limit_exceeded` (429),
         *     `internal_error` (500).
         *
         *     Scope: `servers:read`.
         */
        get: operations["listServers"];
        put?: never;
        /**
         * Create a server
         * @description Creates a server from a plan, a location and an image, and starts a `create_server` action
         *     that installs and boots it. The answer is the new server in `provisioning`, with
         *     `locked: true` and its addresses already reserved, and a `Location` header with its URL. When
         *     the action succeeds the server is `running`; if it fails, the server is in `error` (delete or
         *     reinstall it). Wait by polling `GET /api/v1/servers/{server_id}/` until `status` is no longer
         *     `provisioning`, or find the action with `GET /api/v1/servers/{server_id}/actions/` (or
         *     `GET /api/v1/actions/?resource_type=server&resource_id={server_id}`) and poll it.
         *
         *     `backups: true` turns on the default backup policy (daily at 03:00 UTC, keep 7). `user_data`
         *     runs on the first boot. An account may have at most 25 servers, in any state. Send an
         *     `Idempotency-Key` to make a retry safe: a repeat within 24 hours returns the first answer and
         *     creates nothing.
         *
         *     Error codes: `validation_failed` (400, a field is missing, unknown or out of bounds, or the
         *     location does not exist), `invalid_json` (400), `unsupported_media_type` (400),
         *     `plan_unavailable` (400, the plan does not exist or is not offered at the location),
         *     `image_unavailable` (400, the image does not exist or is deprecated), `quota_exceeded` (400,
         *     the account already has 25 servers), `idempotency_key_reused` (400), `unauthorized` (401),
         *     `insufficient_scope` (403), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `servers:write`.
         */
        post: operations["createServer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/servers/{server_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        /**
         * Get a server
         * @description Returns one server, with its status, plan, addresses and labels. Poll it to follow a server
         *     through a transitional state; it answers 404 once a deleted server is gone.
         *
         *     Error codes: `validation_failed` (400, `server_id` is not a positive integer),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `servers:read`.
         */
        get: operations["getServer"];
        put?: never;
        post?: never;
        /**
         * Delete a server
         * @description Deletes a server and starts a `delete_server` action; the answer is that action. The server
         *     moves to `deleting` (locked) at once and, when the action succeeds, is gone: it answers 404
         *     and is no longer billed. Its addresses are released and its automatic and manual backups are
         *     deleted with it; its snapshots are kept (delete them with
         *     `DELETE /api/v1/snapshots/{snapshot_id}/`). This cannot be undone.
         *
         *     Allowed when the server is `running`, `stopped` or `error`; a running server is powered off
         *     hard first. Not allowed while the server is locked by another action.
         *
         *     Error codes: `validation_failed` (400, `server_id` is not a positive integer),
         *     `resource_locked` (400, an action is running on the server, or it is already `deleting`),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `servers:write`.
         */
        delete: operations["deleteServer"];
        options?: never;
        head?: never;
        /**
         * Update a server
         * @description Changes a server's name, its labels, or both, at once, and returns the updated server.
         *     `labels` replaces the whole map: send every label the server should keep (an empty object
         *     removes them all). Renaming changes the name shown in the API; the hostname inside the
         *     running system changes only at the next reinstall.
         *
         *     Allowed in every state except `deleting`, also while the server is locked, because it
         *     changes neither the server's state nor its running action.
         *
         *     Error codes: `validation_failed` (400, `server_id` or a field is invalid, or the body is
         *     empty), `invalid_json` (400), `unsupported_media_type` (400), `invalid_state` (400, the
         *     server is `deleting`), `unauthorized` (401), `insufficient_scope` (403), `not_found` (404),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `servers:write`.
         */
        patch: operations["updateServer"];
        trace?: never;
    };
    "/api/v1/servers/{server_id}/actions/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        /**
         * List a server's actions
         * @description Lists the actions of one server, its history of creation, power, resize, reinstall, backup,
         *     snapshot and restore work, by id ascending unless `sort` says otherwise. Filter by
         *     `status=running` to find the action that holds a locked server. The same actions are in
         *     `GET /api/v1/actions/?resource_type=server&resource_id={server_id}`; they are kept for 90
         *     days. A deleted server's actions are only listed there, as its own path answers 404.
         *
         *     Error codes: `validation_failed` (400, `server_id`, a filter, `sort` or page parameter is out
         *     of range), `unauthorized` (401), `insufficient_scope` (403), `not_found` (404),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `servers:read`.
         */
        get: operations["listServerActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/servers/{server_id}/actions/power-off/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Power off a server
         * @description Cuts the power of a running server at once, like pulling the plug, and starts a
         *     `power_off_server` action; the answer is that action, `pending`, with a `Location` header to
         *     poll it. The server moves from `running` to `stopping` (locked) and to `stopped` within
         *     seconds. Data the operating system has not yet written to disk may be lost and the file
         *     system may need a check at the next boot; prefer a graceful shutdown (`POST
         *     /api/v1/servers/{server_id}/actions/shutdown/`) and power off only a server that does not
         *     respond to it.
         *
         *     Allowed only when the server is `running`. The request takes no body (one that is sent is
         *     ignored). Send an `Idempotency-Key` to make a retry safe: a repeat within 24 hours returns
         *     the first answer and starts nothing.
         *
         *     Error codes: `validation_failed` (400, `server_id` is not a positive integer or the
         *     `Idempotency-Key` header is malformed), `invalid_state` (400, the server is not `running`),
         *     `resource_locked` (400, an action is running on the server), `idempotency_key_reused` (400),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404), `rate_limit_exceeded`
         *     (429), `internal_error` (500).
         *
         *     Scope: `servers:write`.
         */
        post: operations["powerOffServer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/servers/{server_id}/actions/power-on/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The server's id.
                 * @example 43
                 */
                server_id: components["parameters"]["StoppedServerId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Power on a server
         * @description Powers on a stopped server and starts a `power_on_server` action; the answer is that action,
         *     `pending`, with a `Location` header to poll it. The server moves from `stopped` to
         *     `starting` (locked) and to `running` when the action succeeds; if the boot fails, it goes
         *     back to `stopped` and the action ends in `error`.
         *
         *     Allowed only when the server is `stopped`. The request takes no body (one that is sent is
         *     ignored). Send an `Idempotency-Key` to make a retry safe: a repeat within 24 hours returns
         *     the first answer and starts nothing.
         *
         *     Error codes: `validation_failed` (400, `server_id` is not a positive integer or the
         *     `Idempotency-Key` header is malformed), `invalid_state` (400, the server is not `stopped`),
         *     `resource_locked` (400, an action is running on the server), `idempotency_key_reused` (400),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404), `rate_limit_exceeded`
         *     (429), `internal_error` (500).
         *
         *     Scope: `servers:write`.
         */
        post: operations["powerOnServer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/servers/{server_id}/actions/reboot/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reboot a server gracefully
         * @description Asks the operating system of a running server to restart cleanly (an ACPI reboot) and starts
         *     a `reboot_server` action; the answer is that action, `pending`, with a `Location` header to
         *     poll it. The server moves from `running` to `rebooting` (locked) and back to `running` once
         *     it has restarted. If the guest ignores the request for 5 minutes, the action ends in `error`
         *     with the code `reboot_timeout` and the server is `running` as before; then reset it with
         *     `POST /api/v1/servers/{server_id}/actions/reset/`.
         *
         *     Allowed only when the server is `running`. The request takes no body (one that is sent is
         *     ignored). Send an `Idempotency-Key` to make a retry safe: a repeat within 24 hours returns
         *     the first answer and starts nothing.
         *
         *     Error codes: `validation_failed` (400, `server_id` is not a positive integer or the
         *     `Idempotency-Key` header is malformed), `invalid_state` (400, the server is not `running`),
         *     `resource_locked` (400, an action is running on the server), `idempotency_key_reused` (400),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404), `rate_limit_exceeded`
         *     (429), `internal_error` (500).
         *
         *     Scope: `servers:write`.
         */
        post: operations["rebootServer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/servers/{server_id}/actions/reinstall/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reinstall a server
         * @description Erases the server's disk, installs an image on it and starts a `reinstall_server` action;
         *     the answer is that action, `pending`, with a `Location` header to poll it. Everything on the
         *     disk is destroyed and cannot be recovered, except from a backup or snapshot taken before.
         *     The id, name, addresses, plan, labels, backup policy, backups and snapshots are kept. The
         *     new system gets `ssh_keys` and runs `user_data` as at creation; without `ssh_keys`, a new
         *     root password is e-mailed to the account holder.
         *
         *     Allowed when the server is `running`, `stopped` or `error` (the way out of a failed
         *     creation). The server moves to `reinstalling` (locked) and to `running` when the action
         *     succeeds; if it fails, the server goes back to the state it came from and the action ends in
         *     `error`. Send an `Idempotency-Key` to make a retry safe.
         *
         *     Error codes: `validation_failed` (400, `server_id`, the `Idempotency-Key` header or a body
         *     field is invalid), `invalid_json` (400), `unsupported_media_type` (400), `resource_locked`
         *     (400, an action is running on the server), `image_unavailable` (400, the image does not
         *     exist or is deprecated), `idempotency_key_reused` (400), `unauthorized` (401),
         *     `insufficient_scope` (403), `not_found` (404), `rate_limit_exceeded` (429), `internal_error`
         *     (500).
         *
         *     Scope: `servers:write`.
         */
        post: operations["reinstallServer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/servers/{server_id}/actions/reset/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a server
         * @description Restarts a running server hard, like pressing its reset button, and starts a `reset_server`
         *     action; the answer is that action, `pending`, with a `Location` header to poll it. The
         *     server moves from `running` to `rebooting` (locked) and back to `running`. Data the
         *     operating system has not yet written to disk may be lost; prefer a graceful reboot (`POST
         *     /api/v1/servers/{server_id}/actions/reboot/`) and reset only a server that does not respond
         *     to it.
         *
         *     Allowed only when the server is `running`. The request takes no body (one that is sent is
         *     ignored). Send an `Idempotency-Key` to make a retry safe: a repeat within 24 hours returns
         *     the first answer and starts nothing.
         *
         *     Error codes: `validation_failed` (400, `server_id` is not a positive integer or the
         *     `Idempotency-Key` header is malformed), `invalid_state` (400, the server is not `running`),
         *     `resource_locked` (400, an action is running on the server), `idempotency_key_reused` (400),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404), `rate_limit_exceeded`
         *     (429), `internal_error` (500).
         *
         *     Scope: `servers:write`.
         */
        post: operations["resetServer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/servers/{server_id}/actions/resize/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The server's id.
                 * @example 43
                 */
                server_id: components["parameters"]["StoppedServerId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resize a server
         * @description Moves a stopped server to another plan and starts a `resize_server` action; the answer is
         *     that action, `pending`, with a `Location` header to poll it. The server moves from `stopped`
         *     to `resizing` (locked) and back to `stopped`, on the new plan, when the action succeeds;
         *     power it on afterwards. If the resize fails (for example the host has no room for the plan),
         *     the server is `stopped` on its previous plan and the action ends in `error`. The id,
         *     addresses and data are kept.
         *
         *     The server must be `stopped`: shut it down first. With `resize_disk: true` (the default) the
         *     disk grows to the new plan's size, which can never be undone, because a disk never shrinks.
         *     With `resize_disk: false` only CPU and memory change, so the server can later move back to a
         *     plan with a smaller disk. A plan whose disk is smaller than the server's current `disk_gb`
         *     is refused.
         *
         *     Send an `Idempotency-Key` to make a retry safe.
         *
         *     Error codes: `validation_failed` (400, `server_id`, the `Idempotency-Key` header or a body
         *     field is invalid), `invalid_json` (400), `unsupported_media_type` (400), `invalid_state`
         *     (400, the server is not `stopped`), `resource_locked` (400, an action is running on the
         *     server), `plan_unavailable` (400, the plan does not exist, is not offered at the server's
         *     location, is the current plan, or has less disk than the server's `disk_gb`),
         *     `idempotency_key_reused` (400), `unauthorized` (401), `insufficient_scope` (403),
         *     `not_found` (404), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `servers:write`.
         */
        post: operations["resizeServer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/servers/{server_id}/actions/shutdown/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shut down a server gracefully
         * @description Asks the operating system of a running server to shut down cleanly (an ACPI power-button
         *     event) and starts a `shutdown_server` action; the answer is that action, `pending`, with a
         *     `Location` header to poll it. The server moves from `running` to `stopping` (locked) and to
         *     `stopped` once the guest has powered off.
         *
         *     There is no fallback to a hard power off: if the guest ignores the request for 5 minutes,
         *     the action ends in `error` with the code `shutdown_timeout` and the server is `running`
         *     again. Then power it off with `POST /api/v1/servers/{server_id}/actions/power-off/`. A
         *     stopped server keeps its disk and addresses and is still billed.
         *
         *     Allowed only when the server is `running`. The request takes no body (one that is sent is
         *     ignored). Send an `Idempotency-Key` to make a retry safe: a repeat within 24 hours returns
         *     the first answer and starts nothing.
         *
         *     Error codes: `validation_failed` (400, `server_id` is not a positive integer or the
         *     `Idempotency-Key` header is malformed), `invalid_state` (400, the server is not `running`),
         *     `resource_locked` (400, an action is running on the server), `idempotency_key_reused` (400),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404), `rate_limit_exceeded`
         *     (429), `internal_error` (500).
         *
         *     Scope: `servers:write`.
         */
        post: operations["shutdownServer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/servers/{server_id}/backup-policy/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        /**
         * Get a server's backup policy
         * @description Returns the automatic backup policy of a server: whether it is enabled, its daily or weekly
         *     schedule, the hour its window starts (UTC), how many automatic backups it keeps, and when the
         *     next backup window starts. Every server has a policy, in every state; a server created without
         *     backups has a disabled one. The server's `backups_enabled` field shows the policy's `enabled`.
         *
         *     Error codes: `validation_failed` (400, `server_id` is not a positive integer),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `backups:read`.
         */
        get: operations["getBackupPolicy"];
        /**
         * Replace a server's backup policy
         * @description Replaces the whole automatic backup policy of a server and returns it. Send the whole policy:
         *     `enabled`, `schedule` (`daily` or `weekly`), `weekday` (required for `weekly`, left out or
         *     null for `daily`), `hour` (0–23, UTC, the start of the one-hour window) and `retention` (1–30
         *     automatic backups kept). The server's `backups_enabled` field follows `enabled` at once.
         *
         *     Automatic backups cost 20% of the price of the server's plan, billed while the policy is
         *     enabled. Disabling the policy stops new automatic backups and keeps the existing ones (delete
         *     them with `DELETE /api/v1/backups/{backup_id}/`). Lowering `retention` deletes the oldest
         *     automatic backups beyond the new count when the next automatic backup becomes `available`.
         *     A change applies from the next window; a backup already `creating` is not affected.
         *
         *     Allowed in every server state except `deleting`, also while the server is locked, because it
         *     changes neither the server's state nor its running action.
         *
         *     Error codes: `validation_failed` (400, `server_id` or a field is missing, unknown or out of
         *     range, or `weekday` is missing for a `weekly` schedule or set for a `daily` one),
         *     `invalid_json` (400), `unsupported_media_type` (400), `invalid_state` (400, the server is
         *     `deleting`), `unauthorized` (401), `insufficient_scope` (403), `not_found` (404),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `backups:write`.
         */
        put: operations["replaceBackupPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/servers/{server_id}/backups/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        /**
         * List a server's backups
         * @description Lists the backups of one server, automatic and manual, by id ascending unless `sort` says
         *     otherwise. Filter by `kind` to see only automatic or only manual backups, or by `status` to find
         *     the ones that can be restored (`available`). Backups in every state are listed; a deleted backup
         *     disappears. A server's backups are deleted with the server, so a deleted server answers 404.
         *
         *     Error codes: `validation_failed` (400, `server_id`, a filter, `sort` or page parameter is out
         *     of range), `unauthorized` (401), `insufficient_scope` (403), `not_found` (404),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `backups:read`.
         */
        get: operations["listServerBackups"];
        put?: never;
        /**
         * Create a manual backup
         * @description Takes a manual backup of a server's whole disk and starts a `create_backup` action (its
         *     resource is the new backup). The answer is the new backup in `creating`, with a `Location`
         *     header with its URL; poll `GET /api/v1/backups/{backup_id}/` until it is `available` (or
         *     `failed`), or find the action with `GET /api/v1/actions/?resource_type=backup&resource_id={backup_id}`.
         *
         *     The backup is taken online: the server stays in its state (`running` or `stopped`), is not
         *     locked, and keeps serving while its disk is copied. Allowed when the server is `running` or
         *     `stopped` and not locked. Manual backups are kept until you delete them (or delete the server)
         *     and never count towards the policy's `retention`; a server may have at most 10 manual backups,
         *     in any state, `failed` ones included. `description` is optional: send `{}` for none. Send an
         *     `Idempotency-Key` to make a retry safe: a repeat within 24 hours returns the first answer and
         *     takes no second backup.
         *
         *     Error codes: `validation_failed` (400, `server_id` or `description` is invalid, or a field is
         *     unknown), `invalid_json` (400), `unsupported_media_type` (400), `invalid_state` (400, the
         *     server is not `running` or `stopped`), `resource_locked` (400, an action is running on the
         *     server), `quota_exceeded` (400, the server already has 10 manual backups),
         *     `idempotency_key_reused` (400), `unauthorized` (401), `insufficient_scope` (403),
         *     `not_found` (404), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `backups:write`.
         */
        post: operations["createBackup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/snapshots/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List snapshots
         * @description Lists the snapshots of the account, by id ascending unless `sort` says otherwise. Filter by
         *     `server_id` to see the snapshots of one server, or by `status`; filters combine with AND.
         *     Snapshots in every state are listed, including those whose server was deleted; a deleted
         *     snapshot disappears.
         *
         *     Error codes: `validation_failed` (400, a filter, `sort` or page parameter is out of range),
         *     `unauthorized` (401), `insufficient_scope` (403), `rate_limit_exceeded` (429),
         *     `internal_error` (500).
         *
         *     Scope: `snapshots:read`.
         */
        get: operations["listSnapshots"];
        put?: never;
        /**
         * Create a snapshot
         * @description Takes a snapshot of a server's whole disk under a name and starts a `create_snapshot` action
         *     (its resource is the new snapshot). The answer is the new snapshot in `creating`, with a
         *     `Location` header with its URL; poll `GET /api/v1/snapshots/{snapshot_id}/` until it is
         *     `available` (or `failed`), or find the action with
         *     `GET /api/v1/actions/?resource_type=snapshot&resource_id={snapshot_id}`.
         *
         *     The snapshot is taken online: the server stays in its state (`running` or `stopped`) and is
         *     not locked. Allowed when the server is `running` or `stopped` and not locked. A server keeps
         *     at most 5 snapshots, in any state, `failed` ones included; snapshots are kept until you delete
         *     them, also when their server is deleted. Send an `Idempotency-Key` to make a retry safe: a
         *     repeat within 24 hours returns the first answer and takes no second snapshot.
         *
         *     Error codes: `validation_failed` (400, a field is missing, unknown or invalid, or there is no
         *     server `server_id` in the account), `invalid_json` (400), `unsupported_media_type` (400),
         *     `invalid_state` (400, the server is not `running` or `stopped`), `resource_locked` (400, an
         *     action is running on the server), `quota_exceeded` (400, the server already has 5 snapshots),
         *     `idempotency_key_reused` (400), `unauthorized` (401), `insufficient_scope` (403),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `snapshots:write`.
         */
        post: operations["createSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/snapshots/{snapshot_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The snapshot's id.
                 * @example 7001
                 */
                snapshot_id: components["parameters"]["SnapshotId"];
            };
            cookie?: never;
        };
        /**
         * Get a snapshot
         * @description Returns one snapshot, with its status and size. Poll it to follow a snapshot through
         *     `creating`, `restoring` or `deleting`; it answers 404 once a deleted snapshot is gone.
         *
         *     Error codes: `validation_failed` (400, `snapshot_id` is not a positive integer),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `snapshots:read`.
         */
        get: operations["getSnapshot"];
        put?: never;
        post?: never;
        /**
         * Delete a snapshot
         * @description Deletes a snapshot and starts a `delete_snapshot` action; the answer is that action. The
         *     snapshot moves to `deleting` at once and, when the action succeeds, is gone: it answers 404 and
         *     frees a place under its server's limit of 5. The server is not affected. This cannot be undone.
         *
         *     Allowed when the snapshot is `available` or `failed`; not while it is `creating`, `restoring`
         *     or already `deleting`.
         *
         *     Error codes: `validation_failed` (400, `snapshot_id` is not a positive integer),
         *     `invalid_state` (400, the snapshot is `creating`, `restoring` or `deleting`),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `snapshots:write`.
         */
        delete: operations["deleteSnapshot"];
        options?: never;
        head?: never;
        /**
         * Rename a snapshot
         * @description Renames a snapshot and returns it. The name is the only thing about a snapshot that can be
         *     changed; names need not be unique.
         *
         *     Allowed in every snapshot state except `deleting`, also after the snapshot's server was
         *     deleted.
         *
         *     Error codes: `validation_failed` (400, `snapshot_id` or `name` is invalid, a field is unknown,
         *     or the body is empty), `invalid_json` (400), `unsupported_media_type` (400), `invalid_state`
         *     (400, the snapshot is `deleting`), `unauthorized` (401), `insufficient_scope` (403),
         *     `not_found` (404), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `snapshots:write`.
         */
        patch: operations["updateSnapshot"];
        trace?: never;
    };
    "/api/v1/snapshots/{snapshot_id}/restore/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The snapshot's id.
                 * @example 7001
                 */
                snapshot_id: components["parameters"]["SnapshotId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a snapshot onto its server
         * @description Overwrites the disk of the snapshot's server with the snapshot and starts a
         *     `restore_snapshot` action (its resource is the server); the answer is that action, `pending`,
         *     with a `Location` header to poll it. Everything written to the disk since the snapshot was
         *     taken is lost; the disk keeps its current size. A running server is powered off hard first.
         *     The server moves to `restoring` (locked) and the snapshot to `restoring`; when the action
         *     succeeds the server boots from the restored disk and is `running` (also if it was `stopped`
         *     before), and the snapshot is `available` again. If the restore fails, the action ends in
         *     `error`, the server goes back to the state it came from with its disk unchanged (the restore is
         *     written aside and swapped in only on success), and the snapshot is `available`.
         *
         *     A snapshot can only be restored onto the server it was taken from; once that server is
         *     deleted, the snapshot can no longer be restored (404). Allowed when the snapshot is
         *     `available` and the server is `running` or `stopped` and not locked. The request takes no
         *     body (one that is sent is ignored). Send an `Idempotency-Key` to make a retry safe: a repeat
         *     within 24 hours returns the first answer and starts nothing.
         *
         *     Error codes: `validation_failed` (400, `snapshot_id` is not a positive integer or the
         *     `Idempotency-Key` header is malformed), `invalid_state` (400, the snapshot is not `available`,
         *     or the server is not `running` or `stopped`), `resource_locked` (400, an action is running on
         *     the server), `idempotency_key_reused` (400), `unauthorized` (401), `insufficient_scope` (403),
         *     `not_found` (404, no such snapshot, or its server was deleted), `rate_limit_exceeded` (429),
         *     `internal_error` (500).
         *
         *     Scope: `snapshots:write`.
         */
        post: operations["restoreSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tlds/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List TLDs
         * @description Lists the top-level domains we sell, by name ascending, with their prices for one year
         *     (registration, renewal, transfer and redemption) and what each registry supports.
         *
         *     Error codes: `validation_failed` (400, a page parameter is out of range), `unauthorized` (401),
         *     `forbidden` (403, the token's account may not use the API), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: any valid token.
         */
        get: operations["listTlds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tlds/{tld}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The top-level domain without its leading dot, such as `com` or `co.uk`.
                 * @example com
                 */
                tld: components["parameters"]["Tld"];
            };
            cookie?: never;
        };
        /**
         * Get a TLD
         * @description Returns one top-level domain we sell, with its prices for one year and what its registry
         *     supports.
         *
         *     Error codes: `validation_failed` (400, `tld` is not a well-formed TLD), `unauthorized` (401),
         *     `forbidden` (403, the token's account may not use the API), `not_found` (404, we do not sell this TLD), `rate_limit_exceeded`
         *     (429), `internal_error` (500).
         *
         *     Scope: any valid token.
         */
        get: operations["getTld"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description Lists the webhooks of the account, by id ascending, without their secrets. An account has at
         *     most 10 webhooks.
         *
         *     Error codes: `validation_failed` (400, a page parameter is out of range), `unauthorized` (401),
         *     `insufficient_scope` (403), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `webhooks:read`.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Create a webhook
         * @description Creates a webhook: from now on, every event of the types in `events` is delivered to `url` as
         *     a signed POST (see "Webhooks" in the introduction, and the document's `webhooks` section for
         *     each event's body). The answer is the webhook, enabled, with its signing secret in `secret`:
         *     the only time it is shown besides `rotateWebhookSecret`, so store it now. The `Location`
         *     header has the webhook's URL. Send `POST /api/v1/webhooks/{webhook_id}/test/` to check that
         *     your endpoint receives and verifies deliveries.
         *
         *     `url` must be `https://` (at most 2,048 characters) and reach a public address; a sandbox run
         *     on your machine delivers only to loopback instead, and also accepts `http://127.0.0.1[:port]/…`
         *     and `http://localhost[:port]/…` (the introduction's "URL rules"). `webhook.test` cannot be
         *     subscribed to. An account may have at most 10 webhooks. Send an `Idempotency-Key` to make a
         *     retry safe: a repeat within 24 hours returns the first answer and creates nothing.
         *
         *     Error codes: `validation_failed` (400, a field is missing, unknown or out of bounds, or `url`
         *     is not allowed: `field` is `/url`), `invalid_json` (400), `unsupported_media_type` (400),
         *     `quota_exceeded` (400, the account already has 10 webhooks), `idempotency_key_reused` (400),
         *     `unauthorized` (401), `insufficient_scope` (403), `rate_limit_exceeded` (429),
         *     `internal_error` (500).
         *
         *     Scope: `webhooks:write`.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhook_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The webhook's id.
                 * @example 9001
                 */
                webhook_id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        /**
         * Get a webhook
         * @description Returns one webhook, without its secret: its URL, subscription, whether it is enabled (and
         *     if not, why), its run of failed attempts and any secret rotation in progress.
         *
         *     Error codes: `validation_failed` (400, `webhook_id` is not a positive integer),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `webhooks:read`.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description Deletes a webhook at once: no event is delivered to it any more, its pending deliveries are
         *     dropped and its delivery history is deleted with it. The answer is the webhook as it was.
         *     This cannot be undone.
         *
         *     Error codes: `validation_failed` (400, `webhook_id` is not a positive integer),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `webhooks:write`.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Update a webhook
         * @description Changes a webhook's `url`, `events`, `description` or `enabled`, at once, and returns the
         *     updated webhook. `events` replaces the whole subscription. `enabled: false` stops deliveries
         *     (`disabled_reason: manual`); `enabled: true` starts them again and resets
         *     `consecutive_failures` and `disabled_reason`, also for a webhook disabled because it was
         *     failing. The same URL rules as `createWebhook` apply.
         *
         *     Error codes: `validation_failed` (400, `webhook_id` or a field is invalid, `url` is not
         *     allowed, or the body is empty), `invalid_json` (400), `unsupported_media_type` (400),
         *     `unauthorized` (401), `insufficient_scope` (403), `not_found` (404),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `webhooks:write`.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/v1/webhooks/{webhook_id}/deliveries/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The webhook's id.
                 * @example 9001
                 */
                webhook_id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        /**
         * List a webhook's deliveries
         * @description Lists the deliveries of events to one webhook, by id ascending (oldest first): each with its
         *     event's id and type, the number of attempts, the last status code or error, when the next
         *     attempt is due, and its status. Filter by `status` to find the `failed` deliveries to retry.
         *
         *     Error codes: `validation_failed` (400, `webhook_id`, the filter or a page parameter is out of
         *     range), `unauthorized` (401), `insufficient_scope` (403), `not_found` (404),
         *     `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `webhooks:read`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The delivery's id (of a delivery to the webhook in the path).
                 * @example 95005
                 */
                delivery_id: components["parameters"]["DeliveryId"];
                /**
                 * @description The webhook's id.
                 * @example 9001
                 */
                webhook_id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        /**
         * Get a webhook delivery
         * @description Returns one delivery to a webhook, with the event as sent (`event`) and the outcome of its
         *     attempts. Poll it to follow a test event or a retry.
         *
         *     Error codes: `validation_failed` (400, `webhook_id` or `delivery_id` is not a positive
         *     integer), `unauthorized` (401), `insufficient_scope` (403), `not_found` (404, no such
         *     webhook, or no such delivery to it), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `webhooks:read`.
         */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/retry/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The delivery's id (of a delivery to the webhook in the path).
                 * @example 95001
                 */
                delivery_id: components["parameters"]["FailedDeliveryId"];
                /**
                 * @description The webhook's id.
                 * @example 9001
                 */
                webhook_id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a failed webhook delivery
         * @description Sends a `failed` delivery again: it becomes `pending` with `next_attempt_at` now, and gets a
         *     new run of up to 7 attempts with the same back-off (its `attempts` keep counting). The body
         *     and the `webhook-id` are the event's, as before; the signature is made anew. The answer is
         *     the delivery. Only a `failed` delivery can be retried. While the webhook is disabled the
         *     retried delivery waits, `pending`, and is sent once the webhook is enabled again.
         *
         *     Error codes: `validation_failed` (400, `webhook_id` or `delivery_id` is not a positive
         *     integer), `invalid_state` (400, the delivery is not `failed`),
         *     `idempotency_key_reused` (400), `unauthorized` (401), `insufficient_scope` (403),
         *     `not_found` (404), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `webhooks:write`.
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhook_id}/rotate-secret/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The webhook's id.
                 * @example 9001
                 */
                webhook_id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook's secret
         * @description Gives a webhook a new signing secret and returns the webhook with it in `secret`: the only
         *     time it is shown, so store it now. For 24 hours (until `secret_rotation_expires_at`) every
         *     delivery carries two signatures in `webhook-signature`, one by the new secret and one by the
         *     previous one (the secret in use before this call), so that your receivers can switch to the
         *     new secret one at a time.
         *
         *     Error codes: `validation_failed` (400, `webhook_id` is not a positive integer),
         *     `idempotency_key_reused` (400), `unauthorized` (401), `insufficient_scope` (403),
         *     `not_found` (404), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `webhooks:write`.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhook_id}/test/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The webhook's id.
                 * @example 9001
                 */
                webhook_id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event to a webhook
         * @description Creates a `webhook.test` event and its delivery to this webhook only, whatever the webhook
         *     subscribes to, and answers with the delivery, `pending`; the `Location` header has its URL.
         *     The first attempt is made at once; follow it with
         *     `GET /api/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/`. It is delivered like any
         *     other event: signed, and retried on failure. A disabled webhook gets test events too, so you
         *     can check a fixed endpoint before you enable it again.
         *
         *     Error codes: `validation_failed` (400, `webhook_id` is not a positive integer),
         *     `idempotency_key_reused` (400), `unauthorized` (401), `insufficient_scope` (403),
         *     `not_found` (404), `rate_limit_exceeded` (429), `internal_error` (500).
         *
         *     Scope: `webhooks:write`.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "action.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Action created
         * @description An action started: work on a server, backup, snapshot or domain that takes time (see "Actions"
         *     in the introduction). `action.succeeded` or `action.failed` follows for the same action.
         *     Delivered to every enabled webhook subscribed to `action.created`.
         *
         *     The body is the event, signed in the `webhook-signature` header (verify it before you trust the
         *     body). Answer any 2xx within 10 seconds to acknowledge it; anything else is retried, and the
         *     same event may arrive more than once: de-duplicate on `webhook-id`.
         */
        post: operations["actionCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "action.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Action failed
         * @description An action finished with `status: error`; its `error` has the code and message. Delivered to
         *     every enabled webhook subscribed to `action.failed`.
         *
         *     The body is the event, signed in the `webhook-signature` header (verify it before you trust the
         *     body). Answer any 2xx within 10 seconds to acknowledge it; anything else is retried, and the
         *     same event may arrive more than once: de-duplicate on `webhook-id`.
         */
        post: operations["actionFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "action.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Action succeeded
         * @description An action finished with `status: success`. The resource it worked on is already in its new state
         *     (a `server.status_changed`, `backup.available` or similar event may come with it). Delivered to
         *     every enabled webhook subscribed to `action.succeeded`.
         *
         *     The body is the event, signed in the `webhook-signature` header (verify it before you trust the
         *     body). Answer any 2xx within 10 seconds to acknowledge it; anything else is retried, and the
         *     same event may arrive more than once: de-duplicate on `webhook-id`.
         */
        post: operations["actionSucceeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "backup.available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Backup available
         * @description A backup, automatic or manual, finished and can be restored. Delivered to every enabled webhook
         *     subscribed to `backup.available`.
         *
         *     The body is the event, signed in the `webhook-signature` header (verify it before you trust the
         *     body). Answer any 2xx within 10 seconds to acknowledge it; anything else is retried, and the
         *     same event may arrive more than once: de-duplicate on `webhook-id`.
         */
        post: operations["backupAvailable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "dns_zone.changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * DNS zone changed
         * @description The records of a DNS zone changed in one atomic change: a record created, changed or deleted, a
         *     batch, or a zone file replaced. The event lists the ids of the records created, updated and
         *     deleted; read them for their values. Delivered to every enabled webhook subscribed to
         *     `dns_zone.changed`.
         *
         *     The body is the event, signed in the `webhook-signature` header (verify it before you trust the
         *     body). Answer any 2xx within 10 seconds to acknowledge it; anything else is retried, and the
         *     same event may arrive more than once: de-duplicate on `webhook-id`.
         */
        post: operations["dnsZoneChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "domain.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Domain expired
         * @description A domain reached `expires_at` without being renewed and is `expired`. Delivered to every enabled
         *     webhook subscribed to `domain.expired`.
         *
         *     The body is the event, signed in the `webhook-signature` header (verify it before you trust the
         *     body). Answer any 2xx within 10 seconds to acknowledge it; anything else is retried, and the
         *     same event may arrive more than once: de-duplicate on `webhook-id`.
         */
        post: operations["domainExpired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "domain.expiring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Domain expiring
         * @description A domain whose auto-renew is off expires soon: sent 30 days and 7 days before `expires_at`, once
         *     each (`days_left`). Renew it with `renewDomain`, or turn auto-renew on. Delivered to every
         *     enabled webhook subscribed to `domain.expiring`.
         *
         *     The body is the event, signed in the `webhook-signature` header (verify it before you trust the
         *     body). Answer any 2xx within 10 seconds to acknowledge it; anything else is retried, and the
         *     same event may arrive more than once: de-duplicate on `webhook-id`.
         */
        post: operations["domainExpiring"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "domain.registered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Domain registered
         * @description A domain registration succeeded; the domain is `active`. Delivered to every enabled webhook
         *     subscribed to `domain.registered`.
         *
         *     The body is the event, signed in the `webhook-signature` header (verify it before you trust the
         *     body). Answer any 2xx within 10 seconds to acknowledge it; anything else is retried, and the
         *     same event may arrive more than once: de-duplicate on `webhook-id`.
         */
        post: operations["domainRegistered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "domain.renewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Domain renewed
         * @description A domain was renewed, by `renewDomain` or by auto-renew; `expires_at` is the new expiry.
         *     Delivered to every enabled webhook subscribed to `domain.renewed`.
         *
         *     The body is the event, signed in the `webhook-signature` header (verify it before you trust the
         *     body). Answer any 2xx within 10 seconds to acknowledge it; anything else is retried, and the
         *     same event may arrive more than once: de-duplicate on `webhook-id`.
         */
        post: operations["domainRenewed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "domain.transfer_completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Domain transfer completed
         * @description A transfer in succeeded; the domain is `active` in the account. Delivered to every enabled
         *     webhook subscribed to `domain.transfer_completed`.
         *
         *     The body is the event, signed in the `webhook-signature` header (verify it before you trust the
         *     body). Answer any 2xx within 10 seconds to acknowledge it; anything else is retried, and the
         *     same event may arrive more than once: de-duplicate on `webhook-id`.
         */
        post: operations["domainTransferCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "server.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Server created
         * @description A server was created, in `provisioning`; a `server.status_changed` to `running` (or `error`)
         *     follows when its `create_server` action ends. Delivered to every enabled webhook subscribed to
         *     `server.created`.
         *
         *     The body is the event, signed in the `webhook-signature` header (verify it before you trust the
         *     body). Answer any 2xx within 10 seconds to acknowledge it; anything else is retried, and the
         *     same event may arrive more than once: de-duplicate on `webhook-id`.
         */
        post: operations["serverCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "server.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Server deleted
         * @description A server was deleted: its `delete_server` action succeeded, and the server answers 404 from now
         *     on. Delivered to every enabled webhook subscribed to `server.deleted`.
         *
         *     The body is the event, signed in the `webhook-signature` header (verify it before you trust the
         *     body). Answer any 2xx within 10 seconds to acknowledge it; anything else is retried, and the
         *     same event may arrive more than once: de-duplicate on `webhook-id`.
         */
        post: operations["serverDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "server.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Server status changed
         * @description A server moved from one `status` to another: `from` the status it left, `to` the one it is in,
         *     `server` the server after the change. Sent for every transition of the state machine (see
         *     `ServerStatus`), transitional states included. Delivered to every enabled webhook subscribed to
         *     `server.status_changed`.
         *
         *     The body is the event, signed in the `webhook-signature` header (verify it before you trust the
         *     body). Answer any 2xx within 10 seconds to acknowledge it; anything else is retried, and the
         *     same event may arrive more than once: de-duplicate on `webhook-id`.
         */
        post: operations["serverStatusChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "snapshot.available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Snapshot available
         * @description A snapshot finished and can be restored. Delivered to every enabled webhook subscribed to
         *     `snapshot.available`.
         *
         *     The body is the event, signed in the `webhook-signature` header (verify it before you trust the
         *     body). Answer any 2xx within 10 seconds to acknowledge it; anything else is retried, and the
         *     same event may arrive more than once: de-duplicate on `webhook-id`.
         */
        post: operations["snapshotAvailable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Webhook test
         * @description A test event, sent only by `POST /api/v1/webhooks/{webhook_id}/test/` and only to that webhook,
         *     whatever it subscribes to. It cannot be subscribed to.
         *
         *     The body is the event, signed in the `webhook-signature` header (verify it before you trust the
         *     body). Answer any 2xx within 10 seconds to acknowledge it; anything else is retried, and the
         *     same event may arrive more than once: de-duplicate on `webhook-id`.
         */
        post: operations["webhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description A unit of asynchronous work on a resource, such as a reboot or a backup. Operations that take time answer with an action at once; poll `GET /api/v1/actions/{action_id}/` until `status` is `success` or `error`. The resource's own `status` is updated before the action reports `success`. */
        Action: {
            /**
             * @description Why the action failed; null unless `status` is `error`.
             * @example null
             */
            error: components["schemas"]["ActionError"] | null;
            /**
             * Format: date-time
             * @description When the action reached `success` or `error`; null while it is `pending` or `running`.
             * @example null
             */
            finished_at: string | null;
            /**
             * Format: int64
             * @description The action's unique identifier.
             * @example 9002
             */
            id: number;
            /**
             * Format: int32
             * @description How far the action has got, in percent; 100 once it has succeeded.
             * @example 40
             */
            progress: number;
            resource: components["schemas"]["ActionResource"];
            /**
             * Format: date-time
             * @description When the action was accepted (RFC 3339, UTC).
             * @example 2026-11-22T08:58:30Z
             */
            started_at: string;
            status: components["schemas"]["ActionStatus"];
            type: components["schemas"]["ActionType"];
        };
        /** @description Why an action ended in `error`. */
        ActionError: {
            /**
             * @description A stable snake_case code for the failure.
             * @example host_capacity_exhausted
             */
            code: string;
            /**
             * @description A sentence for people, saying what failed and what to do.
             * @example The host ran out of capacity for this plan. The server was left stopped on its previous plan; retry the resize later.
             */
            message: string;
        };
        /** @description A page of actions, by id ascending (oldest first) unless `sort` says otherwise. */
        ActionList: {
            /** @description The actions on this page. */
            data: components["schemas"]["Action"][];
            links: components["schemas"]["PaginationLinks"];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description The resource an action works on. */
        ActionResource: {
            /**
             * Format: uri
             * @description The absolute URL of the resource.
             * @example https://api.vps-hosting.example/api/v1/servers/42/
             */
            href: string;
            /**
             * @description The resource's identifier exactly as it appears in its path, always a string: the decimal id for servers, backups and snapshots (`"42"`), the name for domains (`"example.com"`).
             * @example 42
             */
            id: string;
            type: components["schemas"]["ActionResourceType"];
        };
        /**
         * @description The kind of resource an action works on. New resource types may be added (`x-extensible-enum`): ignore actions on a type you do not know.
         * @example server
         * @enum {string}
         */
        ActionResourceType: "server" | "backup" | "snapshot" | "domain";
        /**
         * @description Where an action is in its life: `pending` (accepted, not started) → `running` → `success` or
         *     `error`. `success` and `error` are terminal: the action never changes again.
         * @example running
         * @enum {string}
         */
        ActionStatus: "pending" | "running" | "success" | "error";
        /**
         * @description What the action does; the name is the verb and the resource type. New action types may be added (`x-extensible-enum`): treat an unknown one as an action you do not need to understand.
         * @example reboot_server
         * @enum {string}
         */
        ActionType: "create_server" | "delete_server" | "power_on_server" | "shutdown_server" | "power_off_server" | "reboot_server" | "reset_server" | "resize_server" | "reinstall_server" | "create_backup" | "restore_backup" | "delete_backup" | "create_snapshot" | "restore_snapshot" | "delete_snapshot" | "register_domain" | "renew_domain" | "transfer_domain";
        /**
         * @description An amount of money as a decimal string (never a float), in the currency given beside it. Up to 7 integer digits and 2 to 4 decimals; hourly prices use 4.
         * @example 12.99
         */
        Amount: string;
        /**
         * @description The CPU architecture of a plan's hosts or of an image's binaries. A server can only be created or reinstalled with an image of its plan's architecture. All plans offered today are `x86_64`; `arm64` is reserved for Arm plans and images.
         * @example x86_64
         * @enum {string}
         */
        Architecture: "x86_64" | "arm64";
        /** @description A full copy of a server's disk at one moment, taken automatically by the server's backup policy or manually. A backup belongs to its server: it can only be restored onto that server, and it is deleted when the server is deleted. See `BackupStatus` for its state machine. */
        Backup: {
            /**
             * Format: date-time
             * @description When the backup became `available` or `failed` (RFC 3339, UTC); null while it is `creating`.
             * @example 2026-11-20T18:12:00Z
             */
            completed_at: string | null;
            /**
             * Format: date-time
             * @description When the backup was started, the moment whose disk contents it holds (RFC 3339, UTC).
             * @example 2026-11-20T18:00:00Z
             */
            created_at: string;
            /**
             * @description The free-text description given when a manual backup was created; null for automatic backups and for manual backups created without one.
             * @example before-kernel-upgrade
             */
            description: string | null;
            /**
             * Format: int64
             * @description The backup's unique identifier.
             * @example 5002
             */
            id: number;
            kind: components["schemas"]["BackupKind"];
            /**
             * Format: int64
             * @description The id of the server the backup was taken from, and the only server it can be restored onto.
             * @example 42
             */
            server_id: number;
            /**
             * Format: int64
             * @description The size of the stored backup in MB (compressed, so usually less than the disk); null until the backup is `available`, and null when it `failed`.
             * @example 12650
             */
            size_mb: number | null;
            status: components["schemas"]["BackupStatus"];
        };
        /** @description A manual backup to take. Every field is optional: send `{}` for a backup without a description. */
        BackupCreateRequest: {
            /**
             * @description A free-text description to recognise the backup by, for example why it was taken (at most 255 characters).
             * @example nightly-export
             */
            description?: string;
        };
        /**
         * @description How a backup came to be: `automatic` (taken by the server's backup policy, removed when the policy's `retention` is exceeded) or `manual` (taken with `POST /api/v1/servers/{server_id}/backups/`, kept until you delete it; at most 10 per server).
         * @example manual
         * @enum {string}
         */
        BackupKind: "automatic" | "manual";
        /** @description A page of a server's backups, automatic and manual, by id ascending (oldest first) unless `sort` says otherwise. */
        BackupList: {
            /** @description The backups on this page. */
            data: components["schemas"]["Backup"][];
            links: components["schemas"]["PaginationLinks"];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description The automatic backup settings of one server; every server has exactly one policy. When it is `enabled`, an automatic backup is taken every day (`daily`) or once a week (`weekly`, on `weekday`), starting within the one-hour window that begins at `hour` UTC, while the server is `running` or `stopped` (the server keeps running: backups are taken online). The newest `retention` automatic backups are kept; when a new one becomes `available` and there are more, the oldest automatic backups are deleted. Manual backups never count towards `retention`. Automatic backups cost 20% of the price of the server's plan (for example 2.60 USD a month on `vps-2c-4g` at 12.99 USD), billed while the policy is enabled. Disabling the policy stops new automatic backups and keeps the existing ones until you delete them. The server's `backups_enabled` field mirrors `enabled`. */
        BackupPolicy: {
            /**
             * @description Whether automatic backups are taken; the server's `backups_enabled` shows the same value.
             * @example true
             */
            enabled: boolean;
            /**
             * Format: int32
             * @description The hour (UTC, 0–23) at which the one-hour backup window starts; the backup starts within the window.
             * @example 3
             */
            hour: number;
            /**
             * Format: date-time
             * @description The start of the next backup window (RFC 3339, UTC); null when the policy is disabled.
             * @example 2026-11-23T03:00:00Z
             */
            readonly next_backup_at: string | null;
            /**
             * Format: int32
             * @description How many automatic backups are kept (1–30); when a new one exceeds it, the oldest automatic backup is deleted.
             * @example 7
             */
            retention: number;
            schedule: components["schemas"]["BackupSchedule"];
            /**
             * Format: int64
             * @description The id of the server the policy belongs to.
             * @example 42
             */
            readonly server_id: number;
            /**
             * @description The day (UTC) a `weekly` backup runs; null when `schedule` is `daily`.
             * @example null
             */
            weekday: components["schemas"]["BackupWeekday"] | null;
        };
        /** @description The whole backup policy of a server; it replaces the current one. Every field is required except `weekday`, which is required (a day, not null) when `schedule` is `weekly` and must be left out or null when it is `daily` (the `if`/`then`/`else` below). Send the schedule fields also when disabling, so that re-enabling later brings them back. */
        BackupPolicyReplaceRequest: {
            /**
             * @description Whether automatic backups are taken. False stops new automatic backups and keeps the existing ones.
             * @example true
             */
            enabled: boolean;
            /**
             * Format: int32
             * @description The hour (UTC, 0–23) at which the one-hour backup window starts.
             * @example 2
             */
            hour: number;
            /**
             * Format: int32
             * @description How many automatic backups to keep (1–30). Lowering it deletes the oldest automatic backups beyond the new count when the next automatic backup becomes `available`.
             * @example 4
             */
            retention: number;
            schedule: components["schemas"]["BackupSchedule"];
            /**
             * @description The day (UTC) a `weekly` backup runs; required when `schedule` is `weekly`, left out or null when it is `daily`.
             * @example sunday
             */
            weekday?: components["schemas"]["BackupWeekday"] | null;
        };
        /**
         * @description How often automatic backups run: `daily` (every day in the window starting at `hour`) or `weekly` (once a week, on `weekday`, in the window starting at `hour`).
         * @example daily
         * @enum {string}
         */
        BackupSchedule: "daily" | "weekly";
        /**
         * @description Where a backup is in its life. Read operations (get, list) work in every state.
         *
         *     | State | Meaning | Allowed operations | Leaves to |
         *     |---|---|---|---|
         *     | `creating` | The server's disk is being copied (action `create_backup`); `size_mb` and `completed_at` are null. | none | `available` (complete) · `failed` (the copy failed) |
         *     | `available` | Complete, and ready to be restored. | restore, delete | `restoring`, `deleting` |
         *     | `restoring` | Being written onto its server's disk (action `restore_backup`); the server is `restoring`. | none | `available`, whether the restore succeeded or failed |
         *     | `deleting` | Being deleted (action `delete_backup`), by you or because the backup policy's `retention` was exceeded. | none | gone: the backup answers 404 afterwards |
         *     | `failed` | The copy could not be completed; the backup holds no data but counts towards the limits until deleted. | delete | `deleting` |
         *
         *     Rules:
         *     - An operation the table does not allow fails with 400 `invalid_state`, and the problem's
         *       `detail` names the backup's current state.
         *     - Restoring also needs the server to be `running` or `stopped` and not locked (see the server's
         *       state machine in `ServerStatus`).
         *     - Deleting a server deletes all its backups, automatic and manual, with it.
         * @example available
         * @enum {string}
         */
        BackupStatus: "creating" | "available" | "restoring" | "deleting" | "failed";
        /**
         * @description The day of the week (in UTC) on which a `weekly` backup runs.
         * @example sunday
         * @enum {string}
         */
        BackupWeekday: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
        /** @description A person or organization named in a domain's registration data (registrant, administrative, technical or billing contact). The registry publishes these details unless the domain has `privacy` on. `organization`, `address_line2` and `state` may be left out of a request (they default to null); responses always carry every field. */
        Contact: {
            /**
             * @description The street address.
             * @example Friedrichstrasse 1
             */
            address_line1: string;
            /**
             * @description A second address line (building, floor, suite); null when there is none.
             * @default null
             * @example null
             */
            address_line2?: string | null;
            /**
             * @description The city.
             * @example Berlin
             */
            city: string;
            /**
             * @description The country, as an ISO 3166-1 alpha-2 code.
             * @example DE
             */
            country: string;
            /**
             * Format: email
             * @description The contact's email address. The registry may send the registrant a verification email.
             * @example jane@example.com
             */
            email: string;
            /**
             * @description The contact's first (given) name.
             * @example Jane
             */
            first_name: string;
            /**
             * @description The contact's last (family) name.
             * @example Doe
             */
            last_name: string;
            /**
             * @description The organization the contact acts for; null for a private person. For the registrant, the organization owns the domain.
             * @default null
             * @example Example Ltd
             */
            organization?: string | null;
            /**
             * @description The phone number in the registries' format, `+<country code>.<number>`, digits only.
             * @example +49.3012345678
             */
            phone: string;
            /**
             * @description The postal code.
             * @example 10117
             */
            postal_code: string;
            /**
             * @description The state, province or region, where the country's addresses have one; otherwise null.
             * @default null
             * @example null
             */
            state?: string | null;
        };
        /**
         * @description An ISO 4217 currency code. All prices are in US dollars today.
         * @example USD
         * @enum {string}
         */
        Currency: "USD";
        /**
         * @description A DNS record of a zone. Every record has `id`, `type`, `name`, `ttl`, `comment`, `created_at` and
         *     `updated_at`; its data fields depend on `type`, which selects one of the schemas below (the `type`
         *     property is the discriminator). Data fields have a name that says what they hold (`address`,
         *     `target`, `exchange`, `nameserver`, `value`), never a generic `data`. Host names in data fields are
         *     fully qualified and end with a dot.
         *
         *     | Type | Data fields | Schema |
         *     |---|---|---|
         *     | `A` | `address` | `DnsRecordA` |
         *     | `AAAA` | `address` | `DnsRecordAaaa` |
         *     | `CNAME` | `target` | `DnsRecordCname` |
         *     | `MX` | `priority`, `exchange` | `DnsRecordMx` |
         *     | `TXT` | `value` | `DnsRecordTxt` |
         *     | `NS` | `nameserver` | `DnsRecordNs` |
         *     | `SRV` | `priority`, `weight`, `port`, `target` | `DnsRecordSrv` |
         *     | `CAA` | `flags`, `tag`, `value` | `DnsRecordCaa` |
         *
         *     Rules every record obeys (the server checks them on create, replace, update, batch and zone-file
         *     import):
         *
         *     | Rule | Error code |
         *     |---|---|
         *     | `ttl` is 60 to 86400 seconds; fields are within their bounds and formats | `validation_failed` |
         *     | `type` of an existing record never changes (delete it and create another) | `validation_failed` |
         *     | A CNAME cannot share its name with any other record, of any type | `dns_record_conflict` |
         *     | No CNAME at the apex (`@`): the `name` pattern of `DnsRecordCnameCreate` | `validation_failed` |
         *     | No two records with the same name, type and data (`ttl` and `comment` aside) | `dns_record_conflict` |
         *     | The apex NS records naming `ns1.vps-hosting.example.` and `ns2.vps-hosting.example.` are managed: they cannot be deleted, renamed or pointed elsewhere (their `ttl` and `comment` can change) | `dns_record_conflict` |
         *     | A zone holds at most 500 records, the managed NS records included | `quota_exceeded` |
         */
        DnsRecord: components["schemas"]["DnsRecordA"] | components["schemas"]["DnsRecordAaaa"] | components["schemas"]["DnsRecordCname"] | components["schemas"]["DnsRecordMx"] | components["schemas"]["DnsRecordTxt"] | components["schemas"]["DnsRecordNs"] | components["schemas"]["DnsRecordSrv"] | components["schemas"]["DnsRecordCaa"];
        /** @description An IPv4 address record: the name resolves to `address`. One member of `DnsRecord`. */
        DnsRecordA: {
            /**
             * Format: ipv4
             * @description The IPv4 address the name resolves to, in dotted-decimal form.
             * @example 203.0.113.10
             */
            address: string;
            /**
             * @description A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line.
             * @example null
             */
            comment: string | null;
            /**
             * Format: date-time
             * @description When the record was created (RFC 3339, UTC).
             * @example 2024-03-14T12:05:00Z
             */
            created_at: string;
            /**
             * Format: int64
             * @description The record's unique identifier.
             * @example 1001
             */
            id: number;
            /**
             * @description The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`.
             * @example @
             */
            name: string;
            /**
             * Format: int32
             * @description How long resolvers may cache the record, in seconds (60 to 86400).
             * @example 3600
             */
            ttl: number;
            /**
             * @description The record type, always `A` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "A";
            /**
             * Format: date-time
             * @description When the record last changed (RFC 3339, UTC).
             * @example 2024-03-14T12:05:00Z
             */
            updated_at: string;
        };
        /** @description An IPv6 address record: the name resolves to `address`. One member of `DnsRecord`. */
        DnsRecordAaaa: {
            /**
             * Format: ipv6
             * @description The IPv6 address the name resolves to; answered in its compressed, lowercase form (RFC 5952).
             * @example 2001:db8:10::1
             */
            address: string;
            /**
             * @description A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line.
             * @example null
             */
            comment: string | null;
            /**
             * Format: date-time
             * @description When the record was created (RFC 3339, UTC).
             * @example 2024-03-14T12:05:00Z
             */
            created_at: string;
            /**
             * Format: int64
             * @description The record's unique identifier.
             * @example 1001
             */
            id: number;
            /**
             * @description The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`.
             * @example @
             */
            name: string;
            /**
             * Format: int32
             * @description How long resolvers may cache the record, in seconds (60 to 86400).
             * @example 3600
             */
            ttl: number;
            /**
             * @description The record type, always `AAAA` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "AAAA";
            /**
             * Format: date-time
             * @description When the record last changed (RFC 3339, UTC).
             * @example 2024-03-14T12:05:00Z
             */
            updated_at: string;
        };
        /** @description A new or replacement `AAAA` record. An IPv6 address record: the name resolves to `address`. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`. */
        DnsRecordAaaaCreate: {
            /**
             * Format: ipv6
             * @description The IPv6 address the name resolves to; answered in its compressed, lowercase form (RFC 5952).
             * @example 2001:db8:10::1
             */
            address: string;
            /**
             * @description A note of yours about the record (one line, up to 255 characters), never published in DNS.
             * @example Managed by the web team
             */
            comment?: string;
            /**
             * @description The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`.
             * @example @
             */
            name: string;
            /**
             * Format: int32
             * @description How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another).
             * @example 3600
             */
            ttl?: number;
            /**
             * @description The record type, always `AAAA` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "AAAA";
        };
        /** @description A new or replacement `A` record. An IPv4 address record: the name resolves to `address`. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`. */
        DnsRecordACreate: {
            /**
             * Format: ipv4
             * @description The IPv4 address the name resolves to, in dotted-decimal form.
             * @example 203.0.113.10
             */
            address: string;
            /**
             * @description A note of yours about the record (one line, up to 255 characters), never published in DNS.
             * @example Managed by the web team
             */
            comment?: string;
            /**
             * @description The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`.
             * @example @
             */
            name: string;
            /**
             * Format: int32
             * @description How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another).
             * @example 3600
             */
            ttl?: number;
            /**
             * @description The record type, always `A` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "A";
        };
        /**
         * @description One change in a batch: the `id` of a record of the zone and the fields to change, with the same
         *     rules as `DnsRecordUpdateRequest` (data fields of one record type only).
         */
        DnsRecordBatchPatch: {
            /**
             * @description A and AAAA: the new IPv4 (A) or IPv6 (AAAA) address.
             * @example 203.0.113.13
             */
            address?: string;
            /**
             * @description A new note, never published in DNS; null removes it.
             * @example Primary mail server
             */
            comment?: string | null;
            /**
             * @description MX: the new fully qualified mail server host name, with a trailing dot.
             * @example mail.example.com.
             */
            exchange?: string;
            /**
             * Format: int32
             * @description CAA: the new flags byte (0 to 255).
             * @example 0
             */
            flags?: number;
            /**
             * Format: int64
             * @description The id of the record to change, in this zone.
             * @example 1001
             */
            id: number;
            /**
             * @description NS: the new fully qualified nameserver host name, with a trailing dot.
             * @example ns1.example.net.
             */
            nameserver?: string;
            /**
             * Format: int32
             * @description SRV: the new port (0 to 65535).
             * @example 5061
             */
            port?: number;
            /**
             * Format: int32
             * @description MX and SRV: the new priority (0 to 65535).
             * @example 5
             */
            priority?: number;
            /**
             * @description CAA: the new property tag.
             * @example issuewild
             * @enum {string}
             */
            tag?: "issue" | "issuewild" | "iodef";
            /**
             * @description CNAME and SRV: the new fully qualified target, with a trailing dot.
             * @example example.com.
             */
            target?: string;
            /**
             * Format: int32
             * @description The new time to live, in seconds (60 to 86400).
             * @example 300
             */
            ttl?: number;
            /**
             * @description TXT: the new text (up to 4096 characters); CAA: the new property value (up to 255).
             * @example v=spf1 mx include:_spf.example.net -all
             */
            value?: string;
            /**
             * Format: int32
             * @description SRV: the new weight (0 to 65535).
             * @example 5
             */
            weight?: number;
        };
        /**
         * @description Changes to apply to a zone's records at once. The server applies them in a fixed order, `deletes`,
         *     then `patches`, then `creates` (each list in its own order), and checks the rules of `DnsRecord` on
         *     the result: so a batch can delete a CNAME and create A records of the same name. It is all or
         *     nothing: if any change fails, none is applied. Each list holds at most 200 entries; at least one
         *     list must be non-empty (when `deletes` and `patches` are left out or empty, `creates` is required
         *     and non-empty); a record id appears at most once across `deletes` and `patches`.
         */
        DnsRecordBatchRequest: {
            /**
             * @description Records to create, each shaped as for `createDnsRecord`.
             * @example [
             *       {
             *         "type": "A",
             *         "name": "www",
             *         "ttl": 300,
             *         "address": "203.0.113.10"
             *       }
             *     ]
             */
            creates?: components["schemas"]["DnsRecordCreateRequest"][];
            /**
             * @description The ids of records of the zone to delete.
             * @example [
             *       1003
             *     ]
             */
            deletes?: number[];
            /**
             * @description Changes to records of the zone, each an `id` and the fields to change. No two entries are equal (`uniqueItems`); more strictly, an id appears at most once across `deletes` and `patches`, which no schema keyword can say: the server checks it (`validation_failed`, code `unique_items`).
             * @example [
             *       {
             *         "id": 1001,
             *         "ttl": 300
             *       }
             *     ]
             */
            patches?: components["schemas"]["DnsRecordBatchPatch"][];
        };
        /** @description What a batch did: the ids it deleted, and the records it changed and created, in request order. */
        DnsRecordBatchResult: {
            /** @description The new records, with their ids. */
            created: components["schemas"]["DnsRecord"][];
            /**
             * @description The ids of the deleted records.
             * @example [
             *       1003
             *     ]
             */
            deleted: number[];
            /** @description The changed records, as they are now. */
            updated: components["schemas"]["DnsRecord"][];
        };
        /** @description A certification authority authorization: which CAs may issue certificates for the name (RFC 8659). One member of `DnsRecord`. */
        DnsRecordCaa: {
            /**
             * @description A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line.
             * @example null
             */
            comment: string | null;
            /**
             * Format: date-time
             * @description When the record was created (RFC 3339, UTC).
             * @example 2024-03-14T12:05:00Z
             */
            created_at: string;
            /**
             * Format: int32
             * @description The flags byte (0 to 255); 0 normally, 128 marks the property critical.
             * @example 0
             */
            flags: number;
            /**
             * Format: int64
             * @description The record's unique identifier.
             * @example 1001
             */
            id: number;
            /**
             * @description The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`.
             * @example @
             */
            name: string;
            /**
             * @description The property: `issue` (a CA that may issue certificates), `issuewild` (a CA that may issue wildcard certificates) or `iodef` (where CAs report violations).
             * @example issue
             * @enum {string}
             */
            tag: "issue" | "issuewild" | "iodef";
            /**
             * Format: int32
             * @description How long resolvers may cache the record, in seconds (60 to 86400).
             * @example 3600
             */
            ttl: number;
            /**
             * @description The record type, always `CAA` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "CAA";
            /**
             * Format: date-time
             * @description When the record last changed (RFC 3339, UTC).
             * @example 2024-03-14T12:05:00Z
             */
            updated_at: string;
            /**
             * @description The property value, unquoted: a CA domain for `issue` and `issuewild` (such as `letsencrypt.org`, or `;` to allow none), a `mailto:` or `https:` URL for `iodef`.
             * @example letsencrypt.org
             */
            value: string;
        };
        /** @description A new or replacement `CAA` record. A certification authority authorization: which CAs may issue certificates for the name (RFC 8659). One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`. */
        DnsRecordCaaCreate: {
            /**
             * @description A note of yours about the record (one line, up to 255 characters), never published in DNS.
             * @example Managed by the web team
             */
            comment?: string;
            /**
             * Format: int32
             * @description The flags byte (0 to 255); 0 normally, 128 marks the property critical.
             * @example 0
             */
            flags: number;
            /**
             * @description The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`.
             * @example @
             */
            name: string;
            /**
             * @description The property: `issue` (a CA that may issue certificates), `issuewild` (a CA that may issue wildcard certificates) or `iodef` (where CAs report violations).
             * @example issue
             * @enum {string}
             */
            tag: "issue" | "issuewild" | "iodef";
            /**
             * Format: int32
             * @description How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another).
             * @example 3600
             */
            ttl?: number;
            /**
             * @description The record type, always `CAA` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "CAA";
            /**
             * @description The property value, unquoted: a CA domain for `issue` and `issuewild` (such as `letsencrypt.org`, or `;` to allow none), a `mailto:` or `https:` URL for `iodef`.
             * @example letsencrypt.org
             */
            value: string;
        };
        /** @description An alias: the name is another name for `target`. A CNAME cannot share its name with any other record (`dns_record_conflict`), and cannot be at the apex (`@`; the request's `name` pattern refuses it with `validation_failed`). One member of `DnsRecord`. */
        DnsRecordCname: {
            /**
             * @description A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line.
             * @example null
             */
            comment: string | null;
            /**
             * Format: date-time
             * @description When the record was created (RFC 3339, UTC).
             * @example 2024-03-14T12:05:00Z
             */
            created_at: string;
            /**
             * Format: int64
             * @description The record's unique identifier.
             * @example 1001
             */
            id: number;
            /**
             * @description The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`.
             * @example www
             */
            name: string;
            /**
             * @description The fully qualified name this name is an alias of, in lowercase, with a trailing dot.
             * @example example.com.
             */
            target: string;
            /**
             * Format: int32
             * @description How long resolvers may cache the record, in seconds (60 to 86400).
             * @example 3600
             */
            ttl: number;
            /**
             * @description The record type, always `CNAME` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "CNAME";
            /**
             * Format: date-time
             * @description When the record last changed (RFC 3339, UTC).
             * @example 2024-03-14T12:05:00Z
             */
            updated_at: string;
        };
        /** @description A new or replacement `CNAME` record. An alias: the name is another name for `target`. A CNAME cannot be at the apex (`@`, refused by the `name` pattern: `validation_failed`) and cannot share its name with any other record (`dns_record_conflict`). One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`. */
        DnsRecordCnameCreate: {
            /**
             * @description A note of yours about the record (one line, up to 255 characters), never published in DNS.
             * @example Managed by the web team
             */
            comment?: string;
            /**
             * @description The record's name relative to the zone, in lowercase: `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label); never `@`, the apex, where a CNAME may not be. Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`.
             * @example www
             */
            name: string;
            /**
             * @description The fully qualified name this name is an alias of, in lowercase, with a trailing dot.
             * @example example.com.
             */
            target: string;
            /**
             * Format: int32
             * @description How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another).
             * @example 3600
             */
            ttl?: number;
            /**
             * @description The record type, always `CNAME` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "CNAME";
        };
        /**
         * @description A record to create: `type`, `name`, the data fields of that type, and optionally `ttl` and
         *     `comment`. `type` selects the schema (it is the discriminator); a field of another type is rejected
         *     as `unknown_field`. See `DnsRecord` for the rules every record obeys.
         */
        DnsRecordCreateRequest: components["schemas"]["DnsRecordACreate"] | components["schemas"]["DnsRecordAaaaCreate"] | components["schemas"]["DnsRecordCnameCreate"] | components["schemas"]["DnsRecordMxCreate"] | components["schemas"]["DnsRecordTxtCreate"] | components["schemas"]["DnsRecordNsCreate"] | components["schemas"]["DnsRecordSrvCreate"] | components["schemas"]["DnsRecordCaaCreate"];
        /** @description A page of a zone's records, by id ascending unless `sort` says otherwise. */
        DnsRecordList: {
            /** @description The DNS records on this page. */
            data: components["schemas"]["DnsRecord"][];
            links: components["schemas"]["PaginationLinks"];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A mail exchanger: mail for the name is delivered to `exchange`, lowest `priority` first. One member of `DnsRecord`. */
        DnsRecordMx: {
            /**
             * @description A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line.
             * @example null
             */
            comment: string | null;
            /**
             * Format: date-time
             * @description When the record was created (RFC 3339, UTC).
             * @example 2024-03-14T12:05:00Z
             */
            created_at: string;
            /**
             * @description The fully qualified host name of the mail server, in lowercase, with a trailing dot. It should have A or AAAA records, not a CNAME.
             * @example mail.example.com.
             */
            exchange: string;
            /**
             * Format: int64
             * @description The record's unique identifier.
             * @example 1001
             */
            id: number;
            /**
             * @description The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`.
             * @example @
             */
            name: string;
            /**
             * Format: int32
             * @description The preference of this mail server (0 to 65535); lower values are tried first.
             * @example 10
             */
            priority: number;
            /**
             * Format: int32
             * @description How long resolvers may cache the record, in seconds (60 to 86400).
             * @example 3600
             */
            ttl: number;
            /**
             * @description The record type, always `MX` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "MX";
            /**
             * Format: date-time
             * @description When the record last changed (RFC 3339, UTC).
             * @example 2024-03-14T12:05:00Z
             */
            updated_at: string;
        };
        /** @description A new or replacement `MX` record. A mail exchanger: mail for the name is delivered to `exchange`, lowest `priority` first. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`. */
        DnsRecordMxCreate: {
            /**
             * @description A note of yours about the record (one line, up to 255 characters), never published in DNS.
             * @example Managed by the web team
             */
            comment?: string;
            /**
             * @description The fully qualified host name of the mail server, in lowercase, with a trailing dot. It should have A or AAAA records, not a CNAME.
             * @example mail.example.com.
             */
            exchange: string;
            /**
             * @description The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`.
             * @example @
             */
            name: string;
            /**
             * Format: int32
             * @description The preference of this mail server (0 to 65535); lower values are tried first.
             * @example 10
             */
            priority: number;
            /**
             * Format: int32
             * @description How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another).
             * @example 3600
             */
            ttl?: number;
            /**
             * @description The record type, always `MX` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "MX";
        };
        /** @description A nameserver record: delegates the name (a subdomain) to `nameserver`. The apex NS records that name our nameservers are managed by us: they cannot be deleted, renamed or pointed elsewhere (`dns_record_conflict`); their `ttl` and `comment` can change. One member of `DnsRecord`. */
        DnsRecordNs: {
            /**
             * @description A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line.
             * @example null
             */
            comment: string | null;
            /**
             * Format: date-time
             * @description When the record was created (RFC 3339, UTC).
             * @example 2024-03-14T12:05:00Z
             */
            created_at: string;
            /**
             * Format: int64
             * @description The record's unique identifier.
             * @example 1001
             */
            id: number;
            /**
             * @description The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`.
             * @example @
             */
            name: string;
            /**
             * @description The fully qualified host name of the nameserver, in lowercase, with a trailing dot.
             * @example ns1.vps-hosting.example.
             */
            nameserver: string;
            /**
             * Format: int32
             * @description How long resolvers may cache the record, in seconds (60 to 86400).
             * @example 86400
             */
            ttl: number;
            /**
             * @description The record type, always `NS` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "NS";
            /**
             * Format: date-time
             * @description When the record last changed (RFC 3339, UTC).
             * @example 2024-03-14T12:05:00Z
             */
            updated_at: string;
        };
        /** @description A new or replacement `NS` record. A nameserver record: delegates the name (a subdomain) to `nameserver`. The apex NS records that name our nameservers are managed by us: they cannot be deleted, renamed or pointed elsewhere (`dns_record_conflict`); their `ttl` and `comment` can change. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`. */
        DnsRecordNsCreate: {
            /**
             * @description A note of yours about the record (one line, up to 255 characters), never published in DNS.
             * @example Managed by the web team
             */
            comment?: string;
            /**
             * @description The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`.
             * @example @
             */
            name: string;
            /**
             * @description The fully qualified host name of the nameserver, in lowercase, with a trailing dot.
             * @example ns1.vps-hosting.example.
             */
            nameserver: string;
            /**
             * Format: int32
             * @description How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another).
             * @example 86400
             */
            ttl?: number;
            /**
             * @description The record type, always `NS` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "NS";
        };
        /**
         * @description The whole new content of a record: the same shape as a record to create. `type` must be the record's
         *     current type (`validation_failed` otherwise); `name` and the data fields are required; an omitted
         *     `ttl` becomes the zone's `default_ttl` and an omitted `comment` becomes null.
         */
        DnsRecordReplaceRequest: components["schemas"]["DnsRecordACreate"] | components["schemas"]["DnsRecordAaaaCreate"] | components["schemas"]["DnsRecordCnameCreate"] | components["schemas"]["DnsRecordMxCreate"] | components["schemas"]["DnsRecordTxtCreate"] | components["schemas"]["DnsRecordNsCreate"] | components["schemas"]["DnsRecordSrvCreate"] | components["schemas"]["DnsRecordCaaCreate"];
        /** @description A service record: clients of the service named by `name` (`_service._proto`, such as `_sip._tcp`) connect to `target` on `port`. One member of `DnsRecord`. */
        DnsRecordSrv: {
            /**
             * @description A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line.
             * @example null
             */
            comment: string | null;
            /**
             * Format: date-time
             * @description When the record was created (RFC 3339, UTC).
             * @example 2024-03-14T12:05:00Z
             */
            created_at: string;
            /**
             * Format: int64
             * @description The record's unique identifier.
             * @example 1001
             */
            id: number;
            /**
             * @description The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`.
             * @example _sip._tcp
             */
            name: string;
            /**
             * Format: int32
             * @description The TCP or UDP port of the service on the target (0 to 65535).
             * @example 5060
             */
            port: number;
            /**
             * Format: int32
             * @description The preference of this target (0 to 65535); clients try lower values first.
             * @example 10
             */
            priority: number;
            /**
             * @description The fully qualified host name that offers the service, in lowercase, with a trailing dot.
             * @example sip.example.com.
             */
            target: string;
            /**
             * Format: int32
             * @description How long resolvers may cache the record, in seconds (60 to 86400).
             * @example 3600
             */
            ttl: number;
            /**
             * @description The record type, always `SRV` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "SRV";
            /**
             * Format: date-time
             * @description When the record last changed (RFC 3339, UTC).
             * @example 2024-03-14T12:05:00Z
             */
            updated_at: string;
            /**
             * Format: int32
             * @description The relative weight among targets of the same priority (0 to 65535); higher gets more traffic.
             * @example 5
             */
            weight: number;
        };
        /** @description A new or replacement `SRV` record. A service record: clients of the service named by `name` (`_service._proto`, such as `_sip._tcp`) connect to `target` on `port`. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`. */
        DnsRecordSrvCreate: {
            /**
             * @description A note of yours about the record (one line, up to 255 characters), never published in DNS.
             * @example Managed by the web team
             */
            comment?: string;
            /**
             * @description The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`.
             * @example _sip._tcp
             */
            name: string;
            /**
             * Format: int32
             * @description The TCP or UDP port of the service on the target (0 to 65535).
             * @example 5060
             */
            port: number;
            /**
             * Format: int32
             * @description The preference of this target (0 to 65535); clients try lower values first.
             * @example 10
             */
            priority: number;
            /**
             * @description The fully qualified host name that offers the service, in lowercase, with a trailing dot.
             * @example sip.example.com.
             */
            target: string;
            /**
             * Format: int32
             * @description How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another).
             * @example 3600
             */
            ttl?: number;
            /**
             * @description The record type, always `SRV` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "SRV";
            /**
             * Format: int32
             * @description The relative weight among targets of the same priority (0 to 65535); higher gets more traffic.
             * @example 5
             */
            weight: number;
        };
        /** @description A text record, for SPF, DKIM, DMARC, domain verification and the like. One member of `DnsRecord`. */
        DnsRecordTxt: {
            /**
             * @description A note of yours about the record, never published in DNS; null when there is none. The zone file export writes it as a `;` comment at the end of the record's line.
             * @example null
             */
            comment: string | null;
            /**
             * Format: date-time
             * @description When the record was created (RFC 3339, UTC).
             * @example 2024-03-14T12:05:00Z
             */
            created_at: string;
            /**
             * Format: int64
             * @description The record's unique identifier.
             * @example 1001
             */
            id: number;
            /**
             * @description The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`.
             * @example @
             */
            name: string;
            /**
             * Format: int32
             * @description How long resolvers may cache the record, in seconds (60 to 86400).
             * @example 3600
             */
            ttl: number;
            /**
             * @description The record type, always `TXT` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "TXT";
            /**
             * Format: date-time
             * @description When the record last changed (RFC 3339, UTC).
             * @example 2024-03-14T12:05:00Z
             */
            updated_at: string;
            /**
             * @description The text, unquoted and on one line (up to 4096 characters). The server splits values longer than 255 bytes into 255-byte strings in DNS, escapes quotes, and answers the joined text here.
             * @example v=spf1 mx -all
             */
            value: string;
        };
        /** @description A new or replacement `TXT` record. A text record, for SPF, DKIM, DMARC, domain verification and the like. One member of `DnsRecordCreateRequest` and `DnsRecordReplaceRequest`. */
        DnsRecordTxtCreate: {
            /**
             * @description A note of yours about the record (one line, up to 255 characters), never published in DNS.
             * @example Managed by the web team
             */
            comment?: string;
            /**
             * @description The record's name relative to the zone, in lowercase: `@` for the apex (the zone name itself), `www`, `mail`, `_sip._tcp`, or a wildcard `*` / `*.dev` (`*` only as the first label). Labels hold letters, digits, hyphens and underscores; the full name, zone included, is at most 253 characters. A name that ends with the zone's own name (`www.example.com` in the zone `example.com`) is refused with 400 `validation_failed`, whose error gives the relative name to send (`www`): it is never read as `www.example.com.example.com`.
             * @example @
             */
            name: string;
            /**
             * Format: int32
             * @description How long resolvers may cache the record, in seconds (60 to 86400). Omitted, the record gets the zone's `default_ttl` (3600 unless the zone was created with another).
             * @example 3600
             */
            ttl?: number;
            /**
             * @description The record type, always `TXT` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "TXT";
            /**
             * @description The text, unquoted and on one line (up to 4096 characters). The server splits values longer than 255 bytes into 255-byte strings in DNS, escapes quotes, and answers the joined text here.
             * @example v=spf1 mx -all
             */
            value: string;
        };
        /**
         * @description The type of a DNS record. The values are the uppercase mnemonics of the DNS standards, as in any
         *     zone file: the one deliberate exception to the API's snake_case enum values. Each type has its own
         *     schema and data fields:
         *
         *     | Type | Data fields | Schema |
         *     |---|---|---|
         *     | `A` | `address` | `DnsRecordA` |
         *     | `AAAA` | `address` | `DnsRecordAaaa` |
         *     | `CNAME` | `target` | `DnsRecordCname` |
         *     | `MX` | `priority`, `exchange` | `DnsRecordMx` |
         *     | `TXT` | `value` | `DnsRecordTxt` |
         *     | `NS` | `nameserver` | `DnsRecordNs` |
         *     | `SRV` | `priority`, `weight`, `port`, `target` | `DnsRecordSrv` |
         *     | `CAA` | `flags`, `tag`, `value` | `DnsRecordCaa` |
         *
         *     SOA is not a record you manage: the server writes it (see `getDnsZoneFile`). More types may be added
         *     (a minor change); treat an unknown type as opaque.
         * @example A
         * @enum {string}
         */
        DnsRecordType: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "NS" | "SRV" | "CAA";
        /**
         * @description The fields of a record to change; the others keep their values. Send `ttl`, `comment`, or data
         *     fields of the record's own type (see `DnsRecord`): a data field of another type (such as `exchange`
         *     on an A record) fails with `validation_failed`. Data fields of two types that no record has together
         *     (such as `address` with `priority`) are refused by the schema itself (`dependentSchemas`); which
         *     type the record has is known only to the server. `type` and `name` cannot be patched; replace the
         *     record to rename it.
         */
        DnsRecordUpdateRequest: {
            /**
             * @description A and AAAA: the new IPv4 (A) or IPv6 (AAAA) address.
             * @example 203.0.113.13
             */
            address?: string;
            /**
             * @description A new note, never published in DNS; null removes it.
             * @example Primary mail server
             */
            comment?: string | null;
            /**
             * @description MX: the new fully qualified mail server host name, with a trailing dot.
             * @example mail.example.com.
             */
            exchange?: string;
            /**
             * Format: int32
             * @description CAA: the new flags byte (0 to 255).
             * @example 0
             */
            flags?: number;
            /**
             * @description NS: the new fully qualified nameserver host name, with a trailing dot.
             * @example ns1.example.net.
             */
            nameserver?: string;
            /**
             * Format: int32
             * @description SRV: the new port (0 to 65535).
             * @example 5061
             */
            port?: number;
            /**
             * Format: int32
             * @description MX and SRV: the new priority (0 to 65535).
             * @example 5
             */
            priority?: number;
            /**
             * @description CAA: the new property tag.
             * @example issuewild
             * @enum {string}
             */
            tag?: "issue" | "issuewild" | "iodef";
            /**
             * @description CNAME and SRV: the new fully qualified target, with a trailing dot.
             * @example example.com.
             */
            target?: string;
            /**
             * Format: int32
             * @description The new time to live, in seconds (60 to 86400).
             * @example 300
             */
            ttl?: number;
            /**
             * @description TXT: the new text (up to 4096 characters); CAA: the new property value (up to 255).
             * @example v=spf1 mx include:_spf.example.net -all
             */
            value?: string;
            /**
             * Format: int32
             * @description SRV: the new weight (0 to 65535).
             * @example 5
             */
            weight?: number;
        };
        /**
         * @description A DNS zone hosted on our nameservers: a domain name and its records. Zones have no status: creating
         *     and deleting one takes effect at once, and record changes reach the nameservers within 60 seconds.
         *     The zone answers on the internet only when the domain's registry delegates it to our nameservers
         *     (`delegated`). The SOA record and the apex NS records for our nameservers are created with the zone
         *     and managed by us.
         */
        DnsZone: {
            /**
             * Format: date-time
             * @description When the zone was created (RFC 3339, UTC).
             * @example 2024-03-14T12:05:00Z
             */
            created_at: string;
            /**
             * Format: int32
             * @description The TTL, in seconds, of records created without one, and of the SOA record (60 to 86400).
             * @example 3600
             */
            default_ttl: number;
            /**
             * @description Whether the registry delegates the domain to our nameservers, as last checked (every hour). Informational: the zone works either way, but only a delegated zone is used by resolvers.
             * @example true
             */
            delegated: boolean;
            /**
             * @description The zone's apex domain name, in lowercase, without a trailing dot; unique in the account and used in paths.
             * @example example.com
             */
            name: string;
            /**
             * @description Our nameservers that serve the zone; set them at the domain's registrar.
             * @example [
             *       "ns1.vps-hosting.example",
             *       "ns2.vps-hosting.example"
             *     ]
             */
            nameservers: string[];
            /**
             * Format: int32
             * @description How many records the zone holds, the managed NS records included (at most 500).
             * @example 10
             */
            records_count: number;
            /**
             * Format: date-time
             * @description When the zone or any of its records last changed (RFC 3339, UTC).
             * @example 2024-03-14T12:05:00Z
             */
            updated_at: string;
        };
        /** @description A new DNS zone: its domain name, and optionally its default TTL and starter records. */
        DnsZoneCreateRequest: {
            /**
             * @description Also create the starter record `www` CNAME to the apex. The SOA and the apex NS records for our nameservers are created in any case.
             * @default false
             * @example true
             */
            default_records?: boolean;
            /**
             * Format: int32
             * @description The TTL, in seconds, of records created without one (60 to 86400).
             * @default 3600
             * @example 3600
             */
            default_ttl?: number;
            /**
             * @description The domain name of the zone, in lowercase, without a trailing dot (IDNs in their `xn--` form). It need not be registered with us, and must not already be a zone of the account (`already_exists`).
             * @example example.net
             */
            name: string;
        };
        /** @description A zone's records as an RFC 1035 master file (zone file), for export and import. */
        DnsZoneFile: {
            /**
             * @description The zone in RFC 1035 master-file format, one record per line with absolute names: an `$ORIGIN` and `$TTL` line, the SOA record, the NS records, then the other records by name (apex first) and type. A record's `comment` follows it as `; comment`.
             * @example $ORIGIN example.com.
             *     $TTL 3600
             *     example.com. 3600 IN A 203.0.113.10
             */
            zone_file: string;
            /**
             * @description The zone the file describes.
             * @example example.com
             */
            zone_name: string;
        };
        /** @description A zone file to import, replacing the zone's records. */
        DnsZoneFileReplaceRequest: {
            /**
             * @description The zone in RFC 1035 master-file format (up to 1 MiB, UTF-8, LF or CRLF line ends). Supported:
             *     `$ORIGIN` (must be the zone name, or absent), `$TTL`, relative and absolute owner names, `@`, class
             *     `IN` (or none), the record types of `DnsRecordType`, quoted TXT strings (joined), parentheses across
             *     lines, and `;` comments (a comment ending a record's line becomes its `comment`). Not supported:
             *     `$INCLUDE`, `$GENERATE`, other classes and types. The SOA record and the apex NS records for our
             *     nameservers are ignored: we keep managing them. An owner name that repeats the zone's name
             *     (`www.example.com` without its trailing dot, read as `www.example.com.example.com.`) is refused
             *     with the line's number, as the `name` of a record is: write `www` or `www.example.com.`.
             * @example $ORIGIN example.com.
             *     $TTL 3600
             *     @ IN A 203.0.113.10
             */
            zone_file: string;
        };
        /** @description A page of DNS zones, by name ascending unless `sort` says otherwise. */
        DnsZoneList: {
            /** @description The DNS zones on this page. */
            data: components["schemas"]["DnsZone"][];
            links: components["schemas"]["PaginationLinks"];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A domain name registered in the account, or being registered or transferred in. `status` says where it is in its life (see `DomainStatus` for the state machine); `auto_renew`, `locked` and `privacy` are settings that you change with `PATCH /api/v1/domains/{domain_name}/`. Contacts and auth code have their own paths. Domains are addressed by `name`. */
        Domain: {
            /**
             * @description Whether the domain renews itself for one year, at the renewal price, 30 days before `expires_at`. When off, the domain becomes `expired` at `expires_at` unless you renew it.
             * @example true
             */
            auto_renew: boolean;
            /**
             * Format: date-time
             * @description When the domain was added to the account, by a registration order or a transfer request (RFC 3339, UTC).
             * @example 2024-03-14T12:00:00Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the registration ends unless renewed (RFC 3339, UTC); never more than 10 years ahead. Null while `registering` or `transferring_in`, and after a failure.
             * @example 2027-03-14T12:00:00Z
             */
            expires_at: string | null;
            /**
             * @description The transfer lock: while true, the registry refuses every transfer of the domain to another registrar, and no auth code is issued. Turn it off only to transfer the domain out. New registrations and completed inbound transfers start with the lock on. (Unlike a server's `locked`, this is a setting, not a sign of running work.)
             * @example true
             */
            locked: boolean;
            /**
             * @description The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form). It never changes.
             * @example example.com
             */
            name: string;
            /**
             * @description The domain's nameservers at the registry: 2 to 13 hostnames, lowercase, without a trailing dot. Ours are `ns1.vps-hosting.example` and `ns2.vps-hosting.example`, which serve the account's DNS zones. For a domain in `transferring_in`, the nameservers it has at the losing registrar, which the transfer keeps.
             * @example [
             *       "ns1.vps-hosting.example",
             *       "ns2.vps-hosting.example"
             *     ]
             */
            nameservers: string[];
            /**
             * @description WHOIS/RDAP privacy: while true, the public registration data shows a privacy service instead of the contacts' names, email, phone and address. Only on TLDs with `privacy_available`.
             * @example true
             */
            privacy: boolean;
            /**
             * Format: date-time
             * @description When the domain became `active` in the account: its registration or its inbound transfer completed (RFC 3339, UTC). Null while `registering` or `transferring_in`, and after a failure. The auth code is issued only 60 days after it.
             * @example 2024-03-14T12:00:00Z
             */
            registered_at: string | null;
            status: components["schemas"]["DomainStatus"];
            /**
             * @description The domain's TLD without its leading dot (`GET /api/v1/tlds/{tld}/` has its prices).
             * @example com
             */
            tld: string;
        };
        /** @description The secret a new registrar needs to take a domain over (the EPP auth code, also called transfer code). Treat it like a password. */
        DomainAuthCode: {
            /**
             * @description The auth code: printable ASCII characters without spaces. It stays the same until the domain leaves the account or you ask support for a new one.
             * @example Xk7#pQ2v!Lm9Rw4z
             */
            auth_code: string;
            /**
             * @description The domain the code belongs to.
             * @example example.com
             */
            name: string;
        };
        /** @description Whether one exact domain name can be registered, why not, and what it costs. */
        DomainAvailability: {
            /**
             * @description Whether the name can be registered now (`POST /api/v1/domains/`).
             * @example true
             */
            available: boolean;
            /**
             * @description The name checked, as given.
             * @example example-shop.com
             */
            name: string;
            /**
             * @description Whether the registry sells the name at a premium price rather than the TLD's standard price.
             * @example false
             */
            premium: boolean;
            /**
             * @description The price for one year; null when the name is not available.
             * @example {
             *       "registration": "10.99",
             *       "renewal": "12.99",
             *       "currency": "USD"
             *     }
             */
            price: components["schemas"]["DomainPrice"] | null;
            /**
             * @description Why the name is not available; null when it is. `registered`: someone (possibly you) holds it; `reserved`: the registry keeps it back; `unsupported_tld`: we do not sell its TLD; `invalid`: it breaks the TLD's rules (for example too short, or a hyphen in the third and fourth characters without `xn--`).
             * @example null
             * @enum {string|null}
             */
            reason: "registered" | "reserved" | "unsupported_tld" | "invalid" | null;
        };
        /** @description The exact domain names to check. */
        DomainAvailabilityRequest: {
            /**
             * @description 1 to 50 fully qualified names, lowercase, without a trailing dot, no duplicates.
             * @example [
             *       "example.com",
             *       "example-shop.com"
             *     ]
             */
            names: string[];
        };
        /** @description One result per name checked, in the order of the request. */
        DomainAvailabilityResults: {
            /** @description One result per name of the request, in the same order. */
            data: components["schemas"]["DomainAvailability"][];
        };
        /** @description The four contacts of a domain's registration: `registrant` (the domain's legal holder), `admin` (the administrative contact), `tech` (the technical contact) and `billing` (the billing contact). Each is a full `Contact`; they are often the same person. */
        DomainContacts: {
            admin: components["schemas"]["Contact"];
            billing: components["schemas"]["Contact"];
            registrant: components["schemas"]["Contact"];
            tech: components["schemas"]["Contact"];
        };
        /** @description The contacts of a domain, as you give them when you register, transfer or change a domain. `registrant` (the domain's legal holder) is required; `admin`, `tech` and `billing` (the administrative, technical and billing contacts) are optional, and each one left out is a copy of `registrant`. Replacing contacts replaces all four. */
        DomainContactsReplaceRequest: {
            admin?: components["schemas"]["Contact"];
            billing?: components["schemas"]["Contact"];
            registrant: components["schemas"]["Contact"];
            tech?: components["schemas"]["Contact"];
        };
        /** @description What to register a domain with. Only `name` and `contacts` (with at least the registrant) are required; the registration is paid for `years` at once. */
        DomainCreateRequest: {
            /**
             * @description Renew the domain automatically for one year, 30 days before it expires.
             * @default true
             * @example true
             */
            auto_renew?: boolean;
            contacts: components["schemas"]["DomainContactsReplaceRequest"];
            /**
             * @description The fully qualified name to register, in lowercase and without a trailing dot (IDNs in their `xn--` form). Check it first with `POST /api/v1/domains/availability/`; a name that is taken, reserved or of a TLD we do not sell fails with 400 `domain_unavailable`.
             * @example example.net
             */
            name: string;
            /**
             * @description 2 to 13 nameserver hostnames, lowercase and without a trailing dot. Leave it out to use ours, `ns1.vps-hosting.example` and `ns2.vps-hosting.example`, which serve the account's DNS zones.
             * @example [
             *       "ns1.vps-hosting.example",
             *       "ns2.vps-hosting.example"
             *     ]
             */
            nameservers?: string[];
            /**
             * @description Turn WHOIS/RDAP privacy on. Left out, it is on wherever the TLD offers it (`privacy_available`); asking for `true` on a TLD without privacy fails with 400 `validation_failed`.
             * @default true
             * @example true
             */
            privacy?: boolean;
            /**
             * Format: int32
             * @description How many years to register for, charged at once (the first at the registration price, the others at the renewal price). Must lie between the TLD's `min_years` and `max_years`.
             * @default 1
             * @example 1
             */
            years?: number;
        };
        /** @description A page of domains, by name ascending unless `sort` says otherwise. */
        DomainList: {
            /** @description The domains on this page. */
            data: components["schemas"]["Domain"][];
            links: components["schemas"]["PaginationLinks"];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description The nameservers a domain is delegated to at its registry. */
        DomainNameservers: {
            /**
             * @description The domain's fully qualified name.
             * @example example.com
             */
            name: string;
            /**
             * @description The nameservers, 2 to 13 hostnames in the order the registry holds them, lowercase and without a trailing dot.
             * @example [
             *       "ns1.vps-hosting.example",
             *       "ns2.vps-hosting.example"
             *     ]
             */
            nameservers: string[];
        };
        /** @description The complete new list of a domain's nameservers. */
        DomainNameserversReplaceRequest: {
            /**
             * @description 2 to 13 nameserver hostnames, lowercase and without a trailing dot, no duplicates. Use `ns1.vps-hosting.example` and `ns2.vps-hosting.example` to have the account's DNS zone of the domain served by us.
             * @example [
             *       "ns1.vps-hosting.example",
             *       "ns2.vps-hosting.example"
             *     ]
             */
            nameservers: string[];
        };
        /**
         * @description What a domain name costs for one year, tax excluded: to register it and to renew it. Premium names have their own prices; other names cost the TLD's prices (`GET /api/v1/tlds/{tld}/`).
         * @example {
         *       "registration": "10.99",
         *       "renewal": "12.99",
         *       "currency": "USD"
         *     }
         */
        DomainPrice: {
            currency: components["schemas"]["Currency"];
            registration: components["schemas"]["Amount"];
            renewal: components["schemas"]["Amount"];
        };
        /** @description A keyword or name to find registrable domain names for, and where to look. */
        DomainSearchRequest: {
            /**
             * Format: int32
             * @description The most suggestions to return.
             * @default 10
             * @example 10
             */
            limit?: number;
            /**
             * @description A keyword (`example`, `coffee shop`) or a name (`example.com`), case-insensitive: letters, digits, hyphens, dots and spaces (IDNs in their `xn--` form). A name is checked as given, and its first label is then used as the keyword.
             * @example example
             */
            query: string;
            /**
             * @description The TLDs to search, without their leading dot, up to 20. Left out, every TLD we sell is searched, the most popular first.
             * @example [
             *       "com",
             *       "net",
             *       "org",
             *       "io"
             *     ]
             */
            tlds?: string[];
        };
        /** @description One suggested domain name, with whether it can be registered and what it costs. */
        DomainSearchResult: {
            /**
             * @description Whether the name can be registered now (`POST /api/v1/domains/`).
             * @example true
             */
            available: boolean;
            /**
             * @description The fully qualified domain name suggested.
             * @example example.io
             */
            name: string;
            /**
             * @description Whether the registry sells the name at a premium price rather than the TLD's standard price.
             * @example false
             */
            premium: boolean;
            /**
             * @description The price for one year; null when the name is not available.
             * @example {
             *       "registration": "39.99",
             *       "renewal": "49.99",
             *       "currency": "USD"
             *     }
             */
            price: components["schemas"]["DomainPrice"] | null;
            /**
             * @description The name's TLD, without its leading dot.
             * @example io
             */
            tld: string;
        };
        /** @description The suggestions for a domain search, the exact name (if one was given) first, then available names before taken ones. Not paginated: `limit` bounds it. */
        DomainSearchResults: {
            /** @description The suggestions, at most `limit`. */
            data: components["schemas"]["DomainSearchResult"][];
        };
        /**
         * @description Where a domain is in its life. `auto_renew`, `locked` (the transfer lock) and `privacy` are
         *     settings, not states: they never change the status. Read operations (get, list, get
         *     nameservers, get contacts) work in every state; the table lists the other operations.
         *
         *     | State | Meaning | Allowed operations besides reads | Leaves to |
         *     |---|---|---|---|
         *     | `registering` | Registration ordered and paid; the `register_domain` action is at work at the registry (usually under a minute). | none | `active` (registered) · `registration_failed` |
         *     | `registration_failed` | The registry refused the registration (the name was taken meanwhile, or reserved). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |
         *     | `transferring_in` | Inbound transfer requested; the `transfer_domain` action waits for the losing registrar (up to 5 days). | none | `active` (transferred, with one year added) · `transfer_failed` |
         *     | `transfer_failed` | The transfer was refused (wrong auth code, transfer lock on at the losing registrar, or rejected by it). The charge is refunded. Terminal. | none | gone: removed from the account after 7 days |
         *     | `active` | Registered with us and resolving; `expires_at` is in the future. | update, renew, replace nameservers, replace contacts, get auth code (transfer lock off, 60 days after `registered_at`) | `expired` (`expires_at` passed without renewal) · gone (transferred out to another registrar with the auth code; 404 afterwards) |
         *     | `expired` | Past `expires_at` without renewal: a 30-day grace period, still held for you; renewal is at the normal renewal price. | renew | `active` (renewed) · `redemption` (after 30 days) |
         *     | `redemption` | The registry's 30-day redemption period. Renewal costs the TLD's redemption fee on top of the renewal price. | renew | `active` (renewed) · `deleted` (after 30 days) |
         *     | `deleted` | Released to the registry; anyone may register it again. Listed for 30 more days, then gone (404). | none | gone |
         *
         *     An operation the table does not allow fails with 400 `invalid_state`, and the problem's
         *     `detail` names the current state. A domain's `status` changes before its action reports
         *     `success`, so a client that waits for the action never reads a stale status.
         * @example active
         * @enum {string}
         */
        DomainStatus: "registering" | "registration_failed" | "transferring_in" | "transfer_failed" | "active" | "expired" | "redemption" | "deleted";
        /** @description What to transfer a domain in with: its name, the auth code from its current registrar, and the contacts. The transfer is paid at the TLD's transfer price and adds one year to the expiry. */
        DomainTransferCreateRequest: {
            /**
             * @description The auth code (EPP code) from the current registrar, printable ASCII without spaces. It is passed to the registry and never returned. A wrong code makes the transfer fail (`transfer_failed`).
             * @example Rp4!vT9q#Wz2Lk8m
             */
            auth_code: string;
            /**
             * @description Renew the domain automatically for one year, 30 days before it expires.
             * @default true
             * @example true
             */
            auto_renew?: boolean;
            contacts: components["schemas"]["DomainContactsReplaceRequest"];
            /**
             * @description The fully qualified name to transfer in, in lowercase and without a trailing dot. It must be registered at another registrar, for more than 60 days, in a TLD we sell.
             * @example example.org
             */
            name: string;
            /**
             * @description Turn WHOIS/RDAP privacy on once the domain has arrived. Left out, it is on wherever the TLD offers it (`privacy_available`).
             * @default true
             * @example true
             */
            privacy?: boolean;
        };
        /** @description The settings to change; give at least one. Fields left out keep their value. Only a domain in `active` can be changed. */
        DomainUpdateRequest: {
            /**
             * @description Renew the domain automatically for one year, 30 days before it expires.
             * @example true
             */
            auto_renew?: boolean;
            /**
             * @description The transfer lock. Turn it off (`false`) before asking for the auth code to transfer the domain to another registrar; turn it back on to block transfers.
             * @example false
             */
            locked?: boolean;
            /**
             * @description WHOIS/RDAP privacy. `true` on a TLD without `privacy_available` fails with 400 `validation_failed`.
             * @example true
             */
            privacy?: boolean;
        };
        /**
         * @description A stable, machine-readable error code: the HTTP status says what class of error happened, the code says exactly which one. Branch on it, not on `title` or `detail`. The catalog, with the status each code comes with, is under "Error codes" in the introduction. New codes may be added; an existing code never changes meaning.
         * @example validation_failed
         * @enum {string}
         */
        ErrorCode: "validation_failed" | "invalid_json" | "unsupported_media_type" | "invalid_state" | "resource_locked" | "plan_unavailable" | "image_unavailable" | "quota_exceeded" | "already_exists" | "idempotency_key_reused" | "domain_unavailable" | "dns_record_conflict" | "unauthorized" | "forbidden" | "insufficient_scope" | "not_found" | "method_not_allowed" | "rate_limit_exceeded" | "internal_error" | "service_unavailable";
        /**
         * @description An event's unique identifier: `evt_` and 26 letters and digits. It is the `webhook-id` header of every delivery attempt, the same on every retry and for every webhook: de-duplicate on it.
         * @example evt_Q9i5gbzknOIsJKX6pYvI0olMMx
         */
        EventId: string;
        /**
         * @description The type of an event: `<resource>.<what happened>`. A webhook subscribes to the types it wants (every type except `webhook.test`, which only `POST /api/v1/webhooks/{webhook_id}/test/` sends, whatever the subscription); each type's body is described in the document's `webhooks` section. New event types may be added (`x-extensible-enum`): a receiver ignores a type it does not know, and a type is only sent to the webhooks subscribed to it.
         * @example server.status_changed
         * @enum {string}
         */
        EventType: "action.created" | "action.succeeded" | "action.failed" | "server.created" | "server.status_changed" | "server.deleted" | "backup.available" | "snapshot.available" | "domain.registered" | "domain.renewed" | "domain.expiring" | "domain.expired" | "domain.transfer_completed" | "dns_zone.changed" | "webhook.test";
        /** @description One problem with one input field of a request that failed validation. */
        FieldError: {
            /**
             * @description What is wrong with the field.
             * @example pattern
             * @enum {string}
             */
            code: "required" | "unknown_field" | "type" | "format" | "pattern" | "enum" | "min_length" | "max_length" | "minimum" | "maximum" | "min_items" | "max_items" | "unique_items" | "invalid_value";
            /**
             * @description Where the problem is: a JSON Pointer (RFC 6901) into the request body (`/name`, `/ssh_keys/0`), or for a parameter its location and name (`query/per_page`, `path/server_id`, `header/Idempotency-Key`). An empty pointer means the whole body.
             * @example /name
             */
            field: string;
            /**
             * @description A sentence for people, saying what is wrong and how to fix it.
             * @example Must be 1 to 63 characters of lowercase letters, digits and hyphens, starting with a letter.
             */
            message: string;
        };
        /**
         * @description The value of the `Idempotency-Key` header of a POST: 8 to 255 letters, digits and `_`, `.`, `:`, `-` (a UUID is a good one). Each operation's example key is its own, so that copying two examples never sends one key with two different requests.
         * @example 3f8e2b1c-7d4a-4e9b-8c6f-0a1b2c3d4e5f
         */
        IdempotencyKey: string;
        /** @description An operating-system image that servers are created or reinstalled with. `status` says whether it can still be installed (see `ImageStatus`); deprecated images stay in the catalog. Images are addressed by their stable `slug`. */
        Image: {
            architecture: components["schemas"]["Architecture"];
            /**
             * Format: date-time
             * @description When the image was added to the catalog (RFC 3339, UTC).
             * @example 2024-04-25T00:00:00Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the image was deprecated (RFC 3339, UTC); null while it is `available`.
             * @example null
             */
            deprecated_at: string | null;
            /**
             * @description What the image contains, in one or two sentences, for display.
             * @example Ubuntu Server 24.04 LTS (Noble Numbat), minimal install with cloud-init and OpenSSH.
             */
            description: string;
            distribution: components["schemas"]["ImageDistribution"];
            /**
             * Format: int32
             * @description The smallest disk, in GB, the image installs on. Every plan offered today has a larger disk than any image needs.
             * @example 10
             */
            min_disk_gb: number;
            /**
             * @description The image's display name.
             * @example Ubuntu 24.04 LTS
             */
            name: string;
            /**
             * @description The image's stable identifier, used in paths (`GET /api/v1/images/{image_slug}/`) and in the `image` field of servers and of create and reinstall requests. It never changes.
             * @example ubuntu-24.04
             */
            slug: string;
            status: components["schemas"]["ImageStatus"];
            /**
             * @description The distribution's release, as the distribution numbers it (`24.04`, `12`, `9`). Compare it as a string.
             * @example 24.04
             */
            version: string;
        };
        /**
         * @description The Linux distribution an image installs. New distributions may be added; treat an unknown value as valid.
         * @example ubuntu
         * @enum {string}
         */
        ImageDistribution: "ubuntu" | "debian" | "rocky" | "almalinux" | "fedora";
        /** @description A page of images, by slug ascending unless `sort` says otherwise. */
        ImageList: {
            /** @description The images on this page. */
            data: components["schemas"]["Image"][];
            links: components["schemas"]["PaginationLinks"];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description Whether an image can still be installed. Images are never removed from the catalog: when a
         *     distribution release reaches its end of life, its image is deprecated, stays listed and readable,
         *     and is marked with `status: deprecated` and `deprecated_at`.
         *
         *     | State | Meaning | Allowed operations | Leaves to |
         *     |---|---|---|---|
         *     | `available` | Offered for new installs. | get, list; create a server with it; reinstall a server with it | `deprecated` (at the release's end of life) |
         *     | `deprecated` | No longer offered; kept for reference. | get, list | none: deprecation is final |
         *
         *     Rules:
         *     - Creating or reinstalling a server with a `deprecated` image fails with 400
         *       `image_unavailable`.
         *     - Servers already installed from a deprecated image keep running, and their `image` field still
         *       names it; they can be powered, resized, backed up, snapshotted and restored from their backups
         *       and snapshots as before. Reinstall them with a current image when you are ready.
         * @example available
         * @enum {string}
         */
        ImageStatus: "available" | "deprecated";
        /**
         * @description Key-value labels for organising resources and selecting them with `label_selector`: at most 32, keys of 1 to 63 lowercase letters, digits, `_`, `.` and `-` starting with a letter, values of up to 63 letters, digits, `_`, `.` and `-` (an empty value is allowed).
         * @example {
         *       "env": "production",
         *       "role": "web"
         *     }
         */
        Labels: {
            [key: string]: string;
        };
        /** @description Metadata of a collection response. */
        ListMeta: {
            pagination: components["schemas"]["Pagination"];
        };
        /** @description A datacenter where servers run. A server's location is chosen when it is created and never changes. `plans` lists the plans offered there now; the same information, seen from the plan, is the plan's `locations`. */
        Location: {
            /**
             * @description Whether the location accepts new servers. When false, creating a server there fails with 400 `plan_unavailable` and `plans` is empty; the servers already there keep running.
             * @example true
             */
            available: boolean;
            /**
             * @description The city the datacenter is in, in English.
             * @example Frankfurt
             */
            city: string;
            /**
             * @description The country the datacenter is in, as an ISO 3166-1 alpha-2 code.
             * @example DE
             */
            country: string;
            /**
             * @description The location's display name.
             * @example Frankfurt 1
             */
            name: string;
            /**
             * @description The slugs of the plans a server can be created on here now, by monthly price ascending. Resizing a server there only works to one of these plans.
             * @example [
             *       "vps-1c-1g",
             *       "vps-2c-4g",
             *       "vps-4c-8g",
             *       "vps-8c-16g"
             *     ]
             */
            plans: string[];
            region: components["schemas"]["Region"];
            /**
             * @description The location's stable identifier, used in paths (`GET /api/v1/locations/{location_slug}/`) and in the `location` field of servers and of create requests. It never changes.
             * @example fra1
             */
            slug: string;
        };
        /** @description A page of locations, by slug ascending unless `sort` says otherwise. */
        LocationList: {
            /** @description The locations on this page. */
            data: components["schemas"]["Location"][];
            links: components["schemas"]["PaginationLinks"];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description Where this page sits in the whole collection. */
        Pagination: {
            /**
             * Format: int32
             * @description The current page, counting from 1.
             * @example 1
             */
            page: number;
            /**
             * Format: int32
             * @description The page size in use.
             * @example 25
             */
            per_page: number;
            /**
             * Format: int64
             * @description How many items match the filters, on all pages.
             * @example 3
             */
            total_entries: number;
            /**
             * Format: int32
             * @description How many pages there are at this page size (0 when nothing matches).
             * @example 1
             */
            total_pages: number;
        };
        /** @description Absolute URLs of the neighbouring pages, with the same filters, sort and page size. `prev` is null on the first page, `next` is null on the last one. */
        PaginationLinks: {
            /**
             * Format: uri
             * @description The first page.
             * @example https://api.vps-hosting.example/api/v1/servers/?page=1&per_page=25
             */
            first: string;
            /**
             * Format: uri
             * @description The last page (the first page when the collection is empty).
             * @example https://api.vps-hosting.example/api/v1/servers/?page=1&per_page=25
             */
            last: string;
            /**
             * Format: uri
             * @description The next page, or null on the last page.
             * @example null
             */
            next: string | null;
            /**
             * Format: uri
             * @description The previous page, or null on the first page.
             * @example null
             */
            prev: string | null;
        };
        /** @description A server size on offer: its resources, its price and the locations where servers can be created with it now. A server created on a plan gets exactly these resources; resize a server to move it to another plan. Plans are addressed by their stable `slug`. */
        Plan: {
            architecture: components["schemas"]["Architecture"];
            /**
             * @description Whether new servers can be created on this plan in at least one location (true exactly when `locations` is not empty). A plan that is no longer offered stays listed so that the servers on it can still look it up; they keep running on it and can be resized away from it.
             * @example true
             */
            available: boolean;
            /**
             * Format: int32
             * @description The outbound data transfer included each month, in TB (whole terabytes). Inbound traffic is free and not counted.
             * @example 4
             */
            bandwidth_tb: number;
            /**
             * @description What the plan is meant for, in one or two sentences, for display.
             * @example For production websites, small databases and application servers.
             */
            description: string;
            /**
             * Format: int32
             * @description The size of the server's disk in GB.
             * @example 80
             */
            disk_gb: number;
            /**
             * @description The slugs of the locations where a server can be created on this plan now, by slug ascending. Creating a server elsewhere fails with 400 `plan_unavailable`. Empty when the plan is not offered anywhere (`available: false`).
             * @example [
             *       "ams1",
             *       "fra1",
             *       "nyc1",
             *       "sgp1"
             *     ]
             */
            locations: string[];
            /**
             * Format: int32
             * @description The memory in MB (1024 MB = 1 GB).
             * @example 4096
             */
            memory_mb: number;
            /**
             * @description The plan's display name.
             * @example VPS 2 vCPU / 4 GB
             */
            name: string;
            price: components["schemas"]["PlanPrice"];
            /**
             * @description The plan's stable identifier, used in paths (`GET /api/v1/plans/{plan_slug}/`) and in the `plan` field of servers and of create and resize requests. It never changes.
             * @example vps-2c-4g
             */
            slug: string;
            /**
             * Format: int32
             * @description The number of virtual CPU cores.
             * @example 2
             */
            vcpus: number;
        };
        /** @description A page of plans, by monthly price ascending (ties by slug ascending) unless `sort` says otherwise. */
        PlanList: {
            /** @description The plans on this page. */
            data: components["schemas"]["Plan"][];
            links: components["schemas"]["PaginationLinks"];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description What a server on this plan costs, tax excluded. Billing is hourly up to a monthly cap: a server is billed `hourly` for every started hour it exists, whether it is running or stopped (a stopped server keeps its resources), and the charges of one server in one calendar month never exceed `monthly`; a server kept for the whole month pays exactly `monthly`. Deleting a server stops its billing. After a resize, the hours are billed at the new plan's price. `monthly` and `hourly` are decimal strings (`Amount`): the monthly price with 2 decimals, the hourly price with 4.
         * @example {
         *       "monthly": "12.99",
         *       "hourly": "0.0193",
         *       "currency": "USD"
         *     }
         */
        PlanPrice: {
            currency: components["schemas"]["Currency"];
            hourly: components["schemas"]["Amount"];
            monthly: components["schemas"]["Amount"];
        };
        /** @description The error body of every 4xx and 5xx response: an RFC 9457 problem document (`application/problem+json`) with two extensions, a stable `code` and the `request_id`, and for `validation_failed` the list of field `errors`. */
        Problem: {
            code: components["schemas"]["ErrorCode"];
            /**
             * @description What went wrong in this occurrence, in a sentence for people.
             * @example The request body has 1 invalid field.
             */
            detail: string;
            /** @description For `validation_failed` only, one entry per invalid field. */
            errors?: components["schemas"]["FieldError"][];
            /**
             * Format: uri-reference
             * @description The path of the request that failed.
             * @example /api/v1/servers/
             */
            instance?: string;
            /**
             * Format: uuid
             * @description The request's identifier, the same as the `X-Request-Id` header.
             * @example 6f1c2a9e-3b4d-4e8f-9a0b-1c2d3e4f5a6b
             */
            request_id: string;
            /**
             * Format: int32
             * @description The HTTP status code of the response, repeated for convenience.
             * @example 400
             * @enum {integer}
             */
            status: 400 | 401 | 403 | 404 | 405 | 429 | 500 | 502 | 503 | 504;
            /**
             * @description A short summary of the problem type, the same for every occurrence of it.
             * @example The request is not valid
             */
            title: string;
            /**
             * Format: uri
             * @description A URI identifying the problem type; it ends with the `code` and documents it.
             * @example https://api.vps-hosting.example/problems/validation_failed
             */
            type: string;
        };
        /**
         * @description The geographic region a location belongs to, in snake_case, continent area then direction: `eu_central` (Frankfurt), `eu_west` (Amsterdam), `us_east` (New York), `ap_southeast` (Singapore). New regions may be added; treat an unknown value as a valid region.
         * @example eu_central
         * @enum {string}
         */
        Region: "eu_central" | "eu_west" | "us_east" | "ap_southeast";
        /** @description The image to reinstall the server with. Everything on the disk is erased; the id, name, addresses, plan, labels, backups and snapshots are kept. */
        ReinstallServerRequest: {
            /**
             * @description The slug of the image to install; it may differ from the current one. Deprecated images cannot be installed (400 `image_unavailable`).
             * @example ubuntu-24.04
             */
            image: string;
            ssh_keys?: components["schemas"]["ServerSshKeys"];
            user_data?: components["schemas"]["ServerUserData"];
        };
        /** @description How long to renew a domain for. */
        RenewDomainRequest: {
            /**
             * Format: int32
             * @description How many years to add to the domain's `expires_at`. The new expiry may be at most 10 years from now (a registry rule), so a domain expiring in 2027 can be renewed by at most 9 years in 2026; more fails with 400 `validation_failed`.
             * @example 1
             */
            years: number;
        };
        /** @description The plan to move a stopped server to, and whether its disk grows with it. */
        ResizeServerRequest: {
            /**
             * @description The slug of the new plan. It must be offered at the server's location, differ from the current plan, and have at least as much disk as the server's current `disk_gb`; otherwise the request fails with 400 `plan_unavailable`.
             * @example vps-8c-16g
             */
            plan: string;
            /**
             * @description True (the default) grows the disk to the new plan's disk size; this can never be undone, because a disk never shrinks. False changes only CPU and memory and keeps the disk as it is, so that a later resize back to a plan with a smaller disk stays possible.
             * @default true
             * @example true
             */
            resize_disk?: boolean;
        };
        /** @description A virtual private server. `status` says where it is in its life (see `ServerStatus` for the state machine); `locked` is true while an action works on it. The resources (`vcpus`, `memory_mb`, `disk_gb`) are those of its plan, except `disk_gb`, which stays as it was when the server was resized with `resize_disk: false`. */
        Server: {
            /**
             * @description Whether automatic backups are on: the `enabled` field of the server's backup policy (`GET /api/v1/servers/{server_id}/backup-policy/`), shown here for convenience. Change it through the backup policy.
             * @example true
             */
            backups_enabled: boolean;
            /**
             * Format: date-time
             * @description When the server was created (RFC 3339, UTC).
             * @example 2026-01-15T09:30:00Z
             */
            created_at: string;
            /**
             * Format: int32
             * @description The size of the disk in GB. It equals the plan's disk unless the server was resized with `resize_disk: false`, and it never shrinks.
             * @example 80
             */
            disk_gb: number;
            /**
             * Format: int64
             * @description The server's unique identifier.
             * @example 42
             */
            id: number;
            /**
             * @description The slug of the image the disk was last installed from, at creation or by a reinstall (`GET /api/v1/images/{image_slug}/`).
             * @example ubuntu-24.04
             */
            image: string;
            labels: components["schemas"]["Labels"];
            /**
             * @description The slug of the location the server runs in (`GET /api/v1/locations/{location_slug}/`); it never changes.
             * @example fra1
             */
            location: string;
            /**
             * @description True while an action works on the server (in every transitional state). State-changing requests then fail with 400 `resource_locked`; find the running action with `GET /api/v1/servers/{server_id}/actions/?status=running`.
             * @example false
             */
            locked: boolean;
            /**
             * Format: int32
             * @description The memory in MB, from the plan.
             * @example 4096
             */
            memory_mb: number;
            name: components["schemas"]["ServerName"];
            networks: components["schemas"]["ServerNetworks"];
            /**
             * @description The slug of the server's plan (`GET /api/v1/plans/{plan_slug}/`); it changes when a resize succeeds.
             * @example vps-2c-4g
             */
            plan: string;
            status: components["schemas"]["ServerStatus"];
            /**
             * Format: date-time
             * @description When any field of the server last changed, its status included (RFC 3339, UTC).
             * @example 2026-11-22T08:50:40Z
             */
            updated_at: string;
            /**
             * Format: int32
             * @description The number of virtual CPU cores, from the plan.
             * @example 2
             */
            vcpus: number;
        };
        /** @description What to create a server with. Only `name`, `plan`, `location` and `image` are required. */
        ServerCreateRequest: {
            /**
             * @description Turn automatic backups on from the start, with the default backup policy: daily at 03:00 UTC, keeping 7. Change the policy later with `PUT /api/v1/servers/{server_id}/backup-policy/`.
             * @default false
             * @example false
             */
            backups?: boolean;
            /**
             * @description The slug of the image to install. Deprecated images cannot be installed on new servers (400 `image_unavailable`).
             * @example ubuntu-24.04
             */
            image: string;
            labels?: components["schemas"]["Labels"];
            /**
             * @description The slug of the location to create the server in (`GET /api/v1/locations/`).
             * @example nyc1
             */
            location: string;
            name: components["schemas"]["ServerName"];
            /**
             * @description The slug of the plan (size) to create the server with. It must be available at `location` (`GET /api/v1/plans/?location=fra1`); otherwise the request fails with 400 `plan_unavailable`.
             * @example vps-1c-1g
             */
            plan: string;
            ssh_keys?: components["schemas"]["ServerSshKeys"];
            user_data?: components["schemas"]["ServerUserData"];
        };
        /**
         * @description The server's public IPv4 address.
         * @example {
         *       "address": "203.0.113.10"
         *     }
         */
        ServerIpv4: {
            /**
             * Format: ipv4
             * @description The public IPv4 address, reserved when the server is created and kept until it is deleted (also across resize and reinstall).
             * @example 203.0.113.10
             */
            address: string;
        };
        /**
         * @description The server's public IPv6 network and the address configured on the server.
         * @example {
         *       "address": "2001:db8:10::1",
         *       "prefix": "2001:db8:10::/64"
         *     }
         */
        ServerIpv6: {
            /**
             * Format: ipv6
             * @description The IPv6 address configured on the server (the first address of its prefix), kept until the server is deleted.
             * @example 2001:db8:10::1
             */
            address: string;
            /**
             * @description The /64 IPv6 network routed to the server, in CIDR notation; every address in it reaches the server.
             * @example 2001:db8:10::/64
             */
            prefix: string;
        };
        /** @description A page of servers, by id ascending unless `sort` says otherwise. */
        ServerList: {
            /** @description The servers on this page. */
            data: components["schemas"]["Server"][];
            links: components["schemas"]["PaginationLinks"];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description The server's name: 1 to 63 lowercase letters, digits and hyphens, starting with a letter. It becomes the hostname when the server is installed (at creation and at each reinstall). Names need not be unique in the account.
         * @example web-01
         */
        ServerName: string;
        /**
         * @description The server's public addresses. They are reserved when the server is created (already while it is `provisioning`) and kept, unchanged, until it is deleted.
         * @example {
         *       "ipv4": {
         *         "address": "203.0.113.10"
         *       },
         *       "ipv6": {
         *         "address": "2001:db8:10::1",
         *         "prefix": "2001:db8:10::/64"
         *       }
         *     }
         */
        ServerNetworks: {
            ipv4: components["schemas"]["ServerIpv4"];
            ipv6: components["schemas"]["ServerIpv6"];
        };
        /**
         * @description OpenSSH public keys to install for `root` (in `~/.ssh/authorized_keys`), each in the one-line form `<type> <base64> [comment]`. At most 10, no duplicates. With at least one key, SSH password login is disabled; without keys, a random root password is e-mailed to the account holder.
         * @example [
         *       "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl jane@example.com"
         *     ]
         */
        ServerSshKeys: string[];
        /**
         * @description Where a server is in its life. Settled states (`running`, `stopped`, `error`) last until you
         *     act; transitional states last while an action works on the server, and in them the server has
         *     `locked: true`. Read operations (get, list, list actions) work in every state.
         *
         *     | State | Meaning | Locked | Allowed operations | Leaves to |
         *     |---|---|---|---|---|
         *     | `provisioning` | Being created (action `create_server`). | yes | update | `running` (created) · `error` (creation failed) |
         *     | `running` | Powered on. | no | shutdown, power off, reboot, reset, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `stopping`, `rebooting`, `reinstalling`, `restoring`, `deleting` |
         *     | `stopping` | Being shut down, gracefully (shutdown) or hard (power off). | yes | update | `stopped` · `running` (the guest ignored a graceful shutdown for 5 minutes; the action fails with `shutdown_timeout`) |
         *     | `stopped` | Powered off; the disk and addresses are kept and the plan is still billed. | no | power on, resize, reinstall, update, delete; create a backup or snapshot; restore a backup or snapshot | `starting`, `resizing`, `reinstalling`, `restoring`, `deleting` |
         *     | `starting` | Booting after power on. | yes | update | `running` · `stopped` (the power on failed) |
         *     | `rebooting` | Restarting after a reboot (graceful) or reset (hard). | yes | update | `running` (also when the guest ignored a graceful reboot for 5 minutes; the action fails with `reboot_timeout`) |
         *     | `resizing` | Moving to another plan (only from `stopped`). | yes | update | `stopped`, on the new plan (on the previous plan if the resize failed) |
         *     | `reinstalling` | The disk is being erased and written with an image. | yes | update | `running` · the state it came from (`running`, `stopped` or `error`) if the reinstall failed |
         *     | `restoring` | The disk is being overwritten from a backup or snapshot. | yes | update | `running` · the state it came from (`running` or `stopped`) if the restore failed |
         *     | `deleting` | Being deleted, with its backups; snapshots are kept. | yes | none | gone: the server answers 404 afterwards |
         *     | `error` | The creation failed; the server has no working system. | no | reinstall, update, delete | `reinstalling`, `deleting` |
         *
         *     Rules:
         *     - While the server is in a transitional state (`locked: true`), every state-changing request
         *       (power, resize, reinstall, delete, backup, snapshot, restore) fails with 400
         *       `resource_locked`; retry when the running action has finished. Updating the name or labels
         *       is allowed in every state except `deleting`.
         *     - In a settled state, an operation the table does not allow fails with 400 `invalid_state`,
         *       and the problem's `detail` names the current state.
         *     - A failed action leaves the server in the settled state it came from and says why in the
         *       action's `error`; only a failed create leaves it in `error`.
         *     - The server's `status` changes before its action reports `success`, so a client that waits
         *       for the action never reads a stale status.
         * @example running
         * @enum {string}
         */
        ServerStatus: "provisioning" | "running" | "stopping" | "stopped" | "starting" | "rebooting" | "resizing" | "reinstalling" | "restoring" | "deleting" | "error";
        /** @description The fields to change; at least one. Fields left out keep their values. Nothing else about a server can be changed this way: power, plan and image change through the action paths. */
        ServerUpdateRequest: {
            labels?: components["schemas"]["Labels"];
            name?: components["schemas"]["ServerName"];
        };
        /**
         * @description Cloud-init user data run on the first boot after a create or reinstall (a `#cloud-config` document or a shell script starting with `#!`), up to 65535 characters. It is not part of the server's representation and is never returned.
         * @example #cloud-config
         *     packages:
         *       - docker.io
         */
        ServerUserData: string;
        /** @description A named copy of a server's disk at one moment, taken on request, to return to before a risky change. A server keeps at most 5 snapshots, in every state. Unlike backups, snapshots are kept when their server is deleted (restoring one then fails with 404). See `SnapshotStatus` for its state machine. */
        Snapshot: {
            /**
             * Format: date-time
             * @description When the snapshot became `available` or `failed` (RFC 3339, UTC); null while it is `creating`.
             * @example 2026-11-19T10:03:00Z
             */
            completed_at: string | null;
            /**
             * Format: date-time
             * @description When the snapshot was started, the moment whose disk contents it holds (RFC 3339, UTC).
             * @example 2026-11-19T10:00:00Z
             */
            created_at: string;
            /**
             * Format: int64
             * @description The snapshot's unique identifier.
             * @example 7001
             */
            id: number;
            name: components["schemas"]["SnapshotName"];
            /**
             * Format: int64
             * @description The id of the server the snapshot was taken from, and the only server it can be restored onto. It is kept when that server is deleted, as a record of where the snapshot came from; the server then answers 404.
             * @example 42
             */
            server_id: number;
            /**
             * Format: int64
             * @description The size of the stored snapshot in MB; null until the snapshot is `available`, and null when it `failed`.
             * @example 11800
             */
            size_mb: number | null;
            status: components["schemas"]["SnapshotStatus"];
        };
        /** @description The server to take a snapshot of, and the snapshot's name. */
        SnapshotCreateRequest: {
            name: components["schemas"]["SnapshotName"];
            /**
             * Format: int64
             * @description The id of the server whose disk to copy; it must be `running` or `stopped` and not locked.
             * @example 43
             */
            server_id: number;
        };
        /** @description A page of snapshots, by id ascending (oldest first) unless `sort` says otherwise. */
        SnapshotList: {
            /** @description The snapshots on this page. */
            data: components["schemas"]["Snapshot"][];
            links: components["schemas"]["PaginationLinks"];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description The snapshot's name: 1 to 63 lowercase letters, digits, dots, underscores and hyphens, starting with a letter or digit. Names need not be unique; snapshots are addressed by id.
         * @example before-upgrade
         */
        SnapshotName: string;
        /**
         * @description Where a snapshot is in its life. Read operations (get, list) work in every state.
         *
         *     | State | Meaning | Allowed operations | Leaves to |
         *     |---|---|---|---|
         *     | `creating` | The server's disk is being copied (action `create_snapshot`); `size_mb` and `completed_at` are null. | rename | `available` (complete) · `failed` (the copy failed) |
         *     | `available` | Complete, and ready to be restored. | rename, restore, delete | `restoring`, `deleting` |
         *     | `restoring` | Being written onto its server's disk (action `restore_snapshot`); the server is `restoring`. | rename | `available`, whether the restore succeeded or failed |
         *     | `deleting` | Being deleted (action `delete_snapshot`). | none | gone: the snapshot answers 404 afterwards |
         *     | `failed` | The copy could not be completed; the snapshot holds no data but counts towards the limit until deleted. | rename, delete | `deleting` |
         *
         *     Rules:
         *     - An operation the table does not allow fails with 400 `invalid_state`, and the problem's
         *       `detail` names the snapshot's current state.
         *     - Restoring also needs the snapshot's server to exist and to be `running` or `stopped` and not
         *       locked (see the server's state machine in `ServerStatus`).
         *     - Snapshots survive the deletion of their server; they can then no longer be restored, only
         *       renamed and deleted.
         * @example available
         * @enum {string}
         */
        SnapshotStatus: "creating" | "available" | "restoring" | "deleting" | "failed";
        /** @description The new name of the snapshot; nothing else about a snapshot can be changed. */
        SnapshotUpdateRequest: {
            name: components["schemas"]["SnapshotName"];
        };
        /** @description A top-level domain we sell, with its prices and what its registry supports. */
        Tld: {
            /**
             * @description Whether the registry accepts DNSSEC for the TLD's domains.
             * @example true
             */
            dnssec_available: boolean;
            /**
             * Format: int32
             * @description The most years a registration or renewal may cover.
             * @example 10
             */
            max_years: number;
            /**
             * Format: int32
             * @description The fewest years a registration or renewal may cover.
             * @example 1
             */
            min_years: number;
            /**
             * @description The TLD without its leading dot, such as `com` or `co.uk`.
             * @example com
             */
            name: string;
            prices: components["schemas"]["TldPrice"];
            /**
             * @description Whether WHOIS/RDAP privacy (a domain's `privacy`) can be turned on for the TLD's domains.
             * @example true
             */
            privacy_available: boolean;
            /**
             * @description Whether the registry supports the transfer lock (a domain's `locked`); without it, `locked` is always false.
             * @example true
             */
            transfer_lock_available: boolean;
        };
        /** @description A page of TLDs, by name ascending. */
        TldList: {
            /** @description The TLDs and their prices on this page. */
            data: components["schemas"]["Tld"][];
            links: components["schemas"]["PaginationLinks"];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description A TLD's standard prices for one year, tax excluded. `registration`: the first year of a new registration (further years at `renewal`); `renewal`: each year of a renewal; `transfer`: an inbound transfer, which adds one year; `redemption`: the one-time restore fee for renewing a domain in `redemption`, charged on top of the renewal price. Premium names have their own prices.
         * @example {
         *       "registration": "10.99",
         *       "renewal": "12.99",
         *       "transfer": "12.99",
         *       "redemption": "80.00",
         *       "currency": "USD"
         *     }
         */
        TldPrice: {
            currency: components["schemas"]["Currency"];
            redemption: components["schemas"]["Amount"];
            registration: components["schemas"]["Amount"];
            renewal: components["schemas"]["Amount"];
            transfer: components["schemas"]["Amount"];
        };
        /** @description A webhook: an HTTPS endpoint of yours that receives a signed POST for every event of the types it subscribes to (see "Webhooks" in the introduction, and the document's `webhooks` section for each event's body). Its signing secret is shown only when the webhook is created and when the secret is rotated. */
        Webhook: {
            /**
             * Format: int32
             * @description Delivery attempts that failed in a row, over all of the webhook's deliveries; any 2xx answer resets it to 0. At 20 the webhook is disabled (`enabled: false`, `disabled_reason: failing`).
             * @example 0
             */
            consecutive_failures: number;
            /**
             * Format: date-time
             * @description When the webhook was created (RFC 3339, UTC).
             * @example 2026-11-01T10:00:00Z
             */
            created_at: string;
            description: components["schemas"]["WebhookDescription"];
            /**
             * @description Why the webhook is disabled; null while it is enabled.
             * @example null
             */
            disabled_reason: components["schemas"]["WebhookDisabledReason"] | null;
            /**
             * @description Whether events are delivered. A disabled webhook receives no new deliveries; see `disabled_reason` for why. Set it with `updateWebhook` (`enabled: true` also resets `consecutive_failures`).
             * @example true
             */
            enabled: boolean;
            events: components["schemas"]["WebhookSubscribedEvents"];
            /**
             * Format: int64
             * @description The webhook's unique identifier.
             * @example 9001
             */
            id: number;
            /**
             * Format: date-time
             * @description While a secret rotation is in progress, when the previous secret stops signing (24 hours after `rotateWebhookSecret`); until then every delivery carries a signature by each secret. Null when no rotation is in progress.
             * @example null
             */
            secret_rotation_expires_at: string | null;
            /**
             * Format: date-time
             * @description When any field of the webhook last changed (RFC 3339, UTC): its settings, its secret, or, through delivery attempts, `consecutive_failures` and `enabled`.
             * @example 2026-11-22T08:58:05Z
             */
            updated_at: string;
            url: components["schemas"]["WebhookUrl"];
        };
        /** @description The body of a `action.created` event. An action was started (its first state, usually `pending`). */
        WebhookActionCreatedEvent: {
            /**
             * Format: date-time
             * @description When the change happened (RFC 3339, UTC); in the sandbox, on its clock.
             * @example 2026-11-22T08:50:40Z
             */
            created_at: string;
            /** @description The action, as `GET /api/v1/actions/{action_id}/` returns it at the moment of the event. */
            data: {
                action: components["schemas"]["Action"];
            };
            id: components["schemas"]["EventId"];
            /**
             * @description The event type, always `action.created` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "action.created";
        };
        /** @description The body of a `action.failed` event. An action finished with `status: error`; its `error` says why. */
        WebhookActionFailedEvent: {
            /**
             * Format: date-time
             * @description When the change happened (RFC 3339, UTC); in the sandbox, on its clock.
             * @example 2026-11-22T08:50:40Z
             */
            created_at: string;
            /** @description The action, as `GET /api/v1/actions/{action_id}/` returns it at the moment of the event. */
            data: {
                action: components["schemas"]["Action"];
            };
            id: components["schemas"]["EventId"];
            /**
             * @description The event type, always `action.failed` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "action.failed";
        };
        /** @description The body of a `action.succeeded` event. An action finished with `status: success`; the resource it worked on is already in its new state. */
        WebhookActionSucceededEvent: {
            /**
             * Format: date-time
             * @description When the change happened (RFC 3339, UTC); in the sandbox, on its clock.
             * @example 2026-11-22T08:50:40Z
             */
            created_at: string;
            /** @description The action, as `GET /api/v1/actions/{action_id}/` returns it at the moment of the event. */
            data: {
                action: components["schemas"]["Action"];
            };
            id: components["schemas"]["EventId"];
            /**
             * @description The event type, always `action.succeeded` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "action.succeeded";
        };
        /** @description The body of a `backup.available` event. A backup, automatic or manual, finished and can be restored. */
        WebhookBackupAvailableEvent: {
            /**
             * Format: date-time
             * @description When the change happened (RFC 3339, UTC); in the sandbox, on its clock.
             * @example 2026-11-22T08:50:40Z
             */
            created_at: string;
            /** @description The backup, `available`, as `GET /api/v1/backups/{backup_id}/` returns it. */
            data: {
                backup: components["schemas"]["Backup"];
            };
            id: components["schemas"]["EventId"];
            /**
             * @description The event type, always `backup.available` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "backup.available";
        };
        /** @description The webhook to create: where to deliver and which event types. It starts enabled, with a new signing secret. `description` left out is the empty string. */
        WebhookCreateRequest: {
            description?: components["schemas"]["WebhookDescription"];
            events: components["schemas"]["WebhookSubscribedEvents"];
            url: components["schemas"]["WebhookUrl"];
        };
        /** @description One event on its way to one webhook, with the outcome of its attempts. Every attempt sends the same body (`event`) and the same `webhook-id` header (the event's `id`), so a receiver can drop repeats. */
        WebhookDelivery: {
            /**
             * Format: int32
             * @description The attempts made so far (7 at most per run; a retry starts another run).
             * @example 2
             */
            attempts: number;
            /**
             * Format: date-time
             * @description When the delivery was created, the moment of the event (RFC 3339, UTC).
             * @example 2026-11-22T08:58:00Z
             */
            created_at: string;
            event: components["schemas"]["WebhookEvent"];
            event_id: components["schemas"]["EventId"];
            event_type: components["schemas"]["EventType"];
            /**
             * Format: int64
             * @description The delivery's unique identifier.
             * @example 95005
             */
            id: number;
            /**
             * Format: date-time
             * @description When the last attempt started (RFC 3339, UTC); null before the first.
             * @example 2026-11-22T08:58:05Z
             */
            last_attempt_at: string | null;
            /**
             * @description Why the last attempt failed; null before the first and when it succeeded.
             * @example http_status
             */
            last_error: components["schemas"]["WebhookDeliveryError"] | null;
            /**
             * Format: int32
             * @description The HTTP status the last attempt got; null before the first and when it got no answer.
             * @example 500
             */
            last_status_code: number | null;
            /**
             * Format: date-time
             * @description When the next attempt is due (RFC 3339, UTC), while `pending`; null once `succeeded` or `failed`.
             * @example 2026-11-22T09:03:05Z
             */
            next_attempt_at: string | null;
            /**
             * @description The resource the event is about; null for `webhook.test`.
             * @example {
             *       "type": "server",
             *       "id": "44"
             *     }
             */
            resource: components["schemas"]["WebhookDeliveryResource"] | null;
            status: components["schemas"]["WebhookDeliveryStatus"];
            /**
             * Format: int64
             * @description The id of the webhook it is delivered to.
             * @example 9001
             */
            webhook_id: number;
        };
        /**
         * @description Why a delivery attempt failed: `timeout` (no answer within 10 seconds), `connection_refused`, `connection_error` (the name did not resolve, TLS failed or the connection broke), `http_status` (an answer other than 2xx, redirects included: its status is in `last_status_code`) or `target_refused` (the URL's address is not allowed, such as a sandbox target outside loopback). New reasons may be added (`x-extensible-enum`).
         * @example http_status
         * @enum {string}
         */
        WebhookDeliveryError: "timeout" | "connection_refused" | "connection_error" | "http_status" | "target_refused";
        /** @description A page of a webhook's deliveries, by id ascending (oldest first). */
        WebhookDeliveryList: {
            /** @description The deliveries on this page. */
            data: components["schemas"]["WebhookDelivery"][];
            links: components["schemas"]["PaginationLinks"];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description The resource an event is about. A webhook receives the events of one resource in the order they happened: a later event for it waits while an earlier one is still `pending`. */
        WebhookDeliveryResource: {
            /**
             * @description The resource's identifier exactly as it appears in its path, always a string: the decimal id for actions, servers, backups and snapshots (`"42"`), the name for domains and DNS zones (`"example.com"`).
             * @example 42
             */
            id: string;
            type: components["schemas"]["WebhookDeliveryResourceType"];
        };
        /**
         * @description The kind of resource an event is about: `action` for `action.*` events, `dns_zone` for `dns_zone.changed`, and the resource itself for the others. New resource types may be added (`x-extensible-enum`).
         * @example server
         * @enum {string}
         */
        WebhookDeliveryResourceType: "action" | "server" | "backup" | "snapshot" | "domain" | "dns_zone";
        /**
         * @description Where a delivery is. `pending`: an attempt is due at `next_attempt_at` (the first at once, then
         *     retries 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours after each failure).
         *     `succeeded`: an attempt got a 2xx answer. `failed`: all 7 attempts failed;
         *     `retryWebhookDelivery` makes it `pending` again.
         * @example succeeded
         * @enum {string}
         */
        WebhookDeliveryStatus: "pending" | "succeeded" | "failed";
        /**
         * @description A free-text note for your own use, such as what receives the events; may be empty.
         * @example Operations dashboard
         */
        WebhookDescription: string;
        /**
         * @description Why a webhook is disabled: `manual` (`enabled: false` was set with `updateWebhook`) or `failing` (its delivery attempts failed 20 times in a row). Setting `enabled: true` clears it.
         * @example failing
         * @enum {string}
         */
        WebhookDisabledReason: "manual" | "failing";
        /** @description The body of a `dns_zone.changed` event. The records of a DNS zone changed in one atomic change (a record created, changed or deleted, a batch, or a zone file replaced): the ids of the records it created, updated and deleted. Read the records for their values. */
        WebhookDnsZoneChangedEvent: {
            /**
             * Format: date-time
             * @description When the change happened (RFC 3339, UTC); in the sandbox, on its clock.
             * @example 2026-11-22T08:50:40Z
             */
            created_at: string;
            /** @description The zone and the ids of the records one atomic change created, updated and deleted. */
            data: {
                /**
                 * @description The ids of the records this change created (may be empty).
                 * @example [
                 *       1020
                 *     ]
                 */
                created: number[];
                /**
                 * @description The ids of the records this change deleted (may be empty).
                 * @example [
                 *       1003
                 *     ]
                 */
                deleted: number[];
                /**
                 * @description The ids of the records this change updated (may be empty).
                 * @example [
                 *       1001
                 *     ]
                 */
                updated: number[];
                /**
                 * @description The zone's name (`GET /api/v1/dns/zones/{zone_name}/`).
                 * @example example.com
                 */
                zone_name: string;
            };
            id: components["schemas"]["EventId"];
            /**
             * @description The event type, always `dns_zone.changed` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "dns_zone.changed";
        };
        /** @description The body of a `domain.expired` event. A domain reached `expires_at` without renewal and is `expired`. */
        WebhookDomainExpiredEvent: {
            /**
             * Format: date-time
             * @description When the change happened (RFC 3339, UTC); in the sandbox, on its clock.
             * @example 2026-11-22T08:50:40Z
             */
            created_at: string;
            /** @description The domain, as `GET /api/v1/domains/{domain_name}/` returns it at the moment of the event. */
            data: {
                domain: components["schemas"]["Domain"];
            };
            id: components["schemas"]["EventId"];
            /**
             * @description The event type, always `domain.expired` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "domain.expired";
        };
        /** @description The body of a `domain.expiring` event. A domain with auto-renew off expires soon: sent 30 days and 7 days before `expires_at`, once each. */
        WebhookDomainExpiringEvent: {
            /**
             * Format: date-time
             * @description When the change happened (RFC 3339, UTC); in the sandbox, on its clock.
             * @example 2026-11-22T08:50:40Z
             */
            created_at: string;
            /** @description The domain (auto-renew off) and the days left until it expires. */
            data: {
                /**
                 * Format: int32
                 * @description The days until `expires_at`, 30 or 7.
                 * @example 30
                 * @enum {integer}
                 */
                days_left: 30 | 7;
                domain: components["schemas"]["Domain"];
            };
            id: components["schemas"]["EventId"];
            /**
             * @description The event type, always `domain.expiring` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "domain.expiring";
        };
        /** @description The body of a `domain.registered` event. A domain registration succeeded; the domain is `active`. */
        WebhookDomainRegisteredEvent: {
            /**
             * Format: date-time
             * @description When the change happened (RFC 3339, UTC); in the sandbox, on its clock.
             * @example 2026-11-22T08:50:40Z
             */
            created_at: string;
            /** @description The domain, as `GET /api/v1/domains/{domain_name}/` returns it at the moment of the event. */
            data: {
                domain: components["schemas"]["Domain"];
            };
            id: components["schemas"]["EventId"];
            /**
             * @description The event type, always `domain.registered` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "domain.registered";
        };
        /** @description The body of a `domain.renewed` event. A domain was renewed, by `renewDomain` or by auto-renew; `expires_at` is the new expiry. */
        WebhookDomainRenewedEvent: {
            /**
             * Format: date-time
             * @description When the change happened (RFC 3339, UTC); in the sandbox, on its clock.
             * @example 2026-11-22T08:50:40Z
             */
            created_at: string;
            /** @description The domain, as `GET /api/v1/domains/{domain_name}/` returns it at the moment of the event. */
            data: {
                domain: components["schemas"]["Domain"];
            };
            id: components["schemas"]["EventId"];
            /**
             * @description The event type, always `domain.renewed` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "domain.renewed";
        };
        /** @description The body of a `domain.transfer_completed` event. A domain transfer in succeeded; the domain is `active` in the account. */
        WebhookDomainTransferCompletedEvent: {
            /**
             * Format: date-time
             * @description When the change happened (RFC 3339, UTC); in the sandbox, on its clock.
             * @example 2026-11-22T08:50:40Z
             */
            created_at: string;
            /** @description The domain, as `GET /api/v1/domains/{domain_name}/` returns it at the moment of the event. */
            data: {
                domain: components["schemas"]["Domain"];
            };
            id: components["schemas"]["EventId"];
            /**
             * @description The event type, always `domain.transfer_completed` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "domain.transfer_completed";
        };
        /** @description The body of any event, as delivered: one of the event schemas, told apart by `type` (the document's `webhooks` section shows each). New event types may be added, each a new member (`x-extensible-enum`): ignore a `type` you do not know. */
        WebhookEvent: components["schemas"]["WebhookActionCreatedEvent"] | components["schemas"]["WebhookActionSucceededEvent"] | components["schemas"]["WebhookActionFailedEvent"] | components["schemas"]["WebhookServerCreatedEvent"] | components["schemas"]["WebhookServerStatusChangedEvent"] | components["schemas"]["WebhookServerDeletedEvent"] | components["schemas"]["WebhookBackupAvailableEvent"] | components["schemas"]["WebhookSnapshotAvailableEvent"] | components["schemas"]["WebhookDomainRegisteredEvent"] | components["schemas"]["WebhookDomainRenewedEvent"] | components["schemas"]["WebhookDomainExpiringEvent"] | components["schemas"]["WebhookDomainExpiredEvent"] | components["schemas"]["WebhookDomainTransferCompletedEvent"] | components["schemas"]["WebhookDnsZoneChangedEvent"] | components["schemas"]["WebhookTestEvent"];
        /** @description A page of webhooks, by id ascending. */
        WebhookList: {
            /** @description The webhooks on this page (an account has at most 10). */
            data: components["schemas"]["Webhook"][];
            links: components["schemas"]["PaginationLinks"];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description The signing secret of a webhook: `whsec_` and the base64 of 32 random bytes (Standard Webhooks). Shown only in the answers of `createWebhook` and `rotateWebhookSecret`; store it then, it cannot be read again (rotate it if it is lost). Verify every delivery's `webhook-signature` with it.
         * @example whsec_zHXgLJH/mIacEGa4/ALeQ5IM+kSQJB17besFtpuB2KM=
         */
        WebhookSecret: string;
        /** @description The body of a `server.created` event. A server was created (it is `provisioning`; `server.status_changed` follows when it is `running`). */
        WebhookServerCreatedEvent: {
            /**
             * Format: date-time
             * @description When the change happened (RFC 3339, UTC); in the sandbox, on its clock.
             * @example 2026-11-22T08:50:40Z
             */
            created_at: string;
            /** @description The server, as `GET /api/v1/servers/{server_id}/` returns it at the moment of the event. */
            data: {
                server: components["schemas"]["Server"];
            };
            id: components["schemas"]["EventId"];
            /**
             * @description The event type, always `server.created` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "server.created";
        };
        /** @description The body of a `server.deleted` event. A server was deleted (its `delete_server` action succeeded); it answers 404 from now on. */
        WebhookServerDeletedEvent: {
            /**
             * Format: date-time
             * @description When the change happened (RFC 3339, UTC); in the sandbox, on its clock.
             * @example 2026-11-22T08:50:40Z
             */
            created_at: string;
            /** @description The id of the server that was deleted. */
            data: {
                /**
                 * Format: int64
                 * @description The id of the deleted server.
                 * @example 41
                 */
                server_id: number;
            };
            id: components["schemas"]["EventId"];
            /**
             * @description The event type, always `server.deleted` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "server.deleted";
        };
        /** @description The body of a `server.status_changed` event. A server moved from one status to another (`from` and `to`); `server` is the server after the change. */
        WebhookServerStatusChangedEvent: {
            /**
             * Format: date-time
             * @description When the change happened (RFC 3339, UTC); in the sandbox, on its clock.
             * @example 2026-11-22T08:50:40Z
             */
            created_at: string;
            /** @description The server after the change, the status it left (`from`) and the status it is in (`to`, equal to `server.status`). */
            data: {
                from: components["schemas"]["ServerStatus"];
                server: components["schemas"]["Server"];
                to: components["schemas"]["ServerStatus"];
            };
            id: components["schemas"]["EventId"];
            /**
             * @description The event type, always `server.status_changed` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "server.status_changed";
        };
        /** @description The body of a `snapshot.available` event. A snapshot finished and can be restored. */
        WebhookSnapshotAvailableEvent: {
            /**
             * Format: date-time
             * @description When the change happened (RFC 3339, UTC); in the sandbox, on its clock.
             * @example 2026-11-22T08:50:40Z
             */
            created_at: string;
            /** @description The snapshot, `available`, as `GET /api/v1/snapshots/{snapshot_id}/` returns it. */
            data: {
                snapshot: components["schemas"]["Snapshot"];
            };
            id: components["schemas"]["EventId"];
            /**
             * @description The event type, always `snapshot.available` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "snapshot.available";
        };
        /**
         * @description The event types a webhook receives, each once (at least one). `webhook.test` cannot be subscribed to: the test operation sends it to the webhook whatever its subscription.
         * @example [
         *       "server.status_changed",
         *       "action.failed"
         *     ]
         */
        WebhookSubscribedEvents: components["schemas"]["EventType"][];
        /** @description The body of a `webhook.test` event. A test event, sent only by `POST /api/v1/webhooks/{webhook_id}/test/` to that webhook, whatever its subscription. */
        WebhookTestEvent: {
            /**
             * Format: date-time
             * @description When the change happened (RFC 3339, UTC); in the sandbox, on its clock.
             * @example 2026-11-22T08:50:40Z
             */
            created_at: string;
            /** @description Which webhook is tested, and a note saying so. */
            data: {
                /**
                 * @description A human-readable note that this is a test.
                 * @example This is a test event. Your endpoint received and can verify it.
                 */
                message: string;
                /**
                 * Format: int64
                 * @description The id of the webhook being tested.
                 * @example 9001
                 */
                webhook_id: number;
            };
            id: components["schemas"]["EventId"];
            /**
             * @description The event type, always `webhook.test` for this schema. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "webhook.test";
        };
        /** @description The fields to change; at least one. Fields left out keep their values. `events` replaces the whole subscription. `enabled: false` disables the webhook (`disabled_reason: manual`); `enabled: true` enables it again and resets `consecutive_failures` and `disabled_reason`. The secret changes only with `rotateWebhookSecret`. */
        WebhookUpdateRequest: {
            description?: components["schemas"]["WebhookDescription"];
            /**
             * @description Whether events are delivered; `true` also resets `consecutive_failures` and `disabled_reason`.
             * @example true
             */
            enabled?: boolean;
            events?: components["schemas"]["WebhookSubscribedEvents"];
            url?: components["schemas"]["WebhookUrl"];
        };
        /**
         * Format: uri
         * @description The absolute URL events are delivered to (a POST per event), at most 2,048 characters. It must be `https://`. Production delivers only to public addresses, never to loopback or private networks. A sandbox run on your machine delivers only to loopback, and also accepts `http://127.0.0.1[:port]/…` and `http://localhost[:port]/…` for a receiver there; a hosted sandbox delivers to public addresses only, as production does (`--webhook-targets`). Any other URL answers 400 `validation_failed` with `field: "/url"`. Redirects are not followed.
         * @example https://hooks.example.com/vps-hosting/
         */
        WebhookUrl: string;
        /** @description A webhook with its signing secret: the answer of `createWebhook` and `rotateWebhookSecret`, the only two answers that show the secret. Store `secret` now; every other answer leaves it out. */
        WebhookWithSecret: {
            /**
             * Format: int32
             * @description Delivery attempts that failed in a row, over all of the webhook's deliveries; any 2xx answer resets it to 0. At 20 the webhook is disabled (`enabled: false`, `disabled_reason: failing`).
             * @example 0
             */
            consecutive_failures: number;
            /**
             * Format: date-time
             * @description When the webhook was created (RFC 3339, UTC).
             * @example 2026-11-01T10:00:00Z
             */
            created_at: string;
            description: components["schemas"]["WebhookDescription"];
            /**
             * @description Why the webhook is disabled; null while it is enabled.
             * @example null
             */
            disabled_reason: components["schemas"]["WebhookDisabledReason"] | null;
            /**
             * @description Whether events are delivered. A disabled webhook receives no new deliveries; see `disabled_reason` for why. Set it with `updateWebhook` (`enabled: true` also resets `consecutive_failures`).
             * @example true
             */
            enabled: boolean;
            events: components["schemas"]["WebhookSubscribedEvents"];
            /**
             * Format: int64
             * @description The webhook's unique identifier.
             * @example 9001
             */
            id: number;
            secret: components["schemas"]["WebhookSecret"];
            /**
             * Format: date-time
             * @description While a secret rotation is in progress, when the previous secret stops signing (24 hours after `rotateWebhookSecret`); until then every delivery carries a signature by each secret. Null when no rotation is in progress.
             * @example null
             */
            secret_rotation_expires_at: string | null;
            /**
             * Format: date-time
             * @description When any field of the webhook last changed (RFC 3339, UTC): its settings, its secret, or, through delivery attempts, `consecutive_failures` and `enabled`.
             * @example 2026-11-22T08:58:05Z
             */
            updated_at: string;
            url: components["schemas"]["WebhookUrl"];
        };
    };
    responses: {
        /** @description The request is invalid: a field or parameter fails validation, the body is not JSON, or the resource's state, a limit or a rule does not allow the operation. The body's `code` says which; the operation's description lists the codes it can return. A request body larger than 1 MiB (1,048,576 bytes, the document's `x-request-body-limit`) is not read: it answers `validation_failed` with one error, `field: ""` and `code: max_length`. */
        BadRequest: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request is invalid: a field or parameter fails validation, the body is not JSON, or the domain's status, the registry or a rule does not allow the operation. The body's `code` says which; the operation's description lists the codes it can return. (The 400 answer of the domain operations: the same problem documents as `BadRequest`, with examples about domains.) A request body larger than 1 MiB (1,048,576 bytes, the document's `x-request-body-limit`) is not read: it answers `validation_failed` with one error, `field: ""` and `code: max_length`. */
        DomainBadRequest: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The token is valid but may not do this: it lacks the operation's scope (`insufficient_scope`) or its account may not use the API (`forbidden`). */
        Forbidden: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Something failed on our side (`code: internal_error`). Safe requests (GET, and POSTs sent with an `Idempotency-Key`) may be retried with backoff; quote `request_id` to support. */
        InternalServerError: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No such resource in your account (`code: not_found`). Resources of other accounts are reported as not found too, never as forbidden. */
        NotFound: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Any status the operation does not list, answered by the platform rather than the operation: 503 `service_unavailable` during maintenance, with `Retry-After`, and 502, 503 or 504 from a gateway that could not reach the API in time. A problem document like every error; retry safe requests (GET, and POSTs sent with an `Idempotency-Key`) after `Retry-After` when it is given, else with backoff. A 405 `method_not_allowed` for a method the path lacks is answered this way too, with an `Allow` header. Each header marked `x-sent-on` is sent only with the statuses it lists: `Retry-After` with a 503, `Allow` with a 405. */
        OtherStatus: {
            headers: {
                Allow: components["headers"]["Allow"];
                /**
                 * @description On a 503 for maintenance: how many seconds to wait before retrying. A gateway's 502 or 504 may omit it; then retry with backoff.
                 * @example 600
                 */
                "Retry-After"?: number;
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The token used its 300 requests of the current 5-minute window (`code: rate_limit_exceeded`). Wait `Retry-After` seconds (or until `X-RateLimit-Reset`) before retrying. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No valid token: the `Authorization` header is missing, malformed, not `Bearer`, or names an unknown, revoked or expired token (`code: unauthorized`). */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request is invalid: a field or parameter fails validation, the body is not JSON, or a limit or the delivery's status does not allow the operation. The body's `code` says which; the operation's description lists the codes it can return. (The 400 answer of the webhook operations: the same problem documents as `BadRequest`, with examples about webhooks.) A request body larger than 1 MiB (1,048,576 bytes, the document's `x-request-body-limit`) is not read: it answers `validation_failed` with one error, `field: ""` and `code: max_length`. */
        WebhookBadRequest: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /**
         * @description The action's id.
         * @example 9002
         */
        ActionId: number;
        /**
         * @description The backup's id.
         * @example 5001
         */
        BackupId: number;
        /**
         * @description The delivery's id (of a delivery to the webhook in the path).
         * @example 95005
         */
        DeliveryId: number;
        /**
         * @description The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).
         * @example example.com
         */
        DomainName: string;
        /**
         * @description The delivery's id (of a delivery to the webhook in the path).
         * @example 95001
         */
        FailedDeliveryId: number;
        /**
         * @description The image's slug, such as `ubuntu-24.04`.
         * @example ubuntu-24.04
         */
        ImageSlug: string;
        /**
         * @description The location's slug, such as `fra1`.
         * @example fra1
         */
        LocationSlug: string;
        /**
         * @description The page to return, counting from 1. A page past the last returns an empty `data` array.
         * @example 1
         */
        Page: number;
        /**
         * @description How many items a page holds.
         * @example 25
         */
        PerPage: number;
        /**
         * @description The plan's slug, such as `vps-2c-4g`.
         * @example vps-2c-4g
         */
        PlanSlug: string;
        /**
         * @description The DNS record's id.
         * @example 1001
         */
        RecordId: number;
        /**
         * @description The server's id.
         * @example 42
         */
        ServerId: number;
        /**
         * @description The snapshot's id.
         * @example 7001
         */
        SnapshotId: number;
        /**
         * @description The server's id.
         * @example 43
         */
        StoppedServerId: number;
        /**
         * @description The top-level domain without its leading dot, such as `com` or `co.uk`.
         * @example com
         */
        Tld: string;
        /**
         * @description The webhook's id.
         * @example 9001
         */
        WebhookId: number;
        /**
         * @description The event's `id` (Standard Webhooks). It is the same on every attempt of a delivery and for every webhook that receives the event: a receiver that has processed this id already answers 2xx and does nothing again. It is one of the three parts the signature covers.
         * @example evt_Q9i5gbzknOIsJKX6pYvI0olMMx
         */
        WebhookIdHeader: components["schemas"]["EventId"];
        /**
         * @description The signatures of this attempt (Standard Webhooks), separated by spaces: each is `v1,` and the base64 of the HMAC-SHA256, keyed with the secret (the base64 after `whsec_`, decoded), of `<webhook-id>.<webhook-timestamp>.<body>` (the raw body, byte for byte). Normally one; during a secret rotation two, one per secret, for 24 hours. Accept the delivery when any one matches a secret you hold, compared in constant time. Any Standard Webhooks library verifies it. The example signs the `server.status_changed` example (compact JSON) with the `webhook-id` and `webhook-timestamp` examples and the secret of the `createWebhook` example.
         * @example v1,gMsfmrF6/txbCRjdLQpMq2obAsEat+BXVpoWFwUSCE4=
         */
        WebhookSignatureHeader: string;
        /**
         * @description When this attempt was sent, as Unix epoch seconds of the sender's wall clock (Standard Webhooks; in the sandbox too, not its adjustable clock). Refuse a delivery whose timestamp is more than 5 minutes from your own clock: it protects against replayed requests. It is one of the three parts the signature covers.
         * @example 1795337440
         */
        WebhookTimestampHeader: number;
        /**
         * @description The zone's apex domain name, in lowercase and without a trailing dot.
         * @example example.com
         */
        ZoneName: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description On a 405 `method_not_allowed`: the methods the path offers, in upper case, comma-space separated, in the order GET, PUT, POST, PATCH, DELETE.
         * @example GET, POST
         */
        Allow: string;
        /**
         * @description The absolute URL of the resource this request created: the new resource itself, or for an action path the `Action` to poll (`/api/v1/actions/{action_id}/`).
         * @example https://api.vps-hosting.example/api/v1/actions/9001/
         */
        Location: string;
        /**
         * @description How many seconds to wait before retrying: the time left until the rate-limit window ends (the same moment as `X-RateLimit-Reset`, expressed as a delay).
         * @example 120
         */
        "Retry-After": number;
        /**
         * @description The authentication scheme the API expects (RFC 6750): always `Bearer`, with an `error` of `invalid_request` (no or malformed `Authorization` header) or `invalid_token` (unknown, revoked or expired token).
         * @example Bearer realm="api", error="invalid_token", error_description="The access token is unknown, revoked or expired"
         */
        "WWW-Authenticate": string;
        /**
         * @description The number of requests the token may make in one rate-limit window: 300 requests per 5-minute (300-second) window. Sent on every response, errors included.
         * @example 300
         */
        "X-RateLimit-Limit": number;
        /**
         * @description The number of requests the token has left in the current window, after this one. When it reaches 0, further requests answer 429 `rate_limit_exceeded` until the window ends. Sent on every response, errors included.
         * @example 299
         */
        "X-RateLimit-Remaining": number;
        /**
         * @description The moment the current window ends and `X-RateLimit-Remaining` returns to the full limit, as Unix epoch seconds (a timestamp, not a delay). The window is a fixed 300 seconds starting at the token's first request in it. Sent on every response, errors included.
         * @example 1795338300
         */
        "X-RateLimit-Reset": number;
        /**
         * @description A unique identifier of this request, also returned as `request_id` in error bodies. Quote it when you contact support.
         * @example 6f1c2a9e-3b4d-4e8f-9a0b-1c2d3e4f5a6b
         */
        "X-Request-Id": string;
    };
    pathItems: never;
}
export type Action = components['schemas']['Action'];
export type ActionError = components['schemas']['ActionError'];
export type ActionList = components['schemas']['ActionList'];
export type ActionResource = components['schemas']['ActionResource'];
export type ActionResourceType = components['schemas']['ActionResourceType'];
export type ActionStatus = components['schemas']['ActionStatus'];
export type ActionType = components['schemas']['ActionType'];
export type Amount = components['schemas']['Amount'];
export type Architecture = components['schemas']['Architecture'];
export type Backup = components['schemas']['Backup'];
export type BackupCreateRequest = components['schemas']['BackupCreateRequest'];
export type BackupKind = components['schemas']['BackupKind'];
export type BackupList = components['schemas']['BackupList'];
export type BackupPolicy = components['schemas']['BackupPolicy'];
export type BackupPolicyReplaceRequest = components['schemas']['BackupPolicyReplaceRequest'];
export type BackupSchedule = components['schemas']['BackupSchedule'];
export type BackupStatus = components['schemas']['BackupStatus'];
export type BackupWeekday = components['schemas']['BackupWeekday'];
export type Contact = components['schemas']['Contact'];
export type Currency = components['schemas']['Currency'];
export type DnsRecord = components['schemas']['DnsRecord'];
export type DnsRecordA = components['schemas']['DnsRecordA'];
export type DnsRecordAaaa = components['schemas']['DnsRecordAaaa'];
export type DnsRecordAaaaCreate = components['schemas']['DnsRecordAaaaCreate'];
export type DnsRecordACreate = components['schemas']['DnsRecordACreate'];
export type DnsRecordBatchPatch = components['schemas']['DnsRecordBatchPatch'];
export type DnsRecordBatchRequest = components['schemas']['DnsRecordBatchRequest'];
export type DnsRecordBatchResult = components['schemas']['DnsRecordBatchResult'];
export type DnsRecordCaa = components['schemas']['DnsRecordCaa'];
export type DnsRecordCaaCreate = components['schemas']['DnsRecordCaaCreate'];
export type DnsRecordCname = components['schemas']['DnsRecordCname'];
export type DnsRecordCnameCreate = components['schemas']['DnsRecordCnameCreate'];
export type DnsRecordCreateRequest = components['schemas']['DnsRecordCreateRequest'];
export type DnsRecordList = components['schemas']['DnsRecordList'];
export type DnsRecordMx = components['schemas']['DnsRecordMx'];
export type DnsRecordMxCreate = components['schemas']['DnsRecordMxCreate'];
export type DnsRecordNs = components['schemas']['DnsRecordNs'];
export type DnsRecordNsCreate = components['schemas']['DnsRecordNsCreate'];
export type DnsRecordReplaceRequest = components['schemas']['DnsRecordReplaceRequest'];
export type DnsRecordSrv = components['schemas']['DnsRecordSrv'];
export type DnsRecordSrvCreate = components['schemas']['DnsRecordSrvCreate'];
export type DnsRecordTxt = components['schemas']['DnsRecordTxt'];
export type DnsRecordTxtCreate = components['schemas']['DnsRecordTxtCreate'];
export type DnsRecordType = components['schemas']['DnsRecordType'];
export type DnsRecordUpdateRequest = components['schemas']['DnsRecordUpdateRequest'];
export type DnsZone = components['schemas']['DnsZone'];
export type DnsZoneCreateRequest = components['schemas']['DnsZoneCreateRequest'];
export type DnsZoneFile = components['schemas']['DnsZoneFile'];
export type DnsZoneFileReplaceRequest = components['schemas']['DnsZoneFileReplaceRequest'];
export type DnsZoneList = components['schemas']['DnsZoneList'];
export type Domain = components['schemas']['Domain'];
export type DomainAuthCode = components['schemas']['DomainAuthCode'];
export type DomainAvailability = components['schemas']['DomainAvailability'];
export type DomainAvailabilityRequest = components['schemas']['DomainAvailabilityRequest'];
export type DomainAvailabilityResults = components['schemas']['DomainAvailabilityResults'];
export type DomainContacts = components['schemas']['DomainContacts'];
export type DomainContactsReplaceRequest = components['schemas']['DomainContactsReplaceRequest'];
export type DomainCreateRequest = components['schemas']['DomainCreateRequest'];
export type DomainList = components['schemas']['DomainList'];
export type DomainNameservers = components['schemas']['DomainNameservers'];
export type DomainNameserversReplaceRequest = components['schemas']['DomainNameserversReplaceRequest'];
export type DomainPrice = components['schemas']['DomainPrice'];
export type DomainSearchRequest = components['schemas']['DomainSearchRequest'];
export type DomainSearchResult = components['schemas']['DomainSearchResult'];
export type DomainSearchResults = components['schemas']['DomainSearchResults'];
export type DomainStatus = components['schemas']['DomainStatus'];
export type DomainTransferCreateRequest = components['schemas']['DomainTransferCreateRequest'];
export type DomainUpdateRequest = components['schemas']['DomainUpdateRequest'];
export type ErrorCode = components['schemas']['ErrorCode'];
export type EventId = components['schemas']['EventId'];
export type EventType = components['schemas']['EventType'];
export type FieldError = components['schemas']['FieldError'];
export type IdempotencyKey = components['schemas']['IdempotencyKey'];
export type Image = components['schemas']['Image'];
export type ImageDistribution = components['schemas']['ImageDistribution'];
export type ImageList = components['schemas']['ImageList'];
export type ImageStatus = components['schemas']['ImageStatus'];
export type Labels = components['schemas']['Labels'];
export type ListMeta = components['schemas']['ListMeta'];
export type Location = components['schemas']['Location'];
export type LocationList = components['schemas']['LocationList'];
export type Pagination = components['schemas']['Pagination'];
export type PaginationLinks = components['schemas']['PaginationLinks'];
export type Plan = components['schemas']['Plan'];
export type PlanList = components['schemas']['PlanList'];
export type PlanPrice = components['schemas']['PlanPrice'];
export type Problem = components['schemas']['Problem'];
export type Region = components['schemas']['Region'];
export type ReinstallServerRequest = components['schemas']['ReinstallServerRequest'];
export type RenewDomainRequest = components['schemas']['RenewDomainRequest'];
export type ResizeServerRequest = components['schemas']['ResizeServerRequest'];
export type Server = components['schemas']['Server'];
export type ServerCreateRequest = components['schemas']['ServerCreateRequest'];
export type ServerIpv4 = components['schemas']['ServerIpv4'];
export type ServerIpv6 = components['schemas']['ServerIpv6'];
export type ServerList = components['schemas']['ServerList'];
export type ServerName = components['schemas']['ServerName'];
export type ServerNetworks = components['schemas']['ServerNetworks'];
export type ServerSshKeys = components['schemas']['ServerSshKeys'];
export type ServerStatus = components['schemas']['ServerStatus'];
export type ServerUpdateRequest = components['schemas']['ServerUpdateRequest'];
export type ServerUserData = components['schemas']['ServerUserData'];
export type Snapshot = components['schemas']['Snapshot'];
export type SnapshotCreateRequest = components['schemas']['SnapshotCreateRequest'];
export type SnapshotList = components['schemas']['SnapshotList'];
export type SnapshotName = components['schemas']['SnapshotName'];
export type SnapshotStatus = components['schemas']['SnapshotStatus'];
export type SnapshotUpdateRequest = components['schemas']['SnapshotUpdateRequest'];
export type Tld = components['schemas']['Tld'];
export type TldList = components['schemas']['TldList'];
export type TldPrice = components['schemas']['TldPrice'];
export type Webhook = components['schemas']['Webhook'];
export type WebhookActionCreatedEvent = components['schemas']['WebhookActionCreatedEvent'];
export type WebhookActionFailedEvent = components['schemas']['WebhookActionFailedEvent'];
export type WebhookActionSucceededEvent = components['schemas']['WebhookActionSucceededEvent'];
export type WebhookBackupAvailableEvent = components['schemas']['WebhookBackupAvailableEvent'];
export type WebhookCreateRequest = components['schemas']['WebhookCreateRequest'];
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type WebhookDeliveryError = components['schemas']['WebhookDeliveryError'];
export type WebhookDeliveryList = components['schemas']['WebhookDeliveryList'];
export type WebhookDeliveryResource = components['schemas']['WebhookDeliveryResource'];
export type WebhookDeliveryResourceType = components['schemas']['WebhookDeliveryResourceType'];
export type WebhookDeliveryStatus = components['schemas']['WebhookDeliveryStatus'];
export type WebhookDescription = components['schemas']['WebhookDescription'];
export type WebhookDisabledReason = components['schemas']['WebhookDisabledReason'];
export type WebhookDnsZoneChangedEvent = components['schemas']['WebhookDnsZoneChangedEvent'];
export type WebhookDomainExpiredEvent = components['schemas']['WebhookDomainExpiredEvent'];
export type WebhookDomainExpiringEvent = components['schemas']['WebhookDomainExpiringEvent'];
export type WebhookDomainRegisteredEvent = components['schemas']['WebhookDomainRegisteredEvent'];
export type WebhookDomainRenewedEvent = components['schemas']['WebhookDomainRenewedEvent'];
export type WebhookDomainTransferCompletedEvent = components['schemas']['WebhookDomainTransferCompletedEvent'];
export type WebhookEvent = components['schemas']['WebhookEvent'];
export type WebhookList = components['schemas']['WebhookList'];
export type WebhookSecret = components['schemas']['WebhookSecret'];
export type WebhookServerCreatedEvent = components['schemas']['WebhookServerCreatedEvent'];
export type WebhookServerDeletedEvent = components['schemas']['WebhookServerDeletedEvent'];
export type WebhookServerStatusChangedEvent = components['schemas']['WebhookServerStatusChangedEvent'];
export type WebhookSnapshotAvailableEvent = components['schemas']['WebhookSnapshotAvailableEvent'];
export type WebhookSubscribedEvents = components['schemas']['WebhookSubscribedEvents'];
export type WebhookTestEvent = components['schemas']['WebhookTestEvent'];
export type WebhookUpdateRequest = components['schemas']['WebhookUpdateRequest'];
export type WebhookUrl = components['schemas']['WebhookUrl'];
export type WebhookWithSecret = components['schemas']['WebhookWithSecret'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseDomainBadRequest = components['responses']['DomainBadRequest'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseInternalServerError = components['responses']['InternalServerError'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseOtherStatus = components['responses']['OtherStatus'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseWebhookBadRequest = components['responses']['WebhookBadRequest'];
export type ParameterActionId = components['parameters']['ActionId'];
export type ParameterBackupId = components['parameters']['BackupId'];
export type ParameterDeliveryId = components['parameters']['DeliveryId'];
export type ParameterDomainName = components['parameters']['DomainName'];
export type ParameterFailedDeliveryId = components['parameters']['FailedDeliveryId'];
export type ParameterImageSlug = components['parameters']['ImageSlug'];
export type ParameterLocationSlug = components['parameters']['LocationSlug'];
export type ParameterPage = components['parameters']['Page'];
export type ParameterPerPage = components['parameters']['PerPage'];
export type ParameterPlanSlug = components['parameters']['PlanSlug'];
export type ParameterRecordId = components['parameters']['RecordId'];
export type ParameterServerId = components['parameters']['ServerId'];
export type ParameterSnapshotId = components['parameters']['SnapshotId'];
export type ParameterStoppedServerId = components['parameters']['StoppedServerId'];
export type ParameterTld = components['parameters']['Tld'];
export type ParameterWebhookId = components['parameters']['WebhookId'];
export type ParameterWebhookIdHeader = components['parameters']['WebhookIdHeader'];
export type ParameterWebhookSignatureHeader = components['parameters']['WebhookSignatureHeader'];
export type ParameterWebhookTimestampHeader = components['parameters']['WebhookTimestampHeader'];
export type ParameterZoneName = components['parameters']['ZoneName'];
export type HeaderAllow = components['headers']['Allow'];
export type HeaderLocation = components['headers']['Location'];
export type HeaderRetryAfter = components['headers']['Retry-After'];
export type HeaderWwwAuthenticate = components['headers']['WWW-Authenticate'];
export type HeaderXRateLimitLimit = components['headers']['X-RateLimit-Limit'];
export type HeaderXRateLimitRemaining = components['headers']['X-RateLimit-Remaining'];
export type HeaderXRateLimitReset = components['headers']['X-RateLimit-Reset'];
export type HeaderXRequestId = components['headers']['X-Request-Id'];
export type $defs = Record<string, never>;
export interface operations {
    listActions: {
        parameters: {
            query?: {
                /**
                 * @description The page to return, counting from 1. A page past the last returns an empty `data` array.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds.
                 * @example 25
                 */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description Only actions on the resource with this id, as in the action's `resource.id` and the resource's path (`42`, `example.com`); use it with `resource_type`.
                 * @example 42
                 */
                resource_id?: string;
                /**
                 * @description Only actions on resources of this type.
                 * @example server
                 */
                resource_type?: components["schemas"]["ActionResourceType"];
                /**
                 * @description The order of the results.
                 * @example started_at:desc
                 */
                sort?: "id" | "id:asc" | "id:desc" | "started_at" | "started_at:asc" | "started_at:desc";
                /**
                 * @description Only actions in this status.
                 * @example running
                 */
                status?: components["schemas"]["ActionStatus"];
                /**
                 * @description Only actions of this type.
                 * @example reboot_server
                 */
                type?: components["schemas"]["ActionType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of actions. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    getAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The action's id.
                 * @example 9002
                 */
                action_id: components["parameters"]["ActionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The action. */
            200: {
                headers: {
                    /**
                     * @description Sent while the action is `pending` or `running`: how many seconds to wait before polling it again. It grows with the action's age, from the minimum for a new action to the maximum for a long one, so that waiting for an action of any length spends a small part of the rate limit. Not sent once the action has ended.
                     * @example 5
                     */
                    "Retry-After"?: number;
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Action"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    getBackup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The backup's id.
                 * @example 5001
                 */
                backup_id: components["parameters"]["BackupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The backup. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Backup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    deleteBackup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The backup's id.
                 * @example 5001
                 */
                backup_id: components["parameters"]["BackupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deletion was accepted; the `delete_backup` action, `pending`. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Action"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    restoreBackup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example e6a8c1c6-eb05-451d-8d6e-06118a7dff9a
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The backup's id.
                 * @example 5001
                 */
                backup_id: components["parameters"]["BackupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restore was accepted; the `restore_backup` action, `pending`. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Action"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    listDnsZones: {
        parameters: {
            query?: {
                /**
                 * @description Only the zone with exactly this name (lowercase, without a trailing dot).
                 * @example example.com
                 */
                name?: string;
                /**
                 * @description The page to return, counting from 1. A page past the last returns an empty `data` array.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds.
                 * @example 25
                 */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description The order of the results.
                 * @example created_at:desc
                 */
                sort?: "name" | "name:asc" | "name:desc" | "created_at" | "created_at:asc" | "created_at:desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of DNS zones. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsZoneList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    createDnsZone: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example 5bb8eaa6-b1d2-4c13-842c-f80efe95c910
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DnsZoneCreateRequest"];
            };
        };
        responses: {
            /** @description The zone was created; `Location` is its URL. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsZone"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    getDnsZone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The zone's apex domain name, in lowercase and without a trailing dot.
                 * @example example.com
                 */
                zone_name: components["parameters"]["ZoneName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The DNS zone. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsZone"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    deleteDnsZone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The zone's apex domain name, in lowercase and without a trailing dot.
                 * @example example.com
                 */
                zone_name: components["parameters"]["ZoneName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The zone was deleted; the body is the zone as it was. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsZone"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    listDnsRecords: {
        parameters: {
            query?: {
                /**
                 * @description Only records with exactly this name, relative to the zone and in lowercase: `@` for the apex, `www`, `_sip._tcp`, `*` for the wildcard.
                 * @example www
                 */
                name?: string;
                /**
                 * @description The page to return, counting from 1. A page past the last returns an empty `data` array.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds.
                 * @example 25
                 */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description The order of the results.
                 * @example name:asc
                 */
                sort?: "id" | "id:asc" | "id:desc" | "name" | "name:asc" | "name:desc" | "type" | "type:asc" | "type:desc" | "created_at" | "created_at:asc" | "created_at:desc";
                /**
                 * @description Only records of this type.
                 * @example A
                 */
                type?: components["schemas"]["DnsRecordType"];
            };
            header?: never;
            path: {
                /**
                 * @description The zone's apex domain name, in lowercase and without a trailing dot.
                 * @example example.com
                 */
                zone_name: components["parameters"]["ZoneName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the zone's records. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsRecordList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    createDnsRecord: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example f2cbdede-df45-4374-b4b5-8400ea2df63b
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The zone's apex domain name, in lowercase and without a trailing dot.
                 * @example example.com
                 */
                zone_name: components["parameters"]["ZoneName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DnsRecordCreateRequest"];
            };
        };
        responses: {
            /** @description The record was created; `Location` is its URL. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    getDnsRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The DNS record's id.
                 * @example 1001
                 */
                record_id: components["parameters"]["RecordId"];
                /**
                 * @description The zone's apex domain name, in lowercase and without a trailing dot.
                 * @example example.com
                 */
                zone_name: components["parameters"]["ZoneName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    replaceDnsRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The DNS record's id.
                 * @example 1009
                 */
                record_id: number;
                /**
                 * @description The zone's apex domain name, in lowercase and without a trailing dot.
                 * @example example.com
                 */
                zone_name: components["parameters"]["ZoneName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DnsRecordReplaceRequest"];
            };
        };
        responses: {
            /** @description The record was replaced; the body is the record as it now is. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    deleteDnsRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The DNS record's id.
                 * @example 1009
                 */
                record_id: number;
                /**
                 * @description The zone's apex domain name, in lowercase and without a trailing dot.
                 * @example example.com
                 */
                zone_name: components["parameters"]["ZoneName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record was deleted; the body is the record as it was. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    updateDnsRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The DNS record's id.
                 * @example 1004
                 */
                record_id: number;
                /**
                 * @description The zone's apex domain name, in lowercase and without a trailing dot.
                 * @example example.com
                 */
                zone_name: components["parameters"]["ZoneName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DnsRecordUpdateRequest"];
            };
        };
        responses: {
            /** @description The record was changed; the body is the record as it now is. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    batchDnsRecords: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example f096f48c-2375-45db-a596-5d81ebe36000
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The zone's apex domain name, in lowercase and without a trailing dot.
                 * @example example.com
                 */
                zone_name: components["parameters"]["ZoneName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DnsRecordBatchRequest"];
            };
        };
        responses: {
            /** @description Every change was applied; the body says what was done. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsRecordBatchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    getDnsZoneFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The zone's apex domain name, in lowercase and without a trailing dot.
                 * @example example.com
                 */
                zone_name: components["parameters"]["ZoneName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The zone file. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsZoneFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    replaceDnsZoneFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The zone's apex domain name, in lowercase and without a trailing dot.
                 * @example example.com
                 */
                zone_name: components["parameters"]["ZoneName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DnsZoneFileReplaceRequest"];
            };
        };
        responses: {
            /** @description The records were replaced; the body is the zone file as it now is. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsZoneFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    createDomainTransfer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example f4c03649-d664-4e89-83e6-3970b05c265d
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The name, its auth code, the contacts and the settings. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DomainTransferCreateRequest"];
            };
        };
        responses: {
            /** @description The domain, in `transferring_in` while the transfer runs. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Domain"];
                };
            };
            400: components["responses"]["DomainBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    listDomains: {
        parameters: {
            query?: {
                /**
                 * @description Only domains with auto-renew on (`true`) or off (`false`).
                 * @example true
                 */
                auto_renew?: boolean;
                /**
                 * @description Only domains whose `expires_at` is before this time (RFC 3339); domains without an expiry yet are left out.
                 * @example 2027-06-01T00:00:00Z
                 */
                expires_before?: string;
                /**
                 * @description Only the domain with exactly this name (lowercase, without a trailing dot).
                 * @example example.com
                 */
                name?: string;
                /**
                 * @description The page to return, counting from 1. A page past the last returns an empty `data` array.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds.
                 * @example 25
                 */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description The order of the results.
                 * @example expires_at:asc
                 */
                sort?: "name" | "name:asc" | "name:desc" | "expires_at" | "expires_at:asc" | "expires_at:desc" | "created_at" | "created_at:asc" | "created_at:desc";
                /**
                 * @description Only domains in this status.
                 * @example active
                 */
                status?: components["schemas"]["DomainStatus"];
                /**
                 * @description Only domains of this TLD, without its leading dot.
                 * @example com
                 */
                tld?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of domains. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainList"];
                };
            };
            400: components["responses"]["DomainBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    createDomain: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example 0bead7f0-5f73-4416-a165-3faecf4a87d4
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The name to register, for how long, its contacts and its settings. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DomainCreateRequest"];
            };
        };
        responses: {
            /** @description The domain, in `registering` while the registration runs. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Domain"];
                };
            };
            400: components["responses"]["DomainBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    getDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).
                 * @example example.com
                 */
                domain_name: components["parameters"]["DomainName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Domain"];
                };
            };
            400: components["responses"]["DomainBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    updateDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).
                 * @example example.com
                 */
                domain_name: components["parameters"]["DomainName"];
            };
            cookie?: never;
        };
        /** @description The settings to change. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DomainUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated domain. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Domain"];
                };
            };
            400: components["responses"]["DomainBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    getDomainAuthCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).
                 * @example example.com
                 */
                domain_name: components["parameters"]["DomainName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain's auth code. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainAuthCode"];
                };
            };
            400: components["responses"]["DomainBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    getDomainContacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).
                 * @example example.com
                 */
                domain_name: components["parameters"]["DomainName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain's contacts. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainContacts"];
                };
            };
            400: components["responses"]["DomainBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    replaceDomainContacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).
                 * @example example.com
                 */
                domain_name: components["parameters"]["DomainName"];
            };
            cookie?: never;
        };
        /** @description The new contacts; only `registrant` is required. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DomainContactsReplaceRequest"];
            };
        };
        responses: {
            /** @description The domain's new contacts. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainContacts"];
                };
            };
            400: components["responses"]["DomainBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    getDomainNameservers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).
                 * @example example.com
                 */
                domain_name: components["parameters"]["DomainName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain's nameservers. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainNameservers"];
                };
            };
            400: components["responses"]["DomainBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    replaceDomainNameservers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).
                 * @example example.com
                 */
                domain_name: components["parameters"]["DomainName"];
            };
            cookie?: never;
        };
        /** @description The complete new list of nameservers. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DomainNameserversReplaceRequest"];
            };
        };
        responses: {
            /** @description The domain's new nameservers. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainNameservers"];
                };
            };
            400: components["responses"]["DomainBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    renewDomain: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example b9985de6-9b06-436c-bc39-a450f392ab98
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The fully qualified domain name, in lowercase and without a trailing dot (IDNs in their `xn--` form).
                 * @example example.com
                 */
                domain_name: components["parameters"]["DomainName"];
            };
            cookie?: never;
        };
        /** @description How many years to renew for. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenewDomainRequest"];
            };
        };
        responses: {
            /** @description The `renew_domain` action, just started. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Action"];
                };
            };
            400: components["responses"]["DomainBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    checkDomainAvailability: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example b739a97d-7b35-454d-b0d2-84083464b8e0
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The names to check. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DomainAvailabilityRequest"];
            };
        };
        responses: {
            /** @description One result per name, in the order of the request. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainAvailabilityResults"];
                };
            };
            400: components["responses"]["DomainBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    searchDomains: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example eb8b80e3-569a-40e6-b2ed-a61baa562288
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The keyword or name, the TLDs to search and how many suggestions to return. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DomainSearchRequest"];
            };
        };
        responses: {
            /** @description The suggestions. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainSearchResults"];
                };
            };
            400: components["responses"]["DomainBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    listImages: {
        parameters: {
            query?: {
                /**
                 * @description Only images for this CPU architecture.
                 * @example x86_64
                 */
                architecture?: components["schemas"]["Architecture"];
                /**
                 * @description Only images of this distribution.
                 * @example ubuntu
                 */
                distribution?: components["schemas"]["ImageDistribution"];
                /**
                 * @description The page to return, counting from 1. A page past the last returns an empty `data` array.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds.
                 * @example 25
                 */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description The order of the results; a field alone means ascending. Ties are broken by slug ascending.
                 * @example created_at:desc
                 */
                sort?: "slug" | "slug:asc" | "slug:desc" | "name" | "name:asc" | "name:desc" | "created_at" | "created_at:asc" | "created_at:desc";
                /**
                 * @description Only images in this status.
                 * @example available
                 */
                status?: components["schemas"]["ImageStatus"];
                /**
                 * @description Only images of exactly this release (compared as a string; use it with `distribution`).
                 * @example 24.04
                 */
                version?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of images. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    getImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The image's slug, such as `ubuntu-24.04`.
                 * @example ubuntu-24.04
                 */
                image_slug: components["parameters"]["ImageSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Image"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    listLocations: {
        parameters: {
            query?: {
                /**
                 * @description Only locations that do (`true`) or no longer do (`false`) accept new servers.
                 * @example true
                 */
                available?: boolean;
                /**
                 * @description Only locations in this country (ISO 3166-1 alpha-2 code, upper case).
                 * @example US
                 */
                country?: string;
                /**
                 * @description The page to return, counting from 1. A page past the last returns an empty `data` array.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds.
                 * @example 25
                 */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description Only locations in this region.
                 * @example eu_central
                 */
                region?: components["schemas"]["Region"];
                /**
                 * @description The order of the results; a field alone means ascending. Ties are broken by slug ascending.
                 * @example name
                 */
                sort?: "slug" | "slug:asc" | "slug:desc" | "name" | "name:asc" | "name:desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of locations. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    getLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The location's slug, such as `fra1`.
                 * @example fra1
                 */
                location_slug: components["parameters"]["LocationSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The location. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Location"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    listPlans: {
        parameters: {
            query?: {
                /**
                 * @description Only plans of this CPU architecture.
                 * @example x86_64
                 */
                architecture?: components["schemas"]["Architecture"];
                /**
                 * @description Only plans that are (`true`) or are no longer (`false`) offered for new servers.
                 * @example true
                 */
                available?: boolean;
                /**
                 * @description Only plans that can be created now in the location with this slug (its `locations` contain it). An unknown slug matches nothing.
                 * @example sgp1
                 */
                location?: string;
                /**
                 * @description Only plans with at least this many vCPUs.
                 * @example 2
                 */
                min_vcpus?: number;
                /**
                 * @description The page to return, counting from 1. A page past the last returns an empty `data` array.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds.
                 * @example 25
                 */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description The order of the results; a field alone means ascending. `price_monthly` sorts by `price.monthly`. Ties are broken by slug ascending.
                 * @example memory_mb:desc
                 */
                sort?: "price_monthly" | "price_monthly:asc" | "price_monthly:desc" | "slug" | "slug:asc" | "slug:desc" | "memory_mb" | "memory_mb:asc" | "memory_mb:desc" | "vcpus" | "vcpus:asc" | "vcpus:desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of plans. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    getPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The plan's slug, such as `vps-2c-4g`.
                 * @example vps-2c-4g
                 */
                plan_slug: components["parameters"]["PlanSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    listServers: {
        parameters: {
            query?: {
                /**
                 * @description Only servers whose labels match every comma-separated condition: `key=value` (the label has this value), `key!=value` (the label is missing or has another value) or `key` (the label is present). For example `env=production,role!=db`. Encode `=` and `,` as usual in a query string.
                 * @example env=production
                 */
                label_selector?: string;
                /**
                 * @description Only servers in the location with this slug.
                 * @example fra1
                 */
                location?: string;
                /**
                 * @description Only servers with exactly this name (names need not be unique, so several may match).
                 * @example web-01
                 */
                name?: string;
                /**
                 * @description The page to return, counting from 1. A page past the last returns an empty `data` array.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds.
                 * @example 25
                 */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description Only servers on the plan with this slug.
                 * @example vps-2c-4g
                 */
                plan?: string;
                /**
                 * @description The order of the results; a field alone means ascending. Ties are broken by id ascending.
                 * @example created_at:desc
                 */
                sort?: "id" | "id:asc" | "id:desc" | "name" | "name:asc" | "name:desc" | "created_at" | "created_at:asc" | "created_at:desc";
                /**
                 * @description Only servers in this status.
                 * @example running
                 */
                status?: components["schemas"]["ServerStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of servers. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    createServer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example 30625db8-0231-47a6-af86-aaeed756ee35
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The server to create. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServerCreateRequest"];
            };
        };
        responses: {
            /** @description The server was accepted and is being created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Server"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    getServer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Server"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    deleteServer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deletion was accepted; the `delete_server` action, `pending`. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Action"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    updateServer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        /** @description The fields to change. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServerUpdateRequest"];
            };
        };
        responses: {
            /** @description The server, updated. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Server"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    listServerActions: {
        parameters: {
            query?: {
                /**
                 * @description The page to return, counting from 1. A page past the last returns an empty `data` array.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds.
                 * @example 25
                 */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description The order of the results; a field alone means ascending.
                 * @example started_at:desc
                 */
                sort?: "id" | "id:asc" | "id:desc" | "started_at" | "started_at:asc" | "started_at:desc";
                /**
                 * @description Only actions in this status.
                 * @example running
                 */
                status?: components["schemas"]["ActionStatus"];
                /**
                 * @description Only actions of this type.
                 * @example resize_server
                 */
                type?: components["schemas"]["ActionType"];
            };
            header?: never;
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the server's actions. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    powerOffServer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example d1ce2ac9-a69c-487f-9b2d-6b2697143412
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The power off was accepted; the `power_off_server` action, `pending`. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Action"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    powerOnServer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example 918b542b-683e-4f27-a589-ae4e513a39e5
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The server's id.
                 * @example 43
                 */
                server_id: components["parameters"]["StoppedServerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The power on was accepted; the `power_on_server` action, `pending`. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Action"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    rebootServer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example 8c27986f-2e18-4759-99ee-d9ffb9c5459b
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reboot was accepted; the `reboot_server` action, `pending`. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Action"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    reinstallServer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example 78ae4122-7d8d-4117-bed8-e190937c615e
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        /** @description The image to install, and optionally SSH keys and user data. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReinstallServerRequest"];
            };
        };
        responses: {
            /** @description The reinstall was accepted; the `reinstall_server` action, `pending`. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Action"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    resetServer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example ba0efcd0-741b-46ff-ab91-4c69bb2ac85f
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reset was accepted; the `reset_server` action, `pending`. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Action"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    resizeServer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example 35786603-8172-4096-92fc-f8d362906bbb
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The server's id.
                 * @example 43
                 */
                server_id: components["parameters"]["StoppedServerId"];
            };
            cookie?: never;
        };
        /** @description The plan to move to, and whether the disk grows. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResizeServerRequest"];
            };
        };
        responses: {
            /** @description The resize was accepted; the `resize_server` action, `pending`. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Action"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    shutdownServer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example f155fe17-8803-4845-b5e6-9b4800f16a3b
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shutdown was accepted; the `shutdown_server` action, `pending`. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Action"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    getBackupPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server's backup policy. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupPolicy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    replaceBackupPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        /** @description The whole new policy. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BackupPolicyReplaceRequest"];
            };
        };
        responses: {
            /** @description The server's backup policy, replaced. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupPolicy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    listServerBackups: {
        parameters: {
            query?: {
                /**
                 * @description Only backups of this kind.
                 * @example manual
                 */
                kind?: components["schemas"]["BackupKind"];
                /**
                 * @description The page to return, counting from 1. A page past the last returns an empty `data` array.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds.
                 * @example 25
                 */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description The order of the results; a field alone means ascending. Ties are broken by id ascending.
                 * @example created_at:desc
                 */
                sort?: "id" | "id:asc" | "id:desc" | "created_at" | "created_at:asc" | "created_at:desc";
                /**
                 * @description Only backups in this status.
                 * @example available
                 */
                status?: components["schemas"]["BackupStatus"];
            };
            header?: never;
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the server's backups. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    createBackup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example e349d894-93bc-4354-a894-a9a4c50a76b6
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The server's id.
                 * @example 42
                 */
                server_id: components["parameters"]["ServerId"];
            };
            cookie?: never;
        };
        /** @description The manual backup to take. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BackupCreateRequest"];
            };
        };
        responses: {
            /** @description The backup was accepted and is being created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Backup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    listSnapshots: {
        parameters: {
            query?: {
                /**
                 * @description The page to return, counting from 1. A page past the last returns an empty `data` array.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds.
                 * @example 25
                 */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description Only snapshots taken from the server with this id (also after the server was deleted).
                 * @example 42
                 */
                server_id?: number;
                /**
                 * @description The order of the results; a field alone means ascending. Ties are broken by id ascending.
                 * @example created_at:desc
                 */
                sort?: "id" | "id:asc" | "id:desc" | "name" | "name:asc" | "name:desc" | "created_at" | "created_at:asc" | "created_at:desc";
                /**
                 * @description Only snapshots in this status.
                 * @example available
                 */
                status?: components["schemas"]["SnapshotStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of snapshots. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SnapshotList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    createSnapshot: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example a470f4a6-abec-483d-a5ad-54fc3d81ecfc
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The server to take a snapshot of, and the name. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SnapshotCreateRequest"];
            };
        };
        responses: {
            /** @description The snapshot was accepted and is being created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Snapshot"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    getSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The snapshot's id.
                 * @example 7001
                 */
                snapshot_id: components["parameters"]["SnapshotId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The snapshot. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Snapshot"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    deleteSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The snapshot's id.
                 * @example 7001
                 */
                snapshot_id: components["parameters"]["SnapshotId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deletion was accepted; the `delete_snapshot` action, `pending`. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Action"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    updateSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The snapshot's id.
                 * @example 7001
                 */
                snapshot_id: components["parameters"]["SnapshotId"];
            };
            cookie?: never;
        };
        /** @description The new name. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SnapshotUpdateRequest"];
            };
        };
        responses: {
            /** @description The snapshot, renamed. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Snapshot"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    restoreSnapshot: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example 44066323-9ebc-4f8f-b7d1-2ca3bd397387
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The snapshot's id.
                 * @example 7001
                 */
                snapshot_id: components["parameters"]["SnapshotId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restore was accepted; the `restore_snapshot` action, `pending`. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Action"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    listTlds: {
        parameters: {
            query?: {
                /**
                 * @description The page to return, counting from 1. A page past the last returns an empty `data` array.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds.
                 * @example 25
                 */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of TLDs. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TldList"];
                };
            };
            400: components["responses"]["DomainBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    getTld: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The top-level domain without its leading dot, such as `com` or `co.uk`.
                 * @example com
                 */
                tld: components["parameters"]["Tld"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The TLD. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tld"];
                };
            };
            400: components["responses"]["DomainBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /**
                 * @description The page to return, counting from 1. A page past the last returns an empty `data` array.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds.
                 * @example 25
                 */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of webhooks. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            400: components["responses"]["WebhookBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example ac586bf2-c4dc-42d8-ade3-5293a6e50a17
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The webhook to create. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookCreateRequest"];
            };
        };
        responses: {
            /** @description The webhook was created; the body shows its secret, once. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            400: components["responses"]["WebhookBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The webhook's id.
                 * @example 9001
                 */
                webhook_id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["WebhookBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The webhook's id.
                 * @example 9001
                 */
                webhook_id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook was deleted; the body is the webhook as it was. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["WebhookBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The webhook's id.
                 * @example 9001
                 */
                webhook_id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        /** @description The fields to change. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookUpdateRequest"];
            };
        };
        responses: {
            /** @description The webhook, updated. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["WebhookBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /**
                 * @description The page to return, counting from 1. A page past the last returns an empty `data` array.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds.
                 * @example 25
                 */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description Only deliveries in this status.
                 * @example failed
                 */
                status?: components["schemas"]["WebhookDeliveryStatus"];
            };
            header?: never;
            path: {
                /**
                 * @description The webhook's id.
                 * @example 9001
                 */
                webhook_id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            400: components["responses"]["WebhookBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The delivery's id (of a delivery to the webhook in the path).
                 * @example 95005
                 */
                delivery_id: components["parameters"]["DeliveryId"];
                /**
                 * @description The webhook's id.
                 * @example 9001
                 */
                webhook_id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["WebhookBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example a0c36d24-ddf6-4d1a-8ff2-14d45a88bb0c
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The delivery's id (of a delivery to the webhook in the path).
                 * @example 95001
                 */
                delivery_id: components["parameters"]["FailedDeliveryId"];
                /**
                 * @description The webhook's id.
                 * @example 9001
                 */
                webhook_id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, `pending` again, its next attempt due now. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["WebhookBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example f07d1176-fd5f-4360-85b0-9639cdfec589
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The webhook's id.
                 * @example 9001
                 */
                webhook_id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook with its new secret, shown once. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            400: components["responses"]["WebhookBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique key of your choosing (a UUID is a good one) that makes this request safe to retry. A repeat with the same key and the same body within 24 hours returns the first response and does nothing again; the same key with a different body fails with 400 `idempotency_key_reused`. Use a new key for every new request: the example key is this operation's own.
                 * @example 0e983ad0-6cce-44d3-8142-17416dec94f8
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The webhook's id.
                 * @example 9001
                 */
                webhook_id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test event's delivery, `pending`. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["WebhookBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["OtherStatus"];
        };
    };
    actionCreated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's `id` (Standard Webhooks). It is the same on every attempt of a delivery and for every webhook that receives the event: a receiver that has processed this id already answers 2xx and does nothing again. It is one of the three parts the signature covers.
                 * @example evt_Q9i5gbzknOIsJKX6pYvI0olMMx
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description The signatures of this attempt (Standard Webhooks), separated by spaces: each is `v1,` and the base64 of the HMAC-SHA256, keyed with the secret (the base64 after `whsec_`, decoded), of `<webhook-id>.<webhook-timestamp>.<body>` (the raw body, byte for byte). Normally one; during a secret rotation two, one per secret, for 24 hours. Accept the delivery when any one matches a secret you hold, compared in constant time. Any Standard Webhooks library verifies it. The example signs the `server.status_changed` example (compact JSON) with the `webhook-id` and `webhook-timestamp` examples and the secret of the `createWebhook` example.
                 * @example v1,gMsfmrF6/txbCRjdLQpMq2obAsEat+BXVpoWFwUSCE4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
                /**
                 * @description When this attempt was sent, as Unix epoch seconds of the sender's wall clock (Standard Webhooks; in the sandbox too, not its adjustable clock). Refuse a delivery whose timestamp is more than 5 minutes from your own clock: it protects against replayed requests. It is one of the three parts the signature covers.
                 * @example 1795337440
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `action.created` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookActionCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery; its body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a redirect, or no answer within 10 seconds fails the attempt: it is retried 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours after each failure. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    actionFailed: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's `id` (Standard Webhooks). It is the same on every attempt of a delivery and for every webhook that receives the event: a receiver that has processed this id already answers 2xx and does nothing again. It is one of the three parts the signature covers.
                 * @example evt_Q9i5gbzknOIsJKX6pYvI0olMMx
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description The signatures of this attempt (Standard Webhooks), separated by spaces: each is `v1,` and the base64 of the HMAC-SHA256, keyed with the secret (the base64 after `whsec_`, decoded), of `<webhook-id>.<webhook-timestamp>.<body>` (the raw body, byte for byte). Normally one; during a secret rotation two, one per secret, for 24 hours. Accept the delivery when any one matches a secret you hold, compared in constant time. Any Standard Webhooks library verifies it. The example signs the `server.status_changed` example (compact JSON) with the `webhook-id` and `webhook-timestamp` examples and the secret of the `createWebhook` example.
                 * @example v1,gMsfmrF6/txbCRjdLQpMq2obAsEat+BXVpoWFwUSCE4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
                /**
                 * @description When this attempt was sent, as Unix epoch seconds of the sender's wall clock (Standard Webhooks; in the sandbox too, not its adjustable clock). Refuse a delivery whose timestamp is more than 5 minutes from your own clock: it protects against replayed requests. It is one of the three parts the signature covers.
                 * @example 1795337440
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `action.failed` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookActionFailedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery; its body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a redirect, or no answer within 10 seconds fails the attempt: it is retried 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours after each failure. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    actionSucceeded: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's `id` (Standard Webhooks). It is the same on every attempt of a delivery and for every webhook that receives the event: a receiver that has processed this id already answers 2xx and does nothing again. It is one of the three parts the signature covers.
                 * @example evt_Q9i5gbzknOIsJKX6pYvI0olMMx
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description The signatures of this attempt (Standard Webhooks), separated by spaces: each is `v1,` and the base64 of the HMAC-SHA256, keyed with the secret (the base64 after `whsec_`, decoded), of `<webhook-id>.<webhook-timestamp>.<body>` (the raw body, byte for byte). Normally one; during a secret rotation two, one per secret, for 24 hours. Accept the delivery when any one matches a secret you hold, compared in constant time. Any Standard Webhooks library verifies it. The example signs the `server.status_changed` example (compact JSON) with the `webhook-id` and `webhook-timestamp` examples and the secret of the `createWebhook` example.
                 * @example v1,gMsfmrF6/txbCRjdLQpMq2obAsEat+BXVpoWFwUSCE4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
                /**
                 * @description When this attempt was sent, as Unix epoch seconds of the sender's wall clock (Standard Webhooks; in the sandbox too, not its adjustable clock). Refuse a delivery whose timestamp is more than 5 minutes from your own clock: it protects against replayed requests. It is one of the three parts the signature covers.
                 * @example 1795337440
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `action.succeeded` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookActionSucceededEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery; its body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a redirect, or no answer within 10 seconds fails the attempt: it is retried 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours after each failure. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    backupAvailable: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's `id` (Standard Webhooks). It is the same on every attempt of a delivery and for every webhook that receives the event: a receiver that has processed this id already answers 2xx and does nothing again. It is one of the three parts the signature covers.
                 * @example evt_Q9i5gbzknOIsJKX6pYvI0olMMx
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description The signatures of this attempt (Standard Webhooks), separated by spaces: each is `v1,` and the base64 of the HMAC-SHA256, keyed with the secret (the base64 after `whsec_`, decoded), of `<webhook-id>.<webhook-timestamp>.<body>` (the raw body, byte for byte). Normally one; during a secret rotation two, one per secret, for 24 hours. Accept the delivery when any one matches a secret you hold, compared in constant time. Any Standard Webhooks library verifies it. The example signs the `server.status_changed` example (compact JSON) with the `webhook-id` and `webhook-timestamp` examples and the secret of the `createWebhook` example.
                 * @example v1,gMsfmrF6/txbCRjdLQpMq2obAsEat+BXVpoWFwUSCE4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
                /**
                 * @description When this attempt was sent, as Unix epoch seconds of the sender's wall clock (Standard Webhooks; in the sandbox too, not its adjustable clock). Refuse a delivery whose timestamp is more than 5 minutes from your own clock: it protects against replayed requests. It is one of the three parts the signature covers.
                 * @example 1795337440
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `backup.available` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookBackupAvailableEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery; its body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a redirect, or no answer within 10 seconds fails the attempt: it is retried 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours after each failure. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    dnsZoneChanged: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's `id` (Standard Webhooks). It is the same on every attempt of a delivery and for every webhook that receives the event: a receiver that has processed this id already answers 2xx and does nothing again. It is one of the three parts the signature covers.
                 * @example evt_Q9i5gbzknOIsJKX6pYvI0olMMx
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description The signatures of this attempt (Standard Webhooks), separated by spaces: each is `v1,` and the base64 of the HMAC-SHA256, keyed with the secret (the base64 after `whsec_`, decoded), of `<webhook-id>.<webhook-timestamp>.<body>` (the raw body, byte for byte). Normally one; during a secret rotation two, one per secret, for 24 hours. Accept the delivery when any one matches a secret you hold, compared in constant time. Any Standard Webhooks library verifies it. The example signs the `server.status_changed` example (compact JSON) with the `webhook-id` and `webhook-timestamp` examples and the secret of the `createWebhook` example.
                 * @example v1,gMsfmrF6/txbCRjdLQpMq2obAsEat+BXVpoWFwUSCE4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
                /**
                 * @description When this attempt was sent, as Unix epoch seconds of the sender's wall clock (Standard Webhooks; in the sandbox too, not its adjustable clock). Refuse a delivery whose timestamp is more than 5 minutes from your own clock: it protects against replayed requests. It is one of the three parts the signature covers.
                 * @example 1795337440
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `dns_zone.changed` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookDnsZoneChangedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery; its body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a redirect, or no answer within 10 seconds fails the attempt: it is retried 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours after each failure. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    domainExpired: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's `id` (Standard Webhooks). It is the same on every attempt of a delivery and for every webhook that receives the event: a receiver that has processed this id already answers 2xx and does nothing again. It is one of the three parts the signature covers.
                 * @example evt_Q9i5gbzknOIsJKX6pYvI0olMMx
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description The signatures of this attempt (Standard Webhooks), separated by spaces: each is `v1,` and the base64 of the HMAC-SHA256, keyed with the secret (the base64 after `whsec_`, decoded), of `<webhook-id>.<webhook-timestamp>.<body>` (the raw body, byte for byte). Normally one; during a secret rotation two, one per secret, for 24 hours. Accept the delivery when any one matches a secret you hold, compared in constant time. Any Standard Webhooks library verifies it. The example signs the `server.status_changed` example (compact JSON) with the `webhook-id` and `webhook-timestamp` examples and the secret of the `createWebhook` example.
                 * @example v1,gMsfmrF6/txbCRjdLQpMq2obAsEat+BXVpoWFwUSCE4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
                /**
                 * @description When this attempt was sent, as Unix epoch seconds of the sender's wall clock (Standard Webhooks; in the sandbox too, not its adjustable clock). Refuse a delivery whose timestamp is more than 5 minutes from your own clock: it protects against replayed requests. It is one of the three parts the signature covers.
                 * @example 1795337440
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `domain.expired` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookDomainExpiredEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery; its body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a redirect, or no answer within 10 seconds fails the attempt: it is retried 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours after each failure. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    domainExpiring: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's `id` (Standard Webhooks). It is the same on every attempt of a delivery and for every webhook that receives the event: a receiver that has processed this id already answers 2xx and does nothing again. It is one of the three parts the signature covers.
                 * @example evt_Q9i5gbzknOIsJKX6pYvI0olMMx
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description The signatures of this attempt (Standard Webhooks), separated by spaces: each is `v1,` and the base64 of the HMAC-SHA256, keyed with the secret (the base64 after `whsec_`, decoded), of `<webhook-id>.<webhook-timestamp>.<body>` (the raw body, byte for byte). Normally one; during a secret rotation two, one per secret, for 24 hours. Accept the delivery when any one matches a secret you hold, compared in constant time. Any Standard Webhooks library verifies it. The example signs the `server.status_changed` example (compact JSON) with the `webhook-id` and `webhook-timestamp` examples and the secret of the `createWebhook` example.
                 * @example v1,gMsfmrF6/txbCRjdLQpMq2obAsEat+BXVpoWFwUSCE4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
                /**
                 * @description When this attempt was sent, as Unix epoch seconds of the sender's wall clock (Standard Webhooks; in the sandbox too, not its adjustable clock). Refuse a delivery whose timestamp is more than 5 minutes from your own clock: it protects against replayed requests. It is one of the three parts the signature covers.
                 * @example 1795337440
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `domain.expiring` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookDomainExpiringEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery; its body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a redirect, or no answer within 10 seconds fails the attempt: it is retried 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours after each failure. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    domainRegistered: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's `id` (Standard Webhooks). It is the same on every attempt of a delivery and for every webhook that receives the event: a receiver that has processed this id already answers 2xx and does nothing again. It is one of the three parts the signature covers.
                 * @example evt_Q9i5gbzknOIsJKX6pYvI0olMMx
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description The signatures of this attempt (Standard Webhooks), separated by spaces: each is `v1,` and the base64 of the HMAC-SHA256, keyed with the secret (the base64 after `whsec_`, decoded), of `<webhook-id>.<webhook-timestamp>.<body>` (the raw body, byte for byte). Normally one; during a secret rotation two, one per secret, for 24 hours. Accept the delivery when any one matches a secret you hold, compared in constant time. Any Standard Webhooks library verifies it. The example signs the `server.status_changed` example (compact JSON) with the `webhook-id` and `webhook-timestamp` examples and the secret of the `createWebhook` example.
                 * @example v1,gMsfmrF6/txbCRjdLQpMq2obAsEat+BXVpoWFwUSCE4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
                /**
                 * @description When this attempt was sent, as Unix epoch seconds of the sender's wall clock (Standard Webhooks; in the sandbox too, not its adjustable clock). Refuse a delivery whose timestamp is more than 5 minutes from your own clock: it protects against replayed requests. It is one of the three parts the signature covers.
                 * @example 1795337440
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `domain.registered` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookDomainRegisteredEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery; its body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a redirect, or no answer within 10 seconds fails the attempt: it is retried 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours after each failure. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    domainRenewed: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's `id` (Standard Webhooks). It is the same on every attempt of a delivery and for every webhook that receives the event: a receiver that has processed this id already answers 2xx and does nothing again. It is one of the three parts the signature covers.
                 * @example evt_Q9i5gbzknOIsJKX6pYvI0olMMx
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description The signatures of this attempt (Standard Webhooks), separated by spaces: each is `v1,` and the base64 of the HMAC-SHA256, keyed with the secret (the base64 after `whsec_`, decoded), of `<webhook-id>.<webhook-timestamp>.<body>` (the raw body, byte for byte). Normally one; during a secret rotation two, one per secret, for 24 hours. Accept the delivery when any one matches a secret you hold, compared in constant time. Any Standard Webhooks library verifies it. The example signs the `server.status_changed` example (compact JSON) with the `webhook-id` and `webhook-timestamp` examples and the secret of the `createWebhook` example.
                 * @example v1,gMsfmrF6/txbCRjdLQpMq2obAsEat+BXVpoWFwUSCE4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
                /**
                 * @description When this attempt was sent, as Unix epoch seconds of the sender's wall clock (Standard Webhooks; in the sandbox too, not its adjustable clock). Refuse a delivery whose timestamp is more than 5 minutes from your own clock: it protects against replayed requests. It is one of the three parts the signature covers.
                 * @example 1795337440
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `domain.renewed` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookDomainRenewedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery; its body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a redirect, or no answer within 10 seconds fails the attempt: it is retried 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours after each failure. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    domainTransferCompleted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's `id` (Standard Webhooks). It is the same on every attempt of a delivery and for every webhook that receives the event: a receiver that has processed this id already answers 2xx and does nothing again. It is one of the three parts the signature covers.
                 * @example evt_Q9i5gbzknOIsJKX6pYvI0olMMx
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description The signatures of this attempt (Standard Webhooks), separated by spaces: each is `v1,` and the base64 of the HMAC-SHA256, keyed with the secret (the base64 after `whsec_`, decoded), of `<webhook-id>.<webhook-timestamp>.<body>` (the raw body, byte for byte). Normally one; during a secret rotation two, one per secret, for 24 hours. Accept the delivery when any one matches a secret you hold, compared in constant time. Any Standard Webhooks library verifies it. The example signs the `server.status_changed` example (compact JSON) with the `webhook-id` and `webhook-timestamp` examples and the secret of the `createWebhook` example.
                 * @example v1,gMsfmrF6/txbCRjdLQpMq2obAsEat+BXVpoWFwUSCE4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
                /**
                 * @description When this attempt was sent, as Unix epoch seconds of the sender's wall clock (Standard Webhooks; in the sandbox too, not its adjustable clock). Refuse a delivery whose timestamp is more than 5 minutes from your own clock: it protects against replayed requests. It is one of the three parts the signature covers.
                 * @example 1795337440
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `domain.transfer_completed` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookDomainTransferCompletedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery; its body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a redirect, or no answer within 10 seconds fails the attempt: it is retried 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours after each failure. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    serverCreated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's `id` (Standard Webhooks). It is the same on every attempt of a delivery and for every webhook that receives the event: a receiver that has processed this id already answers 2xx and does nothing again. It is one of the three parts the signature covers.
                 * @example evt_Q9i5gbzknOIsJKX6pYvI0olMMx
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description The signatures of this attempt (Standard Webhooks), separated by spaces: each is `v1,` and the base64 of the HMAC-SHA256, keyed with the secret (the base64 after `whsec_`, decoded), of `<webhook-id>.<webhook-timestamp>.<body>` (the raw body, byte for byte). Normally one; during a secret rotation two, one per secret, for 24 hours. Accept the delivery when any one matches a secret you hold, compared in constant time. Any Standard Webhooks library verifies it. The example signs the `server.status_changed` example (compact JSON) with the `webhook-id` and `webhook-timestamp` examples and the secret of the `createWebhook` example.
                 * @example v1,gMsfmrF6/txbCRjdLQpMq2obAsEat+BXVpoWFwUSCE4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
                /**
                 * @description When this attempt was sent, as Unix epoch seconds of the sender's wall clock (Standard Webhooks; in the sandbox too, not its adjustable clock). Refuse a delivery whose timestamp is more than 5 minutes from your own clock: it protects against replayed requests. It is one of the three parts the signature covers.
                 * @example 1795337440
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `server.created` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookServerCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery; its body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a redirect, or no answer within 10 seconds fails the attempt: it is retried 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours after each failure. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    serverDeleted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's `id` (Standard Webhooks). It is the same on every attempt of a delivery and for every webhook that receives the event: a receiver that has processed this id already answers 2xx and does nothing again. It is one of the three parts the signature covers.
                 * @example evt_Q9i5gbzknOIsJKX6pYvI0olMMx
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description The signatures of this attempt (Standard Webhooks), separated by spaces: each is `v1,` and the base64 of the HMAC-SHA256, keyed with the secret (the base64 after `whsec_`, decoded), of `<webhook-id>.<webhook-timestamp>.<body>` (the raw body, byte for byte). Normally one; during a secret rotation two, one per secret, for 24 hours. Accept the delivery when any one matches a secret you hold, compared in constant time. Any Standard Webhooks library verifies it. The example signs the `server.status_changed` example (compact JSON) with the `webhook-id` and `webhook-timestamp` examples and the secret of the `createWebhook` example.
                 * @example v1,gMsfmrF6/txbCRjdLQpMq2obAsEat+BXVpoWFwUSCE4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
                /**
                 * @description When this attempt was sent, as Unix epoch seconds of the sender's wall clock (Standard Webhooks; in the sandbox too, not its adjustable clock). Refuse a delivery whose timestamp is more than 5 minutes from your own clock: it protects against replayed requests. It is one of the three parts the signature covers.
                 * @example 1795337440
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `server.deleted` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookServerDeletedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery; its body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a redirect, or no answer within 10 seconds fails the attempt: it is retried 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours after each failure. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    serverStatusChanged: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's `id` (Standard Webhooks). It is the same on every attempt of a delivery and for every webhook that receives the event: a receiver that has processed this id already answers 2xx and does nothing again. It is one of the three parts the signature covers.
                 * @example evt_Q9i5gbzknOIsJKX6pYvI0olMMx
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description The signatures of this attempt (Standard Webhooks), separated by spaces: each is `v1,` and the base64 of the HMAC-SHA256, keyed with the secret (the base64 after `whsec_`, decoded), of `<webhook-id>.<webhook-timestamp>.<body>` (the raw body, byte for byte). Normally one; during a secret rotation two, one per secret, for 24 hours. Accept the delivery when any one matches a secret you hold, compared in constant time. Any Standard Webhooks library verifies it. The example signs the `server.status_changed` example (compact JSON) with the `webhook-id` and `webhook-timestamp` examples and the secret of the `createWebhook` example.
                 * @example v1,gMsfmrF6/txbCRjdLQpMq2obAsEat+BXVpoWFwUSCE4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
                /**
                 * @description When this attempt was sent, as Unix epoch seconds of the sender's wall clock (Standard Webhooks; in the sandbox too, not its adjustable clock). Refuse a delivery whose timestamp is more than 5 minutes from your own clock: it protects against replayed requests. It is one of the three parts the signature covers.
                 * @example 1795337440
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `server.status_changed` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookServerStatusChangedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery; its body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a redirect, or no answer within 10 seconds fails the attempt: it is retried 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours after each failure. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    snapshotAvailable: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's `id` (Standard Webhooks). It is the same on every attempt of a delivery and for every webhook that receives the event: a receiver that has processed this id already answers 2xx and does nothing again. It is one of the three parts the signature covers.
                 * @example evt_Q9i5gbzknOIsJKX6pYvI0olMMx
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description The signatures of this attempt (Standard Webhooks), separated by spaces: each is `v1,` and the base64 of the HMAC-SHA256, keyed with the secret (the base64 after `whsec_`, decoded), of `<webhook-id>.<webhook-timestamp>.<body>` (the raw body, byte for byte). Normally one; during a secret rotation two, one per secret, for 24 hours. Accept the delivery when any one matches a secret you hold, compared in constant time. Any Standard Webhooks library verifies it. The example signs the `server.status_changed` example (compact JSON) with the `webhook-id` and `webhook-timestamp` examples and the secret of the `createWebhook` example.
                 * @example v1,gMsfmrF6/txbCRjdLQpMq2obAsEat+BXVpoWFwUSCE4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
                /**
                 * @description When this attempt was sent, as Unix epoch seconds of the sender's wall clock (Standard Webhooks; in the sandbox too, not its adjustable clock). Refuse a delivery whose timestamp is more than 5 minutes from your own clock: it protects against replayed requests. It is one of the three parts the signature covers.
                 * @example 1795337440
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `snapshot.available` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookSnapshotAvailableEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery; its body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a redirect, or no answer within 10 seconds fails the attempt: it is retried 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours after each failure. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookTest: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's `id` (Standard Webhooks). It is the same on every attempt of a delivery and for every webhook that receives the event: a receiver that has processed this id already answers 2xx and does nothing again. It is one of the three parts the signature covers.
                 * @example evt_Q9i5gbzknOIsJKX6pYvI0olMMx
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description The signatures of this attempt (Standard Webhooks), separated by spaces: each is `v1,` and the base64 of the HMAC-SHA256, keyed with the secret (the base64 after `whsec_`, decoded), of `<webhook-id>.<webhook-timestamp>.<body>` (the raw body, byte for byte). Normally one; during a secret rotation two, one per secret, for 24 hours. Accept the delivery when any one matches a secret you hold, compared in constant time. Any Standard Webhooks library verifies it. The example signs the `server.status_changed` example (compact JSON) with the `webhook-id` and `webhook-timestamp` examples and the secret of the `createWebhook` example.
                 * @example v1,gMsfmrF6/txbCRjdLQpMq2obAsEat+BXVpoWFwUSCE4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
                /**
                 * @description When this attempt was sent, as Unix epoch seconds of the sender's wall clock (Standard Webhooks; in the sandbox too, not its adjustable clock). Refuse a delivery whose timestamp is more than 5 minutes from your own clock: it protects against replayed requests. It is one of the three parts the signature covers.
                 * @example 1795337440
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `webhook.test` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery; its body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a redirect, or no answer within 10 seconds fails the attempt: it is retried 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours after each failure. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
