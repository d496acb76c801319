/**
 * The French and English versions of some of the news (news-seeds.ts), by the German title of the article they
 * translate: title, subtitle and lead, as an editor of the CMS writes them. An article without a version in the
 * request's language is answered in German, marked `isFallback` (news.ts). Also the paragraphs every article of a
 * category ends with, and the press contact under a press release, in the three languages the news is written in.
 */
import type { NewsCategory } from './news-taxonomy'

/** The languages articles are written in: German, the original, and the translations. */
export const NEWS_LANGUAGES = ['de', 'fr', 'en'] as const
export type NewsLanguage = (typeof NEWS_LANGUAGES)[number]
export type TranslatedLanguage = Exclude<NewsLanguage, 'de'>

export type TranslatedTexts = readonly [title: string, subtitle: string, lead: string]

export const NEWS_TRANSLATIONS: Readonly<Record<string, Partial<Record<TranslatedLanguage, TranslatedTexts>>>> = {
  'Umsatz 2023 leicht über Vorjahr': {
    fr: ['Chiffre d’affaires 2023 légèrement supérieur à l’année précédente', 'L’industrie progresse, les huiles pour véhicules restent stables', 'Le chiffre d’affaires a progressé de 3,1 pour cent en 2023 pour atteindre 212 millions de francs. Ce sont surtout les lubrifiants industriels qui ont crû; les huiles pour véhicules sont restées stables.'],
    en: ['2023 sales slightly above the previous year', 'Industry grows, vehicle oils hold steady', 'Sales rose by 3.1 per cent in 2023 to 212 million francs. Industrial lubricants grew the most; vehicle oils held steady.'],
  },
  'Wintertraining mit dem MX Team Jura': {
    fr: ['Entraînement d’hiver avec le MX Team Jura', 'En route avec les pilotes de Delémont', 'Avant le début de la saison, le MX Team Jura s’entraîne dans le sud de la France. Notre service technique était sur place et a contrôlé moteurs, fourches et boîtes de vitesses.'],
    en: ['Winter training with MX Team Jura', 'On the road with the riders from Delémont', 'Before the season starts, MX Team Jura trains in the south of France. Our application engineers were there and checked engines, forks and gearboxes.'],
  },
  'Neue Kühlschmierstoffe ohne Borsäure': {
    fr: ['Nouveaux fluides de coupe sans acide borique', 'Trois émulsions pour l’usinage', 'Trois nouveaux fluides de coupe miscibles à l’eau se passent d’acide borique et de libérateurs de formaldéhyde. Ils conviennent à l’acier, à la fonte et à l’aluminium.'],
    en: ['New metalworking fluids without boric acid', 'Three emulsions for machining', 'Three new water-miscible metalworking fluids contain neither boric acid nor formaldehyde releasers. They are suitable for steel, cast iron and aluminium.'],
  },
  'Altöl wird wieder zu Grundöl': {
    fr: ['L’huile usagée redevient huile de base', 'Notre service de reprise en chiffres', 'L’an dernier, nous avons repris 1,8 million de litres d’huile usagée auprès des garages et des entreprises. Une raffinerie en refait de l’huile de base.'],
    en: ['Used oil becomes base oil again', 'Our take-back service in figures', 'Last year we took back 1.8 million litres of used oil from workshops and companies. A refinery turns it into base oil again.'],
  },
  'Hydrauliköl HVLP 46 mit längerer Standzeit': {
    fr: ['Huile hydraulique HVLP 46 à durée de vie prolongée', 'Nouvelle formule pour l’hydraulique mobile', 'La formule revue de notre huile hydraulique HVLP 46 résiste deux fois plus longtemps au vieillissement en laboratoire. Engins de chantier et véhicules communaux profitent d’intervalles de vidange plus longs.'],
    en: ['HVLP 46 hydraulic oil lasts longer', 'A new formula for mobile hydraulics', 'The revised formula of our HVLP 46 hydraulic oil resists ageing twice as long in the laboratory. Construction machines and municipal vehicles benefit from longer change intervals.'],
  },
  'Photovoltaik auf dem Lagerdach': {
    fr: ['Du photovoltaïque sur le toit de l’entrepôt', '1,2 mégawatt à Winterthour', 'Depuis mai, 2800 modules solaires produisent de l’électricité sur le toit de notre entrepôt à hauts rayonnages. Ils couvrent environ un cinquième des besoins de notre usine.'],
    en: ['Solar power on the warehouse roof', '1.2 megawatts from Winterthur', 'Since May, 2,800 solar modules on the roof of our high-bay warehouse have been generating electricity. They cover about a fifth of our plant’s needs.'],
  },
  'Ein Öl für den ganzen Hof': {
    fr: ['Une huile pour toute la ferme', 'Comment une exploitation de l’Emmental a réduit ses sortes de moitié', 'La famille Gerber exploite 60 hectares dans l’Emmental. Grâce à nos conseils, ses tracteurs, moissonneuses et chargeuses n’utilisent plus que quatre lubrifiants au lieu de neuf.'],
    en: ['One oil for the whole farm', 'How a farm in the Emmental halved its range of lubricants', 'The Gerber family farms 60 hectares in the Emmental. With our advice, their tractors, combines and yard loaders now need four lubricants instead of nine.'],
  },
  'Kanister aus 50 Prozent Rezyklat': {
    fr: ['Des bidons en plastique recyclé à 50 pour cent', 'Tous les petits emballages convertis d’ici fin 2025', 'Dès septembre, nos bidons de cinq litres sont composés pour moitié de plastique recyclé. D’ici fin 2025, nous convertirons tous les petits emballages.'],
    en: ['Canisters made of 50 per cent recycled plastic', 'All small packs switched by the end of 2025', 'From September, half of the plastic in our five-litre canisters is recycled. By the end of 2025 we will switch all small packs.'],
  },
  'MX Team Jura wird Vizemeister': {
    fr: ['Le MX Team Jura vice-champion', 'Une belle saison en catégorie MX2', 'Avec trois victoires de manche, le MX Team Jura a terminé le championnat suisse MX2 à la deuxième place.'],
    en: ['MX Team Jura finishes runner-up', 'A strong season in the MX2 class', 'With three race wins, MX Team Jura finished the Swiss MX2 championship in second place.'],
  },
  'Besuchen Sie uns an der Agrama': {
    fr: ['Rendez-nous visite à l’Agrama', 'Halle 3.2, stand C14', 'Du 28 novembre au 2 décembre, nous présentons à l’Agrama à Berne nos lubrifiants pour tracteurs et machines agricoles. Nos spécialistes vous conseillent sur le stand.'],
    en: ['Visit us at Agrama', 'Hall 3.2, stand C14', 'From 28 November to 2 December we are showing our lubricants for tractors and farm machinery at Agrama in Bern. Our specialists will advise you at the stand.'],
  },
  'Umsatz 2024: Wachstum in Deutschland und Österreich': {
    fr: ['Chiffre d’affaires 2024: croissance en Allemagne et en Autriche', 'Le chiffre d’affaires total atteint 221 millions de francs', 'Le chiffre d’affaires a progressé de 4,2 pour cent en 2024 pour atteindre 221 millions de francs. L’Allemagne et l’Autriche ont connu une croissance à deux chiffres, la Suisse est restée stable.'],
    en: ['2024 sales: growth in Germany and Austria', 'Total sales rise to 221 million francs', 'Sales rose by 4.2 per cent in 2024 to 221 million francs. Germany and Austria grew by double digits; Switzerland held steady.'],
  },
  'Neues Motorenöl 0W-20 für Hybridfahrzeuge': {
    fr: ['Nouvelle huile moteur 0W-20 pour véhicules hybrides', 'Une protection même en cas de démarrages à froid fréquents', 'Les moteurs hybrides démarrent et s’arrêtent souvent et chauffent rarement. Notre nouvelle 0W-20 les protège de l’usure et de l’eau dans l’huile, même sur de courtes durées de fonctionnement.'],
    en: ['New 0W-20 engine oil for hybrid vehicles', 'Protection even with frequent cold starts', 'Hybrid engines start and stop often and rarely warm up. Our new 0W-20 protects them against wear and water in the oil even on short runs.'],
  },
  'Mit der Bahn nach Lausanne': {
    fr: ['En train jusqu’à Lausanne', 'Pourquoi nos wagons-citernes remplacent des camions', 'Depuis le début de l’année, nos wagons-citernes circulent deux fois par semaine de Winterthour à Lausanne. Chaque trajet remplace quatre camions.'],
    en: ['By rail to Lausanne', 'Why our tank wagons replace lorry journeys', 'Since the beginning of the year our tank wagons have run from Winterthur to Lausanne twice a week. Each journey replaces four lorries.'],
  },
  'Auslieferungslager Lugano eröffnet': {
    fr: ['Ouverture de l’entrepôt de livraison de Lugano', 'Des trajets plus courts vers le Tessin', 'Notre nouvel entrepôt de Lugano livre la clientèle du Tessin et du Val Mesolcina. Les commandes passées avant 14 heures arrivent le lendemain.'],
    en: ['Lugano distribution warehouse opens', 'Shorter routes to Ticino', 'Our new warehouse in Lugano supplies customers in Ticino and the Mesolcina valley. Orders placed by 2 pm arrive the next day.'],
  },
  'Nachhaltigkeitsbericht 2024 erschienen': {
    fr: ['Parution du rapport de durabilité 2024', 'Les émissions de CO₂ de l’usine réduites de 18 pour cent', 'Notre quatrième rapport de durabilité le montre: en 2024, l’usine de Winterthour a émis 18 pour cent de CO₂ de moins qu’en 2020.'],
    en: ['2024 sustainability report published', 'Plant CO₂ emissions cut by 18 per cent', 'Our fourth sustainability report shows that in 2024 the Winterthur plant emitted 18 per cent less CO₂ than in 2020.'],
  },
  'Suisse Public: Schmierstoffe für Gemeinden': {
    fr: ['Suisse Public: des lubrifiants pour les communes', 'Halle 2.0, stand B21', 'Du 17 au 20 juin, nous présentons à la Suisse Public à Berne des lubrifiants pour véhicules communaux, tondeuses et engins de déneigement.'],
    en: ['Suisse Public: lubricants for municipalities', 'Hall 2.0, stand B21', 'From 17 to 20 June we are showing lubricants for municipal vehicles, mowers and snow-clearing equipment at Suisse Public in Bern.'],
  },
  'Motorradöl 10W-40 jetzt mit JASO MA2': {
    fr: ['L’huile moto 10W-40 désormais certifiée JASO MA2', 'Testée pour les embrayages à bain d’huile', 'Notre huile moto 10W-40 est désormais certifiée JASO MA2. Elle garantit des passages de vitesses nets et un embrayage qui accroche, même sous forte charge.'],
    en: ['10W-40 motorcycle oil now JASO MA2 certified', 'Tested for wet clutches', 'Our 10W-40 motorcycle oil is now certified to JASO MA2. It ensures clean shifting and a gripping clutch even under high load.'],
  },
  'MX Team Jura gewinnt den Titel': {
    fr: ['Le MX Team Jura remporte le titre', 'Premier titre de champion en MX2', 'Le MX Team Jura est champion de Suisse en catégorie MX2. L’équipe s’est assuré le titre lors de la finale à Roggenburg.'],
    en: ['MX Team Jura wins the title', 'First championship title in the MX2 class', 'MX Team Jura are Swiss champions in the MX2 class. The team secured the title at the final in Roggenburg.'],
  },
  'Neuer CEO ab April 2026': {
    fr: ['Nouveau CEO dès avril 2026', 'Thomas Ammann succède à Ruth Steiner', 'Le conseil d’administration a nommé Thomas Ammann nouveau CEO. Il prendra ses fonctions en avril 2026 et succédera à Ruth Steiner, qui a dirigé l’entreprise pendant douze ans.'],
    en: ['New CEO from April 2026', 'Thomas Ammann succeeds Ruth Steiner', 'The board of directors has appointed Thomas Ammann as the new CEO. He takes over in April 2026 from Ruth Steiner, who has led the company for twelve years.'],
  },
  'Umsatz 2025 erstmals über 230 Millionen Franken': {
    fr: ['Chiffre d’affaires 2025: plus de 230 millions de francs pour la première fois', 'L’industrie et l’agriculture portent la croissance', 'Le chiffre d’affaires a progressé de 4,5 pour cent en 2025 pour atteindre 231 millions de francs. Les lubrifiants industriels et les huiles pour l’agriculture ont le plus progressé.'],
    en: ['2025 sales exceed 230 million francs for the first time', 'Industry and agriculture drive growth', 'Sales rose by 4.5 per cent in 2025 to 231 million francs. Industrial lubricants and oils for agriculture grew the most.'],
  },
  'Hydrauliköl für tiefe Temperaturen': {
    fr: ['Huile hydraulique pour basses températures', 'HVLP 32 Arctic jusqu’à moins 40 degrés', 'Pour les dameuses et les engins de déneigement, nous proposons notre huile hydraulique HVLP 32 Arctic. Elle reste fluide jusqu’à moins 40 degrés.'],
    en: ['Hydraulic oil for low temperatures', 'HVLP 32 Arctic down to minus 40 degrees', 'For snow groomers and snow-clearing equipment we offer our HVLP 32 Arctic hydraulic oil. It stays fluid down to minus 40 degrees.'],
  },
  'Swiss-Moto 2026: Treffen Sie das Meisterteam': {
    fr: ['Swiss-Moto 2026: rencontrez l’équipe championne', 'Halle 5, stand 512', 'Du 19 au 22 février, le MX Team Jura est sur notre stand à la Swiss-Moto à Zurich. Les pilotes signent des autographes.'],
    en: ['Swiss-Moto 2026: meet the champions', 'Hall 5, stand 512', 'From 19 to 22 February MX Team Jura will be at our stand at Swiss-Moto in Zurich. The riders will be signing autographs.'],
  },
  'Thomas Ammann übernimmt als CEO': {
    fr: ['Thomas Ammann prend la direction', 'Changement à la tête de l’entreprise après douze ans', 'Depuis le 1er avril, Thomas Ammann dirige l’entreprise. Ruth Steiner a rejoint le conseil d’administration.'],
    en: ['Thomas Ammann takes over as CEO', 'A change at the top after twelve years', 'Thomas Ammann has led the company since 1 April. Ruth Steiner has moved to the board of directors.'],
  },
  'Nachhaltigkeitsbericht 2025 erschienen': {
    fr: ['Parution du rapport de durabilité 2025', 'Tous les petits emballages à moitié en plastique recyclé', 'Notre cinquième rapport de durabilité le montre: tous les petits emballages sont aujourd’hui composés pour moitié de plastique recyclé, et un quart de notre électricité provient du vent.'],
    en: ['2025 sustainability report published', 'All small packs half recycled plastic', 'Our fifth sustainability report shows that all small packs are now half recycled plastic and a quarter of our electricity comes from wind.'],
  },
  'Die Hälfte der Lieferungen auf der Schiene': {
    fr: ['La moitié des livraisons sur le rail', 'Objectif 2030 atteint en avance', 'Depuis l’été, la moitié de nos livraisons vers les entrepôts de Lausanne et de Lugano voyage en train, quatre ans plus tôt que prévu.'],
    en: ['Half of all deliveries by rail', '2030 target reached early', 'Since the summer, half of our deliveries to the warehouses in Lausanne and Lugano have travelled by rail, four years earlier than planned.'],
  },
  'MX Team Jura verteidigt den Titel': {
    fr: ['Le MX Team Jura défend son titre', 'Deuxième titre consécutif', 'Le MX Team Jura a défendu son titre en catégorie MX2 et devient champion de Suisse pour la deuxième fois.'],
    en: ['MX Team Jura defends the title', 'A second title in a row', 'MX Team Jura have defended their MX2 title and are Swiss champions for the second time.'],
  },
  'Agrama 2026: Neuer Stand, neue Produkte': {
    fr: ['Agrama 2026: nouveau stand, nouveaux produits', 'Halle 3.2, stand C14', 'Du 26 au 30 novembre, nous présentons à l’Agrama à Berne notre huile pour tracteurs UTTO Plus et l’huile de chaîne pour la forêt.'],
    en: ['Agrama 2026: a new stand, new products', 'Hall 3.2, stand C14', 'From 26 to 30 November we are showing our UTTO Plus tractor oil and our chain oil for forestry at Agrama in Bern.'],
  },
  // Written for the German market; an English version for the carmakers’ international customers only.
  'Neue Freigabe VW 508 00 / 509 00': {
    en: ['New VW 508 00 / 509 00 approval', 'Our 0W-20 for the latest engines', 'Our 0W-20 engine oil has received the VW 508 00 and 509 00 approvals. It is therefore suitable for many new petrol and diesel engines of the group.'],
  },
}

