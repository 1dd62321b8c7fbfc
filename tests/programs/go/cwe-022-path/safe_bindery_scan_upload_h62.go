// A bindery scan upload program of the h62 set (cwe-022-path).
package main

import (
	"archive/zip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/gofiber/fiber/v2"
)

// A binding job arrives as a zip of scanned signatures (folded page groups)
// that the bindery checks for missing or misordered pages before sewing.
type scanBatch struct {
	JobID string
	Dest  string
	Pages []string
}

type extractStep func(f *zip.File, dest string) (string, error)

var jobIDPattern = regexp.MustCompile(`^[0-9]{6}$`)

func isScanFile(name string) bool {
	ext := strings.ToLower(filepath.Ext(name))
	return ext == ".tif" || ext == ".tiff" || ext == ".png"
}

func writeEntry(f *zip.File, dest string) (string, error) {
	if !filepath.IsLocal(f.Name) {
		return "", fmt.Errorf("entry path leaves the job folder")
	}
	target := filepath.Join(dest, f.Name)
	if err := os.MkdirAll(filepath.Dir(target), 0o750); err != nil {
		return "", err
	}
	src, err := f.Open()
	if err != nil {
		return "", err
	}
	defer src.Close()
	out, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		return "", err
	}
	defer out.Close()
	_, err = io.Copy(out, io.LimitReader(src, 200<<20))
	return target, err
}

func unpack(zr *zip.Reader, batch *scanBatch, step extractStep) error {
	for _, f := range zr.File {
		if f.FileInfo().IsDir() || !isScanFile(f.Name) {
			continue
		}
		written, err := step(f, batch.Dest)
		if err != nil {
			return fmt.Errorf("%s: %w", f.Name, err)
		}
		batch.Pages = append(batch.Pages, written)
	}
	return nil
}

func uploadScans(spool string) fiber.Handler {
	return func(c *fiber.Ctx) error {
		jobID := c.Params("job")
		if !jobIDPattern.MatchString(jobID) {
			return fiber.NewError(fiber.StatusBadRequest, "job number must be six digits")
		}
		fh, err := c.FormFile("scans")
		if err != nil {
			return fiber.NewError(fiber.StatusBadRequest, "scans archive missing")
		}
		file, err := fh.Open()
		if err != nil {
			return err
		}
		defer file.Close()
		zr, err := zip.NewReader(file, fh.Size)
		if err != nil {
			return fiber.NewError(fiber.StatusBadRequest, "not a zip archive")
		}
		batch := &scanBatch{JobID: jobID, Dest: filepath.Join(spool, jobID)}
		if err := unpack(zr, batch, writeEntry); err != nil {
			return fiber.NewError(fiber.StatusUnprocessableEntity, err.Error())
		}
		return c.JSON(fiber.Map{"job": batch.JobID, "pages": len(batch.Pages)})
	}
}

func main() {
	app := fiber.New(fiber.Config{BodyLimit: 512 << 20})
	app.Post("/jobs/:job/scans", uploadScans(os.Getenv("SCAN_SPOOL")))
	if err := app.Listen(":8080"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
