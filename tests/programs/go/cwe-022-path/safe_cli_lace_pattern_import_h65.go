// A cli lace pattern import program of the h65 set (cwe-022-path).
package main

// lacepat keeps a local library of bobbin-lace prickings and imports the
// pattern packs lacemakers swap at guild meetings and on the forum.
//
// Usage: lacepat [-library DIR] import PACK.zip

import (
	"archive/zip"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

var patternExts = map[string]bool{".prk": true, ".pdf": true, ".svg": true, ".txt": true}

func defaultLibrary() string {
	home, err := os.UserHomeDir()
	if err != nil {
		return "lace-patterns"
	}
	return filepath.Join(home, "Lace", "patterns")
}

func main() {
	library := flag.String("library", defaultLibrary(), "folder holding the pattern library")
	flag.Parse()
	if flag.NArg() != 2 || flag.Arg(0) != "import" {
		fmt.Fprintln(os.Stderr, "usage: lacepat [-library DIR] import PACK.zip")
		os.Exit(2)
	}

	n, err := importPack(flag.Arg(1), *library)
	if err != nil {
		fmt.Fprintf(os.Stderr, "lacepat: %v\n", err)
		os.Exit(1)
	}
	fmt.Printf("imported %d prickings into %s\n", n, *library)
}

func importPack(packPath, library string) (int, error) {
	zr, err := zip.OpenReader(packPath)
	if err != nil {
		return 0, fmt.Errorf("opening pack: %w", err)
	}
	defer zr.Close()

	count := 0
	for _, f := range zr.File {
		if f.FileInfo().IsDir() {
			continue
		}
		if !patternExts[strings.ToLower(filepath.Ext(f.Name))] {
			continue
		}
		entry := filepath.FromSlash(f.Name)
		if !filepath.IsLocal(entry) {
			return count, fmt.Errorf("pack entry %q would land outside the library", f.Name)
		}
		target := filepath.Join(library, entry)
		if err := extractOne(f, target); err != nil {
			return count, fmt.Errorf("extracting %s: %w", f.Name, err)
		}
		count++
	}
	return count, nil
}

func extractOne(f *zip.File, target string) error {
	if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
		return err
	}
	rc, err := f.Open()
	if err != nil {
		return err
	}
	defer rc.Close()

	out, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, io.LimitReader(rc, 50<<20)); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
