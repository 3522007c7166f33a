// A module of its own, with no schema in it: the store's first page reads the list (the accessories filter's query)
// without the contracts' schemas coming with it.

/** The kinds of accessory the catalogue sells, in the order the store shows them. */
export const ACCESSORY_TYPES = [
  'case',
  'screen-protector',
  'charger',
  'wireless-charger',
  'cable',
  'power-bank',
  'audio',
  'car-mount',
  'connected-car',
] as const;
export type AccessoryType = (typeof ACCESSORY_TYPES)[number];
