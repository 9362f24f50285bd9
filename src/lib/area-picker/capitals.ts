// Each governorate's capital with the area it is in (api/db/areas/egypt.txt) and its centre's
// coordinates, for "use my location": the shopper's position suggests the nearest capital's area
// (areas themselves carry no coordinates, ADR 0024). Coordinates: the city centres as Wikipedia's
// and GeoNames' entries for each city give them (public knowledge), rounded to 0.01° (about 1 km),
// enough to tell governorates apart. Loaded only with the area dialog.

/** [area id, latitude, longitude]; the governorate is the area's id divided by 1000. */
export const CAPITALS: readonly (readonly [number, number, number])[] = [
  [1001, 30.04, 31.24], // Cairo: Downtown
  [2010, 30.01, 31.21], // Giza: Giza Square
  [3016, 31.2, 29.9], // Alexandria: Mansheya
  [4001, 31.04, 31.38], // Dakahlia: Mansoura
  [5001, 27.26, 33.81], // Red Sea: Hurghada
  [6001, 31.03, 30.47], // Beheira: Damanhour
  [7001, 29.31, 30.84], // Faiyum
  [8001, 30.79, 31.0], // Gharbia: Tanta
  [9001, 30.6, 32.27], // Ismailia
  [10001, 30.55, 31.01], // Monufia: Shibin El Kom
  [11001, 28.09, 30.76], // Minya
  [12001, 30.47, 31.18], // Qalyubia: Banha
  [13001, 25.44, 30.55], // New Valley: El Kharga
  [14001, 29.97, 32.55], // Suez
  [15001, 24.09, 32.9], // Aswan
  [16001, 27.18, 31.18], // Asyut
  [17001, 29.07, 31.1], // Beni Suef
  [18001, 31.26, 32.3], // Port Said: El Sharq
  [19001, 31.42, 31.81], // Damietta
  [20001, 30.59, 31.5], // Sharqia: Zagazig
  [21001, 28.24, 33.62], // South Sinai: El Tor
  [22001, 31.11, 30.94], // Kafr El Sheikh
  [23001, 31.35, 27.24], // Matrouh: Marsa Matrouh
  [24001, 25.69, 32.64], // Luxor
  [25001, 26.16, 32.72], // Qena
  [26001, 31.13, 33.8], // North Sinai: El Arish
  [27001, 26.56, 31.69], // Sohag
];

/** The area of the capital nearest to a position (distance on the sphere, by the equirectangular approximation). */
export function nearestCapital(latitude: number, longitude: number): number {
  const rad = Math.PI / 180;
  let best = CAPITALS[0][0];
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const [area, lat, lon] of CAPITALS) {
    const x = (lon - longitude) * Math.cos(((lat + latitude) / 2) * rad);
    const distance = x * x + (lat - latitude) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [area, distance];
  }
  return best;
}
