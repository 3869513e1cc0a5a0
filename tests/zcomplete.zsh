# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
#
# zsh tests/zcomplete.zsh DIR LINE - prints, one a line, the matches zsh's
# completion offers for LINE typed at an interactive zsh whose $fpath
# starts with DIR (where _ttt is), then a tab.  The shell runs in a pseudo
# terminal (zsh/zpty); compadd is wrapped to print each match between <<
# and >>, and the completion ends that shell.  After Valodim's
# zsh-capture-completion.
zmodload zsh/zpty || exit 2
zpty z zsh -f -i
zpty -w z "PROMPT=; fpath=(${(q)1} \$fpath); autoload -U compinit; compinit -u -D"
zpty -w z 'zstyle ":completion:*" list-grouped false'
# -O, -A and -D only fill arrays: those calls go to the real compadd.
zpty -w z 'compadd() { local -a hits; local -A pre; if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return; fi; builtin compadd -A hits "$@"; zparseopts -E P:=pre; local h; for h in $hits; do print -r -- "<<${pre[-P]}$h>>"; done; }'
zpty -w z 'nul() { print "\0" }; compprefuncs=(nul); comppostfuncs=(nul exit)'
zpty -w z 'bindkey "^I" complete-word'
zpty -n -w z "$2"$'\t'
integer on=0
while zpty -r z; do :; done | while IFS= read -r line; do
	if [[ $line == *$'\0\r' ]]; then
		(( on++ )) && exit 0
		continue
	fi
	(( on )) && [[ $line == '<<'*'>>'* ]] && print -r -- ${${line%%'>>'*}#'<<'}
done
