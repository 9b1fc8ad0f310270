/**
 * Demo catalogue for Aurum Decants.
 *
 * Pure data used by the database seed: real perfumes (brands, names and olfactory notes) with
 * original Spanish descriptions, decant sizes, prices in euro cents, stock, offers and themed
 * collections. Prices and stock are fictitious demo values.
 */

export type DemoCategory = 'masculino' | 'femenino' | 'unisex' | 'nicho'

export interface DemoVariant {
  /** '2ml' | '5ml' | '10ml' */
  size: string
  ml: number
  /** Integer euro cents */
  priceCents: number
  /** Integer >= 0 */
  stock: number
}

export interface DemoPerfume {
  /** Kebab-case, unique, ASCII only */
  slug: string
  name: string
  brand: string
  /** 1-2 sentences in Spanish describing the scent */
  description: string
  category: DemoCategory
  /** 4-8 olfactory notes in Spanish */
  notes: string[]
  onHomepage: boolean
  offer: { discountPercentage: number; description: string } | null
  /** Sizes in ascending order: 2ml, 5ml, 10ml (some perfumes only have 5ml and 10ml) */
  variants: DemoVariant[]
}

export interface DemoCollection {
  slug: string
  name: string
  description: string
  /** Short lowercase theme word */
  theme: string
  /** Slugs of perfumes in demoPerfumes */
  perfumeSlugs: string[]
}

