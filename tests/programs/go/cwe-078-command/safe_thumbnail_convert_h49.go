// Echo handler that converts an uploaded image to a thumbnail using ImageMagick.
package thumbs

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"

	"github.com/labstack/echo/v4"
)

var formats = map[string]bool{"png": true, "jpg": true, "webp": true}

type convertJob struct {
	Src    string
	Dst    string
	Size   string
	Format string
}

func (j convertJob) command() *exec.Cmd {
	script := fmt.Sprintf("convert %s -resize %s %s", j.Src, j.Size, j.Dst)
	return exec.Command("/bin/sh", "-c", script)
}

func Thumbnail(c echo.Context) error {
	format := c.FormValue("format")
	if !formats[format] {
		return c.String(http.StatusBadRequest, "unsupported format")
	}
	px, err := strconv.Atoi(c.FormValue("size"))
	if err != nil || px < 16 || px > 2048 {
		return c.String(http.StatusBadRequest, "bad size")
	}
	fh, err := c.FormFile("image")
	if err != nil {
		return c.String(http.StatusBadRequest, "missing image")
	}
	in, err := fh.Open()
	if err != nil {
		return err
	}
	defer in.Close()
	tmp, err := os.CreateTemp("", "thumb-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	io.Copy(tmp, in)
	tmp.Close()

	job := convertJob{
		Src:    tmp.Name(),
		Dst:    tmp.Name() + "." + format,
		Size:   fmt.Sprintf("%dx%d", px, px),
		Format: format,
	}
	if out, err := job.command().CombinedOutput(); err != nil {
		return c.String(http.StatusInternalServerError, string(out))
	}
	defer os.Remove(job.Dst)
	return c.File(filepath.Clean(job.Dst))
}
