// A lot documents program of the h68 set (cwe-022-path).
// seed banks: lets partner gardens download germination tests and phytosanitary papers for an accession lot
package main

import (
	"cmp"
	"errors"
	"io/fs"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

var lotPattern = regexp.MustCompile(`^[A-Z]{2}-\d{4}-\d{3}$`)

type docKind string

const (
	germination   docKind = "germination"
	phytosanitary docKind = "phyto"
	passport      docKind = "passport"
)

type archive struct {
	base string
	log  *slog.Logger
}

func newArchive(base string) *archive {
	return &archive{base: base, log: slog.With("component", "archive")}
}

func kindOf(name string) (docKind, bool) {
	prefix, _, ok := strings.Cut(name, "/")
	if !ok {
		prefix = strings.TrimSuffix(name, filepath.Ext(name))
	}
	switch k := docKind(prefix); k {
	case germination, phytosanitary, passport:
		return k, true
	default:
		return "", false
	}
}

func (a *archive) download(c echo.Context) error {
	lot := strings.ToUpper(c.Param("lot"))
	if !lotPattern.MatchString(lot) {
		return echo.NewHTTPError(http.StatusBadRequest, "malformed accession lot")
	}
	rest := c.Param("*")
	kind, ok := kindOf(rest)
	if !ok {
		return echo.NewHTTPError(http.StatusNotFound, "unknown document type")
	}

	f, err := os.Open(filepath.Join(a.base, lot, rest))
	if errors.Is(err, fs.ErrNotExist) {
		return echo.NewHTTPError(http.StatusNotFound)
	} else if err != nil {
		a.log.Error("open", "lot", lot, "doc", rest, "err", err)
		return echo.ErrInternalServerError
	}
	defer f.Close()

	a.log.Info("document fetched", "lot", lot, "kind", kind, "partner", c.Request().Header.Get("X-Partner-Id"))
	c.Response().Header().Set(echo.HeaderContentDisposition, `attachment; filename="`+lot+"-"+filepath.Base(rest)+`"`)
	return c.Stream(http.StatusOK, "application/pdf", f)
}

func main() {
	a := newArchive(cmp.Or(os.Getenv("LOT_ARCHIVE"), "/var/lib/seedbank/lots"))

	e := echo.New()
	e.HideBanner = true
	e.Use(middleware.Recover(), middleware.RequestID())
	e.GET("/lots/:lot/docs/*", a.download)
	e.GET("/healthz", func(c echo.Context) error { return c.NoContent(http.StatusNoContent) })

	e.Logger.Fatal(e.Start(cmp.Or(os.Getenv("LISTEN"), ":8081")))
}
