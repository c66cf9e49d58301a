package constraints

import (
	"net/url"
	"path"
	"strings"
)

// skippedExtensions are file types that are never HTML pages; links to
// them are not followed.
var skippedExtensions = map[string]bool{
	".pdf": true, ".zip": true, ".gz": true, ".tgz": true, ".rar": true, ".7z": true,
	".jpg": true, ".jpeg": true, ".png": true, ".gif": true, ".webp": true, ".svg": true, ".ico": true, ".bmp": true, ".tif": true, ".tiff": true,
	".heic": true, ".heif": true, ".avif": true, ".jxl": true,
	".mp3": true, ".mp4": true, ".m4a": true, ".m4v": true, ".wav": true, ".avi": true, ".mov": true, ".mkv": true, ".webm": true, ".ogg": true, ".flac": true,
	".css": true, ".js": true, ".json": true, ".woff": true, ".woff2": true, ".ttf": true, ".eot": true,
	".doc": true, ".docx": true, ".xls": true, ".xlsx": true, ".ppt": true, ".pptx": true, ".csv": true,
	".exe": true, ".dmg": true, ".apk": true, ".iso": true, ".bin": true, ".msi": true,
	".xml": true, ".rss": true, ".atom": true, ".rdf": true,
}

// SkipURL reports whether u is not worth fetching as a page: a file type
// that is never HTML, a URL longer than MaxURLLength, or a path that
// repeats one segment three times or more (/a/b/a/b/a/b), the mark of
// relative links that resolve ever deeper.
func SkipURL(u *url.URL) bool {
	if len(u.Path)+len(u.RawQuery)+len(u.Host) > MaxURLLength {
		return true
	}
	return skippedExtensions[strings.ToLower(path.Ext(u.Path))] || repeatsSegment(u.Path, 3)
}

// repeatsSegment reports whether some non-empty segment of p occurs n
// times or more.
func repeatsSegment(p string, n int) bool {
	segs := strings.Split(p, "/")
	if len(segs) <= n {
		return false
	}
	count := map[string]int{}
	for _, s := range segs {
		if s == "" {
			continue
		}
		count[s]++
		if count[s] >= n {
			return true
		}
	}
	return false
}
