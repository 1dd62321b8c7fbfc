// Accepts zipped dailies bundles from film crews and unpacks them into the project workspace asynchronously.
package assets

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

type unpackJob struct {
	project string
	data    []byte
}

func entryTarget(dest, name string) (string, error) {
	target := filepath.Join(dest, name)
	if !strings.HasPrefix(target, filepath.Clean(dest)+string(os.PathSeparator)) {
		return "", fmt.Errorf("entry %q escapes bundle root", name)
	}
	return target, nil
}

func extract(job unpackJob) error {
	zr, err := zip.NewReader(bytes.NewReader(job.data), int64(len(job.data)))
	if err != nil {
		return err
	}
	dest := filepath.Join("/srv/studio/projects", filepath.Base(job.project), "dailies")
	for _, f := range zr.File {
		target, err := entryTarget(dest, f.Name)
		if err != nil || f.FileInfo().IsDir() {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			return err
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err == nil {
			os.MkdirAll(filepath.Dir(target), 0o750)
			err = os.WriteFile(target, data, 0o640)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func UploadBundle(w http.ResponseWriter, r *http.Request) {
	data, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 512<<20))
	if err != nil {
		http.Error(w, "bundle too large", http.StatusRequestEntityTooLarge)
		return
	}
	go func(job unpackJob) {
		if err := extract(job); err != nil {
			log.Printf("bundle %s: %v", job.project, err)
		}
	}(unpackJob{project: r.URL.Query().Get("project"), data: data})
	w.WriteHeader(http.StatusAccepted)
}
