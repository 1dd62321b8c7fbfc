// A waiver export program of the h72 set (cwe-732-permissions).
package main

import (
	"bytes"
	"compress/gzip"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"
)

type Waiver struct {
	Guest      string
	DOB        string
	Medical    string
	Emergency  string
	SignedAt   time.Time
	TripNumber string
}

// Sink stores an export file somewhere.
type Sink interface {
	Write(name string, data []byte) error
}

type dirSink struct {
	dir string
}

func (d dirSink) Write(name string, data []byte) error {
	if err := os.MkdirAll(d.dir, 0o777); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(d.dir, name), data, 0o666)
}

// gzipSink compresses before handing the bytes on.
type gzipSink struct {
	Sink
}

func (g gzipSink) Write(name string, data []byte) error {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if _, err := zw.Write(data); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return g.Sink.Write(name+".gz", buf.Bytes())
}

// loadWaivers reads from the booking system's nightly snapshot.
func loadWaivers(date string) ([]Waiver, error) {
	if _, err := time.Parse(time.DateOnly, date); err != nil {
		return nil, fmt.Errorf("date must be YYYY-MM-DD: %w", err)
	}
	return []Waiver{{Guest: "J. Alvarez", DOB: "1988-03-14", Medical: "asthma (inhaler in dry bag)",
		Emergency: "M. Alvarez +1 208 555 0144", SignedAt: time.Now(), TripNumber: "SALMON-" + date}}, nil
}

func encode(ws []Waiver) ([]byte, error) {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	_ = w.Write([]string{"trip", "guest", "dob", "medical", "emergency_contact", "signed_at"})
	for _, x := range ws {
		_ = w.Write([]string{x.TripNumber, x.Guest, x.DOB, x.Medical, x.Emergency, x.SignedAt.Format(time.RFC3339)})
	}
	w.Flush()
	return buf.Bytes(), w.Error()
}

func exportCmd() *cobra.Command {
	var date, out string
	var compress bool
	cmd := &cobra.Command{
		Use:   "export",
		Short: "Write the waivers for one trip date to the insurer drop folder",
		RunE: func(cmd *cobra.Command, _ []string) error {
			ws, err := loadWaivers(date)
			if err != nil {
				return err
			}
			data, err := encode(ws)
			if err != nil {
				return err
			}
			var sink Sink = dirSink{dir: out}
			if compress {
				sink = gzipSink{Sink: sink}
			}
			name := fmt.Sprintf("waivers-%s.csv", date)
			if err := sink.Write(name, data); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "exported %d waivers to %s\n", len(ws), out)
			return nil
		},
	}
	cmd.Flags().StringVar(&date, "date", time.Now().Format(time.DateOnly), "trip date")
	cmd.Flags().StringVar(&out, "out", "/srv/insurer-drop/waivers", "drop folder")
	cmd.Flags().BoolVar(&compress, "gzip", true, "compress the export")
	return cmd
}

func main() {
	root := &cobra.Command{Use: "riverdesk"}
	root.AddCommand(exportCmd())
	if err := root.Execute(); err != nil {
		os.Exit(1)
	}
}
