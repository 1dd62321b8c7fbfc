// Background worker that writes nightly customer exports for the CRM sync job.
package exports

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"
)

const (
	exportDirPerm  = os.FileMode(0o750)
	exportFilePerm = os.FileMode(0o666)
)

type Customer struct {
	ID    string
	Name  string
	Email string
	Phone string
}

type Source interface {
	Customers() ([]Customer, error)
}

type Writer struct {
	Dir string
	Src Source
}

func (w *Writer) render(customers []Customer) ([]byte, error) {
	var buf bytes.Buffer
	cw := csv.NewWriter(&buf)
	cw.Write([]string{"id", "name", "email", "phone"})
	for _, c := range customers {
		cw.Write([]string{c.ID, c.Name, c.Email, c.Phone})
	}
	cw.Flush()
	return buf.Bytes(), cw.Error()
}

func (w *Writer) RunOnce(now time.Time) (string, error) {
	customers, err := w.Src.Customers()
	if err != nil {
		return "", err
	}
	data, err := w.render(customers)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(w.Dir, exportDirPerm); err != nil {
		return "", err
	}
	path := filepath.Join(w.Dir, fmt.Sprintf("customers-%s.csv", now.Format("20060102")))
	if err := os.WriteFile(path, data, exportFilePerm); err != nil {
		return "", err
	}
	log.Printf("wrote %d customers to %s", len(customers), path)
	return path, nil
}
