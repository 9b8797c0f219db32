/**
 * The made-up people, firms and places the sample leads are drawn from: Hindi names in Latin
 * letters (with their Devanagari spelling, which some buyers type), the kind of firm a wholesaler
 * of pulses sells to, and towns with their PIN codes and STD codes by GST state code. Every person
 * and firm here is invented; e-mail addresses end in `.example`, so none can reach anyone.
 */

/** A given name and its Devanagari spelling. */
export const FIRST_NAMES: readonly (readonly [string, string])[] = [
  ['Rajesh', 'राजेश'],
  ['Sunita', 'सुनीता'],
  ['Amit', 'अमित'],
  ['Priya', 'प्रिया'],
  ['Vikram', 'विक्रम'],
  ['Pooja', 'पूजा'],
  ['Suresh', 'सुरेश'],
  ['Anita', 'अनीता'],
  ['Manoj', 'मनोज'],
  ['Kavita', 'कविता'],
  ['Ramesh', 'रमेश'],
  ['Neha', 'नेहा'],
  ['Deepak', 'दीपक'],
  ['Meena', 'मीना'],
  ['Sanjay', 'संजय'],
  ['Rekha', 'रेखा'],
  ['Arun', 'अरुण'],
  ['Geeta', 'गीता'],
  ['Mahesh', 'महेश'],
  ['Savita', 'सविता'],
  ['Ravi', 'रवि'],
  ['Lakshmi', 'लक्ष्मी'],
  ['Anil', 'अनिल'],
  ['Usha', 'उषा'],
  ['Dinesh', 'दिनेश'],
  ['Seema', 'सीमा'],
  ['Mukesh', 'मुकेश'],
  ['Poonam', 'पूनम'],
  ['Rakesh', 'राकेश'],
  ['Sarita', 'सरिता'],
  ['Vinod', 'विनोद'],
  ['Nisha', 'निशा'],
  ['Ashok', 'अशोक'],
  ['Kiran', 'किरण'],
  ['Gopal', 'गोपाल'],
  ['Shanti', 'शांति'],
  ['Naresh', 'नरेश'],
  ['Radha', 'राधा'],
  ['Harish', 'हरीश'],
  ['Jyoti', 'ज्योति'],
  ['Pankaj', 'पंकज'],
  ['Anjali', 'अंजलि'],
  ['Rohit', 'रोहित'],
  ['Shweta', 'श्वेता'],
  ['Sunil', 'सुनील'],
  ['Mamta', 'ममता'],
  ['Prakash', 'प्रकाश'],
  ['Sushila', 'सुशीला'],
  ['Girish', 'गिरीश'],
  ['Pushpa', 'पुष्पा'],
  ['Kamal', 'कमल'],
  ['Hemant', 'हेमंत'],
  ['Nitin', 'नितिन'],
  ['Alok', 'आलोक'],
  ['Shyam', 'श्याम'],
  ['Bharat', 'भरत'],
  ['Om Prakash', 'ओम प्रकाश'],
  ['Ram Niwas', 'राम निवास'],
]

/** A family name and its Devanagari spelling. */
export const SURNAMES: readonly (readonly [string, string])[] = [
  ['Agarwal', 'अग्रवाल'],
  ['Sharma', 'शर्मा'],
  ['Gupta', 'गुप्ता'],
  ['Jain', 'जैन'],
  ['Maheshwari', 'माहेश्वरी'],
  ['Khandelwal', 'खंडेलवाल'],
  ['Verma', 'वर्मा'],
  ['Yadav', 'यादव'],
  ['Meena', 'मीणा'],
  ['Choudhary', 'चौधरी'],
  ['Saini', 'सैनी'],
  ['Singh', 'सिंह'],
  ['Kumawat', 'कुमावत'],
  ['Mittal', 'मित्तल'],
  ['Goyal', 'गोयल'],
  ['Bansal', 'बंसल'],
  ['Rathore', 'राठौड़'],
  ['Shekhawat', 'शेखावत'],
  ['Mehta', 'मेहता'],
  ['Tiwari', 'तिवारी'],
  ['Mishra', 'मिश्रा'],
  ['Pandey', 'पांडे'],
  ['Soni', 'सोनी'],
  ['Garg', 'गर्ग'],
  ['Singhal', 'सिंघल'],
  ['Kasliwal', 'कासलीवाल'],
  ['Bhatia', 'भाटिया'],
  ['Saxena', 'सक्सेना'],
  ['Joshi', 'जोशी'],
  ['Chaturvedi', 'चतुर्वेदी'],
  ['Dixit', 'दीक्षित'],
  ['Vijayvargiya', 'विजयवर्गीय'],
  ['Modi', 'मोदी'],
  ['Poddar', 'पोद्दार'],
  ['Kothari', 'कोठारी'],
  ['Dhoot', 'धूत'],
]

