/**
 * Organizations of the evaluation set. `known` are real, widely known organizations a gazetteer may
 * carry; `invented` are made-up names (with and without a legal suffix) that no list can know, so
 * only suffixes and context reveal them.
 */
export interface EvalOrganization {
  readonly name: string;
  readonly shape: 'suffix' | 'bare' | 'acronym' | 'multiword';
  readonly known: boolean;
}

const o = (shape: EvalOrganization['shape'], known: boolean, names: string): EvalOrganization[] =>
  names.split('|').map((name) => ({ name: name.trim(), shape, known }));

export const ORGANIZATIONS: readonly EvalOrganization[] = [
  ...o('bare', true, 'Klarna|Rabobank|Deloitte|Siemens|Unilever|Infosys|Safaricom|Petrobras|Nestlé|Accenture|Vodafone|Ericsson|Heineken|Zalando|Spotify|Adyen|Santander|Allianz|Equinor|Maersk|Novartis|Flutterwave|Naspers|Embraer|Oxfam|Wipro|Shopify|Aldi|Carrefour|Bayer'),
  ...o('acronym', true, 'UNICEF|KPMG|ING|BNP Paribas|HSBC|UNHCR|OECD|NHS|BBVA|SAP'),
  ...o('multiword', true, 'Médecins Sans Frontières|Goldman Sachs|Deutsche Bank|Tata Consultancy Services|Banco do Brasil|Standard Chartered|Red Crescent|Kaiser Permanente|Ernst & Young|Mitsubishi Heavy Industries'),
  ...o('suffix', false, 'Veltrona GmbH|Kestrel Analytics Ltd|Nordhavn Logistik A/S|Sereno Capital S.A.|Brightwater Foods Inc.|Okoro & Partners LLP|Tanaka Seimitsu K.K.|Harbourline Shipping Pty Ltd|Vinterberg AB|Quellwerk AG|Marisol Textiles S.L.|Duarte Engenharia Ltda|Lindqvist Consulting Oy|Pardo & Hijos S.A. de C.V.|Zhongrui Technology Co., Ltd.|Mbeki Agritech (Pty) Ltd|Castellane SARL|Verhoeven Bouw B.V.|Amberline Health LLC|Silvercrest Holdings plc'),
  ...o('bare', false, 'Zelvanta|Quorvia|Trelliant|Nuvexa|Brambleway|Orvanta Health|Kinzoku Labs|Ferrowind|Solvyn|Halcyra'),
];
