/**
 * The maker's distribution partners abroad (spec 1 §1, §2 "distribution partner list"; the shape is the dealers
 * contract's `DistributionPartner`): 40 importers and wholesalers in 25 countries, a few countries with two or
 * three. Each with its company as it writes itself, a real town with a plausible street and postal code, a phone
 * number in international form, an e-mail address and a website on `.example` domains (RFC 2606: no real company is
 * named or reached). A few lack a website or an e-mail address, as a real list does. Constant data, in no order a
 * visitor sees (the list groups and sorts by the page's language); no Node or browser APIs.
 */

export type DistributionPartner = {
  /** `<country>-<company>`, lower case. */
  id: string
  /** ISO 3166-1 alpha-2 code of the country it serves. */
  country: string
  company: string
  street: string
  postalCode: string
  city: string
  /** As dialled, international form: '+43 732 654 321'. */
  phone?: string
  email?: string
  /** https:// only. */
  website?: string
}

type Seed = readonly [id: string, company: string, street: string, postalCode: string, city: string, phone: string | null, email: string | null, website: string | null]

/** The partners by country: per partner its id after the country code, company, street, postal code, town, phone, e-mail, website. */
const SEEDS: Readonly<Record<string, readonly Seed[]>> = {
  AT: [
    ['huber-schmiertechnik', 'Huber Schmiertechnik GmbH', 'Industriezeile 42', '4020', 'Linz', '+43 732 654 321', 'office@huber-schmiertechnik.example', 'https://www.huber-schmiertechnik.example'],
    ['tiroler-mineraloel', 'Tiroler Mineralöl Vertrieb GmbH', 'Grabenweg 68', '6020', 'Innsbruck', '+43 512 390 417', 'verkauf@tiroler-mineraloel.example', 'https://www.tiroler-mineraloel.example'],
  ],
  BE: [['lubritec', 'Lubritec Belgium NV', 'Noorderlaan 133', '2030', 'Antwerpen', '+32 3 541 22 10', 'info@lubritec.example', 'https://www.lubritec.example']],
  BG: [['maslotrade', 'Maslotrade OOD', 'bul. Tsarigradsko shose 115', '1784', 'Sofia', '+359 2 976 45 80', 'office@maslotrade.example', 'https://www.maslotrade.example']],
  CZ: [
    ['mazivo-brno', 'Mazivo Brno s.r.o.', 'Hněvkovského 30', '617 00', 'Brno', '+420 543 210 987', 'obchod@mazivo-brno.example', 'https://www.mazivo-brno.example'],
    ['technoil-praha', 'Technoil Praha s.r.o.', 'Průmyslová 11', '102 00', 'Praha 10', '+420 272 650 114', 'info@technoil.example', null],
  ],
  DE: [
    ['lindner', 'Schmierstoff-Service Lindner GmbH', 'Hafenstraße 21', '68159', 'Mannheim', '+49 621 178 93 40', 'info@lindner-schmierstoffe.example', 'https://www.lindner-schmierstoffe.example'],
    ['nordoel', 'Nordöl Vertrieb GmbH & Co. KG', 'Ausschläger Weg 41', '20537', 'Hamburg', '+49 40 789 612 0', 'vertrieb@nordoel.example', 'https://www.nordoel.example'],
    ['brenner', 'Brenner Technische Öle GmbH', 'Ingolstädter Straße 63', '80939', 'München', '+49 89 321 874 50', 'kontakt@brenner-oele.example', 'https://www.brenner-oele.example'],
  ],
  DK: [['smoeremiddel-centralen', 'Smøremiddel Centralen A/S', 'Industrivej 12', '8260', 'Viby J', '+45 86 14 52 30', 'salg@smoeremiddel-centralen.example', 'https://www.smoeremiddel-centralen.example']],
  ES: [
    ['lubricantes-ibericos', 'Lubricantes Ibéricos S.L.', 'Carrer de la Indústria 87', '08908', 'L’Hospitalet de Llobregat', '+34 932 617 480', 'comercial@lubricantes-ibericos.example', 'https://www.lubricantes-ibericos.example'],
    ['oleotecnicas-norte', 'Distribuciones Oleotécnicas del Norte S.A.', 'Ribera de Deusto 47', '48014', 'Bilbao', '+34 944 762 315', 'pedidos@oleotecnicas.example', 'https://www.oleotecnicas.example'],
    ['lubrisur', 'Lubrisur Andalucía S.L.', 'Calle Astronomía 1', '41015', 'Sevilla', '+34 954 180 263', 'info@lubrisur.example', null],
  ],
  FI: [['nordtek', 'Voitelu Nordtek Oy', 'Tiilenpolttajankuja 5', '01720', 'Vantaa', '+358 9 8560 4120', 'myynti@nordtek.example', 'https://www.nordtek.example']],
  FR: [
    ['lubrifiants-rhone-alpes', 'Lubrifiants Rhône-Alpes SAS', '12 rue de la Villette', '69003', 'Lyon', '+33 4 78 62 19 45', 'contact@lubrifiants-ra.example', 'https://www.lubrifiants-ra.example'],
    ['technilub-alsace', 'Technilub Alsace SARL', '8 rue du Havre', '67100', 'Strasbourg', '+33 3 88 61 47 20', 'info@technilub.example', 'https://www.technilub.example'],
    ['ouest-lubrification', 'Ouest Lubrification SAS', '24 boulevard Gustave Roch', '44200', 'Nantes', '+33 2 40 48 73 16', 'commandes@ouest-lubrification.example', 'https://www.ouest-lubrification.example'],
  ],
  GB: [
    ['thames-valley', 'Thames Valley Lubricants Ltd', 'Unit 4, Arkwright Road', 'RG2 0LU', 'Reading', '+44 118 975 3120', 'sales@tv-lubricants.example', 'https://www.tv-lubricants.example'],
    ['pennine', 'Pennine Oil Supplies Ltd', '23 Trafford Park Road', 'M17 1HG', 'Manchester', '+44 161 872 4410', 'orders@pennine-oil.example', 'https://www.pennine-oil.example'],
  ],
  GR: [['lipantika-attikis', 'Lipantika Attikis A.E.', 'Leoforos Kifisou 112', '122 41', 'Aigaleo', '+30 210 345 6720', 'info@lipantika-attikis.example', 'https://www.lipantika-attikis.example']],
  HR: [['maziva-zagreb', 'Maziva Zagreb d.o.o.', 'Slavonska avenija 52', '10000', 'Zagreb', '+385 1 2405 630', 'prodaja@maziva-zagreb.example', 'https://www.maziva-zagreb.example']],
  HU: [['kenoanyag-centrum', 'Kenőanyag Centrum Kft.', 'Gyömrői út 140', '1103', 'Budapest', '+36 1 260 4815', 'info@kenoanyag-centrum.example', 'https://www.kenoanyag-centrum.example']],
  IT: [
    ['lubrificanti-lombardi', 'Lubrificanti Lombardi S.r.l.', 'Via Gallarate 205', '20151', 'Milano', '+39 02 3809 4170', 'info@lubrificanti-lombardi.example', 'https://www.lubrificanti-lombardi.example'],
    ['oleodinamica-emiliana', 'Oleodinamica Emiliana S.p.A.', 'Via Emilia Ponente 48', '40133', 'Bologna', '+39 051 641 2280', 'commerciale@oleodinamica-emiliana.example', 'https://www.oleodinamica-emiliana.example'],
    ['tecnolubri-veneto', 'Tecnolubri Veneto S.r.l.', 'Via della Meccanica 15', '36100', 'Vicenza', '+39 0444 960 315', 'ordini@tecnolubri.example', null],
  ],
  LT: [['tepalu-centras', 'UAB „Tepalų centras“', 'Savanorių pr. 178', '03154', 'Vilnius', '+370 5 213 4470', 'info@tepalu-centras.example', 'https://www.tepalu-centras.example']],
  LU: [['lubrilux', 'Lubrilux S.à r.l.', '14 rue de l’Industrie', '3895', 'Foetz', '+352 26 55 31 40', 'contact@lubrilux.example', 'https://www.lubrilux.example']],
  NL: [
    ['smeermiddelen-brabant', 'Smeermiddelen Brabant B.V.', 'Hurksestraat 42', '5652 AL', 'Eindhoven', '+31 40 251 8830', 'verkoop@smeermiddelen-brabant.example', 'https://www.smeermiddelen-brabant.example'],
    ['van-dijk', 'Van Dijk Olie & Techniek B.V.', 'Waalhaven Zuidzijde 19', '3089 JH', 'Rotterdam', '+31 10 429 6150', 'info@vandijk-olie.example', 'https://www.vandijk-olie.example'],
  ],
  NO: [['smoereservice', 'Smøreservice Norge AS', 'Alnabruveien 15', '1081', 'Oslo', '+47 22 90 45 60', 'post@smoereservice.example', 'https://www.smoereservice.example']],
  PL: [
    ['smary-polska', 'Smary Polska Sp. z o.o.', 'ul. Marywilska 34', '03-228', 'Warszawa', '+48 22 614 37 90', 'biuro@smary-polska.example', 'https://www.smary-polska.example'],
    ['oleje-slask', 'Oleje Śląsk Sp. z o.o.', 'ul. Bojkowska 37', '44-100', 'Gliwice', '+48 32 230 58 14', 'handel@oleje-slask.example', 'https://www.oleje-slask.example'],
    ['lubrykant-pomorze', 'Lubrykant Pomorze Sp. z o.o.', 'ul. Przemysłowa 8', '80-542', 'Gdańsk', '+48 58 343 21 07', null, 'https://www.lubrykant-pomorze.example'],
  ],
  PT: [['lubrificantes-norte', 'Lubrificantes do Norte, Lda.', 'Rua do Freixo 1071', '4300-219', 'Porto', '+351 22 530 8140', 'geral@lubrinorte.example', 'https://www.lubrinorte.example']],
  RO: [['lubrifianti-transilvania', 'Lubrifianți Transilvania SRL', 'Strada Fabricii 47', '400632', 'Cluj-Napoca', '+40 264 415 230', 'office@lubrifianti-transilvania.example', 'https://www.lubrifianti-transilvania.example']],
  SE: [
    ['smorjteknik-vast', 'Smörjteknik Väst AB', 'Ringögatan 12', '417 07', 'Göteborg', '+46 31 54 28 10', 'order@smorjteknik.example', 'https://www.smorjteknik.example'],
    ['oljecentralen', 'Oljecentralen Mälardalen AB', 'Kungsängsvägen 25', '753 23', 'Uppsala', '+46 18 12 47 60', 'info@oljecentralen.example', 'https://www.oljecentralen.example'],
  ],
  SI: [['maziva-ljubljana', 'Maziva Ljubljana d.o.o.', 'Letališka cesta 29', '1000', 'Ljubljana', '+386 1 520 34 80', 'info@maziva-lj.example', 'https://www.maziva-lj.example']],
  SK: [['maziva-slovakia', 'Mazivá Slovakia s.r.o.', 'Stará Vajnorská 37', '831 04', 'Bratislava', '+421 2 4342 1560', 'obchod@maziva-slovakia.example', 'https://www.maziva-slovakia.example']],
  TR: [['yaglama-teknik', 'Yağlama Teknik A.Ş.', 'İkitelli OSB Mah. Atatürk Bulvarı 112', '34490', 'İstanbul', '+90 212 549 31 70', 'satis@yaglama-teknik.example', 'https://www.yaglama-teknik.example']],
}

export const DISTRIBUTION_PARTNERS: readonly DistributionPartner[] = Object.entries(SEEDS).flatMap(([country, seeds]) =>
  seeds.map(([id, company, street, postalCode, city, phone, email, website]) => ({
    id: `${country.toLowerCase()}-${id}`,
    country,
    company,
    street,
    postalCode,
    city,
    ...(phone === null ? {} : { phone }),
    ...(email === null ? {} : { email }),
    ...(website === null ? {} : { website }),
  })),
)
