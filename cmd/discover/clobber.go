package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// refuseClobber returns a usage error if OUTPUT or the journal is the
// INPUT file, or the journal is OUTPUT, under any name: the same path, a
// symbolic link or a hard link (os.SameFile). Writing either would
// replace the input the user gave. It runs before anything is written;
// "-" and "" name no file.
func refuseClobber(in, out, journal string) error {
	files := []struct{ flag, path string }{{"INPUT", in}, {"OUTPUT", out}, {"--journal", journal}}
	infos := make([]os.FileInfo, len(files))
	for i, f := range files {
		if f.path == "" || f.path == "-" {
			continue
		}
		fi, err := os.Stat(f.path)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			continue // nothing there to destroy
		case err != nil:
			continue // reading or writing it reports this better
		}
		infos[i] = fi
		for j := range i {
			if infos[j] != nil && os.SameFile(infos[j], fi) {
				return usageError{fmt.Sprintf("%s %s is the same file as %s %s: refusing to overwrite it", f.flag, f.path, files[j].flag, files[j].path)}
			}
		}
	}
	return nil
}