/** Firms named after their owner's family: "Agarwal Traders". */
export const FAMILY_FIRMS: readonly string[] = [
  '{s} Traders',
  '{s} & Sons',
  '{s} Brothers',
  '{s} Provision Store',
  '{s} General Store',
  '{s} Kirana Store',
  '{s} Trading Company',
  '{s} Dal Mill',
  '{s} Enterprises',
  '{s} Grain Merchants',
]

/** Firms named after a deity or a place, in Latin letters and a few in Devanagari. */
export const OTHER_FIRMS: readonly string[] = [
  'Shree Balaji Kirana',
  'Shree Ganesh Provision Store',
  'Jai Mata Di General Store',
  'Maa Durga Traders',
  'Shri Shyam Kirana Bhandar',
  'Radhe Krishna Stores',
  'Om Sai Ram Traders',
  'Jai Ambe Grain Store',
  'Shree Karni Traders',
  'Laxmi Narayan Kirana',
  'Hanuman Dal Bhandar',
  'New Bharat Super Mart',
  'Annapurna Wholesale',
  'Kisan Agro Traders',
  'Mahalaxmi Food Products',
  'श्री बालाजी किराना',
  'जय अंबे ट्रेडर्स',
  'श्याम किराना भंडार',
]

/** A town the buyer's goods go to: its PIN code's first five digits and its STD code. */
export interface Town {
  name: string
  pin: string
  std: string
}

/** Towns by GST state code, and how many buyers come from each state (weights). */
export const STATES: Readonly<Record<string, { weight: number; towns: readonly Town[] }>> = {
  '08': {
    weight: 40,
    towns: [
      { name: 'Jaipur', pin: '30200', std: '0141' },
      { name: 'Jodhpur', pin: '34200', std: '0291' },
      { name: 'Kota', pin: '32400', std: '0744' },
      { name: 'Ajmer', pin: '30500', std: '0145' },
      { name: 'Udaipur', pin: '31300', std: '0294' },
      { name: 'Bikaner', pin: '33400', std: '0151' },
      { name: 'Alwar', pin: '30100', std: '0144' },
      { name: 'Bhilwara', pin: '31100', std: '01482' },
      { name: 'Sikar', pin: '33200', std: '01572' },
    ],
  },
  '07': { weight: 10, towns: [{ name: 'New Delhi', pin: '11000', std: '011' }] },
  '09': {
    weight: 9,
    towns: [
      { name: 'Agra', pin: '28200', std: '0562' },
      { name: 'Lucknow', pin: '22600', std: '0522' },
      { name: 'Kanpur', pin: '20800', std: '0512' },
      { name: 'Varanasi', pin: '22100', std: '0542' },
    ],
  },
  '23': {
    weight: 8,
    towns: [
      { name: 'Indore', pin: '45200', std: '0731' },
      { name: 'Bhopal', pin: '46200', std: '0755' },
      { name: 'Gwalior', pin: '47400', std: '0751' },
    ],
  },
  '24': {
    weight: 7,
    towns: [
      { name: 'Ahmedabad', pin: '38000', std: '079' },
      { name: 'Surat', pin: '39500', std: '0261' },
    ],
  },
  '27': {
    weight: 6,
    towns: [
      { name: 'Mumbai', pin: '40000', std: '022' },
      { name: 'Pune', pin: '41100', std: '020' },
      { name: 'Nagpur', pin: '44000', std: '0712' },
    ],
  },
  '06': {
    weight: 6,
    towns: [
      { name: 'Gurugram', pin: '12200', std: '0124' },
      { name: 'Hisar', pin: '12500', std: '01662' },
    ],
  },
  '03': { weight: 3, towns: [{ name: 'Ludhiana', pin: '14100', std: '0161' }] },
  '10': { weight: 3, towns: [{ name: 'Patna', pin: '80000', std: '0612' }] },
  '19': { weight: 2, towns: [{ name: 'Kolkata', pin: '70000', std: '033' }] },
  '05': { weight: 2, towns: [{ name: 'Dehradun', pin: '24800', std: '0135' }] },
  '22': { weight: 2, towns: [{ name: 'Raipur', pin: '49200', std: '0771' }] },
  '29': { weight: 1, towns: [{ name: 'Bengaluru', pin: '56000', std: '080' }] },
  '36': { weight: 1, towns: [{ name: 'Hyderabad', pin: '50000', std: '040' }] },
}

