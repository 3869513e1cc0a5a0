# See LICENSE for the ISC licence.  SPDX-License-Identifier: ISC
#
# Bash completion of ttt(1): its options, --rule's five rules, --first's
# and --turn's players, and files (none for the numbers of -k, -n, --nodes and
# --solve-memory).  Self-contained (no bash-completion helpers); install
# as share/bash-completion/completions/ttt, or source it.

_ttt()
{
	local cur prev opt pre=
	local longs='--text --board --count --games --with-filename --no-filename
--win --files-without-invalid --files-with-invalid --moves --size --quiet
--recursive --strict --null --exact --explain --first --json --line-buffered
--nodes --rule --show --solve --solve-memory --turn --help --version'
	local shorts='-a -b -c -g -H -h -k -L -l -m -n -q -r -s -z'

	COMPREPLY=()
	cur=${COMP_WORDS[COMP_CWORD]}
	prev=
	[ "$COMP_CWORD" -gt 0 ] && prev=${COMP_WORDS[COMP_CWORD - 1]}

	# --rule=ca: COMP_WORDBREAKS usually splits it into --rule, = and ca.
	if [ "$cur" = = ] && [ "$COMP_CWORD" -gt 0 ]; then
		opt=$prev
		cur=
	elif [ "$prev" = = ] && [ "$COMP_CWORD" -gt 1 ]; then
		opt=${COMP_WORDS[COMP_CWORD - 2]}
	elif [[ $cur == --*=* ]]; then
		# = is no word break here: the reply replaces the whole word.
		opt=${cur%%=*}
		pre=$opt=
		cur=${cur#*=}
	else
		opt=$prev
		# An option of its own, not the argument of the previous one.
		case $opt in
		--rule | --first | --turn | --win | --size | --nodes | \
		    --solve-memory | -k | \
		    -n | -[abcgHhLlmqrsz]*[kn]) ;;
		*) opt= ;;
		esac
	fi

	case $opt in
	--rule)
		mapfile -t COMPREPLY < <(compgen -P "$pre" -W \
		    'freestyle exact renju caro caro-exact' -- "$cur")
		return 0
		;;
	--first | --turn)
		mapfile -t COMPREPLY < <(compgen -P "$pre" -W 'X O' \
		    -- "$cur")
		return 0
		;;
	--win | --size | --nodes | --solve-memory | -k | -n | \
	    -[abcgHhLlmqrsz]*[kn])
		return 0	# a number, ROWSxCOLS or a size: nothing to offer
		;;
	esac

	if [[ $cur == -* ]] && ! _ttt_after_dashdash; then
		mapfile -t COMPREPLY < <(compgen -W "$longs $shorts" -- "$cur")
		return 0
	fi
	compopt -o filenames 2>/dev/null
	mapfile -t COMPREPLY < <(compgen -f -- "$cur")
	return 0
}

# Whether a -- before the word being completed ended the options.
_ttt_after_dashdash()
{
	local i

	for ((i = 1; i < COMP_CWORD; i++)); do
		[ "${COMP_WORDS[i]}" = -- ] && return 0
	done
	return 1
}

complete -F _ttt ttt
