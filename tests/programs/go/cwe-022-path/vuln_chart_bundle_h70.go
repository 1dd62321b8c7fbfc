// A chart bundle program of the h70 set (cwe-022-path).
package main

import (
	"archive/zip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"
)

type extractor func(dst string, f *zip.File) error

func copyEntry(dst string, f *zip.File) error {
	rc, err := f.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	if err := os.MkdirAll(filepath.Dir(dst), 0o750); err != nil {
		return err
	}
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o640)
	if err != nil {
		return err
	}
	defer out.Close()
	_, err = io.Copy(out, io.LimitReader(rc, 256<<20))
	return err
}

func normaliseCSV(dst string, f *zip.File) error {
	// contractor exports with CRLF and a BOM; the charting tool wants neither
	rc, err := f.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	raw, err := io.ReadAll(io.LimitReader(rc, 64<<20))
	if err != nil {
		return err
	}
	text := strings.TrimPrefix(string(raw), "\ufeff")
	text = strings.ReplaceAll(text, "\r\n", "\n")
	if err := os.MkdirAll(filepath.Dir(dst), 0o750); err != nil {
		return err
	}
	return os.WriteFile(dst, []byte(text), 0o640)
}

var byExtension = map[string]extractor{
	".dxf": copyEntry,
	".pdf": copyEntry,
	".csv": normaliseCSV,
	".las": copyEntry,
}

func unpack(bundle, chartsDir string, verbose bool) error {
	zr, err := zip.OpenReader(bundle)
	if err != nil {
		return fmt.Errorf("open bundle: %w", err)
	}
	defer zr.Close()

	entries := slices.Clone(zr.File)
	entries = slices.DeleteFunc(entries, func(f *zip.File) bool {
		return f.FileInfo().IsDir() || !filepath.IsLocal(f.Name)
	})
	if skipped := len(zr.File) - len(entries); skipped > 0 && verbose {
		fmt.Fprintf(os.Stderr, "skipping %d entries\n", skipped)
	}

	for _, f := range zr.File {
		fn, ok := byExtension[strings.ToLower(filepath.Ext(f.Name))]
		if !ok || f.FileInfo().IsDir() {
			continue
		}
		dst := filepath.Join(chartsDir, f.Name)
		if err := fn(dst, f); err != nil {
			return fmt.Errorf("%s: %w", f.Name, err)
		}
		if verbose {
			fmt.Println("wrote", dst)
		}
	}
	return nil
}

func main() {
	var chartsDir string
	var verbose bool

	cmd := &cobra.Command{
		Use:   "benchcharts BUNDLE.zip",
		Short: "Unpack a contractor survey bundle into the quarry charts share",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return unpack(args[0], chartsDir, verbose)
		},
	}
	cmd.Flags().StringVar(&chartsDir, "charts", "/mnt/charts/benches", "destination charts directory")
	cmd.Flags().BoolVarP(&verbose, "verbose", "v", false, "print each file written")

	if err := cmd.Execute(); err != nil {
		os.Exit(1)
	}
}
