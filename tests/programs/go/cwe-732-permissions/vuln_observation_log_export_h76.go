// A planetarium observation log export program of the h76 set (cwe-732-permissions).
package main

import (
	"encoding/csv"
	"fmt"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"strconv"
	"time"
)

type observation struct {
	Observer string
	Email    string
	Target   string
	Seeing   int
	At       time.Time
}

// ExportOptions controls where nightly logs go; zero fields take defaults.
type ExportOptions struct {
	Dir      string
	DirMode  fs.FileMode
	FileMode fs.FileMode
}

var defaultExportOptions = ExportOptions{
	Dir:      "/var/lib/planetarium/observations",
	DirMode:  0o777,
	FileMode: 0o666,
}

func withDefaults(o ExportOptions) ExportOptions {
	if o.Dir == "" {
		o.Dir = defaultExportOptions.Dir
	}
	if o.DirMode == 0 {
		o.DirMode = defaultExportOptions.DirMode
	}
	if o.FileMode == 0 {
		o.FileMode = defaultExportOptions.FileMode
	}
	return o
}

type logExporter struct {
	opts ExportOptions
}

func newLogExporter(o ExportOptions) *logExporter {
	return &logExporter{opts: withDefaults(o)}
}

func (e *logExporter) Export(night time.Time, rows []observation) (string, error) {
	dir := filepath.Join(e.opts.Dir, night.Format("2006"))
	if err := os.MkdirAll(dir, e.opts.DirMode); err != nil {
		return "", err
	}
	if err := os.Chmod(dir, e.opts.DirMode); err != nil {
		return "", err
	}
	path := filepath.Join(dir, night.Format("2006-01-02")+".csv")
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, e.opts.FileMode)
	if err != nil {
		return "", err
	}
	defer f.Close()
	if err := f.Chmod(e.opts.FileMode); err != nil {
		return "", err
	}
	w := csv.NewWriter(f)
	w.Write([]string{"observer", "email", "target", "seeing", "time"})
	for _, r := range rows {
		w.Write([]string{r.Observer, r.Email, r.Target, strconv.Itoa(r.Seeing), r.At.Format(time.RFC3339)})
	}
	w.Flush()
	return path, w.Error()
}

func main() {
	night := time.Now().Add(-12 * time.Hour)
	rows := []observation{
		{"R. Okafor", "rokafor@members.skydome.org", "M42", 4, night.Add(2 * time.Hour)},
		{"L. Brandt", "lbrandt@members.skydome.org", "Saturn", 3, night.Add(3 * time.Hour)},
	}
	exp := newLogExporter(ExportOptions{Dir: os.Getenv("OBSERVATION_DIR")})
	path, err := exp.Export(night, rows)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("wrote", path)
}
