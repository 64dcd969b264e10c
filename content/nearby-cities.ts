/**
 * Cities a person may choose on /profile when their zone's principal city is far from them, so
 * the day's sunrise and the season's hemisphere are read nearer home (docs/decisions/0049-season-and-day.md).
 * Real cities of each zone, with their coordinates in degrees (north and east positive) rounded
 * to a hundredth, and their names in each language (Hindi's from content/hi/place-names.ts): for
 * the zones that span the widest lands among the app's readers (India's single zone first). A zone not listed here offers only its
 * principal city.
 * tests/unit/places/nearby-cities.test.ts holds each city near its zone. The ids are saved on the
 * account: never rename one.
 */
import { PLACE_NAMES } from "@/content/hi/place-names";

export type NearbyCity = { id: string; en: string; hi: string; latitude: number; longitude: number };

/** A city by its English name; its Hindi name is the one table's (content/hi/place-names.ts). */
const city = (id: string, en: string, latitude: number, longitude: number): NearbyCity => ({ id, en, hi: PLACE_NAMES[en] ?? en, latitude, longitude });

export const NEARBY_CITIES: Readonly<Record<string, readonly NearbyCity[]>> = {
  "Asia/Kolkata": [
    city("ahmedabad", "Ahmedabad", 23.02, 72.57),
    city("bengaluru", "Bengaluru", 12.97, 77.59),
    city("bhopal", "Bhopal", 23.26, 77.41),
    city("chandigarh", "Chandigarh", 30.73, 76.78),
    city("chennai", "Chennai", 13.08, 80.27),
    city("delhi", "Delhi", 28.61, 77.21),
    city("guwahati", "Guwahati", 26.14, 91.74),
    city("hyderabad", "Hyderabad", 17.39, 78.49),
    city("jaipur", "Jaipur", 26.91, 75.79),
    city("kochi", "Kochi", 9.93, 76.27),
    city("lucknow", "Lucknow", 26.85, 80.95),
    city("mumbai", "Mumbai", 19.08, 72.88),
    city("patna", "Patna", 25.59, 85.14),
    city("pune", "Pune", 18.52, 73.86),
    city("srinagar", "Srinagar", 34.08, 74.8),
    city("varanasi", "Varanasi", 25.32, 83.01),
  ],
  "Australia/Sydney": [
    city("canberra", "Canberra", -35.28, 149.13),
    city("newcastle-au", "Newcastle", -32.93, 151.78),
    city("wollongong", "Wollongong", -34.42, 150.89),
    city("dubbo", "Dubbo", -32.25, 148.6),
    city("coffs-harbour", "Coffs Harbour", -30.3, 153.11),
  ],
  "Europe/London": [
    city("edinburgh", "Edinburgh", 55.95, -3.19),
    city("manchester", "Manchester", 53.48, -2.24),
    city("birmingham", "Birmingham", 52.49, -1.89),
    city("cardiff", "Cardiff", 51.48, -3.18),
    city("belfast", "Belfast", 54.6, -5.93),
    city("leicester", "Leicester", 52.64, -1.13),
  ],
  "America/New_York": [
    city("boston", "Boston", 42.36, -71.06),
    city("philadelphia", "Philadelphia", 39.95, -75.17),
    city("washington", "Washington", 38.91, -77.04),
    city("atlanta", "Atlanta", 33.75, -84.39),
    city("miami", "Miami", 25.76, -80.19),
    city("detroit", "Detroit", 42.33, -83.05),
  ],
  "America/Chicago": [
    city("houston", "Houston", 29.76, -95.37),
    city("dallas", "Dallas", 32.78, -96.8),
    city("minneapolis", "Minneapolis", 44.98, -93.27),
    city("new-orleans", "New Orleans", 29.95, -90.07),
  ],
  "America/Los_Angeles": [
    city("san-francisco", "San Francisco", 37.77, -122.42),
    city("san-diego", "San Diego", 32.72, -117.16),
    city("seattle", "Seattle", 47.61, -122.33),
    city("portland", "Portland", 45.52, -122.68),
  ],
  "America/Denver": [
    city("salt-lake-city", "Salt Lake City", 40.76, -111.89),
    city("albuquerque", "Albuquerque", 35.08, -106.65),
    city("el-paso", "El Paso", 31.76, -106.49),
    city("billings", "Billings", 45.78, -108.5),
  ],
  "America/Mexico_City": [city("guadalajara", "Guadalajara", 20.67, -103.35), city("puebla", "Puebla", 19.04, -98.21), city("oaxaca", "Oaxaca", 17.07, -96.73)],
  "America/Sao_Paulo": [
    city("rio-de-janeiro", "Rio de Janeiro", -22.91, -43.17),
    city("brasilia", "Brasília", -15.79, -47.88),
    city("belo-horizonte", "Belo Horizonte", -19.92, -43.94),
    city("curitiba", "Curitiba", -25.43, -49.27),
    city("porto-alegre", "Porto Alegre", -30.03, -51.23),
  ],
  "Africa/Johannesburg": [
    city("cape-town", "Cape Town", -33.92, 18.42),
    city("durban", "Durban", -29.86, 31.02),
    city("pretoria", "Pretoria", -25.75, 28.19),
    city("bloemfontein", "Bloemfontein", -29.09, 26.16),
  ],
  "Europe/Moscow": [
    city("saint-petersburg", "Saint Petersburg", 59.94, 30.31),
    city("kazan", "Kazan", 55.79, 49.12),
    city("nizhny-novgorod", "Nizhny Novgorod", 56.33, 44.0),
    city("rostov-on-don", "Rostov-on-Don", 47.24, 39.71),
  ],
  "Asia/Karachi": [
    city("lahore", "Lahore", 31.55, 74.34),
    city("islamabad", "Islamabad", 33.68, 73.05),
    city("peshawar", "Peshawar", 34.01, 71.58),
    city("quetta", "Quetta", 30.18, 66.98),
    city("multan", "Multan", 30.16, 71.52),
  ],
  "Asia/Dhaka": [
    city("chattogram", "Chattogram", 22.36, 91.78),
    city("khulna", "Khulna", 22.85, 89.54),
    city("rajshahi", "Rajshahi", 24.37, 88.6),
    city("sylhet", "Sylhet", 24.89, 91.87),
  ],
  "Asia/Shanghai": [
    city("beijing", "Beijing", 39.9, 116.41),
    city("guangzhou", "Guangzhou", 23.13, 113.26),
    city("chengdu", "Chengdu", 30.57, 104.07),
    city("harbin", "Harbin", 45.8, 126.53),
    city("kunming", "Kunming", 25.04, 102.71),
  ],
  "Asia/Jakarta": [
    city("surabaya", "Surabaya", -7.25, 112.75),
    city("bandung", "Bandung", -6.92, 107.61),
    city("medan", "Medan", 3.59, 98.67),
    city("semarang", "Semarang", -6.97, 110.42),
  ],
  "Australia/Perth": [
    city("bunbury", "Bunbury", -33.33, 115.64),
    city("geraldton", "Geraldton", -28.77, 114.61),
    city("kalgoorlie", "Kalgoorlie", -30.75, 121.47),
  ],
  "America/Toronto": [city("ottawa", "Ottawa", 45.42, -75.7), city("montreal", "Montreal", 45.5, -73.57)],
};
