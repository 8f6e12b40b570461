/**
 * Organizations of the evaluation set. `known` are real, widely known organizations a gazetteer may
 * carry; `invented` are made-up names (with and without a legal suffix) that no list can know, so
 * only suffixes and context reveal them.
 */
export interface EvalOrganization {
  readonly name: string;
  readonly shape: 'suffix' | 'bare' | 'acronym' | 'multiword' | 'government' | 'university' | 'hospital' | 'ngo' | 'particle';
  readonly known: boolean;
}

const o = (shape: EvalOrganization['shape'], known: boolean, names: string): EvalOrganization[] =>
  names.split('|').map((name) => ({ name: name.trim(), shape, known }));

export const ORGANIZATIONS: readonly EvalOrganization[] = [
  ...o('bare', true, 'Klarna|Rabobank|Deloitte|Siemens|Unilever|Infosys|Safaricom|Petrobras|Nestlé|Accenture|Vodafone|Ericsson|Heineken|Zalando|Spotify|Adyen|Santander|Allianz|Equinor|Maersk|Novartis|Flutterwave|Naspers|Embraer|Oxfam|Wipro|Shopify|Aldi|Carrefour|Bayer'),
  ...o('acronym', true, 'UNICEF|KPMG|ING|BNP Paribas|HSBC|UNHCR|OECD|NHS|BBVA|SAP'),
  ...o('multiword', true, 'Médecins Sans Frontières|Goldman Sachs|Deutsche Bank|Tata Consultancy Services|Banco do Brasil|Standard Chartered|Red Crescent|Kaiser Permanente|Ernst & Young|Mitsubishi Heavy Industries'),
  ...o('suffix', false, 'Veltrona GmbH|Kestrel Analytics Ltd|Nordhavn Logistik A/S|Sereno Capital S.A.|Brightwater Foods Inc.|Okoro & Partners LLP|Tanaka Seimitsu K.K.|Harbourline Shipping Pty Ltd|Vinterberg AB|Quellwerk AG|Marisol Textiles S.L.|Duarte Engenharia Ltda|Lindqvist Consulting Oy|Pardo & Hijos S.A. de C.V.|Zhongrui Technology Co., Ltd.|Mbeki Agritech (Pty) Ltd|Castellane SARL|Verhoeven Bouw B.V.|Amberline Health LLC|Silvercrest Holdings plc'),
  ...o('government', true, 'Ministry of Finance|Department of Labor|Ministério da Saúde|Ministerio de Educación|Bundesministerium für Gesundheit|Ministère de la Culture|Internal Revenue Service|Environmental Protection Agency|Food and Drug Administration|Agência Nacional de Águas|Department for Education|Kenya Revenue Authority|Federal Ministry of Health|Agenzia delle Entrate|Securities and Exchange Commission|Central Bank of Nigeria|Reserve Bank of India|Australian Taxation Office|Ministry of Foreign Affairs|Department of Homeland Security'),
  ...o('university', true, 'Universidade de São Paulo|Université de Montréal|University of Nairobi|Universidad Nacional Autónoma de México|Technische Universität München|Seoul National University|Universiteit van Amsterdam|Makerere University|Università di Bologna|Indian Institute of Science|University College Dublin|Uniwersytet Jagielloński|Chulalongkorn University|University of Cape Town|Universidad de los Andes|Sorbonne Université'),
  ...o('hospital', true, 'Hospital das Clínicas|Charité|Groote Schuur Hospital|Karolinska Institutet|Aga Khan University Hospital|Hôpital Necker|Clínica Alemana|Johns Hopkins Hospital|Apollo Hospitals|Hospital Italiano de Buenos Aires'),
  ...o('ngo', true, 'Médecins du Monde|Fundação Oswaldo Cruz|BRAC|Cáritas Brasileira|Norwegian Refugee Council|Habitat for Humanity|Fondation de France|International Rescue Committee|Aga Khan Foundation|Terre des Hommes'),
  ...o('particle', true, 'Caixa Econômica Federal|Banco de la Nación Argentina|Crédit Agricole|Caisse des Dépôts|Banco Santander|Deutsche Bahn|Banco de Chile|Banca Monte dei Paschi di Siena|Correios|Bank of America'),
  // Names without any institution word, suffix or acronym: only a list or the context reveals them.
  ...o('multiword', true, 'Teach For America|Engineers Without Borders|Meals on Wheels|Deutsche Telekom|El Corte Inglés|Caixa Geral de Depósitos|Royal Mail|La Poste|Itaú Unibanco|Banorte'),
  ...o('multiword', false, 'Bluefin Harbor|Greystone Maple|Silverline Freight|Copper Kettle Roasters|Northwind Traders|Otterbrook|Maplecrest|Rivergate Mobility'),
  ...o('bare', false, 'Zelvanta|Quorvia|Trelliant|Nuvexa|Brambleway|Orvanta Health|Kinzoku Labs|Ferrowind|Solvyn|Halcyra'),
];