/** The paragraph every article of a category ends with, in each language of the news. */
export const CATEGORY_PARAGRAPHS: Readonly<Record<NewsCategory, Readonly<Record<NewsLanguage, string>>>> = {
  unternehmen: {
    de: 'Seit 1937 entwickeln und produzieren wir in Winterthur Schmierstoffe für Fahrzeuge, Maschinen und Anlagen. Rund 400 Mitarbeitende in der Schweiz, in Deutschland und in Österreich stehen hinter unseren Produkten.',
    fr: 'Depuis 1937, nous développons et produisons à Winterthour des lubrifiants pour véhicules, machines et installations. Quelque 400 collaboratrices et collaborateurs en Suisse, en Allemagne et en Autriche sont derrière nos produits.',
    en: 'Since 1937 we have developed and made lubricants for vehicles, machines and plants in Winterthur. Some 400 employees in Switzerland, Germany and Austria stand behind our products.',
  },
  produkte: {
    de: 'Alle Produkte finden Sie mit technischen Datenblättern und Sicherheitsdatenblättern im Webshop. Unsere Anwendungstechnik berät Sie gerne bei der Auswahl und bei der Umstellung.',
    fr: 'Vous trouverez tous les produits avec leurs fiches techniques et leurs fiches de données de sécurité dans la boutique en ligne. Notre service technique vous conseille volontiers pour le choix et le changement de produit.',
    en: 'You will find every product with its technical and safety data sheets in the web shop. Our application engineers will gladly help you choose and switch.',
  },
  rennsport: {
    de: 'Was auf der Rennstrecke besteht, kommt in unsere Motorradöle: Seit über dreissig Jahren fahren Teams im Motocross, in der Langstrecken-WM und bei Bergrennen mit unseren Schmierstoffen.',
    fr: 'Ce qui fait ses preuves sur la piste entre dans nos huiles moto: depuis plus de trente ans, des équipes de motocross, d’endurance et de courses de côte roulent avec nos lubrifiants.',
    en: 'What proves itself on the track goes into our motorcycle oils: for more than thirty years, teams in motocross, endurance racing and hill climbs have raced with our lubricants.',
  },
  nachhaltigkeit: {
    de: 'Wir senken den Verbrauch von Schmierstoffen und den Fussabdruck unserer Produktion Jahr für Jahr. Unser Nachhaltigkeitsbericht zeigt jedes Jahr, wo wir stehen.',
    fr: 'Nous réduisons d’année en année la consommation de lubrifiants et l’empreinte de notre production. Notre rapport de durabilité montre chaque année où nous en sommes.',
    en: 'Year by year we reduce the consumption of lubricants and the footprint of our production. Our sustainability report shows every year where we stand.',
  },
}

/** The press contact under every press release. */
export const PRESS_CONTACT: Readonly<Record<NewsLanguage, string>> = {
  de: 'Medienkontakt: Corinne Weber, Leiterin Kommunikation, Telefon +41 52 208 30 15, medien@example.ch',
  fr: 'Contact médias: Corinne Weber, responsable de la communication, téléphone +41 52 208 30 15, medien@example.ch',
  en: 'Media contact: Corinne Weber, Head of Communications, phone +41 52 208 30 15, medien@example.ch',
}

/** The text of the link to an article's page. */
export const READ_MORE: Readonly<Record<NewsLanguage, string>> = { de: 'Weiterlesen', fr: 'Lire la suite', en: 'Read more' }
