/** Held-out prompts: code with comments, commit messages, CSV and markdown tables pasted into a prompt. */
import { prompt, type SourcePrompt } from './source';

export const CODE_AND_TABLES: readonly SourcePrompt[] = [
  prompt('code', `Why does this throw?

// TODO({{P/hindi:ankit.sharma}}): remove once {{O/company:Stripe}} fixes webhook retries
function handle(evt) {
  if (!evt.data) throw new Error('no data');
  return process(evt.data.object);
}`),
  prompt('code', `Refactor this Python, keep the comments:

# Written by {{P/german:Lukas Schmidt}} for the {{O/agency:Deutsche Rentenversicherung}} export
# Reviewed by {{P/turkish:Zeynep Arslan}}
def export_rows(rows):
    for r in rows:
        yield ";".join(str(x) for x in r)`),
  prompt('commit', `Improve this commit message:

fix stuff {{P/russian:alexey}} found in review

Co-authored-by: {{P/russian:Alexey Smirnov}} <dev-1182@users.noreply.example.org>`),
  prompt('commit', `Write a changelog entry from these commits:
a1b2c3 Add Welsh locale (thanks {{P/welsh:Rhys ap Gwilym}})
d4e5f6 Fix crash on empty surname reported by {{P/vietnamese:Võ Thị Sáu}}
0719aa Bump {{O/company:Mozilla}} pdf.js to 4.2`),
  prompt('table', `Convert this CSV to a markdown table:

name,extension,team
{{P/japanese:Yamamoto Haruka}},4417,Platform
{{P/brazilian:Gabriel Souza Costa}},4420,Payments
{{P/igbo:Ifeoma Nwachukwu}},4512,Mobile
{{P/swedish:Oskar Lundgren}},4419,Platform`),
  prompt('table', `Sort by amount descending:

| Donor | Amount |
|---|---|
| {{O/ngo:Bill & Melinda Gates Foundation}} | 2,500,000 |
| {{O/ngo:Wellcome Trust}} | 1,200,000 |
| {{P/american:Marcus Greene}} | 5,000 |
| {{O/company:Novo Nordisk A/S}} | 900,000 |`),
  prompt('table', `Fill in the missing country column:
customer;city;country
{{O/company:Tata Steel}};Jamshedpur;
{{O/company:ArcelorMittal}};Luxembourg;
{{O/company:POSCO}};Pohang;
{{O/company:Nucor Corporation}};Charlotte;`),
  prompt('code', `Explain what this SQL does:

-- requested by {{P/hebrew:Shira Katz}} for the {{O/hospital:Sheba Medical Center}} dashboard
SELECT ward, COUNT(*) FROM admissions
WHERE admitted_at > now() - interval '7 days'
GROUP BY ward;`),
  prompt('commit', `squash these into one message:
- wip
- more wip ({{P/chinese:liu yang}})
- address {{P/chinese:zhou jie}} comments
- fix test`),
  prompt('code', `Add types to this:

/**
 * Maintainer: {{P/greek:Eleni Georgiou}}
 * Original author: {{P/greek:Andreas Christodoulou}} ({{O/university:University of Cyprus}})
 */
export function parse(s) { return s.split(',').map(Number); }`),
  prompt('table', `Which of these suppliers is cheapest per unit?

Supplier,Unit price (EUR),MOQ
{{O/company:Würth Elektronik eiSos GmbH & Co. KG}},0.042,5000
{{O/company:TDK Electronics AG}},0.039,10000
{{O/company:Murata Manufacturing Co., Ltd.}},0.035,20000
{{O/company:Yageo Corporation}},0.031,50000`),
  prompt('table', `Make a pivot summary of this:

| Agent | Region | Tickets closed |
|---|---|---|
| {{P/spanish:Iñaki Etxeberria}} | North | 41 |
| {{P/basque:Amaia Zubizarreta}} | North | 38 |
| {{P/galician:Xosé Manuel Vázquez}} | West | 29 |
| {{P/catalan:Núria Vilaró}} | East | 45 |`),
  prompt('code', `Is this regex right for our use case? The comment explains it.

// Names like "{{P/irish:O'Sullivan}}", "{{P/french:D'Artagnan}}" or "{{P/dutch:van 't Hek}}" must pass validation
const NAME = /^[\\p{L}' .-]+$/u;`),
  prompt('commit', `Reword for the release notes: "Revert 'use {{O/company:Twilio}} for SMS' — {{P/canadian-french:Marc-André Tremblay}} says Quebec numbers fail"`),
  prompt('code', `Why is this YAML invalid?

owners:
  - {{P/tamil:Arun Krishnamurthy}}
  - {{P/english:Rachel Green}}
reviewers: [{{P/yoruba:Kunle Ajayi}}, {{P/chinese:Hu Jing}}]
org: "{{O/company:Zalando SE}}"`),
  prompt('table', `Turn into an email list grouped by department:

Department,Head
Oncology,Dr. {{P/lebanese:Nadim Khoury}}
Radiology,Dr. {{P/armenian:Anahit Grigoryan}}
Paediatrics,Dr. {{P/persian:Leila Karimi}}
Cardiology,Dr. {{P/egyptian:Hany El-Sayed}}`),
  prompt('code', `Translate the comments in this Go file to English:

// Autor: {{P/portuguese:Rui Fonseca}} ({{O/bank:Caixa Geral de Depósitos}})
// Esta função valida o NIF antes de enviar para a {{O/agency:Autoridade Tributária}}
func validarNIF(nif string) bool { ... }`),
  prompt('commit', `Is this a good PR description?

Adds retries to the {{O/agency:HMRC}} VAT submission client. Pairing with {{P/english:Jack Thornton}}; {{P/english:Priya Patel}} please review the backoff numbers.`),
  prompt('table', `Compute the average age:

| Patient | Age |
|---|---|
| {{P/arab-gulf:Fahad Al-Otaibi}} | 54 |
| {{P/arab-gulf:Noura bint Saleh}} | 47 |
| {{P/pakistani:Zainab Malik}} | 33 |
| {{P/arab-gulf:Abdullah Al-Mutairi}} | 61 |`),
  prompt('code', `What does this bash do?

#!/bin/bash
# cron for {{O/university:Universidad Nacional Autónoma de México}} backups
# contact: {{P/mexican:Héctor Ramírez Olvera}}
rsync -a /srv/data backup01:/srv/backup/$(date +%F)`),
  prompt('table', `Format as JSON:
Speaker | Talk | Affiliation
{{P/swahili:Juma Mwakilema}} | Mobile money at scale | {{O/company:M-Pesa Africa}}
{{P/amharic:Yonas Gebremedhin}} | Amharic OCR | {{O/university:Addis Ababa University}}
{{P/tigrinya:Senait Habte}} | Offline-first apps | {{O/ngo:Eritrean Development Foundation}}`),
  prompt('commit', `git log --oneline:
3f9e1c2 Merge pull request #812 from {{P/javanese:bagus-prasetyo}}/fix-timezone
9a0b7d1 Add Bahasa strings ({{P/malay:Siti Nurhaliza Rahman}})
be22c3f Pin {{O/company:Google}} auth library

Write release notes.`),
  prompt('code', `Code review this please:

/* Copyright 2021 {{O/company:Instituto Tecnológico de Aeronáutica}} and {{P/brazilian:Paulo Henrique Nogueira}} */
int main() { int *p = malloc(10); return p[10]; }`),
  prompt('table', `Find duplicates:
id,full_name
1,{{P/polish:Łukasz Wróblewski}}
2,{{P/polish:Lukasz Wroblewski}}
3,{{P/czech:Jiří Černý}}
4,{{P/czech:Jiri Cerny}}
5,{{P/hungarian:Gergely Fekete}}`),
  prompt('code', `Add error handling to this function:

def notify(user):
    # per {{P/irish:Niamh Fitzgerald}}: {{O/company:SendGrid}} returns 202 even for bounced addresses
    requests.post(URL, json={"to": user.email})`),
  prompt('commit', `Explain this blame line: "^e1f2 ({{P/german:Anna-Lena Bäcker}} 2019-04-02) // don't remove, {{O/agency:BaFin}} audit needs it"`),
  prompt('table', `Merge these two lists, keep unique people:

List A: {{P/dutch:Willem de Jong}}, {{P/flemish:Lotte Peeters}}, {{P/flemish:Jens Claes}}
List B: {{P/flemish:Lotte Peeters}}, {{P/luxembourgish:Gilles Schmit}}, {{P/dutch:Willem de Jong}}`),
  prompt('code', `Write unit tests for this:

// {{P/korean:Yoon Seo-yeon}}: converts {{O/bank:KB Kookmin Bank}} statement rows to our format
export function convert(row: string[]): Txn { ... }`),
  prompt('table', `Summarise the on-call rota:

Week | Primary | Secondary
1 | {{P/romanian:Vlad Constantinescu}} | {{P/bulgarian:Elena Dimitrova}}
2 | {{P/bulgarian:Georgi Petrov}} | {{P/romanian:Vlad Constantinescu}}
3 | {{P/moldovan:Doina Rusu}} | {{P/bulgarian:Georgi Petrov}}`),
  prompt('commit', `Write a commit message for: switched geocoding from {{O/company:HERE Technologies}} to {{O/ngo:OpenStreetMap Foundation}} Nominatim, suggested by {{P/maori:Liam Te Whata}}`),
  prompt('code', `Convert this Java to Kotlin:

/** @author {{P/italian:Alessandro Ferraro}} */
public class InvoiceMapper {
  // {{O/company:Poste Italiane}} requires the fiscal code in uppercase
  String map(Invoice i) { return i.codiceFiscale().toUpperCase(); }
}`),
  prompt('table', `Make a markdown table of board members from this text: The board of {{O/company:Safaricom PLC}} comprises {{P/kikuyu:Michael Joseph}} as chairman, {{P/kalenjin:Kipchirchir Rotich}}, {{P/luo:Akinyi Ochieng}} and {{P/gujarati:Nikhil Hira}}.`),
  prompt('code', `// FIXME {{P/hawaiian:kalani}}: the {{O/agency:NOAA}} feed sometimes returns NaN for wave height

what's a robust way to handle NaN in this pandas pipeline?`),
  prompt('commit', `Tidy this up for a squash merge:

Fix date parsing for Persian calendar

Reported-by: {{P/persian:Parisa Hosseini}}
Tested-by: {{P/pashto:Ahmad Shah Durrani}}
Signed-off-by: {{P/persian:Babak Rahimi}}`),
  prompt('table', `Which branch had the most loans?

branch,manager,loans
Kandy,{{P/sinhala:Chaminda Bandara}},312
Jaffna,{{P/sri-lankan-tamil:Tharshini Yogarajah}},287
Galle,{{P/sinhala:Nilanthi Wickramasinghe}},301`),
  prompt('code', `Document this function with TSDoc:

// Ported from the {{O/university:ETH Zürich}} reference implementation by {{P/swiss-german:Urs Brunner}}
function kalman(z: number[], r: number): number[] { /* ... */ }`),
  prompt('commit', `Explain this merge conflict. Ours: "// owner: {{P/thai:Narongrit}}" Theirs: "// owner: {{P/thai:Siriporn Chaiyaporn}}"`),
  prompt('table', `Convert to CSV:

| Student | Grade |
| {{P/nepali:Aarati Gurung}} | A |
| {{P/nepali:Bishal Thapa Magar}} | B+ |
| {{P/tibetan:Pema Wangchuk}} | A- |
| {{P/bhutanese:Sonam Choden}} | B |`),
  prompt('code', `Why does this Dockerfile rebuild every time?

# maintained by {{P/estonian:Mart Kask}} @ {{O/agency:Riigi Infosüsteemi Amet}}
FROM node:20
COPY . /app
RUN npm ci`),
  prompt('table', `Split the name column into first and last name:

"{{P/spanish:María José de la Fuente}}",Madrid
"{{P/dutch:Jan-Willem van den Heuvel}}",Utrecht
"{{P/german:Karl-Heinz von Bülow}}",Kiel
"{{P/arab-levantine:Rami al-Hussein}}",Amman`),
  prompt('commit', `write a PR title: migrate the {{O/agency:Australian Taxation Office}} integration to OAuth, {{P/australian:Bronwyn Kelly}} tested in staging`),
  prompt('code', `Spot the bug:

// {{P/samoan:Ioane Leota}} 2023-08: {{O/company:Air New Zealand}} API paginates from 1, not 0
for (let page = 0; page < pages; page++) fetchPage(page);`),
  prompt('table', `Rank these universities by founding year:
{{O/university:Universidad de Salamanca}}
{{O/university:Université de Montpellier}}
{{O/university:Uniwersytet Jagielloński}}
{{O/university:University of Al Quaraouiyine}}
{{O/university:Università di Bologna}}`),
  prompt('commit', `improve: "update readme, credit {{P/haitian:wilfrid}} and {{P/haitian:marie-claude jean-baptiste}} for the creole translation"`),
  prompt('table', `Turn into a sentence per row:

Volunteer | Shift
{{P/fijian:Ana Tuiwai}} | Sat AM
{{P/tongan:Viliami Fifita}} | Sat PM
{{P/maori:Tama Rāwiri}} | Sun AM`),
];
