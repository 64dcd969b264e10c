/**
 * Cities a person may choose on /profile when their zone's principal city is far from them, so
 * the day's sunrise and the season's hemisphere are read nearer home (docs/decisions/0049-season-and-day.md).
 * Real cities of each zone, with their coordinates in degrees (north and east positive) rounded
 * to a hundredth, and their names in each language. A zone not listed here offers only its
 * principal city. The ids are saved on the account: never rename one.
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
  "America/Toronto": [city("ottawa", "Ottawa", "ओटावा", 45.42, -75.7), city("montreal", "Montreal", "मॉन्ट्रियल", 45.5, -73.57)],
};