/** Markets and streets for a delivery address. */
export const STREETS: readonly string[] = [
  'Kishanpole Bazar',
  'Johari Bazar',
  'Station Road',
  'Anaj Mandi',
  'Main Market',
  'Krishi Upaj Mandi',
  'Sadar Bazar',
  'Gandhi Nagar',
  'Nehru Bazar',
  'Transport Nagar',
]

/** E-mail providers people use, on `.example` so no sample address is anyone's. */
export const MAIL_DOMAINS = {
  'gmail.example': 60,
  'yahoo.example': 14,
  'rediffmail.example': 12,
  'outlook.example': 8,
  'hotmail.example': 6,
} as const

/** What a buyer adds to a Buy Now's prefilled message, if anything. */
export const BUY_NOW_NOTES: readonly string[] = [
  'Please deliver by Saturday.',
  'Need delivery before Diwali.',
  'Call before dispatch.',
  'Send the GST bill with the goods.',
  'Same rate as last order?',
  'कृपया जल्दी भेजें।',
]

/** An enquiry's message, '' most often. */
export const ENQUIRY_MESSAGES: readonly string[] = [
  'Please send your best rate for the full list.',
  'Regular monthly requirement. Quote delivered price.',
  'Need samples before the bulk order.',
  'Can you give credit for 15 days?',
  'Transport by your side please.',
  'कृपया सबसे अच्छा रेट भेजें।',
  'Rate for 30kg bags only, loose is fine.',
]

/** A contact message's subject and its text; {p} is a product, {t} a town. */
export const CONTACT_TOPICS: readonly (readonly [string, string])[] = [
  [
    'Bulk rate for {p}',
    'We need {p} every month for our shop in {t}. Please share your bulk rate.',
  ],
  ['Distributorship in {t}', 'I want to take your distributorship for {t} and nearby towns.'],
  ['Delivery to {t}', 'Do you deliver to {t}? What are the transport charges?'],
  ['Sample of {p}', 'Please send a sample of {p} before we place the order.'],
  ['GST invoice copy', 'Please mail the GST invoice copy of our last order.'],
  ['Payment terms', 'What are your payment terms for regular buyers?'],
  ['{p} का रेट', '{p} का थोक रेट बताइए, {t} में डिलीवरी चाहिए।'],
  ['Quality complaint', 'The last lot of {p} had stones. Please look into it.'],
]

/** What applicants write, '' most often. */
export const APPLICATION_MESSAGES: readonly string[] = [
  'I have two years of experience in a similar role and can join within a month.',
  'Fresher, eager to learn. Available to join immediately.',
  'Currently working in Jaipur, notice period 30 days.',
  'Please find my CV at the link. I am interested in this opening.',
  'मैं इस पद के लिए आवेदन करना चाहता हूँ।',
]
