/**
 * How dealers are named and addressed in each language region of the mock data (the dealers contract "Names"):
 * surnames, streets, business names by kind (garage, agricultural dealer, fuel station, motorcycle dealer, service
 * point, distributor, online shop), legal forms by country, and phone numbers as dialled from abroad. In a name,
 * `{s}` and `{s2}` stand for surnames, `{t}` for the town, `{f}` for a legal form of the country.
 * Plain data: no Node or browser APIs.
 */
import type { Style } from './towns'

/** What a dealer of the finder does: a dealer (ZBM004) is one of the first four. */
export type Kind = 'garage' | 'agri' | 'fuel' | 'moto' | 'service' | 'distributor'

export type NameStyle = {
  surnames: readonly string[]
  streets: readonly string[]
  /** The house number before the street ('12 rue de la Gare', '12 Station Road'), not after it. */
  numberFirst?: boolean
  names: Readonly<Record<Kind, readonly string[]>>
  /** Two halves of an online shop's name ('Schmierstoff' + 'Direkt'). */
  shop: readonly [readonly string[], readonly string[]]
}

const DE_CH: NameStyle = {
  surnames: [
    'Meier', 'Müller', 'Keller', 'Weber', 'Schmid', 'Huber', 'Frei', 'Brunner', 'Baumann', 'Gerber', 'Fischer', 'Steiner',
    'Moser', 'Widmer', 'Zimmermann', 'Graf', 'Wyss', 'Kunz', 'Suter', 'Bühler', 'Käser', 'Ammann', 'Hofer', 'Lüthi',
    'Zürcher', 'Egli', 'Roth', 'Stucki', 'Bieri', 'Marti', 'Kälin', 'Schürch', 'Hess', 'Sutter', 'Vogel', 'Baur', 'Furrer',
    'Gasser', 'Wälti', 'Bachmann',
  ],
  streets: [
    'Bahnhofstrasse', 'Hauptstrasse', 'Industriestrasse', 'Dorfstrasse', 'Gewerbestrasse', 'Kantonsstrasse', 'Landstrasse',
    'Werkstrasse', 'Riedstrasse', 'Feldstrasse', 'Poststrasse', 'Oberdorfstrasse', 'Sägereistrasse', 'Grabenstrasse',
    'Mühlestrasse', 'Allmendstrasse', 'Zelgstrasse', 'Unterdorfstrasse', 'Kirchstrasse', 'Schulhausstrasse',
  ],
  names: {
    garage: ['Garage {s} AG', 'Garage {s} GmbH', 'Auto {s} AG', '{s} Automobile AG', 'Garage {s} + {s2} AG', 'Carrosserie und Garage {s}', 'Autocenter {t} AG', 'Garage {t} AG'],
    agri: ['{s} Landtechnik AG', 'Landmaschinen {s} GmbH', '{s} Agrotechnik AG', 'Agrar-Center {t}', '{s} Motorgeräte GmbH', 'Mech. Werkstätte {s}'],
    fuel: ['Tankstelle {s}', 'Garage und Tankstelle {s} AG', 'Tankstellenshop {t}', 'Tankstelle {s} GmbH'],
    moto: ['Moto {s} GmbH', 'Zweirad {s}', 'Motorrad-Center {t}', 'Moto-Shop {s} AG'],
    service: ['Auto-Service {s}', 'Werkstatt {s} GmbH', 'Pneu {s} AG', 'Pneuhaus {s}', 'Servicecenter {t}', 'Auto-Express {t} GmbH'],
    distributor: ['{s} Schmierstoffe AG', '{s} Mineralöl AG', '{s} Handels AG', 'Schmiertechnik {t} AG', '{s} + {s2} Energie AG', 'Brennstoffe {s} AG'],
  },
  shop: [['Öl', 'Motoröl', 'Schmierstoff', 'Garagen', 'Agrar', 'Moto', 'Werkstatt', 'Landtechnik'], ['shop', 'direkt', 'versand', 'markt', 'profi', 'depot', 'welt', 'express']],
}

