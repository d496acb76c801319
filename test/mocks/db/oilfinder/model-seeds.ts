/**
 * The oil finder's models, per make and category, as compact seeds: `name|from|to|class|series` (to empty: still
 * built). The class says which engines of the make's engine pool (engine-seeds.ts) a model takes: s small, m
 * compact, l mid-size, x large, p sports car, e electric; v van, w light van; h heavy, d medium truck; t tractor,
 * c combine; b excavator, k wheel loader, q dumper, r dozer or crane; o outboard, i inboard, n sterndrive. The
 * series fills `{s}` in an engine's name (BMW's `{s}20d` reads 320d in the 3 Series). Motorcycles carry their own
 * engine instead: `name|from|to|ccm|kW|cooling` (a air, w water), see vehicles.ts.
 */

export type ModelGroup = { make: string; category: string; pool: string; models: readonly string[] }

export const MODEL_GROUPS: readonly ModelGroup[] = [
  // ——— Passenger cars ———
  { make: 'alfa-romeo', category: 'pkw', pool: 'alfa', models: ['MiTo|2008|2018|s', 'Giulietta|2010|2020|m', 'Giulia|2016||l', 'Stelvio|2017||l', 'Tonale|2022||m'] },
  {
    make: 'audi',
    category: 'pkw',
    pool: 'vag',
    models: ['A1 (GB)|2018||s', 'A3 (8P)|2003|2012|m', 'A3 (8V)|2012|2020|m', 'A3 (8Y)|2020||m', 'A4 (B8)|2007|2015|l', 'A4 (B9)|2015||l', 'A6 (C7)|2011|2018|l', 'A6 (C8)|2018||x', 'Q3 (F3)|2018||m', 'Q5 (FY)|2016||l', 'Q7 (4M)|2015||x', 'TT (FV)|2014|2023|m', 'e-tron|2018|2023|e', 'Q4 e-tron|2021||e'],
  },
  {
    make: 'bmw',
    category: 'pkw',
    pool: 'bmw',
    models: ['1er (E87)|2004|2011|m|1', '1er (F20)|2011|2019|m|1', '1er (F40)|2019||m|1', '3er (E90)|2005|2012|l|3', '3er (F30)|2012|2019|l|3', '3er (G20)|2019||l|3', '5er (F10)|2010|2017|l|5', '5er (G30)|2017|2023|x|5', 'X1 (F48)|2015|2022|m|xDrive', 'X3 (G01)|2017||l|xDrive', 'X5 (G05)|2018||x|xDrive', 'i3|2013|2022|e', 'iX|2021||e', 'i4|2021||e'],
  },
  { make: 'citroen', category: 'pkw', pool: 'psa', models: ['C1 II|2014|2022|s', 'C3 III|2016||s', 'C4 II|2010|2018|m', 'C4 III|2020||m', 'C5 Aircross|2018||m', 'Berlingo III|2018||m', 'ë-C4|2020||e'] },
  { make: 'dacia', category: 'pkw', pool: 'renault', models: ['Sandero II|2012|2020|s', 'Sandero III|2020||s', 'Logan III|2020||s', 'Duster I|2010|2017|m', 'Duster II|2017||m', 'Jogger|2021||m', 'Spring|2021||e'] },
  { make: 'fiat', category: 'pkw', pool: 'fiat', models: ['500|2007||s', 'Panda III|2012||s', 'Punto Evo|2009|2018|s', 'Tipo|2015||m', '500X|2014||m', '500L|2012|2022|m', '500e|2020||e'] },
  {
    make: 'ford',
    category: 'pkw',
    pool: 'ford',
    models: ['Fiesta VI|2008|2017|s', 'Fiesta VII|2017|2023|s', 'Focus III|2011|2018|m', 'Focus IV|2018||m', 'Mondeo V|2014|2022|l', 'Kuga II|2013|2019|m', 'Kuga III|2019||m', 'Puma|2019||s', 'Ranger|2011|2022|x', 'Mustang Mach-E|2020||e'],
  },
  { make: 'honda', category: 'pkw', pool: 'honda', models: ['Civic IX|2011|2017|m', 'Civic X|2017|2021|m', 'Civic XI|2021||m', 'Jazz III|2015|2020|s', 'Jazz IV|2020||s', 'CR-V IV|2012|2018|l', 'CR-V V|2018|2023|l', 'HR-V III|2021||m', 'e|2020|2023|e'] },
  { make: 'hyundai', category: 'pkw', pool: 'hyundai', models: ['i10 III|2019||s', 'i20 III|2020||s', 'i30 II|2012|2017|m', 'i30 III|2017||m', 'Tucson III|2015|2020|m', 'Tucson IV|2020||m', 'Kona|2017||s', 'Santa Fe IV|2018||l', 'Ioniq 5|2021||e'] },
  { make: 'kia', category: 'pkw', pool: 'hyundai', models: ['Picanto III|2017||s', 'Rio IV|2017||s', "Cee'd II|2012|2018|m", 'Ceed III|2018||m', 'Sportage IV|2015|2021|m', 'Sportage V|2021||m', 'Niro|2016||m', 'Sorento IV|2020||l', 'EV6|2021||e'] },
  { make: 'mazda', category: 'pkw', pool: 'mazda', models: ['2 (DJ)|2014||s', '3 (BM)|2013|2019|m', '3 (BP)|2019||m', '6 (GJ)|2012||l', 'CX-3|2015|2022|m', 'CX-30|2019||m', 'CX-5 I|2012|2017|l', 'CX-5 II|2017||l', 'MX-5 (ND)|2015||m', 'MX-30|2020||e'] },
  {
    make: 'mercedes-benz',
    category: 'pkw',
    pool: 'mb',
    models: ['A-Klasse (W176)|2012|2018|m|A', 'A-Klasse (W177)|2018||m|A', 'B-Klasse (W247)|2018||m|B', 'C-Klasse (W204)|2007|2014|l|C', 'C-Klasse (W205)|2014|2021|l|C', 'C-Klasse (W206)|2021||l|C', 'E-Klasse (W212)|2009|2016|l|E-TEC ', 'E-Klasse (W213)|2016|2023|x|E-TEC ', 'GLA (H247)|2020||m|GLA', 'GLC (X253)|2015|2022|l|GLC', 'GLE (V167)|2019||x|GLE', 'EQA|2021||e|EQA', 'EQC|2019|2023|e|EQC'],
  },
  { make: 'opel', category: 'pkw', pool: 'opel', models: ['Corsa D|2006|2014|s', 'Corsa E|2014|2019|s', 'Corsa F|2019||s', 'Astra J|2009|2015|m', 'Astra K|2015|2021|m', 'Astra L|2021||m', 'Insignia B|2017|2022|l', 'Mokka B|2020||s', 'Grandland|2017||m', 'Zafira C|2011|2019|m', 'Corsa Electric|2019||e'] },
  { make: 'peugeot', category: 'pkw', pool: 'psa', models: ['208 I|2012|2019|s', '208 II|2019||s', '308 II|2013|2021|m', '308 III|2021||m', '2008 II|2019||s', '3008 II|2016||m', '5008 II|2017||l', '508 II|2018||l', 'e-208|2019||e'] },
  { make: 'porsche', category: 'pkw', pool: 'porsche', models: ['911 (991)|2011|2019|p', '911 (992)|2019||p', '718 Boxster|2016||p', '718 Cayman|2016||p', 'Cayenne (9YA)|2017||x', 'Macan (95B)|2014||l', 'Panamera (971)|2016||x', 'Taycan|2019||e'] },
  { make: 'renault', category: 'pkw', pool: 'renault', models: ['Clio IV|2012|2019|s', 'Clio V|2019||s', 'Mégane III|2008|2016|m', 'Mégane IV|2016||m', 'Captur I|2013|2019|s', 'Captur II|2019||s', 'Kadjar|2015|2022|m', 'Scénic IV|2016|2022|m', 'Austral|2022||m', 'Zoe|2012||e'] },
  { make: 'seat', category: 'pkw', pool: 'vag', models: ['Ibiza IV|2008|2017|s', 'Ibiza V|2017||s', 'Leon III|2012|2020|m', 'Leon IV|2020||m', 'Arona|2017||s', 'Ateca|2016||m', 'Tarraco|2018||l', 'Alhambra II|2010|2020|l'] },
  {
    make: 'skoda',
    category: 'pkw',
    pool: 'vag',
    models: ['Fabia II|2007|2014|s', 'Fabia III|2014|2021|s', 'Fabia IV|2021||s', 'Octavia II|2004|2013|m', 'Octavia III|2012|2020|m', 'Octavia IV|2019||m', 'Superb II|2008|2015|l', 'Superb III|2015||l', 'Kodiaq|2016||l', 'Karoq|2017||m', 'Kamiq|2019||s', 'Scala|2019||m', 'Enyaq iV|2020||e'],
  },
  { make: 'subaru', category: 'pkw', pool: 'subaru', models: ['Impreza V|2016||m', 'XV II|2017||m', 'Forester IV|2012|2018|l', 'Forester V|2018||l', 'Outback V|2014|2021|l', 'Outback VI|2021||l', 'Solterra|2022||e'] },
  { make: 'suzuki', category: 'pkw', pool: 'suzuki', models: ['Swift IV|2010|2017|s', 'Swift V|2017|2024|s', 'Ignis III|2016||s', 'Vitara IV|2015||m', 'SX4 S-Cross|2013|2021|m', 'S-Cross II|2021||m', 'Jimny IV|2018||m'] },
  { make: 'tesla', category: 'pkw', pool: 'tesla', models: ['Model S|2012||e', 'Model X|2015||e', 'Model 3|2017||e', 'Model Y|2020||e'] },
  {
    make: 'toyota',
    category: 'pkw',
    pool: 'toyota',
    models: ['Aygo II|2014|2022|s', 'Yaris III|2011|2020|s', 'Yaris IV|2020||s', 'Auris II|2012|2018|m', 'Corolla (E21)|2018||m', 'C-HR|2016||m', 'Prius IV|2015|2022|m', 'RAV4 IV|2012|2018|l', 'RAV4 V|2018||l', 'Land Cruiser (J150)|2009||x', 'bZ4X|2022||e'],
  },
  { make: 'volvo', category: 'pkw', pool: 'volvo', models: ['V40|2012|2019|m', 'XC40|2017||m', 'V60 I|2010|2018|l', 'V60 II|2018||l', 'XC60 I|2008|2017|l', 'XC60 II|2017||l', 'S90|2016||l', 'XC90 II|2014||x', 'C40 Recharge|2021||e', 'EX30|2023||e'] },
  {
    make: 'vw',
    category: 'pkw',
    pool: 'vag',
    models: ['up!|2011|2023|s', 'Polo V|2009|2017|s', 'Polo VI|2017||s', 'Golf V|2003|2008|m', 'Golf VI|2008|2012|m', 'Golf VII|2012|2020|m', 'Golf VIII|2019||m', 'T-Roc|2017||m', 'Touran II|2015||m', 'Passat B6|2005|2010|l', 'Passat B7|2010|2014|l', 'Passat B8|2014||l', 'Tiguan I|2007|2016|m', 'Tiguan II|2016||l', 'Touareg III|2018||x', 'ID.3|2019||e', 'ID.4|2020||e'],
  },
  // ——— Vans of the car makers and truck makers ———
  { make: 'vw', category: 'nfz', pool: 'van-vw', models: ['Transporter T5|2003|2015|w', 'Transporter T6|2015||w', 'Caddy V|2020||w', 'Crafter II|2016||v', 'ID. Buzz Cargo|2022||e'] },
  { make: 'ford', category: 'nfz', pool: 'van-ford', models: ['Transit Custom|2012||w', 'Transit VIII|2013||v', 'Transit Connect|2013|2022|w'] },
  { make: 'mercedes-benz', category: 'nfz', pool: 'mb-truck', models: ['Vito (W447)|2014||w', 'Sprinter (906)|2006|2018|v', 'Sprinter (907)|2018||v', 'Atego|1998||d|Atego', 'Actros MP4|2011|2018|h|Actros', 'Actros MP5|2018||h|Actros', 'Arocs|2013||h|Arocs'] },
  { make: 'fiat', category: 'nfz', pool: 'van-fiat', models: ['Ducato III|2006||v', 'Doblò Cargo|2010|2022|w'] },
  { make: 'renault', category: 'nfz', pool: 'van-renault', models: ['Master III|2010||v', 'Trafic III|2014||w', 'Kangoo Rapid|2008|2021|w'] },
  { make: 'iveco', category: 'nfz', pool: 'iveco', models: ['Daily VI|2014||v', 'Eurocargo|1991||d|Eurocargo', 'Stralis|2002|2019|h|Stralis', 'S-Way|2019||h|S-Way', 'Trakker|2004||h|Trakker'] },
  { make: 'man', category: 'nfz', pool: 'man', models: ['TGE|2017||v', 'TGL|2005||d|TGL 12', 'TGM|2005||d|TGM 18', 'TGS|2007||h|TGS 26', 'TGX|2007||h|TGX 18'] },
  { make: 'daf', category: 'nfz', pool: 'daf', models: ['LF|2013||d|LF', 'CF|2017||h|CF', 'XF|2017||h|XF', 'XG|2021||h|XG'] },
  { make: 'scania', category: 'nfz', pool: 'scania', models: ['P-Serie|2016||d|P', 'G-Serie|2016||h|G', 'R-Serie|2016||h|R', 'S-Serie|2016||h|S'] },
  { make: 'volvo-trucks', category: 'nfz', pool: 'volvo-trucks', models: ['FL|2006||d|FL', 'FE|2006||d|FE', 'FM|2013||h|FM', 'FMX|2013||h|FMX', 'FH|2012||h|FH'] },
  { make: 'renault-trucks', category: 'nfz', pool: 'renault-trucks', models: ['D|2013||d|D', 'D Wide|2013||d|D Wide', 'C|2013||h|C', 'T|2013||h|T', 'K|2013||h|K'] },
  // ——— Agriculture ———
  { make: 'case-ih', category: 'landwirtschaft', pool: 'fpt', models: ['Farmall C|2016||1|Farmall ', 'Maxxum|2010||2|Maxxum ', 'Puma|2007||2|Puma ', 'Optum|2015||3|Optum ', 'Magnum|2014||4|Magnum ', 'Axial-Flow 250|2019||c|Axial-Flow '] },
  { make: 'claas', category: 'landwirtschaft', pool: 'claas', models: ['Arion 400|2015||1|Arion ', 'Arion 600|2017||2|Arion ', 'Axion 800|2016||3|Axion ', 'Axion 900|2014||4|Axion ', 'Xerion|2014||4|Xerion ', 'Lexion 8000|2019||c|Lexion ', 'Jaguar 900|2017||f|Jaguar '] },
  { make: 'deutz-fahr', category: 'landwirtschaft', pool: 'deutz', models: ['5 Serie|2013||1|5', '6 Serie|2012||2|6', '7 Serie TTV|2013||3|7', '8280 TTV|2017||3|8', 'C9300|2016||c|C9'] },
  { make: 'fendt', category: 'landwirtschaft', pool: 'fendt', models: ['200 Vario|2014||1|2', '300 Vario|2017||1|3', '500 Vario|2015||2|5', '700 Vario Gen6|2019||3|7', '900 Vario|2015||4|9', 'Ideal|2018||c|Ideal '] },
  { make: 'john-deere', category: 'landwirtschaft', pool: 'deere', models: ['5M|2015||1|5M ', '6M|2016||2|6M ', '6R|2021||2|6R ', '7R|2020||3|7R ', '8R|2020||4|8R ', 'S700|2018||c|S7'] },
  { make: 'kubota', category: 'landwirtschaft', pool: 'kubota', models: ['L1 Serie|2017||0|L1-', 'M5001|2017||1|M5-', 'M6002|2018||1|M6-', 'M7003|2019||2|M7-'] },
  { make: 'massey-ferguson', category: 'landwirtschaft', pool: 'agco-mf', models: ['MF 4700 M|2019||1|MF 47', 'MF 5S|2018||1|MF 5S.', 'MF 6S|2018||2|MF 6S.', 'MF 7S|2019||2|MF 7S.', 'MF 8S|2020||3|MF 8S.'] },
  { make: 'new-holland', category: 'landwirtschaft', pool: 'fpt', models: ['T4|2012||1|T4.', 'T5|2013||1|T5.', 'T6|2012||2|T6.', 'T7|2011||3|T7.', 'T8|2011||4|T8.', 'CR|2015||c|CR '] },
  { make: 'steyr', category: 'landwirtschaft', pool: 'fpt', models: ['Kompakt|2013||1|Kompakt 40', 'Expert CVT|2014||1|Expert 4', 'Profi|2009||2|Profi 6', 'Terrus CVT|2016||3|Terrus 6'] },
  { make: 'valtra', category: 'landwirtschaft', pool: 'valtra', models: ['A-Serie|2014||1|A', 'G-Serie|2019||1|G', 'N-Serie|2014||2|N', 'T-Serie|2014||3|T', 'Q-Serie|2023||3|Q'] },
  // ——— Construction ———
  { make: 'caterpillar', category: 'bau', pool: 'cat', models: ['308 CR|2017||b', '320 GC|2018||b', '336|2017||b', '950 GC|2016||k', '966 GC|2018||k', 'D6|2019||r', '745|2016||q'] },
  { make: 'hitachi', category: 'bau', pool: 'isuzu', models: ['ZX135US-7|2021||b', 'ZX210LC-7|2021||b', 'ZX350LC-7|2021||b', 'ZW220-7|2021||k'] },
  { make: 'jcb', category: 'bau', pool: 'jcb', models: ['3CX|2015||k', '4CX|2015||k', '540-140 Loadall|2016||k', 'JS220X|2017||b', '8026 CTS|2015||b'] },
  { make: 'komatsu', category: 'bau', pool: 'komatsu', models: ['PC138US-11|2018||b', 'PC210LC-11|2018||b', 'PC360LCi-11|2018||b', 'WA380-8|2016||k', 'WA470-8|2016||k', 'D61PXi-24|2019||r'] },
  { make: 'kubota', category: 'bau', pool: 'kubota-bau', models: ['KX019-4|2014||b', 'U27-4|2015||b', 'KX080-4|2016||b', 'R090|2019||k'] },
  { make: 'liebherr', category: 'bau', pool: 'liebherr', models: ['A 920|2016||b', 'R 926|2018||b', 'R 945|2019||b', 'L 550 XPower|2015||k', 'L 566 XPower|2015||k', 'PR 736|2016||r', 'LTM 1090-4.2|2014||r'] },
  { make: 'takeuchi', category: 'bau', pool: 'kubota-bau', models: ['TB216|2014||b', 'TB260|2014||b', 'TB290|2016||b', 'TL12V2|2017||k'] },
  { make: 'volvo-ce', category: 'bau', pool: 'volvo-ce', models: ['ECR88D|2016||b', 'EC220E|2016||b', 'EC380E|2016||b', 'L90H|2016||k', 'L120H|2016||k', 'A30G|2016||q'] },
  { make: 'wacker-neuson', category: 'bau', pool: 'kubota-bau', models: ['EZ17|2015||b', 'EZ26|2018||b', 'ET65|2014||b', 'WL52|2014||k', 'DW60|2016||q'] },
  // ——— Marine ———
  { make: 'evinrude', category: 'marine', pool: 'evinrude', models: ['E-TEC|2003|2020|2|E-TEC ', 'E-TEC G2|2014|2020|3|E-TEC G2 '] },
  { make: 'honda', category: 'marine', pool: 'honda-marine', models: ['BF Tragbar|2000||1|BF', 'BF Mittel|2000||2|BF', 'BF V6|2000||3|BF'] },
  { make: 'mercury', category: 'marine', pool: 'mercury', models: ['FourStroke|2000||2|FourStroke ', 'Pro XS|2005||3|Pro XS ', 'SeaPro|2010||3|SeaPro ', 'Verado|2005||3|Verado ', 'MerCruiser|1990||n|MerCruiser '] },
  { make: 'suzuki', category: 'marine', pool: 'suzuki-marine', models: ['DF Tragbar|1997||1|DF', 'DF Mittel|1997||2|DF', 'DF V6|2003||3|DF'] },
  { make: 'tohatsu', category: 'marine', pool: 'tohatsu', models: ['MFS Tragbar|2000||1|MFS', 'MFS Mittel|2000||2|MFS'] },
  { make: 'volvo-penta', category: 'marine', pool: 'volvo-penta', models: ['D1|2007||a|D1-', 'D2|2007||b|D2-', 'D4|2005||c|D4-', 'D6|2005||d|D6-', 'V6 Benzin|2016||e|V6-', 'V8 Benzin|2016||f|V8-'] },
  { make: 'yamaha', category: 'marine', pool: 'yamaha-marine', models: ['F Tragbar|2000||1|F', 'F Mittel|2000||2|F', 'F V6|2000||3|F', 'XTO Offshore|2018||x|XF'] },
  { make: 'yanmar', category: 'marine', pool: 'yanmar', models: ['3YM|2005||1|3YM', '4JH|2000||2|4JH', '6LY|1998||3|6LY'] },
]

