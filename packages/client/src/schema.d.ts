// Generated from openapi.json by `npm run openapi:types` (openapi-typescript). Do not edit.

export interface paths {
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public keys that verify access tokens (JWK Set, RFC 7517) */
        get: operations["jwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/accounts/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clear the pending approval of a partner account */
        post: operations["operatorApproveAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The append-only log of operator actions, newest first (shape A) */
        get: operations["operatorAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/auth/login/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prove the second factor; issues the token pair of a new session */
        post: operations["operatorLoginComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/auth/login/initiate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check e-mail and password; opens a login session and lists the MFA methods on offer */
        post: operations["operatorLoginInitiate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/auth/login/mfa/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a 6-digit code for the login session (resend is throttled) */
        post: operations["operatorLoginMfaSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the current session */
        post: operations["operatorLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/auth/reauthenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Step-up: prove password and second factor again; renews the session's auth time for sensitive actions and rotates its tokens (the old refresh token stops working). Locked out like login */
        post: operations["operatorReauthenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/auth/reauthenticate/mfa/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a 6-digit code for reauthenticate with mfaMethod EMAIL (resend is throttled) */
        post: operations["operatorReauthenticateMfaSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/auth/token/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the refresh token: a new pair; presenting a rotated-out token ends the session */
        post: operations["operatorTokenRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Currencies and their scales */
        get: operations["operatorListCurrencies"];
        put?: never;
        /** Add a currency (its scale never changes) */
        post: operations["operatorCreateCurrency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/currencies/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rename, enable or disable a currency */
        post: operations["operatorUpdateCurrency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/fx-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The FX rate table */
        get: operations["operatorListFxRates"];
        put?: never;
        /** Set the rate (and fee) of a currency pair; quotes already given keep theirs */
        post: operations["operatorSetFxRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/ledger/invariants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checks zero sums, counters against entries and resolutions (reads every transfer) */
        get: operations["operatorLedgerInvariants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/recharge-channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every recharge channel, enabled or not */
        get: operations["operatorListRechargeChannels"];
        put?: never;
        /** Add a recharge channel */
        post: operations["operatorCreateRechargeChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/recharge-channels/{bizId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the settings of a recharge channel */
        post: operations["operatorUpdateRechargeChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/recharges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recharges of every workspace (shape A) */
        get: operations["operatorListRecharges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/recharges/expire-due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Expire every unpaid recharge past its payment window */
        post: operations["operatorExpireRecharges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/recharges/{bizId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Payment confirmed: → COMPLETED; the credit becomes available */
        post: operations["operatorConfirmRecharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/recharges/{bizId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** No valid payment: → REJECTED; a pending credit is released */
        post: operations["operatorRejectRecharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/recharges/{bizId}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Payment seen: AWAITING_PAYMENT/PROOF_SUBMITTED → UNDER_REVIEW; the credit appears as pending */
        post: operations["operatorReviewRecharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/wallets/adjust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Credit or debit a wallet with a reason: a journal against ADJUSTMENTS (Idempotency-Key supported) */
        post: operations["operatorAdjustWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/wallets/{walletBizId}/flows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any wallet's ledger entries (shape A) */
        get: operations["operatorWalletFlows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/withdrawal-fee-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fee and limits of withdrawals in a currency */
        post: operations["operatorSetWithdrawalFeeRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Withdrawals of every workspace (shape A) */
        get: operations["operatorListWithdrawals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/withdrawals/{bizId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** PENDING → PROCESSING (funds stay frozen) */
        post: operations["operatorApproveWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/withdrawals/{bizId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** PROCESSING → COMPLETED; the frozen amount and fee are debited */
        post: operations["operatorCompleteWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/withdrawals/{bizId}/destination": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The destination details in clear, to pay out (audited) */
        get: operations["operatorWithdrawalDestination"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/withdrawals/{bizId}/fail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** PROCESSING → FAILED; frozen funds return */
        post: operations["operatorFailWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/withdrawals/{bizId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** PENDING → REJECTED; frozen funds return */
        post: operations["operatorRejectWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/withdrawals/{bizId}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** COMPLETED → RETURNED: the payout bounced; the amount is credited back (the fee is kept) */
        post: operations["operatorReturnWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/operator/workspaces/{workspaceBizId}/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any workspace's wallets */
        get: operations["operatorWorkspaceWallets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** API keys of the workspace, newest first (shape A); never a secret */
        get: operations["listApiKeys"];
        put?: never;
        /** Create an API key; the result carries its secret, shown this once */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/api-keys/available-permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Permission codes an API key may be given as scopes */
        get: operations["listApiKeyPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/api-keys/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a key and its secrets for good */
        post: operations["deleteApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/api-keys/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switch a key off: its secrets are refused until it is enabled */
        post: operations["disableApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/api-keys/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switch a disabled key back on */
        post: operations["enableApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/api-keys/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue a new secret; the previous one keeps working for overlapSeconds */
        post: operations["rotateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/api-keys/{keyBizId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One API key of the workspace */
        get: operations["getApiKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's audit trail (shape A), newest first; filter by action, actor and time */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/auth/login/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prove the second factor; issues the token pair of a new session */
        post: operations["loginComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/auth/login/initiate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check e-mail and password; opens a login session and lists the MFA methods on offer */
        post: operations["loginInitiate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/auth/login/mfa/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a 6-digit code for the login session (resend is throttled) */
        post: operations["loginMfaSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the current session */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/auth/password/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password (current one required); ends the account’s other sessions, keeps this one */
        post: operations["passwordChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a single-use reset token; the answer is the same whether or not the address has an account */
        post: operations["passwordForgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/auth/password/init": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the first password of an account created without one (registration, invitation) */
        post: operations["passwordInit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset token; ends every session and clears the login lock */
        post: operations["passwordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/auth/reauthenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Step-up: prove password and second factor again; renews the session's auth time for sensitive actions and rotates its tokens (the old refresh token stops working). Locked out like login */
        post: operations["reauthenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/auth/reauthenticate/mfa/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a 6-digit code for reauthenticate with mfaMethod EMAIL (resend is throttled) */
        post: operations["reauthenticateMfaSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/auth/register/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the institution, the account (pending approval) and its LIVE workspace */
        post: operations["registerComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/auth/register/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a registration and mail a 6-digit code (the same answer whether or not the address has an account) */
        post: operations["registerStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/auth/register/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prove ownership of the address with the mailed code (5 attempts) */
        post: operations["registerVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/auth/token/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the refresh token: a new pair; presenting a rotated-out token ends the session */
        post: operations["tokenRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/constants/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ISO 3166-1 countries with calling codes; labels in the request locale */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/constants/timezones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every IANA time zone with its current UTC offset; labels in the request locale */
        get: operations["listTimezones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/exchanges": {
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
    "/web/v1/partner/exchanges/quote": {
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
    "/web/v1/partner/exchanges/{bizId}": {
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
    "/web/v1/partner/files/upload": {
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
    "/web/v1/partner/files/{bizId}": {
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
    "/web/v1/partner/files/{bizId}/download": {
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
    "/web/v1/partner/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's invitations, newest first (at most 500) */
        get: operations["listInvitations"];
        put?: never;
        /** Invite an e-mail address with a role; the invitation is mailed and expires after 7 days */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/invitations/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a pending invitation */
        post: operations["cancelInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members of the workspace with their roles (shape A) */
        get: operations["listMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/members/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a member (by memberBizId or userBizId); the last owner cannot be removed */
        post: operations["removeMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account's profile */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/profile/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending invitations addressed to the caller's e-mail address */
        get: operations["listMyInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/profile/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation: the caller joins the workspace with its role (answers the membership) */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/profile/invitations/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline an invitation, with a reason the workspace sees */
        post: operations["declineInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/profile/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the name, phone, language, time zone or country; any other field (e.g. accountStatus) is refused */
        post: operations["updateProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/recharges": {
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
    "/web/v1/partner/recharges/available-channels": {
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
    "/web/v1/partner/recharges/quote": {
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
    "/web/v1/partner/recharges/{bizId}": {
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
    "/web/v1/partner/recharges/{bizId}/cancel": {
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
    "/web/v1/partner/recharges/{bizId}/proof": {
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
    "/web/v1/partner/referral-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the workspace's referral code (one per workspace): a chosen `code`, or generated */
        post: operations["createReferralCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/referral-codes/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make the code ACTIVE: registrations with it are recorded as referrals */
        post: operations["activateReferralCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/referral-codes/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make the code INACTIVE: it no longer records referrals */
        post: operations["deactivateReferralCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/referral-codes/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's referral code, or null when it has none */
        get: operations["getMyReferralCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/referral-codes/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the extraData of the code */
        post: operations["updateReferralCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/referrals/mine/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many accounts registered with the workspace's code */
        get: operations["countMyReferrals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/referrals/mine/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The referrals, newest first (shape D: items, total, page, size) */
        post: operations["queryMyReferrals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Roles of the workspace, OWNER first */
        get: operations["listRoles"];
        put?: never;
        /** Create a CUSTOM role without permissions */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/roles/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a CUSTOM role nobody holds: HTTP 204 without a body */
        post: operations["deleteRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/roles/members/role/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a member another role of this workspace; the last owner keeps the OWNER role */
        post: operations["changeMemberRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/roles/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the permissions of a CUSTOM role (unknown codes: 400 naming them) */
        post: operations["setRolePermissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/roles/permissions/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every permission: groups with their actions, in display order */
        get: operations["getPermissionTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/roles/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rename a CUSTOM role or change its description */
        post: operations["updateRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/roles/{roleBizId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One role of the workspace */
        get: operations["getRole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/roles/{roleBizId}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Permission codes the role grants */
        get: operations["getRolePermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/secure-channel/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The RSA public key to wrap a session key with (rotated; the previous key works until its expiresAt) */
        get: operations["partnerSecureChannelPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/secure-channel/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a short-lived session from an RSA-OAEP-wrapped AES-256 key */
        post: operations["partnerSecureChannelOpenSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/secure-channel/session/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session named by the header; idempotent, and a success that closes nothing without one */
        post: operations["partnerSecureChannelCloseSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/security/ip-whitelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's IP allow-list and whether it is enforced */
        get: operations["getIpAllowList"];
        put?: never;
        /** Replace the entries (normalized, duplicates dropped); while enabled, the new list must contain the caller’s IP */
        post: operations["replaceIpAllowList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/security/ip-whitelist/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop enforcing the list (the entries are kept) */
        post: operations["disableIpAllowList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/security/ip-whitelist/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enforce the list; refused (400) unless it contains the caller’s current IP, so nobody locks themselves out */
        post: operations["enableIpAllowList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/security/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One entry per method: EMAIL (always enabled), OTP, BACKUP_CODE */
        get: operations["listMfaMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/security/mfa/backup-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many backup codes of the current set remain unused */
        get: operations["getBackupCodeSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/security/mfa/backup-codes/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ten new single-use backup codes, shown only in this response; the previous set stops working */
        post: operations["generateBackupCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/security/mfa/otp/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove the authenticator; needs a recent full authentication of the session (step-up). A code in the body (authenticator or backup code) is optional and, when given, must be right */
        post: operations["revokeOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/security/mfa/otp/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start enrolling an authenticator app: a fresh secret, its otpauth:// URI and QR code; nothing is enabled until otp/verify */
        post: operations["setupOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/security/mfa/otp/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prove the authenticator started by otp/setup with a current code; enables OTP */
        post: operations["verifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/security/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live sessions of the caller */
        get: operations["securitySessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/security/sessions/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Session settings of the caller */
        get: operations["securitySessionConfig"];
        put?: never;
        /** Set maxConcurrentSessions */
        post: operations["securitySessionConfigUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/security/sessions/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Login history, most recent first (shape A) */
        get: operations["securitySessionHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/security/sessions/terminate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End another session of the caller */
        post: operations["securitySessionTerminate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/security/sessions/terminate-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session but the current one */
        post: operations["securitySessionsTerminateAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/transfers": {
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
    "/web/v1/partner/transfers/query/orders": {
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
    "/web/v1/partner/transfers/query/orders/{transferBizId}": {
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
    "/web/v1/partner/transfers/query/orders/{transferBizId}/completed": {
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
    "/web/v1/partner/transfers/quote": {
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
    "/web/v1/partner/wallets": {
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
    "/web/v1/partner/wallets/{walletBizId}": {
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
    "/web/v1/partner/wallets/{walletBizId}/balance": {
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
    "/web/v1/partner/wallets/{walletBizId}/flows": {
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
    "/web/v1/partner/withdrawal-channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Withdrawal channels of the workspace (destination details masked) */
        get: operations["listWithdrawalChannels"];
        put?: never;
        /** Add a destination for withdrawals; its details are stored encrypted and only shown masked */
        post: operations["createWithdrawalChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/withdrawals": {
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
    "/web/v1/partner/withdrawals/{bizId}": {
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
    "/web/v1/partner/withdrawals/{bizId}/cancel": {
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
    "/web/v1/partner/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a LIVE workspace in the caller's institution; the caller becomes its owner */
        post: operations["createWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/workspaces/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace named by X-Workspace-Id, or the default workspace without it (400 GA2031 when there is none) */
        get: operations["getCurrentWorkspace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/workspaces/current/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make the X-Workspace-Id workspace the caller's default */
        post: operations["setDefaultWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/workspaces/current/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave the X-Workspace-Id workspace (the last owner cannot: 409 RESOURCE.CONFLICT) */
        post: operations["leaveWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/workspaces/current/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rename the workspace or change its time zone */
        post: operations["updateWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/partner/workspaces/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's memberships, oldest first */
        get: operations["listMyWorkspaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/secure-channel/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The RSA public key to wrap a session key with (rotated; the previous key works until its expiresAt) */
        get: operations["secureChannelPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/secure-channel/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a short-lived session from an RSA-OAEP-wrapped AES-256 key */
        post: operations["secureChannelOpenSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/secure-channel/session/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session named by the header; idempotent, and a success that closes nothing without one */
        post: operations["secureChannelCloseSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/users/self/security/sessions/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Session settings (replaces the older security config call) */
        get: operations["selfSessionConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/users/self/security/sessions/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Login history, most recent first (shape B) */
        get: operations["selfSessionHistory"];
        put?: never;
        post?: never;
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
            /** @description Server time, milliseconds since epoch */
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
    jwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
        };
    };
    operatorApproveAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description Address of the account to approve. Any spelling of an address is that address: it is compared and stored in one canonical form (NFKC, lower-case ASCII local part, IDNA domain in Punycode); a local part that is not ASCII after NFKC is refused.
                     */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            approved: boolean;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorAuditLog: {
        parameters: {
            query?: {
                /** @description Zero-based page number */
                page?: number;
                /** @description Page size, 20 by default; values above 100 are capped at 100 */
                size?: number;
                /**
                 * @description Workspace bizId
                 * @example ws_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                workspaceBizId?: string;
                targetType?: string;
                targetBizId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            items: {
                                bizId: string;
                                operatorBizId: string;
                                action: string;
                                targetType: string;
                                targetBizId: string;
                                workspaceBizId: string | null;
                                before: unknown;
                                after: unknown;
                                reason: string | null;
                                requestId: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                createdAt: string;
                            }[];
                            /** Pagination */
                            pagination: {
                                /** @description Pages in the collection; 0 when it is empty */
                                totalPages: number;
                                /** @description Records in the collection */
                                totalRecords: number;
                                /** @description Zero-based page number, as requested */
                                currentPage: number;
                                /** @description Page size after capping */
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorLoginComplete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The login session id of login/initiate */
                    sessionId: string;
                    /** @description EMAIL: the 6-digit code of login/mfa/send; OTP: the authenticator code; BACKUP_CODE: an unused backup code */
                    mfaMethod: "EMAIL" | "OTP" | "BACKUP_CODE";
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** TokenResult */
                        data: {
                            /** @description JWT (ES256) for `Authorization: Bearer` */
                            accessToken: string;
                            /** @description Opaque, single use: token/refresh rotates it */
                            refreshToken: string;
                            /** @description Seconds the access token lives */
                            expiresIn: number;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorLoginInitiate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description E-mail address of the account */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** LoginInitiateResult */
                        data: {
                            /** @description Short-lived, single-purpose login session id for mfa/send and complete */
                            sessionId: string;
                            /** @description EMAIL always; OTP and BACKUP_CODE once enabled */
                            mfaMethods: {
                                /**
                                 * @example EMAIL
                                 * @enum {string}
                                 */
                                code: "EMAIL" | "OTP" | "BACKUP_CODE";
                                /**
                                 * @description EMAIL = 10011001, OTP = 10011002, BACKUP_CODE = 10011003
                                 * @example 10011001
                                 */
                                value: number;
                                label: string;
                                description: string;
                            }[];
                            /** @description Seconds the login session lives */
                            expiresIn: number;
                            accountStatus: {
                                /**
                                 * @example ACTIVE
                                 * @enum {string}
                                 */
                                code: "ACTIVE" | "DISABLED";
                                /**
                                 * @description ACTIVE = 10010202, DISABLED = 10010203
                                 * @example 10010202
                                 */
                                value: number;
                                label: string;
                                description: string;
                            } | null;
                            /** @description True until an operator approves the account: complete then answers 403 */
                            pendingApproval: boolean;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorLoginMfaSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The login session id of login/initiate */
                    sessionId: string;
                    /**
                     * @description Only e-mailed codes are sent
                     * @enum {string}
                     */
                    mfaMethod: "EMAIL";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** MfaSendResult */
                        data: {
                            sent: boolean;
                            /** @description Seconds the code stays valid */
                            expiresIn: number;
                            /**
                             * @description The masked address the code went to
                             * @example a***@example.com
                             */
                            destination: string;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** LogoutResult */
                        data: {
                            success: boolean;
                            terminatedSessions: number;
                        };
                    };
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorReauthenticate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The current password of the account */
                    password: string;
                    /** @description EMAIL: the 6-digit code of reauthenticate/mfa/send; OTP: the authenticator code; BACKUP_CODE: an unused backup code that another session generated */
                    mfaMethod: "EMAIL" | "OTP" | "BACKUP_CODE";
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** TokenResult */
                        data: {
                            /** @description JWT (ES256) for `Authorization: Bearer` */
                            accessToken: string;
                            /** @description Opaque, single use: token/refresh rotates it */
                            refreshToken: string;
                            /** @description Seconds the access token lives */
                            expiresIn: number;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorReauthenticateMfaSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Only e-mailed codes are sent; may be left out
                     * @enum {string}
                     */
                    mfaMethod?: "EMAIL";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** MfaSendResult */
                        data: {
                            sent: boolean;
                            /** @description Seconds the code stays valid */
                            expiresIn: number;
                            /**
                             * @description The masked address the code went to
                             * @example a***@example.com
                             */
                            destination: string;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorTokenRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** TokenResult */
                        data: {
                            /** @description JWT (ES256) for `Authorization: Bearer` */
                            accessToken: string;
                            /** @description Opaque, single use: token/refresh rotates it */
                            refreshToken: string;
                            /** @description Seconds the access token lives */
                            expiresIn: number;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorListCurrencies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            code: string;
                            scale: number;
                            name: string;
                            enabled: boolean;
                        }[];
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorCreateCurrency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Currency code
                     * @example USD
                     */
                    code: string;
                    /** @description Minor-unit digits; immutable once created */
                    scale: number;
                    name: string;
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** Currency */
                        data: {
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            code: string;
                            scale: number;
                            name: string;
                            enabled: boolean;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorUpdateCurrency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Currency code
                 * @example USD
                 */
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** Currency */
                        data: {
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            code: string;
                            scale: number;
                            name: string;
                            enabled: boolean;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorListFxRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
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
                            /** @description Units of buyCurrency per unit of sellCurrency */
                            rate: string;
                            feeRateBps: number;
                            enabled: boolean;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorSetFxRate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                    /** @description Decimal string > 0, up to 18 decimals */
                    rate: string;
                    feeRateBps?: number;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** FxRate */
                        data: {
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
                            /** @description Units of buyCurrency per unit of sellCurrency */
                            rate: string;
                            feeRateBps: number;
                            enabled: boolean;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorLedgerInvariants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** LedgerInvariants */
                        data: {
                            ok: boolean;
                            unbalancedCurrencies: {
                                currency: string;
                                posted: string;
                                pending: string;
                            }[];
                            /** @description Account ids whose counters differ from their entries */
                            counterMismatches: string[];
                            resolutionMismatches: string[];
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorListRechargeChannels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
                            /** @description Percentage fee in basis points (100 = 1 %), on top of fixedFee, rounded up */
                            feeRateBps: number;
                            /** @description How to pay: account details, address, reference to quote */
                            instructions: string;
                            enabled: boolean;
                        }[];
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorCreateRechargeChannel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every field of the channel; an update replaces them all (the currency cannot change) */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Currency code
                     * @example USD
                     */
                    currency: string;
                    /** @enum {string} */
                    method: "BANK_TRANSFER" | "CRYPTO" | "CARD";
                    name: string;
                    /**
                     * @description Amount in the currency's major unit: a decimal string ("125.50") or a JSON number (125.5, read by its shortest decimal form), with at most as many decimals as the currency's scale and at most 15 significant digits; greater than zero (a fee may be zero).
                     * @example 125.50
                     */
                    minAmount: string | number;
                    /**
                     * @description Amount in the currency's major unit: a decimal string ("125.50") or a JSON number (125.5, read by its shortest decimal form), with at most as many decimals as the currency's scale and at most 15 significant digits; greater than zero (a fee may be zero).
                     * @example 125.50
                     */
                    maxAmount?: string | number;
                    /**
                     * @description Amount in the currency's major unit: a decimal string ("125.50") or a JSON number (125.5, read by its shortest decimal form), with at most as many decimals as the currency's scale and at most 15 significant digits; greater than zero (a fee may be zero).
                     * @example 125.50
                     */
                    fixedFee?: string | number;
                    feeRateBps?: number;
                    instructions?: string;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** RechargeChannel */
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
                            /** @description Percentage fee in basis points (100 = 1 %), on top of fixedFee, rounded up */
                            feeRateBps: number;
                            /** @description How to pay: account details, address, reference to quote */
                            instructions: string;
                            enabled: boolean;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorUpdateRechargeChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Record bizId
                 * @example rcg_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                bizId: string;
            };
            cookie?: never;
        };
        /** @description Every field of the channel; an update replaces them all (the currency cannot change) */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Currency code
                     * @example USD
                     */
                    currency: string;
                    /** @enum {string} */
                    method: "BANK_TRANSFER" | "CRYPTO" | "CARD";
                    name: string;
                    /**
                     * @description Amount in the currency's major unit: a decimal string ("125.50") or a JSON number (125.5, read by its shortest decimal form), with at most as many decimals as the currency's scale and at most 15 significant digits; greater than zero (a fee may be zero).
                     * @example 125.50
                     */
                    minAmount: string | number;
                    /**
                     * @description Amount in the currency's major unit: a decimal string ("125.50") or a JSON number (125.5, read by its shortest decimal form), with at most as many decimals as the currency's scale and at most 15 significant digits; greater than zero (a fee may be zero).
                     * @example 125.50
                     */
                    maxAmount?: string | number;
                    /**
                     * @description Amount in the currency's major unit: a decimal string ("125.50") or a JSON number (125.5, read by its shortest decimal form), with at most as many decimals as the currency's scale and at most 15 significant digits; greater than zero (a fee may be zero).
                     * @example 125.50
                     */
                    fixedFee?: string | number;
                    feeRateBps?: number;
                    instructions?: string;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** RechargeChannel */
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
                            /** @description Percentage fee in basis points (100 = 1 %), on top of fixedFee, rounded up */
                            feeRateBps: number;
                            /** @description How to pay: account details, address, reference to quote */
                            instructions: string;
                            enabled: boolean;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorListRecharges: {
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
                /**
                 * @description Workspace bizId
                 * @example ws_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                workspaceBizId?: string;
                status?: "AWAITING_PAYMENT" | "PROOF_SUBMITTED" | "UNDER_REVIEW" | "COMPLETED" | "REJECTED" | "CANCELLED" | "EXPIRED";
                /**
                 * @description Currency code
                 * @example USD
                 */
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
                                /** @description Pages in the collection; 0 when it is empty */
                                totalPages: number;
                                /** @description Records in the collection */
                                totalRecords: number;
                                /** @description Zero-based page number, as requested */
                                currentPage: number;
                                /** @description Page size after capping */
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorExpireRecharges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            expired: number;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorConfirmRecharge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Record bizId
                 * @example rcg_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                bizId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why: kept in the operator audit log */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorRejectRecharge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Record bizId
                 * @example rcg_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                bizId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why: kept in the operator audit log */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorReviewRecharge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Record bizId
                 * @example rcg_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                bizId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why: kept in the operator audit log */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorAdjustWallet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Same key + same body within 48 h → the first response again with `Idempotency-Replayed: true`; same key + different body → 409 IDEMPOTENCY.KEY_REUSED; while the first is running → 409 IDEMPOTENCY.REQUEST_IN_PROGRESS. */
                "idempotency-key"?: string;
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Workspace bizId
                     * @example ws_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    workspaceBizId: string;
                    /**
                     * @description Currency code
                     * @example USD
                     */
                    currency: string;
                    /**
                     * @description CREDIT adds to the wallet, DEBIT takes from it (never below zero)
                     * @enum {string}
                     */
                    direction: "CREDIT" | "DEBIT";
                    /**
                     * @description Amount in the currency's major unit: a decimal string ("125.50") or a JSON number (125.5, read by its shortest decimal form), with at most as many decimals as the currency's scale and at most 15 significant digits; greater than zero (a fee may be zero).
                     * @example 125.50
                     */
                    amount: string | number;
                    /** @description Why: kept in the operator audit log */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** WalletAdjustment */
                        data: {
                            /** @example adj_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            walletBizId: string;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            currency: string;
                            /** @enum {string} */
                            direction: "CREDIT" | "DEBIT";
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            amount: string;
                            reason: string;
                            journalBizId: string;
                            operatorBizId: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Business rule violated (`WALLET.INSUFFICIENT_FUNDS`, …) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorWalletFlows: {
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
                type?: "RECHARGE" | "WITHDRAWAL" | "EXCHANGE" | "TRANSFER" | "ADJUSTMENT" | "FEE";
            };
            header?: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
                                /** @description Pages in the collection; 0 when it is empty */
                                totalPages: number;
                                /** @description Records in the collection */
                                totalRecords: number;
                                /** @description Zero-based page number, as requested */
                                currentPage: number;
                                /** @description Page size after capping */
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorSetWithdrawalFeeRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Currency code
                     * @example USD
                     */
                    currency: string;
                    /**
                     * @description Amount in the currency's major unit: a decimal string ("125.50") or a JSON number (125.5, read by its shortest decimal form), with at most as many decimals as the currency's scale and at most 15 significant digits; greater than zero (a fee may be zero).
                     * @example 125.50
                     */
                    fixedFee: string | number;
                    feeRateBps: number;
                    /**
                     * @description Amount in the currency's major unit: a decimal string ("125.50") or a JSON number (125.5, read by its shortest decimal form), with at most as many decimals as the currency's scale and at most 15 significant digits; greater than zero (a fee may be zero).
                     * @example 125.50
                     */
                    minAmount: string | number;
                    /**
                     * @description Amount in the currency's major unit: a decimal string ("125.50") or a JSON number (125.5, read by its shortest decimal form), with at most as many decimals as the currency's scale and at most 15 significant digits; greater than zero (a fee may be zero).
                     * @example 125.50
                     */
                    maxAmount?: string | number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** WithdrawalFeeRule */
                        data: {
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            currency: string;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            fixedFee: string;
                            feeRateBps: number;
                            /**
                             * @description Decimal string with exactly the currency scale of decimals
                             * @example 125.50
                             */
                            minAmount: string;
                            maxAmount: string | null;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorListWithdrawals: {
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
                /**
                 * @description Workspace bizId
                 * @example ws_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                workspaceBizId?: string;
                status?: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELLED" | "REJECTED" | "RETURNED";
                /**
                 * @description Currency code
                 * @example USD
                 */
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
                                /** @description Pages in the collection; 0 when it is empty */
                                totalPages: number;
                                /** @description Records in the collection */
                                totalRecords: number;
                                /** @description Zero-based page number, as requested */
                                currentPage: number;
                                /** @description Page size after capping */
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorApproveWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Record bizId
                 * @example rcg_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                bizId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why: kept in the operator audit log */
                    reason?: string;
                    /** @description Bank or chain reference of the payout */
                    externalReference?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorCompleteWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Record bizId
                 * @example rcg_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                bizId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why: kept in the operator audit log */
                    reason?: string;
                    /** @description Bank or chain reference of the payout */
                    externalReference?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorWithdrawalDestination: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Record bizId
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** @description The destination in clear (reading it is audited) */
                        data: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorFailWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Record bizId
                 * @example rcg_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                bizId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why: kept in the operator audit log */
                    reason?: string;
                    /** @description Bank or chain reference of the payout */
                    externalReference?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorRejectWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Record bizId
                 * @example rcg_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                bizId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why: kept in the operator audit log */
                    reason?: string;
                    /** @description Bank or chain reference of the payout */
                    externalReference?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorReturnWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Record bizId
                 * @example rcg_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                bizId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why: kept in the operator audit log */
                    reason?: string;
                    /** @description Bank or chain reference of the payout */
                    externalReference?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operatorWorkspaceWallets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Workspace bizId
                 * @example ws_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                workspaceBizId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            /** @example wal_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            currency: string;
                            /** @description Decimals of the currency */
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /** @description Zero-based page number */
                page?: number;
                /** @description Page size, 20 by default; values above 100 are capped at 100 */
                size?: number;
            };
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            items: {
                                /** @example key_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                                apiKeyId: string;
                                name: string;
                                /** @enum {string} */
                                status: "ACTIVE" | "DISABLED";
                                /**
                                 * @description LIVE in a LIVE workspace, TEST in a TEST one
                                 * @enum {string}
                                 */
                                mode: "LIVE" | "TEST";
                                /** @description What the key may do (the `scopes` it was created with) */
                                permissions: string[];
                                /** @description Addresses/ranges the key is accepted from; empty: any */
                                ipWhitelist: string[];
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                createdAt: string;
                                lastUsedAt: string | null;
                                /** @description Account bizId of the creator */
                                createdBy: string;
                                /** @description The first characters of the current secret (`pk_live_Ab3x`), to tell keys apart; never the secret */
                                secretStart: string | null;
                                /** @description While a rotation overlaps: when the previous secret stops working */
                                rotationEndsAt: string | null;
                            }[];
                            /** Pagination */
                            pagination: {
                                /** @description Pages in the collection; 0 when it is empty */
                                totalPages: number;
                                /** @description Records in the collection */
                                totalRecords: number;
                                /** @description Zero-based page number, as requested */
                                currentPage: number;
                                /** @description Page size after capping */
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Shown in the list; trimmed */
                    name: string;
                    /** @description A subset of `available-permissions` and of your own permissions */
                    scopes: string[];
                    /** @description Default empty: any address */
                    ipWhitelist?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** ApiKeyCreated */
                        data: {
                            apiKeyId: string;
                            /**
                             * @description The secret, shown this once and never again
                             * @example pk_live_…
                             */
                            secret: string;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "DISABLED";
                            /** @enum {string} */
                            mode: "LIVE" | "TEST";
                            scopes: string[];
                            ipWhitelist: string[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Business rule violated (`WALLET.INSUFFICIENT_FUNDS`, …) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listApiKeyPermissions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: string[];
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description API key bizId
                     * @example key_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    apiKeyId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: null;
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    disableApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description API key bizId
                     * @example key_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    apiKeyId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** ApiKey */
                        data: {
                            /** @example key_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            apiKeyId: string;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "DISABLED";
                            /**
                             * @description LIVE in a LIVE workspace, TEST in a TEST one
                             * @enum {string}
                             */
                            mode: "LIVE" | "TEST";
                            /** @description What the key may do (the `scopes` it was created with) */
                            permissions: string[];
                            /** @description Addresses/ranges the key is accepted from; empty: any */
                            ipWhitelist: string[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            lastUsedAt: string | null;
                            /** @description Account bizId of the creator */
                            createdBy: string;
                            /** @description The first characters of the current secret (`pk_live_Ab3x`), to tell keys apart; never the secret */
                            secretStart: string | null;
                            /** @description While a rotation overlaps: when the previous secret stops working */
                            rotationEndsAt: string | null;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    enableApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description API key bizId
                     * @example key_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    apiKeyId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** ApiKey */
                        data: {
                            /** @example key_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            apiKeyId: string;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "DISABLED";
                            /**
                             * @description LIVE in a LIVE workspace, TEST in a TEST one
                             * @enum {string}
                             */
                            mode: "LIVE" | "TEST";
                            /** @description What the key may do (the `scopes` it was created with) */
                            permissions: string[];
                            /** @description Addresses/ranges the key is accepted from; empty: any */
                            ipWhitelist: string[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            lastUsedAt: string | null;
                            /** @description Account bizId of the creator */
                            createdBy: string;
                            /** @description The first characters of the current secret (`pk_live_Ab3x`), to tell keys apart; never the secret */
                            secretStart: string | null;
                            /** @description While a rotation overlaps: when the previous secret stops working */
                            rotationEndsAt: string | null;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    rotateApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description API key bizId
                     * @example key_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    apiKeyId: string;
                    /** @description How long the previous secret keeps working (0: stops at once; at most 604800) */
                    overlapSeconds: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** ApiKeyRotated */
                        data: {
                            apiKeyId: string;
                            /**
                             * @description The secret, shown this once and never again
                             * @example pk_live_…
                             */
                            secret: string;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "DISABLED";
                            /** @enum {string} */
                            mode: "LIVE" | "TEST";
                            scopes: string[];
                            ipWhitelist: string[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description Until then the previous secret keeps working
                             */
                            previousSecretExpiresAt: string;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path: {
                /**
                 * @description API key bizId
                 * @example key_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                keyBizId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** ApiKey */
                        data: {
                            /** @example key_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            apiKeyId: string;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "DISABLED";
                            /**
                             * @description LIVE in a LIVE workspace, TEST in a TEST one
                             * @enum {string}
                             */
                            mode: "LIVE" | "TEST";
                            /** @description What the key may do (the `scopes` it was created with) */
                            permissions: string[];
                            /** @description Addresses/ranges the key is accepted from; empty: any */
                            ipWhitelist: string[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            lastUsedAt: string | null;
                            /** @description Account bizId of the creator */
                            createdBy: string;
                            /** @description The first characters of the current secret (`pk_live_Ab3x`), to tell keys apart; never the secret */
                            secretStart: string | null;
                            /** @description While a rotation overlaps: when the previous secret stops working */
                            rotationEndsAt: string | null;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                /** @description Zero-based page number */
                page?: number;
                /** @description Page size, 20 by default; values above 100 are capped at 100 */
                size?: number;
                /** @description `field,direction` with direction asc or desc (asc when omitted); repeat for several keys, the first is primary. Sortable: createdAt */
                sort?: string[];
                /** @description An action (`api_key.create`) or a family (`api_key`: every api_key.* action) */
                action?: string;
                /** @description Only changes made by this account */
                actorBizId?: string;
                /** @description Events at or after this time */
                from?: string;
                /** @description Events before this time */
                to?: string;
            };
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            items: {
                                /** @example aud_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                                bizId: string;
                                workspaceBizId: string;
                                /** @description Account that made the change; null for the system */
                                actorBizId: string | null;
                                actorEmail: string | null;
                                /**
                                 * @description `noun.verb`
                                 * @example api_key.create
                                 * @example member.role_change
                                 */
                                action: string;
                                /**
                                 * @example api_key
                                 * @example role
                                 * @example member
                                 * @example invitation
                                 * @example workspace
                                 * @example referral_code
                                 */
                                targetType: string;
                                targetBizId: string | null;
                                clientIp: string | null;
                                requestId: string | null;
                                /** @description The changed fields (new values or `{from, to}`); never secrets */
                                changes: {
                                    [key: string]: unknown;
                                };
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                createdAt: string;
                            }[];
                            /** Pagination */
                            pagination: {
                                /** @description Pages in the collection; 0 when it is empty */
                                totalPages: number;
                                /** @description Records in the collection */
                                totalRecords: number;
                                /** @description Zero-based page number, as requested */
                                currentPage: number;
                                /** @description Page size after capping */
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loginComplete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The login session id of login/initiate */
                    sessionId: string;
                    /** @description EMAIL: the 6-digit code of login/mfa/send; OTP: the authenticator code; BACKUP_CODE: an unused backup code */
                    mfaMethod: "EMAIL" | "OTP" | "BACKUP_CODE";
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** TokenResult */
                        data: {
                            /** @description JWT (ES256) for `Authorization: Bearer` */
                            accessToken: string;
                            /** @description Opaque, single use: token/refresh rotates it */
                            refreshToken: string;
                            /** @description Seconds the access token lives */
                            expiresIn: number;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loginInitiate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description E-mail address of the account */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** LoginInitiateResult */
                        data: {
                            /** @description Short-lived, single-purpose login session id for mfa/send and complete */
                            sessionId: string;
                            /** @description EMAIL always; OTP and BACKUP_CODE once enabled */
                            mfaMethods: {
                                /**
                                 * @example EMAIL
                                 * @enum {string}
                                 */
                                code: "EMAIL" | "OTP" | "BACKUP_CODE";
                                /**
                                 * @description EMAIL = 10011001, OTP = 10011002, BACKUP_CODE = 10011003
                                 * @example 10011001
                                 */
                                value: number;
                                label: string;
                                description: string;
                            }[];
                            /** @description Seconds the login session lives */
                            expiresIn: number;
                            accountStatus: {
                                /**
                                 * @example ACTIVE
                                 * @enum {string}
                                 */
                                code: "ACTIVE" | "DISABLED";
                                /**
                                 * @description ACTIVE = 10010202, DISABLED = 10010203
                                 * @example 10010202
                                 */
                                value: number;
                                label: string;
                                description: string;
                            } | null;
                            /** @description True until an operator approves the account: complete then answers 403 */
                            pendingApproval: boolean;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loginMfaSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The login session id of login/initiate */
                    sessionId: string;
                    /**
                     * @description Only e-mailed codes are sent
                     * @enum {string}
                     */
                    mfaMethod: "EMAIL";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** MfaSendResult */
                        data: {
                            sent: boolean;
                            /** @description Seconds the code stays valid */
                            expiresIn: number;
                            /**
                             * @description The masked address the code went to
                             * @example a***@example.com
                             */
                            destination: string;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** LogoutResult */
                        data: {
                            success: boolean;
                            terminatedSessions: number;
                        };
                    };
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    passwordChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The password in use now */
                    currentPassword: string;
                    /** @description New password: 12 to 128 characters by default, any characters, not a common password, not containing the e-mail */
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            success: boolean;
                            /** @description Other sessions of the account that were ended */
                            terminatedSessions: number;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    passwordForgot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description E-mail address of the account. Any spelling of an address is that address: it is compared and stored in one canonical form (NFKC, lower-case ASCII local part, IDNA domain in Punycode); a local part that is not ASCII after NFKC is refused.
                     */
                    email: string;
                    /** @description Cloudflare Turnstile response token from the widget */
                    turnstileToken: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            /** @description Always true: the answer does not tell whether the address has an account */
                            success: boolean;
                            /** @example If the address is registered, a reset link has been sent. */
                            message: string;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    passwordInit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Password-init token: `passwordInitToken` of register/complete, or the one in an invitation mail */
                    token: string;
                    /** @description First password of the account (same policy as newPassword) */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            success: boolean;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    passwordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Reset token from the mail (256-bit, base64url) */
                    token: string;
                    /** @description New password: 12 to 128 characters by default, any characters, not a common password, not containing the e-mail */
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            success: boolean;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reauthenticate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The current password of the account */
                    password: string;
                    /** @description EMAIL: the 6-digit code of reauthenticate/mfa/send; OTP: the authenticator code; BACKUP_CODE: an unused backup code that another session generated */
                    mfaMethod: "EMAIL" | "OTP" | "BACKUP_CODE";
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** TokenResult */
                        data: {
                            /** @description JWT (ES256) for `Authorization: Bearer` */
                            accessToken: string;
                            /** @description Opaque, single use: token/refresh rotates it */
                            refreshToken: string;
                            /** @description Seconds the access token lives */
                            expiresIn: number;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reauthenticateMfaSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Only e-mailed codes are sent; may be left out
                     * @enum {string}
                     */
                    mfaMethod?: "EMAIL";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** MfaSendResult */
                        data: {
                            sent: boolean;
                            /** @description Seconds the code stays valid */
                            expiresIn: number;
                            /**
                             * @description The masked address the code went to
                             * @example a***@example.com
                             */
                            destination: string;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    registerComplete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Registration id returned by register/start
                     * @example reg_01JD3Q8ZK5V4W2X9Y7B6N5M4C3
                     */
                    registrationId: string;
                    /** @description Name of the person registering */
                    accountName: string;
                    /** @description Name of the partner institution */
                    institutionName: string;
                    /** @description Password now; omit it to set one later with password/init */
                    password?: string;
                    /** @description Referral code the partner was given, if any */
                    referralCode?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            accountBizId: string;
                            /** @description Always true: an operator approves new partners before they can sign in */
                            pendingApproval: boolean;
                            /** @description True when no password was given: call password/init with passwordInitToken */
                            passwordRequired: boolean;
                            /** @description Single-use token for password/init (24 h); only when passwordRequired */
                            passwordInitToken?: string;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    registerStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description E-mail address of the account. Any spelling of an address is that address: it is compared and stored in one canonical form (NFKC, lower-case ASCII local part, IDNA domain in Punycode); a local part that is not ASCII after NFKC is refused.
                     */
                    email: string;
                    /** @description Cloudflare Turnstile response token from the widget */
                    turnstileToken: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            /** @description Identifies this registration in the next steps */
                            registrationId: string;
                            /** @description Seconds the mailed code stays valid */
                            expiresIn: number;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    registerVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Registration id returned by register/start
                     * @example reg_01JD3Q8ZK5V4W2X9Y7B6N5M4C3
                     */
                    registrationId: string;
                    /** @description The 6-digit code from the mail */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            registrationId: string;
                            verified: boolean;
                            /** @description Seconds left to complete the registration */
                            expiresIn: number;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    tokenRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** TokenResult */
                        data: {
                            /** @description JWT (ES256) for `Authorization: Bearer` */
                            accessToken: string;
                            /** @description Opaque, single use: token/refresh rotates it */
                            refreshToken: string;
                            /** @description Seconds the access token lives */
                            expiresIn: number;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            /**
                             * @description ISO 3166-1 alpha-2
                             * @example JP
                             */
                            code: string;
                            /**
                             * @description Country name in the request locale
                             * @example Japan
                             */
                            label: string;
                            /** @example JP */
                            alpha2Code: string;
                            /** @example JPN */
                            alpha3Code: string;
                            /**
                             * @description 10060000 + ISO 3166-1 numeric code; stable
                             * @example 10060392
                             */
                            value: number;
                            /**
                             * @description ISO 3166-1 numeric code
                             * @example 392
                             */
                            numericCode: number;
                            /**
                             * @description International calling code, empty when none
                             * @example +81
                             */
                            phoneCode: string;
                        }[];
                    };
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listTimezones: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            /**
                             * @description IANA zone id
                             * @example Asia/Tokyo
                             */
                            code: string;
                            /**
                             * @description Offset, zone name in the request locale and zone id
                             * @example (UTC+09:00) Japan Standard Time - Asia/Tokyo
                             */
                            label: string;
                            /** @example Asia/Tokyo */
                            zoneIdCode: string;
                            /**
                             * @description Current offset from UTC, ±HH:MM
                             * @example +09:00
                             */
                            utcOffset: string;
                            /** @description Stable integer derived from the zone id (FNV-1a) */
                            value: number;
                        }[];
                    };
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
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
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
                                /** @description Pages in the collection; 0 when it is empty */
                                totalPages: number;
                                /** @description Records in the collection */
                                totalRecords: number;
                                /** @description Zero-based page number, as requested */
                                currentPage: number;
                                /** @description Page size after capping */
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createExchange: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Same key + same body within 48 h → the first response again with `Idempotency-Replayed: true`; same key + different body → 409 IDEMPOTENCY.KEY_REUSED; while the first is running → 409 IDEMPOTENCY.REQUEST_IN_PROGRESS. */
                "idempotency-key"?: string;
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Business rule violated (`WALLET.INSUFFICIENT_FUNDS`, …) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    quoteExchange: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Business rule violated (`WALLET.INSUFFICIENT_FUNDS`, …) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getExchange: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    uploadFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
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
                    file: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (`FILE.TOO_LARGE`, `VALIDATION.BODY_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unsupported media type (`FILE.TYPE_NOT_ALLOWED`, `FILE.TYPE_MISMATCH`, `VALIDATION.UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    downloadFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listInvitations: {
        parameters: {
            query?: {
                /** @description Only invitations in this status */
                status?: "PENDING" | "ACCEPTED" | "DECLINED" | "CANCELLED" | "EXPIRED";
            };
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            /** @example inv_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            workspaceName: string;
                            /** @description The invited address */
                            email: string;
                            /** @description The role the invitee gets; null when the role was deleted since */
                            roleBizId: string | null;
                            roleName: string;
                            /**
                             * @description PENDING until accepted, declined, cancelled or past expiresAt (then EXPIRED)
                             * @enum {string}
                             */
                            status: "PENDING" | "ACCEPTED" | "DECLINED" | "CANCELLED" | "EXPIRED";
                            /** @description Account bizId of the member who invited */
                            invitedByBizId: string;
                            invitedByName: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            expiresAt: string;
                            /** @description When it was accepted, declined or cancelled */
                            respondedAt: string | null;
                            declineReason: string | null;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description Address to invite; it need not have an account yet. Any spelling of an address is that address: it is compared and stored in one canonical form (NFKC, lower-case ASCII local part, IDNA domain in Punycode); a local part that is not ASCII after NFKC is refused.
                     */
                    email: string;
                    /** @description bizId of a role of this workspace the invitee will hold */
                    roleId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** Invitation */
                        data: {
                            /** @example inv_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            workspaceName: string;
                            /** @description The invited address */
                            email: string;
                            /** @description The role the invitee gets; null when the role was deleted since */
                            roleBizId: string | null;
                            roleName: string;
                            /**
                             * @description PENDING until accepted, declined, cancelled or past expiresAt (then EXPIRED)
                             * @enum {string}
                             */
                            status: "PENDING" | "ACCEPTED" | "DECLINED" | "CANCELLED" | "EXPIRED";
                            /** @description Account bizId of the member who invited */
                            invitedByBizId: string;
                            invitedByName: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            expiresAt: string;
                            /** @description When it was accepted, declined or cancelled */
                            respondedAt: string | null;
                            declineReason: string | null;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Business rule violated (`WALLET.INSUFFICIENT_FUNDS`, …) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cancelInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Invitation bizId
                     * @example inv_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    invitationBizId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** Invitation */
                        data: {
                            /** @example inv_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            workspaceName: string;
                            /** @description The invited address */
                            email: string;
                            /** @description The role the invitee gets; null when the role was deleted since */
                            roleBizId: string | null;
                            roleName: string;
                            /**
                             * @description PENDING until accepted, declined, cancelled or past expiresAt (then EXPIRED)
                             * @enum {string}
                             */
                            status: "PENDING" | "ACCEPTED" | "DECLINED" | "CANCELLED" | "EXPIRED";
                            /** @description Account bizId of the member who invited */
                            invitedByBizId: string;
                            invitedByName: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            expiresAt: string;
                            /** @description When it was accepted, declined or cancelled */
                            respondedAt: string | null;
                            declineReason: string | null;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: {
                /** @description Zero-based page number */
                page?: number;
                /** @description Page size, 20 by default; values above 100 are capped at 100 */
                size?: number;
                /** @description `field,direction` with direction asc or desc (asc when omitted); repeat for several keys, the first is primary. Sortable: createdAt, accountName, accountEmail, workspaceRoleName */
                sort?: string[];
            };
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            items: {
                                /**
                                 * @description The membership
                                 * @example mem_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                                 */
                                memberBizId: string;
                                /** @description The account */
                                userBizId: string;
                                workspaceBizId: string;
                                accountEmail: string;
                                accountName: string;
                                workspaceRoleBizId: string;
                                workspaceRoleName: string;
                                /**
                                 * RoleTypeEnum
                                 * @description Enum object (roleType)
                                 */
                                roleType: {
                                    /**
                                     * @example OWNER
                                     * @enum {string}
                                     */
                                    code: "OWNER" | "CUSTOM";
                                    /**
                                     * @description OWNER = 10010901, CUSTOM = 10010902
                                     * @example 10010901
                                     */
                                    value: number;
                                    label: string;
                                    description: string;
                                };
                                isOwner: boolean;
                                /**
                                 * JoinSourceEnum
                                 * @description Enum object (joinSource)
                                 */
                                joinSource: {
                                    /**
                                     * @example REGISTRATION
                                     * @enum {string}
                                     */
                                    code: "REGISTRATION" | "INVITATION" | "CREATION";
                                    /**
                                     * @description REGISTRATION = 10050201, INVITATION = 10050202, CREATION = 10050203
                                     * @example 10050201
                                     */
                                    value: number;
                                    label: string;
                                    description: string;
                                };
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
                                /** @description Pages in the collection; 0 when it is empty */
                                totalPages: number;
                                /** @description Records in the collection */
                                totalRecords: number;
                                /** @description Zero-based page number, as requested */
                                currentPage: number;
                                /** @description Page size after capping */
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Membership bizId (from the member list) */
                    memberBizId?: string;
                    /** @description Account bizId of the member (alternative to memberBizId) */
                    userBizId?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: null;
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** AccountProfile */
                        data: {
                            /**
                             * @description The account
                             * @example acc_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                             */
                            bizId: string;
                            institutionBizId: string;
                            accountEmail: string;
                            /** @description E.164 (`+819012345678`), or empty when none is set */
                            accountPhone: string;
                            accountName: string;
                            accountRemark: string | null;
                            /**
                             * AccountPortalEnum
                             * @description Enum object (accountPortal)
                             */
                            accountPortal: {
                                /**
                                 * @example PARTNER
                                 * @enum {string}
                                 */
                                code: "PARTNER" | "OPERATOR";
                                /**
                                 * @description PARTNER = 10010103, OPERATOR = 10010104
                                 * @example 10010103
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            /**
                             * AccountStatusEnum
                             * @description Enum object (accountStatus)
                             */
                            accountStatus: {
                                /**
                                 * @example ACTIVE
                                 * @enum {string}
                                 */
                                code: "ACTIVE" | "DISABLED";
                                /**
                                 * @description ACTIVE = 10010202, DISABLED = 10010203
                                 * @example 10010202
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
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
                            /** @enum {string} */
                            defaultLanguage: "en" | "zh" | "zh-Hant" | "ja" | "vi";
                            /** @description IANA time zone */
                            defaultTimezone: string;
                            /** @description ISO 3166-1 alpha-2, or empty when none is set */
                            defaultCountry: string;
                        };
                    };
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listMyInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            /** @example inv_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            workspaceName: string;
                            /** @description The invited address */
                            email: string;
                            /** @description The role the invitee gets; null when the role was deleted since */
                            roleBizId: string | null;
                            roleName: string;
                            /**
                             * @description PENDING until accepted, declined, cancelled or past expiresAt (then EXPIRED)
                             * @enum {string}
                             */
                            status: "PENDING" | "ACCEPTED" | "DECLINED" | "CANCELLED" | "EXPIRED";
                            /** @description Account bizId of the member who invited */
                            invitedByBizId: string;
                            invitedByName: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            expiresAt: string;
                            /** @description When it was accepted, declined or cancelled */
                            respondedAt: string | null;
                            declineReason: string | null;
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
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Invitation bizId
                     * @example inv_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    invitationBizId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** WorkspaceMembership */
                        data: {
                            /** @description The account */
                            userBizId: string;
                            workspaceBizId: string;
                            institutionBizId: string;
                            workspaceRoleBizId: string;
                            workspaceName: string;
                            workspaceRoleName: string;
                            /**
                             * WorkspaceKindEnum
                             * @description Enum object (workspaceKind)
                             */
                            workspaceKind: {
                                /**
                                 * @example LIVE
                                 * @enum {string}
                                 */
                                code: "LIVE" | "TEST";
                                /**
                                 * @description LIVE = 10050101, TEST = 10050102
                                 * @example 10050101
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            /**
                             * JoinSourceEnum
                             * @description Enum object (joinSource)
                             */
                            joinSource: {
                                /**
                                 * @example REGISTRATION
                                 * @enum {string}
                                 */
                                code: "REGISTRATION" | "INVITATION" | "CREATION";
                                /**
                                 * @description REGISTRATION = 10050201, INVITATION = 10050202, CREATION = 10050203
                                 * @example 10050201
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            isOwner: boolean;
                            /** @description Used by workspaces/current when no X-Workspace-Id is sent */
                            isDefault: boolean;
                            /** @description The workspace is active and can be used */
                            enterable: boolean;
                            /** @description Can be made the default workspace */
                            defaultEligible: boolean;
                            /** @description null or a value */
                            policyConfig: unknown;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    declineInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Invitation bizId
                     * @example inv_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    invitationBizId: string;
                    /** @description Why (may be empty); shown to the workspace */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** Invitation */
                        data: {
                            /** @example inv_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            workspaceName: string;
                            /** @description The invited address */
                            email: string;
                            /** @description The role the invitee gets; null when the role was deleted since */
                            roleBizId: string | null;
                            roleName: string;
                            /**
                             * @description PENDING until accepted, declined, cancelled or past expiresAt (then EXPIRED)
                             * @enum {string}
                             */
                            status: "PENDING" | "ACCEPTED" | "DECLINED" | "CANCELLED" | "EXPIRED";
                            /** @description Account bizId of the member who invited */
                            invitedByBizId: string;
                            invitedByName: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            expiresAt: string;
                            /** @description When it was accepted, declined or cancelled */
                            respondedAt: string | null;
                            declineReason: string | null;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description At least one field; other account fields cannot be changed here */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Surrounding spaces are trimmed */
                    accountName?: string;
                    /**
                     * @description International number with its country code (`+81 90-1234-5678`), stored in E.164; an empty string clears it
                     * @example +819012345678
                     */
                    accountPhone?: string;
                    /**
                     * @description One of the supported locales
                     * @enum {string}
                     */
                    defaultLanguage?: "en" | "zh" | "zh-Hant" | "ja" | "vi";
                    /**
                     * @description IANA time zone (see constants/timezones)
                     * @example Asia/Tokyo
                     */
                    defaultTimezone?: string;
                    /**
                     * @description ISO 3166-1 alpha-2 (see constants/countries)
                     * @example JP
                     */
                    defaultCountry?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** AccountProfile */
                        data: {
                            /**
                             * @description The account
                             * @example acc_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                             */
                            bizId: string;
                            institutionBizId: string;
                            accountEmail: string;
                            /** @description E.164 (`+819012345678`), or empty when none is set */
                            accountPhone: string;
                            accountName: string;
                            accountRemark: string | null;
                            /**
                             * AccountPortalEnum
                             * @description Enum object (accountPortal)
                             */
                            accountPortal: {
                                /**
                                 * @example PARTNER
                                 * @enum {string}
                                 */
                                code: "PARTNER" | "OPERATOR";
                                /**
                                 * @description PARTNER = 10010103, OPERATOR = 10010104
                                 * @example 10010103
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            /**
                             * AccountStatusEnum
                             * @description Enum object (accountStatus)
                             */
                            accountStatus: {
                                /**
                                 * @example ACTIVE
                                 * @enum {string}
                                 */
                                code: "ACTIVE" | "DISABLED";
                                /**
                                 * @description ACTIVE = 10010202, DISABLED = 10010203
                                 * @example 10010202
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
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
                            /** @enum {string} */
                            defaultLanguage: "en" | "zh" | "zh-Hant" | "ja" | "vi";
                            /** @description IANA time zone */
                            defaultTimezone: string;
                            /** @description ISO 3166-1 alpha-2, or empty when none is set */
                            defaultCountry: string;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
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
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
                                /** @description Pages in the collection; 0 when it is empty */
                                totalPages: number;
                                /** @description Records in the collection */
                                totalRecords: number;
                                /** @description Zero-based page number, as requested */
                                currentPage: number;
                                /** @description Page size after capping */
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createRecharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Same key + same body within 48 h → the first response again with `Idempotency-Replayed: true`; same key + different body → 409 IDEMPOTENCY.KEY_REUSED; while the first is running → 409 IDEMPOTENCY.REQUEST_IN_PROGRESS. */
                "idempotency-key"?: string;
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Business rule violated (`WALLET.INSUFFICIENT_FUNDS`, …) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
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
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
                            /** @description Percentage fee in basis points (100 = 1 %), on top of fixedFee, rounded up */
                            feeRateBps: number;
                            /** @description How to pay: account details, address, reference to quote */
                            instructions: string;
                            enabled: boolean;
                        }[];
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    quoteRecharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Business rule violated (`WALLET.INSUFFICIENT_FUNDS`, …) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getRecharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cancelRecharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    submitRechargeProof: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createReferralCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description At least one field: `{}` is refused as the spec shows; send `{"extraData": ""}` for a generated code */
        requestBody: {
            content: {
                "application/json": {
                    /** @description A code of your choice (4–32 letters and digits, stored upper-case); omitted: one is generated */
                    code?: string;
                    /** @description Free text the workspace keeps with its code (campaign, note); may be empty */
                    extraData?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** ReferralCode */
                        data: {
                            /** @example rfc_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            /**
                             * @description What a new partner enters at registration
                             * @example K7Q2M9XA
                             */
                            code: string;
                            /**
                             * @description Only an ACTIVE code records referrals
                             * @enum {string}
                             */
                            status: "ACTIVE" | "INACTIVE";
                            extraData: string | null;
                            /** @description Account bizId */
                            createdBy: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    activateReferralCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Referral code bizId
                     * @example rfc_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    bizId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** ReferralCode */
                        data: {
                            /** @example rfc_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            /**
                             * @description What a new partner enters at registration
                             * @example K7Q2M9XA
                             */
                            code: string;
                            /**
                             * @description Only an ACTIVE code records referrals
                             * @enum {string}
                             */
                            status: "ACTIVE" | "INACTIVE";
                            extraData: string | null;
                            /** @description Account bizId */
                            createdBy: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deactivateReferralCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Referral code bizId
                     * @example rfc_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    bizId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** ReferralCode */
                        data: {
                            /** @example rfc_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            /**
                             * @description What a new partner enters at registration
                             * @example K7Q2M9XA
                             */
                            code: string;
                            /**
                             * @description Only an ACTIVE code records referrals
                             * @enum {string}
                             */
                            status: "ACTIVE" | "INACTIVE";
                            extraData: string | null;
                            /** @description Account bizId */
                            createdBy: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMyReferralCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            /** @example rfc_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            /**
                             * @description What a new partner enters at registration
                             * @example K7Q2M9XA
                             */
                            code: string;
                            /**
                             * @description Only an ACTIVE code records referrals
                             * @enum {string}
                             */
                            status: "ACTIVE" | "INACTIVE";
                            extraData: string | null;
                            /** @description Account bizId */
                            createdBy: string;
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
                        } | null;
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateReferralCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Referral code bizId
                     * @example rfc_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    bizId: string;
                    /** @description Free text the workspace keeps with its code (campaign, note); may be empty */
                    extraData: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** ReferralCode */
                        data: {
                            /** @example rfc_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            /**
                             * @description What a new partner enters at registration
                             * @example K7Q2M9XA
                             */
                            code: string;
                            /**
                             * @description Only an ACTIVE code records referrals
                             * @enum {string}
                             */
                            status: "ACTIVE" | "INACTIVE";
                            extraData: string | null;
                            /** @description Account bizId */
                            createdBy: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    countMyReferrals: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: number;
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    queryMyReferrals: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Zero-based page, default 0 */
                    page?: number;
                    /** @description Page size, default 20; above 100 capped at 100 */
                    size?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            items: {
                                /** @example rfl_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                                bizId: string;
                                referralCode: string;
                                referredAccountBizId: string;
                                referredAccountName: string;
                                /** @description Masked (`a***@example.com`): the referrer learns who joined, not the whole address */
                                referredEmail: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                referredAt: string;
                            }[];
                            /** @description Records in the collection */
                            total: number;
                            /** @description Zero-based page number, as requested */
                            page: number;
                            /** @description Page size after capping */
                            size: number;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listRoles: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            /** @example role_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            roleName: string;
                            description: string;
                            /**
                             * RoleTypeEnum
                             * @description Enum object (roleType)
                             */
                            roleType: {
                                /**
                                 * @example OWNER
                                 * @enum {string}
                                 */
                                code: "OWNER" | "CUSTOM";
                                /**
                                 * @description OWNER = 10010901, CUSTOM = 10010902
                                 * @example 10010901
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            /** @description What the role grants; an OWNER role lists every permission */
                            permissionCodes: string[];
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique in the workspace (case-insensitive); trimmed */
                    roleName: string;
                    /** @description Default empty */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** Role */
                        data: {
                            /** @example role_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            roleName: string;
                            description: string;
                            /**
                             * RoleTypeEnum
                             * @description Enum object (roleType)
                             */
                            roleType: {
                                /**
                                 * @example OWNER
                                 * @enum {string}
                                 */
                                code: "OWNER" | "CUSTOM";
                                /**
                                 * @description OWNER = 10010901, CUSTOM = 10010902
                                 * @example 10010901
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            /** @description What the role grants; an OWNER role lists every permission */
                            permissionCodes: string[];
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Business rule violated (`WALLET.INSUFFICIENT_FUNDS`, …) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Role bizId
                     * @example role_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    roleId: string;
                };
            };
        };
        responses: {
            /** @description Deleted; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Business rule violated (`WALLET.INSUFFICIENT_FUNDS`, …) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    changeMemberRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Membership bizId (from the member list) */
                    memberBizId?: string;
                    /** @description Account bizId of the member (alternative to memberBizId) */
                    userBizId?: string;
                    /** @description bizId of a role of the same workspace */
                    roleId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** Member */
                        data: {
                            /**
                             * @description The membership
                             * @example mem_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                             */
                            memberBizId: string;
                            /** @description The account */
                            userBizId: string;
                            workspaceBizId: string;
                            accountEmail: string;
                            accountName: string;
                            workspaceRoleBizId: string;
                            workspaceRoleName: string;
                            /**
                             * RoleTypeEnum
                             * @description Enum object (roleType)
                             */
                            roleType: {
                                /**
                                 * @example OWNER
                                 * @enum {string}
                                 */
                                code: "OWNER" | "CUSTOM";
                                /**
                                 * @description OWNER = 10010901, CUSTOM = 10010902
                                 * @example 10010901
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            isOwner: boolean;
                            /**
                             * JoinSourceEnum
                             * @description Enum object (joinSource)
                             */
                            joinSource: {
                                /**
                                 * @example REGISTRATION
                                 * @enum {string}
                                 */
                                code: "REGISTRATION" | "INVITATION" | "CREATION";
                                /**
                                 * @description REGISTRATION = 10050201, INVITATION = 10050202, CREATION = 10050203
                                 * @example 10050201
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    setRolePermissions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Role bizId
                     * @example role_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    roleId: string;
                    /** @description The complete new set (replaces the old one); may be empty */
                    permissionCodes: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** Role */
                        data: {
                            /** @example role_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            roleName: string;
                            description: string;
                            /**
                             * RoleTypeEnum
                             * @description Enum object (roleType)
                             */
                            roleType: {
                                /**
                                 * @example OWNER
                                 * @enum {string}
                                 */
                                code: "OWNER" | "CUSTOM";
                                /**
                                 * @description OWNER = 10010901, CUSTOM = 10010902
                                 * @example 10010901
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            /** @description What the role grants; an OWNER role lists every permission */
                            permissionCodes: string[];
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Business rule violated (`WALLET.INSUFFICIENT_FUNDS`, …) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPermissionTree: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            /** @example perm_api_keys_read */
                            bizId: string;
                            /**
                             * @description `group:action`; a group node is `group:*` and is not assignable
                             * @example api_keys:read
                             */
                            permissionCode: string;
                            permissionName: string;
                            permissionDescription: string | null;
                            parentBizId: string | null;
                            /** @example api_keys */
                            permissionGroup: string;
                            /** @description null or a value */
                            portalVisibility: unknown;
                            sortOrder: number;
                            isEnabled: boolean;
                            children: {
                                /** @example perm_api_keys_read */
                                bizId: string;
                                /**
                                 * @description `group:action`; a group node is `group:*` and is not assignable
                                 * @example api_keys:read
                                 */
                                permissionCode: string;
                                permissionName: string;
                                permissionDescription: string | null;
                                parentBizId: string | null;
                                /** @example api_keys */
                                permissionGroup: string;
                                /** @description null or a value */
                                portalVisibility: unknown;
                                sortOrder: number;
                                isEnabled: boolean;
                                /** @description Always empty */
                                children: unknown[];
                            }[];
                        }[];
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description roleId and at least one of roleName, description */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Role bizId
                     * @example role_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                     */
                    roleId: string;
                    /** @description Unique in the workspace (case-insensitive); trimmed */
                    roleName?: string;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** Role */
                        data: {
                            /** @example role_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            roleName: string;
                            description: string;
                            /**
                             * RoleTypeEnum
                             * @description Enum object (roleType)
                             */
                            roleType: {
                                /**
                                 * @example OWNER
                                 * @enum {string}
                                 */
                                code: "OWNER" | "CUSTOM";
                                /**
                                 * @description OWNER = 10010901, CUSTOM = 10010902
                                 * @example 10010901
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            /** @description What the role grants; an OWNER role lists every permission */
                            permissionCodes: string[];
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Business rule violated (`WALLET.INSUFFICIENT_FUNDS`, …) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path: {
                /**
                 * @description Role bizId
                 * @example role_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                roleBizId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** Role */
                        data: {
                            /** @example role_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            roleName: string;
                            description: string;
                            /**
                             * RoleTypeEnum
                             * @description Enum object (roleType)
                             */
                            roleType: {
                                /**
                                 * @example OWNER
                                 * @enum {string}
                                 */
                                code: "OWNER" | "CUSTOM";
                                /**
                                 * @description OWNER = 10010901, CUSTOM = 10010902
                                 * @example 10010901
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            /** @description What the role grants; an OWNER role lists every permission */
                            permissionCodes: string[];
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getRolePermissions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path: {
                /**
                 * @description Role bizId
                 * @example role_01JD3F0Q3W6Y8T4R2P9N5M7K1H
                 */
                roleBizId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: string[];
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    partnerSecureChannelPublicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** @description Secure-channel public key */
                        data: {
                            /** @description Id of this key pair (`sck_…`); send it back when opening a session */
                            keyId: string;
                            /** @description RSA public key: base64 of the DER SubjectPublicKeyInfo (import as `spki`) */
                            publicKey: string;
                            /**
                             * @description RSA-OAEP with SHA-256 and MGF1-SHA-256
                             * @enum {string}
                             */
                            algorithm: "RSA-OAEP-256";
                            /** @description Modulus length in bits (3072 by default, never below 2048) */
                            keySize: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            /** @description Until when sessions can be opened with this key; fetch the key again after it (it is replaced earlier) */
                            expiresAt: string | null;
                        };
                    };
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    partnerSecureChannelOpenSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description `keyId` of the public key used to wrap the AES key */
                    keyId: string;
                    /** @description base64 of RSA-OAEP(SHA-256, MGF1-SHA-256) of a fresh random 32-byte AES-256 key */
                    encryptedKey: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            /** @description Send as `X-Secure-Channel-Session-Id` (or `X-SC-Session-Id`) with encrypted bodies */
                            sessionId: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            expiresAt: string;
                            /** @description Seconds until the session expires */
                            expiresIn: number;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    partnerSecureChannelCloseSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Secure-channel session id (`scs_…`) */
                "x-sc-session-id"?: string;
                /** @description Secure-channel session id (`scs_…`) */
                "x-secure-channel-session-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            /** @description true when an open session was closed by this call; false when there was none to close */
                            closed: boolean;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getIpAllowList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** IpAllowList */
                        data: {
                            /** @description While true, requests and logins of this account from other addresses get 403 ACCESS.IP_NOT_ALLOWED */
                            enabled: boolean;
                            /**
                             * @description Normalized addresses and CIDR ranges, in the order saved
                             * @example [
                             *       "203.0.113.7",
                             *       "2001:db8::/32"
                             *     ]
                             */
                            entries: string[];
                        };
                    };
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    replaceIpAllowList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description IPv4 or IPv6 addresses and CIDR ranges (at most 100); replaces the whole list
                     * @example [
                     *       "203.0.113.7",
                     *       "198.51.100.0/24",
                     *       "2001:db8::/32"
                     *     ]
                     */
                    ips: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** IpAllowList */
                        data: {
                            /** @description While true, requests and logins of this account from other addresses get 403 ACCESS.IP_NOT_ALLOWED */
                            enabled: boolean;
                            /**
                             * @description Normalized addresses and CIDR ranges, in the order saved
                             * @example [
                             *       "203.0.113.7",
                             *       "2001:db8::/32"
                             *     ]
                             */
                            entries: string[];
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    disableIpAllowList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** IpAllowList */
                        data: {
                            /** @description While true, requests and logins of this account from other addresses get 403 ACCESS.IP_NOT_ALLOWED */
                            enabled: boolean;
                            /**
                             * @description Normalized addresses and CIDR ranges, in the order saved
                             * @example [
                             *       "203.0.113.7",
                             *       "2001:db8::/32"
                             *     ]
                             */
                            entries: string[];
                        };
                    };
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    enableIpAllowList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** IpAllowList */
                        data: {
                            /** @description While true, requests and logins of this account from other addresses get 403 ACCESS.IP_NOT_ALLOWED */
                            enabled: boolean;
                            /**
                             * @description Normalized addresses and CIDR ranges, in the order saved
                             * @example [
                             *       "203.0.113.7",
                             *       "2001:db8::/32"
                             *     ]
                             */
                            entries: string[];
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listMfaMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            /**
                             * MfaMethodEnum
                             * @description Enum object (mfaMethod)
                             */
                            mfaMethod: {
                                /**
                                 * @example EMAIL
                                 * @enum {string}
                                 */
                                code: "EMAIL" | "OTP" | "BACKUP_CODE";
                                /**
                                 * @description EMAIL = 10011001, OTP = 10011002, BACKUP_CODE = 10011003
                                 * @example 10011001
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            isEnabled: boolean;
                            /** @description The method a login offers first: OTP once enabled, else EMAIL */
                            isPrimary: boolean;
                            /** @description OTP: when the authenticator was proven; BACKUP_CODE: when the current set was generated; EMAIL: null */
                            verifiedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getBackupCodeSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** BackupCodeSummary */
                        data: {
                            /** @description Unused codes of the current set */
                            remainingCount: number;
                            /** @description Codes in the current set (0 before the first generation) */
                            totalGenerated: number;
                        };
                    };
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    generateBackupCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** BackupCodesGenerated */
                        data: {
                            /** @description Shown this once; each works once */
                            codes: string[];
                            remainingCount: number;
                            totalGenerated: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            generatedAt: string;
                        };
                    };
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    revokeOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Optional extra proof: the 6-digit code the authenticator shows now, or an unused backup code generated by another session (then used up). A wrong one is refused
                     * @example 123456
                     * @example K7M2Q-9XD4P
                     */
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            /**
                             * MfaMethodEnum
                             * @description Enum object (mfaMethod)
                             */
                            mfaMethod: {
                                /**
                                 * @example EMAIL
                                 * @enum {string}
                                 */
                                code: "EMAIL" | "OTP" | "BACKUP_CODE";
                                /**
                                 * @description EMAIL = 10011001, OTP = 10011002, BACKUP_CODE = 10011003
                                 * @example 10011001
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            isEnabled: boolean;
                            /** @description The method a login offers first: OTP once enabled, else EMAIL */
                            isPrimary: boolean;
                            /** @description OTP: when the authenticator was proven; BACKUP_CODE: when the current set was generated; EMAIL: null */
                            verifiedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    setupOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** OtpSetup */
                        data: {
                            /** @description Base32 seed, for manual entry into the authenticator app */
                            secret: string;
                            /** @description `otpauth://totp/…` URI (Key URI Format) */
                            otpauthUri: string;
                            /** @description The URI as a QR code: `data:image/png;base64,…` */
                            qrCode: string;
                            /** @enum {string} */
                            algorithm: "SHA1";
                            /** @enum {number} */
                            digits: 6;
                            /**
                             * @description Seconds per code
                             * @enum {number}
                             */
                            period: 30;
                            /**
                             * Format: date-time
                             * @description otp/verify must follow before this time
                             */
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    verifyOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The 6-digit code the authenticator shows now
                     * @example 123456
                     */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            /**
                             * MfaMethodEnum
                             * @description Enum object (mfaMethod)
                             */
                            mfaMethod: {
                                /**
                                 * @example EMAIL
                                 * @enum {string}
                                 */
                                code: "EMAIL" | "OTP" | "BACKUP_CODE";
                                /**
                                 * @description EMAIL = 10011001, OTP = 10011002, BACKUP_CODE = 10011003
                                 * @example 10011001
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            isEnabled: boolean;
                            /** @description The method a login offers first: OTP once enabled, else EMAIL */
                            isPrimary: boolean;
                            /** @description OTP: when the authenticator was proven; BACKUP_CODE: when the current set was generated; EMAIL: null */
                            verifiedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    securitySessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            sessionId: string;
                            clientIp: string;
                            userAgent: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            loginTime: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            lastActivityTime: string;
                            isCurrent: boolean;
                        }[];
                    };
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    securitySessionConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** SessionConfig */
                        data: {
                            accountBizId: string;
                            /** @description Single sign-on; not offered yet, always false */
                            ssoEnabled: boolean;
                            maxSessions: number;
                            passwordChangedAt: string | null;
                            lastLoginAt: string | null;
                            lastLoginIp: string | null;
                        };
                    };
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    securitySessionConfigUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Live sessions allowed; a login beyond it ends the oldest session */
                    maxConcurrentSessions: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** SessionConfig */
                        data: {
                            accountBizId: string;
                            /** @description Single sign-on; not offered yet, always false */
                            ssoEnabled: boolean;
                            maxSessions: number;
                            passwordChangedAt: string | null;
                            lastLoginAt: string | null;
                            lastLoginIp: string | null;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    securitySessionHistory: {
        parameters: {
            query?: {
                /** @description Zero-based page number */
                page?: number;
                /** @description Page size, 20 by default; values above 100 are capped at 100 */
                size?: number;
                /** @description `field,direction` with direction asc or desc (asc when omitted); repeat for several keys, the first is primary. Sortable: loginTime, clientIp, loginResult */
                sort?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            items: {
                                bizId: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                loginTime: string;
                                clientIp: string;
                                userAgent: string;
                                /** @description 1 success, 0 failure */
                                loginResult: number;
                                failureReason: string | null;
                            }[];
                            /** Pagination */
                            pagination: {
                                /** @description Pages in the collection; 0 when it is empty */
                                totalPages: number;
                                /** @description Records in the collection */
                                totalRecords: number;
                                /** @description Zero-based page number, as requested */
                                currentPage: number;
                                /** @description Page size after capping */
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    securitySessionTerminate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sessionId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** TerminatedResult */
                        data: {
                            success: boolean;
                            terminatedSessions: number;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    securitySessionsTerminateAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** TerminatedResult */
                        data: {
                            success: boolean;
                            terminatedSessions: number;
                        };
                    };
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Same key + same body within 48 h → the first response again with `Idempotency-Replayed: true`; same key + different body → 409 IDEMPOTENCY.KEY_REUSED; while the first is running → 409 IDEMPOTENCY.REQUEST_IN_PROGRESS. */
                "idempotency-key"?: string;
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Business rule violated (`WALLET.INSUFFICIENT_FUNDS`, …) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
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
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
                                /** @description Pages in the collection; 0 when it is empty */
                                totalPages: number;
                                /** @description Records in the collection */
                                totalRecords: number;
                                /** @description Zero-based page number, as requested */
                                currentPage: number;
                                /** @description Page size after capping */
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    isTransferCompleted: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** @description True once the ledger holds the settled transfer */
                        data: boolean;
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    quoteTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Business rule violated (`WALLET.INSUFFICIENT_FUNDS`, …) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listWallets: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            /** @example wal_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            workspaceBizId: string;
                            /**
                             * @description Currency code
                             * @example USD
                             */
                            currency: string;
                            /** @description Decimals of the currency */
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getWallet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
                            /** @description Decimals of the currency */
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getWalletBalance: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
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
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
                                /** @description Pages in the collection; 0 when it is empty */
                                totalPages: number;
                                /** @description Records in the collection */
                                totalRecords: number;
                                /** @description Zero-based page number, as requested */
                                currentPage: number;
                                /** @description Page size after capping */
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listWithdrawalChannels: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createWithdrawalChannel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    channelType: "BANK_ACCOUNT" | "CRYPTO_ADDRESS";
                    /**
                     * @description Currency code
                     * @example USD
                     */
                    currency: string;
                    /** @description Name shown in lists */
                    label: string;
                    /** @description BankAccountDetails for BANK_ACCOUNT, CryptoAddressDetails for CRYPTO_ADDRESS */
                    details: {
                        /** @description Name on the account */
                        accountHolder: string;
                        /** @description Account number or IBAN */
                        accountNumber: string;
                        /** @description Bank */
                        bankName: string;
                        /** @description BIC / SWIFT */
                        swiftCode?: string;
                        /** @description ISO 3166-1 alpha-2 */
                        country?: string;
                    } | {
                        /** @description e.g. TRON, ETHEREUM */
                        network: string;
                        address: string;
                        memo?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** WithdrawalChannel */
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
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
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
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
                                /** @description Pages in the collection; 0 when it is empty */
                                totalPages: number;
                                /** @description Records in the collection */
                                totalRecords: number;
                                /** @description Zero-based page number, as requested */
                                currentPage: number;
                                /** @description Page size after capping */
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Same key + same body within 48 h → the first response again with `Idempotency-Replayed: true`; same key + different body → 409 IDEMPOTENCY.KEY_REUSED; while the first is running → 409 IDEMPOTENCY.REQUEST_IN_PROGRESS. */
                "idempotency-key"?: string;
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Business rule violated (`WALLET.INSUFFICIENT_FUNDS`, …) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cancelWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found (`RESOURCE.NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Shown to every member; surrounding spaces are trimmed */
                    workspaceName: string;
                    /**
                     * @description IANA time zone; default UTC
                     * @example Asia/Tokyo
                     */
                    workspaceTimezone?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** Workspace */
                        data: {
                            /** @example ws_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            institutionBizId: string;
                            entityBizId: string | null;
                            workspaceName: string;
                            workspaceTimezone: string;
                            /**
                             * WorkspaceStatusEnum
                             * @description Enum object (workspaceStatus)
                             */
                            workspaceStatus: {
                                /**
                                 * @example ACTIVE
                                 * @enum {string}
                                 */
                                code: "ACTIVE" | "SUSPENDED";
                                /**
                                 * @description ACTIVE = 10010304, SUSPENDED = 10010305
                                 * @example 10010304
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            /**
                             * WorkspaceKindEnum
                             * @description Enum object (workspaceKind)
                             */
                            workspaceKind: {
                                /**
                                 * @example LIVE
                                 * @enum {string}
                                 */
                                code: "LIVE" | "TEST";
                                /**
                                 * @description LIVE = 10050101, TEST = 10050102
                                 * @example 10050101
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            /** @description null or a value */
                            extraData: unknown;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Business rule violated (`WALLET.INSUFFICIENT_FUNDS`, …) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCurrentWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: bizId of the workspace; without it the caller's default workspace */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** Workspace */
                        data: {
                            /** @example ws_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            institutionBizId: string;
                            entityBizId: string | null;
                            workspaceName: string;
                            workspaceTimezone: string;
                            /**
                             * WorkspaceStatusEnum
                             * @description Enum object (workspaceStatus)
                             */
                            workspaceStatus: {
                                /**
                                 * @example ACTIVE
                                 * @enum {string}
                                 */
                                code: "ACTIVE" | "SUSPENDED";
                                /**
                                 * @description ACTIVE = 10010304, SUSPENDED = 10010305
                                 * @example 10010304
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            /**
                             * WorkspaceKindEnum
                             * @description Enum object (workspaceKind)
                             */
                            workspaceKind: {
                                /**
                                 * @example LIVE
                                 * @enum {string}
                                 */
                                code: "LIVE" | "TEST";
                                /**
                                 * @description LIVE = 10050101, TEST = 10050102
                                 * @example 10050101
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            /** @description null or a value */
                            extraData: unknown;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    setDefaultWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** WorkspaceMembership */
                        data: {
                            /** @description The account */
                            userBizId: string;
                            workspaceBizId: string;
                            institutionBizId: string;
                            workspaceRoleBizId: string;
                            workspaceName: string;
                            workspaceRoleName: string;
                            /**
                             * WorkspaceKindEnum
                             * @description Enum object (workspaceKind)
                             */
                            workspaceKind: {
                                /**
                                 * @example LIVE
                                 * @enum {string}
                                 */
                                code: "LIVE" | "TEST";
                                /**
                                 * @description LIVE = 10050101, TEST = 10050102
                                 * @example 10050101
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            /**
                             * JoinSourceEnum
                             * @description Enum object (joinSource)
                             */
                            joinSource: {
                                /**
                                 * @example REGISTRATION
                                 * @enum {string}
                                 */
                                code: "REGISTRATION" | "INVITATION" | "CREATION";
                                /**
                                 * @description REGISTRATION = 10050201, INVITATION = 10050202, CREATION = 10050203
                                 * @example 10050201
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            isOwner: boolean;
                            /** @description Used by workspaces/current when no X-Workspace-Id is sent */
                            isDefault: boolean;
                            /** @description The workspace is active and can be used */
                            enterable: boolean;
                            /** @description Can be made the default workspace */
                            defaultEligible: boolean;
                            /** @description null or a value */
                            policyConfig: unknown;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    leaveWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: null;
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031 */
                "x-workspace-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description At least one field */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Shown to every member; surrounding spaces are trimmed */
                    workspaceName?: string;
                    /**
                     * @description IANA time zone (see constants/timezones)
                     * @example Asia/Tokyo
                     */
                    workspaceTimezone?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** Workspace */
                        data: {
                            /** @example ws_01JD3F0Q3W6Y8T4R2P9N5M7K1H */
                            bizId: string;
                            institutionBizId: string;
                            entityBizId: string | null;
                            workspaceName: string;
                            workspaceTimezone: string;
                            /**
                             * WorkspaceStatusEnum
                             * @description Enum object (workspaceStatus)
                             */
                            workspaceStatus: {
                                /**
                                 * @example ACTIVE
                                 * @enum {string}
                                 */
                                code: "ACTIVE" | "SUSPENDED";
                                /**
                                 * @description ACTIVE = 10010304, SUSPENDED = 10010305
                                 * @example 10010304
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            /**
                             * WorkspaceKindEnum
                             * @description Enum object (workspaceKind)
                             */
                            workspaceKind: {
                                /**
                                 * @example LIVE
                                 * @enum {string}
                                 */
                                code: "LIVE" | "TEST";
                                /**
                                 * @description LIVE = 10050101, TEST = 10050102
                                 * @example 10050101
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            /** @description null or a value */
                            extraData: unknown;
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
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listMyWorkspaces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            /** @description The account */
                            userBizId: string;
                            workspaceBizId: string;
                            institutionBizId: string;
                            workspaceRoleBizId: string;
                            workspaceName: string;
                            workspaceRoleName: string;
                            /**
                             * WorkspaceKindEnum
                             * @description Enum object (workspaceKind)
                             */
                            workspaceKind: {
                                /**
                                 * @example LIVE
                                 * @enum {string}
                                 */
                                code: "LIVE" | "TEST";
                                /**
                                 * @description LIVE = 10050101, TEST = 10050102
                                 * @example 10050101
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            /**
                             * JoinSourceEnum
                             * @description Enum object (joinSource)
                             */
                            joinSource: {
                                /**
                                 * @example REGISTRATION
                                 * @enum {string}
                                 */
                                code: "REGISTRATION" | "INVITATION" | "CREATION";
                                /**
                                 * @description REGISTRATION = 10050201, INVITATION = 10050202, CREATION = 10050203
                                 * @example 10050201
                                 */
                                value: number;
                                label: string;
                                description: string;
                            };
                            isOwner: boolean;
                            /** @description Used by workspaces/current when no X-Workspace-Id is sent */
                            isDefault: boolean;
                            /** @description The workspace is active and can be used */
                            enterable: boolean;
                            /** @description Can be made the default workspace */
                            defaultEligible: boolean;
                            /** @description null or a value */
                            policyConfig: unknown;
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
            /** @description Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    secureChannelPublicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** @description Secure-channel public key */
                        data: {
                            /** @description Id of this key pair (`sck_…`); send it back when opening a session */
                            keyId: string;
                            /** @description RSA public key: base64 of the DER SubjectPublicKeyInfo (import as `spki`) */
                            publicKey: string;
                            /**
                             * @description RSA-OAEP with SHA-256 and MGF1-SHA-256
                             * @enum {string}
                             */
                            algorithm: "RSA-OAEP-256";
                            /** @description Modulus length in bits (3072 by default, never below 2048) */
                            keySize: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            /** @description Until when sessions can be opened with this key; fetch the key again after it (it is replaced earlier) */
                            expiresAt: string | null;
                        };
                    };
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    secureChannelOpenSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description `keyId` of the public key used to wrap the AES key */
                    keyId: string;
                    /** @description base64 of RSA-OAEP(SHA-256, MGF1-SHA-256) of a fresh random 32-byte AES-256 key */
                    encryptedKey: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            /** @description Send as `X-Secure-Channel-Session-Id` (or `X-SC-Session-Id`) with encrypted bodies */
                            sessionId: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            expiresAt: string;
                            /** @description Seconds until the session expires */
                            expiresIn: number;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    secureChannelCloseSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Secure-channel session id (`scs_…`) */
                "x-sc-session-id"?: string;
                /** @description Secure-channel session id (`scs_…`) */
                "x-secure-channel-session-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            /** @description true when an open session was closed by this call; false when there was none to close */
                            closed: boolean;
                        };
                    };
                };
            };
            /** @description Invalid request (`VALIDATION.INVALID_PARAMETER` and others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    selfSessionConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (envelope 1.3.0) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        /** SessionConfig */
                        data: {
                            accountBizId: string;
                            /** @description Single sign-on; not offered yet, always false */
                            ssoEnabled: boolean;
                            maxSessions: number;
                            passwordChangedAt: string | null;
                            lastLoginAt: string | null;
                            lastLoginIp: string | null;
                        };
                    };
                };
            };
            /** @description Not authenticated (`4010`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SelfErrorBody"];
                };
            };
        };
    };
    selfSessionHistory: {
        parameters: {
            query?: {
                page?: number;
                /** @description Capped at 100 */
                size?: number;
                /** @description ISO 8601; only logins at or after it */
                startTime?: string;
                /** @description ISO 8601; only logins at or before it */
                endTime?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (envelope 1.3.0) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Envelope version
                         * @example 2.0.0
                         */
                        version: string;
                        /** @description Server time, milliseconds since epoch */
                        timestamp: number;
                        success: boolean;
                        /** @description `2000` OK, `2001` created, otherwise an error code */
                        code: string;
                        message: string;
                        data: {
                            content: {
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                loginTime: string;
                                ipAddress: string;
                                userAgent: string;
                                /** @description Country of the login (cf-ipcountry), or "Unknown" */
                                location: string;
                                success: boolean;
                            }[];
                            /** @description Records in the collection */
                            totalElements: number;
                            /** @description Pages in the collection; 0 when it is empty */
                            totalPages: number;
                            /** @description Zero-based page number, as requested */
                            number: number;
                            /** @description Page size after capping */
                            size: number;
                        };
                    };
                };
            };
            /** @description Invalid request (`4000`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SelfErrorBody"];
                };
            };
            /** @description Not authenticated (`4010`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SelfErrorBody"];
                };
            };
        };
    };
}