const DE: NameStyle = {
  surnames: [
    'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter',
    'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Braun', 'Hofmann', 'Zimmermann', 'Krüger', 'Hartmann', 'Lange',
    'Werner', 'Krause', 'Lehmann', 'Köhler', 'Maier', 'Huber', 'Gruber', 'Pichler', 'Steiner', 'Moser', 'Mayr', 'Berger',
    'Leitner', 'Fuchs', 'Eder', 'Brandl', 'Kaiser',
  ],
  streets: [
    'Hauptstraße', 'Bahnhofstraße', 'Industriestraße', 'Gewerbestraße', 'Dorfstraße', 'Schulstraße', 'Gartenstraße',
    'Am Gewerbepark', 'Landstraße', 'Mühlenweg', 'Ringstraße', 'Lindenstraße', 'Siemensstraße', 'Daimlerstraße',
    'Robert-Bosch-Straße', 'Im Gewerbegebiet', 'Werkstraße', 'Raiffeisenstraße', 'Carl-Benz-Straße', 'Feldstraße',
  ],
  names: {
    garage: ['Autohaus {s} {f}', 'Kfz-Werkstatt {s}', 'Auto {s} {f}', 'Autohaus {t} {f}', 'Kfz-Meisterbetrieb {s}', 'Autoservice {s} & {s2}', 'Autozentrum {t}'],
    agri: ['Landtechnik {s} {f}', '{s} Landmaschinen {f}', 'Agrartechnik {t}', 'Landmaschinen {s} & Söhne', 'Agrarhandel {t} eG', 'Forst- und Gartentechnik {s}'],
    fuel: ['Tankstelle {s}', 'Freie Tankstelle {t}', 'Tank- und Waschcenter {s}', 'Autohof {t}'],
    moto: ['Zweirad {s}', 'Motorrad {s} {f}', 'Motorradcenter {t}'],
    service: ['Kfz-Service {s}', 'Reifen {s} {f}', 'Auto-Service {t}', 'Schnellservice {s}', 'Kfz-Technik {s}', 'Bremsen- und Reifendienst {s}'],
    distributor: ['{s} Mineralöle {f}', '{s} Schmierstoffhandel {f}', 'Schmierstoffe {t} {f}', '{s} Energie {f}', '{s} & {s2} Technischer Handel {f}'],
  },
  shop: [['Öl', 'Motoröl', 'Schmierstoff', 'Kfz', 'Agrar', 'Werkstatt', 'Landtechnik', 'Zweirad'], ['shop', 'direkt', 'versand', 'markt', 'profi', 'depot', 'welt', 'express']],
}

const FR_CH: NameStyle = {
  surnames: [
    'Rochat', 'Favre', 'Bonvin', 'Perrin', 'Gay', 'Morand', 'Pittet', 'Cuénod', 'Dubois', 'Jaquet', 'Berset', 'Chappuis',
    'Monnier', 'Girard', 'Blanc', 'Bovet', 'Grandjean', 'Rey', 'Vuilleumier', 'Cretton', 'Mottier', 'Meylan', 'Burnier',
    'Rossier', 'Clerc',
  ],
  streets: [
    'Rue de la Gare', 'Route de Lausanne', 'Rue du Collège', 'Route Cantonale', 'Rue de l’Industrie', 'Chemin du Bois',
    'Route de Genève', 'Rue du Centre', 'Avenue de la Gare', 'Chemin de la Scie', 'Rue des Artisans', 'Route de Berne',
  ],
  names: {
    garage: ['Garage {s} SA', 'Garage du Centre SA', 'Garage de la Gare {s}', 'Garage {s} Sàrl', 'Auto-Centre {t} SA', 'Garage et Carrosserie {s}'],
    agri: ['{s} Machines agricoles SA', 'Agri-Service {t}', 'Atelier mécanique {s}', '{s} Motoculture Sàrl'],
    fuel: ['Station-service {s}', 'Station du Centre {t}', 'Garage et Station {s}'],
    moto: ['Moto {s} Sàrl', 'Moto-Centre {t}'],
    service: ['Auto-Service {s}', 'Pneus {s} SA', 'Atelier {s} Sàrl', 'Centre d’entretien {t}'],
    distributor: ['{s} Lubrifiants SA', '{s} Combustibles SA', 'Lubritech {t} SA', '{s} & {s2} SA'],
  },
  shop: [['Lubrifiants', 'Huile-Moteur', 'Auto-Pièces', 'Agri', 'Moto', 'Garage'], ['Express', 'Direct', 'Discount', 'Boutique', 'Pro', 'Stock']],
}

