// A layout unpack program of the h73 set (cwe-022-path).
package main

import (
	"archive/zip"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

type unpackStats struct {
	files int
	bytes int64
}

// Bundles are produced by several track-planning programs; some of them write
// Windows separators or a leading "./" into entry names, so tidy those up.
func normalizeEntry(name string) string {
	name = strings.ReplaceAll(name, "\\", "/")
	name = strings.TrimPrefix(name, "./")
	name = strings.ReplaceAll(name, "../", "")
	return strings.TrimLeft(name, "/")
}

func extractEntry(f *zip.File, dest string, stats *unpackStats) error {
	rel := normalizeEntry(f.Name)
	if rel == "" {
		return nil
	}
	target := filepath.Join(dest, filepath.FromSlash(rel))

	if f.FileInfo().IsDir() {
		return os.MkdirAll(target, 0o755)
	}
	if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
		return err
	}
	src, err := f.Open()
	if err != nil {
		return err
	}
	defer src.Close()

	out, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	n, err := io.Copy(out, io.LimitReader(src, 64<<20))
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	stats.files++
	stats.bytes += n
	return err
}

func main() {
	bundle := flag.String("bundle", "", "path to the .zip layout bundle sent by a member")
	library := flag.String("library", "/srv/railclub/layouts", "club layout library directory")
	member := flag.String("member", "", "member number the bundle belongs to")
	flag.Parse()

	if *bundle == "" || *member == "" {
		flag.Usage()
		os.Exit(2)
	}

	zr, err := zip.OpenReader(*bundle)
	if err != nil {
		log.Fatalf("open bundle: %v", err)
	}
	defer zr.Close()

	id, err := strconv.Atoi(strings.TrimSpace(*member))
	if err != nil || id <= 0 {
		log.Fatalf("invalid member number %q", *member)
	}
	dest := filepath.Join(*library, fmt.Sprintf("member-%05d", id))
	if err := os.MkdirAll(dest, 0o755); err != nil {
		log.Fatal(err)
	}

	var stats unpackStats
	for _, f := range zr.File {
		if err := extractEntry(f, dest, &stats); err != nil {
			log.Fatalf("extract %q: %v", f.Name, err)
		}
	}
	fmt.Printf("unpacked %d files (%d bytes) into %s\n", stats.files, stats.bytes, dest)
}
