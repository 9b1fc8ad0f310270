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
    "/api/perfumes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The catalogue: filters, sort and pages (the total is in X-Total-Count)
         * @description q searches name and brand, ignoring case and accents. Price filters and sorts use the price of the smallest size after any offer. Answers carry an ETag; If-None-Match gives 304.
         */
        get: operations["PerfumesController_list"];
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
        /** Every collection, each with its perfumes */
        get: operations["CollectionsController_list"];
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
            /** @description Size labels, parallel to prices */
            sizes: string[];
            /** @description Prices as text, parallel to sizes */
            prices: string[];
            isOnOffer: boolean;
            /** @description Numeric string, "0" when not on offer */
            discountPercentage: string;
            offerDescription: string | null;
            inStock: boolean;
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
                /** @description Size labels, parallel to prices */
                sizes: string[];
                /** @description Prices as text, parallel to sizes */
                prices: string[];
                isOnOffer: boolean;
                /** @description Numeric string, "0" when not on offer */
                discountPercentage: string;
                offerDescription: string | null;
                inStock: boolean;
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
            itemCount: number;
            /** @description Sum of price x quantity */
            total: string;
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto_Output"];
                };
            };
            /** @description The database does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                sort?: "name" | "brand" | "price-asc" | "price-desc";
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PerfumeViewDto_Output"][];
                };
            };
            /** @description Not modified since the ETag sent in If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PerfumesController_homepage: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PerfumeViewDto_Output"][];
                };
            };
        };
    };
    PerfumesController_bySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PerfumeViewDto_Output"];
                };
            };
            /** @description No perfume has this slug */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PerfumesController_brands: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
        };
    };
    CollectionsController_list: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionViewDto_Output"][];
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
                "application/json": components["schemas"]["NewsletterSubscriptionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterSubscribedDto_Output"];
                };
            };
            /** @description Not an email address */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                "application/json": components["schemas"]["ContactMessageDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessageReceivedDto_Output"];
                };
            };
            /** @description A field is missing or too long */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartViewDto_Output"];
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartViewDto_Output"];
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
                "application/json": components["schemas"]["AddCartItemDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartViewDto_Output"];
                };
            };
            /** @description No such perfume */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not enough stock (OUT_OF_STOCK) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartViewDto_Output"];
                };
            };
            /** @description No such line in this cart */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                "application/json": components["schemas"]["UpdateCartItemDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartViewDto_Output"];
                };
            };
            /** @description No such line in this cart */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not enough stock (OUT_OF_STOCK) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