const FR: NameStyle = {
  surnames: [
    'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent',
    'Lefebvre', 'Michel', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel', 'Girard', 'Mercier', 'Dupont',
    'Lambert', 'Bonnet', 'Legrand', 'Garnier', 'Faure', 'Rousseau', 'Guérin',
  ],
  streets: [
    'rue de la Gare', 'avenue Jean Jaurès', 'rue du Général de Gaulle', 'route Nationale', 'rue de l’Industrie',
    'avenue de la République', 'rue Victor Hugo', 'chemin des Vignes', 'rue Pasteur', 'boulevard Gambetta', 'rue des Artisans',
    'route de Paris',
  ],
  numberFirst: true,
  names: {
    garage: ['Garage {s}', 'Garage du Centre', 'Garage de la Gare', 'Garage {s} {f}', 'Auto {t} {f}', 'Garage {s} et Fils', 'Carrosserie {s}'],
    agri: ['Ets {s}', '{s} Agri {f}', 'Motoculture {s}', 'Agri-Équipement {t}', 'Machinisme agricole {s}'],
    fuel: ['Station {s}', 'Relais {t}', 'Station-service du Centre'],
    moto: ['Moto {s}', 'Moto Passion {t}'],
    service: ['Auto Service {s}', 'Pneus {s} {f}', 'Centre Auto {t}', 'Entretien Rapide {t}'],
    distributor: ['Lubrifiants {s} {f}', '{s} Distribution {f}', '{s} Énergies {f}'],
  },
  shop: [['Lubrifiants', 'Huile-Moteur', 'Auto-Pièces', 'Agri', 'Moto', 'Garage'], ['Express', 'Direct', 'Discount', 'Boutique', 'Pro', 'Stock']],
}

const IT_CH: NameStyle = {
  surnames: [
    'Bernasconi', 'Pedrazzini', 'Rossi', 'Bianchi', 'Lombardi', 'Fontana', 'Crivelli', 'Guscetti', 'Beffa', 'Moretti',
    'Gianola', 'Cattaneo', 'Pellandini', 'Bassi', 'Ghirlanda', 'Delcò', 'Canonica', 'Pozzi', 'Righetti', 'Induni',
  ],
  streets: ['Via Cantonale', 'Via San Gottardo', 'Via Industria', 'Via Stazione', 'Via Lugano', 'Via Bellinzona', 'Via ai Mulini', 'Via Vela', 'Via Ceresio', 'Via Motta'],
  names: {
    garage: ['Garage {s} SA', 'Autorimessa {s} Sagl', 'Garage Centro {t} SA', 'Garage {s} & Figli SA'],
    agri: ['{s} Macchine agricole SA', 'Agromeccanica {s} Sagl', 'Officina meccanica {s}'],
    fuel: ['Stazione di servizio {s}', 'Stazione di servizio {t}'],
    moto: ['Moto {s} Sagl', 'Centro Moto {t}'],
    service: ['Auto-Servizio {s}', 'Pneumatici {s} SA', 'Officina {s} Sagl'],
    distributor: ['{s} Lubrificanti SA', '{s} Combustibili SA', 'Lubritecnica {t} SA'],
  },
  shop: [['Olio', 'Lubrificanti', 'Ricambi', 'Agri', 'Moto', 'Officina'], ['Shop', 'Store', 'Diretto', 'Express', 'Pro', 'Market']],
}

const IT: NameStyle = {
  surnames: [
    'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo',
    'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro',
    'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone',
  ],
  streets: [
    'Via Roma', 'Via Garibaldi', 'Via Giuseppe Mazzini', 'Via dell’Industria', 'Viale della Stazione', 'Via Nazionale',
    'Corso Italia', 'Via Cavour', 'Via Vittorio Emanuele II', 'Via dell’Artigianato', 'Via Provinciale', 'Via XX Settembre',
  ],
  names: {
    garage: ['Autofficina {s}', 'Officina Meccanica {s} {f}', 'Autoriparazioni {s} & C. {f}', 'Garage {s} {f}', 'Autocentro {t} {f}', 'Carrozzeria {s}'],
    agri: ['{s} Macchine Agricole {f}', 'Agri {s} {f}', 'Agromeccanica {s}', 'Consorzio Agrario {t}'],
    fuel: ['Stazione di Servizio {s}', 'Area di Servizio {t}', 'Distributore {s}'],
    moto: ['Moto {s} {f}', 'Centro Moto {t}'],
    service: ['Gommista {s}', 'Servizio Auto {s}', 'Centro Revisioni {t}', 'Elettrauto {s}'],
    distributor: ['Lubrificanti {s} {f}', '{s} Petroli {f}', '{s} Carburanti {f}'],
  },
  shop: [['Olio', 'Lubrificanti', 'Ricambi', 'Agri', 'Moto', 'Officina'], ['Shop', 'Store', 'Diretto', 'Express', 'Pro', 'Market']],
}

