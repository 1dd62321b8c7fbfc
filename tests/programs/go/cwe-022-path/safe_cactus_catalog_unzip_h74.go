// A cactus catalog unzip program of the h74 set (cwe-022-path).
package main

import (
	"archive/zip"
	"context"
	"io"
	"log"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

type extractJob struct {
	entry *zip.File
	dest  string
}

func extractWorker(jobs <-chan extractJob, wg *sync.WaitGroup) {
	defer wg.Done()
	for j := range jobs {
		if err := extractOne(j); err != nil {
			log.Printf("extract %s: %v", j.entry.Name, err)
		}
	}
}

func extractOne(j extractJob) error {
	target := filepath.Join(j.dest, j.entry.Name)
	if j.entry.FileInfo().IsDir() {
		return os.MkdirAll(target, 0o755)
	}
	if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
		return err
	}
	rc, err := j.entry.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	out, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	_, err = io.Copy(out, io.LimitReader(rc, 50<<20))
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	return err
}

func importBundle(path, catalogRoot string) error {
	zr, err := zip.OpenReader(path)
	if err != nil {
		return err
	}
	defer zr.Close()

	grower := strings.TrimSuffix(filepath.Base(path), ".zip")
	dest := filepath.Join(catalogRoot, grower)

	jobs := make(chan extractJob)
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go extractWorker(jobs, &wg)
	}
	for _, f := range zr.File {
		if !filepath.IsLocal(f.Name) {
			log.Printf("%s: skipping entry %q outside the bundle", filepath.Base(path), f.Name)
			continue
		}
		jobs <- extractJob{entry: f, dest: dest}
	}
	close(jobs)
	wg.Wait()
	return nil
}

func watchInbox(ctx context.Context, inbox string, found chan<- string) {
	seen := map[string]bool{}
	t := time.NewTicker(20 * time.Second)
	defer t.Stop()
	for {
		paths, _ := filepath.Glob(filepath.Join(inbox, "*.zip"))
		for _, p := range paths {
			if !seen[p] {
				seen[p] = true
				found <- p
			}
		}
		select {
		case <-t.C:
		case <-ctx.Done():
			close(found)
			return
		}
	}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	bundles := make(chan string)
	go watchInbox(ctx, "/srv/supplier-inbox/catalogues", bundles)
	for p := range bundles {
		if err := importBundle(p, "/srv/nursery/catalogue"); err != nil {
			log.Printf("bundle %s: %v", filepath.Base(p), err)
			continue
		}
		os.Rename(p, p+".imported")
	}
}
