// The scripts `vps completion bash|zsh|fish` prints. Each hands the words typed so far to
// `vps complete` (run-complete.ts), which answers one candidate a line (`value<TAB>description`) and
// a last line `:<directive>` (NO_FILES: offer no file names when nothing matches). They need nothing
// but the shell itself (bash without the bash-completion package), and sourcing one again only
// redefines what it defined.

/** The directive bit that turns the shell's file-name completion off. */
export const NO_FILES = 4;

const bash = `# bash completion for vps (vps completion bash). Plain bash 4.4+, no bash-completion package needed:
#   source <(vps completion bash)      or save it and source the file from ~/.bashrc
__vps_complete() {
  local out directive value
  # The line up to the cursor: vps splits it into words as the shell does (COMP_WORDS splits at = and :).
  out=$(command vps complete --shell bash --line "\${COMP_LINE:0:COMP_POINT}" 2>/dev/null) || return 0
  directive=\${out##*$'\\n'}
  [[ $directive == :* ]] || return 0
  out=\${out%"$directive"}
  COMPREPLY=()
  while IFS= read -r value; do
    [[ -n $value ]] && COMPREPLY+=("$value")
  done <<<"$out"
  if (( \${directive#:} & ${NO_FILES} )); then compopt +o default 2>/dev/null; fi
  return 0
}
complete -o default -o nosort -F __vps_complete vps
`;

const zsh = `#compdef vps
# zsh completion for vps (vps completion zsh):
#   source <(vps completion zsh)       in ~/.zshrc (compinit is loaded if it is not yet),
#   or save it as _vps in a folder of $fpath.
_vps() {
  local -a lines described
  local line directive
  lines=("\${(@f)$(command vps complete --shell zsh -- "\${(@)words[2,CURRENT]}" 2>/dev/null)}")
  directive=\${lines[-1]}
  [[ $directive == :* ]] || return 1
  for line in "\${(@)lines[1,-2]}"; do
    [[ -n $line ]] || continue
    described+=("\${\${line%%$'\\t'*}//:/\\\\:}:\${line#*$'\\t'}")
  done
  if (( \${#described} )); then
    _describe -t values vps described
  elif (( ! (\${directive#:} & ${NO_FILES}) )); then
    _files
  else
    return 1
  fi
}
if [[ \${funcstack[1]} == _vps ]]; then
  _vps "$@"
else
  (( \${+functions[compdef]} )) || { autoload -Uz compinit && compinit }
  compdef _vps vps
fi
`;

const fish = `# fish completion for vps (vps completion fish):
#   vps completion fish > ~/.config/fish/completions/vps.fish      or source it
function __vps_complete
    set -l words (commandline -opc)
    # Quoted, so that an empty word being completed (after a space) is still handed over.
    set -l current (commandline -ct)
    set -l lines (command vps complete --shell fish -- $words[2..-1] "$current" 2>/dev/null)
    test (count $lines) -gt 1; or return
    string match -q -- ':*' $lines[-1]; or return
    printf '%s\\n' $lines[1..-2]
end
complete -c vps -e
complete -c vps -f -a '(__vps_complete)'
`;

export const SCRIPTS = { bash, zsh, fish } as const;
export type Shell = keyof typeof SCRIPTS;

export const isShell = (value: string): value is Shell => Object.hasOwn(SCRIPTS, value);
