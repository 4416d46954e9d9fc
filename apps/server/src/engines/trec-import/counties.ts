// TREC's county codes (trec.md §1.3, `county.txt`): `000` is out of state, then `001`–`254` number the 254
// Texas counties alphabetically. The order is TREC's, not a plain sort: Ellis before El Paso, La Salle after
// Lampasas, the Mc- names before Madison. The 2019 snapshot of `county.txt` cuts multi-word names to their
// first word ("SAN" four times); the full names here follow the same order.

export const TREC_OUT_OF_STATE_CODE = '000';
const OUT_OF_STATE = 'Out of State';

// One line per initial, '|' between names: the position in this list is the code.
const TEXAS_COUNTIES = `
Anderson|Andrews|Angelina|Aransas|Archer|Armstrong|Atascosa|Austin
Bailey|Bandera|Bastrop|Baylor|Bee|Bell|Bexar|Blanco|Borden|Bosque|Bowie|Brazoria|Brazos|Brewster|Briscoe
Brooks|Brown|Burleson|Burnet
Caldwell|Calhoun|Callahan|Cameron|Camp|Carson|Cass|Castro|Chambers|Cherokee|Childress|Clay|Cochran|Coke
Coleman|Collin|Collingsworth|Colorado|Comal|Comanche|Concho|Cooke|Coryell|Cottle|Crane|Crockett|Crosby
Culberson
Dallam|Dallas|Dawson|Deaf Smith|Delta|Denton|DeWitt|Dickens|Dimmit|Donley|Duval
Eastland|Ector|Edwards|Ellis|El Paso|Erath
Falls|Fannin|Fayette|Fisher|Floyd|Foard|Fort Bend|Franklin|Freestone|Frio
Gaines|Galveston|Garza|Gillespie|Glasscock|Goliad|Gonzales|Gray|Grayson|Gregg|Grimes|Guadalupe
Hale|Hall|Hamilton|Hansford|Hardeman|Hardin|Harris|Harrison|Hartley|Haskell|Hays|Hemphill|Henderson|Hidalgo
Hill|Hockley|Hood|Hopkins|Houston|Howard|Hudspeth|Hunt|Hutchinson
Irion
Jack|Jackson|Jasper|Jeff Davis|Jefferson|Jim Hogg|Jim Wells|Johnson|Jones
Karnes|Kaufman|Kendall|Kenedy|Kent|Kerr|Kimble|King|Kinney|Kleberg|Knox
Lamar|Lamb|Lampasas|La Salle|Lavaca|Lee|Leon|Liberty|Limestone|Lipscomb|Live Oak|Llano|Loving|Lubbock|Lynn
McCulloch|McLennan|McMullen|Madison|Marion|Martin|Mason|Matagorda|Maverick|Medina|Menard|Midland|Milam|Mills
Mitchell|Montague|Montgomery|Moore|Morris|Motley
Nacogdoches|Navarro|Newton|Nolan|Nueces
Ochiltree|Oldham|Orange
Palo Pinto|Panola|Parker|Parmer|Pecos|Polk|Potter|Presidio
Rains|Randall|Reagan|Real|Red River|Reeves|Refugio|Roberts|Robertson|Rockwall|Runnels|Rusk
Sabine|San Augustine|San Jacinto|San Patricio|San Saba|Schleicher|Scurry|Shackelford|Shelby|Sherman|Smith
Somervell|Starr|Stephens|Sterling|Stonewall|Sutton|Swisher
Tarrant|Taylor|Terrell|Terry|Throckmorton|Titus|Tom Green|Travis|Trinity|Tyler
Upshur|Upton|Uvalde
Val Verde|Van Zandt|Victoria
Walker|Waller|Ward|Washington|Webb|Wharton|Wheeler|Wichita|Wilbarger|Willacy|Williamson|Wilson|Winkler|Wise
Wood
Yoakum|Young
Zapata|Zavala`
  .trim()
  .split(/[|\n]/);

/** Code → display name: `000` Out of State, then the 254 counties. */
export const trecCounties: ReadonlyMap<string, string> = new Map([
  [TREC_OUT_OF_STATE_CODE, OUT_OF_STATE],
  ...TEXAS_COUNTIES.map((name, i): [string, string] => [String(i + 1).padStart(3, '0'), name]),
]);

/** Letters only, upper case, without a trailing "County": "De Witt", "DEWITT" and "DeWitt County" meet. */
function nameKey(name: string): string {
  return name
    .toUpperCase()
    .replace(/\s+COUNTY\s*$/, '')
    .replace(/[^A-Z]/g, '');
}

// The snapshot spells Shackelford "SHACKLEFORD", so that spelling is read too.
const aliases: ReadonlyMap<string, string> = new Map([['SHACKLEFORD', 'SHACKELFORD']]);

const codeByKey = new Map([...trecCounties].map(([code, name]) => [nameKey(name), code]));

/** The display name of a county code ('57' or '057'), or null when it is not a TREC county code. */
export function trecCountyName(code: string): string | null {
  const digits = code.trim();
  if (!/^\d{1,3}$/.test(digits)) return null;
  return trecCounties.get(digits.padStart(3, '0')) ?? null;
}

/** The 3-digit code of a county name, any case, with or without "County"; null when unknown or blank. */
export function trecCountyCode(name: string): string | null {
  const key = nameKey(name);
  if (key === '') return null;
  return codeByKey.get(aliases.get(key) ?? key) ?? null;
}
