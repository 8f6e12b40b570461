import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * A fourth batch of name-free dev prompts: product, software and technology words and place
 * names in chat, mail, tickets and log lines, the words most often taken for people's names.
 */
export const NAME_FREE_FOURTH: readonly SourcePrompt[] = [
  prompt('chat', 'Does Figma export to Sketch files or only to SVG?'),
  prompt('chat', 'We moved from Jenkins to GitHub Actions last spring.'),
  prompt('chat', 'Is Redis faster than Memcached for session storage?'),
  prompt('chat', 'how do i install Homebrew on a new Mac?'),
  prompt('chat', 'Our Jira board is a mess, should we try Linear instead?'),
  prompt('chat', 'Zoom keeps crashing when I share my screen on Ubuntu.'),
  prompt('chat', 'Can Excel read Parquet files or do I need Pandas?'),
  prompt('chat', 'Write a Flask endpoint that returns JSON.'),
  prompt('chat', 'Is Vercel or Netlify cheaper for a small Next.js site?'),
  prompt('chat', 'My Kindle will not sync with Goodreads anymore.'),
  prompt('chat', 'Explain the difference between Kafka and RabbitMQ.'),
  prompt('chat', 'Which is better for beginners, Unity or Godot?'),
  prompt('chat', 'Set up Sentry alerts for the Django app.'),
  prompt('ticket', 'Outlook shows a certificate warning after the Exchange update.'),
  prompt('ticket', 'Printer on floor 3 prints blank pages from Acrobat.'),
  prompt('ticket', 'Salesforce sync fails since Tuesday; Zapier logs show a 401.'),
  prompt('code', '2024-04-02 10:22:17 ERROR Elasticsearch cluster health is red'),
  prompt('code', 'WARN Nginx upstream timed out while reading response header'),
  prompt('code', '[Hadoop] Namenode entered safe mode'),
  prompt('chat', 'We drove from Denver to Boulder and then on to Aspen.'),
  prompt('chat', 'Any tips for a weekend in Valencia or Málaga?'),
  prompt('chat', 'The office in Leeds is moving to Harrogate next year.'),
  prompt('chat', 'Flights from Accra to Lagos are cheaper on Tuesdays.'),
  prompt('chat', 'is it worth visiting Hallstatt in winter?'),
  prompt('chat', 'Our warehouse near Tilburg ships to Antwerp daily.'),
  prompt('email', 'Hi,\n\nThe workshop will be held in Utrecht, not Eindhoven.\n\nBest regards'),
  prompt('email', 'The shipment left Mombasa on Friday and should reach Kampala by Wednesday.'),
  prompt('meeting', 'Agenda: move hosting from Heroku to Render; evaluate Supabase.'),
  prompt('news', 'Heavy snow closed roads between Innsbruck and Bolzano.'),
  prompt('chat', 'Does Siri work with Spotify on the HomePod?'),
  prompt('chat', 'Install Docker Desktop, then run Minikube.'),
  prompt('chat', 'Tried Notion, Obsidian and Evernote, still prefer paper.'),
  prompt('chat', 'Compare Tableau with Looker for the sales dashboards.'),
  prompt('chat', 'The hike from Zermatt to Saas-Fee took seven hours.'),
  prompt('chat', 'Write a Bash script that backs up Mongo every night.'),
];
