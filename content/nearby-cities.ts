/**
 * Cities a person may choose on /profile when their zone's principal city is far from them, so
 * the day's sunrise and the season's hemisphere are read nearer home (docs/decisions/0049-season-and-day.md).
 * Real cities of each zone, with their coordinates in degrees (north and east positive) rounded
 * to a hundredth, and their names in each language: for the zones that span the widest lands
 * among the app's readers (India's single zone first). A zone not listed here offers only its
 * principal city.
 * tests/unit/places/nearby-cities.test.ts holds each city near its zone. The ids are saved on the
 * account: never rename one.
 */
export type NearbyCity = { id: string; en: string; hi: string; latitude: number; longitude: number };

const city = (id: string, en: string, hi: string, latitude: number, longitude: number): NearbyCity => ({ id, en, hi, latitude, longitude });

export const NEARBY_CITIES: Readonly<Record<string, readonly NearbyCity[]>> = {
  "Asia/Kolkata": [
    city("ahmedabad", "Ahmedabad", "अहमदाबाद", 23.02, 72.57),
    city("bengaluru", "Bengaluru", "बेंगलुरु", 12.97, 77.59),
    city("bhopal", "Bhopal", "भोपाल", 23.26, 77.41),
    city("chandigarh", "Chandigarh", "चंडीगढ़", 30.73, 76.78),
    city("chennai", "Chennai", "चेन्नई", 13.08, 80.27),
    city("delhi", "Delhi", "दिल्ली", 28.61, 77.21),
    city("guwahati", "Guwahati", "गुवाहाटी", 26.14, 91.74),
    city("hyderabad", "Hyderabad", "हैदराबाद", 17.39, 78.49),
    city("jaipur", "Jaipur", "जयपुर", 26.91, 75.79),
    city("kochi", "Kochi", "कोच्चि", 9.93, 76.27),
    city("lucknow", "Lucknow", "लखनऊ", 26.85, 80.95),
    city("mumbai", "Mumbai", "मुंबई", 19.08, 72.88),
    city("patna", "Patna", "पटना", 25.59, 85.14),
    city("pune", "Pune", "पुणे", 18.52, 73.86),
    city("srinagar", "Srinagar", "श्रीनगर", 34.08, 74.8),
    city("varanasi", "Varanasi", "वाराणसी", 25.32, 83.01),
  ],
  "Australia/Sydney": [
    city("canberra", "Canberra", "कैनबरा", -35.28, 149.13),
    city("newcastle-au", "Newcastle", "न्यूकैसल", -32.93, 151.78),
    city("wollongong", "Wollongong", "वोलोंगोंग", -34.42, 150.89),
    city("dubbo", "Dubbo", "डबो", -32.25, 148.6),
    city("coffs-harbour", "Coffs Harbour", "कॉफ़्स हार्बर", -30.3, 153.11),
  ],
  "Europe/London": [
    city("edinburgh", "Edinburgh", "एडिनबर्ग", 55.95, -3.19),
    city("manchester", "Manchester", "मैनचेस्टर", 53.48, -2.24),
    city("birmingham", "Birmingham", "बर्मिंघम", 52.49, -1.89),
    city("cardiff", "Cardiff", "कार्डिफ़", 51.48, -3.18),
    city("belfast", "Belfast", "बेलफ़ास्ट", 54.6, -5.93),
    city("leicester", "Leicester", "लेस्टर", 52.64, -1.13),
  ],
  "America/New_York": [
    city("boston", "Boston", "बोस्टन", 42.36, -71.06),
    city("philadelphia", "Philadelphia", "फ़िलाडेल्फ़िया", 39.95, -75.17),
    city("washington", "Washington", "वॉशिंगटन", 38.91, -77.04),
    city("atlanta", "Atlanta", "अटलांटा", 33.75, -84.39),
    city("miami", "Miami", "मियामी", 25.76, -80.19),
    city("detroit", "Detroit", "डेट्रॉइट", 42.33, -83.05),
  ],
  "America/Chicago": [
    city("houston", "Houston", "ह्यूस्टन", 29.76, -95.37),
    city("dallas", "Dallas", "डैलस", 32.78, -96.8),
    city("minneapolis", "Minneapolis", "मिनियापोलिस", 44.98, -93.27),
    city("new-orleans", "New Orleans", "न्यू ऑरलियन्स", 29.95, -90.07),
  ],
  "America/Los_Angeles": [
    city("san-francisco", "San Francisco", "सैन फ़्रांसिस्को", 37.77, -122.42),
    city("san-diego", "San Diego", "सैन डिएगो", 32.72, -117.16),
    city("seattle", "Seattle", "सिएटल", 47.61, -122.33),
    city("portland", "Portland", "पोर्टलैंड", 45.52, -122.68),
  ],
  "America/Denver": [
    city("salt-lake-city", "Salt Lake City", "सॉल्ट लेक सिटी", 40.76, -111.89),
    city("albuquerque", "Albuquerque", "अल्बुकर्की", 35.08, -106.65),
    city("el-paso", "El Paso", "एल पासो", 31.76, -106.49),
    city("billings", "Billings", "बिलिंग्स", 45.78, -108.5),
  ],
  "America/Mexico_City": [
    city("guadalajara", "Guadalajara", "ग्वादालाहारा", 20.67, -103.35),
    city("puebla", "Puebla", "पुएब्ला", 19.04, -98.21),
    city("oaxaca", "Oaxaca", "ओआख़ाका", 17.07, -96.73),
  ],
  "America/Sao_Paulo": [
    city("rio-de-janeiro", "Rio de Janeiro", "रियो दि जनेरो", -22.91, -43.17),
    city("brasilia", "Brasília", "ब्रासीलिया", -15.79, -47.88),
    city("belo-horizonte", "Belo Horizonte", "बेलो होरिज़ोंटी", -19.92, -43.94),
    city("curitiba", "Curitiba", "कुरितिबा", -25.43, -49.27),
    city("porto-alegre", "Porto Alegre", "पोर्टो अलेग्री", -30.03, -51.23),
  ],
  "Africa/Johannesburg": [
    city("cape-town", "Cape Town", "केप टाउन", -33.92, 18.42),
    city("durban", "Durban", "डरबन", -29.86, 31.02),
    city("pretoria", "Pretoria", "प्रिटोरिया", -25.75, 28.19),
    city("bloemfontein", "Bloemfontein", "ब्लूमफ़ोंटेन", -29.09, 26.16),
  ],
  "Europe/Moscow": [
    city("saint-petersburg", "Saint Petersburg", "सेंट पीटर्सबर्ग", 59.94, 30.31),
    city("kazan", "Kazan", "कज़ान", 55.79, 49.12),
    city("nizhny-novgorod", "Nizhny Novgorod", "निज़्नी नोवगोरोद", 56.33, 44.0),
    city("rostov-on-don", "Rostov-on-Don", "रोस्तोव-ऑन-डॉन", 47.24, 39.71),
  ],
  "Asia/Karachi": [
    city("lahore", "Lahore", "लाहौर", 31.55, 74.34),
    city("islamabad", "Islamabad", "इस्लामाबाद", 33.68, 73.05),
    city("peshawar", "Peshawar", "पेशावर", 34.01, 71.58),
    city("quetta", "Quetta", "क्वेटा", 30.18, 66.98),
    city("multan", "Multan", "मुल्तान", 30.16, 71.52),
  ],
  "Asia/Dhaka": [
    city("chattogram", "Chattogram", "चटगाँव", 22.36, 91.78),
    city("khulna", "Khulna", "खुलना", 22.85, 89.54),
    city("rajshahi", "Rajshahi", "राजशाही", 24.37, 88.6),
    city("sylhet", "Sylhet", "सिलहट", 24.89, 91.87),
  ],
  "Asia/Shanghai": [
    city("beijing", "Beijing", "बीजिंग", 39.9, 116.41),
    city("guangzhou", "Guangzhou", "ग्वांगझोउ", 23.13, 113.26),
    city("chengdu", "Chengdu", "चेंगदू", 30.57, 104.07),
    city("harbin", "Harbin", "हार्बिन", 45.8, 126.53),
    city("kunming", "Kunming", "कुनमिंग", 25.04, 102.71),
  ],
  "Asia/Jakarta": [
    city("surabaya", "Surabaya", "सुराबाया", -7.25, 112.75),
    city("bandung", "Bandung", "बांडुंग", -6.92, 107.61),
    city("medan", "Medan", "मेदान", 3.59, 98.67),
    city("semarang", "Semarang", "सेमारांग", -6.97, 110.42),
  ],
  "Australia/Perth": [
    city("bunbury", "Bunbury", "बनबरी", -33.33, 115.64),
    city("geraldton", "Geraldton", "जेराल्डटन", -28.77, 114.61),
    city("kalgoorlie", "Kalgoorlie", "कैलगुर्ली", -30.75, 121.47),
  ],
  "America/Toronto": [city("ottawa", "Ottawa", "ओटावा", 45.42, -75.7), city("montreal", "Montreal", "मॉन्ट्रियल", 45.5, -73.57)],
};
