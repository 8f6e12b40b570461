/**
 * `aigw completion bash|zsh`: prints a completion script. The flags it completes are read from each
 * command's own help text, so a flag documented there is completed without a second list to keep.
 */
import type { Command } from '../command';
import { usageError } from '../flags';
import { COMMANDS, helpOf } from '../registry';

const HELP = `usage: aigw completion bash|zsh

Prints a shell completion script for aigw. Load it in the current shell:
  bash:  source <(aigw completion bash)
  zsh:   source <(aigw completion zsh)
or install it, e.g. 'aigw completion bash > /etc/bash_completion.d/aigw'.
`;

const SHELLS = ['bash', 'zsh'] as const;

interface Words {
  readonly name: string;
  readonly summary: string;
  readonly subcommands: readonly string[];
  readonly flags: readonly string[];
}

/** Every `-x` / `--long-flag` a help text names, in order of first mention. */
export function flagsOf(help: string): string[] {
  const found = help.match(/(?<![\w-])--?[a-z][a-z0-9-]*/g) ?? [];
  return [...new Set(found)];
}

async function commandWords(): Promise<Words[]> {
  const words: Words[] = [];
  for (const [name, entry] of Object.entries(COMMANDS)) {
    const subcommands = name === 'help' ? Object.keys(COMMANDS) : [...(entry.subcommands ?? [])];
    words.push({ name, summary: entry.summary, subcommands, flags: [...new Set([...flagsOf(await helpOf(name)), '--help'])] });
  }
  return words;
}

function bashScript(commands: Words[]): string {
  const cases = commands
    .map((c) => {
      const parts = [`      if [[ $cur == -* ]]; then words="${c.flags.join(' ')}"`];
      if (c.subcommands.length > 0) parts.push(`      elif [[ $COMP_CWORD -eq 2 ]]; then words="${c.subcommands.join(' ')}"`);
      return `    ${c.name})\n${parts.join('\n')}\n      fi ;;`;
    })
    .join('\n');
  return `# bash completion for aigw. Load it with: source <(aigw completion bash)
_aigw() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" words=""
  COMPREPLY=()
  if [[ $COMP_CWORD -eq 1 ]]; then
    COMPREPLY=($(compgen -W "${commands.map((c) => c.name).join(' ')} --help --version" -- "$cur"))
    return 0
  fi
  case "\${COMP_WORDS[1]}" in
${cases}
  esac
  # Nothing to offer: the shell completes file names (-o default), as -f PATH and --key FILE want.
  if [[ -n $words ]]; then COMPREPLY=($(compgen -W "$words" -- "$cur")); fi
  return 0
}
complete -o default -F _aigw aigw
`;
}

function zshQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function zshScript(commands: Words[]): string {
  const described = commands.map((c) => zshQuote(`${c.name}:${c.summary}`)).join(' ');
  const cases = commands
    .map((c) => {
      const parts = [`      if [[ $PREFIX == -* ]]; then offer=(${c.flags.join(' ')})`];
      if (c.subcommands.length > 0) parts.push(`      elif (( CURRENT == 3 )); then offer=(${c.subcommands.join(' ')})`);
      return `    ${c.name})\n${parts.join('\n')}\n      fi ;;`;
    })
    .join('\n');
  return `#compdef aigw
# zsh completion for aigw. Load it with: source <(aigw completion zsh)
_aigw() {
  local -a commands offer
  commands=(${described})
  if (( CURRENT == 2 )); then
    _describe -t commands 'aigw command' commands
    return
  fi
  case \${words[2]} in
${cases}
  esac
  if (( \${#offer} )); then compadd -a offer; else _files; fi
}
if [[ \${zsh_eval_context[-1]} == loadautofunc ]]; then _aigw "$@"; else compdef _aigw aigw; fi
`;
}

export const command: Command = async (argv, io) => {
  const [shell, ...rest] = argv;
  if (shell === '--help' || shell === '-h') {
    io.stdout.write(HELP);
    return 0;
  }
  if (shell === undefined || rest.length > 0 || !(SHELLS as readonly string[]).includes(shell)) {
    return usageError('completion', `give one shell: ${SHELLS.join(' or ')}${shell !== undefined ? `, got '${argv.join(' ')}'` : ''}`, io);
  }
  const commands = await commandWords();
  io.stdout.write(shell === 'bash' ? bashScript(commands) : zshScript(commands));
  return 0;
};
