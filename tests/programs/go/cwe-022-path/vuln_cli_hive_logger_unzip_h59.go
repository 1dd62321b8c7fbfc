// Unseen set h59: cli hive logger unzip
package main

import (
	"archive/zip"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
)

const maxEntryBytes = 64 << 20

// Extractor unpacks the archives that hive-scale loggers upload at the end of a season.
type Extractor interface {
	Extract(archive, dest string) (int, error)
}

type zipExtractor struct{}

func (zipExtractor) Extract(archive, dest string) (int, error) {
	r, err := zip.OpenReader(archive)
	if err != nil {
		return 0, err
	}
	defer r.Close()

	count := 0
	for _, f := range r.File {
		if f.FileInfo().IsDir() {
			continue
		}
		target := filepath.Join(dest, f.Name)
		if err := writeEntry(f, target); err != nil {
			return count, fmt.Errorf("%s: %w", f.Name, err)
		}
		count++
	}
	return count, nil
}

func writeEntry(f *zip.File, target string) error {
	if err := os.MkdirAll(filepath.Dir(target), 0o750); err != nil {
		return err
	}
	src, err := f.Open()
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		return err
	}
	defer dst.Close()
	if _, err := io.CopyN(dst, src, maxEntryBytes); err != nil && err != io.EOF {
		return err
	}
	return nil
}

// SeasonImporter walks the upload inbox and unpacks each apiary archive
// into its own working directory for the weight-curve analysis.
type SeasonImporter struct {
	extractor Extractor
	inbox     string
	workdir   string
}

func (s *SeasonImporter) ImportAll() error {
	entries, err := os.ReadDir(s.inbox)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if e.IsDir() || filepath.Ext(e.Name()) != ".zip" {
			continue
		}
		name := e.Name()
		dest := filepath.Join(s.workdir, name[:len(name)-len(".zip")])
		n, err := s.extractor.Extract(filepath.Join(s.inbox, name), dest)
		if err != nil {
			log.Printf("%s: %v", name, err)
			continue
		}
		log.Printf("%s: %d logger files", name, n)
	}
	return nil
}

func main() {
	inbox := flag.String("inbox", "/srv/apiary/uploads", "directory with uploaded logger archives")
	workdir := flag.String("workdir", "/srv/apiary/work", "directory for unpacked logger files")
	flag.Parse()

	importer := &SeasonImporter{extractor: zipExtractor{}, inbox: *inbox, workdir: *workdir}
	if err := importer.ImportAll(); err != nil {
		log.Fatal(err)
	}
}
