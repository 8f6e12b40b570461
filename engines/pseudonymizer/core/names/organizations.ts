/**
 * Well-known organizations across regions whose names carry no legal suffix and are often one
 * word, so only a list reveals them ("Klarna", "UNICEF"). Added to the generated lexicon's list.
 */
export const KNOWN_ORGANIZATIONS: readonly string[] = `
Klarna|Rabobank|ABN AMRO|ING|Deloitte|KPMG|PwC|PricewaterhouseCoopers|Ernst & Young|EY|Accenture|McKinsey|Bain|BCG|Capgemini
Siemens|Bosch|BASF|Bayer|Allianz|Munich Re|Deutsche Bank|Commerzbank|Volkswagen|Daimler|Mercedes-Benz|BMW|Audi|Porsche|Lufthansa|Zalando|SAP|Adidas|Puma|Henkel|Continental
Unilever|Shell|BP|HSBC|Barclays|Lloyds|NatWest|Tesco|Sainsbury's|Vodafone|BT|Rolls-Royce|GSK|AstraZeneca|Diageo|Rio Tinto|BHP|NHS|BBC
Nestlé|Nestle|Novartis|Roche|UBS|Credit Suisse|Zurich Insurance|ABB|Swatch|Logitech
Ericsson|Volvo|Spotify|IKEA|H&M|Electrolux|Scania|Saab|Nokia|Kone|Equinor|Telenor|DNB|Maersk|Novo Nordisk|Carlsberg|Lego|Vestas|Heineken|Philips|Adyen|ASML|Booking.com|Ahold Delhaize|Aegon|Randstad
Santander|BBVA|CaixaBank|Telefónica|Telefonica|Inditex|Zara|Iberdrola|Repsol|Mapfre
Carrefour|Danone|L'Oréal|LVMH|TotalEnergies|Total|Airbus|Renault|Peugeot|Michelin|Orange|BNP Paribas|Société Générale|AXA|Sanofi|Capgemini|Decathlon|Auchan|Leclerc
Aldi|Lidl|Rewe|Edeka|Metro|Eni|Enel|Fiat|Ferrari|Pirelli|Generali|UniCredit|Intesa Sanpaolo|Luxottica
Petrobras|Embraer|Vale|Itaú|Itau|Bradesco|Banco do Brasil|Natura|Nubank|Magazine Luiza|Pemex|Cemex|Televisa|Bimbo|Mercado Libre|MercadoLibre|Falabella|Rappi
Infosys|Wipro|Tata|Tata Consultancy Services|TCS|Reliance|Mahindra|HDFC|ICICI|Airtel|Bharti Airtel|Flipkart|Zomato|Swiggy|Paytm|Ola|Infosys
Safaricom|Flutterwave|Paystack|Jumia|Dangote|MTN|Naspers|Ecobank|Equity Bank|Andela|M-Pesa|Shoprite|Sasol|Standard Bank|Absa|Ethiopian Airlines
Alibaba|Tencent|Baidu|Huawei|Xiaomi|ByteDance|Lenovo|JD.com|Meituan|Sinopec|PetroChina|ICBC|Haier|BYD|Geely
Toyota|Sony|Honda|Nissan|Panasonic|Hitachi|Toshiba|Fujitsu|Mitsubishi|Mitsubishi Heavy Industries|Mitsui|Rakuten|SoftBank|Nintendo|Uniqlo|Canon|Samsung|Hyundai|Kia|LG|SK Hynix|Naver|Kakao|Coupang
Grab|Gojek|Tokopedia|Sea Group|Shopee|Lazada|Petronas|Maybank|DBS|OCBC|Singtel|Jollibee|Ayala|Vinamilk|Viettel|VinFast
Emirates|Etihad|Qatar Airways|Aramco|Saudi Aramco|SABIC|Careem|Turkcell|Koç|Sabancı|Teva|Wix|Check Point
Google|Alphabet|Microsoft|Apple|Amazon|Meta|Facebook|Netflix|Tesla|IBM|Intel|AMD|Nvidia|Oracle|Salesforce|Adobe|Cisco|Dell|HP|Uber|Lyft|Airbnb|Stripe|PayPal|Shopify|Atlassian|Canva|Twilio|Datadog|Cloudflare|Snowflake Inc|Workday|ServiceNow|Zendesk|HubSpot|Okta
Walmart|Target|Costco|Pfizer|Moderna|Johnson & Johnson|Merck|Kaiser Permanente|Mayo Clinic|Goldman Sachs|JPMorgan|JPMorgan Chase|Morgan Stanley|Citi|Citigroup|Wells Fargo|Visa|Mastercard|American Express|BlackRock|Boeing|Lockheed Martin|General Electric|Ford|General Motors|Coca-Cola|PepsiCo|Procter & Gamble|Starbucks|McDonald's|Disney
Standard Chartered|Royal Bank of Canada|RBC|TD Bank|Scotiabank|Shopify|Bombardier|Commonwealth Bank|Westpac|ANZ|Telstra|Qantas|Fonterra|Air New Zealand
UNICEF|UNHCR|UNESCO|UNDP|WHO|World Health Organization|World Bank|IMF|OECD|WTO|NATO|European Commission|Red Cross|Red Crescent|Oxfam|Médecins Sans Frontières|Doctors Without Borders|Amnesty International|Greenpeace|WWF|Save the Children|CARE International|Gates Foundation|Wellcome Trust
`
  .split(/[|\n]/)
  .map((s) => s.trim())
  .filter((s) => s !== '');
