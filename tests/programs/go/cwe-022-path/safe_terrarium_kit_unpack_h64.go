// A terrarium kit unpack program of the h64 set (cwe-022-path).
package main

import (
	"archive/zip"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// kit archives are uploaded by suppliers: plant sheets, substrate recipes, glass cut lists
const maxEntryBytes = 64 << 20

func writeEntry(f *zip.File, target string) error {
	rc, err := f.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	out, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		return err
	}
	defer out.Close()
	_, err = io.Copy(out, io.LimitReader(rc, maxEntryBytes))
	return err
}

func unpackKit(archive, dest string) (map[string][]string, error) {
	zr, err := zip.OpenReader(archive)
	if err != nil {
		return nil, err
	}
	defer zr.Close()

	byKind := map[string][]string{}
	for _, f := range zr.File {
		if f.FileInfo().IsDir() {
			continue
		}
		target := filepath.Join(dest, f.Name)
		if !strings.HasPrefix(target, filepath.Clean(dest)+string(os.PathSeparator)) {
			return nil, fmt.Errorf("entry %q lands outside the kit folder", f.Name)
		}
		if err := os.MkdirAll(filepath.Dir(target), 0o750); err != nil {
			return nil, err
		}
		if err := writeEntry(f, target); err != nil {
			return nil, fmt.Errorf("%s: %w", f.Name, err)
		}
		kind := strings.TrimPrefix(strings.ToLower(filepath.Ext(f.Name)), ".")
		byKind[kind] = append(byKind[kind], f.Name)
	}
	return byKind, nil
}

func main() {
	archive := flag.String("kit", "", "supplier kit archive (.zip) from the upload inbox")
	dest := flag.String("dest", "/srv/terraria/kits", "folder the kit is unpacked into")
	flag.Parse()
	if *archive == "" {
		log.Fatal("-kit is required")
	}

	kitDir := filepath.Join(*dest, strings.TrimSuffix(filepath.Base(*archive), ".zip"))
	if err := os.MkdirAll(kitDir, 0o750); err != nil {
		log.Fatal(err)
	}
	byKind, err := unpackKit(*archive, kitDir)
	if err != nil {
		log.Fatalf("unpack %s: %v", *archive, err)
	}
	kinds := make([]string, 0, len(byKind))
	for k := range byKind {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		fmt.Printf("%-6s %3d files\n", k, len(byKind[k]))
	}
}
