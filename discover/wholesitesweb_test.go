package discover_test

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// mirrorSite serves one whole real site from its repository mirror at a
// fixed commit, as a static host would: /a/b/ is a/b/index.html under the
// site's root folder, /a/b is the file a/b, or a/b.html, or a redirect to
// /a/b/ when that is a folder with an index; anything else is 404. The
// www twin of the origin's host (or the bare host of a www origin)
// redirects to the origin. It counts every request it answers.
type mirrorSite struct {
	gitDir, commit, root string
	origin               *url.URL
	files                map[string]bool // paths under root, relative to it
	requests             atomic.Int64

	mu    sync.Mutex // guards blobs
	blobs *blobReader
}

// gitDirOf returns the git directory of repo ("owner/name") under the
// mirrors folder dir, or "" when it is not mirrored. A mirror is a bare
// repository at <owner>+<name>/repo or a clone with a work tree there.
func gitDirOf(dir, repo string) string {
	base := filepath.Join(dir, strings.Replace(repo, "/", "+", 1), "repo")
	if fi, err := os.Stat(filepath.Join(base, ".git")); err == nil && fi.IsDir() {
		return filepath.Join(base, ".git")
	}
	if _, err := os.Stat(filepath.Join(base, "HEAD")); err == nil {
		return base
	}
	return ""
}

// newMirrorSite lists the files of the site w at its commit.
func newMirrorSite(gitDir string, w wholeSite) (*mirrorSite, error) {
	origin, err := url.Parse(w.Origin)
	if err != nil || origin.Host == "" {
		return nil, fmt.Errorf("%s: bad origin %q", w.ID, w.Origin)
	}
	args := []string{"--git-dir=" + gitDir, "ls-tree", "-r", "--name-only", "-z", w.Commit}
	if w.Root != "" {
		args = append(args, "--", w.Root)
	}
	out, err := exec.Command("git", args...).Output()
	if err != nil {
		return nil, fmt.Errorf("%s: git ls-tree %s: %w", w.ID, w.Commit, err)
	}
	m := &mirrorSite{gitDir: gitDir, commit: w.Commit, root: w.Root, origin: origin, files: map[string]bool{}}
	for _, name := range bytes.Split(out, []byte{0}) {
		if rel, ok := strings.CutPrefix(string(name), w.Root); ok && rel != "" {
			m.files[rel] = true
		}
	}
	if len(m.files) == 0 {
		return nil, fmt.Errorf("%s: no files under %q at %s", w.ID, w.Root, w.Commit)
	}
	return m, nil
}

// twin is the www twin of the origin's host.
func (m *mirrorSite) twin() string {
	if h, ok := strings.CutPrefix(m.origin.Hostname(), "www."); ok {
		return h
	}
	return "www." + m.origin.Hostname()
}

// ServeHTTP answers one request for the origin or its twin.
func (m *mirrorSite) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	m.requests.Add(1)
	host := r.Host
	if h, _, ok := strings.Cut(host, ":"); ok {
		host = h
	}
	if !strings.EqualFold(host, m.origin.Hostname()) {
		http.Redirect(w, r, m.origin.Scheme+"://"+m.origin.Host+r.URL.RequestURI(), http.StatusMovedPermanently)
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	if strings.HasSuffix(r.URL.Path, "/") && p != "" {
		p += "/"
	}
	file, redirect := m.resolve(p)
	switch {
	case redirect:
		http.Redirect(w, r, "/"+p+"/", http.StatusMovedPermanently)
		return
	case file == "":
		http.NotFound(w, r)
		return
	}
	body, err := m.blob(m.commit + ":" + m.root + file)
	if err != nil {
		http.Error(w, "git cat-file "+file+": "+err.Error(), http.StatusInternalServerError)
		return
	}
	ctype := mime.TypeByExtension(path.Ext(file))
	if ctype == "" {
		ctype = http.DetectContentType(body)
	}
	w.Header().Set("Content-Type", ctype)
	w.Write(body) //nolint:errcheck // the client went away
}