export const demoPerfumes: DemoPerfume[] = [
  {
    slug: 'dior-sauvage',
    name: 'Sauvage',
    brand: 'Dior',
    description:
      'Fresco y especiado: abre con una bergamota jugosa y pimienta de Sichuan y se asienta sobre un fondo ambarado de Ambroxan muy reconocible. Versátil, funciona tanto de día como de noche.',
    category: 'masculino',
    notes: [
      'Bergamota',
      'Pimienta de Sichuan',
      'Lavanda',
      'Pimienta rosa',
      'Elemí',
      'Ambroxan',
      'Cedro',
    ],
    onHomepage: true,
    offer: { discountPercentage: 15, description: 'Oferta de temporada' },
    variants: [
      { size: '2ml', ml: 2, priceCents: 450, stock: 44 },
      { size: '5ml', ml: 5, priceCents: 990, stock: 50 },
      { size: '10ml', ml: 10, priceCents: 1790, stock: 0 },
    ],
  },
  {
    slug: 'chanel-bleu-de-chanel',
    name: 'Bleu de Chanel',
    brand: 'Chanel',
    description:
      'Un aromático amaderado de cítricos limpios, jengibre e incienso que termina en un fondo cremoso de sándalo y cedro. Elegante y discreto, pensado para llevar a diario.',
    category: 'masculino',
    notes: ['Pomelo', 'Limón', 'Menta', 'Jengibre', 'Jazmín', 'Incienso', 'Cedro', 'Sándalo'],
    onHomepage: true,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 550, stock: 55 },
      { size: '5ml', ml: 5, priceCents: 1250, stock: 8 },
      { size: '10ml', ml: 10, priceCents: 2190, stock: 15 },
    ],
  },
  {
    slug: 'ysl-y-eau-de-parfum',
    name: 'Y Eau de Parfum',
    brand: 'Yves Saint Laurent',
    description:
      'Combina la frescura de la manzana y el jengibre con salvia y un fondo de haba tonka y maderas ambaradas. Un aromático moderno, limpio y ligeramente dulce.',
    category: 'masculino',
    notes: [
      'Manzana',
      'Jengibre',
      'Bergamota',
      'Salvia',
      'Bayas de enebro',
      'Geranio',
      'Haba tonka',
      'Cedro',
    ],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 450, stock: 44 },
      { size: '5ml', ml: 5, priceCents: 990, stock: 31 },
      { size: '10ml', ml: 10, priceCents: 1790, stock: 26 },
    ],
  },
  {
    slug: 'armani-acqua-di-gio-profondo',
    name: 'Acqua di Giò Profondo',
    brand: 'Giorgio Armani',
    description:
      'La cara más profunda del clásico acuático: notas marinas y mandarina verde sobre romero y lavanda, con un fondo mineral de pachulí y almizcle. Muy agradable en días de calor.',
    category: 'masculino',
    notes: [
      'Notas marinas',
      'Bergamota',
      'Mandarina verde',
      'Romero',
      'Lavanda',
      'Ciprés',
      'Pachulí',
      'Almizcle',
    ],
    onHomepage: false,
    offer: { discountPercentage: 30, description: 'Liquidación de verano' },
    variants: [
      { size: '2ml', ml: 2, priceCents: 390, stock: 36 },
      { size: '5ml', ml: 5, priceCents: 850, stock: 37 },
      { size: '10ml', ml: 10, priceCents: 1490, stock: 47 },
    ],
  },
  {
    slug: 'paco-rabanne-1-million',
    name: '1 Million',
    brand: 'Paco Rabanne',
    description:
      'Dulce y especiado, con pomelo y menta en la salida, canela y rosa en el corazón y un fondo de cuero y ámbar. Un perfume llamativo que luce especialmente en noches frías.',
    category: 'masculino',
    notes: ['Pomelo', 'Menta', 'Mandarina roja', 'Canela', 'Rosa', 'Cuero', 'Ámbar', 'Pachulí'],
    onHomepage: false,
    offer: { discountPercentage: 25, description: 'Precio especial' },
    variants: [
      { size: '2ml', ml: 2, priceCents: 350, stock: 47 },
      { size: '5ml', ml: 5, priceCents: 750, stock: 31 },
      { size: '10ml', ml: 10, priceCents: 1290, stock: 10 },
    ],
  },
  {
    slug: 'jean-paul-gaultier-le-male',
    name: 'Le Male',
    brand: 'Jean Paul Gaultier',
    description:
      'Un fougère de lavanda y menta suavizado con vainilla, canela y flor de azahar. Aromático y dulce a la vez, recuerda a la espuma de afeitar clásica con un toque goloso.',
    category: 'masculino',
    notes: [
      'Lavanda',
      'Menta',
      'Cardamomo',
      'Canela',
      'Flor de azahar',
      'Vainilla',
      'Haba tonka',
      'Sándalo',
    ],
    onHomepage: false,
    offer: { discountPercentage: 10, description: 'Oferta de la semana' },
    variants: [
      { size: '2ml', ml: 2, priceCents: 350, stock: 5 },
      { size: '5ml', ml: 5, priceCents: 750, stock: 51 },
      { size: '10ml', ml: 10, priceCents: 1290, stock: 22 },
    ],
  },
  {
    slug: 'versace-eros',
    name: 'Eros',
    brand: 'Versace',
    description:
      'Menta fresca y manzana verde sobre un fondo de vainilla y haba tonka. Dulce, luminoso y juvenil, con una estela que no pasa desapercibida.',
    category: 'masculino',
    notes: [
      'Menta',
      'Manzana verde',
      'Limón',
      'Haba tonka',
      'Geranio',
      'Vainilla',
      'Cedro',
      'Vetiver',
    ],
    onHomepage: true,
    offer: { discountPercentage: 20, description: 'Descuento de verano' },
    variants: [
      { size: '2ml', ml: 2, priceCents: 350, stock: 40 },
      { size: '5ml', ml: 5, priceCents: 750, stock: 31 },
      { size: '10ml', ml: 10, priceCents: 1290, stock: 8 },
    ],
  },
  {
    slug: 'versace-dylan-blue',
    name: 'Dylan Blue',
    brand: 'Versace',
    description:
      'Aromático acuático con pomelo, bergamota y hoja de higuera que se vuelve más cálido con incienso, pachulí y Ambroxan. Fácil de llevar en el día a día.',
    category: 'masculino',
    notes: [
      'Bergamota',
      'Pomelo',
      'Hoja de higuera',
      'Notas acuáticas',
      'Pimienta negra',
      'Pachulí',
      'Ambroxan',
      'Incienso',
    ],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '5ml', ml: 5, priceCents: 750, stock: 9 },
      { size: '10ml', ml: 10, priceCents: 1290, stock: 58 },
    ],
  },
  {
    slug: 'dior-homme-intense',
    name: 'Dior Homme Intense',
    brand: 'Dior',
    description:
      'El iris es el protagonista: empolvado y suavizado con pera y ambreta sobre un fondo de vetiver y cedro. Sofisticado, cercano a la piel y muy elegante.',
    category: 'masculino',
    notes: ['Lavanda', 'Iris', 'Ambreta', 'Pera', 'Vetiver', 'Cedro'],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 550, stock: 18 },
      { size: '5ml', ml: 5, priceCents: 1250, stock: 48 },
      { size: '10ml', ml: 10, priceCents: 2190, stock: 34 },
    ],
  },
  {
    slug: 'chanel-allure-homme-sport',
    name: 'Allure Homme Sport',
    brand: 'Chanel',
    description:
      'Naranja y notas marinas con un toque de aldehídos y un fondo suave de haba tonka, vainilla y almizcle blanco. Fresco y limpio, ideal para el verano o después del deporte.',
    category: 'masculino',
    notes: [
      'Naranja',
      'Notas marinas',
      'Aldehídos',
      'Neroli',
      'Pimienta',
      'Haba tonka',
      'Vainilla',
      'Almizcle blanco',
    ],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 450, stock: 45 },
      { size: '5ml', ml: 5, priceCents: 990, stock: 15 },
      { size: '10ml', ml: 10, priceCents: 1790, stock: 40 },
    ],
  },
  {
    slug: 'hermes-terre-d-hermes',
    name: "Terre d'Hermès",
    brand: 'Hermès',
    description:
      'Un amaderado mineral en el que la naranja y el pomelo dan paso a la pimienta, el vetiver y el cedro. Seco, terroso y con mucho carácter.',
    category: 'masculino',
    notes: ['Naranja', 'Pomelo', 'Pimienta', 'Pelargonio', 'Vetiver', 'Cedro', 'Pachulí', 'Benjuí'],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 450, stock: 7 },
      { size: '5ml', ml: 5, priceCents: 990, stock: 13 },
      { size: '10ml', ml: 10, priceCents: 1790, stock: 6 },
    ],
  },
  {
    slug: 'carolina-herrera-bad-boy',
    name: 'Bad Boy',
    brand: 'Carolina Herrera',
    description:
      'Contraste entre pimienta blanca y pimienta negra con un fondo cálido de haba tonka y cacao. Especiado, dulce y moderno, para la tarde y la noche.',
    category: 'masculino',
    notes: [
      'Pimienta blanca',
      'Pimienta negra',
      'Bergamota',
      'Salvia',
      'Cedro',
      'Haba tonka',
      'Cacao',
      'Ámbar',
    ],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 390, stock: 15 },
      { size: '5ml', ml: 5, priceCents: 850, stock: 58 },
      { size: '10ml', ml: 10, priceCents: 1490, stock: 60 },
    ],
  },
  {
    slug: 'viktor-rolf-spicebomb-extreme',
    name: 'Spicebomb Extreme',
    brand: 'Viktor&Rolf',
    description:
      'Una mezcla densa de pimienta negra, comino y canela que se endulza con tabaco y vainilla. Cálido y envolvente, pensado para los meses de frío.',
    category: 'masculino',
    notes: [
      'Pimienta negra',
      'Pomelo',
      'Comino',
      'Canela',
      'Azafrán',
      'Lavanda',
      'Tabaco',
      'Vainilla',
    ],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 450, stock: 49 },
      { size: '5ml', ml: 5, priceCents: 990, stock: 44 },
      { size: '10ml', ml: 10, priceCents: 1790, stock: 42 },
    ],
  },
  {
    slug: 'chanel-coco-mademoiselle',
    name: 'Coco Mademoiselle',
    brand: 'Chanel',
    description:
      'Un chipre moderno: naranja y bergamota abren paso a la rosa y el jazmín sobre un fondo de pachulí y vetiver suavizado con vainilla. Fresco, elegante y muy versátil.',
    category: 'femenino',
    notes: [
      'Naranja',
      'Bergamota',
      'Rosa',
      'Jazmín',
      'Pachulí',
      'Vetiver',
      'Vainilla',
      'Almizcle blanco',
    ],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 550, stock: 38 },
      { size: '5ml', ml: 5, priceCents: 1250, stock: 22 },
      { size: '10ml', ml: 10, priceCents: 2190, stock: 30 },
    ],
  },
  {
    slug: 'dior-jadore',
    name: "J'adore",
    brand: 'Dior',
    description:
      'Un gran ramo de jazmín, rosa e ylang-ylang con toques afrutados de pera y melón. Luminoso y femenino, con un final suave y almizclado.',
    category: 'femenino',
    notes: [
      'Pera',
      'Melón',
      'Magnolia',
      'Jazmín sambac',
      'Rosa de Damasco',
      'Ylang-ylang',
      'Almizcle',
      'Cedro',
    ],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 450, stock: 27 },
      { size: '5ml', ml: 5, priceCents: 990, stock: 42 },
      { size: '10ml', ml: 10, priceCents: 1790, stock: 30 },
    ],
  },
  {
    slug: 'dior-miss-dior',
    name: 'Miss Dior',
    brand: 'Dior',
    description:
      'Floral fresco de lirio de los valles, peonía y rosa sostenido por un fondo suave de vainilla y almizcle. Delicado y romántico, perfecto para el día.',
    category: 'femenino',
    notes: [
      'Lirio de los valles',
      'Iris',
      'Peonía',
      'Rosa',
      'Pimienta rosa',
      'Vainilla',
      'Almizcle',
    ],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 450, stock: 55 },
      { size: '5ml', ml: 5, priceCents: 990, stock: 47 },
      { size: '10ml', ml: 10, priceCents: 1790, stock: 30 },
    ],
  },
  {
    slug: 'ysl-libre',
    name: 'Libre',
    brand: 'Yves Saint Laurent',
    description:
      'La lavanda aromática se une a la flor de azahar y al jazmín sobre una base cálida de vainilla de Madagascar. Un floral con carácter, a medio camino entre lo fresco y lo dulce.',
    category: 'femenino',
    notes: [
      'Lavanda',
      'Mandarina',
      'Grosella negra',
      'Flor de azahar',
      'Jazmín',
      'Vainilla de Madagascar',
      'Cedro',
      'Almizcle',
    ],
    onHomepage: true,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 450, stock: 17 },
      { size: '5ml', ml: 5, priceCents: 990, stock: 0 },
      { size: '10ml', ml: 10, priceCents: 1790, stock: 30 },
    ],
  },
  {
    slug: 'ysl-black-opium',
    name: 'Black Opium',
    brand: 'Yves Saint Laurent',
    description:
      'Café tostado, vainilla y flores blancas con un toque afrutado de pera. Dulce e intenso, con mucha presencia por la noche.',
    category: 'femenino',
    notes: [
      'Pera',
      'Pimienta rosa',
      'Café',
      'Flor de azahar',
      'Jazmín',
      'Vainilla',
      'Pachulí',
      'Cedro',
    ],
    onHomepage: true,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 450, stock: 36 },
      { size: '5ml', ml: 5, priceCents: 990, stock: 24 },
      { size: '10ml', ml: 10, priceCents: 1790, stock: 31 },
    ],
  },
  {
    slug: 'lancome-la-vie-est-belle',
    name: 'La Vie Est Belle',
    brand: 'Lancôme',
    description:
      'Un floral gourmand de iris y praliné con pera y grosella negra en la salida. Dulce, cálido y de larga duración.',
    category: 'femenino',
    notes: [
      'Grosella negra',
      'Pera',
      'Iris',
      'Jazmín',
      'Flor de azahar',
      'Praliné',
      'Vainilla',
      'Pachulí',
    ],
    onHomepage: true,
    offer: { discountPercentage: 15, description: 'Oferta de temporada' },
    variants: [
      { size: '2ml', ml: 2, priceCents: 390, stock: 34 },
      { size: '5ml', ml: 5, priceCents: 850, stock: 29 },
      { size: '10ml', ml: 10, priceCents: 1490, stock: 50 },
    ],
  },
  {
    slug: 'lancome-idole',
    name: 'Idôle',
    brand: 'Lancôme',
    description:
      'Rosa limpia y luminosa acompañada de jazmín, pera y un fondo de almizcle blanco y vainilla. Ligero, moderno y fácil de llevar a diario.',
    category: 'femenino',
    notes: [
      'Pera',
      'Bergamota',
      'Pimienta rosa',
      'Rosa',
      'Jazmín',
      'Almizcle blanco',
      'Vainilla',
      'Pachulí',
    ],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 390, stock: 15 },
      { size: '5ml', ml: 5, priceCents: 850, stock: 43 },
      { size: '10ml', ml: 10, priceCents: 1490, stock: 58 },
    ],
  },
  {
    slug: 'carolina-herrera-good-girl',
    name: 'Good Girl',
    brand: 'Carolina Herrera',
    description:
      'Almendra y café en la salida, un corazón de nardo y jazmín sambac y un fondo oscuro de cacao y haba tonka. Floral dulce y sensual, muy nocturno.',
    category: 'femenino',
    notes: [
      'Almendra',
      'Café',
      'Bergamota',
      'Nardo',
      'Jazmín sambac',
      'Haba tonka',
      'Cacao',
      'Vainilla',
    ],
    onHomepage: true,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 390, stock: 33 },
      { size: '5ml', ml: 5, priceCents: 850, stock: 56 },
      { size: '10ml', ml: 10, priceCents: 1490, stock: 9 },
    ],
  },
  {
    slug: 'jean-paul-gaultier-scandal',
    name: 'Scandal',
    brand: 'Jean Paul Gaultier',
    description:
      'Miel, gardenia y flor de azahar sobre un fondo de cera de abeja y pachulí, con un punto cítrico de mandarina y naranja sanguina al inicio. Meloso y muy femenino.',
    category: 'femenino',
    notes: [
      'Mandarina',
      'Naranja sanguina',
      'Miel',
      'Gardenia',
      'Jazmín',
      'Flor de azahar',
      'Cera de abeja',
      'Pachulí',
    ],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 390, stock: 14 },
      { size: '5ml', ml: 5, priceCents: 850, stock: 8 },
      { size: '10ml', ml: 10, priceCents: 1490, stock: 29 },
    ],
  },
  {
    slug: 'viktor-rolf-flowerbomb',
    name: 'Flowerbomb',
    brand: 'Viktor&Rolf',
    description:
      'Un estallido floral de jazmín, rosa, orquídea y fresia sobre un fondo de pachulí y almizcle. Dulce y empolvado, con una estela generosa.',
    category: 'femenino',
    notes: [
      'Té',
      'Bergamota',
      'Jazmín sambac',
      'Rosa',
      'Orquídea',
      'Fresia',
      'Pachulí',
      'Almizcle',
    ],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 450, stock: 50 },
      { size: '5ml', ml: 5, priceCents: 990, stock: 15 },
      { size: '10ml', ml: 10, priceCents: 1790, stock: 6 },
    ],
  },
  {
    slug: 'guerlain-shalimar',
    name: 'Shalimar',
    brand: 'Guerlain',
    description:
      'Un oriental clásico nacido en 1925: bergamota chispeante y un corazón de iris y jazmín que desemboca en vainilla, haba tonka e incienso. Cálido, empolvado y muy elegante.',
    category: 'femenino',
    notes: ['Bergamota', 'Limón', 'Iris', 'Jazmín', 'Rosa', 'Vainilla', 'Haba tonka', 'Incienso'],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 450, stock: 0 },
      { size: '5ml', ml: 5, priceCents: 990, stock: 0 },
      { size: '10ml', ml: 10, priceCents: 1790, stock: 0 },
    ],
  },
  {
    slug: 'chanel-n5',
    name: 'N°5',
    brand: 'Chanel',
    description:
      'El floral aldehídico por excelencia: aldehídos chispeantes, ylang-ylang, rosa de mayo y jazmín sobre un fondo de sándalo y vainilla. Empolvado, limpio y atemporal.',
    category: 'femenino',
    notes: [
      'Aldehídos',
      'Neroli',
      'Ylang-ylang',
      'Rosa de mayo',
      'Jazmín',
      'Iris',
      'Sándalo',
      'Vainilla',
    ],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 550, stock: 32 },
      { size: '5ml', ml: 5, priceCents: 1250, stock: 12 },
      { size: '10ml', ml: 10, priceCents: 2190, stock: 37 },
    ],
  },
  {
    slug: 'armani-si',
    name: 'Sì',
    brand: 'Giorgio Armani',
    description:
      'Casis jugoso con rosa de mayo y fresia sobre un fondo de vainilla, pachulí y maderas ambaradas. Un chipre afrutado, elegante y cálido.',
    category: 'femenino',
    notes: ['Casis', 'Rosa de mayo', 'Fresia', 'Vainilla', 'Pachulí', 'Maderas ambaradas'],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 390, stock: 14 },
      { size: '5ml', ml: 5, priceCents: 850, stock: 46 },
      { size: '10ml', ml: 10, priceCents: 1490, stock: 60 },
    ],
  },
  {
    slug: 'tom-ford-oud-wood',
    name: 'Oud Wood',
    brand: 'Tom Ford',
    description:
      'Un oud suave y nada animal, acompañado de palo de rosa, cardamomo y sándalo sobre un fondo cremoso de haba tonka y ámbar. Amaderado, refinado y cómodo de llevar.',
    category: 'unisex',
    notes: [
      'Oud',
      'Palo de rosa',
      'Cardamomo',
      'Pimienta de Sichuan',
      'Sándalo',
      'Vetiver',
      'Haba tonka',
      'Ámbar',
    ],
    onHomepage: true,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 650, stock: 25 },
      { size: '5ml', ml: 5, priceCents: 1450, stock: 12 },
      { size: '10ml', ml: 10, priceCents: 2590, stock: 15 },
    ],
  },
  {
    slug: 'tom-ford-tobacco-vanille',
    name: 'Tobacco Vanille',
    brand: 'Tom Ford',
    description:
      'Hojas de tabaco y especias envueltas en vainilla, cacao y frutos secos. Denso, cálido y opulento, ideal para el invierno.',
    category: 'unisex',
    notes: [
      'Hoja de tabaco',
      'Especias',
      'Flor de tabaco',
      'Vainilla',
      'Cacao',
      'Haba tonka',
      'Frutos secos',
    ],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 650, stock: 38 },
      { size: '5ml', ml: 5, priceCents: 1450, stock: 32 },
      { size: '10ml', ml: 10, priceCents: 2590, stock: 22 },
    ],
  },
  {
    slug: 'tom-ford-lost-cherry',
    name: 'Lost Cherry',
    brand: 'Tom Ford',
    description:
      'Cereza negra y licor de cereza con almendra amarga sobre un fondo balsámico de haba tonka, vainilla y sándalo. Afrutado y goloso, con un punto sensual.',
    category: 'unisex',
    notes: [
      'Cereza negra',
      'Licor de cereza',
      'Almendra amarga',
      'Rosa turca',
      'Jazmín sambac',
      'Bálsamo de Perú',
      'Haba tonka',
      'Sándalo',
    ],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 750, stock: 0 },
      { size: '5ml', ml: 5, priceCents: 1690, stock: 0 },
      { size: '10ml', ml: 10, priceCents: 2990, stock: 0 },
    ],
  },
  {
    slug: 'tom-ford-neroli-portofino',
    name: 'Neroli Portofino',
    brand: 'Tom Ford',
    description:
      'Un cítrico mediterráneo de bergamota, limón y neroli con flor de azahar y un toque de lavanda y romero. Muy fresco y luminoso, pensado para el verano.',
    category: 'unisex',
    notes: [
      'Bergamota',
      'Limón',
      'Mandarina',
      'Neroli',
      'Flor de azahar',
      'Lavanda',
      'Romero',
      'Ámbar',
    ],
    onHomepage: false,
    offer: { discountPercentage: 10, description: 'Descuento de verano' },
    variants: [
      { size: '2ml', ml: 2, priceCents: 650, stock: 29 },
      { size: '5ml', ml: 5, priceCents: 1450, stock: 13 },
      { size: '10ml', ml: 10, priceCents: 2590, stock: 27 },
    ],
  },
  {
    slug: 'hermes-un-jardin-sur-le-nil',
    name: 'Un Jardin sur le Nil',
    brand: 'Hermès',
    description:
      'Mango verde, loto y pomelo sobre un fondo suave de incienso e iris. Verde, acuoso y ligeramente afrutado, muy refrescante.',
    category: 'unisex',
    notes: ['Mango verde', 'Pomelo', 'Tomate verde', 'Loto', 'Junco', 'Iris', 'Incienso'],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 450, stock: 34 },
      { size: '5ml', ml: 5, priceCents: 990, stock: 19 },
      { size: '10ml', ml: 10, priceCents: 1790, stock: 16 },
    ],
  },
  {
    slug: 'calvin-klein-ck-one',
    name: 'CK One',
    brand: 'Calvin Klein',
    description:
      'Cítrico limpio de bergamota y limón con té verde, piña y un fondo de almizcle. Sencillo, fresco y pensado para compartir, un clásico de los noventa.',
    category: 'unisex',
    notes: ['Bergamota', 'Limón', 'Piña', 'Cardamomo', 'Té verde', 'Jazmín', 'Almizcle', 'Ámbar'],
    onHomepage: false,
    offer: { discountPercentage: 30, description: 'Últimas unidades' },
    variants: [
      { size: '5ml', ml: 5, priceCents: 750, stock: 41 },
      { size: '10ml', ml: 10, priceCents: 1290, stock: 22 },
    ],
  },
  {
    slug: 'maison-margiela-replica-jazz-club',
    name: 'Replica Jazz Club',
    brand: 'Maison Margiela',
    description:
      'Inspirado en un club de jazz: ron, hojas de tabaco y vainilla con pimienta rosa y neroli en la salida. Cálido, dulce y relajado.',
    category: 'unisex',
    notes: [
      'Pimienta rosa',
      'Neroli',
      'Limón',
      'Ron',
      'Salvia',
      'Hoja de tabaco',
      'Vainilla',
      'Estoraque',
    ],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 450, stock: 49 },
      { size: '5ml', ml: 5, priceCents: 990, stock: 42 },
      { size: '10ml', ml: 10, priceCents: 1790, stock: 38 },
    ],
  },
  {
    slug: 'acqua-di-parma-colonia',
    name: 'Colonia',
    brand: 'Acqua di Parma',
    description:
      'Una colonia clásica italiana de limón, naranja dulce y bergamota con lavanda, romero y un fondo de vetiver y sándalo. Fresca, limpia y muy elegante.',
    category: 'unisex',
    notes: [
      'Limón',
      'Naranja dulce',
      'Bergamota',
      'Lavanda',
      'Romero',
      'Rosa',
      'Vetiver',
      'Sándalo',
    ],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 390, stock: 17 },
      { size: '5ml', ml: 5, priceCents: 850, stock: 7 },
      { size: '10ml', ml: 10, priceCents: 1490, stock: 37 },
    ],
  },
  {
    slug: 'creed-aventus',
    name: 'Aventus',
    brand: 'Creed',
    description:
      'Piña y grosella negra sobre un fondo ahumado de abedul, musgo de roble y almizcle. Afrutado, ahumado y muy reconocible.',
    category: 'nicho',
    notes: [
      'Piña',
      'Grosella negra',
      'Manzana',
      'Bergamota',
      'Abedul',
      'Pachulí',
      'Musgo de roble',
      'Almizcle',
    ],
    onHomepage: true,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 850, stock: 0 },
      { size: '5ml', ml: 5, priceCents: 1890, stock: 13 },
      { size: '10ml', ml: 10, priceCents: 3390, stock: 40 },
    ],
  },
  {
    slug: 'creed-green-irish-tweed',
    name: 'Green Irish Tweed',
    brand: 'Creed',
    description:
      'Un fougère verde de limón, verbena, iris y violeta sobre sándalo y ámbar gris. Fresco, limpio y con un aire clásico muy refinado.',
    category: 'nicho',
    notes: ['Limón', 'Verbena', 'Menta', 'Iris', 'Hoja de violeta', 'Sándalo', 'Ámbar gris'],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 750, stock: 51 },
      { size: '5ml', ml: 5, priceCents: 1690, stock: 53 },
      { size: '10ml', ml: 10, priceCents: 2990, stock: 51 },
    ],
  },
  {
    slug: 'creed-silver-mountain-water',
    name: 'Silver Mountain Water',
    brand: 'Creed',
    description:
      'Bergamota y mandarina con té verde y grosella negra sobre un fondo de almizcle y sándalo. Fresco, algo metálico y muy limpio, como agua de deshielo.',
    category: 'nicho',
    notes: [
      'Bergamota',
      'Mandarina',
      'Té verde',
      'Grosella negra',
      'Gálbano',
      'Almizcle',
      'Sándalo',
    ],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 750, stock: 55 },
      { size: '5ml', ml: 5, priceCents: 1690, stock: 12 },
      { size: '10ml', ml: 10, priceCents: 2990, stock: 39 },
    ],
  },
  {
    slug: 'mfk-baccarat-rouge-540',
    name: 'Baccarat Rouge 540',
    brand: 'Maison Francis Kurkdjian',
    description:
      'Azafrán y jazmín sobre un acorde de madera ambarada, ámbar gris y resina de abeto. Aéreo, ligeramente dulce y con una estela muy característica.',
    category: 'nicho',
    notes: ['Azafrán', 'Jazmín', 'Madera ambarada', 'Ámbar gris', 'Resina de abeto', 'Cedro'],
    onHomepage: true,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 900, stock: 9 },
      { size: '5ml', ml: 5, priceCents: 1990, stock: 48 },
      { size: '10ml', ml: 10, priceCents: 3690, stock: 0 },
    ],
  },
  {
    slug: 'mfk-grand-soir',
    name: 'Grand Soir',
    brand: 'Maison Francis Kurkdjian',
    description:
      'Un ámbar denso y resinoso de benjuí, labdano y vainilla con un toque de haba tonka. Cálido, luminoso y envolvente, pensado para la noche.',
    category: 'nicho',
    notes: ['Flor de azahar', 'Benjuí', 'Labdano', 'Ámbar', 'Vainilla', 'Haba tonka'],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 850, stock: 21 },
      { size: '5ml', ml: 5, priceCents: 1890, stock: 8 },
      { size: '10ml', ml: 10, priceCents: 3390, stock: 52 },
    ],
  },
  {
    slug: 'mfk-aqua-universalis',
    name: 'Aqua Universalis',
    brand: 'Maison Francis Kurkdjian',
    description:
      'Bergamota y limón con flores blancas y lirio de los valles sobre un fondo de almizcle y maderas claras. Limpio como la ropa recién lavada.',
    category: 'nicho',
    notes: [
      'Bergamota',
      'Limón',
      'Lirio de los valles',
      'Flores blancas',
      'Almizcle',
      'Maderas claras',
    ],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 750, stock: 32 },
      { size: '5ml', ml: 5, priceCents: 1690, stock: 27 },
      { size: '10ml', ml: 10, priceCents: 2990, stock: 12 },
    ],
  },
  {
    slug: 'parfums-de-marly-layton',
    name: 'Layton',
    brand: 'Parfums de Marly',
    description:
      'Manzana y lavanda en la salida, geranio y violeta en el corazón y un fondo de vainilla, cardamomo y maderas. Aromático, dulce y especiado, muy cómodo en otoño.',
    category: 'nicho',
    notes: [
      'Manzana',
      'Lavanda',
      'Bergamota',
      'Geranio',
      'Violeta',
      'Vainilla',
      'Cardamomo',
      'Guayaco',
    ],
    onHomepage: true,
    offer: { discountPercentage: 15, description: 'Oferta de otoño' },
    variants: [
      { size: '2ml', ml: 2, priceCents: 750, stock: 19 },
      { size: '5ml', ml: 5, priceCents: 1690, stock: 6 },
      { size: '10ml', ml: 10, priceCents: 2990, stock: 18 },
    ],
  },
  {
    slug: 'parfums-de-marly-delina',
    name: 'Delina',
    brand: 'Parfums de Marly',
    description:
      'Rosa turca y peonía con lichi y ruibarbo sobre un fondo de vainilla, cachemira e incienso. Floral afrutado, fresco y cremoso a la vez.',
    category: 'nicho',
    notes: [
      'Lichi',
      'Ruibarbo',
      'Bergamota',
      'Rosa turca',
      'Peonía',
      'Vainilla',
      'Cachemira',
      'Incienso',
    ],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 850, stock: 37 },
      { size: '5ml', ml: 5, priceCents: 1890, stock: 8 },
      { size: '10ml', ml: 10, priceCents: 3390, stock: 55 },
    ],
  },
  {
    slug: 'byredo-gypsy-water',
    name: 'Gypsy Water',
    brand: 'Byredo',
    description:
      'Bergamota, enebro y agujas de pino sobre un fondo de incienso, vainilla y sándalo. Amaderado, resinoso y con un aire bohemio.',
    category: 'nicho',
    notes: [
      'Bergamota',
      'Limón',
      'Enebro',
      'Agujas de pino',
      'Incienso',
      'Iris',
      'Vainilla',
      'Sándalo',
    ],
    onHomepage: false,
    offer: { discountPercentage: 20, description: 'Precio especial' },
    variants: [
      { size: '2ml', ml: 2, priceCents: 750, stock: 31 },
      { size: '5ml', ml: 5, priceCents: 1690, stock: 36 },
      { size: '10ml', ml: 10, priceCents: 2990, stock: 22 },
    ],
  },
  {
    slug: 'byredo-bal-d-afrique',
    name: "Bal d'Afrique",
    brand: 'Byredo',
    description:
      'Cítricos y tagete con violeta y jazmín que se asientan sobre vetiver, almizcle y cedro. Un floral verde y luminoso con un fondo cálido.',
    category: 'nicho',
    notes: ['Bergamota', 'Limón', 'Tagete', 'Violeta', 'Jazmín', 'Vetiver', 'Almizcle', 'Cedro'],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 750, stock: 19 },
      { size: '5ml', ml: 5, priceCents: 1690, stock: 20 },
      { size: '10ml', ml: 10, priceCents: 2990, stock: 13 },
    ],
  },
  {
    slug: 'le-labo-santal-33',
    name: 'Santal 33',
    brand: 'Le Labo',
    description:
      'Sándalo y cedro con cardamomo, violeta y un matiz de cuero y papiro. Amaderado, seco y ligeramente lácteo.',
    category: 'nicho',
    notes: ['Sándalo', 'Cedro', 'Cardamomo', 'Violeta', 'Papiro', 'Cuero', 'Iris', 'Ámbar'],
    onHomepage: true,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 850, stock: 41 },
      { size: '5ml', ml: 5, priceCents: 1890, stock: 22 },
      { size: '10ml', ml: 10, priceCents: 3390, stock: 57 },
    ],
  },
  {
    slug: 'le-labo-another-13',
    name: 'Another 13',
    brand: 'Le Labo',
    description:
      'Ambroxan y almizcle con un toque de pera, jazmín y musgo. Minimalista y limpio, con un efecto de piel muy sutil.',
    category: 'nicho',
    notes: ['Pera', 'Jazmín', 'Ambroxan', 'Almizcle', 'Ambreta', 'Musgo'],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 850, stock: 27 },
      { size: '5ml', ml: 5, priceCents: 1890, stock: 44 },
      { size: '10ml', ml: 10, priceCents: 3390, stock: 29 },
    ],
  },
  {
    slug: 'initio-oud-for-greatness',
    name: 'Oud for Greatness',
    brand: 'Initio',
    description:
      'Azafrán, nuez moscada y lavanda sobre un oud intenso con pachulí y almizcle. Oscuro, amaderado y con mucha presencia.',
    category: 'nicho',
    notes: ['Azafrán', 'Nuez moscada', 'Lavanda', 'Oud', 'Pachulí', 'Almizcle'],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 900, stock: 12 },
      { size: '5ml', ml: 5, priceCents: 1990, stock: 29 },
      { size: '10ml', ml: 10, priceCents: 3690, stock: 24 },
    ],
  },
  {
    slug: 'xerjoff-naxos',
    name: 'Naxos',
    brand: 'Xerjoff',
    description:
      'Bergamota y limón en la salida, miel, tabaco y lavanda en el corazón y un fondo de haba tonka y vainilla. Dulce y aromático, un tabaco meloso con acento siciliano.',
    category: 'nicho',
    notes: ['Bergamota', 'Limón', 'Lavanda', 'Miel', 'Canela', 'Tabaco', 'Haba tonka', 'Vainilla'],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 900, stock: 22 },
      { size: '5ml', ml: 5, priceCents: 1990, stock: 26 },
      { size: '10ml', ml: 10, priceCents: 3690, stock: 16 },
    ],
  },
  {
    slug: 'xerjoff-erba-pura',
    name: 'Erba Pura',
    brand: 'Xerjoff',
    description:
      'Naranja siciliana, limón y bergamota sobre un fondo cremoso de almizcle blanco, vainilla y ámbar. Afrutado, dulce y luminoso, con mucha proyección.',
    category: 'nicho',
    notes: [
      'Naranja siciliana',
      'Limón',
      'Bergamota',
      'Notas afrutadas',
      'Almizcle blanco',
      'Vainilla',
      'Ámbar',
    ],
    onHomepage: false,
    offer: null,
    variants: [
      { size: '2ml', ml: 2, priceCents: 900, stock: 0 },
      { size: '5ml', ml: 5, priceCents: 1990, stock: 0 },
      { size: '10ml', ml: 10, priceCents: 3690, stock: 0 },
    ],
  },
]

