// Generated from openapi.json by `npm run openapi`. Do not edit.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database reachability */
        get: operations["HealthController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where mail goes, the demo mailbox's mails and the newest mails of the outbox */
        get: operations["AdminMailController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a failed mail again */
        post: operations["AdminMailController_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogue/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The catalogue's version and the next offer end, as this server last read them
         * @description Asked every quarter second by the web app, which keeps visitors' pages ready until the version moves or an offer ends. Answered from memory, without the database.
         */
        get: operations["PerfumesController_version"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/perfumes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The catalogue: filters, sort and pages (the total is in X-Total-Count)
         * @description q searches name, brand, notes, accords, family and description in Spanish full text (no accents or case, stems, the last word as a prefix), and forgives typos in the name and brand by trigrams; a search is ordered by relevance, then the most reviewed, unless sort says otherwise. Filters combine; accord may be repeated (all of them). Price filters and sorts use the price of the smallest size after any offer. Answers carry an ETag; If-None-Match gives 304.
         */
        get: operations["PerfumesController_list"];
        put?: never;
        /**
         * Create a perfume
         * @description sizes, prices and notes may be arrays or comma-separated text. Sizes without stock start at 0 units; inStock false keeps every size at 0. A scent given without notes gives the perfume its pyramid notes (top, heart, base, each once); its accords are stored strongest first.
         */
        post: operations["AdminPerfumesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/perfumes/facets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many perfumes each filter choice leaves, for the same filters as the list
         * @description Brand, category, family, season, size and price bands count without their own filter (choosing another value replaces it); accords count with every filter (one more narrows the list). The category counts add up to the total when no category is chosen.
         */
        get: operations["PerfumesController_facets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/perfumes/homepage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The perfumes of the home page grid */
        get: operations["PerfumesController_homepage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/perfumes/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One perfume by its slug */
        get: operations["PerfumesController_bySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/perfumes/{slug}/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 'Huele parecido a…': the perfumes that smell most like this one, best first
         * @description Ranked by 0.75 × the cosine of their accord intensities + 0.25 × the Jaccard index of their notes (docs/decisions/019). Never the perfume itself; each shares at least one accord.
         */
        get: operations["PerfumesController_similar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every brand in the catalogue, alphabetically */
        get: operations["PerfumesController_brands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every collection, each with its perfumes (none while the shop hides collections) */
        get: operations["CollectionsController_list"];
        put?: never;
        /**
         * Create a collection
         * @description perfumeIds, sizes and prices may be arrays or comma-separated text.
         */
        post: operations["AdminCollectionsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collections/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One collection by its slug, with its perfumes */
        get: operations["CollectionsController_bySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/perfumes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The perfumes tab: search, filters, sort and pages (the total is in X-Total-Count)
         * @description search looks in name and brand, ignoring case and accents; price sorts by the smallest size after any offer. Archived perfumes are left out.
         */
        get: operations["AdminPerfumesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/perfumes/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The catalogue as CSV, one row per perfume, to edit and import again
         * @description UTF-8 with a byte order mark, a header row, CRLF lines. Columns: slug, name, brand, category, description, sizes (every size with its full price: "2ml=4.90; 5ml=9.90"), notes ("Bergamota; Vainilla"), imageUrl, isOnOffer (true/false), discountPercentage (0 off offer), offerDescription, offerEndsAt (ISO 8601), allergens. A cell that a spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return, after any apostrophes) gets one apostrophe in front, which the import takes off. Archived perfumes are left out; stock (the inventory) and the scent are not in it.
         */
        get: operations["AdminPerfumesController_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/perfumes/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import the catalogue CSV: dryRun=true tells what would change and writes nothing
         * @description The CSV of GET /api/admin/perfumes/export.csv (columns in any order; a file saved with ";" between cells or in Windows-1252 is read too), as the body (text/csv) or as the part file of a form. A row whose slug the shop has updates that perfume with what differs; any other row creates a perfume (with that slug, or one made from its name when the slug is empty). Each row is checked with the perfume form's rules. Without dryRun every row is written in one transaction, through the same create and update as the form (price history, offer news, the catalogue moves at once), or, with any error, nothing: 400 VALIDATION_FAILED (reason perfume_import_invalid) whose fieldErrors hold each error under "<row>.<column>" ("<row>" for a whole row), the header being row 1. At most 2 MB and 2,000 perfumes.
         */
        post: operations["AdminPerfumesController_importCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/perfumes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One perfume as the edit form shows it */
        get: operations["AdminPerfumesController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/perfumes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a perfume: the fields given replace the stored ones
         * @description A size kept keeps its stock unless stock is given; a size left out is deleted. Price and offer changes are written to the price history. scent replaces the whole scent (null clears it; left out keeps it); given without notes, the notes become its pyramid notes.
         */
        put: operations["AdminPerfumesController_update"];
        post?: never;
        /**
         * Delete a perfume; one that orders point at is archived instead
         * @description Either way the shop stops showing it at once.
         */
        delete: operations["AdminPerfumesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every collection, shown or not, in the shop’s order */
        get: operations["AdminCollectionsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a collection: the fields given replace the stored ones */
        put: operations["AdminCollectionsController_update"];
        post?: never;
        /** Delete a collection (its perfumes stay in the shop) */
        delete: operations["AdminCollectionsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Content tab’s figures: subscribers, gaps in the catalogue, offers */
        get: operations["AdminContentController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every perfume's millilitres and what each size can sell, fewest free ml first */
        get: operations["AdminInventoryController_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/perfumes/{id}/bottles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A perfume's bottles: pouring ones first (oldest opened first) */
        get: operations["AdminInventoryController_bottles"];
        put?: never;
        /**
         * Receive a bottle (a received movement of its ml)
         * @description The batch code is upper-cased. With openedAt it arrives open (a bottle the shop already had), else sealed; sealed bottles pour after the open ones.
         */
        post: operations["AdminInventoryController_receive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bottles/{id}/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adjust a bottle by signed ml, with a reason (waste, evaporation, count, breakage) */
        post: operations["AdminInventoryController_adjust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bottles/{id}/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a sealed bottle now: it pours before the sealed ones */
        post: operations["AdminInventoryController_open"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bottles/{id}/empty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a bottle empty: what is left is written off ('emptied') and it pours no more */
        post: operations["AdminInventoryController_empty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inventory/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The millilitre ledger, newest first (the total is in X-Total-Count)
         * @description Each movement with its signed ml. Filters: perfumeId, type (received, migrated, held, released, sold, returned, adjusted), from and to (store days, Europe/Madrid, both included).
         */
        get: operations["AdminInventoryController_movements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inventory/movements.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ledger as CSV, oldest first, safe to open in a spreadsheet
         * @description The same filters as the list (page and limit ignored): perfumeId, type (received, migrated, held, released, sold, returned, adjusted), from and to (store days, Europe/Madrid, both included).
         */
        get: operations["AdminInventoryController_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order's latest invoice (for its owner or an administrator)
         * @description The simplified invoice issued at payment, the full one that replaced it, or the last credit note.
         */
        get: operations["InvoicesController_latest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A full invoice naming the buyer, in place of the simplified one (once per order)
         * @description Name or company, NIF/NIE/CIF (its check letter or digit is verified) and tax address. The full invoice takes the next number of the F series and refers to the simplified one it replaces.
         */
        post: operations["InvoicesController_full"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An invoice as PDF: /api/invoices/F2026-000001.pdf (owner of the order or administrator) */
        get: operations["InvoicesController_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoices and credit notes of a range, in number order (total in X-Total-Count)
         * @description from and to are store days (Europe/Madrid), both included.
         */
        get: operations["AdminInvoicesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every invoice of a range as CSV for the accountant: number, date, base, IVA, total */
        get: operations["AdminInvoicesController_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe an email to the newsletter (again is fine) */
        post: operations["MessagesController_subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the shop (read in the admin panel) */
        post: operations["MessagesController_contact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter-subscribers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Newsletter subscribers as CSV (email,subscribedAt), safe to open in a spreadsheet */
        get: operations["AdminNewsletterController_subscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contact messages, newest first (the total is in X-Total-Count)
         * @description unread=true keeps the unread messages, unread=false the read ones.
         */
        get: operations["AdminContactMessagesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark a message read (again is fine) */
        patch: operations["AdminContactMessagesController_markRead"];
        trace?: never;
    };
    "/api/settings/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store switches every page of the web app needs (one query) */
        get: operations["SettingsController_publicSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a store setting (a switch takes "true" or "false", an amount "50.00", a count "3") */
        put: operations["AdminSettingsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every store setting with its value and what it controls */
        get: operations["AdminSettingsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the shop shows its collections */
        get: operations["AdminSettingsController_collections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cart, priced from the catalogue (empty when there is none) */
        get: operations["CartController_view"];
        put?: never;
        post?: never;
        /** Empty the cart */
        delete: operations["CartController_clear"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a size of a perfume (50ml when none is named and the perfume has it, else its first size) */
        post: operations["CartController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a line */
        delete: operations["CartController_remove"];
        options?: never;
        head?: never;
        /** Change the quantity of a line (at least 1, at most the stock) */
        patch: operations["CartController_update"];
        trace?: never;
    };
    "/api/cart/sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a set: a collection in one of its set sizes, or a discovery set of picked perfumes
         * @description collectionId sells the collection at its set price; perfumeIds (as many as a tier of the store setting discovery_set_tiers) sells them at the sum of their prices less the tier's discount. Every perfume of the set is poured in size. The same set adds up.
         */
        post: operations["CartController_addSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/sets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a set */
        delete: operations["CartController_removeSet"];
        options?: never;
        head?: never;
        /** Change how many of a set (at least 1, at most what its perfumes allow) */
        patch: operations["CartController_updateSet"];
        trace?: never;
    };
    "/api/auth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which sign-in providers this shop offers besides the password */
        get: operations["AuthController_providers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start Google sign-in (a browser navigation): redirects to Google's consent page
         * @description Sets a short-lived cookie that binds the sign-in to this browser, and keeps `binding` (the SHA-256 hex of a nonce in the web app's session) for the code of the return. Without `binding`, redirects to the web app's /auth/google/iniciar, which makes one and comes back. When Google sign-in is off or cannot start, redirects to the shop's /auth?error=<key>.
         */
        get: operations["AuthController_googleStart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Google's return: redirects to the shop's /auth/google?code=<one-time code>, or /auth?error=<key>
         * @description Keys: google-cancelled, google-invalid-state, google-unverified-email, google-no-email, google-failed, google-disabled.
         */
        get: operations["AuthController_googleCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trade the one-time code of the Google return for tokens (server to server) */
        post: operations["AuthController_googleExchange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a customer account and mail a link to confirm its address
         * @description The same answer whether the address is free or has an account (its owner is mailed a notice instead): no answer tells whether an address is a customer's. No session: sign in with POST /api/auth/login and the same credentials.
         */
        post: operations["AuthController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an address with the token of the link mailed to it (it works once, 24 h)
         * @description The account's own address is confirmed; the new address of an email change becomes the account's email, and the old address is told.
         */
        post: operations["AuthController_verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail another verification link, to the address that waits for one */
        post: operations["AuthController_resendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a link to set a new password (it works once, 30 minutes)
         * @description The same answer whether or not the address has an account.
         */
        post: operations["AuthController_requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset link's token; every session of the account ends */
        post: operations["AuthController_confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email or username; a guest cart sent along merges into the account */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in to the admin panel: only an administrator gets a session */
        post: operations["AuthController_adminLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in to the admin panel with the specification's body { email, password }
         * @deprecated
         * @description Use POST /api/auth/admin/login, which does the same. This older path (the specification's) keeps working for the clients written against it.
         */
        post: operations["AuthController_adminLoginAlias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New token pair for a refresh token, which is then spent */
        post: operations["AuthController_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this session now: its refresh token stops working */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, with whether they are 'Cliente Premium' */
        get: operations["AuthController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller is an administrator, from the token */
        get: operations["AuthController_adminStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sessions, most recently used first */
        get: operations["AdminSessionsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sessions-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Total, active and ended sessions, and when they were last cleaned up */
        get: operations["AdminSessionsController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End and delete one session */
        delete: operations["AdminSessionsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sessions/cleanup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete every ended session now */
        post: operations["AdminSessionsController_cleanup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's shipping addresses, the default first */
        get: operations["AddressesController_list"];
        put?: never;
        /**
         * Add a shipping address
         * @description The first address is the default; isDefault true moves the default to it.
         */
        post: operations["AddressesController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a shipping address (the same body as adding one)
         * @description Orders already placed keep the address they were sent to. isDefault true moves the default here; false leaves it where it is.
         */
        put: operations["AddressesController_update"];
        post?: never;
        /**
         * Delete a shipping address
         * @description Orders keep their own copy of the address. When the default goes, the oldest remaining address becomes the default.
         */
        delete: operations["AddressesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addresses/{id}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Make this address the default (the previous default stops being it) */
        patch: operations["AddressesController_setDefault"];
        trace?: never;
    };
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's profile */
        get: operations["ProfileController_get"];
        /**
         * Replace the customer's name, username, email and phone
         * @description A missing or empty name or phone is cleared. A new email needs `currentPassword`; an account that signs in only with Google keeps its email.
         */
        put: operations["ProfileController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's counters: favorites, orders, reviews */
        get: operations["ProfileController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's latest 20 events (orders, sign-ins, account changes), newest first */
        get: operations["ProfileController_activity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's saved payment methods, the default first
         * @description Brand, last 4 digits and expiry: the shop never keeps a card number.
         */
        get: operations["PaymentMethodsController_list"];
        put?: never;
        /**
         * Add a card: answers the provider's hosted page in setup mode
         * @description The card is typed on the provider's page (Stripe Checkout in setup mode, or the local test page); the provider's event saves it and the customer comes back to /payment-methods?guardado=1. isDefault true makes it the default; the first card always is. PayPal is refused (400).
         */
        post: operations["PaymentMethodsController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a saved payment method (the provider forgets it first)
         * @description When the default goes, the oldest card left becomes the default.
         */
        delete: operations["PaymentMethodsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-methods/{id}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Make this payment method the default (the previous default stops being it)
         * @description The checkout offers the default card on the hosted payment page.
         */
        patch: operations["PaymentMethodsController_setDefault"];
        trace?: never;
    };
    "/api/user/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's settings: six groups, with the defaults where nothing was saved */
        get: operations["AccountSettingsController_get"];
        /** Replace the settings with the whole object (every group and field; unknown keys refused). security.sessionTimeout is the idle time after which the API ends a session */
        put: operations["AccountSettingsController_replace"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's settings: six groups, with the defaults where nothing was saved
         * @deprecated
         * @description Use GET /api/user/settings, which does the same. This older path (the specification's) keeps working for the clients written against it.
         */
        get: operations["AccountSettingsController_getAlias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the password: the current one is checked, the new one follows the registration rules; every other session of the account ends, this one goes on */
        put: operations["PasswordController_change"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the password: the current one is checked, the new one follows the registration rules; every other session of the account ends, this one goes on
         * @deprecated
         * @description Use PUT /api/user/change-password, which does the same. This older path (the specification's) keeps working for the clients written against it.
         */
        put: operations["PasswordController_changeAlias"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/export-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download everything the shop keeps about the signed-in customer
         * @description A file named user-data-YYYY-MM-DD.{format} (Content-Disposition: attachment): the profile, addresses, saved payment methods (brand, last 4 digits, expiry), orders, notifications, settings, favorites, reviews and performance votes. json: one readable object (DataExportDto); csv: rows of section,item,field,value, cells defused for spreadsheets; pdf: a readable document.
         */
        get: operations["AccountDataController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/delete-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete the signed-in customer's account, for good
         * @description The body proves the person: the account's password, or for an account without one (Google only) confirmation: 'ELIMINAR'. In one transaction every session ends (the access and refresh tokens are refused at once), the addresses, payment methods, notifications, settings and cart go, the orders stay anonymised for the books, and the user is deleted, so the email may be registered again. An open payment page is closed at its provider first.
         */
        delete: operations["AccountDataController_deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the signed-in customer's notifications, newest first, with the counters
         * @description filter: all (default), unread or read; counts are of all the notifications whatever the filter.
         */
        get: operations["NotificationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many notifications the customer has not read (the header badge) */
        get: operations["NotificationsController_unreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which notifications the customer wants
         * @description Kept with the account settings (GET /api/user/settings): security is its security.loginNotifications.
         */
        get: operations["NotificationsController_settings"];
        /**
         * Change some notification settings (any of the seven flags); answers all of them
         * @description orderUpdates lets order, payment and refund notices through, promotions new coupons and offers on favorites, newProducts favorites back in stock, security the password-change notice.
         */
        put: operations["NotificationsController_updateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark every one of the customer's notifications as read */
        put: operations["NotificationsController_readAll"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark one notification as read (again is no change) */
        put: operations["NotificationsController_read"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one notification */
        delete: operations["NotificationsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's orders, newest first */
        get: operations["OrdersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/by-session/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order a payment session became (404 while the payment is on its way) */
        get: operations["OrdersController_bySession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the customer’s orders */
        get: operations["OrdersController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/withdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw from the contract of a delivered order, within 14 days of its delivery
         * @description The second step of the shop's 'Desistir del contrato' button (CRD art. 11a). The receipt is mailed at once; the order waits in the administrators' queue for the goods to come back and be refunded.
         */
        post: operations["OrdersController_withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's orders for tracking (no email in the query decides anything) */
        get: operations["OrdersController_tracking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracking/{trackingNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The events of one of the customer's shipments */
        get: operations["OrdersController_trackingEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The orders table: filters, search and pages, newest first (total in X-Total-Count)
         * @description from and to are store days (Europe/Madrid), both included. search finds the short code customers see (with or without #), the whole id, or part of the email. Test orders are listed, marked isTest.
         */
        get: operations["AdminOrdersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order's page: items, address, coupon, payment reference, shipment, refund, timeline */
        get: operations["AdminOrdersController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move an order one step along its workflow (spec’s "Completado" is delivered)
         * @description Allowed moves: pending → confirmed | cancelled; confirmed → processing | cancelled; processing → shipped | cancelled; shipped → delivered | refunded; delivered → refunded. Shipping needs trackingNumber (unique) and carrier. Cancelling or refunding records a refund of whatever is left to give back (see POST /api/admin/orders/{id}/refunds), once however often it is asked; both give the coupon use back, and cancelling returns the stock. Confirming a pending order takes the units it was waiting for. Every move adds a tracking event (with location and note) and a notification for the customer.
         */
        patch: operations["OrderWorkflowController_move"];
        trace?: never;
    };
    "/api/admin/orders/{id}/packing-slip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order's packing slip as PDF (albaran-<code>.pdf), to put in its parcel
         * @description A4: the customer, the shipping address, and each line (perfume, brand, size, units, the batches it was poured from) with an empty box for the packer. Units already given back are left out.
         */
        get: operations["AdminOrdersController_packingSlip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The labels of the order's decants as PDF (etiquetas-<code>.pdf)
         * @description A4 sheets of 3 × 8 labels of 70 × 37 mm, one per decant (a set's line, one per perfume of each set): perfume, brand, ml, batch, the perfume's allergens when it declares them, and 'Decant de perfume original'.
         */
        get: operations["AdminOrdersController_labels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/print": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The packing slips or the labels of several orders in one PDF
         * @description Up to 50 orders, in the order given: packing slips each from a new page (albaranes.pdf), labels one after another across the orders (etiquetas.pdf). One order alone is named as its own routes name it.
         */
        post: operations["AdminOrdersController_print"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sales-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Revenue, orders and average order value of a range (all time by default)
         * @description Counts paid orders not cancelled or refunded (pending ones included: they are paid), refunds subtracted, in the store currency. Test orders (local provider, no money taken) are left out, except when the shop itself runs PAYMENT_PROVIDER=local, where every order is one (includesTestOrders says which). from and to are store days (Europe/Madrid), both included. monthlyRevenue is the current month's, whatever the range.
         */
        get: operations["AdminSalesController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sales-series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The analytics charts: revenue by month, orders by day, top perfumes
         * @description Counts paid orders not cancelled or refunded (pending ones included: they are paid), refunds subtracted, in the store currency. Test orders (local provider, no money taken) are left out, except when the shop itself runs PAYMENT_PROVIDER=local, where every order is one (includesTestOrders says which). from and to are store days (Europe/Madrid), both included. By default the last 12 months up to today; at most 731 days. Every month and day of the range is listed, with 0 when nothing was sold.
         */
        get: operations["AdminSalesController_series"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every order of a range as CSV, oldest first, safe to open in a spreadsheet
         * @description All orders, whatever their state, test ones included (isTest column). from and to are store days (Europe/Madrid), both included.
         */
        get: operations["AdminSalesController_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start paying for the signed-in customer's cart: answers the hosted payment page
         * @description Every amount comes from the database; a body with prices is refused.
         */
        post: operations["CheckoutController_startCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/create-checkout-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start paying for the signed-in customer's cart: answers the hosted payment page
         * @deprecated
         * @description Use POST /api/checkout/session, which does the same. This older path (the specification's) keeps working for the clients written against it.
         */
        post: operations["CheckoutController_startCheckoutAlias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What paying for the cart costs now: subtotal, coupon discount, shipping, total */
        get: operations["CheckoutController_quote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupons/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a coupon against the cart and answer the discount */
        post: operations["CheckoutController_applyCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupons/available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The coupons the signed-in customer can use now, with the uses left for them
         * @description Active coupons within their dates and with uses left overall; one the customer has used up is listed with isActive false. Empty while the shop has switched coupons off.
         */
        get: operations["CouponsController_available"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupons/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in customer's coupons used on paid orders, newest first
         * @description Only uses of paid orders: an open payment holds a use without showing it, and a cancelled or refunded order gives its use back.
         */
        get: operations["CouponsController_used"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every coupon with its uses */
        get: operations["AdminCouponsController_list"];
        put?: never;
        /** Create a coupon (code upper-cased, at most 20 characters; amounts as "20.00") */
        post: operations["AdminCouponsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe's events, verified on the raw body (Stripe-Signature); repeats change nothing */
        post: operations["PaymentsController_stripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move several orders to one state, each as if moved alone, with the result of each
         * @description Up to 50 orders, in the order given, each in its own transaction with the checks, refund, stock and mail of PATCH /api/admin/orders/{id}. A refused move (one its state does not allow, a size still missing) is reported with its code, reason and Spanish message, and changes nothing of that order; the others go on. Shipping is not a bulk move: each parcel has its own tracking number.
         */
        post: operations["OrderWorkflowController_moveMany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give back units of some lines, the shipping, or both
         * @description Recorded pending in the order's transaction, then asked of the payment provider outside it (the refund's id is the idempotency key) and settled from its answer or its webhook: the order's refunded total, an event, a credit note (R series) for exactly the amount, and the customer's mail. A provider that fails is asked again every few minutes (8 times) and the refund shows its last error meanwhile. Each unit costs what the customer paid for it (its share of the coupon out); the total never exceeds what was paid. Before shipping, the millilitres of lines given back whole return to their bottles.
         */
        post: operations["OrderWorkflowController_refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/refunds/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the payment provider again for a refund that failed */
        post: operations["OrderWorkflowController_retryRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/images/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store an image (a file, an https link or a data URL), as a perfume's when named
         * @description JPG, PNG, GIF or WebP by content (never by name or declared type), at most 5 MB. The image is re-encoded as WebP without its metadata, at most 1200 px a side, stored under a random name and set as the perfume's imageUrl. Without perfumeId (JSON form) it is only stored: set the imageUrl answered with PUT /api/perfumes/{id}. A link is fetched by the server over https from a public address only, without redirects, within 10 s. Refusals answer 'Error al subir imagen: ' and the reason, and store nothing.
         */
        post: operations["ImagesController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/images/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Perfumes with and without an image, and the images stored */
        get: operations["ImagesController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An uploaded image (WebP) by its name; the web app serves it as /media/{name} */
        get: operations["MediaController_image"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard’s counts: perfumes, orders today, collections, offers */
        get: operations["AdminDashboardController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the shop is doing: revenue and orders today, in 7 and 30 days, and what waits
         * @description Revenue is net of refunds and orders leave out cancelled and refunded ones, as Analytics (GET /api/admin/sales-stats) counts them: test orders (local provider, no money taken) are left out, except when the shop itself runs PAYMENT_PROVIDER=local, where every order is one. Days are the store's (Europe/Madrid); an order counts on the day it was placed, and so do its refunds. Each period is compared with the same number of days just before it: today (so far) with all of yesterday. awaitingShipment counts the same orders, paid and not shipped yet.
         */
        get: operations["AdminDashboardController_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recent-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The 5 latest orders, whatever their state
         * @description The orders the figures count: test orders (marked isTest) only when the shop runs PAYMENT_PROVIDER=local.
         */
        get: operations["AdminDashboardController_recentOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/popular-perfumes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The 5 perfumes with most units sold, all time
         * @description Counts paid orders not cancelled or refunded, as the sales series' topByUnits does: test orders (local provider, no money taken) are left out, except when the shop itself runs PAYMENT_PROVIDER=local, where every order is one. Revenue is at item prices, before coupons and shipping.
         */
        get: operations["AdminDashboardController_popularPerfumes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/low-stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sizes with at most `threshold` units, fewest first
         * @description Without threshold, the store setting low_stock_threshold (3 unless changed with PUT /api/settings). Archived perfumes are left out.
         */
        get: operations["AdminDashboardController_lowStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest changes made by administrators, newest first (the dashboard’s activity)
         * @description Every request but a read, by an administrator, that succeeded.
         */
        get: operations["AdminActivityController_latest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users in total, registered today (Madrid) and active in the last 30 days */
        get: operations["AdminUsersController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recent-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest registrations, newest first */
        get: operations["AdminUsersController_recent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users with their orders and spending, newest first (the total is in X-Total-Count)
         * @description search looks in email, username and name, ignoring case.
         */
        get: operations["AdminUsersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer's page: their details, orders and live sessions */
        get: operations["AdminUsersController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/sessions/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a user out everywhere
         * @description Their refresh tokens stop at once; their access tokens are refused at the next request.
         */
        post: operations["AdminUsersController_endSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reviews, searched, filtered, sorted and paged (readable by visitors)
         * @description search looks in the title, the text and the perfume's name and brand (ignoring case); filter is all or a rating 1 to 5; sort is newest, oldest, rating or helpful; perfumeId keeps one perfume's reviews. Ten a page. Empty values mean the default.
         */
        get: operations["ReviewsController_list"];
        put?: never;
        /**
         * Write a review of a perfume
         * @description One review per customer and perfume: writing again edits the existing one (answered 200). Ratings 1 to 5, 5 when absent; title and content required; text is kept as written and shown as text.
         */
        post: operations["ReviewsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/user/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every review of one customer, newest first (readable by visitors) */
        get: operations["ReviewsController_listOf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a review (its author, or an administrator)
         * @description The same fields as writing one; perfumeId may be left out and cannot change. Someone else's review is a 404 and stays as it was.
         */
        put: operations["ReviewsController_update"];
        post?: never;
        /** Delete a review (its author, or an administrator) */
        delete: operations["ReviewsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}/helpful": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a review as useful ('Útil')
         * @description One vote per user and review: voting again changes nothing. The answer is the count after the vote.
         */
        post: operations["ReviewsController_vote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/perfumes/{perfumeId}/reviews/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A perfume's reviews: average, count, the three fragrance averages, the latest five */
        get: operations["PerfumeReviewsController_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/perfumes/{id}/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vote how a perfume lasts, how far it is noticed, and when it is worn (its buyers)
         * @description Only a customer who bought the perfume in a paid order votes. One vote per customer and perfume: voting again replaces it. The answer is the perfume's distributions after the vote, the same as `performance` in GET /api/perfumes/{slug}.
         */
        post: operations["PerformanceVotesController_vote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/perfumes/{id}/performance/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the signed-in customer may vote on this perfume, and their vote */
        get: operations["PerformanceVotesController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's favorites, newest first
         * @description Each perfume with its lowest price now (after any running offer), its reviews' average and count, and the size 'Agregar' puts in the cart (5ml or the nearest). Perfumes no longer in the shop are left out.
         */
        get: operations["FavoritesController_list"];
        put?: never;
        /**
         * Save a perfume in the favorites
         * @description Saving it again is no error: the answer is the favorite it already has (200).
         */
        post: operations["FavoritesController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorites/ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ids of the perfumes the customer saved
         * @description What the hearts of a page of perfume cards need, in one small call.
         */
        get: operations["FavoritesController_perfumeIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorites/perfume/{perfumeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a perfume from the favorites (the heart's second click) */
        delete: operations["FavoritesController_removePerfume"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a favorite */
        delete: operations["FavoritesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One click off the favourites' mails (the link and List-Unsubscribe of each one)
         * @description Mail providers post `List-Unsubscribe=One-Click` as a form (RFC 8058); an empty body works too.
         */
        post: operations["MailConsentController_unsubscribe"];
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
        HealthDto_Output: {
            /** @enum {string} */
            status: "ok";
            /** @enum {string} */
            database: "up";
        };
        AdminMailDto_Output: {
            /**
             * @description Where mail goes: an SMTP server, only the log, or the demo mailbox
             * @enum {string}
             */
            transport: "smtp" | "log" | "catcher";
            /** @description The demo mailbox's mails, newest first (at most 100); empty unless catcher */
            caught: {
                /** Format: uuid */
                id: string;
                /** Format: date-time */
                receivedAt: string;
                from: string;
                to: string[];
                subject: string;
                text: string;
                html: string | null;
            }[];
            /** @description The newest 50 mails of the outbox */
            outbox: {
                /** Format: uuid */
                id: string;
                to: string;
                subject: string;
                /** @enum {string} */
                status: "pending" | "sent" | "failed";
                attempts: number;
                lastError: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                sentAt: string | null;
            }[];
        };
        CatalogueVersionViewDto_Output: {
            /** @description Moves with every change a shopper can see in the catalogue: perfumes, prices, stock, offers, reviews, collections */
            version: string;
            /**
             * Format: date-time
             * @description When the next running offer ends (its prices change then without a write), or null
             */
            nextOfferEnd: string | null;
        };
        PerfumeViewDto_Output: {
            /** Format: uuid */
            id: string;
            slug: string;
            name: string;
            brand: string;
            description: string;
            imageUrl: string | null;
            /** @enum {string} */
            category: "masculino" | "femenino" | "unisex" | "nicho";
            notes: string[];
            /** @description How it smells; null until the shop describes it */
            scent: {
                pyramid: {
                    top: string[];
                    heart: string[];
                    base: string[];
                };
                /** @description The main accords, the strongest first, each 0-100 */
                accords: {
                    name: string;
                    intensity: number;
                }[];
                /** @enum {string} */
                family: "Amaderada" | "Oriental" | "Floral" | "Cítrica" | "Aromática" | "Chipre" | "Fougère" | "Gourmand" | "Acuática" | "Cuero";
                /** @enum {string} */
                concentration: "EDT" | "EDP" | "Parfum" | "Extrait";
                seasons: ("primavera" | "verano" | "otoño" | "invierno")[];
                timeOfDay: ("dia" | "noche")[];
            } | null;
            /** @description Size labels, parallel to prices */
            sizes: string[];
            /** @description Prices as text, parallel to sizes */
            prices: string[];
            isOnOffer: boolean;
            /** @description Numeric string, "0" when not on offer */
            discountPercentage: string;
            offerDescription: string | null;
            inStock: boolean;
            /** @description The average of the perfume's reviews (one decimal); null with no review yet */
            rating: number | null;
            reviewCount: number;
            variants: {
                /** @description Size label, e.g. "5ml" */
                size: string;
                ml: number;
                /** @description Amount in the store currency, e.g. "12.50" */
                price: string;
                /** @description Price after the offer discount; null when not on offer */
                offerPrice: string | null;
                /** @description Amount in the store currency, e.g. "12.50" */
                pricePerMl: string;
                /** @description Lowest price in the 30 days before the current price began (EU rule for reductions) */
                lowestPrice30Days: string | null;
                stock: number;
            }[];
        };
        PerfumeFacetsViewDto_Output: {
            /** @description Perfumes matching the filters, as X-Total-Count */
            total: number;
            /** @description Brands, alphabetically, each with how many perfumes choosing it leaves */
            brands: {
                value: string;
                count: number;
            }[];
            /** @description Categories, each with how many perfumes choosing it leaves */
            categories: {
                value: string;
                count: number;
            }[];
            /** @description Scent families, the most perfumes first, each with how many perfumes choosing it leaves */
            families: {
                value: string;
                count: number;
            }[];
            /** @description Accords, the most perfumes first, each with how many perfumes choosing it leaves */
            accords: {
                value: string;
                count: number;
            }[];
            /** @description Seasons, spring first, each with how many perfumes choosing it leaves */
            seasons: {
                value: string;
                count: number;
            }[];
            /** @description Sizes, smallest first, each with how many perfumes choosing it leaves */
            sizes: {
                value: string;
                count: number;
            }[];
            /** @description Bands of the smallest size's price after any offer, cheapest first */
            priceBands: {
                /** @description The band as minPrice; null from 0 */
                minPrice: string | null;
                /** @description The band as maxPrice; null without a top */
                maxPrice: string | null;
                count: number;
            }[];
        };
        PerfumeDetailViewDto_Output: {
            /** Format: uuid */
            id: string;
            slug: string;
            name: string;
            brand: string;
            description: string;
            imageUrl: string | null;
            /** @enum {string} */
            category: "masculino" | "femenino" | "unisex" | "nicho";
            notes: string[];
            /** @description How it smells; null until the shop describes it */
            scent: {
                pyramid: {
                    top: string[];
                    heart: string[];
                    base: string[];
                };
                /** @description The main accords, the strongest first, each 0-100 */
                accords: {
                    name: string;
                    intensity: number;
                }[];
                /** @enum {string} */
                family: "Amaderada" | "Oriental" | "Floral" | "Cítrica" | "Aromática" | "Chipre" | "Fougère" | "Gourmand" | "Acuática" | "Cuero";
                /** @enum {string} */
                concentration: "EDT" | "EDP" | "Parfum" | "Extrait";
                seasons: ("primavera" | "verano" | "otoño" | "invierno")[];
                timeOfDay: ("dia" | "noche")[];
            } | null;
            /** @description Size labels, parallel to prices */
            sizes: string[];
            /** @description Prices as text, parallel to sizes */
            prices: string[];
            isOnOffer: boolean;
            /** @description Numeric string, "0" when not on offer */
            discountPercentage: string;
            offerDescription: string | null;
            inStock: boolean;
            /** @description The average of the perfume's reviews (one decimal); null with no review yet */
            rating: number | null;
            reviewCount: number;
            variants: {
                /** @description Size label, e.g. "5ml" */
                size: string;
                ml: number;
                /** @description Amount in the store currency, e.g. "12.50" */
                price: string;
                /** @description Price after the offer discount; null when not on offer */
                offerPrice: string | null;
                /** @description Amount in the store currency, e.g. "12.50" */
                pricePerMl: string;
                /** @description Lowest price in the 30 days before the current price began (EU rule for reductions) */
                lowestPrice30Days: string | null;
                stock: number;
            }[];
            /** @description How its buyers vote it lasts, is noticed and is worn (POST /api/perfumes/{id}/performance) */
            performance: {
                /** @description How many buyers voted */
                votes: number;
                /** @description Votes for each longevity, 1 Muy débil ... 5 Muy duradera */
                longevity: {
                    1: number;
                    2: number;
                    3: number;
                    4: number;
                    5: number;
                };
                /** @description Votes for each sillage, 1 Íntima ... 4 Enorme */
                sillage: {
                    1: number;
                    2: number;
                    3: number;
                    4: number;
                };
                /** @description Votes naming each season (a vote may name several, or none) */
                seasons: {
                    primavera: number;
                    verano: number;
                    "oto\u00F1o": number;
                    invierno: number;
                };
                timeOfDay: {
                    dia: number;
                    noche: number;
                };
            };
        };
        SimilarPerfumeViewDto_Output: {
            perfume: {
                /** Format: uuid */
                id: string;
                slug: string;
                name: string;
                brand: string;
                description: string;
                imageUrl: string | null;
                /** @enum {string} */
                category: "masculino" | "femenino" | "unisex" | "nicho";
                notes: string[];
                /** @description How it smells; null until the shop describes it */
                scent: {
                    pyramid: {
                        top: string[];
                        heart: string[];
                        base: string[];
                    };
                    /** @description The main accords, the strongest first, each 0-100 */
                    accords: {
                        name: string;
                        intensity: number;
                    }[];
                    /** @enum {string} */
                    family: "Amaderada" | "Oriental" | "Floral" | "Cítrica" | "Aromática" | "Chipre" | "Fougère" | "Gourmand" | "Acuática" | "Cuero";
                    /** @enum {string} */
                    concentration: "EDT" | "EDP" | "Parfum" | "Extrait";
                    seasons: ("primavera" | "verano" | "otoño" | "invierno")[];
                    timeOfDay: ("dia" | "noche")[];
                } | null;
                /** @description Size labels, parallel to prices */
                sizes: string[];
                /** @description Prices as text, parallel to sizes */
                prices: string[];
                isOnOffer: boolean;
                /** @description Numeric string, "0" when not on offer */
                discountPercentage: string;
                offerDescription: string | null;
                inStock: boolean;
                /** @description The average of the perfume's reviews (one decimal); null with no review yet */
                rating: number | null;
                reviewCount: number;
                variants: {
                    /** @description Size label, e.g. "5ml" */
                    size: string;
                    ml: number;
                    /** @description Amount in the store currency, e.g. "12.50" */
                    price: string;
                    /** @description Price after the offer discount; null when not on offer */
                    offerPrice: string | null;
                    /** @description Amount in the store currency, e.g. "12.50" */
                    pricePerMl: string;
                    /** @description Lowest price in the 30 days before the current price began (EU rule for reductions) */
                    lowestPrice30Days: string | null;
                    stock: number;
                }[];
            };
            /** @description How alike, 0 to 1 (docs/decisions/019) */
            score: number;
            /** @description Accords both have, the strongest first */
            sharedAccords: string[];
            /** @description Notes both have */
            sharedNotes: string[];
        };
        CollectionViewDto_Output: {
            /** Format: uuid */
            id: string;
            slug: string;
            name: string;
            description: string;
            theme: string;
            imageUrl: string | null;
            perfumes: {
                /** Format: uuid */
                id: string;
                slug: string;
                name: string;
                brand: string;
                description: string;
                imageUrl: string | null;
                /** @enum {string} */
                category: "masculino" | "femenino" | "unisex" | "nicho";
                notes: string[];
                /** @description How it smells; null until the shop describes it */
                scent: {
                    pyramid: {
                        top: string[];
                        heart: string[];
                        base: string[];
                    };
                    /** @description The main accords, the strongest first, each 0-100 */
                    accords: {
                        name: string;
                        intensity: number;
                    }[];
                    /** @enum {string} */
                    family: "Amaderada" | "Oriental" | "Floral" | "Cítrica" | "Aromática" | "Chipre" | "Fougère" | "Gourmand" | "Acuática" | "Cuero";
                    /** @enum {string} */
                    concentration: "EDT" | "EDP" | "Parfum" | "Extrait";
                    seasons: ("primavera" | "verano" | "otoño" | "invierno")[];
                    timeOfDay: ("dia" | "noche")[];
                } | null;
                /** @description Size labels, parallel to prices */
                sizes: string[];
                /** @description Prices as text, parallel to sizes */
                prices: string[];
                isOnOffer: boolean;
                /** @description Numeric string, "0" when not on offer */
                discountPercentage: string;
                offerDescription: string | null;
                inStock: boolean;
                /** @description The average of the perfume's reviews (one decimal); null with no review yet */
                rating: number | null;
                reviewCount: number;
                variants: {
                    /** @description Size label, e.g. "5ml" */
                    size: string;
                    ml: number;
                    /** @description Amount in the store currency, e.g. "12.50" */
                    price: string;
                    /** @description Price after the offer discount; null when not on offer */
                    offerPrice: string | null;
                    /** @description Amount in the store currency, e.g. "12.50" */
                    pricePerMl: string;
                    /** @description Lowest price in the 30 days before the current price began (EU rule for reductions) */
                    lowestPrice30Days: string | null;
                    stock: number;
                }[];
            }[];
            /** @description The collection sold as a set (POST /api/cart/sets): empty when it is not */
            sets: {
                /** @description Every perfume of the collection in this size */
                size: string;
                /** @description The set price */
                price: string;
                /** @description Sets there are now: the scarcest perfume decides (0 when one is sold out) */
                stock: number;
            }[];
        };
        AdminPerfumeViewDto_Output: {
            /** Format: uuid */
            id: string;
            slug: string;
            name: string;
            brand: string;
            description: string;
            /** @enum {string} */
            category: "masculino" | "femenino" | "unisex" | "nicho";
            notes: string[];
            /** @description How it smells; null until the shop describes it */
            scent: {
                pyramid: {
                    top: string[];
                    heart: string[];
                    base: string[];
                };
                /** @description The main accords, the strongest first, each 0-100 */
                accords: {
                    name: string;
                    intensity: number;
                }[];
                /** @enum {string} */
                family: "Amaderada" | "Oriental" | "Floral" | "Cítrica" | "Aromática" | "Chipre" | "Fougère" | "Gourmand" | "Acuática" | "Cuero";
                /** @enum {string} */
                concentration: "EDT" | "EDP" | "Parfum" | "Extrait";
                seasons: ("primavera" | "verano" | "otoño" | "invierno")[];
                timeOfDay: ("dia" | "noche")[];
            } | null;
            imageUrl: string | null;
            /** @description Size labels, smallest first, parallel to prices and stock */
            sizes: string[];
            /** @description Full price of each size, parallel to sizes */
            prices: string[];
            /** @description Units of each size, parallel to sizes */
            stock: number[];
            /** @description Some size has units left */
            inStock: boolean;
            /** @description The offer applies now (switched on and not past its end) */
            isOnOffer: boolean;
            /** @description 0 when not on offer */
            discountPercentage: number;
            offerDescription: string | null;
            /**
             * Format: date-time
             * @description When the offer ends by itself
             */
            offerEndsAt: string | null;
            /** @description The EU-listed allergens it declares, as each decant's label prints them */
            allergens: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        PerfumeImportResultDto_Output: {
            /** @description New perfumes (rows with a slug the shop lacks) */
            created: number;
            /** @description Perfumes with some field changed */
            updated: number;
            /** @description Rows equal to the perfume as it is */
            unchanged: number;
            /** @description Every created and updated perfume, in the order of the file */
            changed: {
                /** @description The row in the file, the header being row 1 */
                row: number;
                /** @enum {string} */
                action: "create" | "update";
                /** @description The perfume's slug (a new perfume's, made from its name when empty) */
                slug: string;
                name: string;
                /** @description Only what changes; a new perfume lists each field it is given. Values are the CSV's cells ('2ml=4.90; 5ml=9.90' for sizes), as export.csv would write them after the import */
                fields: {
                    /** @enum {string} */
                    field: "slug" | "name" | "brand" | "category" | "description" | "sizes" | "notes" | "imageUrl" | "isOnOffer" | "discountPercentage" | "offerDescription" | "offerEndsAt" | "allergens";
                    /** @description The value now, as the CSV writes it; null for a new perfume's fields */
                    from: string | null;
                    /** @description The value after the import, as the CSV writes it */
                    to: string;
                }[];
            }[];
            /** @description Why rows cannot be taken; an import with any error writes nothing */
            errors: {
                /** @description The row in the file, the header being row 1 */
                row: number;
                /**
                 * @description The column, or null for the row as a whole
                 * @enum {string|null}
                 */
                field: "slug" | "name" | "brand" | "category" | "description" | "sizes" | "notes" | "imageUrl" | "isOnOffer" | "discountPercentage" | "offerDescription" | "offerEndsAt" | "allergens" | null;
                /** @description In Spanish */
                message: string;
            }[];
        };
        CreatePerfumeDto: {
            name: string;
            brand: string;
            description: string;
            sizes: string | string[];
            prices: string | string[];
            /** @enum {string} */
            category: "masculino" | "femenino" | "unisex" | "nicho";
            notes?: string | string[];
            scent?: {
                pyramid: {
                    top: string[];
                    heart: string[];
                    base: string[];
                };
                /** @description The main accords, the strongest first, each 0-100 */
                accords: {
                    name: string;
                    intensity: number;
                }[];
                /** @enum {string} */
                family: "Amaderada" | "Oriental" | "Floral" | "Cítrica" | "Aromática" | "Chipre" | "Fougère" | "Gourmand" | "Acuática" | "Cuero";
                /** @enum {string} */
                concentration: "EDT" | "EDP" | "Parfum" | "Extrait";
                seasons: ("primavera" | "verano" | "otoño" | "invierno")[];
                timeOfDay: ("dia" | "noche")[];
            } | null;
            imageUrl?: string | null;
            inStock?: boolean;
            stock?: number[];
            /** @default false */
            isOnOffer?: boolean;
            discountPercentage?: number | string;
            offerDescription?: string | null;
            offerEndsAt?: (string | "") | null;
            allergens?: string | null;
        };
        UpdatePerfumeDto: {
            /** Format: uuid */
            id: string;
            name?: string;
            brand?: string;
            description?: string;
            sizes?: string | string[];
            prices?: string | string[];
            /** @enum {string} */
            category?: "masculino" | "femenino" | "unisex" | "nicho";
            notes?: string | string[];
            scent?: {
                pyramid: {
                    top: string[];
                    heart: string[];
                    base: string[];
                };
                /** @description The main accords, the strongest first, each 0-100 */
                accords: {
                    name: string;
                    intensity: number;
                }[];
                /** @enum {string} */
                family: "Amaderada" | "Oriental" | "Floral" | "Cítrica" | "Aromática" | "Chipre" | "Fougère" | "Gourmand" | "Acuática" | "Cuero";
                /** @enum {string} */
                concentration: "EDT" | "EDP" | "Parfum" | "Extrait";
                seasons: ("primavera" | "verano" | "otoño" | "invierno")[];
                timeOfDay: ("dia" | "noche")[];
            } | null;
            imageUrl?: string | null;
            inStock?: boolean;
            stock?: number[];
            isOnOffer?: boolean;
            discountPercentage?: number | string;
            offerDescription?: string | null;
            offerEndsAt?: (string | "") | null;
            allergens?: string | null;
        };
        AdminCollectionViewDto_Output: {
            /** Format: uuid */
            id: string;
            slug: string;
            name: string;
            description: string;
            theme: string;
            imageUrl: string | null;
            /** @description In the order the collection shows them */
            perfumeIds: string[];
            /** @description Sizes of the collection sold as a discovery set */
            sizes: string[];
            /** @description Price of the discovery set in each size, parallel to sizes */
            prices: string[];
        };
        CreateCollectionDto: {
            name: string;
            description: string;
            theme: string;
            perfumeIds?: string | string[];
            sizes?: string | string[];
            prices?: string | string[];
            imageUrl?: string | null;
        };
        UpdateCollectionDto: {
            /** Format: uuid */
            id: string;
            name?: string;
            description?: string;
            theme?: string;
            perfumeIds?: string | string[];
            sizes?: string | string[];
            prices?: string | string[];
            imageUrl?: string | null;
        };
        ContentStatsDto_Output: {
            newsletterSubscribers: number;
            perfumesWithoutDescription: number;
            perfumesWithoutImage: number;
            collections: number;
            /** @description Perfumes whose offer applies now */
            offersRunning: number;
        };
        InventoryPerfumeViewDto_Output: {
            /** Format: uuid */
            perfumeId: string;
            name: string;
            brand: string;
            /** @description Bottles not marked empty */
            bottles: number;
            mlLeft: number;
            /** @description Not held by open checkouts */
            mlFree: number;
            /** @description mlFree below the store setting low_stock_ml */
            low: boolean;
            /** @description What each size can sell now, derived from the bottles */
            sizes: {
                size: string;
                ml: number;
                stock: number;
            }[];
        };
        BottleViewDto_Output: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            perfumeId: string;
            /** @description What it held when it arrived */
            sizeMl: number;
            /** @description In the bottle now: the sum of its movements except holds */
            mlLeft: number;
            /** @description Held by checkouts still open */
            mlHeld: number;
            /** @description What can still be sold: mlLeft - mlHeld */
            mlFree: number;
            batchCode: string;
            /**
             * Format: date-time
             * @description Null while sealed
             */
            openedAt: string | null;
            costCents: number | null;
            /** @enum {string} */
            state: "sealed" | "open" | "empty";
            /** Format: date-time */
            createdAt: string;
        };
        ReceiveBottleDto: {
            ml: number;
            batchCode: string;
            /** Format: date-time */
            openedAt?: string;
            costCents?: number;
        };
        AdjustBottleDto: {
            ml: number;
            /** @enum {string} */
            reason: "waste" | "evaporation" | "count" | "breakage";
        };
        MovementViewDto_Output: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            createdAt: string;
            /** @enum {string} */
            type: "received" | "migrated" | "held" | "released" | "sold" | "returned" | "adjusted";
            /** @description Signed: positive into the bottle (or back from a hold) */
            ml: number;
            /** @enum {string|null} */
            reason: "waste" | "evaporation" | "count" | "breakage" | "emptied" | null;
            /** Format: uuid */
            perfumeId: string;
            perfumeName: string;
            brand: string;
            /** Format: uuid */
            bottleId: string;
            batchCode: string;
            /** @description The size poured, for holds, sales and returns */
            size: string | null;
            /** Format: uuid */
            orderId: string | null;
            /** @description The administrator's email, for receipts and adjustments */
            by: string | null;
        };
        InvoiceViewDto_Output: {
            /** @description F2026-000001 (invoices) or R2026-000001 (credit notes) */
            number: string;
            /** @enum {string} */
            kind: "invoice" | "credit";
            /** @description A factura simplificada, without the buyer named */
            simplified: boolean;
            /** @description IVA included; negative on a credit note */
            total: string;
            /** Format: date-time */
            issuedAt: string;
            /** @description The PDF, for the owner of the order and administrators */
            url: string;
        };
        FullInvoiceDto: {
            name: string;
            taxId: string;
            address: string;
        };
        AdminInvoiceRowDto_Output: {
            /** @description F2026-000001 (invoices) or R2026-000001 (credit notes) */
            number: string;
            /** @enum {string} */
            kind: "invoice" | "credit";
            simplified: boolean;
            /**
             * Format: date
             * @description The store day it was issued (Europe/Madrid)
             */
            date: string;
            /** Format: uuid */
            orderId: string;
            orderCode: string;
            /** @description The buyer's NIF on a full invoice */
            buyerTaxId: string | null;
            /** @description Amount in the store currency, e.g. "12.50"; negative on a credit note */
            base: string;
            taxRate: number;
            /** @description Amount in the store currency, e.g. "12.50"; negative on a credit note */
            tax: string;
            /** @description Amount in the store currency, e.g. "12.50"; negative on a credit note */
            total: string;
            /** @description The PDF */
            url: string;
        };
        NewsletterSubscriptionDto: {
            email: string;
        };
        NewsletterSubscribedDto_Output: {
            email: string;
            /** @enum {boolean} */
            subscribed: true;
        };
        ContactMessageDto: {
            name: string;
            email: string;
            message: string;
        };
        ContactMessageReceivedDto_Output: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            createdAt: string;
        };
        ContactMessageViewDto_Output: {
            /** Format: uuid */
            id: string;
            name: string;
            email: string;
            message: string;
            /** Format: date-time */
            createdAt: string;
            /** @description false shows as 'Nuevo', true as 'Leído' */
            isRead: boolean;
        };
        PublicStoreSettingsDto_Output: {
            collectionsEnabled: boolean;
            /** @description The web app shows a maintenance page to visitors; the API keeps working */
            maintenanceMode: boolean;
            couponsEnabled: boolean;
            freeShippingEnabled: boolean;
            orderTrackingEnabled: boolean;
            /** @description Only changes the payment text: there is no PayPal yet */
            paypalEnabled: boolean;
            /** @description Only changes the payment text: there is no bank transfer yet */
            bankTransferEnabled: boolean;
            shipping: {
                /** @description Goods total from which shipping is free (when enabled) */
                freeOver: string;
                flatFee: string;
            };
            /** @description The country a new address form starts with */
            defaultCountry: string;
            /** @description Working days (Monday to Friday) from payment to delivery */
            deliveryDays: {
                min: number;
                max: number;
            };
            /** @description The discovery set: how many perfumes a customer may pick, and the discount of each */
            discoveryTiers: {
                count: number;
                discountPercentage: number;
            }[];
            /** @description The legal notice's owner data (LSSI art. 10): empty texts until the owner sets them */
            legal: {
                ownerName: string;
                taxId: string;
                address: string;
                email: string;
                registry: string;
            };
        };
        UpdateStoreSettingDto: {
            /** @enum {string} */
            key: "collections_enabled" | "maintenance_mode" | "email_notifications" | "paypal_enabled" | "bank_transfer_enabled" | "free_shipping_enabled" | "order_tracking_enabled" | "coupons_enabled" | "loyalty_program_enabled" | "email_marketing_enabled" | "pour_across_bottles" | "shipping_free_over" | "shipping_flat_fee" | "premium_min_spent" | "low_stock_threshold" | "low_stock_ml" | "inventory_reserve_ml" | "delivery_days_min" | "delivery_days_max" | "vat_rate" | "default_country" | "discovery_set_tiers" | "legal_owner_name" | "legal_tax_id" | "legal_address" | "legal_email" | "legal_registry";
            value: string;
        };
        StoreSettingDto_Output: {
            /** @enum {string} */
            key: "collections_enabled" | "maintenance_mode" | "email_notifications" | "paypal_enabled" | "bank_transfer_enabled" | "free_shipping_enabled" | "order_tracking_enabled" | "coupons_enabled" | "loyalty_program_enabled" | "email_marketing_enabled" | "pour_across_bottles" | "shipping_free_over" | "shipping_flat_fee" | "premium_min_spent" | "low_stock_threshold" | "low_stock_ml" | "inventory_reserve_ml" | "delivery_days_min" | "delivery_days_max" | "vat_rate" | "default_country" | "discovery_set_tiers" | "legal_owner_name" | "legal_tax_id" | "legal_address" | "legal_email" | "legal_registry";
            value: string;
        };
        DescribedStoreSettingDto_Output: {
            /** @enum {string} */
            key: "collections_enabled" | "maintenance_mode" | "email_notifications" | "paypal_enabled" | "bank_transfer_enabled" | "free_shipping_enabled" | "order_tracking_enabled" | "coupons_enabled" | "loyalty_program_enabled" | "email_marketing_enabled" | "pour_across_bottles" | "shipping_free_over" | "shipping_flat_fee" | "premium_min_spent" | "low_stock_threshold" | "low_stock_ml" | "inventory_reserve_ml" | "delivery_days_min" | "delivery_days_max" | "vat_rate" | "default_country" | "discovery_set_tiers" | "legal_owner_name" | "legal_tax_id" | "legal_address" | "legal_email" | "legal_registry";
            /** @description 'true' / 'false', an amount such as '50.00', or a count such as '3' */
            value: string;
            /** @description What the setting controls, in Spanish */
            description: string;
        };
        CollectionsVisibilityDto_Output: {
            enabled: boolean;
        };
        CartViewDto_Output: {
            items: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                productId: string;
                slug: string;
                size: string;
                quantity: number;
                /** @description Unit price now, after any offer */
                price: string;
                /** @description Unit price before the offer; null when not on offer */
                originalPrice: string | null;
                lineTotal: string;
                stock: number;
                perfume: {
                    /** Format: uuid */
                    id: string;
                    name: string;
                    brand: string;
                    imageUrl: string | null;
                };
            }[];
            /** @description Sets, each one line whatever its perfumes */
            sets: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                kind: "collection" | "discovery";
                /**
                 * Format: uuid
                 * @description The collection sold as this set; null for a discovery set
                 */
                collectionId: string | null;
                /** @description The collection's slug; null for a discovery set */
                slug: string | null;
                name: string;
                /** @description The size every perfume of the set comes in */
                size: string;
                quantity: number;
                /** @description The set's price now: the collection's set price, or the picks' prices less the tier's discount */
                price: string;
                lineTotal: string;
                /** @description Sets there are now: the scarcest perfume decides */
                stock: number;
                perfumes: {
                    /** Format: uuid */
                    id: string;
                    slug: string;
                    name: string;
                    brand: string;
                }[];
            }[];
            /** @description Units of sizes and sets */
            itemCount: number;
            /** @description Sum of price x quantity, sets included */
            total: string;
            /** @description Shipping for this cart before any coupon: free over the threshold (when the shop offers free shipping), else the flat fee */
            shipping: string;
            /** @description Goods total from which shipping is free; null while the shop has no free shipping */
            freeShippingFrom: string | null;
            currency: string;
            /** @description Only when this answer created a guest cart: send it back as X-Cart-Token */
            guestToken?: string;
        };
        AddCartItemDto: {
            /** Format: uuid */
            productId: string;
            size?: string;
            /** @default 1 */
            quantity?: number;
        };
        UpdateCartItemDto: {
            quantity: number;
        };
        AddCartSetDto: {
            /** Format: uuid */
            collectionId?: string;
            perfumeIds?: string[];
            size: string;
            /** @default 1 */
            quantity?: number;
        };
        ProvidersDto_Output: {
            google: boolean;
        };
        GoogleExchangeDto: {
            code: string;
            /** @description The nonce kept in the web session of the browser that started the sign-in */
            nonce: string;
        };
        AuthAnswerDto_Output: {
            accessToken: string;
            refreshToken: string;
            /** @description Seconds the access token lives */
            expiresIn: number;
            user: {
                /** Format: uuid */
                id: string;
                email: string;
                username: string;
                name: string | null;
                phone: string | null;
                avatarUrl: string | null;
                /** @enum {string} */
                role: "customer" | "admin";
                /** Format: date-time */
                createdAt: string;
                /** @description Whether the owner of `email` has confirmed it */
                emailVerified: boolean;
                /** @description The new address of an email change, until a link mailed to it is followed */
                pendingEmail: string | null;
                /** @description 'Cliente Premium': a customer whose paid orders of the last 12 months reach the store setting premium_min_spent; never an administrator */
                premium: boolean;
            };
        };
        RegisterDto: {
            username: string;
            email: string;
            password: string;
        };
        RegisterAnswerDto_Output: {
            /** @description Where a mail went: a verification link, or a notice to its owner */
            email: string;
        };
        VerifyEmailDto: {
            token: string;
        };
        MailedToDto_Output: {
            email: string;
        };
        PasswordResetRequestDto: {
            email: string;
        };
        PasswordResetConfirmDto: {
            token: string;
            password: string;
        };
        LoginDto: {
            login?: string;
            email?: string;
            username?: string;
            password: string;
        };
        AdminLoginDto: {
            email: string;
            password: string;
        };
        RefreshDto: {
            refreshToken: string;
        };
        SignedInUserDto_Output: {
            /** Format: uuid */
            id: string;
            email: string;
            username: string;
            name: string | null;
            phone: string | null;
            avatarUrl: string | null;
            /** @enum {string} */
            role: "customer" | "admin";
            /** Format: date-time */
            createdAt: string;
            /** @description Whether the owner of `email` has confirmed it */
            emailVerified: boolean;
            /** @description The new address of an email change, until a link mailed to it is followed */
            pendingEmail: string | null;
            /** @description 'Cliente Premium': a customer whose paid orders of the last 12 months reach the store setting premium_min_spent; never an administrator */
            premium: boolean;
        };
        AdminStatusDto_Output: {
            isAdmin: boolean;
            email: string;
        };
        SessionViewDto_Output: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            userId: string;
            email: string;
            /** @description Opened through the administrator login */
            isAdmin: boolean;
            userAgent: string | null;
            /** @description The user agent as a person reads it, e.g. 'Chrome en Linux' */
            device: string;
            ip: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastUsedAt: string;
            /** Format: date-time */
            expiresAt: string;
            active: boolean;
        };
        SessionStatsDto_Output: {
            total: number;
            active: number;
            expired: number;
            /** Format: date-time */
            lastCleanup: string | null;
        };
        CleanupDto_Output: {
            deletedCount: number;
        };
        AddressViewDto_Output: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "home" | "work" | "other";
            name: string;
            street: string;
            city: string;
            state: string;
            zipCode: string;
            country: string;
            phone: string;
            /** @description Exactly one address of a customer is the default */
            isDefault: boolean;
        };
        AddressInputDto: {
            /**
             * @default home
             * @enum {string}
             */
            type?: "home" | "work" | "other";
            name: string;
            street: string;
            city: string;
            state: string;
            zipCode: string;
            country: string;
            phone: string;
            /** @default false */
            isDefault?: boolean;
        };
        ProfileViewDto_Output: {
            /** Format: uuid */
            id: string;
            name: string | null;
            username: string;
            email: string;
            phone: string | null;
            avatarUrl: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        ProfileUpdateDto: {
            name?: string | null;
            username: string;
            email: string;
            phone?: string | null;
            currentPassword?: string;
        };
        UserViewDto_Output: {
            /** Format: uuid */
            id: string;
            email: string;
            username: string;
            name: string | null;
            phone: string | null;
            avatarUrl: string | null;
            /** @enum {string} */
            role: "customer" | "admin";
            /** Format: date-time */
            createdAt: string;
            /** @description Whether the owner of `email` has confirmed it */
            emailVerified: boolean;
            /** @description The new address of an email change, until a link mailed to it is followed */
            pendingEmail: string | null;
        };
        CustomerStatsDto_Output: {
            favoritesCount: number;
            ordersCount: number;
            reviewsCount: number;
        };
        ActivityItemDto_Output: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "order" | "review" | "favorite" | "login" | "other";
            title: string;
            description: string;
            /** Format: date-time */
            date: string;
        };
        PaymentMethodViewDto_Output: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "card" | "paypal";
            /** @enum {string|null} */
            cardType: "visa" | "mastercard" | "amex" | "discover" | null;
            last4: string | null;
            expiryMonth: number | null;
            expiryYear: number | null;
            isDefault: boolean;
        };
        AddPaymentMethodDto: {
            /**
             * @default card
             * @enum {string}
             */
            type?: "card" | "paypal";
            /** @default false */
            isDefault?: boolean;
        };
        SetupPageDto_Output: {
            /**
             * Format: uri
             * @description The provider's hosted page, in setup mode
             */
            url: string;
        };
        AccountSettingsDto_Output: {
            notifications: {
                email: boolean;
                push: boolean;
                sms: boolean;
                marketing: boolean;
                orderUpdates: boolean;
                newProducts: boolean;
                promotions: boolean;
            };
            privacy: {
                /** @enum {string} */
                profileVisibility: "public" | "friends" | "private";
                showEmail: boolean;
                showPhone: boolean;
                allowAnalytics: boolean;
                allowCookies: boolean;
            };
            appearance: {
                /** @enum {string} */
                theme: "light" | "dark" | "auto";
                /** @enum {string} */
                fontSize: "small" | "medium" | "large";
                compactMode: boolean;
                animations: boolean;
            };
            language: {
                /** @enum {string} */
                locale: "es-ES" | "es-MX" | "en-US" | "en-GB" | "fr-FR" | "de-DE";
                /** @enum {string} */
                currency: "USD" | "EUR" | "GBP" | "MXN" | "COP";
                /** @enum {string} */
                timezone: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Los_Angeles" | "Europe/Madrid" | "Europe/London" | "America/Mexico_City" | "America/Bogota";
            };
            security: {
                twoFactorAuth: boolean;
                /** @enum {number} */
                sessionTimeout: 15 | 30 | 60 | 120 | 480;
                loginNotifications: boolean;
            };
            data: {
                autoBackup: boolean;
                /** @enum {string} */
                backupFrequency: "daily" | "weekly" | "monthly";
                /** @enum {string} */
                exportFormat: "json" | "csv" | "pdf";
            };
        };
        AccountSettingsDto: {
            notifications: {
                email: boolean;
                push: boolean;
                sms: boolean;
                marketing: boolean;
                orderUpdates: boolean;
                newProducts: boolean;
                promotions: boolean;
            };
            privacy: {
                /** @enum {string} */
                profileVisibility: "public" | "friends" | "private";
                showEmail: boolean;
                showPhone: boolean;
                allowAnalytics: boolean;
                allowCookies: boolean;
            };
            appearance: {
                /** @enum {string} */
                theme: "light" | "dark" | "auto";
                /** @enum {string} */
                fontSize: "small" | "medium" | "large";
                compactMode: boolean;
                animations: boolean;
            };
            language: {
                /** @enum {string} */
                locale: "es-ES" | "es-MX" | "en-US" | "en-GB" | "fr-FR" | "de-DE";
                /** @enum {string} */
                currency: "USD" | "EUR" | "GBP" | "MXN" | "COP";
                /** @enum {string} */
                timezone: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Los_Angeles" | "Europe/Madrid" | "Europe/London" | "America/Mexico_City" | "America/Bogota";
            };
            security: {
                twoFactorAuth: boolean;
                /** @enum {number} */
                sessionTimeout: 15 | 30 | 60 | 120 | 480;
                loginNotifications: boolean;
            };
            data: {
                autoBackup: boolean;
                /** @enum {string} */
                backupFrequency: "daily" | "weekly" | "monthly";
                /** @enum {string} */
                exportFormat: "json" | "csv" | "pdf";
            };
        };
        ChangePasswordDto: {
            currentPassword: string;
            newPassword: string;
            confirmPassword?: string;
        };
        PasswordChangedDto_Output: {
            otherSessionsEnded: number;
        };
        DataExportDto: {
            shop: string;
            /** Format: date-time */
            exportedAt: string;
            profile: {
                name: string | null;
                username: string;
                email: string;
                phone: string | null;
                /** Format: date-time */
                createdAt: string;
            };
            addresses: {
                /** @enum {string} */
                type: "home" | "work" | "other";
                name: string;
                street: string;
                city: string;
                state: string;
                zipCode: string;
                country: string;
                phone: string;
                isDefault: boolean;
            }[];
            /** @description What the shop keeps of a saved card: never its number */
            paymentMethods: {
                /** @enum {string} */
                type: "card" | "paypal";
                brand: string | null;
                last4: string | null;
                /** @description MM/YYYY */
                expiry: string | null;
                isDefault: boolean;
            }[];
            orders: {
                /** @description The short reference the customer sees */
                code: string;
                /** Format: date-time */
                date: string;
                status: string;
                currency: string;
                items: {
                    perfume: string;
                    brand: string;
                    size: string;
                    quantity: number;
                    /** @description Amount in the order currency, e.g. "12.50" */
                    unitPrice: string;
                }[];
                /** @description Amount in the order currency, e.g. "12.50" */
                subtotal: string;
                /** @description Amount in the order currency, e.g. "12.50" */
                discount: string;
                /** @description Amount in the order currency, e.g. "12.50" */
                shipping: string;
                /** @description Amount in the order currency, e.g. "12.50" */
                total: string;
                couponCode: string | null;
                trackingNumber: string | null;
                shippingAddress: {
                    name: string;
                    street: string;
                    city: string;
                    state: string;
                    zipCode: string;
                    country: string;
                    phone: string;
                };
            }[];
            notifications: {
                type: string;
                title: string;
                message: string;
                isRead: boolean;
                /** Format: date-time */
                createdAt: string;
            }[];
            /** @description The account settings, by group (spec 001 §3) */
            settings: {
                [key: string]: {
                    [key: string]: string | number | boolean;
                };
            };
            /** @description The saved perfumes, oldest first */
            favorites: {
                perfume: string;
                brand: string;
                /** Format: date-time */
                addedAt: string;
            }[];
            /** @description The reviews the customer wrote, newest first */
            reviews: {
                perfume: string;
                brand: string;
                rating: number;
                title: string;
                content: string;
                pros: string;
                cons: string;
                longevity: number;
                sillage: number;
                value: number;
                helpfulCount: number;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            }[];
            /** @description The customer's votes on how perfumes last and are noticed, latest first */
            performanceVotes: {
                perfume: string;
                brand: string;
                longevity: number;
                sillage: number;
                seasons: string[];
                timeOfDay: string;
                /** Format: date-time */
                updatedAt: string;
            }[];
        };
        DeleteAccountDto: {
            password?: string;
            /** @enum {string} */
            confirmation?: "ELIMINAR";
        };
        NotificationPageDto_Output: {
            /** @description Newest first */
            items: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "order" | "promotion" | "product" | "security" | "general";
                title: string;
                /** @description An order’s notifications name it by its short code: #ABCD1234 */
                message: string;
                isRead: boolean;
                /** Format: date-time */
                createdAt: string;
            }[];
            /** @description All of the customer’s notifications, whatever the filter */
            counts: {
                total: number;
                unread: number;
                read: number;
            };
            page: number;
            /** @description Always 20 */
            pageSize: number;
        };
        UnreadCountDto_Output: {
            unread: number;
        };
        NotificationSettingsDto_Output: {
            email: boolean;
            push: boolean;
            sms: boolean;
            orderUpdates: boolean;
            promotions: boolean;
            newProducts: boolean;
            security: boolean;
        };
        NotificationSettingsUpdateDto: {
            email?: boolean;
            push?: boolean;
            sms?: boolean;
            orderUpdates?: boolean;
            promotions?: boolean;
            newProducts?: boolean;
            security?: boolean;
        };
        ReadAllDto_Output: {
            /** @description How many were unread and are now read */
            updated: number;
        };
        NotificationViewDto_Output: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "order" | "promotion" | "product" | "security" | "general";
            title: string;
            /** @description An order’s notifications name it by its short code: #ABCD1234 */
            message: string;
            isRead: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        OrderViewDto_Output: {
            /** Format: uuid */
            id: string;
            /** @description Short reference: the last 8 characters of the id, upper-cased */
            code: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
            email: string;
            currency: string;
            subtotal: string;
            discount: string;
            shipping: string;
            total: string;
            /** @description The IVA its prices include, in percent; 0 outside Spanish IVA (Canarias, Ceuta, Melilla) */
            taxRate: number;
            /** @description The IVA inside the total: each line and the shipping rounded on its own */
            taxTotal: string;
            /** @description The total without its IVA */
            taxableBase: string;
            /** @description Canarias, Ceuta or Melilla when the order was charged without Spanish IVA */
            outsideVatRegion: string | null;
            couponCode: string | null;
            shippingAddress: {
                name: string;
                street: string;
                city: string;
                state: string;
                zipCode: string;
                country: string;
                phone: string;
            };
            trackingNumber: string | null;
            /** @description Paid through the local test provider: no money was taken */
            isTest: boolean;
            /** Format: date-time */
            createdAt: string;
            items: {
                perfumeName: string;
                brand: string;
                size: string;
                unitPrice: string;
                quantity: number;
                /** @description The bottles it was poured from: perfume, batch code and millilitres */
                batches: {
                    perfumeName: string;
                    batchCode: string;
                    ml: number;
                }[];
                /** @description A set's perfumes; null for one perfume's size */
                setPerfumes: {
                    name: string;
                    brand: string;
                }[] | null;
            }[];
            events: {
                /** @enum {string} */
                status: "pending" | "confirmed" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
                description: string;
                location: string | null;
                /** Format: date-time */
                timestamp: string;
            }[];
            /** @description Its invoices, oldest first: the simplified one of the payment, a full one on request, a credit note per refund */
            invoices: {
                /** @description F2026-000001 (invoices) or R2026-000001 (credit notes) */
                number: string;
                /** @enum {string} */
                kind: "invoice" | "credit";
                /** @description A factura simplificada, without the buyer named */
                simplified: boolean;
                /** @description IVA included; negative on a credit note */
                total: string;
                /** Format: date-time */
                issuedAt: string;
                /** @description The PDF, for the owner of the order and administrators */
                url: string;
            }[];
            /**
             * Format: date-time
             * @description When the customer withdrew from the contract
             */
            withdrawnAt: string | null;
            /**
             * Format: date
             * @description The last store day the delivered order can be withdrawn from (14 days after delivery); null when it cannot
             */
            withdrawableUntil: string | null;
            /** @description Working days (Monday to Friday) after the order could go out, from the shipping settings; null while it waits for stock, once delivered, cancelled or refunded */
            estimatedDelivery: {
                /**
                 * Format: date
                 * @description A day of the store's calendar (Europe/Madrid)
                 */
                from: string;
                /**
                 * Format: date
                 * @description A day of the store's calendar (Europe/Madrid)
                 */
                to: string;
            } | null;
            /**
             * Format: date
             * @description The day the order was marked delivered
             */
            deliveredOn: string | null;
        };
        TrackingOrderDto_Output: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
            /** Format: date-time */
            createdAt: string;
            total: string;
            trackingNumber: string | null;
            isTest: boolean;
            items: {
                perfumeName: string;
                quantity: number;
            }[];
        };
        TrackingEventDto_Output: {
            /** Format: uuid */
            id: string;
            description: string;
            location: string | null;
            /** Format: date-time */
            timestamp: string;
        };
        AdminOrderRowDto_Output: {
            /** Format: uuid */
            id: string;
            /** @description The id as the customer sees it: its last 8 characters */
            code: string;
            email: string;
            /** @description Amount in the store currency, e.g. "12.50" */
            total: string;
            currency: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
            /** @description Paid through the local test provider: no money was taken */
            isTest: boolean;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the customer withdrew from it
             */
            withdrawnAt: string | null;
        };
        AdminOrderViewDto_Output: {
            /** Format: uuid */
            id: string;
            /** @description Short reference: the last 8 characters of the id, upper-cased */
            code: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
            email: string;
            currency: string;
            subtotal: string;
            discount: string;
            shipping: string;
            total: string;
            /** @description The IVA its prices include, in percent; 0 outside Spanish IVA (Canarias, Ceuta, Melilla) */
            taxRate: number;
            /** @description The IVA inside the total: each line and the shipping rounded on its own */
            taxTotal: string;
            /** @description The total without its IVA */
            taxableBase: string;
            /** @description Canarias, Ceuta or Melilla when the order was charged without Spanish IVA */
            outsideVatRegion: string | null;
            couponCode: string | null;
            shippingAddress: {
                name: string;
                street: string;
                city: string;
                state: string;
                zipCode: string;
                country: string;
                phone: string;
            };
            trackingNumber: string | null;
            /** @description Paid through the local test provider: no money was taken */
            isTest: boolean;
            /** Format: date-time */
            createdAt: string;
            items: {
                perfumeName: string;
                brand: string;
                size: string;
                unitPrice: string;
                quantity: number;
                /** @description The bottles it was poured from: perfume, batch code and millilitres */
                batches: {
                    perfumeName: string;
                    batchCode: string;
                    ml: number;
                }[];
                /** @description A set's perfumes; null for one perfume's size */
                setPerfumes: {
                    name: string;
                    brand: string;
                }[] | null;
                /**
                 * Format: uuid
                 * @description The line, as a refund names it (orderItemId)
                 */
                id: string;
                /** @description Units not yet given back (nor on their way back) */
                refundableQuantity: number;
                /** @description False while a pending order waits for these units; confirming takes them */
                stockTaken: boolean;
            }[];
            events: {
                /** @enum {string} */
                status: "pending" | "confirmed" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
                description: string;
                location: string | null;
                /** Format: date-time */
                timestamp: string;
            }[];
            /** @description Its invoices, oldest first: the simplified one of the payment, a full one on request, a credit note per refund */
            invoices: {
                /** @description F2026-000001 (invoices) or R2026-000001 (credit notes) */
                number: string;
                /** @enum {string} */
                kind: "invoice" | "credit";
                /** @description A factura simplificada, without the buyer named */
                simplified: boolean;
                /** @description IVA included; negative on a credit note */
                total: string;
                /** Format: date-time */
                issuedAt: string;
                /** @description The PDF, for the owner of the order and administrators */
                url: string;
            }[];
            /**
             * Format: date-time
             * @description When the customer withdrew from the contract
             */
            withdrawnAt: string | null;
            /**
             * Format: date
             * @description The last store day the delivered order can be withdrawn from (14 days after delivery); null when it cannot
             */
            withdrawableUntil: string | null;
            /** @description Where PATCH /api/admin/orders/{id} may move it from here */
            nextStatuses: ("pending" | "confirmed" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded")[];
            /**
             * Format: uuid
             * @description Null once the customer deleted their account
             */
            userId: string | null;
            /** @description The payment provider's reference (Stripe's cs_...) */
            paymentSessionId: string;
            carrier: string | null;
            /** @description Given back through the payment provider; 0.00 until then */
            refunded: string;
            /** Format: date-time */
            refundedAt: string | null;
            /** @description The provider's refund id (Stripe's re_...) */
            refundReference: string | null;
            /** @description What its millilitres cost, from the bottles' costs; null when one has no cost */
            costOfGoods: string | null;
            /** @description What can still be given back: the total less every refund not failed */
            refundable: string;
            /** @description The shipping was charged and not yet given back */
            shippingRefundable: boolean;
            /** @description Its refunds, oldest first */
            refunds: {
                /** Format: uuid */
                id: string;
                /**
                 * @description pending until the payment provider confirms it; failed after every retry failed
                 * @enum {string}
                 */
                status: "pending" | "succeeded" | "failed";
                /**
                 * @description shop: asked from the panel; provider: made in the provider's dashboard
                 * @enum {string}
                 */
                source: "shop" | "provider";
                /** @description Amount in the store currency, e.g. "12.50" */
                amount: string;
                /** @description The part of the amount that is shipping */
                shipping: string;
                items: {
                    /** Format: uuid */
                    orderItemId: string;
                    quantity: number;
                    /** @description Amount in the store currency, e.g. "12.50" */
                    amount: string;
                }[];
                reason: string | null;
                /** @description The provider's refund id (Stripe's re_...) */
                providerReference: string | null;
                /** @description Times the provider was asked */
                attempts: number;
                /** @description Why the last attempt failed */
                lastError: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                settledAt: string | null;
            }[];
        };
        PrintOrdersDto: {
            orderIds: string[];
            /** @enum {string} */
            document: "packing-slip" | "labels";
        };
        SalesStatsDto_Output: {
            /** @description Paid orders of the range, refunds subtracted */
            totalRevenue: string;
            /** @description The revenue without its IVA */
            taxableBase: string;
            /** @description The IVA inside the revenue (refunded IVA subtracted) */
            taxTotal: string;
            /** @description Orders of the range not cancelled or refunded */
            totalOrders: number;
            /** @description Amount in the store currency, e.g. "12.50" */
            averageOrderValue: string;
            /** @description Revenue of the current month (Europe/Madrid), whatever the range */
            monthlyRevenue: string;
            /** @description What the range's sales cost in millilitres, from the cost of the bottles they were poured from */
            costOfGoods: string;
            /** @description The range's sales for their goods (shipping and refunds out) less their cost of goods */
            grossMargin: string;
            /** @description True when the shop runs PAYMENT_PROVIDER=local: every order is then a test order, and they count */
            includesTestOrders: boolean;
        };
        SalesSeriesDto_Output: {
            /** @description Every month of the range, refunds subtracted */
            byMonth: {
                /** @description 2026-11 */
                month: string;
                /** @description Amount in the store currency, e.g. "12.50" */
                revenue: string;
            }[];
            /** @description Every day of the range: orders not cancelled or refunded */
            byDay: {
                /** @description 2026-11-22 */
                day: string;
                orders: number;
            }[];
            topByUnits: {
                perfumeName: string;
                brand: string;
                unitsSold: number;
                /** @description At item prices, before coupons and shipping */
                revenue: string;
            }[];
            topByRevenue: {
                perfumeName: string;
                brand: string;
                unitsSold: number;
                /** @description At item prices, before coupons and shipping */
                revenue: string;
            }[];
            /** @description True when the shop runs PAYMENT_PROVIDER=local: every order is then a test order, and they count */
            includesTestOrders: boolean;
        };
        CreateCheckoutDto: {
            /** Format: uuid */
            addressId: string;
            couponCode?: string;
        };
        CheckoutSessionDto_Output: {
            sessionId: string;
            /** Format: uri */
            url: string;
            total: string;
        };
        CouponQuoteDto_Output: {
            code: string;
            subtotal: string;
            discount: string;
            shipping: string;
            total: string;
        };
        ApplyCouponDto: {
            code: string;
        };
        AvailableCouponDto_Output: {
            /** Format: uuid */
            id: string;
            code: string;
            description: string;
            discountPercentage: number;
            /** @description Whether this customer can still use it: false once they used up their own uses of it */
            isActive: boolean;
            /** @description Smallest subtotal it applies to, in the store currency */
            minimumAmount: string;
            /** @description Largest discount it gives; null when uncapped */
            maximumDiscount: string | null;
            /** Format: date-time */
            validUntil: string | null;
            /** @description Uses for every customer together */
            usageLimit: number | null;
            usedCount: number;
            /** @description Uses left for this customer: their own limit, within the uses left overall */
            remainingUses: number;
        };
        UserCouponDto_Output: {
            /**
             * Format: uuid
             * @description The use (redemption), not the coupon
             */
            id: string;
            code: string;
            description: string;
            discountPercentage: number;
            minimumAmount: string;
            maximumDiscount: string | null;
            /**
             * Format: date-time
             * @description When the order paid with it was placed
             */
            usedAt: string;
            /**
             * Format: date-time
             * @description The coupon's end date; null when it has none
             */
            expiresAt: string | null;
            /** @description Short code of the order it was used on */
            orderCode: string | null;
            /**
             * @description expired once the coupon end date is past
             * @enum {string}
             */
            status: "valid" | "expired";
        };
        AdminCouponDto_Output: {
            /** Format: uuid */
            id: string;
            code: string;
            description: string;
            discountPercentage: number;
            isActive: boolean;
            minimumAmount: string;
            maximumDiscount: string | null;
            /** Format: date-time */
            validUntil: string | null;
            usageLimit: number | null;
            usedCount: number;
            perCustomerLimit: number;
        };
        CreateCouponDto: {
            code: string;
            description: string;
            discountPercentage: number;
            minimumAmount?: string;
            maximumDiscount?: string | null;
            /** Format: date-time */
            validUntil?: string | null;
            /** @default null */
            usageLimit?: number | null;
            /** @default 1 */
            perCustomerLimit?: number;
            /** @default true */
            isActive?: boolean;
        };
        WebhookAnswerDto_Output: {
            /** @enum {boolean} */
            received: true;
            /** @enum {string} */
            outcome: "fulfilled" | "refunded" | "closed" | "saved" | "recorded" | "ignored" | "duplicate";
        };
        UpdateOrderStatusDto: {
            /** @enum {string} */
            status: "pending" | "confirmed" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
            trackingNumber?: string;
            carrier?: string;
            location?: string;
            note?: string;
        };
        BulkOrderMoveDto: {
            orderIds: string[];
            /** @enum {string} */
            status: "pending" | "confirmed" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
        };
        BulkOrderMoveResultDto_Output: {
            /** @description Orders moved */
            moved: number;
            /** @description Orders left as they were */
            refused: number;
            results: {
                /** Format: uuid */
                orderId: string;
                /** @description The order's short code, e.g. 'A1B2C3D4' */
                orderCode: string;
                moved: boolean;
                /**
                 * @description Its new state, when moved
                 * @enum {string}
                 */
                status?: "pending" | "confirmed" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
                /**
                 * @description Why not, when refused: as an error answer
                 * @enum {string}
                 */
                code?: "VALIDATION_FAILED" | "LINK_INVALID" | "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "SESSION_ENDED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                reason?: string;
                /** @description What the reason's text needs, as in an error answer */
                params?: {
                    [key: string]: string | number;
                };
                /** @description Why not, in Spanish */
                message?: string;
            }[];
        };
        RefundRequestDto: {
            /** @default [] */
            items?: {
                /** Format: uuid */
                orderItemId: string;
                quantity: number;
            }[];
            /** @default false */
            shipping?: boolean;
            reason?: string;
        };
        UploadImageLinkDto: {
            /**
             * Format: uuid
             * @description The perfume whose image it becomes; without it the image is stored only
             */
            perfumeId?: string;
            /** @description https://... (fetched by the server from a public address) or data:image/...;base64,... */
            imageUrl: string;
        };
        UploadedImageDto_Output: {
            /** @description Where the shop serves it, relative to the web app: /media/{name} (WebP) */
            imageUrl: string;
        };
        ImageStatsDto_Output: {
            perfumesWithImage: number;
            perfumesWithoutImage: number;
            /** @description Images uploaded and kept, replaced ones included */
            storedImages: number;
            /** @description Their size as stored (WebP) */
            totalBytes: number;
        };
        DashboardStatsDto_Output: {
            /** @description Perfumes in the shop (archived ones left out) */
            totalPerfumes: number;
            /** @description Sales placed today (Europe/Madrid): counted as the summary and Analytics count them, cancelled and refunded ones left out */
            ordersToday: number;
            totalCollections: number;
            /** @description Perfumes whose offer runs now */
            perfumesOnOffer: number;
        };
        DashboardSummaryDto_Output: {
            /** @description Today (Europe/Madrid) so far, against all of yesterday */
            today: {
                /** @description Net of refunds: what the period's orders took less what was given back, as Analytics' totalRevenue */
                revenue: string;
                /** @description Orders of the period not cancelled or refunded */
                orders: number;
                /** @description revenue / orders; 0.00 without orders */
                averageOrderValue: string;
                /** @description Store days of the period, today included */
                days: number;
                /** @description The same number of days just before */
                previous: {
                    /** @description Net of refunds: what the period's orders took less what was given back, as Analytics' totalRevenue */
                    revenue: string;
                    /** @description Orders of the period not cancelled or refunded */
                    orders: number;
                    /** @description revenue / orders; 0.00 without orders */
                    averageOrderValue: string;
                };
                /** @description Change from the previous period in percent, one decimal; null when it was 0 */
                revenueChange: number | null;
                /** @description Change from the previous period in percent, one decimal; null when it was 0 */
                ordersChange: number | null;
            };
            last7Days: {
                /** @description Net of refunds: what the period's orders took less what was given back, as Analytics' totalRevenue */
                revenue: string;
                /** @description Orders of the period not cancelled or refunded */
                orders: number;
                /** @description revenue / orders; 0.00 without orders */
                averageOrderValue: string;
                /** @description Store days of the period, today included */
                days: number;
                /** @description The same number of days just before */
                previous: {
                    /** @description Net of refunds: what the period's orders took less what was given back, as Analytics' totalRevenue */
                    revenue: string;
                    /** @description Orders of the period not cancelled or refunded */
                    orders: number;
                    /** @description revenue / orders; 0.00 without orders */
                    averageOrderValue: string;
                };
                /** @description Change from the previous period in percent, one decimal; null when it was 0 */
                revenueChange: number | null;
                /** @description Change from the previous period in percent, one decimal; null when it was 0 */
                ordersChange: number | null;
            };
            last30Days: {
                /** @description Net of refunds: what the period's orders took less what was given back, as Analytics' totalRevenue */
                revenue: string;
                /** @description Orders of the period not cancelled or refunded */
                orders: number;
                /** @description revenue / orders; 0.00 without orders */
                averageOrderValue: string;
                /** @description Store days of the period, today included */
                days: number;
                /** @description The same number of days just before */
                previous: {
                    /** @description Net of refunds: what the period's orders took less what was given back, as Analytics' totalRevenue */
                    revenue: string;
                    /** @description Orders of the period not cancelled or refunded */
                    orders: number;
                    /** @description revenue / orders; 0.00 without orders */
                    averageOrderValue: string;
                };
                /** @description Change from the previous period in percent, one decimal; null when it was 0 */
                revenueChange: number | null;
                /** @description Change from the previous period in percent, one decimal; null when it was 0 */
                ordersChange: number | null;
            };
            awaitingShipment: {
                total: number;
                byStatus: {
                    /** @enum {string} */
                    status: "pending" | "confirmed" | "processing";
                    orders: number;
                }[];
            };
            /** @description Sizes at or under the store setting low_stock_threshold, as GET /api/admin/low-stock */
            lowStock: number;
            lowStockThreshold: number;
            /** @description Contact messages not marked read */
            unreadMessages: number;
            /** @description True when the shop runs PAYMENT_PROVIDER=local: every order is then a test order, and they count */
            includesTestOrders: boolean;
        };
        RecentOrderDto_Output: {
            /** Format: uuid */
            id: string;
            /** @description The id as the customer sees it: its last 8 characters */
            code: string;
            customer_email: string;
            /** @description In the store currency, e.g. "12.50" */
            amount_total: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
            /** @description Paid through the local test provider: no money was taken */
            isTest: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        PerfumeSalesDto_Output: {
            perfumeName: string;
            brand: string;
            unitsSold: number;
            /** @description At item prices, before coupons and shipping */
            revenue: string;
        };
        LowStockSizeDto_Output: {
            /** Format: uuid */
            perfumeId: string;
            perfumeName: string;
            brand: string;
            size: string;
            stock: number;
        };
        AdminActionDto_Output: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description Null once the account was deleted
             */
            userId: string | null;
            email: string;
            /** @description POST, PUT, PATCH or DELETE */
            method: string;
            /** @description The route pattern, such as /api/admin/orders/:id */
            route: string;
            /** @description The id in the path, or of what the request created */
            targetId: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        UserStatsDto_Output: {
            totalUsers: number;
            /** @description Registered since midnight in Madrid */
            newUsersToday: number;
            /** @description With a session used in the last 30 days */
            activeUsers: number;
        };
        RecentUserDto_Output: {
            /** Format: uuid */
            id: string;
            email: string;
            username: string;
            /** Format: date-time */
            createdAt: string;
        };
        AdminUserRowDto_Output: {
            /** Format: uuid */
            id: string;
            email: string;
            username: string;
            name: string | null;
            /** @enum {string} */
            role: "customer" | "admin";
            /** Format: date-time */
            createdAt: string;
            /** @description Every order placed, test orders included */
            ordersCount: number;
            /** @description Orders not cancelled or refunded, less any part refunded, test orders left out */
            totalSpent: string;
        };
        AdminUserDetailDto_Output: {
            /** Format: uuid */
            id: string;
            email: string;
            username: string;
            name: string | null;
            /** @enum {string} */
            role: "customer" | "admin";
            /** Format: date-time */
            createdAt: string;
            /** @description Every order placed, test orders included */
            ordersCount: number;
            /** @description Orders not cancelled or refunded, less any part refunded, test orders left out */
            totalSpent: string;
            phone: string | null;
            activeSessions: number;
            /** @description Newest first */
            orders: {
                /** Format: uuid */
                id: string;
                /** @description The id as the customer sees it */
                code: string;
                /** @enum {string} */
                status: "pending" | "confirmed" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
                /** @description Amount in the store currency, e.g. "12.50" */
                total: string;
                /** Format: date-time */
                createdAt: string;
                isTest: boolean;
            }[];
        };
        EndedSessionsDto_Output: {
            /** @description Live sessions ended */
            endedCount: number;
        };
        ReviewPageDto_Output: {
            items: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                userId: string;
                user: {
                    /** @description The author's display name (never their email) */
                    name: string;
                    avatar: string | null;
                };
                /** Format: uuid */
                perfumeId: string;
                perfumeName: string;
                perfumeBrand: string;
                /** @description The perfume page's address: /perfume/{slug} */
                perfumeSlug: string;
                rating: number;
                title: string;
                /** @description Plain text as the author wrote it: show it as text, never as HTML */
                content: string;
                /** @description Empty when not given */
                pros: string;
                /** @description Empty when not given */
                cons: string;
                /** @description Duración */
                longevity: number;
                /** @description Proyección */
                sillage: number;
                /** @description Calidad-precio */
                value: number;
                helpfulCount: number;
                /** @description The author bought this perfume in a paid order (confirmed, processing, shipped or delivered) */
                isVerified: boolean;
                /** Format: date-time */
                createdAt: string;
            }[];
            /** @description How many reviews match, on every page */
            total: number;
            page: number;
            pageSize: number;
        };
        ReviewViewDto_Output: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            userId: string;
            user: {
                /** @description The author's display name (never their email) */
                name: string;
                avatar: string | null;
            };
            /** Format: uuid */
            perfumeId: string;
            perfumeName: string;
            perfumeBrand: string;
            /** @description The perfume page's address: /perfume/{slug} */
            perfumeSlug: string;
            rating: number;
            title: string;
            /** @description Plain text as the author wrote it: show it as text, never as HTML */
            content: string;
            /** @description Empty when not given */
            pros: string;
            /** @description Empty when not given */
            cons: string;
            /** @description Duración */
            longevity: number;
            /** @description Proyección */
            sillage: number;
            /** @description Calidad-precio */
            value: number;
            helpfulCount: number;
            /** @description The author bought this perfume in a paid order (confirmed, processing, shipped or delivered) */
            isVerified: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        ReviewInputDto: {
            /** Format: uuid */
            perfumeId: string;
            /** @default 5 */
            rating?: number;
            title: string;
            content: string;
            /** @default  */
            pros?: string;
            /** @default  */
            cons?: string;
            /** @default 5 */
            longevity?: number;
            /** @default 5 */
            sillage?: number;
            /** @default 5 */
            value?: number;
        };
        ReviewViewDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            userId: string;
            user: {
                /** @description The author's display name (never their email) */
                name: string;
                avatar: string | null;
            };
            /** Format: uuid */
            perfumeId: string;
            perfumeName: string;
            perfumeBrand: string;
            /** @description The perfume page's address: /perfume/{slug} */
            perfumeSlug: string;
            rating: number;
            title: string;
            /** @description Plain text as the author wrote it: show it as text, never as HTML */
            content: string;
            /** @description Empty when not given */
            pros: string;
            /** @description Empty when not given */
            cons: string;
            /** @description Duración */
            longevity: number;
            /** @description Proyección */
            sillage: number;
            /** @description Calidad-precio */
            value: number;
            helpfulCount: number;
            /** @description The author bought this perfume in a paid order (confirmed, processing, shipped or delivered) */
            isVerified: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        ReviewUpdateDto: {
            /** Format: uuid */
            perfumeId?: string;
            /** @default 5 */
            rating?: number;
            title: string;
            content: string;
            /** @default  */
            pros?: string;
            /** @default  */
            cons?: string;
            /** @default 5 */
            longevity?: number;
            /** @default 5 */
            sillage?: number;
            /** @default 5 */
            value?: number;
        };
        HelpfulVoteDto_Output: {
            helpfulCount: number;
            /**
             * @description The customer has voted for it (a second vote changes nothing)
             * @enum {boolean}
             */
            voted: true;
        };
        ReviewSummaryDto_Output: {
            /** Format: uuid */
            perfumeId: string;
            /** @description One decimal; 0 with no review */
            average: number;
            count: number;
            /** @description One decimal; 0 with no review */
            longevity: number;
            /** @description One decimal; 0 with no review */
            sillage: number;
            /** @description One decimal; 0 with no review */
            value: number;
            /** @description The latest reviews, newest first (at most 5) */
            latest: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                userId: string;
                user: {
                    /** @description The author's display name (never their email) */
                    name: string;
                    avatar: string | null;
                };
                /** Format: uuid */
                perfumeId: string;
                perfumeName: string;
                perfumeBrand: string;
                /** @description The perfume page's address: /perfume/{slug} */
                perfumeSlug: string;
                rating: number;
                title: string;
                /** @description Plain text as the author wrote it: show it as text, never as HTML */
                content: string;
                /** @description Empty when not given */
                pros: string;
                /** @description Empty when not given */
                cons: string;
                /** @description Duración */
                longevity: number;
                /** @description Proyección */
                sillage: number;
                /** @description Calidad-precio */
                value: number;
                helpfulCount: number;
                /** @description The author bought this perfume in a paid order (confirmed, processing, shipped or delivered) */
                isVerified: boolean;
                /** Format: date-time */
                createdAt: string;
            }[];
        };
        PerformanceVoteInputDto: {
            /** @description Duración: 1 Muy débil ... 5 Muy duradera */
            longevity: number;
            /** @description Estela: 1 Íntima ... 4 Enorme */
            sillage: number;
            seasons: ("primavera" | "verano" | "otoño" | "invierno")[];
            /** @enum {string} */
            timeOfDay: "dia" | "noche";
        };
        PerformanceDistributionDto_Output: {
            /** @description How many buyers voted */
            votes: number;
            /** @description Votes for each longevity, 1 Muy débil ... 5 Muy duradera */
            longevity: {
                1: number;
                2: number;
                3: number;
                4: number;
                5: number;
            };
            /** @description Votes for each sillage, 1 Íntima ... 4 Enorme */
            sillage: {
                1: number;
                2: number;
                3: number;
                4: number;
            };
            /** @description Votes naming each season (a vote may name several, or none) */
            seasons: {
                primavera: number;
                verano: number;
                "oto\u00F1o": number;
                invierno: number;
            };
            timeOfDay: {
                dia: number;
                noche: number;
            };
        };
        MyPerformanceVoteDto_Output: {
            /** @description The customer bought this perfume in a paid order (confirmed, processing, shipped or delivered) */
            canVote: boolean;
            /** @description Their vote; null until they vote */
            vote: {
                /** @description Duración: 1 Muy débil ... 5 Muy duradera */
                longevity: number;
                /** @description Estela: 1 Íntima ... 4 Enorme */
                sillage: number;
                /** @description In the order of the year, from spring */
                seasons: ("primavera" | "verano" | "otoño" | "invierno")[];
                /** @enum {string} */
                timeOfDay: "dia" | "noche";
            } | null;
        };
        FavoriteViewDto_Output: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            createdAt: string;
            perfume: {
                /** Format: uuid */
                id: string;
                slug: string;
                name: string;
                brand: string;
                /** @description Null when the perfume has no image (a placeholder) */
                image: string | null;
                /** @description The average of the perfume's reviews (one decimal); null with no review yet */
                rating: number | null;
                reviewCount: number;
                description: string;
                /** @description The lowest price of its sizes now, after any running offer; null with no size */
                price: string | null;
                /** @description The size 'Agregar' puts in the cart: 5ml, or the nearest the perfume has */
                cartSize: string | null;
                /** @description Whether that size has stock */
                inStock: boolean;
            };
        };
        FavoritePerfumeIdsDto_Output: {
            /** @description The perfumes the customer saved, newest first */
            perfumeIds: string[];
        };
        AddFavoriteDto: {
            /** Format: uuid */
            perfumeId: string;
        };
        UnsubscribedDto_Output: {
            /** @enum {boolean} */
            done: true;
        };
        /** @description An error answer: { statusCode, code, reason, params?, message, fieldErrors? } */
        ApiError: {
            statusCode: number;
            /**
             * @description Stable: clients branch on it, never on the message
             * @enum {string}
             */
            code: "VALIDATION_FAILED" | "LINK_INVALID" | "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "SESSION_ENDED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
            /**
             * @description Stable: which failure this is; the key of its text (see ERROR_REASONS)
             * @enum {string}
             */
            reason: "invalid_input" | "nul_character" | "invalid_json" | "invalid_url" | "path_too_long" | "unsupported_media_type" | "body_too_large" | "invalid_id" | "body_id_mismatch" | "route_not_found" | "login_failed" | "authentication_required" | "access_token_invalid" | "session_ended" | "sign_in_code_invalid" | "admin_required" | "rate_limited" | "sign_in_rate_limited" | "link_invalid" | "username_taken" | "profile_taken" | "password_incorrect" | "current_password_incorrect" | "confirmation_word" | "google_keeps_email" | "email_change_needs_password" | "google_only" | "email_already_confirmed" | "email_taken" | "last_admin" | "payment_in_progress" | "paypal_unavailable" | "payment_method_not_added" | "payment_method_not_removed" | "user_not_found" | "session_not_found" | "image_not_found" | "order_not_found" | "order_to_print_not_found" | "invoice_not_found" | "refund_not_found" | "perfume_not_found" | "bottle_not_found" | "collection_not_found" | "review_not_found" | "notification_not_found" | "message_not_found" | "favorite_not_found" | "not_a_favorite" | "address_not_found" | "payment_method_not_found" | "cart_line_not_found" | "checkout_not_found" | "setup_page_not_found" | "failed_mail_not_found" | "local_payments_off" | "stripe_off" | "size_missing" | "size_left" | "size_sold_out" | "set_size_missing" | "set_count" | "set_left" | "set_sold_out" | "stock_short" | "still_out_of_stock" | "cart_empty" | "total_above_max" | "total_below_min" | "checkout_failed" | "checkout_not_closed" | "webhook_signature" | "coupons_off" | "coupon_invalid" | "coupon_expired" | "coupon_minimum" | "coupon_used_up" | "coupon_already_used" | "coupon_code_taken" | "maintenance" | "order_move" | "tracking_number_taken" | "refund_foreign_line" | "refund_units_left" | "refund_line_done" | "refund_shipping_done" | "refund_no_shipping" | "refund_nothing_left" | "refund_above_paid" | "refund_done" | "refund_needs_stripe" | "already_withdrawn" | "withdrawal_needs_delivery" | "withdrawal_ended" | "tracking_not_found" | "tracking_off" | "order_not_invoiced" | "full_invoice_exists" | "image_refused" | "review_moves" | "own_review_vote" | "performance_vote_needs_purchase" | "perfume_name_race" | "collection_name_race" | "collection_unknown_perfumes" | "offer_needs_discount" | "perfume_csv_missing" | "perfume_csv_too_large" | "perfume_import_invalid" | "delivery_days" | "bottle_lacks_ml" | "bottle_full" | "bottle_held" | "bottle_short" | "bottle_open" | "bottle_empty" | "bottle_held_empty" | "service_unavailable" | "internal_error";
            /** @description What the text of the reason needs (a size, a count, an amount) */
            params?: {
                [key: string]: string | number;
            };
            /** @description In Spanish: the text of the reason with its params */
            message: string;
            /** @description The refused fields (dotted paths into the input) and why */
            fieldErrors?: {
                [key: string]: string[];
            };
        };
        /** @description 400: The input is not valid: fieldErrors names each refused field; also a body that is not JSON, or any value holding a NUL character */
        ApiError400: components["schemas"]["ApiError"] & {
            /** @enum {integer} */
            statusCode: 400;
            /** @enum {string} */
            code: "VALIDATION_FAILED" | "LINK_INVALID";
        };
        /** @description 401: Not signed in: no access token, an invalid or expired one, or a session that has ended; or, on a sign-in, wrong credentials */
        ApiError401: components["schemas"]["ApiError"] & {
            /** @enum {integer} */
            statusCode: 401;
            /** @enum {string} */
            code: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "SESSION_ENDED";
        };
        /** @description 403: Signed in, but not allowed to do this */
        ApiError403: components["schemas"]["ApiError"] & {
            /** @enum {integer} */
            statusCode: 403;
            /** @enum {string} */
            code: "FORBIDDEN";
        };
        /** @description 404: Nothing this caller may see is there */
        ApiError404: components["schemas"]["ApiError"] & {
            /** @enum {integer} */
            statusCode: 404;
            /** @enum {string} */
            code: "NOT_FOUND";
        };
        /** @description 409: The request conflicts with the current state (a taken name, no stock left, a move the order cannot make) */
        ApiError409: components["schemas"]["ApiError"] & {
            /** @enum {integer} */
            statusCode: 409;
            /** @enum {string} */
            code: "CONFLICT" | "OUT_OF_STOCK";
        };
        /** @description 413: The body is larger than the route accepts */
        ApiError413: components["schemas"]["ApiError"] & {
            /** @enum {integer} */
            statusCode: 413;
            /** @enum {string} */
            code: "PAYLOAD_TOO_LARGE";
        };
        /** @description 414: A path parameter is longer than 200 characters */
        ApiError414: components["schemas"]["ApiError"] & {
            /** @enum {integer} */
            statusCode: 414;
            /** @enum {string} */
            code: "VALIDATION_FAILED";
        };
        /** @description 415: The body is of a media type the route does not read (send application/json) */
        ApiError415: components["schemas"]["ApiError"] & {
            /** @enum {integer} */
            statusCode: 415;
            /** @enum {string} */
            code: "VALIDATION_FAILED";
        };
        /** @description 429: Too many requests from this address or for this account: Retry-After says when to try again */
        ApiError429: components["schemas"]["ApiError"] & {
            /** @enum {integer} */
            statusCode: 429;
            /** @enum {string} */
            code: "RATE_LIMITED";
        };
        /** @description 503: A service the API needs (the database, the payment provider) did not answer: try again after Retry-After */
        ApiError503: components["schemas"]["ApiError"] & {
            /** @enum {integer} */
            statusCode: 503;
            /** @enum {string} */
            code: "SERVICE_UNAVAILABLE";
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The request’s id in the API’s logs: the caller’s own X-Request-Id when it looks like one, else a new UUID */
        "X-Request-Id": string;
        /** @description Seconds to wait before trying again */
        "Retry-After": number;
        /** @description Where the browser goes next */
        Location: string;
        /** @description The version of this answer: send it back in If-None-Match to get a 304 */
        ETag: string;
        /** @description Kept by caches, but asked again (If-None-Match) every time */
        CatalogueCacheControl: "public, max-age=0, must-revalidate";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    HealthController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description The database does not answer */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminMailController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMailDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminMailController_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Back in the queue */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No failed mail with this id */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    PerfumesController_version: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogueVersionViewDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    PerfumesController_list: {
        parameters: {
            query?: {
                q?: string;
                category?: "masculino" | "femenino" | "unisex" | "nicho";
                brand?: string;
                onOffer?: "true" | "false";
                inStock?: "true" | "false";
                minPrice?: string;
                maxPrice?: string;
                /** @description Perfumes with all these accords (repeat it for more than one) */
                accord?: string | string[];
                /** @description Perfumes with this note anywhere in the pyramid */
                note?: string;
                family?: "Amaderada" | "Oriental" | "Floral" | "Cítrica" | "Aromática" | "Chipre" | "Fougère" | "Gourmand" | "Acuática" | "Cuero";
                season?: "primavera" | "verano" | "otoño" | "invierno";
                concentration?: "EDT" | "EDP" | "Parfum" | "Extrait";
                /** @description Perfumes sold in this size (in stock in it, with inStock=true) */
                size?: string;
                /** @description Without it: relevance when searching, else name */
                sort?: "relevance" | "name" | "brand" | "price-asc" | "price-desc" | "rating" | "newest";
                page?: number;
                limit?: number;
            };
            header?: {
                /** @description The ETag of the answer already held: 304 while it is still current */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Perfumes matching the filters */
                    "X-Total-Count"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CatalogueCacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PerfumeViewDto_Output"][];
                };
            };
            /** @description Not modified since the ETag sent in If-None-Match */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CatalogueCacheControl"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminPerfumesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Baccarat Rouge 540",
                 *       "brand": "Maison Francis Kurkdjian",
                 *       "description": "Ámbar, azafrán y cedro: un clásico moderno, luminoso y persistente.",
                 *       "sizes": [
                 *         "5ml",
                 *         "10ml"
                 *       ],
                 *       "prices": [
                 *         "14.90",
                 *         "26.50"
                 *       ],
                 *       "category": "unisex",
                 *       "notes": [
                 *         "azafrán",
                 *         "jazmín",
                 *         "ámbar gris",
                 *         "cedro"
                 *       ],
                 *       "stock": [
                 *         40,
                 *         25
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreatePerfumeDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPerfumeViewDto_Output"];
                };
            };
            /** @description A field breaks the perfume form rules (fieldErrors) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description Another perfume of the same name was saved at the same moment: try again */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    PerfumesController_facets: {
        parameters: {
            query?: {
                q?: string;
                category?: "masculino" | "femenino" | "unisex" | "nicho";
                brand?: string;
                onOffer?: "true" | "false";
                inStock?: "true" | "false";
                minPrice?: string;
                maxPrice?: string;
                /** @description Perfumes with all these accords (repeat it for more than one) */
                accord?: string | string[];
                /** @description Perfumes with this note anywhere in the pyramid */
                note?: string;
                family?: "Amaderada" | "Oriental" | "Floral" | "Cítrica" | "Aromática" | "Chipre" | "Fougère" | "Gourmand" | "Acuática" | "Cuero";
                season?: "primavera" | "verano" | "otoño" | "invierno";
                concentration?: "EDT" | "EDP" | "Parfum" | "Extrait";
                /** @description Perfumes sold in this size (in stock in it, with inStock=true) */
                size?: string;
                /** @description Without it: relevance when searching, else name */
                sort?: "relevance" | "name" | "brand" | "price-asc" | "price-desc" | "rating" | "newest";
                page?: number;
                limit?: number;
            };
            header?: {
                /** @description The ETag of the answer already held: 304 while it is still current */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CatalogueCacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PerfumeFacetsViewDto_Output"];
                };
            };
            /** @description Not modified since the ETag sent in If-None-Match */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CatalogueCacheControl"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    PerfumesController_homepage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the answer already held: 304 while it is still current */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CatalogueCacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PerfumeViewDto_Output"][];
                };
            };
            /** @description Not modified since the ETag sent in If-None-Match */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CatalogueCacheControl"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    PerfumesController_bySlug: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the answer already held: 304 while it is still current */
                "If-None-Match"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CatalogueCacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PerfumeDetailViewDto_Output"];
                };
            };
            /** @description Not modified since the ETag sent in If-None-Match */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CatalogueCacheControl"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No perfume has this slug */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    PerfumesController_similar: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: {
                /** @description The ETag of the answer already held: 304 while it is still current */
                "If-None-Match"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CatalogueCacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimilarPerfumeViewDto_Output"][];
                };
            };
            /** @description Not modified since the ETag sent in If-None-Match */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CatalogueCacheControl"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No perfume has this slug */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    PerfumesController_brands: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the answer already held: 304 while it is still current */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CatalogueCacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            /** @description Not modified since the ETag sent in If-None-Match */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CatalogueCacheControl"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    CollectionsController_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the answer already held: 304 while it is still current */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CatalogueCacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionViewDto_Output"][];
                };
            };
            /** @description Not modified since the ETag sent in If-None-Match */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CatalogueCacheControl"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminCollectionsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Noches de verano",
                 *       "description": "Cítricos y flores blancas para las noches largas.",
                 *       "theme": "verano",
                 *       "perfumeIds": [
                 *         "6f1c2a4e-3b5d-4c7e-9a1b-2d3e4f5a6b7c",
                 *         "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b"
                 *       ],
                 *       "sizes": [
                 *         "5ml"
                 *       ],
                 *       "prices": [
                 *         "24.00"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreateCollectionDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCollectionViewDto_Output"];
                };
            };
            /** @description A field breaks the rules, or a perfume does not exist */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description Another collection of the same name was saved at the same moment: try again */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    CollectionsController_bySlug: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the answer already held: 304 while it is still current */
                "If-None-Match"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CatalogueCacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionViewDto_Output"];
                };
            };
            /** @description Not modified since the ETag sent in If-None-Match */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CatalogueCacheControl"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No such collection, or the shop hides collections */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminPerfumesController_list: {
        parameters: {
            query?: {
                search?: string;
                category?: ("masculino" | "femenino" | "unisex" | "nicho") | "";
                sort?: "name" | "brand" | "category" | "price";
                order?: "asc" | "desc";
                inStock?: "true" | "false" | "";
                onOffer?: "true" | "false" | "";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Perfumes matching the filters */
                    "X-Total-Count"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPerfumeViewDto_Output"][];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminPerfumesController_exportCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminPerfumesController_importCsv: {
        parameters: {
            query?: {
                dryRun?: "true" | "false" | "";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example slug,name,brand,category,description,sizes,notes,imageUrl,isOnOffer,discountPercentage,offerDescription,offerEndsAt,allergens
                 *     ambar-noche,Ámbar Noche,Maison Ámbar,nicho,Ámbar cálido y vainilla.,"2ml=4.90; 5ml=9.90; 10ml=17.90","Ámbar; Vainilla",,true,20,Rebajas de otoño,,"Linalool, Limonene"
                 */
                "text/csv": string;
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PerfumeImportResultDto_Output"];
                };
            };
            /** @description No CSV, or (without dryRun) some row breaks the rules: nothing was written */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description Over 2 MB or over 2,000 perfumes */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminPerfumesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPerfumeViewDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such perfume (or it was archived) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminPerfumesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "6f1c2a4e-3b5d-4c7e-9a1b-2d3e4f5a6b7c",
                 *       "isOnOffer": true,
                 *       "discountPercentage": 15,
                 *       "offerDescription": "Rebajas de verano",
                 *       "allergens": "Linalool, Limonene, Citral"
                 *     }
                 */
                "application/json": components["schemas"]["UpdatePerfumeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPerfumeViewDto_Output"];
                };
            };
            /** @description A field breaks the rules, or the id is not the path’s */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such perfume (or it was archived) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminPerfumesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted or archived */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such perfume (or it was archived) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminCollectionsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCollectionViewDto_Output"][];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminCollectionsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "3d2c1b0a-9f8e-4d7c-a6b5-4c3d2e1f0a9b",
                 *       "perfumeIds": [
                 *         "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b",
                 *         "6f1c2a4e-3b5d-4c7e-9a1b-2d3e4f5a6b7c"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["UpdateCollectionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCollectionViewDto_Output"];
                };
            };
            /** @description A field breaks the rules, or the id is not the path’s */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such collection */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminCollectionsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such collection */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminContentController_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentStatsDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminInventoryController_overview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InventoryPerfumeViewDto_Output"][];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminInventoryController_bottles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BottleViewDto_Output"][];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such perfume (or it was archived) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminInventoryController_receive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ml": 100,
                 *       "batchCode": "L1234",
                 *       "costCents": 9800
                 *     }
                 */
                "application/json": components["schemas"]["ReceiveBottleDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BottleViewDto_Output"];
                };
            };
            /** @description A field out of its range (fieldErrors) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such perfume (or it was archived) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminInventoryController_adjust: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ml": -2,
                 *       "reason": "evaporation"
                 *     }
                 */
                "application/json": components["schemas"]["AdjustBottleDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BottleViewDto_Output"];
                };
            };
            /** @description ml is 0 or out of range, or the reason is unknown */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such bottle */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description It would leave the bottle below what open checkouts hold, or above its size */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminInventoryController_open: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BottleViewDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such bottle */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description It is already open (or empty) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminInventoryController_empty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BottleViewDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such bottle */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description Already empty, or open checkouts hold some of it */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminInventoryController_movements: {
        parameters: {
            query?: {
                perfumeId?: string | "";
                type?: ("received" | "migrated" | "held" | "released" | "sold" | "returned" | "adjusted") | "";
                from?: string | "";
                to?: string | "";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Movements matching the filters */
                    "X-Total-Count"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovementViewDto_Output"][];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminInventoryController_csv: {
        parameters: {
            query?: {
                perfumeId?: string | "";
                type?: ("received" | "migrated" | "held" | "released" | "sold" | "returned" | "adjusted") | "";
                from?: string | "";
                to?: string | "";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    InvoicesController_latest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceViewDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No such order of this customer, or no invoice yet */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    InvoicesController_full: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Lucía Fernández",
                 *       "taxId": "12345678Z",
                 *       "address": "Calle Mayor 1, 28013 Madrid"
                 *     }
                 */
                "application/json": components["schemas"]["FullInvoiceDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceViewDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No such order of this customer */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The order has no invoice yet, or already a full one */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 20 in 10 minutes from one address, counted with every route limited as 'invoices' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    InvoicesController_pdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No such invoice of this customer */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminInvoicesController_list: {
        parameters: {
            query?: {
                from?: string | "";
                to?: string | "";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Invoices of the range */
                    "X-Total-Count"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminInvoiceRowDto_Output"][];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminInvoicesController_csv: {
        parameters: {
            query?: {
                from?: string | "";
                to?: string | "";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    MessagesController_subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "lucia.martin@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["NewsletterSubscriptionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterSubscribedDto_Output"];
                };
            };
            /** @description Not an email address */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 5 in 10 minutes from one address, counted with every route limited as 'newsletter' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    MessagesController_contact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Lucía Martín",
                 *       "email": "lucia.martin@example.com",
                 *       "message": "¿Tendréis decants de 2 ml de Baccarat Rouge 540 para probarlo antes?"
                 *     }
                 */
                "application/json": components["schemas"]["ContactMessageDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessageReceivedDto_Output"];
                };
            };
            /** @description A field is missing or too long */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 5 in 10 minutes from one address, counted with every route limited as 'contact' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminNewsletterController_subscribers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminContactMessagesController_list: {
        parameters: {
            query?: {
                unread?: "true" | "false" | "";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Messages matching the filter */
                    "X-Total-Count"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessageViewDto_Output"][];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminContactMessagesController_markRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessageViewDto_Output"];
                };
            };
            /** @description The id is not a UUID */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such message */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    SettingsController_publicSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicStoreSettingsDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminSettingsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "key": "shipping_free_over",
                 *       "value": "50.00"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateStoreSettingDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreSettingDto_Output"];
                };
            };
            /** @description Unknown key, or a value the key does not take */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminSettingsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DescribedStoreSettingDto_Output"][];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminSettingsController_collections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionsVisibilityDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    CartController_view: {
        parameters: {
            query?: never;
            header?: {
                /** @description A guest's cart token */
                "x-cart-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartViewDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    CartController_clear: {
        parameters: {
            query?: never;
            header?: {
                /** @description A guest's cart token */
                "x-cart-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartViewDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 120 in minute from one address, counted with every route limited as 'cart' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    CartController_add: {
        parameters: {
            query?: never;
            header?: {
                /** @description A guest's cart token */
                "x-cart-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "productId": "6f1c2a4e-3b5d-4c7e-9a1b-2d3e4f5a6b7c",
                 *       "size": "10ml",
                 *       "quantity": 2
                 *     }
                 */
                "application/json": components["schemas"]["AddCartItemDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartViewDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No such perfume */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description Not enough stock (OUT_OF_STOCK) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 120 in minute from one address, counted with every route limited as 'cart' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    CartController_remove: {
        parameters: {
            query?: never;
            header?: {
                /** @description A guest's cart token */
                "x-cart-token"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartViewDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No such line in this cart */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 120 in minute from one address, counted with every route limited as 'cart' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    CartController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description A guest's cart token */
                "x-cart-token"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "quantity": 3
                 *     }
                 */
                "application/json": components["schemas"]["UpdateCartItemDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartViewDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No such line in this cart */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description Not enough stock (OUT_OF_STOCK) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 120 in minute from one address, counted with every route limited as 'cart' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    CartController_addSet: {
        parameters: {
            query?: never;
            header?: {
                /** @description A guest's cart token */
                "x-cart-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "collectionId": "5b8f0c3e-2d41-4a7b-9e6c-1f2a3b4c5d6e",
                 *       "size": "5ml",
                 *       "quantity": 1
                 *     }
                 */
                "application/json": components["schemas"]["AddCartSetDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartViewDto_Output"];
                };
            };
            /** @description Neither or both of collectionId and perfumeIds, a size the set is not sold in, or a number of perfumes no tier has */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No such collection (or collections are off), or no such perfume */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description Not enough of some perfume of the set (OUT_OF_STOCK) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 120 in minute from one address, counted with every route limited as 'cart' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    CartController_removeSet: {
        parameters: {
            query?: never;
            header?: {
                /** @description A guest's cart token */
                "x-cart-token"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartViewDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No such set in this cart */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 120 in minute from one address, counted with every route limited as 'cart' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    CartController_updateSet: {
        parameters: {
            query?: never;
            header?: {
                /** @description A guest's cart token */
                "x-cart-token"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "quantity": 3
                 *     }
                 */
                "application/json": components["schemas"]["UpdateCartItemDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartViewDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No such set in this cart */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description Not enough of some perfume of the set (OUT_OF_STOCK) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 120 in minute from one address, counted with every route limited as 'cart' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AuthController_providers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProvidersDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AuthController_googleStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To Google's consent page, or back to the shop */
            302: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description More than 20 in 10 minutes from one address, counted with every route limited as 'google' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AuthController_googleCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Back to the shop's sign-in page */
            302: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AuthController_googleExchange: {
        parameters: {
            query?: never;
            header?: {
                /** @description A guest cart to merge */
                "x-cart-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "kX3v9QpL2mZ7rT1wY8bN4cF6hJ0sD5gA2eU9iO3lKq",
                 *       "nonce": "Vb7nQ2xL9pZ4rT8wY1cF5hJ3sD6gA0eU2iO7lKmXq4"
                 *     }
                 */
                "application/json": components["schemas"]["GoogleExchangeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthAnswerDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description Unknown, used or expired code, or a nonce of another browser */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AuthController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "lucia.martin",
                 *       "email": "lucia.martin@example.com",
                 *       "password": "ambar-y-cedro-2026"
                 *     }
                 */
                "application/json": components["schemas"]["RegisterDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterAnswerDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description The username is taken */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 10 in 15 minutes from one address, counted with every route limited as 'register' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AuthController_verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "Qm4tX8vL1pZ6rT3wY9bN2cF7hJ5sD0gA4eU1iO8lKz"
                 *     }
                 */
                "application/json": components["schemas"]["VerifyEmailDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailedToDto_Output"];
                };
            };
            /** @description Unknown, used or expired link (LINK_INVALID) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description The new address has become another account's */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 20 in 15 minutes from one address, counted with every route limited as 'emailVerification' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AuthController_resendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailedToDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The email is already confirmed */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 20 in 15 minutes from one address, counted with every route limited as 'emailVerification' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AuthController_requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "lucia.martin@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["PasswordResetRequestDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailedToDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 10 in 15 minutes from one address, counted with every route limited as 'passwordReset' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AuthController_confirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "Tz2mX6vL9pQ4rT1wY7bN3cF8hJ0sD5gA6eU2iO9lKa",
                 *       "password": "nueva-clave-de-vetiver"
                 *     }
                 */
                "application/json": components["schemas"]["PasswordResetConfirmDto"];
            };
        };
        responses: {
            /** @description Password set; sign in with it */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown, used or expired link (LINK_INVALID) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 10 in 15 minutes from one address, counted with every route limited as 'passwordReset' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: {
                /** @description A guest cart to merge */
                "x-cart-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "login": "lucia.martin@example.com",
                 *       "password": "ambar-y-cedro-2026"
                 *     }
                 */
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthAnswerDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description Login failed (same answer for any wrong credential) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 5 attempts on one account or 20 failures from this address in 15 minutes (RATE_LIMITED, with Retry-After); an account with more than 5 failures from anywhere answers later, never refuses */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AuthController_adminLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "login": "lucia.martin@example.com",
                 *       "password": "ambar-y-cedro-2026"
                 *     }
                 */
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthAnswerDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description Login failed */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description As for POST /api/auth/login, sharing its counts (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AuthController_adminLoginAlias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "admin@example.com",
                 *       "password": "una-clave-de-administrador"
                 *     }
                 */
                "application/json": components["schemas"]["AdminLoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthAnswerDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description Login failed */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description As for POST /api/auth/login, sharing its counts (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AuthController_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "refreshToken": "Jd0a7q3k2Zr9vXw1yN5bT8cF4hL6mP0sQ2uE7gA9iKo"
                 *     }
                 */
                "application/json": components["schemas"]["RefreshDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthAnswerDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description Unknown, spent, expired or idle session (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 60 in 15 minutes from one address, counted with every route limited as 'refresh' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AuthController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedInUserDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AuthController_adminStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStatusDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminSessionsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionViewDto_Output"][];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminSessionsController_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionStatsDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminSessionsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such session */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminSessionsController_cleanup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CleanupDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AddressesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressViewDto_Output"][];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AddressesController_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "home",
                 *       "name": "Lucía Martín",
                 *       "street": "Calle de Alcalá 42, 3º B",
                 *       "city": "Madrid",
                 *       "state": "Madrid",
                 *       "zipCode": "28014",
                 *       "country": "España",
                 *       "phone": "+34 612 345 678",
                 *       "isDefault": true
                 *     }
                 */
                "application/json": components["schemas"]["AddressInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressViewDto_Output"];
                };
            };
            /** @description A field is missing or too long (fieldErrors) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 30 in 10 minutes from one address, counted with every route limited as 'addresses' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AddressesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "home",
                 *       "name": "Lucía Martín",
                 *       "street": "Calle de Alcalá 42, 3º B",
                 *       "city": "Madrid",
                 *       "state": "Madrid",
                 *       "zipCode": "28014",
                 *       "country": "España",
                 *       "phone": "+34 612 345 678",
                 *       "isDefault": true
                 *     }
                 */
                "application/json": components["schemas"]["AddressInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressViewDto_Output"];
                };
            };
            /** @description A field is missing or too long, or the id is malformed */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No such address of this customer */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 30 in 10 minutes from one address, counted with every route limited as 'addresses' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AddressesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The id is malformed */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No such address of this customer */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 30 in 10 minutes from one address, counted with every route limited as 'addresses' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AddressesController_setDefault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressViewDto_Output"];
                };
            };
            /** @description The id is malformed */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No such address of this customer */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 30 in 10 minutes from one address, counted with every route limited as 'addresses' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    ProfileController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileViewDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    ProfileController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Lucía Martín",
                 *       "username": "lucia.martin",
                 *       "email": "lucia.martin@example.com",
                 *       "phone": "+34 612 345 678"
                 *     }
                 */
                "application/json": components["schemas"]["ProfileUpdateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserViewDto_Output"];
                };
            };
            /** @description Invalid fields, or a new email without currentPassword (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description currentPassword is wrong (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The email or the username belongs to another account */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 20 in 10 minutes from one address, counted with every route limited as 'profile' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    ProfileController_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerStatsDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    ProfileController_activity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityItemDto_Output"][];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    PaymentMethodsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodViewDto_Output"][];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    PaymentMethodsController_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "card",
                 *       "isDefault": true
                 *     }
                 */
                "application/json": components["schemas"]["AddPaymentMethodDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetupPageDto_Output"];
                };
            };
            /** @description PayPal, or a field that is not type and isDefault */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 30 in 10 minutes from one address, counted with every route limited as 'paymentMethods' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The payment provider did not answer */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    PaymentMethodsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The id is malformed */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No such payment method of this customer */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 30 in 10 minutes from one address, counted with every route limited as 'paymentMethods' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The payment provider did not answer */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    PaymentMethodsController_setDefault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodViewDto_Output"];
                };
            };
            /** @description The id is malformed */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No such payment method of this customer */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 30 in 10 minutes from one address, counted with every route limited as 'paymentMethods' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AccountSettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSettingsDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AccountSettingsController_replace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "notifications": {
                 *         "email": true,
                 *         "push": true,
                 *         "sms": false,
                 *         "marketing": false,
                 *         "orderUpdates": true,
                 *         "newProducts": true,
                 *         "promotions": false
                 *       },
                 *       "privacy": {
                 *         "profileVisibility": "public",
                 *         "showEmail": false,
                 *         "showPhone": false,
                 *         "allowAnalytics": true,
                 *         "allowCookies": true
                 *       },
                 *       "appearance": {
                 *         "theme": "dark",
                 *         "fontSize": "medium",
                 *         "compactMode": false,
                 *         "animations": true
                 *       },
                 *       "language": {
                 *         "locale": "es-ES",
                 *         "currency": "EUR",
                 *         "timezone": "Europe/Madrid"
                 *       },
                 *       "security": {
                 *         "twoFactorAuth": false,
                 *         "sessionTimeout": 60,
                 *         "loginNotifications": true
                 *       },
                 *       "data": {
                 *         "autoBackup": false,
                 *         "backupFrequency": "weekly",
                 *         "exportFormat": "json"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AccountSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSettingsDto_Output"];
                };
            };
            /** @description A missing, unknown or invalid field (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 60 in 10 minutes from one address, counted with every route limited as 'accountSettings' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AccountSettingsController_getAlias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSettingsDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    PasswordController_change: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currentPassword": "ambar-y-cedro-2026",
                 *       "newPassword": "sandalo-y-vainilla-2026",
                 *       "confirmPassword": "sandalo-y-vainilla-2026"
                 *     }
                 */
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChangedDto_Output"];
                };
            };
            /** @description Invalid input, confirmPassword not matching, or a wrong current password (VALIDATION_FAILED with fieldErrors.currentPassword) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 10 in 15 minutes from one address, counted with every route limited as 'passwordChange' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    PasswordController_changeAlias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currentPassword": "ambar-y-cedro-2026",
                 *       "newPassword": "sandalo-y-vainilla-2026",
                 *       "confirmPassword": "sandalo-y-vainilla-2026"
                 *     }
                 */
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChangedDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 10 in 15 minutes from one address, counted with every route limited as 'passwordChange' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AccountDataController_export: {
        parameters: {
            query?: {
                format?: "json" | "csv" | "pdf";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    /** @description attachment; filename="user-data-YYYY-MM-DD.{format}" */
                    "Content-Disposition"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataExportDto"];
                    "text/csv": string;
                    "application/pdf": string;
                };
            };
            /** @description A format other than json, csv or pdf */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description More than 10 in 10 minutes from one address, counted with every route limited as 'dataExport' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AccountDataController_deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "ambar-y-cedro-2026"
                 *     }
                 */
                "application/json": components["schemas"]["DeleteAccountDto"];
            };
        };
        responses: {
            /** @description Deleted; the tokens no longer work */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Wrong or missing password (fieldErrors.password); nothing changed */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The last administrator, or a payment still being made; nothing changed */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 10 in 15 minutes from one address, counted with every route limited as 'accountDeletion' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    NotificationsController_list: {
        parameters: {
            query?: {
                filter?: "all" | "unread" | "read";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPageDto_Output"];
                };
            };
            /** @description An unknown filter, a bad page or an unknown parameter */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    NotificationsController_unreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCountDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    NotificationsController_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettingsDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    NotificationsController_updateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "promotions": false,
                 *       "newProducts": true
                 *     }
                 */
                "application/json": components["schemas"]["NotificationSettingsUpdateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettingsDto_Output"];
                };
            };
            /** @description An empty body, an unknown key or a value not boolean */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 120 in 10 minutes from one address, counted with every route limited as 'notifications' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    NotificationsController_readAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadAllDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 120 in 10 minutes from one address, counted with every route limited as 'notifications' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    NotificationsController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationViewDto_Output"];
                };
            };
            /** @description The id is malformed */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No such notification of this customer */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 120 in 10 minutes from one address, counted with every route limited as 'notifications' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    NotificationsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The id is malformed */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No such notification of this customer */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 120 in 10 minutes from one address, counted with every route limited as 'notifications' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    OrdersController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderViewDto_Output"][];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    OrdersController_bySession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderViewDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Not (yet) an order of this customer */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    OrdersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderViewDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No such order of this customer */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    OrdersController_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderViewDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No such order of this customer */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description Already withdrawn, not delivered, or more than 14 days after delivery */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 20 in 10 minutes from one address, counted with every route limited as 'invoices' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    OrdersController_tracking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingOrderDto_Output"][];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The shop has switched tracking off */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    OrdersController_trackingEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                trackingNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingEventDto_Output"][];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No such shipment of this customer, or tracking is off */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminOrdersController_list: {
        parameters: {
            query?: {
                from?: string | "";
                to?: string | "";
                status?: ("pending" | "confirmed" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded") | "";
                search?: string;
                withdrawal?: "pending" | "";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Orders matching the filters */
                    "X-Total-Count"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderRowDto_Output"][];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminOrdersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderViewDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such order */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    OrderWorkflowController_move: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "shipped",
                 *       "trackingNumber": "ES1234567890",
                 *       "carrier": "Correos Express",
                 *       "location": "Madrid"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateOrderStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderViewDto_Output"];
                };
            };
            /** @description Shipping without tracking number or carrier, or bad input */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such order */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description A move the workflow does not allow (the message names both states), a tracking number of another order, or stock still missing to confirm; nothing changes */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description A real payment while the shop runs the local test provider; nothing changes */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminOrdersController_packingSlip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such order */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminOrdersController_labels: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such order */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminOrdersController_print: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderIds": [
                 *         "0b9a6a43-2f0e-4b8e-9c4e-5d2b7c1e9f10",
                 *         "5d2b7c1e-9f10-4b8e-9c4e-0b9a6a432f0e"
                 *       ],
                 *       "document": "labels"
                 *     }
                 */
                "application/json": components["schemas"]["PrintOrdersDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description No orders, more than 50, one twice, or bad input */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description An order that is not there (named); nothing is printed */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminSalesController_stats: {
        parameters: {
            query?: {
                from?: string | "";
                to?: string | "";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesStatsDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminSalesController_series: {
        parameters: {
            query?: {
                from?: string | "";
                to?: string | "";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesSeriesDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminSalesController_csv: {
        parameters: {
            query?: {
                from?: string | "";
                to?: string | "";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    CheckoutController_startCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "addressId": "a3c5e7f9-1b2d-4f6a-8c0e-2b4d6f8a0c1e",
                 *       "couponCode": "BIENVENIDA10"
                 *     }
                 */
                "application/json": components["schemas"]["CreateCheckoutDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutSessionDto_Output"];
                };
            };
            /** @description The cart is empty, or over the most one payment may take (999999.99), or the coupon is unknown or expired, or the cart is under its minimum (fieldErrors) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No such address of this customer */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description A size has not enough stock (OUT_OF_STOCK), or the coupon has no uses left for this customer or at all, or the shop has switched coupons off */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 20 in 10 minutes from one address, counted with every route limited as 'checkout' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The payment provider did not answer, or a payment left open could not be closed */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    CheckoutController_startCheckoutAlias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "addressId": "a3c5e7f9-1b2d-4f6a-8c0e-2b4d6f8a0c1e",
                 *       "couponCode": "BIENVENIDA10"
                 *     }
                 */
                "application/json": components["schemas"]["CreateCheckoutDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutSessionDto_Output"];
                };
            };
            /** @description The cart is empty, or over the most one payment may take (999999.99), or the coupon is unknown or expired, or the cart is under its minimum (fieldErrors) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No such address of this customer */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description A size has not enough stock (OUT_OF_STOCK), or the coupon has no uses left for this customer or at all, or the shop has switched coupons off */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 20 in 10 minutes from one address, counted with every route limited as 'checkout' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The payment provider did not answer, or a payment left open could not be closed */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    CheckoutController_quote: {
        parameters: {
            query?: {
                couponCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponQuoteDto_Output"];
                };
            };
            /** @description The coupon is unknown or expired, or the cart is under its minimum (fieldErrors) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The coupon has no uses left for this customer or at all, or the shop has switched coupons off */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    CheckoutController_applyCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "BIENVENIDA10"
                 *     }
                 */
                "application/json": components["schemas"]["ApplyCouponDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponQuoteDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No uses left, or the shop has switched coupons off */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 20 in 10 minutes from one address, counted with every route limited as 'coupons' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    CouponsController_available: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailableCouponDto_Output"][];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    CouponsController_used: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserCouponDto_Output"][];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminCouponsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCouponDto_Output"][];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminCouponsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "VERANO15",
                 *       "description": "15% en tus decants de verano",
                 *       "discountPercentage": 15,
                 *       "minimumAmount": "30.00",
                 *       "maximumDiscount": "20.00",
                 *       "usageLimit": 500,
                 *       "perCustomerLimit": 1
                 *     }
                 */
                "application/json": components["schemas"]["CreateCouponDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCouponDto_Output"];
                };
            };
            /** @description A field out of its range, or an end date in the past */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The code is taken */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    PaymentsController_stripeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the event did */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAnswerDto_Output"];
                };
            };
            /** @description The Stripe-Signature is missing or does not match the body */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description Stripe is not the payment provider of this shop */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    OrderWorkflowController_moveMany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderIds": [
                 *         "0b9a6a43-2f0e-4b8e-9c4e-5d2b7c1e9f10",
                 *         "5d2b7c1e-9f10-4b8e-9c4e-0b9a6a432f0e"
                 *       ],
                 *       "status": "processing"
                 *     }
                 */
                "application/json": components["schemas"]["BulkOrderMoveDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkOrderMoveResultDto_Output"];
                };
            };
            /** @description No orders, more than 50, one twice, shipping, or bad input; nothing moves */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    OrderWorkflowController_refund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "orderItemId": "0b9a6a43-2f0e-4b8e-9c4e-5d2b7c1e9f10",
                 *           "quantity": 1
                 *         }
                 *       ],
                 *       "shipping": false,
                 *       "reason": "Llegó roto"
                 *     }
                 */
                "application/json": components["schemas"]["RefundRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderViewDto_Output"];
                };
            };
            /** @description Nothing chosen, a line of another order, or bad input */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such order */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description More units than are left to give back, the shipping twice, or beyond what was paid */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description A real payment while the shop runs the local test provider; nothing changes */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    OrderWorkflowController_retryRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderViewDto_Output"];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such refund */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The refund was already made */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError409"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    ImagesController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "perfumeId": "6f1c2a4e-3b5d-4c7e-9a1b-2d3e4f5a6b7c",
                 *       "imageUrl": "https://images.example.com/baccarat-rouge-540.jpg"
                 *     }
                 */
                "application/json": components["schemas"]["UploadImageLinkDto"];
                "multipart/form-data": {
                    /** Format: uuid */
                    perfumeId: string;
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedImageDto_Output"];
                };
            };
            /** @description No perfume or image, a format not accepted, an unreadable image, a bad link */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such perfume */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The image is over 5 MB */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    ImagesController_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageStatsDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    MediaController_image: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No image has this name */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminDashboardController_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardStatsDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminDashboardController_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardSummaryDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminDashboardController_recentOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecentOrderDto_Output"][];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminDashboardController_popularPerfumes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PerfumeSalesDto_Output"][];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminDashboardController_lowStock: {
        parameters: {
            query?: {
                threshold?: "" | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LowStockSizeDto_Output"][];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminActivityController_latest: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminActionDto_Output"][];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminUsersController_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserStatsDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminUsersController_recent: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecentUserDto_Output"][];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminUsersController_list: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Users matching the search */
                    "X-Total-Count"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserRowDto_Output"][];
                };
            };
            /** @description The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminUsersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDetailDto_Output"];
                };
            };
            /** @description The id is not a UUID */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such user */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    AdminUsersController_endSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndedSessionsDto_Output"];
                };
            };
            /** @description The id is not a UUID */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description Only for admin (FORBIDDEN) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such user */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    ReviewsController_list: {
        parameters: {
            query?: {
                search?: string;
                filter?: ("1" | "2" | "3" | "4" | "5" | "all") | "";
                sort?: ("newest" | "oldest" | "rating" | "helpful") | "";
                page?: number;
                perfumeId?: string | "";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewPageDto_Output"];
                };
            };
            /** @description A parameter is not one of its values (fieldErrors) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    ReviewsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "perfumeId": "6f1c2a4e-3b5d-4c7e-9a1b-2d3e4f5a6b7c",
                 *       "rating": 5,
                 *       "title": "Elegante y duradero",
                 *       "content": "Huele a ámbar y azafrán durante todo el día; el decant de 10 ml da para semanas.",
                 *       "pros": "Dura más de ocho horas",
                 *       "cons": "El precio del frasco completo",
                 *       "longevity": 5,
                 *       "sillage": 4,
                 *       "value": 4
                 *     }
                 */
                "application/json": components["schemas"]["ReviewInputDto"];
            };
        };
        responses: {
            /** @description The customer had reviewed it: their review, edited */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewViewDto"];
                };
            };
            /** @description Written */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewViewDto_Output"];
                };
            };
            /** @description A field is missing, too long or out of range (fieldErrors) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No such perfume in the shop */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 30 in 10 minutes from one address, counted with every route limited as 'reviews' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    ReviewsController_listOf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewViewDto_Output"][];
                };
            };
            /** @description The id is malformed */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    ReviewsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rating": 4,
                 *       "title": "Elegante, algo dulce",
                 *       "content": "Después de un mes lo encuentro más dulce de lo que recordaba, pero dura todo el día."
                 *     }
                 */
                "application/json": components["schemas"]["ReviewUpdateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewViewDto_Output"];
                };
            };
            /** @description A field is missing, too long or out of range (fieldErrors) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No such review that this user may change */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 30 in 10 minutes from one address, counted with every route limited as 'reviews' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    ReviewsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted, with its votes */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The id is malformed */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No such review that this user may delete */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 30 in 10 minutes from one address, counted with every route limited as 'reviews' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    ReviewsController_vote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HelpfulVoteDto_Output"];
                };
            };
            /** @description The id is malformed */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The author cannot vote for their own review */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such review */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 120 in 10 minutes from one address, counted with every route limited as 'reviewVotes' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    PerfumeReviewsController_summary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                perfumeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewSummaryDto_Output"];
                };
            };
            /** @description The id is malformed */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No such perfume in the shop */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    PerformanceVotesController_vote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "longevity": 4,
                 *       "sillage": 3,
                 *       "seasons": [
                 *         "otoño",
                 *         "invierno"
                 *       ],
                 *       "timeOfDay": "noche"
                 *     }
                 */
                "application/json": components["schemas"]["PerformanceVoteInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PerformanceDistributionDto_Output"];
                };
            };
            /** @description A value is missing, out of range, repeated or unknown (fieldErrors) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The customer has not bought this perfume */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError403"];
                };
            };
            /** @description No such perfume in the shop */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 30 in 10 minutes from one address, counted with every route limited as 'reviews' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    PerformanceVotesController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyPerformanceVoteDto_Output"];
                };
            };
            /** @description The id is malformed */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No such perfume in the shop */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    FavoritesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FavoriteViewDto_Output"][];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    FavoritesController_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "perfumeId": "6f1c2a4e-3b5d-4c7e-9a1b-2d3e4f5a6b7c"
                 *     }
                 */
                "application/json": components["schemas"]["AddFavoriteDto"];
            };
        };
        responses: {
            /** @description Already saved: the existing favorite */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FavoriteViewDto_Output"];
                };
            };
            /** @description Saved */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FavoriteViewDto_Output"];
                };
            };
            /** @description perfumeId is missing or not an id (fieldErrors) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No such perfume in the shop */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 120 in minute from one address, counted with every route limited as 'favorites' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    FavoritesController_perfumeIds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FavoritePerfumeIdsDto_Output"];
                };
            };
            /** @description A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    FavoritesController_removePerfume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                perfumeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The id is malformed */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description This perfume is not in the customer’s favorites */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 120 in minute from one address, counted with every route limited as 'favorites' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    FavoritesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The id is malformed */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError401"];
                };
            };
            /** @description No such favorite of this customer */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError404"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A path parameter is longer than 200 characters */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError414"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 120 in minute from one address, counted with every route limited as 'favorites' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
    MailConsentController_unsubscribe: {
        parameters: {
            query: {
                /** @description The link's token */
                token: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsubscribedDto_Output"];
                };
            };
            /** @description Not a token of this shop (LINK_INVALID) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError400"];
                };
            };
            /** @description The body is over 100 KB (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError413"];
                };
            };
            /** @description A body that is not JSON, text/plain, text/csv or multipart/form-data */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError415"];
                };
            };
            /** @description More than 120 in 10 minutes from one address, counted with every route limited as 'notifications' (RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError429"];
                };
            };
            /** @description The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError503"];
                };
            };
        };
    };
}