const NL: NameStyle = {
  surnames: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'Peeters', 'Maes', 'Willems', 'Claes'],
  streets: ['Industrieweg', 'Stationsstraat', 'Dorpsstraat', 'Kerkstraat', 'Nijverheidsweg', 'Hoofdstraat', 'Molenweg', 'Ambachtsweg'],
  names: {
    garage: ['Autobedrijf {s}', 'Garage {s} {f}', 'Autoservice {t}', 'Garagebedrijf {s}'],
    agri: ['Mechanisatiebedrijf {s}', '{s} Landbouwmechanisatie {f}', 'Agri-Techniek {t}'],
    fuel: ['Tankstation {s}', 'Tankstation {t}'],
    moto: ['Motorhuis {s}', 'Motoren {s} {f}'],
    service: ['Bandenservice {s}', 'APK-Centrum {t}', 'Autoservice {s}'],
    distributor: ['{s} Smeermiddelen {f}', '{s} Olie {f}', 'Smeertechniek {t} {f}'],
  },
  shop: [['Olie', 'Smeermiddelen', 'Auto', 'Agri'], ['Shop', 'Direct', 'Express', 'Depot']],
}

const EN: NameStyle = {
  surnames: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Murphy', 'Kelly', 'Byrne', 'Walsh'],
  streets: ['High Street', 'Station Road', 'Church Road', 'Mill Lane', 'Victoria Road', 'Park Road', 'London Road', 'Riverside Industrial Estate', 'Mill Road', 'Green Lane'],
  numberFirst: true,
  names: {
    garage: ['{s} Motors {f}', '{s} & Sons Garage', '{t} Motor Centre', '{s} Auto Services'],
    agri: ['{s} Agricultural {f}', '{t} Farm Machinery', '{s} Tractors {f}'],
    fuel: ['{t} Service Station', '{s} Filling Station'],
    moto: ['{s} Motorcycles', '{t} Bikes'],
    service: ['{t} Tyre Centre', '{s} Car Care', '{t} MOT Centre'],
    distributor: ['{s} Lubricants {f}', '{s} Oils {f}', '{t} Fuel & Lubricants {f}'],
  },
  shop: [['Oil', 'Lube', 'Motor Oil', 'Auto Parts', 'Farm', 'Bike'], ['Direct', 'Shop', 'Depot', 'Express', 'Store', 'Supply']],
}

const ES: NameStyle = {
  surnames: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Álvarez', 'Romero', 'Navarro'],
  streets: ['Calle Mayor', 'Avenida de la Constitución', 'Calle Real', 'Polígono Industrial Norte', 'Calle de la Estación', 'Calle San Juan', 'Carretera General', 'Avenida de Europa'],
  names: {
    garage: ['Talleres {s} {f}', 'Garaje {s}', 'Automoción {t} {f}', 'Taller Mecánico {s}'],
    agri: ['Maquinaria Agrícola {s} {f}', 'Agrotécnica {t}'],
    fuel: ['Estación de Servicio {s}', 'Gasolinera {t}'],
    moto: ['Motos {s}'],
    service: ['Neumáticos {s}', 'Autoservicio {t}'],
    distributor: ['Lubricantes {s} {f}', 'Distribuciones {s} {f}'],
  },
  shop: [['Aceite', 'Lubricantes', 'Recambios', 'Agro'], ['Directo', 'Express', 'Tienda', 'Pro']],
}

const PT: NameStyle = {
  surnames: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Sousa', 'Fernandes', 'Gonçalves', 'Lopes'],
  streets: ['Rua da Estação', 'Avenida da Liberdade', 'Rua Principal', 'Estrada Nacional', 'Rua do Comércio', 'Rua da Indústria'],
  names: {
    garage: ['Auto {s} {f}', 'Oficina {s}', 'Garagem {t}'],
    agri: ['Máquinas Agrícolas {s} {f}', 'Agro {t}'],
    fuel: ['Posto de Abastecimento {t}', 'Bombas {s}'],
    moto: ['Motos {s}'],
    service: ['Pneus {s}', 'Centro Auto {t}'],
    distributor: ['Lubrificantes {s} {f}', '{s} Distribuição {f}'],
  },
  shop: [['Óleos', 'Lubrificantes', 'Peças'], ['Direto', 'Express', 'Loja']],
}