export const demoCollections: DemoCollection[] = [
  {
    slug: 'esenciales-de-verano',
    name: 'Esenciales de Verano',
    description:
      'Perfumes frescos, cítricos y acuáticos que se llevan con gusto en los días de calor.',
    theme: 'verano',
    perfumeSlugs: [
      'armani-acqua-di-gio-profondo',
      'chanel-allure-homme-sport',
      'versace-dylan-blue',
      'tom-ford-neroli-portofino',
      'hermes-un-jardin-sur-le-nil',
      'acqua-di-parma-colonia',
      'calvin-klein-ck-one',
      'creed-silver-mountain-water',
      'mfk-aqua-universalis',
      'xerjoff-erba-pura',
    ],
  },
  {
    slug: 'noches-de-gala',
    name: 'Noches de Gala',
    description:
      'Fragancias cálidas, dulces y con presencia para cenas, celebraciones y salidas nocturnas.',
    theme: 'noche',
    perfumeSlugs: [
      'dior-homme-intense',
      'paco-rabanne-1-million',
      'viktor-rolf-spicebomb-extreme',
      'ysl-black-opium',
      'carolina-herrera-good-girl',
      'jean-paul-gaultier-scandal',
      'tom-ford-tobacco-vanille',
      'mfk-grand-soir',
      'initio-oud-for-greatness',
    ],
  },
  {
    slug: 'joyas-nicho',
    name: 'Joyas Nicho',
    description:
      'Una selección de casas de perfumería nicho para descubrir sin comprar el frasco completo.',
    theme: 'nicho',
    perfumeSlugs: [
      'creed-aventus',
      'mfk-baccarat-rouge-540',
      'parfums-de-marly-layton',
      'parfums-de-marly-delina',
      'byredo-gypsy-water',
      'byredo-bal-d-afrique',
      'le-labo-santal-33',
      'xerjoff-naxos',
      'initio-oud-for-greatness',
    ],
  },
  {
    slug: 'para-la-oficina',
    name: 'Para la Oficina',
    description:
      'Aromas limpios y discretos que acompañan durante toda la jornada sin molestar a nadie.',
    theme: 'oficina',
    perfumeSlugs: [
      'chanel-bleu-de-chanel',
      'ysl-y-eau-de-parfum',
      'hermes-terre-d-hermes',
      'dior-miss-dior',
      'lancome-idole',
      'creed-green-irish-tweed',
      'mfk-aqua-universalis',
      'le-labo-another-13',
    ],
  },
  {
    slug: 'clasicos-atemporales',
    name: 'Clásicos Atemporales',
    description:
      'Perfumes que marcaron una época y que siguen sonando igual de bien décadas después.',
    theme: 'atemporal',
    perfumeSlugs: [
      'chanel-n5',
      'guerlain-shalimar',
      'chanel-coco-mademoiselle',
      'dior-jadore',
      'jean-paul-gaultier-le-male',
      'creed-green-irish-tweed',
      'calvin-klein-ck-one',
      'acqua-di-parma-colonia',
      'viktor-rolf-flowerbomb',
    ],
  },
]
