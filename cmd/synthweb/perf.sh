#!/usr/bin/env bash
# Performance runs (README "Performance"): the discover binary against the
# synthetic web of cmd/synthweb, served on loopback as an HTTP forward proxy
# on the same machine. Not part of CI: the three runs take a few minutes.
#
#   cmd/synthweb/perf.sh                 # 200x40, 10000x5 and the latency run
#   cmd/synthweb/perf.sh 200x40          # one of them: 200x40, 10000x5, latency
#   LAT_SITES=64 LAT_SIZE=5000 cmd/synthweb/perf.sh latency   # another latency web
#
# Each run prints pages/s, discover's CPU-seconds per 1000 pages and peak
# RSS (from /usr/bin/time -v), and the server's CPU. The files of each run
# (input, report, time -v output) are kept under $PERF_DIR (default: a
# temporary folder, printed at the end).
set -euo pipefail
cd "$(dirname "$0")/../.."

. cmd/synthweb/build.sh # GNU time, then discover and synthweb into $work
tick=$(getconf CLK_TCK)

# The synthetic web is ours: no politeness delay, and loopback allowed (the
# address guard would otherwise resolve every synthetic host through DNS).
extra=()
help=$("$work/discover" -h 2>&1 || true)
case $help in *"-delay "*) extra+=(--delay 0) ;; esac
case $help in *"-allow-private"*) extra+=(--allow-private) ;; esac
case $help in *"-quiet"*) extra+=(--quiet) ;; esac

# cpu PID prints the CPU seconds (user+system) process PID has used.
cpu() { awk -v t="$tick" '{ printf "%.2f", ($14 + $15) / t }' "/proc/$1/stat"; }

# field FILE LABEL prints the value of a line of time -v output.
field() { awk -F': ' -v label="$2" 'index($0, label) { print $2; exit }' "$1"; }

# run NAME SITES PAGES LATENCY PAGESIZE [DISCOVER FLAGS...]
run() {
  local name=$1 sites=$2 pages=$3 latency=$4 size=$5
  shift 5
  local d="$work/$name"
  mkdir -p "$d"
  rm -f "$d/addr"
  "$work/synthweb" --sites "$sites" --pages "$pages" --latency "$latency" --page-size "$size" --seed 1 \
    --listen 127.0.0.1:0 --input "$d/input.yaml" --truth "$d/truth.json" >"$d/addr" 2>"$d/synthweb.err" &
  local server=$!
  until [ -s "$d/addr" ]; do
    kill -0 "$server" 2>/dev/null || { cat "$d/synthweb.err" >&2; return 1; }
    sleep 0.1
  done
  local proxy s0 t0 t1 s1
  proxy=$(head -1 "$d/addr")
  s0=$(cpu "$server")
  t0=$(date +%s.%N)
  /usr/bin/time -v -o "$d/time.txt" "$work/discover" --proxy "$proxy" "${extra[@]}" "$@" \
    "$d/input.yaml" "$d/report.yaml" 2>"$d/discover.err" || echo "$name: discover failed; see $d/discover.err" >&2
  t1=$(date +%s.%N)
  s1=$(cpu "$server")
  kill -INT "$server"
  wait "$server" || true
  local got ok user sys rss served
  got=$(grep -E '^    pages: ' "$d/report.yaml" | awk '{ s += $2 } END { print s + 0 }')
  ok=$(grep -cE '^    status: ok' "$d/report.yaml" || true)
  user=$(field "$d/time.txt" "User time")
  sys=$(field "$d/time.txt" "System time")
  rss=$(field "$d/time.txt" "Maximum resident set size")
  served=$(grep -oE 'served [0-9]+ responses' "$d/synthweb.err" | awk '{ print $2 }')
  grep -oE 'in flight: peak [0-9]+, mean [0-9.]+' "$d/synthweb.err" >"$d/inflight" || true
  awk -v n="$name" -v g="$got" -v ok="$ok" -v s="$sites" -v w0="$t0" -v w1="$t1" -v u="$user" -v y="$sys" \
    -v r="$rss" -v c0="$s0" -v c1="$s1" -v req="${served:-0}" 'BEGIN {
      wall = w1 - w0; cpu = u + y
      printf "%-8s %6d pages, %d/%d sites ok, %6.1f s: %6.0f pages/s, %5.0f requests/s; discover %.2f CPU-s per 1000 pages, peak RSS %.0f MB; synthweb %.1f CPU-s\n",
        n, g, ok, s, wall, g / wall, req / wall, 1000 * cpu / (g ? g : 1), r / 1024, c1 - c0
    }' | tee -a "$work/summary.txt"
  echo "$rss" >"$d/rss"
}

# latency LATENCY WORKERS PERHOST SITES PAGES SIZE: the latency run and its
# bound, min(workers x per-host, sites x per-host) / latency, in requests/s.
latency() {
  local lat=$1 workers=$2 per=$3 sites=$4 pages=$5 size=$6
  run latency "$sites" "$pages" "$lat" "$size" --workers "$workers" --per-host "$per"
  local line
  line=$(tail -1 "$work/summary.txt")
  echo "$line" | awk -v lat="${lat%ms}" -v w="$workers" -v p="$per" -v s="$sites" '{
      for (i = 1; i <= NF; i++) { if ($i == "pages/s,") pps = $(i-1); if ($i == "requests/s;") rps = $(i-1) }
      bound = (w * p < s * p ? w * p : s * p) / (lat / 1000)
      printf "latency  bound %.0f/s: pages %.0f%%, requests %.0f%% of it (target >= 90%%)\n", bound, 100 * pps / bound, 100 * rps / bound
    }' | tee -a "$work/summary.txt"
  echo "latency  requests $(cat "$work/latency/inflight") (of at most $((workers * per)))" | tee -a "$work/summary.txt"
}

: >"$work/summary.txt"
what=${1:-all}
case $what in
200x40 | all) run 200x40 200 40 0 40000 ;;&
10000x5 | all) run 10000x5 10000 5 0 40000 ;;&
latency | all) latency 100ms 64 2 "${LAT_SITES:-200}" "${LAT_PAGES:-40}" "${LAT_SIZE:-40000}" ;;&
200x40 | 10000x5 | latency | all) ;;
*)
  echo "usage: cmd/synthweb/perf.sh [all|200x40|10000x5|latency]" >&2
  exit 2
  ;;
esac
if [ -s "$work/200x40/rss" ] && [ -s "$work/10000x5/rss" ]; then
  awk -v a="$(cat "$work/200x40/rss")" -v b="$(cat "$work/10000x5/rss")" \
    'BEGIN { printf "RSS      10000x5 / 200x40 = %.2f (target <= 1.5)\n", b / a }' | tee -a "$work/summary.txt"
fi
echo "files: $work"
