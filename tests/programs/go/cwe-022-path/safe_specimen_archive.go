// Accepts a zip of specimen scan images for a lab batch and unpacks it into the batch folder.
package labintake

import (
	"archive/zip"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"
)

const scanRoot = "/data/lab/scans"

// UploadScans handles POST /batches/:batch/scans.
func UploadScans(c echo.Context) error {
	batch, err := strconv.Atoi(c.Param("batch"))
	if err != nil || batch <= 0 {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid batch id")
	}
	fh, err := c.FormFile("archive")
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "archive missing")
	}
	src, err := fh.Open()
	if err != nil {
		return err
	}
	defer src.Close()
	zr, err := zip.NewReader(src, fh.Size)
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "not a zip archive")
	}
	dest := filepath.Join(scanRoot, strconv.Itoa(batch))
	for _, f := range zr.File {
		if f.FileInfo().IsDir() {
			continue
		}
		target := filepath.Join(dest, f.Name)
		if !strings.HasPrefix(target, dest+string(os.PathSeparator)) {
			return echo.NewHTTPError(http.StatusBadRequest, "archive entry outside batch folder")
		}
		if err := extractEntry(f, target); err != nil {
			return err
		}
	}
	return c.JSON(http.StatusCreated, map[string]int{"batch": batch, "files": len(zr.File)})
}

func extractEntry(f *zip.File, target string) error {
	if err := os.MkdirAll(filepath.Dir(target), 0o750); err != nil {
		return err
	}
	rc, err := f.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	out, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o640)
	if err != nil {
		return err
	}
	defer out.Close()
	_, err = io.Copy(out, rc)
	return err
}