// resolve maps a clean request path (a folder ends in "/", the root is
// "") to a file of the site, or says the path is a folder to redirect to.
func (m *mirrorSite) resolve(p string) (file string, redirect bool) {
	if p == "" || strings.HasSuffix(p, "/") {
		if m.files[p+"index.html"] {
			return p + "index.html", false
		}
		return "", false
	}
	switch {
	case m.files[p]:
		return p, false
	case m.files[p+".html"]:
		return p + ".html", false
	case m.files[p+"/index.html"]:
		return "", true
	}
	return "", false
}

// blob reads one object of the mirror, through one long-running
// git cat-file --batch: a git process per request costs about 0.1 s on
// a large pack.
func (m *mirrorSite) blob(name string) ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.blobs == nil {
		b, err := newBlobReader(m.gitDir)
		if err != nil {
			return nil, err
		}
		m.blobs = b
	}
	return m.blobs.read(name)
}

// Close stops the site's git process.
func (m *mirrorSite) Close() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.blobs == nil {
		return nil
	}
	return m.blobs.close()
}

// blobReader is a running git cat-file --batch.
type blobReader struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

// newBlobReader starts git cat-file --batch on gitDir.
func newBlobReader(gitDir string) (*blobReader, error) {
	cmd := exec.Command("git", "--git-dir="+gitDir, "cat-file", "--batch")
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("git cat-file --batch in %s: %w", gitDir, err)
	}
	return &blobReader{cmd: cmd, in: in, out: bufio.NewReader(out)}, nil
}

// read returns the object name ("commit:path").
func (b *blobReader) read(name string) ([]byte, error) {
	if _, err := io.WriteString(b.in, name+"\n"); err != nil {
		return nil, fmt.Errorf("git cat-file %s: %w", name, err)
	}
	header, err := b.out.ReadString('\n')
	if err != nil {
		return nil, fmt.Errorf("git cat-file %s: %w", name, err)
	}
	fields := strings.Fields(header)
	if len(fields) != 3 || fields[1] != "blob" {
		return nil, fmt.Errorf("git cat-file %s: %s", name, strings.TrimSpace(header))
	}
	size, err := strconv.Atoi(fields[2])
	if err != nil {
		return nil, fmt.Errorf("git cat-file %s: %s", name, strings.TrimSpace(header))
	}
	body := make([]byte, size+1) // the object and a newline
	if _, err := io.ReadFull(b.out, body); err != nil {
		return nil, fmt.Errorf("git cat-file %s: %w", name, err)
	}
	return body[:size], nil
}

// close ends the process.
func (b *blobReader) close() error {
	if err := b.in.Close(); err != nil {
		return err
	}
	return b.cmd.Wait()
}

// offSiteFS is the file tree behind every host of the web that is not a
// labelled site (a feed host, another site's origin): each is an empty
// folder, so that its pages answer 404, as the sites' own missing pages
// do, and not the web's 502 for an unknown host.
type offSiteFS struct{}

// Open opens the empty folder of a host, or fails.
func (offSiteFS) Open(name string) (fs.File, error) {
	if name == "." || !strings.Contains(name, "/") {
		return emptyDir(name), nil
	}
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}

// emptyDir is an open empty folder.
type emptyDir string

func (d emptyDir) Stat() (fs.FileInfo, error)       { return d, nil }
func (emptyDir) Read([]byte) (int, error)           { return 0, io.EOF }
func (emptyDir) Close() error                       { return nil }
func (emptyDir) ReadDir(int) ([]fs.DirEntry, error) { return nil, nil }
func (d emptyDir) Name() string                     { return path.Base(string(d)) }
func (emptyDir) Size() int64                        { return 0 }
func (emptyDir) Mode() fs.FileMode                  { return fs.ModeDir | 0o555 }
func (emptyDir) ModTime() time.Time                 { return time.Time{} }
func (emptyDir) IsDir() bool                        { return true }
func (emptyDir) Sys() any                           { return nil }
