// Generated from openapi.machine.json by `npm run openapi:types` (openapi-typescript). Do not edit.

export interface paths {
    "/api/v1/exchanges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exchanges of the workspace, newest first (shape A) */
        get: operations["listExchanges"];
        put?: never;
        /** Execute a quote: sell, fee and buy legs in one journal, all or nothing (Idempotency-Key supported) */
        post: operations["createExchange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exchanges/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price an exchange from the operator rate table; the quote holds until expiresAt and is single use */
        post: operations["quoteExchange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exchanges/{bizId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One exchange of the workspace */
        get: operations["getExchange"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one file (multipart/form-data, part `file`); its type is sniffed from the content and its SHA-256 recorded
         * @description Size limit `FILE_MAX_BYTES` (413 `FILE.TOO_LARGE`); allowed types `FILE_ALLOWED_TYPES`, decided from the bytes: unknown or not allowed → 415 `FILE.TYPE_NOT_ALLOWED`, a declared part Content-Type that contradicts the bytes → 415 `FILE.TYPE_MISMATCH`.
         */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{bizId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file's record: name, sniffed type, size, SHA-256, uploader (404 for another workspace's file) */
        get: operations["getFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{bizId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The file bytes as an attachment, with its sniffed Content-Type, Content-Length and X-Content-Type-Options: nosniff */
        get: operations["downloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recharges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recharges of the workspace, newest first (shape A) */
        get: operations["listRecharges"];
        put?: never;
        /** Create a recharge from a quote or from channel + amount; it awaits payment (Idempotency-Key supported) */
        post: operations["createRecharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recharges/available-channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Enabled ways to pay money in: currency, method, limits, fee rule, payment instructions */
        get: operations["listRechargeChannels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recharges/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fee and credited amount of a recharge; the quote holds its price until expiresAt and can be used once */
        post: operations["quoteRecharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recharges/{bizId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One recharge of the workspace */
        get: operations["getRecharge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recharges/{bizId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a recharge that is awaiting payment or has proof submitted (409 ORDER.INVALID_STATE once under review) */
        post: operations["cancelRecharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recharges/{bizId}/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach a payment proof (a file uploaded to this workspace): AWAITING_PAYMENT or PROOF_SUBMITTED → PROOF_SUBMITTED (409 ORDER.INVALID_STATE otherwise) */
        post: operations["submitRechargeProof"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Transfer to another workspace's wallet in the same currency; settles at once (Idempotency-Key supported) */
        post: operations["createTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/query/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Transfers the workspace sent or received, newest first (shape A) */
        get: operations["listTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/query/orders/{transferBizId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One transfer the workspace sent or received */
        get: operations["getTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/query/orders/{transferBizId}/completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the ledger holds the settled transfer */
        get: operations["isTransferCompleted"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fee preview of a transfer and whether the wallet covers it (writes nothing) */
        post: operations["quoteTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Wallets of the workspace, one per currency (missing ones are created on first use) */
        get: operations["listWallets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallets/{walletBizId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One wallet of the workspace */
        get: operations["getWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallets/{walletBizId}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Balance, available, frozen and pending amounts, derived from the ledger */
        get: operations["getWalletBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallets/{walletBizId}/flows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Statement entries with running balance, newest first (shape A) */
        get: operations["listWalletFlows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/whoami": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The key that authenticated this request: its workspace and the scopes it holds now */
        get: operations["whoami"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/withdrawal-channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Withdrawal channels of the workspace (destination details masked) */
        get: operations["listWithdrawalChannels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Withdrawals of the workspace, newest first (shape A) */
        get: operations["listWithdrawals"];
        put?: never;
        /** Request a withdrawal: amount + fee are frozen at once (Idempotency-Key supported) */
        post: operations["createWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/withdrawals/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fee preview of a withdrawal and whether the wallet covers it (freezes nothing) */
        post: operations["quoteWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/withdrawals/{bizId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One withdrawal of the workspace */
        get: operations["getWithdrawal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/withdrawals/{bizId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a PENDING withdrawal; the frozen amount and fee return to available (409 ORDER.INVALID_STATE otherwise) */
        post: operations["cancelWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Failure: `code` names the error, `message` is localized */
        ErrorEnvelope: {
            /**
             * @description Envelope version
             * @example 2.0.0
             */
            version: string;
            /**
             * Format: int64
             * @description Server time, milliseconds since epoch
             */
            timestamp: number;
            /** @enum {boolean} */
            success: false;
            /** @description `2000` OK, `2001` created, otherwise an error code */
            code: string;
            message: string;
            data: null;
        };
        /** @description User-self failure body */
        SelfErrorBody: {
            /** @enum {boolean} */
            success: false;
            /** @example 4010 */
            code: string;
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listExchanges: {
        parameters: {
            query?: {
                /** @description Zero-based page number */
                page?: number;
                /** @description Page size, 20 by default; values above 100 are capped at 100 */
                size?: number;
                /** @description `field,direction` with direction asc or desc (asc when omitted); repeat for several keys, the first is primary. Sortable: createdAt, sellAmount, buyAmount */
                sort?: string[];
                /** @description Inclusive lower bound (ISO 8601) */
                startTime?: string;
                /** @description Exclusive upper bound (ISO 8601) */
                endTime?: string;
                /**
                 * @description Currency code
                 * @example USD
                 */
                sellCurrency?: string;
                /**
                 * @description Currency code
                 * @example USD
                 */
                buyCurrency?: string;
            };
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        data: {
                            items: {
                                /** @example exc_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                                bizId: string;
                                quoteBizId: string;
                                sellWalletBizId: string;
                                buyWalletBizId: string;
                                /**
                                 * @description Currency code
                                 * @example USD
                                 */
                                sellCurrency: string;
                                /**
                                 * @description Currency code
                                 * @example USD
                                 */
                                buyCurrency: string;
                                /**
                                 * @description Decimal string with exactly the currency scale of decimals
                                 * @example 125.50
                                 */
                                sellAmount: string;
                                /**
                                 * @description Decimal string with exactly the currency scale of decimals
                                 * @example 125.50
                                 */
                                buyAmount: string;
                                /**
                                 * @description Decimal string with exactly the currency scale of decimals
                                 * @example 125.50
                                 */
                                fee: string;
                                /**
                                 * @description Units of buyCurrency per unit of sellCurrency (decimal string)
                                 * @example 0.92
                                 */
                                rate: string;
                                /**
                                 * @description An exchange settles at once, all or nothing
                                 * @enum {string}
                                 */
                                status: "COMPLETED";
                                journalBizId: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                createdAt: string;
                            }[];
                            /** Pagination */
                            pagination: {
                                /**
                                 * Format: int32
                                 * @description Pages in the collection; 0 when it is empty
                                 */
                                totalPages: number;
                                /**
                                 * Format: int32
                                 * @description Records in the collection
                                 */
                                totalRecords: number;
                                /**
                                 * Format: int32
                                 * @description Zero-based page number, as requested
                                 */
                                currentPage: number;
                                /**
                                 * Format: int32
                                 * @description Page size after capping
                                 */
                                pageSize: number;
                                /** @description A later page has records */
                                hasNext: boolean;
                                /** @description `items` is empty */
                                empty: boolean;
                                /** @description The collection spans more than one page */
                                paginated: boolean;
                            };
                        };
                    };
                };
            };
            /** @description `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    createExchange: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on the machine API (400 VALIDATION.INVALID_PARAMETER without it): a program retrying after a lost answer must not pay twice. Same key + same body within 48 h → the first response again with `Idempotency-Replayed: true`; same key + different body → 409 IDEMPOTENCY.KEY_REUSED; while the first is running → 409 IDEMPOTENCY.REQUEST_IN_PROGRESS. */
                "idempotency-key": string;
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
                /** @description Secure-channel session id: the body is then `{iv, ciphertext}` (AES-256-GCM) and X-Request-Id is required. The body may be sent encrypted. Either this header or its alias X-SC-Session-Id; when both are sent they must be equal. */
                "x-secure-channel-session-id"?: string;
                /** @description Alias of X-Secure-Channel-Session-Id (spec 4.1); when both are sent they must be equal. */
                "x-sc-session-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description An unused, unexpired quote of this workspace
                     * @example exq_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    quoteBizId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2001";
                        /** @enum {string} */
                        message: "Created";
                        /** Exchange */
                        data: {
                            /** @example exc_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            quoteBizId: string;
                            sellWalletBizId: string;
                            buyWalletBizId: string;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            sellCurrency: string;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            buyCurrency: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            sellAmount: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            buyAmount: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            fee: string;
                            /**
                             * @description Units of buyCurrency per unit of sellCurrency (decimal string)
                             * @example 0.92
                             */
                            rate: string;
                            /**
                             * @description An exchange settles at once, all or nothing
                             * @enum {string}
                             */
                            status: "COMPLETED";
                            journalBizId: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description `SECURE_CHANNEL.DECRYPT_FAILED`: Encrypted body could not be decrypted; `SECURE_CHANNEL.REPLAY`: Encrypted request was already used; `SECURE_CHANNEL.SESSION_NOT_FOUND`: Secure channel session not found or expired; `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SECURE_CHANNEL.DECRYPT_FAILED" | "SECURE_CHANNEL.REPLAY" | "SECURE_CHANNEL.SESSION_NOT_FOUND" | "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RESOURCE.NOT_FOUND`: Resource not found */
            404: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RESOURCE.NOT_FOUND";
                    };
                };
            };
            /** @description `IDEMPOTENCY.KEY_REUSED`: Idempotency key was used with a different request; `IDEMPOTENCY.REQUEST_IN_PROGRESS`: A request with this idempotency key is still in progress; retry later; `QUOTE.ALREADY_USED`: The quote has already been used */
            409: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY.KEY_REUSED" | "IDEMPOTENCY.REQUEST_IN_PROGRESS" | "QUOTE.ALREADY_USED";
                    };
                };
            };
            /** @description `VALIDATION.BODY_TOO_LARGE`: Request body is too large */
            413: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `VALIDATION.UNSUPPORTED_MEDIA_TYPE`: Unsupported content type; send application/json */
            415: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `QUOTE.EXPIRED`: The quote has expired; request a new one; `WALLET.INSUFFICIENT_FUNDS`: Insufficient funds */
            422: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "QUOTE.EXPIRED" | "WALLET.INSUFFICIENT_FUNDS";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    quoteExchange: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
                /** @description Secure-channel session id: the body is then `{iv, ciphertext}` (AES-256-GCM) and X-Request-Id is required. The body may be sent encrypted. Either this header or its alias X-SC-Session-Id; when both are sent they must be equal. */
                "x-secure-channel-session-id"?: string;
                /** @description Alias of X-Secure-Channel-Session-Id (spec 4.1); when both are sent they must be equal. */
                "x-sc-session-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Exactly one of sellAmount and buyAmount */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Currency code
                     * @example USD
                     */
                    sellCurrency: string;
                    /**
                     * @description Currency code
                     * @example USD
                     */
                    buyCurrency: string;
                    /**
                     * @description What leaves the sell wallet, fee included
                     * @example 125.50
                     */
                    sellAmount?: string | number;
                    /**
                     * @description What must reach the buy wallet
                     * @example 125.50
                     */
                    buyAmount?: string | number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        /** ExchangeQuote */
                        data: {
                            /** @example exq_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            quoteBizId: string;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            sellCurrency: string;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            buyCurrency: string;
                            /**
                             * @description Debited from the sell wallet (fee included)
                             * @example 125.50
                             */
                            sellAmount: string;
                            /**
                             * @description Credited to the buy wallet
                             * @example 125.50
                             */
                            buyAmount: string;
                            /**
                             * @description In sellCurrency, part of sellAmount
                             * @example 125.50
                             */
                            fee: string;
                            /**
                             * @description Units of buyCurrency per unit of sellCurrency (decimal string)
                             * @example 0.92
                             */
                            rate: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description `CURRENCY.DISABLED`: The currency is currently disabled; `EXCHANGE.SAME_CURRENCY`: The currency sold and the currency bought must differ; `SECURE_CHANNEL.DECRYPT_FAILED`: Encrypted body could not be decrypted; `SECURE_CHANNEL.REPLAY`: Encrypted request was already used; `SECURE_CHANNEL.SESSION_NOT_FOUND`: Secure channel session not found or expired; `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "CURRENCY.DISABLED" | "EXCHANGE.SAME_CURRENCY" | "SECURE_CHANNEL.DECRYPT_FAILED" | "SECURE_CHANNEL.REPLAY" | "SECURE_CHANNEL.SESSION_NOT_FOUND" | "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `VALIDATION.BODY_TOO_LARGE`: Request body is too large */
            413: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `VALIDATION.UNSUPPORTED_MEDIA_TYPE`: Unsupported content type; send application/json */
            415: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `AMOUNT.TOO_SMALL`: The amount is too small: nothing would remain after the fee and rounding; `EXCHANGE.RATE_UNAVAILABLE`: No exchange rate is available for this currency pair */
            422: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "AMOUNT.TOO_SMALL" | "EXCHANGE.RATE_UNAVAILABLE";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    getExchange: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
            };
            path: {
                /**
                 * @description Exchange bizId
                 * @example exc_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                bizId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        /** Exchange */
                        data: {
                            /** @example exc_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            quoteBizId: string;
                            sellWalletBizId: string;
                            buyWalletBizId: string;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            sellCurrency: string;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            buyCurrency: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            sellAmount: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            buyAmount: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            fee: string;
                            /**
                             * @description Units of buyCurrency per unit of sellCurrency (decimal string)
                             * @example 0.92
                             */
                            rate: string;
                            /**
                             * @description An exchange settles at once, all or nothing
                             * @enum {string}
                             */
                            status: "COMPLETED";
                            journalBizId: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RESOURCE.NOT_FOUND`: Resource not found */
            404: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RESOURCE.NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    uploadFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file (one part named `file`); its type is sniffed from the content
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2001";
                        /** @enum {string} */
                        message: "Created";
                        /** File */
                        data: {
                            /** @example fil_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            /**
                             * @description The uploaded name, reduced to a safe file name (no path, no control characters)
                             * @example receipt.pdf
                             */
                            fileName: string;
                            /**
                             * @description Sniffed from the content, never taken from the upload header
                             * @example application/pdf
                             */
                            contentType: string;
                            /**
                             * Format: int32
                             * @description Bytes
                             * @example 48213
                             */
                            size: number;
                            /** @description SHA-256 of the content, lowercase hex */
                            sha256: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            /**
                             * @description Account bizId of the uploader
                             * @example acc_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                             */
                            createdBy: string;
                        };
                    };
                };
            };
            /** @description `FILE.EMPTY`: The file is empty; `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "FILE.EMPTY" | "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `FILE.TOO_LARGE`: The file is larger than the upload limit; `VALIDATION.BODY_TOO_LARGE`: Request body is too large */
            413: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "FILE.TOO_LARGE" | "VALIDATION.BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `FILE.TYPE_MISMATCH`: The declared file type does not match the file content; `FILE.TYPE_NOT_ALLOWED`: The file type is not allowed; `VALIDATION.UNSUPPORTED_MEDIA_TYPE`: Unsupported content type; send application/json */
            415: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "FILE.TYPE_MISMATCH" | "FILE.TYPE_NOT_ALLOWED" | "VALIDATION.UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    getFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
            };
            path: {
                /**
                 * @description File bizId
                 * @example fil_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                bizId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        /** File */
                        data: {
                            /** @example fil_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            /**
                             * @description The uploaded name, reduced to a safe file name (no path, no control characters)
                             * @example receipt.pdf
                             */
                            fileName: string;
                            /**
                             * @description Sniffed from the content, never taken from the upload header
                             * @example application/pdf
                             */
                            contentType: string;
                            /**
                             * Format: int32
                             * @description Bytes
                             * @example 48213
                             */
                            size: number;
                            /** @description SHA-256 of the content, lowercase hex */
                            sha256: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            /**
                             * @description Account bizId of the uploader
                             * @example acc_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                             */
                            createdBy: string;
                        };
                    };
                };
            };
            /** @description `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RESOURCE.NOT_FOUND`: Resource not found */
            404: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RESOURCE.NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    downloadFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
            };
            path: {
                /**
                 * @description File bizId
                 * @example fil_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                bizId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's bytes; Content-Type is the sniffed type of the file, Content-Disposition is `attachment` with a safe file name */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                    "image/png": Blob;
                    "image/jpeg": Blob;
                };
            };
            /** @description `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RESOURCE.NOT_FOUND`: Resource not found */
            404: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RESOURCE.NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    listRecharges: {
        parameters: {
            query?: {
                /** @description Zero-based page number */
                page?: number;
                /** @description Page size, 20 by default; values above 100 are capped at 100 */
                size?: number;
                /** @description `field,direction` with direction asc or desc (asc when omitted); repeat for several keys, the first is primary. Sortable: createdAt, amount */
                sort?: string[];
                /** @description Inclusive lower bound (ISO 8601) */
                startTime?: string;
                /** @description Exclusive upper bound (ISO 8601) */
                endTime?: string;
                status?: "AWAITING_PAYMENT" | "PROOF_SUBMITTED" | "UNDER_REVIEW" | "COMPLETED" | "REJECTED" | "CANCELLED" | "EXPIRED";
                /**
                 * @description Currency code
                 * @example USD
                 */
                currency?: string;
            };
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        data: {
                            items: {
                                /** @example rcg_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                                bizId: string;
                                workspaceBizId: string;
                                walletBizId: string;
                                channelBizId: string;
                                channelName: string;
                                /** @enum {string} */
                                method: "BANK_TRANSFER" | "CRYPTO" | "CARD";
                                quoteBizId: string | null;
                                /**
                                 * @description Currency code
                                 * @example USD
                                 */
                                currency: string;
                                /**
                                 * @description Decimal string with exactly the currency scale of decimals
                                 * @example 125.50
                                 */
                                amount: string;
                                /**
                                 * @description Decimal string with exactly the currency scale of decimals
                                 * @example 125.50
                                 */
                                fee: string;
                                /**
                                 * @description Decimal string with exactly the currency scale of decimals
                                 * @example 125.50
                                 */
                                creditedAmount: string;
                                /** @enum {string} */
                                status: "AWAITING_PAYMENT" | "PROOF_SUBMITTED" | "UNDER_REVIEW" | "COMPLETED" | "REJECTED" | "CANCELLED" | "EXPIRED";
                                statusReason: string | null;
                                /** @description Quote it with the payment so operators can match it */
                                paymentReference: string;
                                paymentInstructions: string;
                                proofFileBizId: string | null;
                                /**
                                 * Format: date-time
                                 * @description End of the payment window; an unpaid recharge expires then
                                 */
                                expiresAt: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                createdAt: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                updatedAt: string;
                                completedAt: string | null;
                            }[];
                            /** Pagination */
                            pagination: {
                                /**
                                 * Format: int32
                                 * @description Pages in the collection; 0 when it is empty
                                 */
                                totalPages: number;
                                /**
                                 * Format: int32
                                 * @description Records in the collection
                                 */
                                totalRecords: number;
                                /**
                                 * Format: int32
                                 * @description Zero-based page number, as requested
                                 */
                                currentPage: number;
                                /**
                                 * Format: int32
                                 * @description Page size after capping
                                 */
                                pageSize: number;
                                /** @description A later page has records */
                                hasNext: boolean;
                                /** @description `items` is empty */
                                empty: boolean;
                                /** @description The collection spans more than one page */
                                paginated: boolean;
                            };
                        };
                    };
                };
            };
            /** @description `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    createRecharge: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on the machine API (400 VALIDATION.INVALID_PARAMETER without it): a program retrying after a lost answer must not pay twice. Same key + same body within 48 h → the first response again with `Idempotency-Replayed: true`; same key + different body → 409 IDEMPOTENCY.KEY_REUSED; while the first is running → 409 IDEMPOTENCY.REQUEST_IN_PROGRESS. */
                "idempotency-key": string;
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
                /** @description Secure-channel session id: the body is then `{iv, ciphertext}` (AES-256-GCM) and X-Request-Id is required. The body may be sent encrypted. Either this header or its alias X-SC-Session-Id; when both are sent they must be equal. */
                "x-secure-channel-session-id"?: string;
                /** @description Alias of X-Secure-Channel-Session-Id (spec 4.1); when both are sent they must be equal. */
                "x-sc-session-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Either quoteBizId, or channelBizId + amount */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description A quote of this workspace, unused and unexpired (single use)
                     * @example rcq_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    quoteBizId?: string;
                    /**
                     * @description Without a quote: the channel…
                     * @example rch_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    channelBizId?: string;
                    /**
                     * @description …and the amount
                     * @example 125.50
                     */
                    amount?: string | number;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2001";
                        /** @enum {string} */
                        message: "Created";
                        /** Recharge */
                        data: {
                            /** @example rcg_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            walletBizId: string;
                            channelBizId: string;
                            channelName: string;
                            /** @enum {string} */
                            method: "BANK_TRANSFER" | "CRYPTO" | "CARD";
                            quoteBizId: string | null;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            currency: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            amount: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            fee: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            creditedAmount: string;
                            /** @enum {string} */
                            status: "AWAITING_PAYMENT" | "PROOF_SUBMITTED" | "UNDER_REVIEW" | "COMPLETED" | "REJECTED" | "CANCELLED" | "EXPIRED";
                            statusReason: string | null;
                            /** @description Quote it with the payment so operators can match it */
                            paymentReference: string;
                            paymentInstructions: string;
                            proofFileBizId: string | null;
                            /**
                             * Format: date-time
                             * @description End of the payment window; an unpaid recharge expires then
                             */
                            expiresAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updatedAt: string;
                            completedAt: string | null;
                        };
                    };
                };
            };
            /** @description `CURRENCY.DISABLED`: The currency is currently disabled; `SECURE_CHANNEL.DECRYPT_FAILED`: Encrypted body could not be decrypted; `SECURE_CHANNEL.REPLAY`: Encrypted request was already used; `SECURE_CHANNEL.SESSION_NOT_FOUND`: Secure channel session not found or expired; `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "CURRENCY.DISABLED" | "SECURE_CHANNEL.DECRYPT_FAILED" | "SECURE_CHANNEL.REPLAY" | "SECURE_CHANNEL.SESSION_NOT_FOUND" | "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RECHARGE.CHANNEL_UNAVAILABLE`: The recharge channel of this quote is no longer available; `RESOURCE.NOT_FOUND`: Resource not found */
            404: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RECHARGE.CHANNEL_UNAVAILABLE" | "RESOURCE.NOT_FOUND";
                    };
                };
            };
            /** @description `IDEMPOTENCY.KEY_REUSED`: Idempotency key was used with a different request; `IDEMPOTENCY.REQUEST_IN_PROGRESS`: A request with this idempotency key is still in progress; retry later; `QUOTE.ALREADY_USED`: The quote has already been used */
            409: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY.KEY_REUSED" | "IDEMPOTENCY.REQUEST_IN_PROGRESS" | "QUOTE.ALREADY_USED";
                    };
                };
            };
            /** @description `VALIDATION.BODY_TOO_LARGE`: Request body is too large */
            413: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `VALIDATION.UNSUPPORTED_MEDIA_TYPE`: Unsupported content type; send application/json */
            415: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `AMOUNT.ABOVE_MAXIMUM`: The amount is above the maximum allowed; `AMOUNT.BELOW_MINIMUM`: The amount is below the minimum allowed; `AMOUNT.TOO_SMALL`: The amount is too small: nothing would remain after the fee and rounding; `QUOTE.EXPIRED`: The quote has expired; request a new one */
            422: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "AMOUNT.ABOVE_MAXIMUM" | "AMOUNT.BELOW_MINIMUM" | "AMOUNT.TOO_SMALL" | "QUOTE.EXPIRED";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    listRechargeChannels: {
        parameters: {
            query?: {
                /**
                 * @description Currency code
                 * @example USD
                 */
                currency?: string;
            };
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        data: {
                            /** @example rch_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            currency: string;
                            /** @enum {string} */
                            method: "BANK_TRANSFER" | "CRYPTO" | "CARD";
                            name: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            minAmount: string;
                            maxAmount: string | null;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            fixedFee: string;
                            /**
                             * Format: int32
                             * @description Percentage fee in basis points (100 = 1 %), on top of fixedFee, rounded up
                             */
                            feeRateBps: number;
                            /** @description How to pay: account details, address, reference to quote */
                            instructions: string;
                            enabled: boolean;
                        }[];
                    };
                };
            };
            /** @description `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    quoteRecharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
                /** @description Secure-channel session id: the body is then `{iv, ciphertext}` (AES-256-GCM) and X-Request-Id is required. The body may be sent encrypted. Either this header or its alias X-SC-Session-Id; when both are sent they must be equal. */
                "x-secure-channel-session-id"?: string;
                /** @description Alias of X-Secure-Channel-Session-Id (spec 4.1); when both are sent they must be equal. */
                "x-sc-session-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Recharge channel
                     * @example rch_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    channelBizId: string;
                    /**
                     * @description What the partner pays in
                     * @example 125.50
                     */
                    amount: string | number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        /** RechargeQuote */
                        data: {
                            /** @example rcq_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            quoteBizId: string;
                            channelBizId: string;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            currency: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            amount: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            fee: string;
                            /**
                             * @description amount − fee: what the wallet receives
                             * @example 125.50
                             */
                            creditedAmount: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description `SECURE_CHANNEL.DECRYPT_FAILED`: Encrypted body could not be decrypted; `SECURE_CHANNEL.REPLAY`: Encrypted request was already used; `SECURE_CHANNEL.SESSION_NOT_FOUND`: Secure channel session not found or expired; `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SECURE_CHANNEL.DECRYPT_FAILED" | "SECURE_CHANNEL.REPLAY" | "SECURE_CHANNEL.SESSION_NOT_FOUND" | "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RESOURCE.NOT_FOUND`: Resource not found */
            404: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RESOURCE.NOT_FOUND";
                    };
                };
            };
            /** @description `VALIDATION.BODY_TOO_LARGE`: Request body is too large */
            413: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `VALIDATION.UNSUPPORTED_MEDIA_TYPE`: Unsupported content type; send application/json */
            415: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `AMOUNT.ABOVE_MAXIMUM`: The amount is above the maximum allowed; `AMOUNT.BELOW_MINIMUM`: The amount is below the minimum allowed; `AMOUNT.TOO_SMALL`: The amount is too small: nothing would remain after the fee and rounding */
            422: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "AMOUNT.ABOVE_MAXIMUM" | "AMOUNT.BELOW_MINIMUM" | "AMOUNT.TOO_SMALL";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    getRecharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
            };
            path: {
                /**
                 * @description Recharge bizId
                 * @example rcg_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                bizId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        /** Recharge */
                        data: {
                            /** @example rcg_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            walletBizId: string;
                            channelBizId: string;
                            channelName: string;
                            /** @enum {string} */
                            method: "BANK_TRANSFER" | "CRYPTO" | "CARD";
                            quoteBizId: string | null;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            currency: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            amount: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            fee: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            creditedAmount: string;
                            /** @enum {string} */
                            status: "AWAITING_PAYMENT" | "PROOF_SUBMITTED" | "UNDER_REVIEW" | "COMPLETED" | "REJECTED" | "CANCELLED" | "EXPIRED";
                            statusReason: string | null;
                            /** @description Quote it with the payment so operators can match it */
                            paymentReference: string;
                            paymentInstructions: string;
                            proofFileBizId: string | null;
                            /**
                             * Format: date-time
                             * @description End of the payment window; an unpaid recharge expires then
                             */
                            expiresAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updatedAt: string;
                            completedAt: string | null;
                        };
                    };
                };
            };
            /** @description `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RESOURCE.NOT_FOUND`: Resource not found */
            404: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RESOURCE.NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    cancelRecharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
                /** @description Secure-channel session id: the body is then `{iv, ciphertext}` (AES-256-GCM) and X-Request-Id is required. The body may be sent encrypted. Either this header or its alias X-SC-Session-Id; when both are sent they must be equal. */
                "x-secure-channel-session-id"?: string;
                /** @description Alias of X-Secure-Channel-Session-Id (spec 4.1); when both are sent they must be equal. */
                "x-sc-session-id"?: string;
            };
            path: {
                /**
                 * @description Recharge bizId
                 * @example rcg_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                bizId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cancelReason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        /** Recharge */
                        data: {
                            /** @example rcg_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            walletBizId: string;
                            channelBizId: string;
                            channelName: string;
                            /** @enum {string} */
                            method: "BANK_TRANSFER" | "CRYPTO" | "CARD";
                            quoteBizId: string | null;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            currency: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            amount: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            fee: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            creditedAmount: string;
                            /** @enum {string} */
                            status: "AWAITING_PAYMENT" | "PROOF_SUBMITTED" | "UNDER_REVIEW" | "COMPLETED" | "REJECTED" | "CANCELLED" | "EXPIRED";
                            statusReason: string | null;
                            /** @description Quote it with the payment so operators can match it */
                            paymentReference: string;
                            paymentInstructions: string;
                            proofFileBizId: string | null;
                            /**
                             * Format: date-time
                             * @description End of the payment window; an unpaid recharge expires then
                             */
                            expiresAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updatedAt: string;
                            completedAt: string | null;
                        };
                    };
                };
            };
            /** @description `SECURE_CHANNEL.DECRYPT_FAILED`: Encrypted body could not be decrypted; `SECURE_CHANNEL.REPLAY`: Encrypted request was already used; `SECURE_CHANNEL.SESSION_NOT_FOUND`: Secure channel session not found or expired; `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SECURE_CHANNEL.DECRYPT_FAILED" | "SECURE_CHANNEL.REPLAY" | "SECURE_CHANNEL.SESSION_NOT_FOUND" | "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RESOURCE.NOT_FOUND`: Resource not found */
            404: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RESOURCE.NOT_FOUND";
                    };
                };
            };
            /** @description `ORDER.INVALID_STATE`: The order is not in a state that allows this action */
            409: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ORDER.INVALID_STATE";
                    };
                };
            };
            /** @description `VALIDATION.BODY_TOO_LARGE`: Request body is too large */
            413: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `VALIDATION.UNSUPPORTED_MEDIA_TYPE`: Unsupported content type; send application/json */
            415: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    submitRechargeProof: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
                /** @description Secure-channel session id: the body is then `{iv, ciphertext}` (AES-256-GCM) and X-Request-Id is required. The body may be sent encrypted. Either this header or its alias X-SC-Session-Id; when both are sent they must be equal. */
                "x-secure-channel-session-id"?: string;
                /** @description Alias of X-Secure-Channel-Session-Id (spec 4.1); when both are sent they must be equal. */
                "x-sc-session-id"?: string;
            };
            path: {
                /**
                 * @description Recharge bizId
                 * @example rcg_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                bizId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description A file uploaded to this workspace (POST /files/upload)
                     * @example fil_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    fileBizId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        /** Recharge */
                        data: {
                            /** @example rcg_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            walletBizId: string;
                            channelBizId: string;
                            channelName: string;
                            /** @enum {string} */
                            method: "BANK_TRANSFER" | "CRYPTO" | "CARD";
                            quoteBizId: string | null;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            currency: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            amount: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            fee: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            creditedAmount: string;
                            /** @enum {string} */
                            status: "AWAITING_PAYMENT" | "PROOF_SUBMITTED" | "UNDER_REVIEW" | "COMPLETED" | "REJECTED" | "CANCELLED" | "EXPIRED";
                            statusReason: string | null;
                            /** @description Quote it with the payment so operators can match it */
                            paymentReference: string;
                            paymentInstructions: string;
                            proofFileBizId: string | null;
                            /**
                             * Format: date-time
                             * @description End of the payment window; an unpaid recharge expires then
                             */
                            expiresAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updatedAt: string;
                            completedAt: string | null;
                        };
                    };
                };
            };
            /** @description `SECURE_CHANNEL.DECRYPT_FAILED`: Encrypted body could not be decrypted; `SECURE_CHANNEL.REPLAY`: Encrypted request was already used; `SECURE_CHANNEL.SESSION_NOT_FOUND`: Secure channel session not found or expired; `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SECURE_CHANNEL.DECRYPT_FAILED" | "SECURE_CHANNEL.REPLAY" | "SECURE_CHANNEL.SESSION_NOT_FOUND" | "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RECHARGE.PROOF_FILE_NOT_FOUND`: The payment proof file was not found in this workspace; `RESOURCE.NOT_FOUND`: Resource not found */
            404: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RECHARGE.PROOF_FILE_NOT_FOUND" | "RESOURCE.NOT_FOUND";
                    };
                };
            };
            /** @description `ORDER.INVALID_STATE`: The order is not in a state that allows this action */
            409: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ORDER.INVALID_STATE";
                    };
                };
            };
            /** @description `VALIDATION.BODY_TOO_LARGE`: Request body is too large */
            413: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `VALIDATION.UNSUPPORTED_MEDIA_TYPE`: Unsupported content type; send application/json */
            415: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    createTransfer: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on the machine API (400 VALIDATION.INVALID_PARAMETER without it): a program retrying after a lost answer must not pay twice. Same key + same body within 48 h → the first response again with `Idempotency-Replayed: true`; same key + different body → 409 IDEMPOTENCY.KEY_REUSED; while the first is running → 409 IDEMPOTENCY.REQUEST_IN_PROGRESS. */
                "idempotency-key": string;
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
                /** @description Secure-channel session id: the body is then `{iv, ciphertext}` (AES-256-GCM) and X-Request-Id is required. The body may be sent encrypted. Either this header or its alias X-SC-Session-Id; when both are sent they must be equal. */
                "x-secure-channel-session-id"?: string;
                /** @description Alias of X-Secure-Channel-Session-Id (spec 4.1); when both are sent they must be equal. */
                "x-sc-session-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Exactly one of toWalletBizId and toWorkspaceBizId */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Recipient: another workspace's wallet (its currency must equal `currency` when both are sent)
                     * @example wal_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    toWalletBizId?: string;
                    /**
                     * @description Recipient: another workspace; its wallet in `currency` receives (created on first use)
                     * @example ws_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    toWorkspaceBizId?: string;
                    /**
                     * @description Required with toWorkspaceBizId; optional with toWalletBizId
                     * @example USD
                     */
                    currency?: string;
                    /**
                     * @description Amount in the currency's major unit: a decimal string ("125.50") or a JSON number (125.5, read by its shortest decimal form), with at most as many decimals as the currency's scale and at most 15 significant digits; greater than zero (a fee may be zero).
                     * @example 125.50
                     */
                    amount: string | number;
                    /** @description Free text shown to both sides */
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2001";
                        /** @enum {string} */
                        message: "Created";
                        /** Transfer */
                        data: {
                            /** @example trf_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            /**
                             * @description Seen from the calling workspace
                             * @enum {string}
                             */
                            direction: "OUTGOING" | "INCOMING";
                            fromWorkspaceBizId: string;
                            fromWalletBizId: string;
                            toWorkspaceBizId: string;
                            toWalletBizId: string;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            currency: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            amount: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            fee: string;
                            /**
                             * @description Transfers settle at once: a created transfer is COMPLETED
                             * @enum {string}
                             */
                            status: "COMPLETED";
                            remark: string;
                            journalBizId: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description `CURRENCY.DISABLED`: The currency is currently disabled; `SECURE_CHANNEL.DECRYPT_FAILED`: Encrypted body could not be decrypted; `SECURE_CHANNEL.REPLAY`: Encrypted request was already used; `SECURE_CHANNEL.SESSION_NOT_FOUND`: Secure channel session not found or expired; `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "CURRENCY.DISABLED" | "SECURE_CHANNEL.DECRYPT_FAILED" | "SECURE_CHANNEL.REPLAY" | "SECURE_CHANNEL.SESSION_NOT_FOUND" | "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RESOURCE.NOT_FOUND`: Resource not found */
            404: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RESOURCE.NOT_FOUND";
                    };
                };
            };
            /** @description `IDEMPOTENCY.KEY_REUSED`: Idempotency key was used with a different request; `IDEMPOTENCY.REQUEST_IN_PROGRESS`: A request with this idempotency key is still in progress; retry later */
            409: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY.KEY_REUSED" | "IDEMPOTENCY.REQUEST_IN_PROGRESS";
                    };
                };
            };
            /** @description `VALIDATION.BODY_TOO_LARGE`: Request body is too large */
            413: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `VALIDATION.UNSUPPORTED_MEDIA_TYPE`: Unsupported content type; send application/json */
            415: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `TRANSFER.SAME_WORKSPACE`: A transfer must go to another workspace; `WALLET.CURRENCY_MISMATCH`: The wallet holds a different currency than the one requested; `WALLET.INSUFFICIENT_FUNDS`: Insufficient funds */
            422: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "TRANSFER.SAME_WORKSPACE" | "WALLET.CURRENCY_MISMATCH" | "WALLET.INSUFFICIENT_FUNDS";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    listTransfers: {
        parameters: {
            query?: {
                /** @description Zero-based page number */
                page?: number;
                /** @description Page size, 20 by default; values above 100 are capped at 100 */
                size?: number;
                /** @description `field,direction` with direction asc or desc (asc when omitted); repeat for several keys, the first is primary. Sortable: createdAt, amount */
                sort?: string[];
                /** @description Inclusive lower bound (ISO 8601) */
                startTime?: string;
                /** @description Exclusive upper bound (ISO 8601) */
                endTime?: string;
                /** @description Default: both */
                direction?: "OUTGOING" | "INCOMING";
                /**
                 * @description Currency code
                 * @example USD
                 */
                currency?: string;
            };
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        data: {
                            items: {
                                /** @example trf_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                                bizId: string;
                                /**
                                 * @description Seen from the calling workspace
                                 * @enum {string}
                                 */
                                direction: "OUTGOING" | "INCOMING";
                                fromWorkspaceBizId: string;
                                fromWalletBizId: string;
                                toWorkspaceBizId: string;
                                toWalletBizId: string;
                                /**
                                 * @description Currency code
                                 * @example USD
                                 */
                                currency: string;
                                /**
                                 * @description Decimal string with exactly the currency scale of decimals
                                 * @example 125.50
                                 */
                                amount: string;
                                /**
                                 * @description Decimal string with exactly the currency scale of decimals
                                 * @example 125.50
                                 */
                                fee: string;
                                /**
                                 * @description Transfers settle at once: a created transfer is COMPLETED
                                 * @enum {string}
                                 */
                                status: "COMPLETED";
                                remark: string;
                                journalBizId: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                createdAt: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                updatedAt: string;
                            }[];
                            /** Pagination */
                            pagination: {
                                /**
                                 * Format: int32
                                 * @description Pages in the collection; 0 when it is empty
                                 */
                                totalPages: number;
                                /**
                                 * Format: int32
                                 * @description Records in the collection
                                 */
                                totalRecords: number;
                                /**
                                 * Format: int32
                                 * @description Zero-based page number, as requested
                                 */
                                currentPage: number;
                                /**
                                 * Format: int32
                                 * @description Page size after capping
                                 */
                                pageSize: number;
                                /** @description A later page has records */
                                hasNext: boolean;
                                /** @description `items` is empty */
                                empty: boolean;
                                /** @description The collection spans more than one page */
                                paginated: boolean;
                            };
                        };
                    };
                };
            };
            /** @description `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    getTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
            };
            path: {
                /**
                 * @description Transfer bizId
                 * @example trf_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                transferBizId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        /** Transfer */
                        data: {
                            /** @example trf_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            /**
                             * @description Seen from the calling workspace
                             * @enum {string}
                             */
                            direction: "OUTGOING" | "INCOMING";
                            fromWorkspaceBizId: string;
                            fromWalletBizId: string;
                            toWorkspaceBizId: string;
                            toWalletBizId: string;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            currency: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            amount: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            fee: string;
                            /**
                             * @description Transfers settle at once: a created transfer is COMPLETED
                             * @enum {string}
                             */
                            status: "COMPLETED";
                            remark: string;
                            journalBizId: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RESOURCE.NOT_FOUND`: Resource not found */
            404: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RESOURCE.NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    isTransferCompleted: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
            };
            path: {
                /**
                 * @description Transfer bizId
                 * @example trf_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                transferBizId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        /** @description True once the ledger holds the settled transfer */
                        data: boolean;
                    };
                };
            };
            /** @description `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RESOURCE.NOT_FOUND`: Resource not found */
            404: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RESOURCE.NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    quoteTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
                /** @description Secure-channel session id: the body is then `{iv, ciphertext}` (AES-256-GCM) and X-Request-Id is required. The body may be sent encrypted. Either this header or its alias X-SC-Session-Id; when both are sent they must be equal. */
                "x-secure-channel-session-id"?: string;
                /** @description Alias of X-Secure-Channel-Session-Id (spec 4.1); when both are sent they must be equal. */
                "x-sc-session-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Recipient: another workspace's wallet (its currency must equal `currency` when both are sent)
                     * @example wal_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    toWalletBizId?: string;
                    /**
                     * @description Recipient: another workspace; its wallet in `currency` receives (created on first use)
                     * @example ws_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    toWorkspaceBizId?: string;
                    /**
                     * @description Required with toWorkspaceBizId; optional with toWalletBizId
                     * @example USD
                     */
                    currency?: string;
                    /**
                     * @description Amount in the currency's major unit: a decimal string ("125.50") or a JSON number (125.5, read by its shortest decimal form), with at most as many decimals as the currency's scale and at most 15 significant digits; greater than zero (a fee may be zero).
                     * @example 125.50
                     */
                    amount: string | number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        /** TransferQuote */
                        data: {
                            toWorkspaceBizId: string;
                            /** @description Null when the recipient has no wallet in the currency yet */
                            toWalletBizId: string | null;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            currency: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            amount: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            fee: string;
                            /**
                             * @description amount + fee: what leaves the wallet
                             * @example 125.50
                             */
                            totalDebit: string;
                            /**
                             * @description The sending wallet's available amount now
                             * @example 125.50
                             */
                            available: string;
                            sufficientFunds: boolean;
                        };
                    };
                };
            };
            /** @description `CURRENCY.DISABLED`: The currency is currently disabled; `SECURE_CHANNEL.DECRYPT_FAILED`: Encrypted body could not be decrypted; `SECURE_CHANNEL.REPLAY`: Encrypted request was already used; `SECURE_CHANNEL.SESSION_NOT_FOUND`: Secure channel session not found or expired; `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "CURRENCY.DISABLED" | "SECURE_CHANNEL.DECRYPT_FAILED" | "SECURE_CHANNEL.REPLAY" | "SECURE_CHANNEL.SESSION_NOT_FOUND" | "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RESOURCE.NOT_FOUND`: Resource not found */
            404: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RESOURCE.NOT_FOUND";
                    };
                };
            };
            /** @description `VALIDATION.BODY_TOO_LARGE`: Request body is too large */
            413: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `VALIDATION.UNSUPPORTED_MEDIA_TYPE`: Unsupported content type; send application/json */
            415: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `TRANSFER.SAME_WORKSPACE`: A transfer must go to another workspace; `WALLET.CURRENCY_MISMATCH`: The wallet holds a different currency than the one requested */
            422: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "TRANSFER.SAME_WORKSPACE" | "WALLET.CURRENCY_MISMATCH";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    listWallets: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        data: {
                            /** @example wal_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            currency: string;
                            /**
                             * Format: int32
                             * @description Decimals of the currency
                             */
                            scale: number;
                            /**
                             * @description Wallets are always ACTIVE; a disabled currency gets no new wallets
                             * @enum {string}
                             */
                            status: "ACTIVE";
                            /**
                             * @description Posted balance: credits − debits settled
                             * @example 125.50
                             */
                            balance: string;
                            /**
                             * @description What can be spent now: balance − frozen
                             * @example 125.50
                             */
                            available: string;
                            /**
                             * @description Reserved by pending withdrawals
                             * @example 125.50
                             */
                            frozen: string;
                            /**
                             * @description Incoming, not yet settled (recharges under review)
                             * @example 125.50
                             */
                            pending: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    getWallet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
            };
            path: {
                /**
                 * @description Wallet bizId
                 * @example wal_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                walletBizId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        /** Wallet */
                        data: {
                            /** @example wal_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            currency: string;
                            /**
                             * Format: int32
                             * @description Decimals of the currency
                             */
                            scale: number;
                            /**
                             * @description Wallets are always ACTIVE; a disabled currency gets no new wallets
                             * @enum {string}
                             */
                            status: "ACTIVE";
                            /**
                             * @description Posted balance: credits − debits settled
                             * @example 125.50
                             */
                            balance: string;
                            /**
                             * @description What can be spent now: balance − frozen
                             * @example 125.50
                             */
                            available: string;
                            /**
                             * @description Reserved by pending withdrawals
                             * @example 125.50
                             */
                            frozen: string;
                            /**
                             * @description Incoming, not yet settled (recharges under review)
                             * @example 125.50
                             */
                            pending: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RESOURCE.NOT_FOUND`: Resource not found */
            404: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RESOURCE.NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    getWalletBalance: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
            };
            path: {
                /**
                 * @description Wallet bizId
                 * @example wal_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                walletBizId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        /** WalletBalance */
                        data: {
                            walletBizId: string;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            currency: string;
                            /**
                             * @description Posted balance: credits − debits settled
                             * @example 125.50
                             */
                            balance: string;
                            /**
                             * @description What can be spent now: balance − frozen
                             * @example 125.50
                             */
                            available: string;
                            /**
                             * @description Reserved by pending withdrawals
                             * @example 125.50
                             */
                            frozen: string;
                            /**
                             * @description Incoming, not yet settled (recharges under review)
                             * @example 125.50
                             */
                            pending: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            asOf: string;
                        };
                    };
                };
            };
            /** @description `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RESOURCE.NOT_FOUND`: Resource not found */
            404: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RESOURCE.NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    listWalletFlows: {
        parameters: {
            query?: {
                /** @description Zero-based page number */
                page?: number;
                /** @description Page size, 20 by default; values above 100 are capped at 100 */
                size?: number;
                /** @description Inclusive lower bound (ISO 8601) */
                startTime?: string;
                /** @description Exclusive upper bound (ISO 8601) */
                endTime?: string;
                /** @description Only entries of this kind */
                type?: "RECHARGE" | "WITHDRAWAL" | "EXCHANGE" | "TRANSFER" | "ADJUSTMENT" | "FEE";
            };
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
            };
            path: {
                /**
                 * @description Wallet bizId
                 * @example wal_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                walletBizId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        data: {
                            items: {
                                /**
                                 * @description Ledger transfer id
                                 * @example ltr_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                                 */
                                bizId: string;
                                journalBizId: string;
                                /**
                                 * @description What caused the movement
                                 * @enum {string}
                                 */
                                type: "RECHARGE" | "WITHDRAWAL" | "EXCHANGE" | "TRANSFER" | "ADJUSTMENT" | "FEE";
                                /**
                                 * @description SINGLE settled; PENDING reserved; POST settles, VOID/EXPIRE release a PENDING
                                 * @enum {string}
                                 */
                                phase: "SINGLE" | "PENDING" | "POST" | "VOID" | "EXPIRE";
                                /**
                                 * @description CREDIT: money in; DEBIT: money out
                                 * @enum {string}
                                 */
                                direction: "CREDIT" | "DEBIT";
                                /**
                                 * @description Decimal string with exactly the currency scale of decimals
                                 * @example 125.50
                                 */
                                amount: string;
                                /**
                                 * @description Currency code
                                 * @example USD
                                 */
                                currency: string;
                                /**
                                 * @description Posted balance after this entry
                                 * @example 125.50
                                 */
                                balanceAfter: string;
                                /**
                                 * @description Available amount after this entry
                                 * @example 125.50
                                 */
                                availableAfter: string;
                                /** @description The business record: transfer, withdrawal, recharge, exchange, adjustment */
                                referenceType: string;
                                referenceBizId: string;
                                description: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                createdAt: string;
                            }[];
                            /** Pagination */
                            pagination: {
                                /**
                                 * Format: int32
                                 * @description Pages in the collection; 0 when it is empty
                                 */
                                totalPages: number;
                                /**
                                 * Format: int32
                                 * @description Records in the collection
                                 */
                                totalRecords: number;
                                /**
                                 * Format: int32
                                 * @description Zero-based page number, as requested
                                 */
                                currentPage: number;
                                /**
                                 * Format: int32
                                 * @description Page size after capping
                                 */
                                pageSize: number;
                                /** @description A later page has records */
                                hasNext: boolean;
                                /** @description `items` is empty */
                                empty: boolean;
                                /** @description The collection spans more than one page */
                                paginated: boolean;
                            };
                        };
                    };
                };
            };
            /** @description `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RESOURCE.NOT_FOUND`: Resource not found */
            404: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RESOURCE.NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    whoami: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        /** WhoAmI */
                        data: {
                            /** @description bizId of the key that authenticated this request */
                            apiKeyId: string;
                            name: string;
                            /** @description bizId of the workspace the key acts in */
                            workspaceId: string;
                            /** @enum {string} */
                            mode: "LIVE" | "TEST";
                            /** @description The key's scopes its creator still holds: what it may do now */
                            scopes: string[];
                            /**
                             * Format: int32
                             * @description Requests per second the key may make
                             */
                            rateLimitPerSecond: number;
                        };
                    };
                };
            };
            /** @description `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    listWithdrawalChannels: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        data: {
                            /** @example wch_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            /** @enum {string} */
                            channelType: "BANK_ACCOUNT" | "CRYPTO_ADDRESS";
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            currency: string;
                            label: string;
                            /** @description Destination details with account numbers and addresses masked; the full details are stored encrypted and never returned */
                            maskedDetails: {
                                [key: string]: string;
                            };
                            /** @enum {string} */
                            status: "ACTIVE" | "DISABLED";
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    listWithdrawals: {
        parameters: {
            query?: {
                /** @description Zero-based page number */
                page?: number;
                /** @description Page size, 20 by default; values above 100 are capped at 100 */
                size?: number;
                /** @description `field,direction` with direction asc or desc (asc when omitted); repeat for several keys, the first is primary. Sortable: createdAt, amount */
                sort?: string[];
                /** @description Inclusive lower bound (ISO 8601) */
                startTime?: string;
                /** @description Exclusive upper bound (ISO 8601) */
                endTime?: string;
                status?: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELLED" | "REJECTED" | "RETURNED";
                /**
                 * @description Currency code
                 * @example USD
                 */
                currency?: string;
            };
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        data: {
                            items: {
                                /** @example wd_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                                bizId: string;
                                workspaceBizId: string;
                                walletBizId: string;
                                channelBizId: string;
                                channelLabel: string;
                                /** @enum {string} */
                                channelType: "BANK_ACCOUNT" | "CRYPTO_ADDRESS";
                                /**
                                 * @description Currency code
                                 * @example USD
                                 */
                                currency: string;
                                /**
                                 * @description Decimal string with exactly the currency scale of decimals
                                 * @example 125.50
                                 */
                                amount: string;
                                /**
                                 * @description Decimal string with exactly the currency scale of decimals
                                 * @example 125.50
                                 */
                                fee: string;
                                /**
                                 * @description amount + fee: frozen at creation, debited on completion
                                 * @example 125.50
                                 */
                                totalDebit: string;
                                /** @enum {string} */
                                status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELLED" | "REJECTED" | "RETURNED";
                                statusReason: string | null;
                                remark: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                createdAt: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                updatedAt: string;
                                completedAt: string | null;
                            }[];
                            /** Pagination */
                            pagination: {
                                /**
                                 * Format: int32
                                 * @description Pages in the collection; 0 when it is empty
                                 */
                                totalPages: number;
                                /**
                                 * Format: int32
                                 * @description Records in the collection
                                 */
                                totalRecords: number;
                                /**
                                 * Format: int32
                                 * @description Zero-based page number, as requested
                                 */
                                currentPage: number;
                                /**
                                 * Format: int32
                                 * @description Page size after capping
                                 */
                                pageSize: number;
                                /** @description A later page has records */
                                hasNext: boolean;
                                /** @description `items` is empty */
                                empty: boolean;
                                /** @description The collection spans more than one page */
                                paginated: boolean;
                            };
                        };
                    };
                };
            };
            /** @description `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    createWithdrawal: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on the machine API (400 VALIDATION.INVALID_PARAMETER without it): a program retrying after a lost answer must not pay twice. Same key + same body within 48 h → the first response again with `Idempotency-Replayed: true`; same key + different body → 409 IDEMPOTENCY.KEY_REUSED; while the first is running → 409 IDEMPOTENCY.REQUEST_IN_PROGRESS. */
                "idempotency-key": string;
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
                /** @description Secure-channel session id: the body is then `{iv, ciphertext}` (AES-256-GCM) and X-Request-Id is required. The body may be sent encrypted. Either this header or its alias X-SC-Session-Id; when both are sent they must be equal. */
                "x-secure-channel-session-id"?: string;
                /** @description Alias of X-Secure-Channel-Session-Id (spec 4.1); when both are sent they must be equal. */
                "x-sc-session-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Withdrawal channel of this workspace; its currency is the withdrawal currency
                     * @example wch_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    channelBizId: string;
                    /**
                     * @description Amount paid out; the fee is frozen on top of it
                     * @example 125.50
                     */
                    amount: string | number;
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2001";
                        /** @enum {string} */
                        message: "Created";
                        /** Withdrawal */
                        data: {
                            /** @example wd_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            walletBizId: string;
                            channelBizId: string;
                            channelLabel: string;
                            /** @enum {string} */
                            channelType: "BANK_ACCOUNT" | "CRYPTO_ADDRESS";
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            currency: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            amount: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            fee: string;
                            /**
                             * @description amount + fee: frozen at creation, debited on completion
                             * @example 125.50
                             */
                            totalDebit: string;
                            /** @enum {string} */
                            status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELLED" | "REJECTED" | "RETURNED";
                            statusReason: string | null;
                            remark: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updatedAt: string;
                            completedAt: string | null;
                        };
                    };
                };
            };
            /** @description `CURRENCY.DISABLED`: The currency is currently disabled; `SECURE_CHANNEL.DECRYPT_FAILED`: Encrypted body could not be decrypted; `SECURE_CHANNEL.REPLAY`: Encrypted request was already used; `SECURE_CHANNEL.SESSION_NOT_FOUND`: Secure channel session not found or expired; `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "CURRENCY.DISABLED" | "SECURE_CHANNEL.DECRYPT_FAILED" | "SECURE_CHANNEL.REPLAY" | "SECURE_CHANNEL.SESSION_NOT_FOUND" | "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RESOURCE.NOT_FOUND`: Resource not found */
            404: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RESOURCE.NOT_FOUND";
                    };
                };
            };
            /** @description `IDEMPOTENCY.KEY_REUSED`: Idempotency key was used with a different request; `IDEMPOTENCY.REQUEST_IN_PROGRESS`: A request with this idempotency key is still in progress; retry later */
            409: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY.KEY_REUSED" | "IDEMPOTENCY.REQUEST_IN_PROGRESS";
                    };
                };
            };
            /** @description `VALIDATION.BODY_TOO_LARGE`: Request body is too large */
            413: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `VALIDATION.UNSUPPORTED_MEDIA_TYPE`: Unsupported content type; send application/json */
            415: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `AMOUNT.ABOVE_MAXIMUM`: The amount is above the maximum allowed; `AMOUNT.BELOW_MINIMUM`: The amount is below the minimum allowed; `WALLET.INSUFFICIENT_FUNDS`: Insufficient funds; `WITHDRAWAL.CHANNEL_DISABLED`: The withdrawal channel is disabled */
            422: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "AMOUNT.ABOVE_MAXIMUM" | "AMOUNT.BELOW_MINIMUM" | "WALLET.INSUFFICIENT_FUNDS" | "WITHDRAWAL.CHANNEL_DISABLED";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    quoteWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
                /** @description Secure-channel session id: the body is then `{iv, ciphertext}` (AES-256-GCM) and X-Request-Id is required. The body may be sent encrypted. Either this header or its alias X-SC-Session-Id; when both are sent they must be equal. */
                "x-secure-channel-session-id"?: string;
                /** @description Alias of X-Secure-Channel-Session-Id (spec 4.1); when both are sent they must be equal. */
                "x-sc-session-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Withdrawal channel of this workspace; its currency is the withdrawal currency
                     * @example wch_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    channelBizId: string;
                    /**
                     * @description Amount paid out; the fee is frozen on top of it
                     * @example 125.50
                     */
                    amount: string | number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        /** WithdrawalQuote */
                        data: {
                            channelBizId: string;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            currency: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            amount: string;
                            /**
                             * @description The fee rule of the currency applied to the amount (zero without a rule)
                             * @example 125.50
                             */
                            fee: string;
                            /**
                             * @description amount + fee: what the creation would freeze
                             * @example 125.50
                             */
                            totalDebit: string;
                            /**
                             * @description The wallet's available amount now
                             * @example 125.50
                             */
                            available: string;
                            sufficientFunds: boolean;
                        };
                    };
                };
            };
            /** @description `CURRENCY.DISABLED`: The currency is currently disabled; `SECURE_CHANNEL.DECRYPT_FAILED`: Encrypted body could not be decrypted; `SECURE_CHANNEL.REPLAY`: Encrypted request was already used; `SECURE_CHANNEL.SESSION_NOT_FOUND`: Secure channel session not found or expired; `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "CURRENCY.DISABLED" | "SECURE_CHANNEL.DECRYPT_FAILED" | "SECURE_CHANNEL.REPLAY" | "SECURE_CHANNEL.SESSION_NOT_FOUND" | "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RESOURCE.NOT_FOUND`: Resource not found */
            404: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RESOURCE.NOT_FOUND";
                    };
                };
            };
            /** @description `VALIDATION.BODY_TOO_LARGE`: Request body is too large */
            413: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `VALIDATION.UNSUPPORTED_MEDIA_TYPE`: Unsupported content type; send application/json */
            415: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `AMOUNT.ABOVE_MAXIMUM`: The amount is above the maximum allowed; `AMOUNT.BELOW_MINIMUM`: The amount is below the minimum allowed; `WITHDRAWAL.CHANNEL_DISABLED`: The withdrawal channel is disabled */
            422: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "AMOUNT.ABOVE_MAXIMUM" | "AMOUNT.BELOW_MINIMUM" | "WITHDRAWAL.CHANNEL_DISABLED";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    getWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
            };
            path: {
                /**
                 * @description Withdrawal bizId
                 * @example wd_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                bizId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        /** Withdrawal */
                        data: {
                            /** @example wd_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            walletBizId: string;
                            channelBizId: string;
                            channelLabel: string;
                            /** @enum {string} */
                            channelType: "BANK_ACCOUNT" | "CRYPTO_ADDRESS";
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            currency: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            amount: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            fee: string;
                            /**
                             * @description amount + fee: frozen at creation, debited on completion
                             * @example 125.50
                             */
                            totalDebit: string;
                            /** @enum {string} */
                            status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELLED" | "REJECTED" | "RETURNED";
                            statusReason: string | null;
                            remark: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updatedAt: string;
                            completedAt: string | null;
                        };
                    };
                };
            };
            /** @description `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RESOURCE.NOT_FOUND`: Resource not found */
            404: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RESOURCE.NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
    cancelWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data. */
                "x-request-id"?: string;
                /** @description Secure-channel session id: the body is then `{iv, ciphertext}` (AES-256-GCM) and X-Request-Id is required. The body may be sent encrypted. Either this header or its alias X-SC-Session-Id; when both are sent they must be equal. */
                "x-secure-channel-session-id"?: string;
                /** @description Alias of X-Secure-Channel-Session-Id (spec 4.1); when both are sent they must be equal. */
                "x-sc-session-id"?: string;
            };
            path: {
                /**
                 * @description Withdrawal bizId
                 * @example wd_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                bizId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), on every answer of this operation: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy": string;
                    /** @description What is left of each policy, on every answer of this operation: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @enum {string}
                         */
                        version: "2.0.0";
                        /**
                         * Format: int64
                         * @description Server time, milliseconds since epoch
                         */
                        timestamp: number;
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        code: "2000";
                        /** @enum {string} */
                        message: "Success";
                        /** Withdrawal */
                        data: {
                            /** @example wd_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            walletBizId: string;
                            channelBizId: string;
                            channelLabel: string;
                            /** @enum {string} */
                            channelType: "BANK_ACCOUNT" | "CRYPTO_ADDRESS";
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            currency: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            amount: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            fee: string;
                            /**
                             * @description amount + fee: frozen at creation, debited on completion
                             * @example 125.50
                             */
                            totalDebit: string;
                            /** @enum {string} */
                            status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELLED" | "REJECTED" | "RETURNED";
                            statusReason: string | null;
                            remark: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updatedAt: string;
                            completedAt: string | null;
                        };
                    };
                };
            };
            /** @description `SECURE_CHANNEL.DECRYPT_FAILED`: Encrypted body could not be decrypted; `SECURE_CHANNEL.REPLAY`: Encrypted request was already used; `SECURE_CHANNEL.SESSION_NOT_FOUND`: Secure channel session not found or expired; `VALIDATION.INVALID_PARAMETER`: Invalid parameter */
            400: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SECURE_CHANNEL.DECRYPT_FAILED" | "SECURE_CHANNEL.REPLAY" | "SECURE_CHANNEL.SESSION_NOT_FOUND" | "VALIDATION.INVALID_PARAMETER";
                    };
                };
            };
            /** @description `ACCESS.TOKEN_INVALID`: Access token is invalid; `ACCESS.TOKEN_MISSING`: Access token is missing */
            401: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.TOKEN_INVALID" | "ACCESS.TOKEN_MISSING";
                    };
                };
            };
            /** @description `ACCESS.IP_NOT_ALLOWED`: Access from this IP address is not allowed; `ACCESS.PERMISSION_DENIED`: Permission denied */
            403: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ACCESS.IP_NOT_ALLOWED" | "ACCESS.PERMISSION_DENIED";
                    };
                };
            };
            /** @description `RESOURCE.NOT_FOUND`: Resource not found */
            404: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RESOURCE.NOT_FOUND";
                    };
                };
            };
            /** @description `ORDER.INVALID_STATE`: The order is not in a state that allows this action */
            409: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "ORDER.INVALID_STATE";
                    };
                };
            };
            /** @description `VALIDATION.BODY_TOO_LARGE`: Request body is too large */
            413: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `VALIDATION.UNSUPPORTED_MEDIA_TYPE`: Unsupported content type; send application/json */
            415: {
                headers: {
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), when the request reached the limit check: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, when the request reached the limit check: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "VALIDATION.UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMIT.EXCEEDED`: Too many requests; try again later */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    /** @description The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";q=100;w=1` with this server's rules. */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each policy, exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota: `"api-key";r=<remaining>;t=<seconds until the window ends>`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMIT.EXCEEDED";
                    };
                };
            };
            /** @description `SYSTEM.INTERNAL_ERROR`: Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.INTERNAL_ERROR";
                    };
                };
            };
            /** @description `SYSTEM.UNAVAILABLE`: Service temporarily unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "SYSTEM.UNAVAILABLE";
                    };
                };
            };
        };
    };
}
