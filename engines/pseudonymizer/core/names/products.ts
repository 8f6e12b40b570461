/**
  * Well-known software, online services, devices and car models whose names are off every word
  * list ("Vercel", "Netlify", "Evernote", "Ioniq"). Alone in a sentence they name a thing someone
  * uses, not a person; only a person's or an organisation's cue ("works at Vercel", "Vercel
  * announced") makes them a name. Keys are lower case, as the detector folds them. Companies that
  * act as organisations more often than as products ("Okta", "Stripe") stay in the organisation
  * lists instead, and given names ("Cassandra") are left out: the name lists win.
  */
export const PRODUCTS: ReadonlySet<string> = new Set(
  `
  vercel netlify supabase heroku firebase fly.io digitalocean linode vultr hetzner
  fastly akamai memcached couchdb couchbase neo4j dynamodb cockroachdb mongo
  clickhouse timescale influxdb planetscale neon prisma drizzle sequelize hibernate
  gradle maven bazel sbt cmake meson homebrew chocolatey scoop nix vagrant packer pulumi
  streamlit gradio jupyterlab colab kaggle huggingface langchain llamaindex ollama vllm
  luxon dayjs lodash axios redux zustand tailwind bootstrap vuetify storybook lerna turborepo
  godot blender krita gimp inkscape audacity obs davinci premiere lightroom photoshop
  illustrator indesign acrobat evernote obsidian onenote todoist ticktick roam logseq
  zapier airtable freshdesk intercom mailchimp sendgrid mailgun postmark
  postman insomnia mattermost discord calendly typeform surveymonkey grammarly duolingo strava
  fitbit peloton garmin shopify woocommerce squarespace wix webflow substack
  salesforce netsuite xero workday bamboohr gusto rippling deel docusign pandadoc
  onelogin bitwarden 1password lastpass keepass dashlane nordvpn protonmail tutanota
  spotify netflix hulu disney+ twitch soundcloud deezer bandcamp audible kobo
  homepod airpods airtag chromecast roku firestick sonos kindle thinkpad
  ioniq tucson corolla camry prius yaris passat tiguan octavia
  clio megane qashqai juke
  humira ozempic wegovy mounjaro keytruda xarelto eliquis lipitor zoloft prozac xanax adderall
  `
  .trim()
  .split(/\s+/),
);