/** Motorcycles: `name|from|to|ccm|kW|cooling`, the types are the model's versions (vehicles.ts). */
export const MOTORCYCLE_GROUPS: readonly { make: string; models: readonly string[] }[] = [
  { make: 'aprilia', models: ['RS 660|2020||659|74|w', 'Tuono V4|2011||1077|129|w', 'RSV4|2009||1099|158|w', 'Tuareg 660|2022||659|59|w', 'SR GT 125|2022||125|11|w'] },
  { make: 'bmw', models: ['R 1200 GS|2013|2018|1170|92|w', 'R 1250 GS|2019||1254|100|w', 'R 1300 GS|2023||1300|107|w', 'S 1000 RR|2019||999|154|w', 'F 900 R|2020||895|77|w', 'R nineT|2014||1170|81|a', 'K 1600 GT|2011||1649|118|w', 'G 310 R|2016||313|25|w', 'C 400 X|2018||350|25|w'] },
  { make: 'ducati', models: ['Monster 937|2021||937|82|w', 'Panigale V4|2018||1103|158|w', 'Multistrada V4|2021||1158|125|w', 'Scrambler 800|2015||803|54|a', 'Diavel V4|2023||1158|123|w', 'SuperSport 950|2021||937|81|w'] },
  { make: 'harley-davidson', models: ['Sportster S|2021||1252|90|w', 'Fat Boy 114|2018||1868|69|a', 'Street Glide|2006||1868|68|a', 'Road King|1994||1746|63|a', 'Pan America 1250|2021||1252|112|w'] },
  { make: 'honda', models: ['CB 500 F|2013||471|35|w', 'CB 650 R|2019||649|70|w', 'CBR 1000 RR-R Fireblade|2020||1000|160|w', 'CRF 1100 L Africa Twin|2020||1084|75|w', 'Gold Wing|2018||1833|93|w', 'NC 750 X|2014||745|43|w', 'PCX 125|2010||125|9|w', 'Forza 350|2021||330|21|w'] },
  { make: 'kawasaki', models: ['Z650|2017||649|50|w', 'Z900|2017||948|92|w', 'Ninja 650|2017||649|50|w', 'Ninja ZX-10R|2011||998|149|w', 'Versys 1000|2012||1043|88|w', 'Vulcan S|2015||649|45|w'] },
  { make: 'ktm', models: ['125 Duke|2011||124|11|w', '390 Duke|2013||373|32|w', '790 Duke|2018||799|77|w', '1290 Super Duke R|2014||1301|132|w', '890 Adventure|2021||889|77|w', '1290 Super Adventure S|2015||1301|118|w', '690 Enduro R|2008||693|55|w'] },
  { make: 'moto-guzzi', models: ['V7 Stone|2012||853|48|a', 'V85 TT|2019||853|56|a', 'V100 Mandello|2022||1042|85|w'] },
  { make: 'suzuki', models: ['SV650|1999||645|56|w', 'V-Strom 650|2004||645|52|w', 'V-Strom 1050|2020||1037|79|w', 'GSX-S1000|2015||999|112|w', 'Hayabusa|1999||1340|140|w', 'Burgman 400|2006||400|23|w'] },
  { make: 'triumph', models: ['Trident 660|2021||660|60|w', 'Street Triple 765|2017||765|90|w', 'Speed Triple 1200 RS|2021||1160|132|w', 'Tiger 900|2020||888|70|w', 'Bonneville T120|2016||1200|59|w'] },
  { make: 'yamaha', models: ['MT-07|2014||689|54|w', 'MT-09|2013||890|87|w', 'Tracer 9|2021||890|87|w', 'YZF-R1|2015||998|147|w', 'Ténéré 700|2019||689|54|w', 'XMAX 300|2017||292|20|w', 'TMAX 560|2020||562|35|w', 'NMAX 125|2015||125|9|w'] },
]