const PL: NameStyle = {
  surnames: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski'],
  streets: ['ul. Przemysłowa', 'ul. Główna', 'ul. Kolejowa', 'ul. Polna', 'ul. Warszawska', 'ul. Fabryczna', 'ul. Lipowa'],
  names: {
    garage: ['Auto-Serwis {s}', 'Warsztat Samochodowy {s}', 'Auto {s} {f}'],
    agri: ['Maszyny Rolnicze {s}', 'Agro-Serwis {t} {f}'],
    fuel: ['Stacja Paliw {s}', 'Stacja Paliw {t}'],
    moto: ['Moto {s}'],
    service: ['Wulkanizacja {s}', 'Serwis {t}'],
    distributor: ['{s} Oleje i Smary {f}', 'Hurtownia Olejów {t} {f}'],
  },
  shop: [['Oleje', 'Smary', 'Auto', 'Agro'], ['Sklep', 'Express', 'Hurt', 'Market']],
}

const CS: NameStyle = {
  surnames: ['Novák', 'Svoboda', 'Novotný', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý', 'Horák', 'Němec'],
  streets: ['Průmyslová', 'Nádražní', 'Hlavní', 'Husova', 'Komenského', 'Masarykova'],
  names: {
    garage: ['Autoservis {s}', 'Auto {s} {f}', 'Autodílna {t}'],
    agri: ['Zemědělská technika {s} {f}', 'Agro {t} {f}'],
    fuel: ['Čerpací stanice {t}', 'Čerpací stanice {s}'],
    moto: ['Moto {s}'],
    service: ['Pneuservis {s}', 'Rychloservis {t}'],
    distributor: ['{s} Maziva {f}', 'Oleje {t} {f}'],
  },
  shop: [['Oleje', 'Maziva', 'Auto'], ['Shop', 'Express', 'Sklad']],
}

const SK: NameStyle = {
  surnames: ['Horváth', 'Kováč', 'Varga', 'Tóth', 'Nagy', 'Baláž', 'Szabó', 'Molnár', 'Novák', 'Lukáč'],
  streets: ['Priemyselná', 'Hlavná', 'Staničná', 'Družstevná', 'Štúrova'],
  names: {
    garage: ['Autoservis {s}', 'Auto {s} {f}'],
    agri: ['Poľnohospodárska technika {s}', 'Agro {t} {f}'],
    fuel: ['Čerpacia stanica {t}', 'Čerpacia stanica {s}'],
    moto: ['Moto {s}'],
    service: ['Pneuservis {s}'],
    distributor: ['{s} Mazivá {f}'],
  },
  shop: [['Oleje', 'Mazivá'], ['Shop', 'Express']],
}

const HU: NameStyle = {
  surnames: ['Nagy', 'Kovács', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár', 'Németh', 'Farkas'],
  streets: ['Fő utca', 'Ipari út', 'Kossuth Lajos utca', 'Petőfi Sándor utca', 'Rákóczi út', 'Vasút utca'],
  names: {
    garage: ['{s} Autószerviz {f}', '{t} Autóház {f}'],
    agri: ['{s} Mezőgép {f}', 'Agro-{t} {f}'],
    fuel: ['{t} Töltőállomás', '{s} Benzinkút'],
    moto: ['{s} Motor {f}'],
    service: ['{s} Gumiszerviz'],
    distributor: ['{s} Kenőanyag {f}'],
  },
  shop: [['Olaj', 'Kenőanyag'], ['Bolt', 'Express']],
}

const SL: NameStyle = {
  surnames: ['Novak', 'Horvat', 'Kovačič', 'Krajnc', 'Zupančič', 'Potočnik', 'Kovač', 'Mlakar'],
  streets: ['Industrijska cesta', 'Glavna ulica', 'Tržaška cesta', 'Celovška cesta', 'Partizanska cesta'],
  names: {
    garage: ['Avtoservis {s} {f}', 'Avto {s}'],
    agri: ['Kmetijska mehanizacija {s}'],
    fuel: ['Bencinski servis {t}', 'Bencinski servis {s}'],
    moto: ['Moto {s}'],
    service: ['Vulkanizerstvo {s}'],
    distributor: ['{s} Maziva {f}'],
  },
  shop: [['Olje', 'Maziva'], ['Shop', 'Express']],
}

const HR: NameStyle = {
  surnames: ['Horvat', 'Kovačević', 'Babić', 'Marić', 'Jurić', 'Novak', 'Kovačić', 'Knežević'],
  streets: ['Industrijska ulica', 'Zagrebačka cesta', 'Ulica kralja Tomislava', 'Vukovarska ulica', 'Ulica Ante Starčevića'],
  names: {
    garage: ['Autoservis {s} {f}', 'Auto {s}'],
    agri: ['Poljomehanizacija {s}'],
    fuel: ['Benzinska postaja {t}', 'Benzinska postaja {s}'],
    moto: ['Moto {s}'],
    service: ['Vulkanizer {s}'],
    distributor: ['{s} Maziva {f}'],
  },
  shop: [['Ulja', 'Maziva'], ['Shop', 'Express']],
}

const DA: NameStyle = {
  surnames: ['Nielsen', 'Jensen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Jørgensen'],
  streets: ['Industrivej', 'Hovedgaden', 'Stationsvej', 'Vestergade', 'Østergade', 'Jernbanegade'],
  names: {
    garage: ['{s} Auto {f}', 'Autoværksted {t}', '{s}s Autoværksted'],
    agri: ['{s} Maskinhandel {f}', '{t} Landbrugsmaskiner'],
    fuel: ['{t} Tankstation', '{s}s Tankstation'],
    moto: ['{s} Motorcykler'],
    service: ['{s} Dækservice'],
    distributor: ['{s} Smøremidler {f}'],
  },
  shop: [['Olie', 'Smøremidler'], ['Shop', 'Direkte']],
}

const SV: NameStyle = {
  surnames: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson'],
  streets: ['Industrigatan', 'Storgatan', 'Stationsgatan', 'Verkstadsgatan', 'Kungsgatan', 'Fabriksgatan'],
  names: {
    garage: ['{s}s Bil {f}', '{t} Bilverkstad {f}', '{s} Motor {f}'],
    agri: ['{s} Lantbruksmaskiner {f}', '{t} Maskin {f}'],
    fuel: ['{t} Bensinstation', '{s}s Bensinstation'],
    moto: ['{s} MC {f}'],
    service: ['{s}s Däckservice'],
    distributor: ['{s} Smörjmedel {f}'],
  },
  shop: [['Olja', 'Smörjmedel'], ['Shop', 'Direkt']],
}

const NO: NameStyle = {
  surnames: ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Kristiansen', 'Jensen', 'Karlsen'],
  streets: ['Industriveien', 'Storgata', 'Stasjonsveien', 'Kirkegata', 'Fabrikkveien'],
  names: {
    garage: ['{s} Bil {f}', '{t} Bilverksted {f}'],
    agri: ['{s} Landbruksmaskiner {f}'],
    fuel: ['{t} Bensinstasjon', '{s} Bensinstasjon'],
    moto: ['{s} MC {f}'],
    service: ['{s} Dekkservice {f}'],
    distributor: ['{s} Smøremidler {f}'],
  },
  shop: [['Olje', 'Smøremidler'], ['Shop', 'Direkte']],
}

const FI: NameStyle = {
  surnames: ['Korhonen', 'Virtanen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen', 'Järvinen'],
  streets: ['Teollisuuskatu', 'Asemakatu', 'Kauppakatu', 'Rautatienkatu', 'Koulukatu', 'Tehtaankatu'],
  names: {
    garage: ['Autokorjaamo {s} {f}', 'Autohuolto {s} {f}'],
    agri: ['Konekauppa {s} {f}'],
    fuel: ['Huoltoasema {s}', 'Huoltoasema {s} {f}'],
    moto: ['Moottoripyörä {s} {f}'],
    service: ['Rengaspalvelu {s} {f}'],
    distributor: ['Öljy-{s} {f}'],
  },
  shop: [['Öljy', 'Voitelu'], ['Kauppa', 'Express']],
}

export const NAME_STYLES: Readonly<Record<Style, NameStyle>> = {
  'de-CH': DE_CH,
  de: DE,
  'fr-CH': FR_CH,
  fr: FR,
  'it-CH': IT_CH,
  it: IT,
  nl: NL,
  en: EN,
  es: ES,
  pt: PT,
  pl: PL,
  cs: CS,
  sk: SK,
  hu: HU,
  sl: SL,
  hr: HR,
  da: DA,
  sv: SV,
  no: NO,
  fi: FI,
}

/** The legal forms a company of the country is written with (`{f}`), the commonest first. */
export const LEGAL_FORMS: Readonly<Record<string, readonly string[]>> = {
  CH: ['AG', 'GmbH'],
  LI: ['AG', 'Anstalt'],
  DE: ['GmbH', 'GmbH & Co. KG', 'e.K.'],
  AT: ['GmbH', 'KG', 'e.U.'],
  FR: ['SARL', 'SAS', 'EURL'],
  IT: ['S.r.l.', 'S.n.c.', 'S.p.A.'],
  NL: ['B.V.', 'V.O.F.'],
  BE: ['BV', 'SRL', 'NV'],
  LU: ['S.à r.l.', 'SA'],
  GB: ['Ltd'],
  IE: ['Ltd'],
  ES: ['S.L.', 'S.A.'],
  PT: ['Lda.', 'S.A.'],
  PL: ['Sp. z o.o.', 's.c.'],
  CZ: ['s.r.o.', 'a.s.'],
  SK: ['s.r.o.'],
  HU: ['Kft.', 'Bt.'],
  SI: ['d.o.o.', 's.p.'],
  HR: ['d.o.o.'],
  DK: ['ApS', 'A/S'],
  SE: ['AB'],
  NO: ['AS'],
  FI: ['Oy'],
}

/**
 * How a country's numbers are dialled: its country code and how many digits follow it (area code included), and
 * whether they are written in pairs (France, Denmark, Norway).
 */
export const PHONE_PLANS: Readonly<Record<string, { code: string; digits: number; pairs?: boolean }>> = {
  CH: { code: '+41', digits: 9 },
  LI: { code: '+423', digits: 7 },
  DE: { code: '+49', digits: 10 },
  AT: { code: '+43', digits: 9 },
  FR: { code: '+33', digits: 9, pairs: true },
  IT: { code: '+39', digits: 10 },
  NL: { code: '+31', digits: 9 },
  BE: { code: '+32', digits: 8 },
  LU: { code: '+352', digits: 6 },
  GB: { code: '+44', digits: 10 },
  IE: { code: '+353', digits: 9 },
  ES: { code: '+34', digits: 9 },
  PT: { code: '+351', digits: 9 },
  PL: { code: '+48', digits: 9 },
  CZ: { code: '+420', digits: 9 },
  SK: { code: '+421', digits: 9 },
  HU: { code: '+36', digits: 8 },
  SI: { code: '+386', digits: 8 },
  HR: { code: '+385', digits: 8 },
  DK: { code: '+45', digits: 8, pairs: true },
  SE: { code: '+46', digits: 9 },
  NO: { code: '+47', digits: 8, pairs: true },
  FI: { code: '+358', digits: 9 },
}

// How the digits after an area code are grouped, by their number.
const GROUPS: Readonly<Record<number, readonly number[]>> = { 4: [4], 5: [3, 2], 6: [3, 3], 7: [3, 2, 2], 8: [4, 4], 9: [3, 3, 3] }

/** A number as dialled from abroad ('+41 44 123 45 67'), its subscriber digits from `random`. */
export function phoneNumber(country: string, area: string, random: () => number): string {
  const plan = PHONE_PLANS[country] ?? { code: '+41', digits: 9 }
  const count = Math.max(4, plan.digits - area.length)
  // A subscriber number does not start with 0 or 1.
  const digits = Array.from({ length: count }, (_, index) => (index === 0 ? 2 + Math.floor(random() * 8) : Math.floor(random() * 10))).join('')
  if (plan.pairs) {
    const all = `${area}${digits}`
    const head = all.length % 2 === 1 ? all.slice(0, 1) : all.slice(0, 2)
    const pairs = all.slice(head.length).match(/\d{2}/g) ?? []
    return [plan.code, head, ...pairs].join(' ')
  }
  let rest = digits
  const groups: string[] = []
  for (const size of GROUPS[count] ?? [count]) {
    groups.push(rest.slice(0, size))
    rest = rest.slice(size)
  }
  return [plan.code, area, ...groups].filter((part) => part !== '').join(' ')
}
