// A atlas sheet bundle program of the h64 set (cwe-022-path).
package main

import (
	"archive/zip"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

const archiveRoot = "/srv/mapworks/scans"

type bundleRequest struct {
	Title  string `json:"title"`
	Sheets []struct {
		Series string `json:"series"`
		File   string `json:"file"`
	} `json:"sheets"`
}

// sheetPath resolves one scanned sheet inside the survey archive
func sheetPath(series, file string) (string, error) {
	full := filepath.Join(archiveRoot, series, file)
	rel, err := filepath.Rel(archiveRoot, full)
	if err != nil || rel == "." || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", errors.New("sheet is outside the survey archive")
	}
	return full, nil
}

func addFile(zw *zip.Writer, name, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	dst, err := zw.Create(name)
	if err != nil {
		return err
	}
	_, err = io.Copy(dst, f)
	return err
}

func bundleSheets(c echo.Context) error {
	var req bundleRequest
	if err := c.Bind(&req); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid body")
	}
	if len(req.Sheets) == 0 || len(req.Sheets) > 50 {
		return echo.NewHTTPError(http.StatusBadRequest, "between 1 and 50 sheets")
	}

	bySeries := map[string][]string{}
	for _, s := range req.Sheets {
		p, err := sheetPath(s.Series, s.File)
		if err != nil {
			return echo.NewHTTPError(http.StatusBadRequest, err.Error())
		}
		bySeries[s.Series] = append(bySeries[s.Series], p)
	}
	series := make([]string, 0, len(bySeries))
	for name := range bySeries {
		series = append(series, name)
	}
	sort.Strings(series)

	res := c.Response()
	res.Header().Set(echo.HeaderContentType, "application/zip")
	res.Header().Set(echo.HeaderContentDisposition, `attachment; filename="atlas-sheets.zip"`)
	res.WriteHeader(http.StatusOK)
	zw := zip.NewWriter(res)
	defer zw.Close()
	for _, name := range series {
		for _, p := range bySeries[name] {
			if err := addFile(zw, filepath.Base(name)+"/"+filepath.Base(p), p); err != nil {
				c.Logger().Errorf("bundle %s: %v", p, err)
				return err
			}
		}
	}
	return nil
}

func main() {
	e := echo.New()
	e.HideBanner = true
	e.Use(middleware.Logger(), middleware.Recover())
	e.POST("/atlas/bundle", bundleSheets)
	e.Logger.Fatal(e.StartTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
