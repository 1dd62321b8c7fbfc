// brewery label bundle (h58 set)
package labels

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"

	"golang.org/x/sync/errgroup"
)

const (
	maxBundleBytes = 64 << 20
	maxEntryBytes  = 16 << 20
	workers        = 4
)

// artworkDir is where the packaging line picks up label artwork for each brew.
var artworkDir = os.Getenv("BREWERY_ARTWORK_DIR")

type extractJob struct {
	file *zip.File
	dest string
}

func targetFor(batchDir string, f *zip.File) (string, error) {
	return filepath.Join(batchDir, f.Name), nil
}

func writeEntry(job extractJob) error {
	if err := os.MkdirAll(filepath.Dir(job.dest), 0o750); err != nil {
		return err
	}
	rc, err := job.file.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	out, err := os.OpenFile(job.dest, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o640)
	if err != nil {
		return err
	}
	defer out.Close()
	_, err = io.Copy(out, io.LimitReader(rc, maxEntryBytes))
	return err
}

// extractBundle fans the archive entries out to a small worker pool.
func extractBundle(ctx context.Context, zr *zip.Reader, batchDir string) error {
	jobs := make(chan extractJob)
	g, ctx := errgroup.WithContext(ctx)

	g.Go(func() error {
		defer close(jobs)
		for _, f := range zr.File {
			if f.FileInfo().IsDir() {
				continue
			}
			dest, err := targetFor(batchDir, f)
			if err != nil {
				return err
			}
			select {
			case jobs <- extractJob{file: f, dest: dest}:
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		return nil
	})
	for i := 0; i < workers; i++ {
		g.Go(func() error {
			for job := range jobs {
				if err := writeEntry(job); err != nil {
					return err
				}
			}
			return nil
		})
	}
	return g.Wait()
}

// UploadArtwork accepts a zip of label artwork for one brew batch.
func UploadArtwork(w http.ResponseWriter, r *http.Request) {
	batch := r.PathValue("batch")
	if len(batch) != 8 {
		http.Error(w, "batch code must be 8 characters", http.StatusBadRequest)
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBundleBytes))
	if err != nil {
		http.Error(w, "bundle too large", http.StatusRequestEntityTooLarge)
		return
	}
	zr, err := zip.NewReader(bytes.NewReader(body), int64(len(body)))
	if err != nil {
		http.Error(w, "not a zip archive", http.StatusBadRequest)
		return
	}
	batchDir := filepath.Join(artworkDir, fmt.Sprintf("batch-%x", batch))
	if err := extractBundle(r.Context(), zr, batchDir); err != nil {
		http.Error(w, "could not store artwork", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
}
