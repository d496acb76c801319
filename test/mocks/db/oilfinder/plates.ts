/**
 * The oil finder's test plates (spec 1 §3 quick access, §7 getLicensePlate2TypeID): 20 Swiss and 20 German plates,
 * each registered to a type of the finder (one Swiss plate to two, so the finder asks which). The real registers are
 * not open: these are made up, listed in docs/simulated-cms.md "The oil finder's data".
 */

/** Swiss plates: canton and up to six digits, `ZH 123456`. */
const SWISS_CANTONS = 'AG AI AR BE BL BS FR GE GL GR JU LU NE NW OW SG SH SO SZ TG TI UR VD VS ZG ZH'.split(' ')
const SWISS_PLATE = /^([A-Z]{2}) [1-9]\d{0,5}$/
/** German plates: district (1–3 letters), 1–2 letters, 1–4 digits, E for electric or H for historic cars, `M-AB 1234`. */
const GERMAN_PLATE = /^[A-ZÄÖÜ]{1,3}-[A-Z]{1,2} [1-9]\d{0,3}[EH]?$/

/** Whether a plate, as the client sends it (normalised: upper case, single separators), is a Swiss or German one. */
export const isPlate = (plate: string): boolean => {
  const swiss = SWISS_PLATE.exec(plate)
  return (swiss !== null && SWISS_CANTONS.includes(swiss[1] ?? '')) || GERMAN_PLATE.test(plate)
}

export const TEST_PLATES: Readonly<Record<string, readonly string[]>> = {
  // Switzerland
  'ZH 123456': ['vw-golf-vii-2-0-tdi-150-ps'],
  'LU 123456': ['vw-passat-b8-2-0-tdi-200-ps', 'vw-passat-b8-2-0-tdi-200-ps-4motion-dsg'],
  'BE 45678': ['skoda-octavia-iv-1-4-tsi-ehybrid'],
  'LU 98765': ['bmw-3er-g20-320d'],
  'AG 240815': ['mercedes-benz-c-klasse-w205-c-220-d-4matic'],
  'SG 31337': ['toyota-yaris-iv-1-5-hybrid'],
  'TI 112233': ['fiat-500-0-9-twinair'],
  'VD 654321': ['renault-clio-v-e-tech-hybrid-140'],
  'GE 77001': ['tesla-model-3-hinterradantrieb'],
  'BS 5005': ['vw-id-3-pro-performance'],
  'ZG 888': ['porsche-911-992-carrera-s'],
  'GR 60606': ['subaru-forester-v-2-0ie-e-boxer'],
  'VS 31415': ['audi-a4-b9-2-0-tdi-200-ps-s-tronic'],
  'FR 27182': ['peugeot-3008-ii-1-5-bluehdi-130'],
  'SO 4711': ['volvo-xc60-ii-recharge-t8'],
  'TG 90210': ['john-deere-6r-6r-145'],
  'BL 300300': ['mercedes-benz-sprinter-907-316-cdi'],
  'SZ 1991': ['bmw-r-1250-gs-r-1250-gs'],
  'NE 20252': ['yamaha-mt-07-mt-07'],
  'JU 4242': ['fendt-700-vario-gen6-724-vario'],
  // Germany
  'M-AB 1234': ['bmw-3er-g20-330d-286-ps'],
  'B-XY 99': ['vw-golf-viii-2-0-tdi'],
  'HH-MK 2024': ['mercedes-benz-c-klasse-w205-c-200-d'],
  'K-LN 808': ['ford-focus-iv-1-0-ecoboost-101-ps'],
  'S-PO 911': ['porsche-911-992-gts'],
  'F-RA 4567': ['audi-a4-b9-1-5-tsi-150-ps'],
  'HB-SV 1899': ['opel-astra-k-1-5-diesel'],
  'D-US 333': ['hyundai-tucson-iv-1-6-crdi-136-ps'],
  'HD-AB 42': ['kia-sportage-v-1-6-hybrid'],
  'IN-GO 3': ['audi-a4-b9-2-0-tdi-200-ps'],
  'WOB-VW 1E': ['vw-id-3-pro-s-4motion'],
  'DA-TR 789': ['man-tgx-tgx-18-510'],
  'H-EU 5150': ['scania-r-serie-r-410'],
  'LA-ND 1950': ['case-ih-puma-puma-165'],
  'RO-SE 77': ['ktm-790-duke-790-duke'],
  'N-XZ 6060': ['seat-leon-iv-1-5-tsi-150-ps'],
  'KA-RL 321': ['liebherr-l-566-xpower-d936-stufe-v-210-kw'],
  'DO-RT 2002': ['dacia-duster-ii-1-5-blue-dci-115'],
  'E-SN 4040': ['mazda-cx-5-ii-skyactiv-g-2-5'],
  'MZ-GH 7': ['harley-davidson-fat-boy-114-fat-boy-114'],
}

/** The types registered under a plate; none for a plate the mock does not know. */
export const typeIdsOfPlate = (plate: string): readonly string[] => TEST_PLATES[plate] ?? []
