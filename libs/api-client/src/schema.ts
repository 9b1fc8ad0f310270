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
        /** The catalogue, with sizes, prices as text and offer fields */
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
                    stock: number;
                }[];
            }[];
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
}
