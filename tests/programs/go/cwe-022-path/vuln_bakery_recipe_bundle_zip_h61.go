// A bakery recipe bundle zip program of the h61 set (cwe-022-path).
// recipe-import unpacks recipe bundles that franchise bakeries drop into the shared inbox.
package main

import (
	"archive/zip"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
)

const maxEntryBytes = 32 << 20

// Extractor writes the contents of one bundle below a destination folder.
type Extractor interface {
	Extract(bundle, dest string) (int, error)
}

type zipExtractor struct{}

func (zipExtractor) Extract(bundle, dest string) (int, error) {
	r, err := zip.OpenReader(bundle)
	if err != nil {
		return 0, err
	}
	defer r.Close()
	n := 0
	for _, f := range r.File {
		if f.FileInfo().IsDir() {
			continue
		}
		target := filepath.Join(dest, f.Name)
		if err := writeEntry(f, target); err != nil {
			return n, fmt.Errorf("%s: %w", f.Name, err)
		}
		n++
	}
	return n, nil
}

func writeEntry(f *zip.File, target string) error {
	if err := os.MkdirAll(filepath.Dir(target), 0o750); err != nil {
		return err
	}
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
	if _, err := io.CopyN(out, rc, maxEntryBytes); err != nil && !errors.Is(err, io.EOF) {
		return err
	}
	return nil
}

// Importer moves every bundle from the inbox into the recipe library.
type Importer struct {
	inbox, library string
	extractor      Extractor
}

func (im *Importer) Run() error {
	bundles, err := filepath.Glob(filepath.Join(im.inbox, "*.zip"))
	if err != nil {
		return err
	}
	for _, b := range bundles {
		branch := filepath.Base(b[:len(b)-len(".zip")])
		n, err := im.extractor.Extract(b, filepath.Join(im.library, branch))
		if err != nil {
			log.Printf("bundle %s rejected: %v", b, err)
			continue
		}
		log.Printf("bundle %s: %d recipe files imported", branch, n)
		_ = os.Remove(b)
	}
	return nil
}

func main() {
	inbox := flag.String("inbox", "/srv/bakery/inbox", "folder with uploaded recipe bundles")
	library := flag.String("library", "/srv/bakery/recipes", "recipe library root")
	flag.Parse()
	im := &Importer{inbox: *inbox, library: *library, extractor: zipExtractor{}}
	if err := im.Run(); err != nil {
		log.Fatal(err)
	}
}
