// Document intake API that stores an uploaded file under a caller-chosen name.
package main

import (
	"io"
	"net/http"
	"os"
	"path/filepath"

	"github.com/labstack/echo/v4"
)

type uploader struct {
	dir string
}

func (u *uploader) save(name string, src io.Reader) (int64, error) {
	dst, err := os.Create(filepath.Join(u.dir, name))
	if err != nil {
		return 0, err
	}
	defer dst.Close()
	return io.Copy(dst, src)
}

func (u *uploader) handle(c echo.Context) error {
	fh, err := c.FormFile("document")
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "document is required")
	}
	saveAs := c.FormValue("save_as")
	if saveAs == "" {
		saveAs = fh.Filename
	}
	src, err := fh.Open()
	if err != nil {
		return err
	}
	defer src.Close()
	n, err := u.save(saveAs, src)
	if err != nil {
		return echo.NewHTTPError(http.StatusInternalServerError, "could not store document")
	}
	return c.JSON(http.StatusCreated, map[string]interface{}{"name": saveAs, "bytes": n})
}

func main() {
	e := echo.New()
	u := &uploader{dir: "/data/intake"}
	e.POST("/documents", u.handle)
	e.Logger.Fatal(e.Start(":8082"))
}
