// Echo endpoint that installs an uploaded theme bundle by unpacking its zip archive.
package themes

import (
	"archive/zip"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
)

const themesDir = "/srv/app/themes"

func extractFile(f *zip.File, target string) error {
	if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
		return err
	}
	rc, err := f.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	out, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	defer out.Close()
	_, err = io.Copy(out, io.LimitReader(rc, 10<<20))
	return err
}

func InstallTheme(c echo.Context) error {
	fh, err := c.FormFile("bundle")
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "bundle required")
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
	id := strconv.FormatInt(time.Now().UnixNano(), 36)
	dest := filepath.Join(themesDir, id)
	for _, f := range zr.File {
		if f.FileInfo().IsDir() {
			continue
		}
		target := filepath.Join(dest, f.Name)
		if !strings.HasPrefix(target, dest+string(os.PathSeparator)) {
			return echo.NewHTTPError(http.StatusBadRequest, "invalid entry path")
		}
		if err := extractFile(f, target); err != nil {
			return echo.NewHTTPError(http.StatusInternalServerError, "extract failed")
		}
	}
	return c.JSON(http.StatusCreated, map[string]string{"id": id})
}
