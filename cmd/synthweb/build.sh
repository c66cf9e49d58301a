# Sourced by perf.sh and scrapy.sh from the repository's root: installs
# GNU time (for peak RSS) if missing, and builds discover and synthweb into
# $work, a folder of its own unless PERF_DIR names one.
if [ ! -x /usr/bin/time ]; then
  apt-get update -qq && apt-get install -y -qq time >/dev/null
fi
export PATH="$PATH:/usr/local/go/bin"
work=${PERF_DIR:-$(mktemp -d)}
mkdir -p "$work"
go build -o "$work/discover" ./cmd/discover
go build -o "$work/synthweb" ./cmd/synthweb
