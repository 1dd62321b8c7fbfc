// A spat archive import program of the h71 set (cwe-022-path).
package main

import (
	"archive/tar"
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"strings"
)

// ErrSkipEntry marks tar members that are not spat-count sheets.
var ErrSkipEntry = errors.New("entry skipped")

// EntryError reports a tar member whose destination is not acceptable.
type EntryError struct {
	Name   string
	Target string
}

func (e *EntryError) Error() string {
	return fmt.Sprintf("entry %q resolves to %q, outside the destination", e.Name, e.Target)
}

func entryTarget(dest string, hdr *tar.Header) (string, error) {
	if hdr.Typeflag != tar.TypeReg {
		return "", ErrSkipEntry
	}
	if !strings.HasSuffix(strings.ToLower(hdr.Name), ".csv") {
		return "", ErrSkipEntry
	}
	target := filepath.Join(dest, hdr.Name)
	if !strings.HasPrefix(target, filepath.Clean(dest)+string(os.PathSeparator)) {
		return target, &EntryError{Name: hdr.Name, Target: target}
	}
	return target, nil
}

func writeEntry(target string, r io.Reader) error {
	if err := os.MkdirAll(filepath.Dir(target), 0o750); err != nil {
		return fmt.Errorf("create dir: %w", err)
	}
	out, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o640)
	if err != nil {
		return fmt.Errorf("create %s: %w", target, err)
	}
	if _, err := io.Copy(out, io.LimitReader(r, 32<<20)); err != nil {
		out.Close()
		return fmt.Errorf("write %s: %w", target, err)
	}
	return out.Close()
}

func importArchive(path, dest string) (int, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, fmt.Errorf("open archive: %w", err)
	}
	defer f.Close()

	gz, err := gzip.NewReader(f)
	if err != nil {
		return 0, fmt.Errorf("read gzip: %w", err)
	}
	defer gz.Close()

	tr := tar.NewReader(gz)
	written := 0
	for {
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return written, fmt.Errorf("read tar: %w", err)
		}

		target, err := entryTarget(dest, hdr)
		if errors.Is(err, ErrSkipEntry) {
			continue
		}

		if err := writeEntry(target, tr); err != nil {
			return written, err
		}
		written++
	}
	return written, nil
}

func main() {
	archive := flag.String("archive", "", "path to the grower's .tar.gz upload")
	dest := flag.String("dest", "/var/lib/hatchery/spat", "destination directory")
	flag.Parse()

	if *archive == "" {
		flag.Usage()
		os.Exit(2)
	}

	n, err := importArchive(*archive, *dest)
	if err != nil {
		log.Fatalf("spat import: %v (after %d sheets)", err, n)
	}
	fmt.Printf("imported %d spat-count sheets into %s\n", n, *dest)
}
