#!/usr/bin/env bash
# The loaded proof (issue 34, item 1): CI on a fresh clone of this checkout's HEAD while a CPU hog
# holds one core, three times in a row. Prints each run's time and exit status, and samples the
# hog (its pid and CPU share) every minute; exits non-zero unless all three runs are green.
#
#   bash scripts/ci-under-load.sh            # about 90 minutes on two cores
#   LOADED_RUNS=1 LOADED_COMMAND=true bash scripts/ci-under-load.sh   # the plumbing alone
#
# LOADED_COMMAND replaces `CI=true bash .ci/run` (run in the clone); LOADED_RUNS the three runs.
set -uo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
runs="${LOADED_RUNS:-3}"
command="${LOADED_COMMAND:-CI=true bash .ci/run}"
sample_seconds="${LOADED_SAMPLE_SECONDS:-60}"
work="$(mktemp -d "${TMPDIR:-/tmp}/front-ci-under-load.XXXXXX")"
commit="$(git -C "$repo" rev-parse HEAD)"

# One core held busy by a process that does nothing else; a second process samples it.
node -e 'for (;;) {}' &
hog=$!
sample_hog() {
  while kill -0 "$hog" 2>/dev/null; do
    echo "[hog] $(date -u +%H:%M:%S) pid $hog, CPU $(ps -o pcpu= -p "$hog" | tr -d ' ')%, load $(cut -d' ' -f1-3 /proc/loadavg)"
    sleep "$sample_seconds"
  done
}
sample_hog &
sampler=$!
stop_hog() {
  kill "$sampler" "$hog" 2>/dev/null
  wait "$sampler" "$hog" 2>/dev/null
  rm -rf "$work"
}
trap stop_hog EXIT

echo "Commit $commit, $runs run(s) of \`$command\` on fresh clones in $work, hog pid $hog."
results=()
failed=0
for run in $(seq 1 "$runs"); do
  clone="$work/run-$run"
  git clone --quiet --no-hardlinks "$repo" "$clone" && git -C "$clone" checkout --quiet "$commit"
  started=$SECONDS
  (cd "$clone" && bash -c "$command") 2>&1 | sed "s/^/[run $run] /"
  status=${PIPESTATUS[0]}
  seconds=$((SECONDS - started))
  if kill -0 "$hog" 2>/dev/null; then hog_state="hog running"; else hog_state="hog gone"; fi
  results+=("$(printf 'run %d: exit %d after %d s (%s)' "$run" "$status" "$seconds" "$hog_state")")
  echo "${results[-1]}"
  [ "$status" -eq 0 ] && [ "$hog_state" = "hog running" ] || failed=1
  rm -rf "$clone"
done

echo "Under load, commit $commit:"
printf '  %s\n' "${results[@]}"
if [ "$failed" -ne 0 ]; then
  echo "Not all $runs runs were green with the hog running."
  exit 1
fi
echo "All $runs runs green with one core held busy."
