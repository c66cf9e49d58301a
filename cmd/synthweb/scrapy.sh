#!/usr/bin/env bash
# Scrapy beside discover, as users run them (issue 15): the synthetic web
# of cmd/synthweb served as an HTTP forward proxy on loopback, crawled by
# Scrapy at 32 requests in flight, 4 per host and no delay, and by
# `discover --delay 0 --workers 8 --per-host 4` with the address guard on,
# both through the proxy, both obeying robots.txt, to depth 1 on each
# site's own domain. Not part of CI: it installs python3-scrapy if missing
# and takes a minute or two.
#
#   cmd/synthweb/scrapy.sh                  # 200 sites x 40 pages, 3 rounds
#   SITES=500 PAGES=20 ROUNDS=1 cmd/synthweb/scrapy.sh
#
# Each round runs Scrapy, then discover --exhaustive (every page, the
# crawl before issue 22) and discover's default focused crawl, back to
# back on a fresh server, and prints sites/s, pages/s, CPU-seconds per
# 1000 pages and peak RSS of each.
set -euo pipefail
cd "$(dirname "$0")/../.."

sites=${SITES:-200} pages=${PAGES:-40} rounds=${ROUNDS:-3}
py=/usr/bin/python3 # Debian's, which python3-scrapy installs into
if ! "$py" -c 'import scrapy' 2>/dev/null; then
  apt-get update -qq && apt-get install -y -qq python3-scrapy >/dev/null
fi
. cmd/synthweb/build.sh # GNU time, then discover and synthweb into $work

# The spider: start URLs from discover's input, links followed on the
# start page's registrable domain (the synthetic web's hosts are
# NAME.example and www.NAME.example), one level deep, as discover does.
cat >"$work/spider.py" <<'PY'
import json, re, sys
import scrapy
from scrapy.crawler import CrawlerProcess
from scrapy.linkextractors import LinkExtractor
from urllib.parse import urlsplit

def domain(url):
    host = urlsplit(url).hostname or ""
    return ".".join(host.split(".")[-2:])

class Sites(scrapy.Spider):
    name = "sites"
    def __init__(self, input, **kw):
        super().__init__(**kw)
        self.starts = re.findall(r"^\s*url:\s*(\S+)", open(input).read(), re.M)
        self.links = LinkExtractor()
        self.pages = 0
    def start_requests(self):
        for u in self.starts:
            yield scrapy.Request(u, cb_kwargs={"site": domain(u)})
    def parse(self, response, site):
        if not isinstance(response, scrapy.http.HtmlResponse):
            return
        self.pages += 1
        if response.meta.get("depth", 0) >= 1:
            return
        for l in self.links.extract_links(response):
            if domain(l.url) == site:
                yield response.follow(l.url, cb_kwargs={"site": site})
    def closed(self, reason):
        json.dump({"pages": self.pages}, open(sys.argv[2], "w"))

p = CrawlerProcess(settings={
    "CONCURRENT_REQUESTS": 32, "CONCURRENT_REQUESTS_PER_DOMAIN": 4, "DOWNLOAD_DELAY": 0,
    "DEPTH_LIMIT": 1, "ROBOTSTXT_OBEY": True, "LOG_LEVEL": "WARNING",
    "TELNETCONSOLE_ENABLED": False, "COOKIES_ENABLED": True, "RETRY_TIMES": 2,
    "DOWNLOAD_TIMEOUT": 15, "REQUEST_FINGERPRINTER_IMPLEMENTATION": "2.7",
})
p.crawl(Sites, input=sys.argv[1])
p.start()
PY

# round N: a fresh server, then Scrapy and discover back to back.
round() {
  local d="$work/round$1"
  mkdir -p "$d"
  "$work/synthweb" --sites "$sites" --pages "$pages" --seed "$1" --listen 127.0.0.1:0 \
    --input "$d/input.yaml" >"$d/addr" 2>"$d/synthweb.err" &
  local server=$!
  until [ -s "$d/addr" ]; do
    kill -0 "$server" 2>/dev/null || { cat "$d/synthweb.err" >&2; return 1; }
    sleep 0.1
  done
  local proxy t0 t1
  proxy=$(head -1 "$d/addr")
  t0=$(date +%s.%N)
  http_proxy=$proxy HTTP_PROXY=$proxy /usr/bin/time -v -o "$d/scrapy.time" \
    "$py" "$work/spider.py" "$d/input.yaml" "$d/scrapy.json" 2>"$d/scrapy.err" || echo "scrapy failed: $d/scrapy.err" >&2
  t1=$(date +%s.%N)
  local sp scpu srss
  sp=$("$py" -c 'import json,sys; print(json.load(open(sys.argv[1]))["pages"])' "$d/scrapy.json")
  read -r scpu srss <<<"$(stat "$d/scrapy.time")"
  line "$1" scrapy "$sp" "$t0" "$t1" "$scpu" "$srss"
  for mode in exhaustive focused; do # the crawl before issue 22, then the default
    local flag=() dp dcpu drss
    [ "$mode" = exhaustive ] && flag=(--exhaustive)
    t0=$(date +%s.%N)
    /usr/bin/time -v -o "$d/$mode.time" "$work/discover" --proxy "$proxy" --delay 0 --workers 8 --per-host 4 \
      "${flag[@]}" --quiet "$d/input.yaml" "$d/$mode.yaml" 2>"$d/$mode.err" || echo "discover failed: $d/$mode.err" >&2
    t1=$(date +%s.%N)
    dp=$(grep -E '^    pages: ' "$d/$mode.yaml" | awk '{ s += $2 } END { print s + 0 }')
    read -r dcpu drss <<<"$(stat "$d/$mode.time")"
    line "$1" "$mode" "$dp" "$t0" "$t1" "$dcpu" "$drss"
  done
  kill -INT "$server"
  wait "$server" || true
}

stat() { # FILE: CPU seconds and peak RSS in MB
  awk -F': ' '/User time/ { u = $2 } /System time/ { s = $2 } /Maximum resident/ { r = $2 } END { printf "%.2f %.0f", u + s, r / 1024 }' "$1"
}

# line ROUND CRAWLER PAGES START END CPU RSS: one crawler's figures.
line() {
  awk -v n="$1" -v who="$2" -v p="$3" -v t0="$4" -v t1="$5" -v c="$6" -v r="$7" -v sites="$sites" 'BEGIN {
      w = t1 - t0
      printf "round %d  %-10s %6d pages %6.1f s %6.1f sites/s %6.0f pages/s %6.2f CPU-s/1000 pages %4.0f MB\n", n, who, p, w, sites / w, p / w, 1000 * c / p, r
    }' | tee -a "$work/summary.txt"
}

: >"$work/summary.txt"
for n in $(seq 1 "$rounds"); do round "$n"; done
echo "files: $work"
