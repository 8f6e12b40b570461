import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * The same shapes as name-free-fourth.ts, written at the same time: this half is only measured,
 * never tuned on, so it shows how rules built on the other half carry over.
 */
export const NAME_FREE_FOURTH_CHECK: readonly SourcePrompt[] = [
  prompt('chat', 'Can Canva export a presentation to PowerPoint?'),
  prompt('chat', 'We replaced Travis with CircleCI two years ago.'),
  prompt('chat', 'is Postman still the best tool for testing APIs?'),
  prompt('chat', 'Our Confluence pages are outdated, should we move to Notion?'),
  prompt('chat', 'Teams freezes whenever I open Outlook on Windows.'),
  prompt('chat', 'Write a FastAPI route that uploads files to Dropbox.'),
  prompt('chat', 'Explain how Terraform differs from Pulumi.'),
  prompt('ticket', 'Slack notifications stopped after the Okta migration.'),
  prompt('ticket', 'Grafana dashboard shows no data since Kibana was upgraded.'),
  prompt('code', '2024-08-19 03:12:44 ERROR Cassandra node unreachable'),
  prompt('code', 'INFO Celery worker started with 4 processes'),
  prompt('chat', 'We took the train from Lyon to Grenoble and then to Annecy.'),
  prompt('chat', 'Any good hotels in Cusco or Arequipa?'),
  prompt('chat', 'The depot in Ghent supplies stores in Bruges.'),
  prompt('chat', 'Buses from Kigali to Musanze leave every hour.'),
  prompt('email', 'Hello,\n\nThe training moves from Gdansk to Poznan.\n\nRegards'),
  prompt('news', 'Floods cut the railway between Lucerne and Interlaken.'),
  prompt('chat', 'Does Alexa play Audible books?'),
  prompt('chat', 'Tried Trello and Asana, went back to a spreadsheet.'),
  prompt('chat', 'Compare Snowflake with BigQuery for our reporting.'),
];
